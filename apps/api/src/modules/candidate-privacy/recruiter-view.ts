import type { Candidate, RecruiterCandidateView } from '@kakehashi/contracts'

/**
 * The one place that decides what a recruiter may see of a candidate. Before a match there is
 * nothing that names or reaches the person: no name, e-mail, phone, exact birth date or resume.
 * Work history keeps company names, as on every professional scouting service: recruiters judge
 * a career by them, and a candidate who must not be seen by their employer blocks that company.
 */
export function toRecruiterCandidateView(
  candidate: Candidate,
  { matched }: { matched: boolean },
): RecruiterCandidateView {
  return {
    id: candidate.id,
    is_matched: matched,
    contact: matched
      ? {
          full_name: candidate.full_name,
          full_name_kana: candidate.full_name_kana,
          email: candidate.email,
          phone: candidate.phone,
        }
      : null,
    resume_available: matched && candidate.resume !== null,
    age: candidate.age,
    gender: candidate.gender,
    prefecture: candidate.prefecture,
    current_annual_income: candidate.current_annual_income,
    request_annual_income: candidate.request_annual_income,
    careers: candidate.careers.map(({ id: _id, ...career }) => career),
    experiences: candidate.experiences,
    educations: candidate.educations.map(({ id: _id, ...education }) => education),
    language_skills: candidate.language_skills,
    toeic_score: candidate.toeic_score,
    toefl_score: candidate.toefl_score,
    toefl_itp_score: candidate.toefl_itp_score,
    certifications: candidate.certifications,
    wish_industries: candidate.wish_industries,
    wish_job_types: candidate.wish_job_types,
    company_type_tendencies: candidate.company_type_tendencies,
    job_change_timing: candidate.job_change_timing,
    self_pr: candidate.self_pr.body,
    skill: candidate.skill,
    career_wish: candidate.career_wish,
    profile_level: candidate.profile_level,
  }
}
