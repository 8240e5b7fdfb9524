import { JOB_CHANGE_TIMING_RECONFIRM_DAYS } from '@kakehashi/contracts'
import { candidateProfiles } from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

type Headers = Record<string, string>

async function call(
  app: App,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  return { status: response.statusCode, body: response.json() }
}

const STEPS = {
  1: {
    full_name: '山田 花子',
    full_name_kana: 'やまだ はなこ',
    gender: 'female',
    birth_date: '1990-04-15',
    prefecture_id: 13,
    phone: '09012345678',
  },
  2: {
    current_annual_income: '850',
    careers: [
      {
        company_name: '株式会社みらいキャピタル',
        position: '経理マネージャー',
        industry_id: 2,
        started_on: '2019/4',
        ended_on: '',
        description: '連結決算とIFRS対応を担当。',
      },
      {
        company_name: 'あおば監査法人',
        position: 'シニアスタッフ',
        started_on: '2013-04',
        ended_on: '2019-03',
        description: '上場企業の会計監査。',
      },
    ],
    experiences: [{ job_type_id: 1, years: '6' }],
  },
  3: {
    educations: [
      {
        degree: 'bachelor',
        university_id: 1,
        school_name: '',
        faculty: '経済学部',
        graduated_on: '2013-03',
      },
    ],
    language_skills: [{ language_id: 1, level: 'business' }],
    toeic_score: '880',
    toefl_score: '',
    toefl_itp_score: null,
    certification_ids: [1],
  },
  4: {
    request_annual_income: 1000,
    wish_industry_ids: [1, 2],
    wish_job_type_ids: [1],
    company_type_tendencies: ['foreign', 'startup'],
    job_change_timing: 'if_good_offer',
    what_to_discuss: ['career_path'],
    colleague_scouting: false,
    career_wish: '外資系企業でFP&Aに挑戦したい。',
  },
  5: {
    self_pr: '連結決算の早期化を主導しました。'.repeat(15),
    skill: 'IFRS、SAP、Excel VBA',
    offers: [
      {
        company_name: 'グローバル商事',
        position: 'FP&A',
        annual_income: 950,
        offered_on: '2022-10',
      },
    ],
  },
} as const

