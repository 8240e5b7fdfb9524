import {
  type AllianceAdditionalProfileBody,
  type BasicInfoBody,
  type Candidate,
  type CareerInfoStepBodies,
  type CareersBody,
  type CareerWishBody,
  type CompanyTypeTendency,
  type EducationAndSkillsBody,
  type ErrorIssue,
  JOB_CHANGE_TIMING_RECONFIRM_DAYS,
  type JobChangeTiming,
  type ProfileRequestSection,
  parseYearMonth,
  type SelfPrBody,
  VALIDATION_MESSAGES,
  type WhatToDiscuss,
} from '@kakehashi/contracts'
import { type Database, type DbOrTx, refreshCandidateSearchDocuments } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import {
  clearProfileRequests,
  sectionsSavedByStep,
} from '../candidate-records/candidate-records-service.ts'
import * as repository from './candidate-profile-repository.ts'
import {
  ageBand,
  ageOn,
  careerDoneCharacterCount,
  nextRegistrationStep,
  profileGaps,
} from './profile-level.ts'

type Named = { id: number; name: string; nameEn: string | null } | null
const named = (record: Named) =>
  record ? { id: record.id, name: record.name, name_en: record.nameEn } : null
const namedList = (records: NonNullable<Named>[]) => records.map((record) => named(record)!)

/** `2024-04-01` (stored) → `2024-04` (wire). */
const toYearMonth = (date: string | null) => (date ? date.slice(0, 7) : null)

/** `2024-04` or `2024/4` (validated input) → `2024-04-01`; blank → null. */
function fromYearMonth(value: string | null | undefined): string | null {
  const parsed = value ? parseYearMonth(value) : null
  return parsed ? `${parsed.year}-${String(parsed.month).padStart(2, '0')}-01` : null
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const invalidReference = (path: (string | number)[]) =>
  fieldIssue(['body', ...path], VALIDATION_MESSAGES.invalid)

/**
 * Answers 422 on the fields whose ids name no record, instead of a foreign-key 500. A null id
 * (an optional reference left empty) names nothing and is not checked.
 */
async function checkReferences(
  db: DbOrTx,
  checks: {
    table: Parameters<typeof repository.findExistingIds>[1]
    ids: (number | null)[]
    path: (index: number) => (string | number)[]
  }[],
  message = 'Unknown reference',
) {
  const issues: ErrorIssue[] = []
  for (const check of checks) {
    const given = check.ids.filter((id) => id !== null)
    const found = await repository.findExistingIds(db, check.table, given)
    check.ids.forEach((id, index) => {
      if (id !== null && !found.has(id)) issues.push(invalidReference(check.path(index)))
    })
  }
  if (issues.length > 0) throw new AppError('validationFailed', message, issues)
}

async function requireCandidate(db: DbOrTx, userId: number) {
  const user = await repository.findCandidateUser(db, userId)
  if (!user) throw notFound('Candidate')
  // Accounts made before profiles existed (or by other means) get their empty row on first use.
  if (!user.hasProfile) await repository.ensureCandidateProfiles(db, [userId])
  return user
}

export async function getCandidate(db: DbOrTx, userId: number): Promise<Candidate> {
  const user = await requireCandidate(db, userId)
  const sheet = await repository.findProfileSheet(db, userId)
  if (!sheet) throw notFound('Candidate')
  return toCandidate(user, sheet)
}

/** The candidate's account and profile as the candidate's own answers show them. */
export function toCandidate(
  user: { id: number; email: string; fullName: string; fullNameKana: string | null },
  sheet: repository.ProfileSheet,
): Candidate {
  const { profile, prefecture, careers, offers, languageSkills, resume } = sheet
  const facts = {
    registrationStep: profile.registrationStep,
    registrationFinishedAt: profile.registrationFinishedAt,
    selfPr: profile.selfPr,
    careerCount: careers.length,
  }
  const gaps = profileGaps(facts)
  const level = gaps.length === 0 ? 'full' : 'medium'
  const age = ageOn(profile.birthDate)
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    full_name_kana: user.fullNameKana,
    gender: profile.gender,
    birth_date: profile.birthDate,
    age,
    prefecture: named(prefecture),
    phone: profile.phone,
    annual_income: profile.currentAnnualIncome,
    current_annual_income: profile.currentAnnualIncome,
    request_annual_income: profile.requestAnnualIncome,
    ...toCandidateTexts(user.id, {
      ...sheet,
      selfPr: profile.selfPr,
      skill: profile.skill,
      careerWish: profile.careerWish,
    }),
    colleague_scouting: profile.colleagueScouting,
    company_type_tendencies: profile.companyTypeTendencies as CompanyTypeTendency[],
    job_change_timing: profile.jobChangeTiming,
    what_to_discuss: profile.whatToDiscuss as WhatToDiscuss[],
    toeic_score: profile.toeicScore,
    toefl_score: profile.toeflScore,
    toefl_itp_score: profile.toeflItpScore,
    offers: offers.map(offerToWire),
    language_skills: languageSkills.map((row) => ({
      language: named(row.language)!,
      level: row.level,
    })),
    resume: resume
      ? {
          file_name: resume.fileName,
          content_type: resume.contentType,
          byte_size: resume.byteSize,
          uploaded_at: resume.uploadedAt.toISOString(),
        }
      : null,
    profile_level: level,
    missing_for_full: gaps,
    career_done_character_count: careerDoneCharacterCount(profile.selfPr),
    registration: {
      step: profile.registrationStep,
      next_step: nextRegistrationStep(profile.registrationStep),
      finished_at: iso(profile.registrationFinishedAt),
    },
    alliance: {
      source: profile.allianceSource,
      completed_at: iso(profile.allianceProfileCompletedAt),
    },
    profile_for_gtm: {
      profile_level: level,
      registration_finished: profile.registrationFinishedAt !== null,
      age_band: ageBand(age),
    },
  }
}

