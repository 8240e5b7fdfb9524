import { type Block, PrivacyPage, type RecruiterView } from '../../features/privacy/privacy-page'
import type { CandidateProfile } from '../../features/registration/types'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/privacy'

export const handle = { analyticsName: 'setting_privacy' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const [before, after, blocks, candidate] = await Promise.all([
    api.get<RecruiterView>('/api/v3/candidate/recruiter_view', { query: { matched: false } }),
    api.get<RecruiterView>('/api/v3/candidate/recruiter_view', { query: { matched: true } }),
    api.get<{ companyBlocks: Block[] }>('/api/v3/candidate/company_blocks'),
    api.get<CandidateProfile>('/api/v3/candidate'),
  ])
  return { before, after, blocks: blocks.companyBlocks, resume: candidate.resume }
}

export function meta({ matches }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  return [
    ...pageMeta(candidate.privacy.title, candidate.privacy.description),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage {...loaderData} />
}
