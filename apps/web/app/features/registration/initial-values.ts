import type { FormValues } from '../../lib/form'
import type { CandidateProfile } from './api'

/** The empty work-history record: step 2 starts with one, and "add" appends another. */
export const BLANK_CAREER = {
  company_name: '',
  position: '',
  industry_id: null,
  started_on: '',
  ended_on: '',
  description: '',
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** A step's form values, in wire format, from what the candidate saved before. */
export function initialStepValues(step: number, candidate: CandidateProfile): FormValues {
  switch (step) {
    case 1:
      return {
        full_name: candidate.fullName,
        full_name_kana: text(candidate.fullNameKana),
        gender: text(candidate.gender),
        birth_date: text(candidate.birthDate),
        prefecture_id: candidate.prefecture?.id ?? null,
        phone: text(candidate.phone),
      }
    case 2:
      return {
        current_annual_income: text(candidate.currentAnnualIncome),
        careers:
          candidate.careers.length > 0
            ? candidate.careers.map((career) => ({
                company_name: career.companyName,
                position: career.position,
                industry_id: career.industry?.id ?? null,
                started_on: career.startedOn,
                ended_on: text(career.endedOn),
                description: career.description,
              }))
            : [BLANK_CAREER],
        experiences: candidate.experiences.map((experience) => ({
          job_type_id: experience.jobType.id,
          years: text(experience.years),
        })),
      }
    case 3:
      return {
        educations: candidate.educations.map((education) => ({
          degree: education.degree,
          university_id: education.university?.id ?? null,
          university_name: education.university?.name ?? '',
          school_name: education.schoolName,
          faculty: education.faculty,
          graduated_on: text(education.graduatedOn),
        })),
        language_skills: candidate.languageSkills.map((skill) => ({
          language_id: skill.language.id,
          level: skill.level,
        })),
        toeic_score: text(candidate.toeicScore),
        toefl_score: text(candidate.toeflScore),
        toefl_itp_score: text(candidate.toeflItpScore),
        certification_ids: candidate.certifications.map((certification) => certification.id),
      }
    case 4:
      return {
        request_annual_income: text(candidate.requestAnnualIncome),
        wish_industry_ids: candidate.wishIndustries.map((industry) => industry.id),
        wish_job_type_ids: candidate.wishJobTypes.map((jobType) => jobType.id),
        company_type_tendencies: candidate.companyTypeTendencies,
        job_change_timing: text(candidate.jobChangeTiming),
        what_to_discuss: candidate.whatToDiscuss,
        colleague_scouting_choice: candidate.colleagueScouting ? ['yes'] : [],
        career_wish: candidate.careerWish,
      }
    default:
      return {
        self_pr: candidate.selfPr.body,
        skill: candidate.skill,
        offers: candidate.offers.map((offer) => ({
          company_name: offer.companyName,
          position: offer.position,
          annual_income: text(offer.annualIncome),
          offered_on: text(offer.offeredOn),
        })),
      }
  }
}

/** The body a step sends: form-only helpers become the wire fields they stand for. */
export function stepBody(step: number, values: FormValues): FormValues {
  if (step === 3) {
    const educations = (values.educations as Record<string, unknown>[]).map(
      ({ university_name: _name, ...education }) => education,
    )
    return { ...values, educations }
  }
  if (step === 4) {
    const { colleague_scouting_choice: choice, ...rest } = values
    return { ...rest, colleague_scouting: (choice as string[]).includes('yes') }
  }
  return values
}
