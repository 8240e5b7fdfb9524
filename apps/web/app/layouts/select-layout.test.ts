import { describe, expect, it } from 'vitest'
import { isCandidateAreaPath } from '../lib/paths'
import { selectLayout } from './select-layout'

describe('selectLayout', () => {
  it.each([
    // register-steps prefix
    ['/register_steps/career_infos/1', null, 'registration'],
    ['/register_steps/alliance_additional_profile', 'Candidate', 'registration'],
    ['/register_steps', 'CompanyUser', 'registration'],
    // special scout week
    ['/liiga-special-scout-week', null, 'plain'],
    ['/liiga-special-scout-week/', 'Candidate', 'plain'],
    // special events
    ['/special_events/autumn', null, 'special-event'],
    ['/special_events/autumn/12', 'Agent', 'special-event'],
    ['/special_events/autumn/mypage', 'Candidate', 'special-event'],
    // candidate-area prefixes, whoever is signed in
    ['/', null, 'candidate'],
    ['/job_infos/12', 'CompanyUser', 'candidate'],
    ['/companies', 'Agent', 'candidate'],
    ['/columns/3', null, 'candidate'],
    ['/selected_columns', null, 'candidate'],
    ['/tags/4', null, 'candidate'],
    ['/users/auth/line/success', null, 'candidate'],
    ['/events/5', null, 'candidate'],
    ['/cookie', null, 'candidate'],
    ['/privacy', 'Administrator', 'candidate'],
    ['/agents/7/evaluations', null, 'candidate'],
    // otherwise by role
    ['/scouts', 'Candidate', 'candidate'],
    ['/client/dashboard', 'CompanyUser', 'client'],
    ['/client/dashboard', 'Agent', 'client'],
    ['/client/dashboard', 'Administrator', 'default'],
    ['/admin/organisations', 'Administrator', 'admin'],
    ['/admin', 'Administrator', 'admin'],
    ['/admin', 'CompanyUser', 'client'],
    ['/scouts', null, 'default'],
    ['/no/such/page', undefined, 'default'],
  ] as const)('%s as %s uses the %s layout', (path, role, layout) => {
    expect(selectLayout(path, role)).toBe(layout)
  })

  it('does not treat a path that merely starts with the same letters as inside a prefix', () => {
    expect(isCandidateAreaPath('/columnsx')).toBe(false)
    expect(selectLayout('/register_stepsx', null)).toBe('default')
    expect(selectLayout('/special_eventsx', null)).toBe('default')
  })
})
