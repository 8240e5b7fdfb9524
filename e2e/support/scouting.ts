import { createCandidate } from './accounts.ts'
import { callApi } from './api.ts'

// Candidates recruiters find and scout, shared by the scouting browser tests.

/** Two kanji no seeded profile holds together: a search for them finds one test's candidates. */
export function uniqueWord(): string {
  const birds = [...'鶴燕雀鷺鴎鷹鳩鴨鵜雁鶯鴫梟鴇']
  const first = Math.floor(Math.random() * birds.length)
  const second = (first + 1 + Math.floor(Math.random() * (birds.length - 1))) % birds.length
  return `${birds[first]}${birds[second]}${Date.now() % 1000}`
}

export interface Candidate {
  id: number
  token: string
}

/** A candidate with a finished profile whose career mentions `marker`, as recruiters find them. */
export async function createSearchableCandidate(marker: string): Promise<Candidate> {
  const account = await createCandidate({ fullName: '候補 一郎' })
  const session = await callApi<{ auth_token: string; current_user: { id: number } }>(
    'POST',
    '/api/v3/sessions',
    { body: { email: account.email, password: account.password } },
  )
  const token = session.auth_token
  const steps: Record<number, unknown> = {
    1: {
      full_name: account.fullName,
      full_name_kana: 'こうほ いちろう',
      gender: 'male',
      birth_date: '1986-09-01',
      prefecture_id: 13,
      phone: '09055556666',
    },
    2: {
      current_annual_income: 800,
      careers: [
        {
          company_name: '株式会社あおば製作所',
          position: '経理課長',
          started_on: '2014-04',
          ended_on: '',
          description: `${marker}事業部で連結決算と予算管理を担当しています。`,
        },
      ],
    },
    3: { toeic_score: 800 },
    4: {
      request_annual_income: 950,
      job_change_timing: 'now',
      career_wish: '経理の責任者として決算早期化に取り組みたいです。',
    },
    5: { self_pr: '連結決算の早期化と監査対応をリードしました。'.repeat(12), skill: 'Excel' },
  }
  for (const [step, body] of Object.entries(steps)) {
    await callApi('PUT', `/api/v3/candidate/career_infos/${step}`, { token, body })
  }
  await callApi('POST', '/api/v3/candidate/career_infos/finish', { token })
  return { id: session.current_user.id, token }
}

interface JobRow {
  id: number
  is_expired: boolean
}

/**
 * A scout from the recruiter (`token`) to a new candidate, about an open job of the
 * organisation, its title carrying a `marker` no other scout has; with the candidate's session
 * for their answers.
 */
export async function scoutNewCandidate(token: string, fullName: string) {
  const account = await createCandidate({ fullName })
  const session = await callApi<{ auth_token: string; current_user: { id: number } }>(
    'POST',
    '/api/v3/sessions',
    { body: { email: account.email, password: account.password } },
  )
  const { job_infos: jobs } = await callApi<{ job_infos: JobRow[] }>(
    'GET',
    '/api/v3/client/job_infos?status=open&per=100',
    { token },
  )
  const job = jobs.find((row) => !row.is_expired)
  if (!job) throw new Error('The demo organisation has no open job')
  const marker = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const scout = await callApi<{ id: number }>('POST', '/api/v3/client/scouts', {
    token,
    body: {
      job_info_id: job.id,
      candidate_id: session.current_user.id,
      title: `{{job_seeker_name}}様 面談のご相談 ${marker}`,
      body: '{{job_seeker_name}}様\nご経歴を拝見しました。',
      client_request_id: `conversation-e2e-${marker}`,
    },
  })
  return {
    account,
    candidateId: session.current_user.id,
    candidateToken: session.auth_token,
    scoutId: scout.id,
    marker,
  }
}
