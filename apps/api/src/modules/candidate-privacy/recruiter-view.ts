import type {
  Candidate,
  RecruiterCandidateSummary,
  RecruiterCandidateView,
} from '@kakehashi/contracts'

const BLANK = '＊＊＊'
const EMAIL_LIKE = /[^\s@＠]+[@＠][^\s@＠]+\.[^\s@＠]+/gu
// Ten or more characters of digits, possibly split by hyphens, spaces or brackets: a phone
// number in any spelling, half- or full-width.
const PHONE_LIKE = /\+?[\d０-９][\d０-９\-‐－()（） ]{8,}[\d０-９]/gu

/**
 * Blanks out of free text what would reach the person: their own name (whole, and each part of
 * two characters or more, in kanji and kana), and anything that looks like an e-mail address or
 * a phone number. Candidates sometimes write these into their self PR; before a match a
 * recruiter must not read them there either. Made once per candidate, for all their texts.
 */
function contactBlanker(
  candidate: Pick<Candidate, 'full_name' | 'full_name_kana'>,
): (text: string) => string {
  const names = [
    ...new Set(
      [candidate.full_name, candidate.full_name_kana ?? '']
        .flatMap((name) => [name, name.replace(/[\s　]+/gu, ''), ...name.split(/[\s　]+/u)])
        .filter((part) => [...part].length >= 2)
        .sort((a, b) => b.length - a.length),
    ),
  ]
  return (text) => {
    if (text === '') return text
    let blanked = text
    for (const name of names) blanked = blanked.replaceAll(name, BLANK)
    // Without an at sign there is no address to find, and the pattern would retry from every
    // character of a long text without spaces (most Japanese text): tested first.
    if (/[@＠]/u.test(blanked)) blanked = blanked.replace(EMAIL_LIKE, BLANK)
    return blanked.replace(PHONE_LIKE, BLANK)
  }
}

/** What member search looks in: a profile's free texts and the sections that name things. */
type TextField =
  | 'self_pr'
  | 'skill'
  | 'career_wish'
  | 'careers'
  | 'experiences'
  | 'educations'
  | 'certifications'
  | 'wish_industries'
  | 'wish_job_types'

/** The part of the recruiter view that member search looks in and shows excerpts of. */
export type RecruiterCandidateTexts = Pick<RecruiterCandidateView, TextField>

/**
 * A candidate's texts as a recruiter may read them: before a match, the free texts with the
 * person's name and contact details blanked. Part of every recruiter view, and what search
 * excerpts are cut from.
 */
export function toRecruiterCandidateTexts(
  candidate: Pick<Candidate, 'full_name' | 'full_name_kana' | TextField>,
  { matched }: { matched: boolean },
): RecruiterCandidateTexts {
  const text = matched ? (value: string) => value : contactBlanker(candidate)
  return {
    careers: candidate.careers.map(({ id: _id, ...career }) => ({
      ...career,
      position: text(career.position),
      description: text(career.description),
    })),
    experiences: candidate.experiences,
    educations: candidate.educations.map(({ id: _id, ...education }) => education),
    certifications: candidate.certifications,
    wish_industries: candidate.wish_industries,
    wish_job_types: candidate.wish_job_types,
    self_pr: text(candidate.self_pr.body),
    skill: text(candidate.skill),
    career_wish: text(candidate.career_wish),
  }
}

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
    ...toRecruiterCandidateTexts(candidate, { matched }),
    language_skills: candidate.language_skills,
    toeic_score: candidate.toeic_score,
    toefl_score: candidate.toefl_score,
    toefl_itp_score: candidate.toefl_itp_score,
    company_type_tendencies: candidate.company_type_tendencies,
    job_change_timing: candidate.job_change_timing,
    profile_level: candidate.profile_level,
  }
}

/** What a search result row is made from: the person's name and the summary's facts. */
export type CandidateSummaryFacts = Pick<Candidate, 'full_name' | 'full_name_kana'> &
  Omit<RecruiterCandidateSummary, 'is_matched' | 'full_name'>

/**
 * A candidate as a row of search results shows them, under the rules of the whole view: the
 * name only once matched, and the position's text blanked like the rest of the free text.
 */
export function toRecruiterCandidateSummary(
  facts: CandidateSummaryFacts,
  { matched }: { matched: boolean },
): RecruiterCandidateSummary {
  const { full_name, full_name_kana: _kana, latest_career, ...rest } = facts
  return {
    ...rest,
    is_matched: matched,
    full_name: matched ? full_name : null,
    latest_career: latest_career && {
      company_name: latest_career.company_name,
      position: matched ? latest_career.position : contactBlanker(facts)(latest_career.position),
    },
  }
}
