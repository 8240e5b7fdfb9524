// The administrators' pages.

export const ADMIN_ORGANISATIONS_PATH = '/admin/organisations'
export const NEW_ADMIN_ORGANISATION_PATH = '/admin/organisations/new'
export const AUDIT_EVENTS_PATH = '/admin/audit_events'
export const SCOUT_CAMPAIGNS_PATH = '/admin/scout_campaigns'
export const JOB_REPORTS_PATH = '/admin/job_info_reports'
export const RECRUITER_REPORTS_PATH = '/admin/recruiter_reports'
export const PERSONAL_DATA_REQUESTS_PATH = '/admin/personal_data_requests'
export const ADMIN_COLUMNS_PATH = '/admin/columns'
export const NEW_ADMIN_COLUMN_PATH = '/admin/columns/new'
export const adminColumnPath = (id: number) => `${ADMIN_COLUMNS_PATH}/${id}`
export const ADMIN_TAGS_PATH = '/admin/tags'
export const ADMIN_UNIVERSITIES_PATH = '/admin/universities'
export const ADMIN_CERTIFICATIONS_PATH = '/admin/certifications'
export const ADMIN_BANNERS_PATH = '/admin/banner_job_infos'
export const ADMIN_EVENTS_PATH = '/admin/events'
export const ADMIN_SPECIAL_EVENTS_PATH = '/admin/special_events'
export const adminSpecialEventGroupPath = (id: number) => `${ADMIN_SPECIAL_EVENTS_PATH}/${id}`
export const ADMIN_CLIENT_NOTES_PATH = '/admin/client_notes'
export const NEW_ADMIN_CLIENT_NOTE_PATH = '/admin/client_notes/new'
export const adminClientNotePath = (id: number) => `${ADMIN_CLIENT_NOTES_PATH}/${id}`
export const REDIRECT_RULES_PATH = '/admin/redirect_rules'

export const adminOrganisationPath = (id: number) => `${ADMIN_ORGANISATIONS_PATH}/${id}`
