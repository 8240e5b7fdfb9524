// Constants of scout templates (spec sections 3 and 5), without zod: pages import them with
// nothing else of the contracts.

/** Normal templates start a scout; remind templates are resent to candidates who did not answer. */
export const SCOUT_TEMPLATE_TYPES = ['normal', 'remind'] as const
export type ScoutTemplateType = (typeof SCOUT_TEMPLATE_TYPES)[number]

/** The common one-line length (STRING_MAX_LENGTH) for the name and the subject. */
export const SCOUT_TEMPLATE_NAME_MAX_LENGTH = 255
export const SCOUT_TEMPLATE_SUBJECT_MAX_LENGTH = 255
export const SCOUT_TEMPLATE_BODY_MAX_LENGTH = 5000
/** An organisation keeps at most this many templates. */
export const SCOUT_TEMPLATES_MAX = 200

/** The variables a scout template may contain, replaced when the scout is sent. */
export const TEMPLATE_VARIABLES = [
  'scout_title',
  'scout_body',
  'job_seeker_name',
  'position_name',
  'company_name',
] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]

/** The variables in the order the editor offers them. */
export const SCOUT_TEMPLATE_VARIABLES: readonly TemplateVariable[] = TEMPLATE_VARIABLES

/** The values a template's variables take in a preview or a sent scout. */
export type ScoutTemplateValues = Record<TemplateVariable, string>

/**
 * The text with each variable replaced by its value. Only well-formed variables of the list
 * are replaced; validation keeps any other out of a saved template.
 */
export function fillScoutTemplate(text: string, values: ScoutTemplateValues): string {
  return text.replace(/{{([A-Za-z_][A-Za-z0-9_]*)}}/g, (token, name: string) =>
    (TEMPLATE_VARIABLES as readonly string[]).includes(name)
      ? values[name as TemplateVariable]
      : token,
  )
}

/** The job seeker's name as a sent scout keeps it until the scout is read by its candidate. */
export const JOB_SEEKER_NAME_TOKEN = '{{job_seeker_name}}'

/**
 * A sent scout's text with the job seeker's name filled: the candidate's own name when the
 * candidate reads it, a neutral wording for a recruiter who is not matched with them.
 */
export function fillJobSeekerName(text: string, name: string): string {
  return text.replaceAll(JOB_SEEKER_NAME_TOKEN, name)
}

/** What a scout is composed of: the form's words, where it goes, and the template around them. */
export interface ScoutComposition {
  title: string
  body: string
  /** The chosen template's subject and body, or null to send the title and message as written. */
  template: { mailSubject: string; body: string } | null
  /** The job's title. */
  positionName: string
  /** The sending organisation's name. */
  companyName: string
  /**
   * What stands for the job seeker's name: JOB_SEEKER_NAME_TOKEN in what is stored (filled when
   * the candidate reads it), a stand-in in the form's preview.
   */
  jobSeekerName: string
}

/** Three or more line breaks in a row, which an empty `{{scout_body}}` leaves behind. */
const EMPTY_LINES = /\n{3,}/g

/**
 * The subject and body a candidate reads: the title and message filled first (the template-only
 * variables read as nothing there), then, with a template, its subject and body filled with them
 * as `{{scout_title}}` and `{{scout_body}}`, runs of empty lines closed up; without one the title
 * and message are the scout. The API stores it; the scout form previews it.
 */
export function composeScout(input: ScoutComposition): { title: string; body: string } {
  const own: ScoutTemplateValues = {
    job_seeker_name: input.jobSeekerName,
    position_name: input.positionName,
    company_name: input.companyName,
    scout_title: '',
    scout_body: '',
  }
  const title = fillScoutTemplate(input.title, own).trim()
  const message = fillScoutTemplate(input.body, own).trim()
  if (!input.template) return { title, body: message }
  const wrapped = { ...own, scout_title: title, scout_body: message }
  return {
    title: fillScoutTemplate(input.template.mailSubject, wrapped).trim(),
    body: fillScoutTemplate(input.template.body, wrapped).replace(EMPTY_LINES, '\n\n').trim(),
  }
}
