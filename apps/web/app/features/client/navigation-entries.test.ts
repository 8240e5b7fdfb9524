import { RECRUITER_PERMISSION_NAMES, type RecruiterPermission } from '@kakehashi/contracts'
import { describe, expect, it } from 'vitest'
import { visibleEntries } from './navigation-entries'

const ALL = [...RECRUITER_PERMISSION_NAMES]
const TRIAL: RecruiterPermission[] = ['dashboard', 'job_infos', 'profile', 'notifications']

describe('the recruiter navigation', () => {
  it('shows a company recruiter every page it may use, without the agents’ videos', () => {
    const entries = visibleEntries({
      roleType: 'CompanyUser',
      permissions: ALL,
      trialRecruiter: false,
    })
    expect(entries.map((e) => e.to)).not.toContain('/client/movies')
    expect(entries.map((e) => e.to)).toContain('/client/job_infos')
    expect(entries.every((e) => !e.locked)).toBe(true)
  })

  it('lists the scout templates right after the jobs, for recruiters who may edit them', () => {
    const all = visibleEntries({ roleType: 'CompanyUser', permissions: ALL, trialRecruiter: false })
    const paths = all.map((e) => e.to)
    expect(paths.indexOf('/client/scout_templates')).toBe(paths.indexOf('/client/job_infos') + 1)
    const without = visibleEntries({
      roleType: 'CompanyUser',
      permissions: ALL.filter((permission) => permission !== 'scout_templates'),
      trialRecruiter: false,
    })
    expect(without.map((e) => e.to)).not.toContain('/client/scout_templates')
  })

  it('shows an agent its videos', () => {
    const entries = visibleEntries({ roleType: 'Agent', permissions: ALL, trialRecruiter: false })
    expect(entries.map((e) => e.to)).toContain('/client/movies')
  })

  it('hides what a normal account may not use', () => {
    const entries = visibleEntries({
      roleType: 'CompanyUser',
      permissions: ['dashboard', 'profile'],
      trialRecruiter: false,
    })
    expect(entries.map((e) => e.to)).not.toContain('/client/job_infos')
  })

  it('shows a trial account what it may not use, locked', () => {
    const entries = visibleEntries({
      roleType: 'CompanyUser',
      permissions: TRIAL,
      trialRecruiter: true,
    })
    const notes = entries.find((e) => e.to === '/client/notes')
    expect(notes?.locked).toBe(true)
    expect(entries.find((e) => e.to === '/client/job_infos')?.locked).toBe(false)
    expect(entries.find((e) => e.to === '/client/scout_templates')?.locked).toBe(true)
    // Pages for every recruiter are never locked.
    expect(entries.find((e) => e.to === '/client/docs/support')?.locked).toBe(false)
  })
})
