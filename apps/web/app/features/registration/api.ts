import {
  type CareerInfoStep,
  candidatePrivacyEndpoints,
  candidateRecordEndpoints,
  careerInfoStepEndpoints,
  candidateProfileEndpoints as endpoints,
} from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'
import {
  fetchCertifications,
  fetchIndustries,
  fetchLanguages,
  fetchPrefectures,
} from '../../lib/reference'
import type { NamedOption, ReferenceLists } from './types'

// Every call of the registration steps and the profile they edit, typed by the contracts.

/** The signed-in candidate's whole profile. */
export type CandidateProfile = CallResult<typeof endpoints.getCandidate>
export type ResumeMetadata = CallResult<typeof candidatePrivacyEndpoints.uploadResume>

export function fetchCandidate(api: ApiClient): Promise<CandidateProfile> {
  return api.call(endpoints.getCandidate)
}

/** What organisations asked the candidate to complete, newest first. */
export type ProfileRequests = CallResult<
  typeof candidateRecordEndpoints.listOwnProfileRequests
>['profileRequests']

export async function fetchProfileRequests(api: ApiClient): Promise<ProfileRequests> {
  return (await api.call(candidateRecordEndpoints.listOwnProfileRequests)).profileRequests
}

/** Finishes registration; the API refuses (422) while a step is still unsaved. */
export function finishRegistration(api: ApiClient): Promise<CandidateProfile> {
  return api.call(endpoints.finishRegistration)
}

type StepBody = CallInput<(typeof careerInfoStepEndpoints)[CareerInfoStep]>['body']

/**
 * Saves one registration step. The body is the step form's values in the wire spelling, already
 * checked against the step's rules by the form.
 */
export function saveCareerInfoStep(
  api: ApiClient,
  step: CareerInfoStep,
  body: unknown,
): Promise<CandidateProfile> {
  return api.call(careerInfoStepEndpoints[step], { body: body as StepBody })
}

/** What a partner site did not collect; the body is the form's values in the wire spelling. */
export function saveAllianceProfile(api: ApiClient, body: unknown): Promise<CandidateProfile> {
  return api.call(endpoints.updateAllianceProfile, {
    body: body as CallInput<typeof endpoints.updateAllianceProfile>['body'],
  })
}

/** Uploads the resume as the multipart field `file`. */
export function uploadResume(api: ApiClient, file: File): Promise<ResumeMetadata> {
  const body = new FormData()
  body.append('file', file)
  return api.call(candidatePrivacyEndpoints.uploadResume, { body })
}

interface JobTypeNode extends NamedOption {
  children: NamedOption[]
}

/**
 * The reference lists of the registration forms, parents of job types first. Job types belong
 * to the jobs domain, so the page passes the call that fetches them.
 */
export async function fetchReferenceLists(
  api: ApiClient,
  fetchJobTypes: (api: ApiClient) => Promise<JobTypeNode[]>,
): Promise<ReferenceLists> {
  const [prefectures, industries, jobTypes, languages, certifications] = await Promise.all([
    fetchPrefectures(api),
    fetchIndustries(api),
    fetchJobTypes(api),
    fetchLanguages(api),
    fetchCertifications(api),
  ])
  const pick = ({ id, name, nameEn }: NamedOption) => ({ id, name, nameEn })
  return {
    prefectures: prefectures.map(pick),
    industries: industries.map(pick),
    jobTypes: jobTypes.flatMap((parent) => [
      { ...pick(parent), isParent: true },
      ...parent.children.map((child) => ({ ...pick(child), isParent: false })),
    ]),
    languages: languages.map(pick),
    certifications: certifications.map(pick),
  }
}
