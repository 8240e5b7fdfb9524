import {
  type AuditAction,
  type AuditRecordType,
  agentEndpoints,
  bannerEditingEndpoints,
  candidatePrivacyEndpoints,
  clientNoteEditingEndpoints,
  columnEditingEndpoints,
  type EventStatus,
  administrationEndpoints as endpoints,
  eventEditingEndpoints,
  type JobReportState,
  jobEndpoints,
  moderationEndpoints,
  type OrganisationKind,
  type PersonalDataRequestKind,
  type PersonalDataRequestState,
  type PublicationState,
  type RecruiterReportState,
  referenceEditingEndpoints,
} from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the administrators' pages, typed by the contracts.

export type AdminOrganisationList = CallResult<typeof endpoints.listAdminOrganisations>
export type AdminOrganisationRow = AdminOrganisationList['organisations'][number]
export type AdminOrganisationRecord = CallResult<typeof endpoints.getAdminOrganisation>
export type AdminRecruiterRecord = AdminOrganisationRecord['recruiters'][number]
export type AuditTrail = CallResult<typeof endpoints.listAuditEvents>
export type AuditEntry = AuditTrail['auditEvents'][number]

export interface OrganisationQuery {
  keyword: string
  kind: OrganisationKind | undefined
  page: number
}

export function fetchAdminOrganisations(
  api: ApiClient,
  query: OrganisationQuery,
): Promise<AdminOrganisationList> {
  return api.call(endpoints.listAdminOrganisations, {
    query: {
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      page: query.page,
    },
  })
}

export function fetchAdminOrganisation(api: ApiClient, id: number) {
  return api.call(endpoints.getAdminOrganisation, { params: { id } })
}

// Form bodies are the forms' values in the wire spelling, already checked against the same rules.

export function createAdminOrganisation(api: ApiClient, body: unknown) {
  return api.call(endpoints.createAdminOrganisation, {
    body: body as CallInput<typeof endpoints.createAdminOrganisation>['body'],
  })
}

export function updateAdminOrganisation(api: ApiClient, id: number, body: unknown) {
  return api.call(endpoints.updateAdminOrganisation, {
    params: { id },
    body: body as CallInput<typeof endpoints.updateAdminOrganisation>['body'],
  })
}

export function saveAdminContract(api: ApiClient, id: number, body: unknown) {
  return api.call(endpoints.saveAdminContract, {
    params: { id },
    body: body as CallInput<typeof endpoints.saveAdminContract>['body'],
  })
}

export function inviteAdminRecruiter(api: ApiClient, organisationId: number, body: unknown) {
  return api.call(endpoints.inviteAdminRecruiter, {
    params: { id: organisationId },
    body: body as CallInput<typeof endpoints.inviteAdminRecruiter>['body'],
  })
}

export function updateAdminRecruiter(api: ApiClient, id: number, body: unknown) {
  return api.call(endpoints.updateAdminRecruiter, {
    params: { id },
    body: body as CallInput<typeof endpoints.updateAdminRecruiter>['body'],
  })
}

export function suspendAdminRecruiter(api: ApiClient, id: number) {
  return api.call(endpoints.suspendAdminRecruiter, { params: { id } })
}

export function reinstateAdminRecruiter(api: ApiClient, id: number) {
  return api.call(endpoints.reinstateAdminRecruiter, { params: { id } })
}

export interface AuditQuery {
  action: AuditAction | undefined
  recordType: AuditRecordType | undefined
  recordId: number | undefined
  actor: string
  from: string
  to: string
  page: number
}