/** The sections and columns of a profile that member search looks in. */
type ProfileTextSheet = Pick<
  repository.ProfileSheet,
  'careers' | 'experiences' | 'educations' | 'certifications' | 'wishIndustries' | 'wishJobTypes'
> & { selfPr: string; skill: string; careerWish: string }

/**
 * A profile's free texts and the sections that name things (work history, job types, schools,
 * certifications, wishes) on the wire: what member search looks in, and part of every Candidate.
 */
export function toCandidateTexts(userId: number, sheet: ProfileTextSheet) {
  return {
    // One self PR per candidate, so its id is the candidate's.
    self_pr: { id: userId, body: sheet.selfPr },
    skill: sheet.skill,
    career_wish: sheet.careerWish,
    careers: sheet.careers.map(careerToWire),
    experiences: sheet.experiences.map((row) => ({
      job_type: named(row.jobType)!,
      years: row.years,
    })),
    educations: sheet.educations.map(educationToWire),
    certifications: namedList(sheet.certifications),
    wish_industries: namedList(sheet.wishIndustries),
    wish_job_types: namedList(sheet.wishJobTypes),
  } satisfies Partial<Candidate>
}

const careerToWire = (row: repository.ProfileSheet['careers'][number]) => ({
  id: row.id,
  company_name: row.companyName,
  position: row.position,
  industry: named(row.industry),
  started_on: toYearMonth(row.startedOn)!,
  ended_on: toYearMonth(row.endedOn),
  description: row.description,
})

const educationToWire = (row: repository.ProfileSheet['educations'][number]) => ({
  id: row.id,
  degree: row.degree,
  university: named(row.university),
  school_name: row.schoolName,
  faculty: row.faculty,
  graduated_on: toYearMonth(row.graduatedOn),
})

const offerToWire = (row: repository.ProfileSheet['offers'][number]) => ({
  id: row.id,
  company_name: row.companyName,
  position: row.position,
  annual_income: row.annualIncome,
  offered_on: toYearMonth(row.offeredOn),
})

// Section savers: each validates its references, then writes. They take a transaction so a step
// is saved whole or not at all.