describe('candidate profile and registration steps', () => {
  it('saves each step, resumes where the candidate stopped and finishes as a full profile', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)

    let me = await call(app, 'GET', '/api/v3/candidate', headers)
    expect(me.status).toBe(200)
    expect(me.body.registration).toEqual({ step: 0, next_step: 1, finished_at: null })
    expect(me.body.profile_level).toBe('medium')

    for (const step of [1, 2] as const) {
      const saved = await call(
        app,
        'PUT',
        `/api/v3/candidate/career_infos/${step}`,
        headers,
        STEPS[step],
      )
      expect(saved.status).toBe(200)
    }
    // Leaving and coming back: the profile says where to resume.
    me = await call(app, 'GET', '/api/v3/candidate', headers)
    expect(me.body.registration.next_step).toBe(3)
    expect(me.body.full_name).toBe('山田 花子')
    expect(
      me.body.careers.map((career: { started_on: string; ended_on: string | null }) => [
        career.started_on,
        career.ended_on,
      ]),
    ).toEqual([
      ['2019-04', null],
      ['2013-04', '2019-03'],
    ])
    expect(me.body.current_annual_income).toBe(850)

    const early = await call(app, 'POST', '/api/v3/candidate/career_infos/finish', headers)
    expect(early.status).toBe(422)

    for (const step of [3, 4, 5] as const) {
      expect(
        (await call(app, 'PUT', `/api/v3/candidate/career_infos/${step}`, headers, STEPS[step]))
          .status,
      ).toBe(200)
    }
    // Saving an earlier step again keeps the furthest step.
    await call(app, 'PUT', '/api/v3/candidate/career_infos/2', headers, STEPS[2])
    const finished = await call(app, 'POST', '/api/v3/candidate/career_infos/finish', headers)
    expect(finished.status).toBe(200)
    expect(finished.body.registration.next_step).toBeNull()
    expect(finished.body.registration.finished_at).not.toBeNull()
    expect(finished.body.profile_level).toBe('full')
    expect(finished.body.missing_for_full).toEqual([])
    expect(finished.body.careers).toHaveLength(2)
    expect(finished.body.toeic_score).toBe(880)
    expect(finished.body.toefl_score).toBeNull()
    // Every section comes back whole, with the reference rows' names in both languages.
    const named = { id: expect.any(Number), name: expect.any(String), name_en: expect.any(String) }
    expect(finished.body.prefecture).toEqual({ ...named, id: 13 })
    expect(finished.body.experiences).toEqual([{ job_type: { ...named, id: 1 }, years: 6 }])
    expect(finished.body.careers.map((career: { industry: unknown }) => career.industry)).toEqual([
      { ...named, id: 2 },
      null,
    ])
    expect(finished.body.educations).toEqual([
      {
        id: expect.any(Number),
        degree: 'bachelor',
        university: { ...named, id: 1 },
        school_name: '',
        faculty: '経済学部',
        graduated_on: '2013-03',
      },
    ])
    expect(finished.body.language_skills).toEqual([
      { language: { ...named, id: 1 }, level: 'business' },
    ])
    expect(finished.body.certifications).toEqual([{ ...named, id: 1 }])
    expect(
      finished.body.wish_industries.map((industry: { id: number }) => industry.id).sort(),
    ).toEqual([1, 2])
    expect(finished.body.wish_job_types).toEqual([{ ...named, id: 1 }])
    expect(finished.body.resume).toBeNull()
    expect(finished.body.offers[0]).toMatchObject({
      company_name: 'グローバル商事',
      offered_on: '2022-10',
    })
    expect(finished.body.self_pr.id).toBe(user.id)
    expect(finished.body.career_done_character_count).toBe(STEPS[5].self_pr.length)
    expect(finished.body.age).toBeGreaterThanOrEqual(35)
    expect(finished.body.profile_for_gtm).toEqual({
      profile_level: 'full',
      registration_finished: true,
      age_band: expect.stringMatching(/^3\d_3\d$/),
    })
    expect(JSON.stringify(finished.body.profile_for_gtm)).not.toContain('山田')

    // Recruiters find the candidate by the industry of a job held, and see it on the record.
    const recruiter = await signInRecruiter(database.db)
    const byIndustry = async (industryId: number) =>
      (
        await call(
          app,
          'GET',
          `/api/v3/client/candidates?career_industry_ids=${industryId}`,
          recruiter.headers,
        )
      ).body.candidates.map((row: { candidate: { id: number } }) => row.candidate.id)
    expect(await byIndustry(2)).toEqual([user.id])
    expect(await byIndustry(1)).toEqual([])
    const record = await call(app, 'GET', `/api/v3/client/candidates/${user.id}`, recruiter.headers)
    expect(record.body.careers[0].industry).toEqual({ ...named, id: 2 })
  })

  it('keeps a short self PR at medium and says what is missing', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)
    for (const step of [1, 2, 3, 4, 5] as const) {
      await call(app, 'PUT', `/api/v3/candidate/career_infos/${step}`, headers, STEPS[step])
    }
    await call(app, 'POST', '/api/v3/candidate/career_infos/finish', headers)
    const patched = await call(
      app,
      'PATCH',
      `/api/v3/candidate/candidate_prs/${user.id}`,
      headers,
      { body: '短い自己PR' },
    )
    expect(patched.status).toBe(200)
    expect(patched.body.profile_level).toBe('medium')
    expect(patched.body.missing_for_full).toEqual(['self_pr_length'])
    // Another id is not this candidate's PR.
    expect(
      (
        await call(app, 'PATCH', `/api/v3/candidate/candidate_prs/${user.id + 1000}`, headers, {
          body: 'x',
        })
      ).status,
    ).toBe(404)
  })

  it.each([
    ['ja', 'ひらがなで入力してください', '電話番号の形式が不正です', '入力してください'],
    [
      'en',
      'Please enter in hiragana',
      'The phone number format is invalid',
      'Please enter a value',
    ],
  ])(
    'refuses bad step 1 input with the rule messages (%s)',
    async (locale, hiragana, phone, required) => {
      const { app, database } = await createTestApp()
      const { headers } = await signInCandidate(database.db)
      const response = await call(
        app,
        'PUT',
        '/api/v3/candidate/career_infos/1',
        { ...headers, cookie: `i18n_redirected=${locale}` },
        { ...STEPS[1], full_name: '  ', full_name_kana: 'ヤマダ', phone: '090-1234-5678' },
      )
      expect(response.status).toBe(422)
      const byField = Object.fromEntries(
        response.body.error.issues.map((issue: { path: string[]; message: string }) => [
          issue.path.join('.'),
          issue.message,
        ]),
      )
      expect(byField['body.full_name_kana']).toBe(hiragana)
      expect(byField['body.phone']).toBe(phone)
      expect(byField['body.full_name']).toBe(required)
    },
  )

  it('applies the limits of income, scores, year-months and the 2500-character work history', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInCandidate(database.db)
    const ja = { ...headers, cookie: 'i18n_redirected=ja' }
    const issues = async (step: number, body: unknown) => {
      const response = await call(app, 'PUT', `/api/v3/candidate/career_infos/${step}`, ja, body)
      expect(response.status).toBe(422)
      return Object.fromEntries(
        response.body.error.issues.map((issue: { path: (string | number)[]; message: string }) => [
          issue.path.join('.'),
          issue.message,
        ]),
      )
    }
    expect(
      await issues(2, {
        ...STEPS[2],
        current_annual_income: 100000,
        careers: [{ ...STEPS[2].careers[0], started_on: '2019年4月' }],
      }),
    ).toMatchObject({
      'body.current_annual_income': '99999以下の数値を入力してください',
      'body.careers.0.started_on': 'YYYY-MM形式で入力してください',
    })
    expect(
      await issues(2, { ...STEPS[2], careers: [{ ...STEPS[2].careers[0], industry_id: 999999 }] }),
    ).toHaveProperty(['body.careers.0.industry_id'])
    expect(await issues(2, { ...STEPS[2], careers: [] })).toMatchObject({
      'body.careers': '入力してください',
    })
    expect(
      await issues(3, { ...STEPS[3], toeic_score: 5, toefl_score: 121, toefl_itp_score: 700 }),
    ).toMatchObject({
      'body.toeic_score': '10以上の数値を入力してください',
      'body.toefl_score': '120以下の数値を入力してください',
      'body.toefl_itp_score': '677以下の数値を入力してください',
    })
    expect(await issues(5, { ...STEPS[5], self_pr: 'あ'.repeat(2501) })).toMatchObject({
      'body.self_pr': '2500文字以内で入力してください',
    })
    expect(await issues(4, { ...STEPS[4], career_wish: '転職したい😀' })).toMatchObject({
      'body.career_wish': '絵文字は使用できません',
    })
    // A reference that does not exist is a field problem, not a server error.
    expect(await issues(4, { ...STEPS[4], wish_industry_ids: [999999] })).toMatchObject({
      'body.wish_industry_ids.0': '入力内容が正しくありません',
    })
    const me = await call(app, 'GET', '/api/v3/candidate', headers)
    expect(me.body.registration.step).toBe(0)
  })

  it('saves sections on their own endpoints, idempotently', async () => {
    const { app, database } = await createTestApp()
    const { headers } = await signInCandidate(database.db)
    for (let i = 0; i < 2; i++) {
      const careers = await call(app, 'PUT', '/api/v3/candidate/careers', headers, STEPS[2])
      expect(careers.status).toBe(200)
      expect(careers.body.careers).toHaveLength(2)
    }
    const wishes = await call(app, 'PUT', '/api/v3/candidate/career_wishes', headers, STEPS[4])
    expect(wishes.body.wish_industries.map((industry: { id: number }) => industry.id)).toEqual([
      1, 2,
    ])
    expect(
      (await call(app, 'GET', '/api/v3/candidate/wish_job_types', headers)).body.wish_job_types,
    ).toHaveLength(1)
    expect(
      (
        await call(app, 'PUT', '/api/v3/candidate/certifications', headers, {
          certification_ids: [1, 2, 2],
        })
      ).body.certifications,
    ).toHaveLength(2)
    const languages = await call(app, 'PUT', '/api/v3/candidate/language_skills', headers, {
      language_skills: [{ language_id: 1, level: 'native' }],
      toeic_score: 990,
    })
    expect(languages.body).toMatchObject({ toeic_score: 990, toefl_score: null })
    expect(
      (await call(app, 'GET', '/api/v3/candidate/educations', headers)).body.educations,
    ).toEqual([])
    expect(
      (await call(app, 'PUT', '/api/v3/candidate/offers', headers, { offers: STEPS[5].offers }))
        .body.offers,
    ).toHaveLength(1)
  })

  it('asks a finished profile for the job-change timing until answered, again after 90 days, and takes the alliance profile', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)
    const dialog = async () =>
      (await call(app, 'GET', '/api/v3/candidate/job_change_timing_dialogs', headers)).body
    // Mid-registration the steps ask for it; the dialog stays away.
    expect((await dialog()).show).toBe(false)
    await database.db
      .insert(candidateProfiles)
      .values({ userId: user.id, registrationStep: 5, registrationFinishedAt: new Date() })
      .onConflictDoUpdate({
        target: candidateProfiles.userId,
        set: { registrationStep: 5, registrationFinishedAt: new Date() },
      })
    expect((await dialog()).show).toBe(true)
    const answered = await call(
      app,
      'PUT',
      '/api/v3/candidate/job_change_timing_dialogs',
      headers,
      { job_change_timing: 'now' },
    )
    expect(answered.body).toMatchObject({ show: false, job_change_timing: 'now' })
    expect((await dialog()).show).toBe(false)
    const longAgo = new Date(Date.now() - (JOB_CHANGE_TIMING_RECONFIRM_DAYS + 1) * 86_400_000)
    await database.db
      .update(candidateProfiles)
      .set({ jobChangeTimingAnsweredAt: longAgo })
      .where(eq(candidateProfiles.userId, user.id))
    expect(await dialog()).toMatchObject({ show: true, job_change_timing: 'now' })
    const alliance = await call(
      app,
      'PATCH',
      '/api/v3/candidate/alliance_additional_profile',
      headers,
      {
        phone: '818012345678',
        current_annual_income: '700',
        job_change_timing: 'in_one_year',
      },
    )
    expect(alliance.status).toBe(200)
    expect(alliance.body.alliance.completed_at).not.toBeNull()
    expect(alliance.body.phone).toBe('818012345678')
  })

  it("never shows or changes another candidate's profile, and refuses recruiters", async () => {
    const { app, database } = await createTestApp()
    const owner = await signInCandidate(database.db)
    const other = await signInCandidate(database.db)
    await call(app, 'PUT', '/api/v3/candidate/career_infos/2', owner.headers, STEPS[2])
    const theirs = await call(app, 'GET', '/api/v3/candidate/careers', other.headers)
    expect(theirs.body.careers).toEqual([])
    await call(app, 'PUT', '/api/v3/candidate/careers', other.headers, {
      ...STEPS[2],
      careers: [STEPS[2].careers[1]],
    })
    const mine = await call(app, 'GET', '/api/v3/candidate/careers', owner.headers)
    expect(mine.body.careers).toHaveLength(2)
    const recruiter = await signInRecruiter(database.db)
    expect((await call(app, 'GET', '/api/v3/candidate', recruiter.headers)).status).toBe(403)
    expect((await call(app, 'GET', '/api/v3/candidate', {})).status).toBe(401)
  })
})
