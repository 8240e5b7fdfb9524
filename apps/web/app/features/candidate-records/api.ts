import {
  API_PREFIX,
  candidatePrivacyEndpoints,
  candidateRecordEndpoints as endpoints,
  type ProfileRequestSection,
} from '@kakehashi/contracts'
import { type ApiClient, type CallResult, fillPath } from '../../lib/api-client'
import { orEmpty } from '../../lib/route-data'

// Every call of a candidate's page and side panel, typed by the contracts: what the recruiter may
// see of the candidate, and what the organisation recorded about them.

export type RecruiterCandidate = CallResult<
  typeof candidatePrivacyEndpoints.getCandidateForRecruiter
>
export type CandidateRecords = CallResult<typeof endpoints.getCandidateRecruiterInfos>
export type CandidateNote = CandidateRecords['notes'][number]
export type ProfileRequest = CandidateRecords['profileRequests'][number]
export type ScoutHistoryItem = CandidateRecords['scouts'][number]
export type OrganisationLabel = CallResult<typeof endpoints.listLabels>['labels'][number]
export type LabelRef = CandidateRecords['labels'][number]

/** Everything the candidate's page shows. */
export interface CandidateDetailData {
  candidate: RecruiterCandidate
  records: CandidateRecords
  /** The organisation's labels to pick from; empty for an account without the labels page. */
  labels: OrganisationLabel[]
}

/**
 * The candidate and the organisation's records in parallel. The candidate answers 404 when the
 * organisation may not see them (deleted, or their company is blocked); the labels to pick from
 * are a side part that an account without the labels permission does without.
 */
export async function fetchCandidateDetail(
  api: ApiClient,
  candidateId: number,
  signal?: AbortSignal,
): Promise<CandidateDetailData> {
  const options = signal ? { signal } : {}
  const [candidate, records, labels] = await Promise.all([
    api.call(candidatePrivacyEndpoints.getCandidateForRecruiter, {
      params: { id: candidateId },
      ...options,
    }),
    api.call(endpoints.getCandidateRecruiterInfos, { query: { candidateId }, ...options }),
    orEmpty(
      api.call(endpoints.listLabels, options).then((answer) => answer.labels),
      [],
    ),
  ])
  return { candidate, records, labels }
}

/** A link, not a call: the browser downloads the file with the recruiter's cookie. */
export function candidateResumeHref(candidateId: number): string {
  return `${API_PREFIX}${fillPath(candidatePrivacyEndpoints.downloadCandidateResume.path, { id: candidateId })}`
}

/** Stocking a stocked candidate answers the stock already there. */
export async function stockCandidate(api: ApiClient, candidateId: number): Promise<void> {
  await api.call(endpoints.createCandidateStock, { body: { candidateId } })
}

export async function unstockCandidate(api: ApiClient, stockId: number): Promise<void> {
  await api.call(endpoints.deleteCandidateStock, { params: { id: stockId } })
}

/** Hiding a hidden candidate answers the record already there. */
export async function hideCandidate(api: ApiClient, candidateId: number): Promise<void> {
  await api.call(endpoints.createHiddenCandidate, { body: { candidateId } })
}

export async function unhideCandidate(api: ApiClient, hiddenId: number): Promise<void> {
  await api.call(endpoints.deleteHiddenCandidate, { params: { id: hiddenId } })
}

/** The note form's values, in the wire spelling. */
export interface NoteFormValues extends Record<string, unknown> {
  body: string
  client_request_id: string
}

/** Writes a note; sent again with the same draft id it answers the note the first send wrote. */
export function createNote(
  api: ApiClient,
  candidateId: number,
  values: NoteFormValues,
): Promise<CandidateNote> {
  return api.call(endpoints.createCandidateNote, {
    body: { candidateId, body: values.body, clientRequestId: values.client_request_id },
  })
}

/** Only the author's own notes may be changed; a co-worker's answers 404. */
export function updateNote(api: ApiClient, noteId: number, body: string): Promise<CandidateNote> {
  return api.call(endpoints.updateCandidateNote, { params: { id: noteId }, body: { body } })
}

/** The label form's values, in the wire spelling. */
export interface LabelFormValues extends Record<string, unknown> {
  name: string
  colour: OrganisationLabel['colour']
}

export function createLabel(api: ApiClient, values: LabelFormValues): Promise<OrganisationLabel> {
  return api.call(endpoints.createLabel, { body: { name: values.name, colour: values.colour } })
}

export async function addCandidateLabel(
  api: ApiClient,
  candidateId: number,
  labelId: number,
): Promise<void> {
  await api.call(endpoints.addCandidateLabel, { params: { id: candidateId }, body: { labelId } })
}

export async function removeCandidateLabel(
  api: ApiClient,
  candidateId: number,
  labelId: number,
): Promise<void> {
  await api.call(endpoints.removeCandidateLabel, {
    params: { id: candidateId, label_id: labelId },
  })
}

/** Creates a label and puts it on the candidate at once, as the inline form promises. */
export async function createLabelForCandidate(
  api: ApiClient,
  candidateId: number,
  values: LabelFormValues,
): Promise<OrganisationLabel> {
  const label = await createLabel(api, values)
  await addCandidateLabel(api, candidateId, label.id)
  return label
}

/** Asking again for a section already asked for answers the open request. */
export async function requestProfileSection(
  api: ApiClient,
  candidateId: number,
  section: ProfileRequestSection,
): Promise<void> {
  await api.call(endpoints.createProfileRequest, { body: { candidateId, section } })
}

export async function withdrawProfileRequest(api: ApiClient, requestId: number): Promise<void> {
  await api.call(endpoints.deleteProfileRequest, { params: { id: requestId } })
}
