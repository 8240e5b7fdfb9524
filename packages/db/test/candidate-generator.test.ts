import {
  ANNUAL_INCOME_MAX,
  CAREER_DONE_MAX_LENGTH,
  COMPANY_TYPE_TENDENCIES,
  DEGREE_TYPES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  LANGUAGE_LEVELS,
  OVERSEAS_PREFECTURE_ID,
  SCORE_RANGES,
} from '@kakehashi/contracts'
import { describe, expect, it } from 'vitest'
import {
  type GeneratedCandidate,
  generateCandidate,
  generatedProfileUpdateMs,
} from '../src/seed/candidate-generator.ts'

const NOW = new Date('2026-06-15T03:00:00Z')
const DAY = 86_400_000
const options = { now: NOW, email: (n: number) => `person${n}@generated.example.com` }
const people: GeneratedCandidate[] = Array.from({ length: 3000 }, (_, n) =>
  generateCandidate(n, options),
)
const share = (test: (person: GeneratedCandidate) => boolean) =>
  people.filter(test).length / people.length
const chars = (text: string) => [...text].length
const inRange = (value: number | null, range: { min: number; max: number }) =>
  value === null || (value >= range.min && value <= range.max)

describe('generated candidates', () => {
  it('are the same person for the same number and time, and different people otherwise', () => {
    expect(generateCandidate(42, options)).toEqual(people[42])
    expect(generateCandidate(123_456, options)).toEqual(generateCandidate(123_456, options))
    const emails = new Set(people.map((person) => person.user.email))
    expect(emails.size).toBe(people.length)
    const selfPrs = new Set(people.map((person) => person.profile.self_pr).filter(Boolean))
    expect(selfPrs.size).toBeGreaterThan(people.length * 0.85)
  })

  it('tell when their profile was last updated without being generated whole', () => {
    for (const [n, person] of people.entries()) {
      const updated = Date.parse(person.profile.updated_at)
      expect([n, generatedProfileUpdateMs(n, { now: NOW })]).toEqual([n, updated])
      // The document's week is the profile's: nothing of theirs is edited later.
      for (const edited of [...person.careers, ...person.educations].map((row) => row.updated_at))
        expect(Date.parse(edited)).toBeLessThanOrEqual(updated)
    }
  })

  it('keep every value inside the ranges the tables and the spec allow', () => {
    for (const { user, profile } of people) {
      for (const income of [profile.current_annual_income, profile.request_annual_income]) {
        expect(income === null || (income >= 0 && income <= ANNUAL_INCOME_MAX)).toBe(true)
      }
      expect(inRange(profile.toeic_score, SCORE_RANGES.toeic)).toBe(true)
      expect(inRange(profile.toefl_score, SCORE_RANGES.toefl)).toBe(true)
      expect(inRange(profile.toefl_itp_score, SCORE_RANGES.toeflItp)).toBe(true)
      expect(chars(profile.self_pr)).toBeLessThanOrEqual(CAREER_DONE_MAX_LENGTH)
      expect([...GENDERS, null]).toContain(profile.gender)
      expect([...JOB_CHANGE_TIMINGS, null]).toContain(profile.job_change_timing)
      for (const tendency of profile.company_type_tendencies) {
        expect(COMPANY_TYPE_TENDENCIES).toContain(tendency)
      }
      expect(
        profile.prefecture_id === null ||
          (profile.prefecture_id >= 1 && profile.prefecture_id <= OVERSEAS_PREFECTURE_ID),
      ).toBe(true)
      expect(profile.registration_step).toBeGreaterThanOrEqual(1)
      expect(profile.registration_step).toBeLessThanOrEqual(5)
      expect(user.full_name).toMatch(
        /^[\p{Script=Han}\p{Script=Hiragana}々]+ [\p{Script=Han}\p{Script=Hiragana}々]+$/u,
      )
      expect(user.full_name_kana).toMatch(/^[\u3040-\u309f]+ [\u3040-\u309f]+$/)
    }
  })

  it('have 1 to 4 careers, newest first, that end before today and match their experiences', () => {
    const today = NOW.toISOString().slice(0, 10)
    for (const person of people) {
      const { careers, experiences, educations } = person
      expect(careers.length).toBeGreaterThanOrEqual(1)
      expect(careers.length).toBeLessThanOrEqual(4)
      for (const [k, career] of careers.entries()) {
        expect(career.started_on <= today).toBe(true)
        if (career.ended_on !== null) expect(career.ended_on >= career.started_on).toBe(true)
        if (k > 0) {
          expect(career.started_on < careers[k - 1]!.started_on).toBe(true)
          expect(career.ended_on).not.toBeNull()
        }
        expect(career.description.length).toBeGreaterThan(10)
      }
      expect(experiences.length).toBeGreaterThanOrEqual(1)
      expect(experiences.map((row) => row.job_type_id)).toEqual(
        [...new Set(experiences.map((row) => row.job_type_id))].sort((a, b) => a - b),
      )
      for (const row of experiences) {
        expect(row.years).toBeGreaterThanOrEqual(0)
        expect(row.years).toBeLessThanOrEqual(60)
      }
      expect(educations.length).toBeGreaterThanOrEqual(1)
      expect(educations.length).toBeLessThanOrEqual(2)
      for (const education of educations) {
        expect(DEGREE_TYPES).toContain(education.degree)
        expect(education.graduated_on <= today).toBe(true)
        // A school is either one of the reference universities or written out.
        expect((education.university_id === null) !== (education.school_name === '')).toBe(true)
      }
      for (const skill of person.languageSkills) expect(LANGUAGE_LEVELS).toContain(skill.level)
    }
  })

  it('earn more with age and in the better-paid fields, as real incomes do', () => {
    const age = (person: GeneratedCandidate) =>
      (NOW.getTime() - Date.parse(person.profile.birth_date)) / (365.25 * DAY)
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const incomes = (test: (person: GeneratedCandidate) => boolean) =>
      people.filter(test).flatMap((person) => person.profile.current_annual_income ?? [])
    expect(median(incomes((p) => age(p) >= 40))).toBeGreaterThan(
      median(incomes((p) => age(p) < 30)) * 1.4,
    )
    const banker = (p: GeneratedCandidate) => p.careers[0]!.industry_id === 2
    expect(median(incomes(banker))).toBeGreaterThan(median(incomes((p) => !banker(p))))
    // Asking for a raise is the rule, not an exception.
    expect(
      share(
        (p) =>
          p.profile.request_annual_income !== null &&
          p.profile.current_annual_income !== null &&
          p.profile.request_annual_income >= p.profile.current_annual_income,
      ),
    ).toBeGreaterThan(0.7)
  })

  it('vary the detailed work history: empty for some, over 100 characters for many, over 400 for some', () => {
    expect(share((p) => p.profile.self_pr === '')).toBeGreaterThan(0.05)
    expect(share((p) => chars(p.profile.self_pr) > 100)).toBeGreaterThan(0.6)
    expect(share((p) => chars(p.profile.self_pr) > 400)).toBeGreaterThan(0.2)
    expect(share((p) => chars(p.profile.self_pr) > 2000)).toBeGreaterThan(0)
  })

  it('live mostly in Tokyo and its neighbours, some overseas, and registered over three years', () => {
    expect(share((p) => p.profile.prefecture_id === 13)).toBeGreaterThan(0.4)
    expect(share((p) => p.profile.prefecture_id === OVERSEAS_PREFECTURE_ID)).toBeGreaterThan(0.01)
    const registered = people.map((p) => NOW.getTime() - Date.parse(p.user.created_at))
    expect(Math.max(...registered)).toBeLessThanOrEqual(3 * 365 * DAY + DAY)
    expect(
      share((p) => NOW.getTime() - Date.parse(p.user.created_at) > 2 * 365 * DAY),
    ).toBeGreaterThan(0.1)
    expect(share((p) => NOW.getTime() - Date.parse(p.user.created_at) < 30 * DAY)).toBeGreaterThan(
      0.01,
    )
    for (const { user, profile } of people) {
      if (user.last_login_at !== null) {
        expect(user.last_login_at >= user.created_at).toBe(true)
        expect(Date.parse(user.last_login_at)).toBeLessThanOrEqual(NOW.getTime())
      }
      expect(profile.updated_at >= profile.created_at).toBe(true)
    }
    const loggedInWithin = (days: number) =>
      share(
        (p) =>
          p.user.last_login_at !== null &&
          NOW.getTime() - Date.parse(p.user.last_login_at) <= days * DAY,
      )
    expect(loggedInWithin(1)).toBeGreaterThan(0.05)
    expect(loggedInWithin(7)).toBeGreaterThan(loggedInWithin(1))
    expect(1 - loggedInWithin(180)).toBeGreaterThan(0.1)
  })

  it('write in Japanese with the English terms of the field, as recruiters search them', () => {
    const text = (p: GeneratedCandidate) =>
      [
        p.profile.self_pr,
        p.profile.skill,
        ...p.careers.flatMap((c) => [c.position, c.description]),
      ].join(' ')
    for (const word of [
      '経理',
      '営業',
      'IFRS',
      'M&A',
      'SAP',
      'マーケティング',
      'コンプライアンス',
      '人事',
      '法務',
      'SQL',
    ]) {
      const found = share((p) => text(p).includes(word))
      expect(found, word).toBeGreaterThan(0.005)
      expect(found, word).toBeLessThan(0.5)
    }
    expect(share((p) => p.certificationIds.length > 0)).toBeGreaterThan(0.2)
    expect(share((p) => p.profile.toeic_score !== null)).toBeGreaterThan(0.2)
    expect(share((p) => p.languageSkills.some((s) => s.language_id === 2))).toBeGreaterThan(0.4)
    expect(share((p) => p.wishJobTypeIds.length > 0)).toBe(1)
  })
})
