import { CAREER_INFO_STEPS, type CareerInfoStep } from '@kakehashi/contracts'
import { redirect } from 'react-router'
import { fetchJobTypes } from '../../features/jobs/api'
import {
  fetchCandidate,
  fetchProfileRequests,
  fetchReferenceLists,
} from '../../features/registration/api'
import { CareerInfoPage } from '../../features/registration/career-info-page'
import { requireCandidate } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { accountCatalogueMiddleware } from '../../lib/catalogues'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { stepPath } from '../../lib/paths'
import { invariantResponse, orEmpty } from '../../lib/route-data'
import type { Route } from './+types/career-info'

export const handle = { analyticsName: 'register_steps_career_info' }

export const middleware: Route.MiddlewareFunction[] = [requireCandidate]

/** The candidate's pages read the catalogue's account part, loaded before one renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [accountCatalogueMiddleware]

const isCareerInfoStep = (step: number): step is CareerInfoStep =>
  (CAREER_INFO_STEPS as readonly number[]).includes(step)

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const step = Number(params.id)
  invariantResponse(isCareerInfoStep(step))
  const api = createServerApi(context, request)
  const candidate = await fetchCandidate(api)
  // Steps are filled in order: a step beyond the next unsaved one goes back to that one.
  const next = candidate.registration.nextStep
  if (next !== null && step > next) throw redirect(stepPath(next))
  const [reference, profileRequests] = await Promise.all([
    fetchReferenceLists(api, fetchJobTypes),
    orEmpty(fetchProfileRequests(api), []),
  ])
  return { step, candidate, reference, profileRequests }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { candidate } = messagesFromMatches(matches)
  const step = loaderData?.step ?? 1
  const title = `${candidate.registration.steps[step as 1]} | ${candidate.registration.title}`
  return privatePageMeta(title, candidate.registration.description)
}

export default function CareerInfo({ loaderData }: Route.ComponentProps) {
  return (
    <CareerInfoPage
      key={loaderData.step}
      step={loaderData.step}
      candidate={loaderData.candidate}
      reference={loaderData.reference}
      profileRequests={loaderData.profileRequests}
    />
  )
}
