import { type EditableJobStatus, JOB_TYPES_PER_JOB_MAX, type Locale } from '@kakehashi/contracts'
import type { FormValues } from '../../lib/form'
import { localName } from '../../lib/localised'
import type { ManagedJob } from './api'

/** One job type of the form: a category, and within it a specialty when one is chosen. */
export interface JobTypeSlot {
  parent_id: number | null
  child_id: number | null
}

const BLANK_SLOT: JobTypeSlot = { parent_id: null, child_id: null }

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

function slotsOf(job: ManagedJob | null): JobTypeSlot[] {
  const chosen = (job?.jobTypes ?? []).map((jobType) =>
    jobType.parentId === null
      ? { parent_id: jobType.id, child_id: null }
      : { parent_id: jobType.parentId, child_id: jobType.id },
  )
  return Array.from({ length: JOB_TYPES_PER_JOB_MAX }, (_, index) => chosen[index] ?? BLANK_SLOT)
}

/**
 * The job form's values in the wire spelling: a saved job's fields as the API answered them,
 * or a blank job. `company_name` and `job_type_slots` are the form's own helpers.
 */
export function initialJobValues(job: ManagedJob | null, locale: Locale): FormValues {
  return {
    title: job?.title ?? '',
    position: job?.position ?? '',
    division: job?.division ?? '',
    company_id: job?.companyId ?? null,
    company_name: job?.company ? localName(locale, job.company) : '',
    company_text: job?.companyText ?? '',
    hide_company: job?.hideCompany ?? false,
    industry_id: job?.industryId ?? null,
    job_type_slots: slotsOf(job),
    prefecture_id: job?.prefectureId ?? null,
    work_place_description: job?.workPlaceDescription ?? '',
    salary_min: text(job?.salaryMin),
    salary_max: text(job?.salaryMax),
    salary_display_option: job?.salaryDisplayOption ?? 'annual_income_or_more',
    salary_supplement: job?.salarySupplement ?? '',
    job_description: job?.jobDescription ?? '',
    attraction: job?.attraction ?? '',
    requirement: job?.requirement ?? '',
    welcome_skill: job?.welcomeSkill ?? '',
    employment_selection: job?.employmentSelection ?? '',
    employment_type: job?.employmentType ?? 'full_time',
    duties_change_scope: job?.dutiesChangeScope ?? '',
    workplace_change_scope: job?.workplaceChangeScope ?? '',
    contract_renewal_limit: job?.contractRenewalLimit ?? '',
    job_info_tag_ids: job?.jobInfoTagIds ?? [],
    recruitment_start_on: job?.recruitmentStartOn ?? '',
    recruitment_end_on: job?.recruitmentEndOn ?? '',
    outer_link: job?.outerLink ?? '',
  }
}

/**
 * The body the form sends in the state its button chose: the job types the slots name (the
 * specialty, or the category when none), and no renewal limit for a permanent position, whose
 * field is hidden.
 */
export function jobBody(values: FormValues, status: EditableJobStatus): FormValues {
  const { company_name: _name, job_type_slots: slots, ...rest } = values
  const jobTypeIds = (slots as JobTypeSlot[])
    .map((slot) => slot.child_id ?? slot.parent_id)
    .filter((id): id is number => id !== null)
  return {
    ...rest,
    job_type_ids: [...new Set(jobTypeIds)],
    contract_renewal_limit: rest.employment_type === 'contract' ? rest.contract_renewal_limit : '',
    status,
  }
}