async function saveBasicInfo(tx: DbOrTx, userId: number, body: BasicInfoBody) {
  await checkReferences(
    tx,
    [{ table: 'prefectures', ids: [body.prefecture_id], path: () => ['prefecture_id'] }],
    'Unknown prefecture',
  )
  await repository.updateUserName(tx, userId, body.full_name.trim(), body.full_name_kana.trim())
  await repository.updateProfile(tx, userId, {
    gender: body.gender,
    birthDate: body.birth_date,
    prefectureId: body.prefecture_id,
    phone: body.phone.trim(),
  })
}

async function saveCareers(tx: DbOrTx, userId: number, body: CareersBody) {
  await checkReferences(tx, [
    {
      table: 'jobTypes',
      ids: body.experiences.map((experience) => experience.job_type_id),
      path: (index) => ['experiences', index, 'job_type_id'],
    },
    {
      table: 'industries',
      ids: body.careers.map((career) => career.industry_id ?? null),
      path: (index) => ['careers', index, 'industry_id'],
    },
  ])
  await repository.updateProfile(tx, userId, { currentAnnualIncome: body.current_annual_income })
  await repository.replaceList(
    tx,
    'careers',
    userId,
    body.careers.map((career) => ({
      companyName: career.company_name.trim(),
      position: career.position,
      industryId: career.industry_id ?? null,
      startedOn: fromYearMonth(career.started_on)!,
      endedOn: fromYearMonth(career.ended_on),
      description: career.description,
    })),
  )
  await repository.replaceList(
    tx,
    'experiences',
    userId,
    body.experiences.map((experience) => ({
      jobTypeId: experience.job_type_id,
      years: experience.years,
    })),
  )
}

async function saveEducations(
  tx: DbOrTx,
  userId: number,
  body: Pick<EducationAndSkillsBody, 'educations'>,
) {
  await checkReferences(
    tx,
    [
      {
        table: 'universities',
        ids: body.educations.map((education) => education.university_id),
        path: (index) => ['educations', index, 'university_id'],
      },
    ],
    'Unknown university',
  )
  await repository.replaceList(
    tx,
    'educations',
    userId,
    body.educations.map((education) => ({
      degree: education.degree,
      universityId: education.university_id,
      schoolName: education.school_name,
      faculty: education.faculty,
      graduatedOn: fromYearMonth(education.graduated_on),
    })),
  )
}

async function saveLanguageSkills(
  tx: DbOrTx,
  userId: number,
  body: Pick<
    EducationAndSkillsBody,
    'language_skills' | 'toeic_score' | 'toefl_score' | 'toefl_itp_score'
  >,
) {
  await checkReferences(tx, [
    {
      table: 'languages',
      ids: body.language_skills.map((skill) => skill.language_id),
      path: (index) => ['language_skills', index, 'language_id'],
    },
  ])
  await repository.updateProfile(tx, userId, {
    toeicScore: body.toeic_score,
    toeflScore: body.toefl_score,
    toeflItpScore: body.toefl_itp_score,
  })
  await repository.replaceList(
    tx,
    'languageSkills',
    userId,
    body.language_skills.map((skill) => ({ languageId: skill.language_id, level: skill.level })),
  )
}

type IdList = 'certifications' | 'wishIndustries' | 'wishJobTypes'
type IdListRow<K extends IdList> = Parameters<typeof repository.replaceList<K>>[3][number]

/** The lists that are only ids of reference records: where each is checked and how it is kept. */
const ID_LISTS: {
  [K in IdList]: {
    table: Parameters<typeof repository.findExistingIds>[1]
    field: string
    row: (id: number) => IdListRow<K>
  }
} = {
  certifications: {
    table: 'certifications',
    field: 'certification_ids',
    row: (certificationId) => ({ certificationId }),
  },
  wishIndustries: {
    table: 'industries',
    field: 'wish_industry_ids',
    row: (industryId) => ({ industryId }),
  },
  wishJobTypes: {
    table: 'jobTypes',
    field: 'wish_job_type_ids',
    row: (jobTypeId) => ({ jobTypeId }),
  },
}