export function fetchAuditTrail(api: ApiClient, query: AuditQuery): Promise<AuditTrail> {
  return api.call(endpoints.listAuditEvents, {
    query: {
      ...(query.action ? { action: query.action } : {}),
      ...(query.recordType ? { recordType: query.recordType } : {}),
      ...(query.recordId ? { recordId: query.recordId } : {}),
      ...(query.actor ? { actor: query.actor } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      page: query.page,
    },
  })
}

export type AdminScoutCampaignList = CallResult<typeof endpoints.listAdminScoutCampaigns>
export type AdminScoutCampaignRecord = AdminScoutCampaignList['scoutCampaigns'][number]

export function fetchAdminScoutCampaigns(api: ApiClient): Promise<AdminScoutCampaignList> {
  return api.call(endpoints.listAdminScoutCampaigns)
}

export function createAdminScoutCampaign(api: ApiClient, body: unknown) {
  return api.call(endpoints.createAdminScoutCampaign, {
    body: body as CallInput<typeof endpoints.createAdminScoutCampaign>['body'],
  })
}

export function updateAdminScoutCampaign(api: ApiClient, id: number, body: unknown) {
  return api.call(endpoints.updateAdminScoutCampaign, {
    params: { id },
    body: body as CallInput<typeof endpoints.updateAdminScoutCampaign>['body'],
  })
}

export type JobReportList = CallResult<typeof moderationEndpoints.listJobInfoReports>
export type JobReportRecord = JobReportList['jobInfoReports'][number]

export function fetchJobReports(
  api: ApiClient,
  query: { state: JobReportState | undefined; page: number },
): Promise<JobReportList> {
  return api.call(moderationEndpoints.listJobInfoReports, {
    query: { ...(query.state ? { state: query.state } : {}), page: query.page },
  })
}

export async function closeJobByAdministrator(api: ApiClient, jobInfoId: number, body: unknown) {
  await api.call(moderationEndpoints.closeJobInfoByAdministrator, {
    params: { id: jobInfoId },
    body: body as CallInput<typeof moderationEndpoints.closeJobInfoByAdministrator>['body'],
  })
}

export function dismissJobReport(api: ApiClient, reportId: number) {
  return api.call(moderationEndpoints.dismissJobInfoReport, { params: { id: reportId } })
}

export type RecruiterReportList = CallResult<typeof moderationEndpoints.listRecruiterReports>
export type RecruiterReportRecord = RecruiterReportList['recruiterReports'][number]

export function fetchRecruiterReports(
  api: ApiClient,
  query: { state: RecruiterReportState | undefined; page: number },
): Promise<RecruiterReportList> {
  return api.call(moderationEndpoints.listRecruiterReports, {
    query: { ...(query.state ? { state: query.state } : {}), page: query.page },
  })
}

export function suspendReportedRecruiter(api: ApiClient, reportId: number) {
  return api.call(moderationEndpoints.suspendReportedRecruiter, { params: { id: reportId } })
}

export function dismissRecruiterReport(api: ApiClient, reportId: number) {
  return api.call(moderationEndpoints.dismissRecruiterReport, { params: { id: reportId } })
}

export type PersonalDataRequestList = CallResult<
  typeof candidatePrivacyEndpoints.listAdminPersonalDataRequests
>
export type PersonalDataRequestRecord = PersonalDataRequestList['personalDataRequests'][number]

export interface PersonalDataRequestQuery {
  state: PersonalDataRequestState | undefined
  kind: PersonalDataRequestKind | undefined
  page: number
}

export function fetchPersonalDataRequests(
  api: ApiClient,
  query: PersonalDataRequestQuery,
): Promise<PersonalDataRequestList> {
  return api.call(candidatePrivacyEndpoints.listAdminPersonalDataRequests, {
    query: {
      ...(query.state ? { state: query.state } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      page: query.page,
    },
  })
}

export function updatePersonalDataRequest(api: ApiClient, id: number, body: unknown) {
  return api.call(candidatePrivacyEndpoints.updateAdminPersonalDataRequest, {
    params: { id },
    body: body as CallInput<
      typeof candidatePrivacyEndpoints.updateAdminPersonalDataRequest
    >['body'],
  })
}

export type AdminColumnList = CallResult<typeof columnEditingEndpoints.listAdminColumns>
export type AdminColumnRow = AdminColumnList['columns'][number]
export type AdminColumnRecord = CallResult<typeof columnEditingEndpoints.getAdminColumn>

export function fetchAdminColumns(
  api: ApiClient,
  query: { state: PublicationState | undefined; page: number },
): Promise<AdminColumnList> {
  return api.call(columnEditingEndpoints.listAdminColumns, {
    query: { ...(query.state ? { state: query.state } : {}), page: query.page },
  })
}

export function fetchAdminColumn(api: ApiClient, id: number): Promise<AdminColumnRecord> {
  return api.call(columnEditingEndpoints.getAdminColumn, { params: { id } })
}

export function createAdminColumn(api: ApiClient, body: unknown) {
  return api.call(columnEditingEndpoints.createAdminColumn, {
    body: body as CallInput<typeof columnEditingEndpoints.createAdminColumn>['body'],
  })
}

export function updateAdminColumn(api: ApiClient, id: number, body: unknown) {
  return api.call(columnEditingEndpoints.updateAdminColumn, {
    params: { id },
    body: body as CallInput<typeof columnEditingEndpoints.updateAdminColumn>['body'],
  })
}

export type PlatformFiguresRecord = CallResult<typeof endpoints.getPlatformFigures>

export function fetchPlatformFigures(api: ApiClient): Promise<PlatformFiguresRecord> {
  return api.call(endpoints.getPlatformFigures)
}

export type AdminClientNoteList = CallResult<typeof clientNoteEditingEndpoints.listAdminClientNotes>
export type AdminClientNoteRow = AdminClientNoteList['clientNotes'][number]
export type AdminClientNoteRecord = CallResult<typeof clientNoteEditingEndpoints.getAdminClientNote>

export function fetchAdminClientNotes(
  api: ApiClient,
  query: { state: PublicationState | undefined; page: number },
): Promise<AdminClientNoteList> {
  return api.call(clientNoteEditingEndpoints.listAdminClientNotes, {
    query: { ...(query.state ? { state: query.state } : {}), page: query.page },
  })
}

export function fetchAdminClientNote(api: ApiClient, id: number): Promise<AdminClientNoteRecord> {
  return api.call(clientNoteEditingEndpoints.getAdminClientNote, { params: { id } })
}

export function createAdminClientNote(api: ApiClient, body: unknown) {
  return api.call(clientNoteEditingEndpoints.createAdminClientNote, {
    body: body as CallInput<typeof clientNoteEditingEndpoints.createAdminClientNote>['body'],
  })
}

export function updateAdminClientNote(api: ApiClient, id: number, body: unknown) {
  return api.call(clientNoteEditingEndpoints.updateAdminClientNote, {
    params: { id },
    body: body as CallInput<typeof clientNoteEditingEndpoints.updateAdminClientNote>['body'],
  })
}

export type AdminTagCategoryList = CallResult<typeof columnEditingEndpoints.listAdminTagCategories>
export type AdminTagCategoryRecord = AdminTagCategoryList['tagCategories'][number]
export type AdminTagRecord = AdminTagCategoryRecord['tags'][number]

export function fetchAdminTagCategories(api: ApiClient): Promise<AdminTagCategoryList> {
  return api.call(columnEditingEndpoints.listAdminTagCategories)
}

export function saveAdminTagCategory(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<typeof columnEditingEndpoints.createAdminTagCategory>['body']
  return id === null
    ? api.call(columnEditingEndpoints.createAdminTagCategory, { body: payload })
    : api.call(columnEditingEndpoints.updateAdminTagCategory, { params: { id }, body: payload })
}

export function deleteAdminTagCategory(api: ApiClient, id: number) {
  return api.call(columnEditingEndpoints.deleteAdminTagCategory, { params: { id } })
}

export function saveAdminTag(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<typeof columnEditingEndpoints.createAdminTag>['body']
  return id === null
    ? api.call(columnEditingEndpoints.createAdminTag, { body: payload })
    : api.call(columnEditingEndpoints.updateAdminTag, { params: { id }, body: payload })
}

export function deleteAdminTag(api: ApiClient, id: number) {
  return api.call(columnEditingEndpoints.deleteAdminTag, { params: { id } })
}

export type AdminUniversityList = CallResult<typeof referenceEditingEndpoints.listAdminUniversities>
export type AdminUniversityRecord = AdminUniversityList['universities'][number]

export function fetchAdminUniversities(
  api: ApiClient,
  query: { keyword: string; page: number },
): Promise<AdminUniversityList> {
  return api.call(referenceEditingEndpoints.listAdminUniversities, {
    query: { ...(query.keyword ? { keyword: query.keyword } : {}), page: query.page },
  })
}

export function saveAdminUniversity(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<typeof referenceEditingEndpoints.createAdminUniversity>['body']
  return id === null
    ? api.call(referenceEditingEndpoints.createAdminUniversity, { body: payload })
    : api.call(referenceEditingEndpoints.updateAdminUniversity, { params: { id }, body: payload })
}

export type AdminCertificationList = CallResult<
  typeof referenceEditingEndpoints.listAdminCertifications
>
export type AdminCertificationRecord = AdminCertificationList['certifications'][number]

export function fetchAdminCertifications(api: ApiClient): Promise<AdminCertificationList> {
  return api.call(referenceEditingEndpoints.listAdminCertifications)
}

export function saveAdminCertification(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<
    typeof referenceEditingEndpoints.createAdminCertification
  >['body']
  return id === null
    ? api.call(referenceEditingEndpoints.createAdminCertification, { body: payload })
    : api.call(referenceEditingEndpoints.updateAdminCertification, {
        params: { id },
        body: payload,
      })
}

export type AdminBannerList = CallResult<typeof bannerEditingEndpoints.listAdminBanners>
export type AdminBannerRecord = AdminBannerList['bannerJobInfos'][number]

export function fetchAdminBanners(
  api: ApiClient,
  query: { keyword: string; page: number },
): Promise<AdminBannerList> {
  return api.call(bannerEditingEndpoints.listAdminBanners, {
    query: { ...(query.keyword ? { keyword: query.keyword } : {}), page: query.page },
  })
}

export function saveAdminBanner(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<typeof bannerEditingEndpoints.createAdminBanner>['body']
  return id === null
    ? api.call(bannerEditingEndpoints.createAdminBanner, { body: payload })
    : api.call(bannerEditingEndpoints.updateAdminBanner, { params: { id }, body: payload })
}

export function deleteAdminBanner(api: ApiClient, id: number) {
  return api.call(bannerEditingEndpoints.deleteAdminBanner, { params: { id } })
}

export type AdminEventList = CallResult<typeof eventEditingEndpoints.listAdminEvents>
export type AdminEventRecord = AdminEventList['events'][number]

export function fetchAdminEvents(
  api: ApiClient,
  query: { status: EventStatus | undefined; page: number },
): Promise<AdminEventList> {
  return api.call(eventEditingEndpoints.listAdminEvents, {
    query: { ...(query.status ? { status: query.status } : {}), page: query.page },
  })
}

export function saveAdminEvent(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<typeof eventEditingEndpoints.createAdminEvent>['body']
  return id === null
    ? api.call(eventEditingEndpoints.createAdminEvent, { body: payload })
    : api.call(eventEditingEndpoints.updateAdminEvent, { params: { id }, body: payload })
}

export type AdminSpecialEventGroupList = CallResult<
  typeof eventEditingEndpoints.listAdminSpecialEventGroups
>
export type AdminSpecialEventGroupRecord = AdminSpecialEventGroupList['specialEventGroups'][number]
export type AdminSpecialEventGroupDetail = CallResult<
  typeof eventEditingEndpoints.getAdminSpecialEventGroup
>
export type AdminSpecialEventRecord = AdminSpecialEventGroupDetail['specialEvents'][number]

export function fetchAdminSpecialEventGroups(api: ApiClient): Promise<AdminSpecialEventGroupList> {
  return api.call(eventEditingEndpoints.listAdminSpecialEventGroups)
}

export function fetchAdminSpecialEventGroup(
  api: ApiClient,
  id: number,
): Promise<AdminSpecialEventGroupDetail> {
  return api.call(eventEditingEndpoints.getAdminSpecialEventGroup, { params: { id } })
}

export function saveAdminSpecialEventGroup(api: ApiClient, id: number | null, body: unknown) {
  const payload = body as CallInput<
    typeof eventEditingEndpoints.createAdminSpecialEventGroup
  >['body']
  return id === null
    ? api.call(eventEditingEndpoints.createAdminSpecialEventGroup, { body: payload })
    : api.call(eventEditingEndpoints.updateAdminSpecialEventGroup, {
        params: { id },
        body: payload,
      })
}

export function saveAdminSpecialEvent(
  api: ApiClient,
  target: { groupId: number } | { id: number },
  body: unknown,
) {
  const payload = body as CallInput<typeof eventEditingEndpoints.createAdminSpecialEvent>['body']
  return 'groupId' in target
    ? api.call(eventEditingEndpoints.createAdminSpecialEvent, {
        params: { id: target.groupId },
        body: payload,
      })
    : api.call(eventEditingEndpoints.updateAdminSpecialEvent, {
        params: { id: target.id },
        body: payload,
      })
}

/** How many suggestions a picker offers at once. */
const SUGGESTIONS = 10

export interface AgentChoice {
  id: number
  name: string
}

/** Agent firms whose names match what is typed, for crediting a column to one. */
export async function suggestAgents(
  api: ApiClient,
  keyword: string,
  signal: AbortSignal,
): Promise<AgentChoice[]> {
  const { agents } = await api.call(agentEndpoints.listAgents, {
    query: { keyword, per: SUGGESTIONS },
    signal,
  })
  return agents.map((agent) => ({ id: agent.id, name: agent.name }))
}

export interface JobChoice {
  id: number
  title: string
  organisationName: string
}

/** Public jobs matching what is typed, as the job search finds them, for a column to show. */
export async function suggestPublicJobs(
  api: ApiClient,
  keyword: string,
  signal: AbortSignal,
): Promise<JobChoice[]> {
  const { jobInfos } = await api.call(jobEndpoints.searchJobInfos, {
    query: { keyword, per: SUGGESTIONS },
    signal,
  })
  return jobInfos.map((job) => ({
    id: job.id,
    title: job.title,
    organisationName: job.company.name,
  }))
}
