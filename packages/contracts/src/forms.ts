// The schemas forms validate against before they submit. A separate entry so the browser loads
// zod only when a form is submitted, not with the page.

export {
  passwordChangeBodySchema,
  passwordResetBodySchema,
  redirectRuleBodySchema,
  signUpBodySchema,
} from './accounts.ts'
export {
  adminContractBodySchema,
  adminOrganisationCreateBodySchema,
  adminOrganisationUpdateBodySchema,
  adminRecruiterInviteBodySchema,
  adminRecruiterUpdateBodySchema,
  adminScoutCampaignBodySchema,
} from './administration.ts'
export { agentMovieBodySchema } from './agent-movies.ts'
export { adminBannerBodySchema } from './banner-editing.ts'
export {
  accountDeletionBodySchema,
  personalDataRequestBodySchema,
  personalDataRequestUpdateBodySchema,
} from './candidate-privacy.ts'
export {
  allianceAdditionalProfileBodySchema,
  careerInfoStepSchemas,
} from './candidate-profile.ts'
export {
  candidateNoteCreateBodySchema,
  candidateNoteUpdateBodySchema,
  labelBodySchema,
} from './candidate-records.ts'
export {
  searchConditionCreateBodySchema,
  searchConditionUpdateBodySchema,
} from './candidate-search-conditions.ts'
export {
  adminClientNoteBodySchema,
  adminClientNoteCreateBodySchema,
  supportInquiryBodySchema,
} from './client-notes.ts'
export {
  adminColumnBodySchema,
  adminColumnCreateBodySchema,
  adminTagBodySchema,
  adminTagCategoryBodySchema,
} from './column-editing.ts'
export { conversationUpdateBodySchema, selfApplyDecisionBodySchema } from './conversations.ts'
export {
  adminEventBodySchema,
  adminSpecialEventBodySchema,
  adminSpecialEventGroupBodySchema,
} from './events.ts'
export { jobInfoBodySchema } from './job-management.ts'
export { jobSearchConditionBodySchema } from './jobs.ts'
export { candidateSearchCriteriaSchema } from './member-search.ts'
export {
  jobClosureBodySchema,
  jobReportBodySchema,
  recruiterReportBodySchema,
} from './moderation.ts'
export { recruiterProfileBodySchema } from './recruiter-profile.ts'
export { adminCertificationBodySchema, adminUniversityBodySchema } from './reference.ts'
export { scoutAssistBodySchema } from './scout-assists.ts'
export { scoutTemplateBodySchema } from './scout-templates.ts'
export { scoutDraftSchema, scoutRemindSettingSchema } from './scouting.ts'
export {
  candidateMailSettingsSchema,
  scoutDeclineBodySchema,
  scoutMessageBodySchema,
} from './scouts.ts'
export { toErrorIssues } from './validation/messages.ts'