/** Replaces a list of reference ids, each id kept once. */
async function saveIdList<K extends IdList>(tx: DbOrTx, userId: number, list: K, ids: number[]) {
  const { table, field, row } = ID_LISTS[list]
  await checkReferences(tx, [{ table, ids, path: (index) => [field, index] }])
  await repository.replaceList(tx, list, userId, [...new Set(ids)].map(row))
}

async function saveCareerWish(tx: DbOrTx, userId: number, body: CareerWishBody) {
  await saveIdList(tx, userId, 'wishIndustries', body.wish_industry_ids)
  await saveIdList(tx, userId, 'wishJobTypes', body.wish_job_type_ids)
  await repository.updateProfile(tx, userId, {
    requestAnnualIncome: body.request_annual_income,
    companyTypeTendencies: [...new Set(body.company_type_tendencies)],
    jobChangeTiming: body.job_change_timing,
    jobChangeTimingAnsweredAt: new Date(),
    whatToDiscuss: [...new Set(body.what_to_discuss)],
    colleagueScouting: body.colleague_scouting,
    careerWish: body.career_wish,
  })
}

async function saveSelfPr(tx: DbOrTx, userId: number, body: SelfPrBody) {
  await repository.updateProfile(tx, userId, { selfPr: body.self_pr, skill: body.skill })
  await repository.replaceList(
    tx,
    'offers',
    userId,
    body.offers.map((offer) => ({
      companyName: offer.company_name.trim(),
      position: offer.position,
      annualIncome: offer.annual_income,
      offeredOn: fromYearMonth(offer.offered_on),
    })),
  )
}

const STEP_SAVERS: {
  [K in keyof CareerInfoStepBodies]: (
    tx: DbOrTx,
    userId: number,
    body: CareerInfoStepBodies[K],
  ) => Promise<void>
} = {
  1: saveBasicInfo,
  2: saveCareers,
  3: async (tx, userId, body) => {
    await saveEducations(tx, userId, body)
    await saveLanguageSkills(tx, userId, body)
    await saveIdList(tx, userId, 'certifications', body.certification_ids)
  },
  4: saveCareerWish,
  5: saveSelfPr,
}

/** Saves one registration step whole and remembers how far the candidate got. */
export async function saveCareerInfoStep<K extends keyof CareerInfoStepBodies>(
  database: Database,
  userId: number,
  step: K,
  body: CareerInfoStepBodies[K],
) {
  await requireCandidate(database.db, userId)
  await database.db.transaction(async (tx) => {
    await STEP_SAVERS[step](tx, userId, body)
    await repository.raiseRegistrationStep(tx, userId, step)
    await profileSaved(tx, userId, sectionsSavedByStep(step))
  })
  return getCandidate(database.db, userId)
}

/** Marks registration finished; every step must have been saved first. */
export async function finishRegistration(db: DbOrTx, userId: number) {
  await requireCandidate(db, userId)
  const profile = await repository.findProfile(db, userId)
  const next = nextRegistrationStep(profile?.registrationStep ?? 0)
  if (next !== null) {
    throw new AppError('validationFailed', `Step ${next} is not saved yet`, [
      fieldIssue(['body', 'step'], VALIDATION_MESSAGES.registrationIncomplete),
    ])
  }
  if (!profile?.registrationFinishedAt) {
    await repository.updateProfile(db, userId, { registrationFinishedAt: new Date() })
    await profileSaved(db, userId)
  }
  return getCandidate(db, userId)
}

/**
 * What follows every save of the profile: recruiters' search finds the candidate by what was
 * saved (decision 016), and organisations' requests to complete those sections are answered.
 */
async function profileSaved(
  db: DbOrTx,
  userId: number,
  sections: readonly ProfileRequestSection[] = [],
) {
  await refreshCandidateSearchDocuments(db, [userId])
  if (sections.length > 0) await clearProfileRequests(db, userId, sections)
}

/** Runs a section save in a transaction after checking the caller is a live candidate. */
async function saveSection(
  database: Database,
  userId: number,
  save: (tx: DbOrTx) => Promise<void>,
  sections: readonly ProfileRequestSection[] = [],
) {
  await requireCandidate(database.db, userId)
  await database.db.transaction(async (tx) => {
    await save(tx)
    await profileSaved(tx, userId, sections)
  })
  return getCandidate(database.db, userId)
}

export const updateBasicInfo = (database: Database, userId: number, body: BasicInfoBody) =>
  saveSection(database, userId, (tx) => saveBasicInfo(tx, userId, body))
export const updateCareers = (database: Database, userId: number, body: CareersBody) =>
  saveSection(database, userId, (tx) => saveCareers(tx, userId, body), ['careers'])
export const updateCareerWish = (database: Database, userId: number, body: CareerWishBody) =>
  saveSection(database, userId, (tx) => saveCareerWish(tx, userId, body), ['career_wish'])
export const updateEducations = (
  database: Database,
  userId: number,
  body: Pick<EducationAndSkillsBody, 'educations'>,
) => saveSection(database, userId, (tx) => saveEducations(tx, userId, body), ['educations'])
export const updateLanguageSkills = (
  database: Database,
  userId: number,
  body: Parameters<typeof saveLanguageSkills>[2],
) =>
  saveSection(database, userId, (tx) => saveLanguageSkills(tx, userId, body), ['language_skills'])
export const updateCertifications = (database: Database, userId: number, ids: number[]) =>
  saveSection(database, userId, (tx) => saveIdList(tx, userId, 'certifications', ids))
export const updateWishJobTypes = (database: Database, userId: number, ids: number[]) =>
  saveSection(database, userId, (tx) => saveIdList(tx, userId, 'wishJobTypes', ids))
export const updateOffers = (database: Database, userId: number, offers: SelfPrBody['offers']) =>
  saveSection(database, userId, async (tx) => {
    const profile = await repository.findProfile(tx, userId)
    await saveSelfPr(tx, userId, {
      self_pr: profile?.selfPr ?? '',
      skill: profile?.skill ?? '',
      offers,
    })
  })

/** PATCH candidate_prs/{id}: the id is the candidate's own (one self PR each). */
export async function updateSelfPr(db: DbOrTx, userId: number, prId: number, body: string) {
  if (prId !== userId) throw notFound('Candidate PR')
  await requireCandidate(db, userId)
  await repository.updateProfile(db, userId, { selfPr: body })
  await profileSaved(db, userId, ['self_pr'])
  return getCandidate(db, userId)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The dialog asks again when the answer is missing or older than the reconfirmation period. */
export async function getJobChangeTimingDialog(db: DbOrTx, userId: number, now = new Date()) {
  await requireCandidate(db, userId)
  const profile = await repository.findProfile(db, userId)
  const answeredAt = profile?.jobChangeTimingAnsweredAt ?? null
  const stale =
    answeredAt === null ||
    now.getTime() - answeredAt.getTime() > JOB_CHANGE_TIMING_RECONFIRM_DAYS * DAY_MS
  // While the profile is still being filled in, its own steps ask for the timing.
  const hasProfile =
    profile?.registrationFinishedAt != null || profile?.allianceProfileCompletedAt != null
  return {
    show: stale && hasProfile,
    job_change_timing: profile?.jobChangeTiming ?? null,
    answered_at: iso(answeredAt),
  }
}

export async function answerJobChangeTiming(db: DbOrTx, userId: number, timing: JobChangeTiming) {
  await requireCandidate(db, userId)
  await repository.updateProfile(db, userId, {
    jobChangeTiming: timing,
    jobChangeTimingAnsweredAt: new Date(),
  })
  await profileSaved(db, userId)
  return getJobChangeTimingDialog(db, userId)
}

export async function updateAllianceProfile(
  db: DbOrTx,
  userId: number,
  body: AllianceAdditionalProfileBody,
) {
  await requireCandidate(db, userId)
  await repository.updateProfile(db, userId, {
    phone: body.phone.trim(),
    currentAnnualIncome: body.current_annual_income,
    jobChangeTiming: body.job_change_timing,
    jobChangeTimingAnsweredAt: new Date(),
    allianceProfileCompletedAt: new Date(),
  })
  await profileSaved(db, userId)
  return getCandidate(db, userId)
}
