import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import {
  buildSearchVocabulary,
  type CandidateOverrides,
  candidateLanguageSkills,
  createCandidate,
  createCompany,
  createScout,
  type DbOrTx,
  fillMissingCandidateSearchDocuments,
  hiddenCandidates,
  NO_VOCABULARY,
  REVIEWED_SYNONYMS,
  refreshCandidateSearchDocuments,
  type SearchVocabulary,
} from '@kakehashi/db'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { searchIds } from '../src/lib/capped-search.ts'
import { japanDateYearsAgo } from '../src/lib/japan-date-time.ts'
import { hasWordTiers } from '../src/lib/keyword-condition.ts'
import {
  candidateMatchCondition,
  candidateSearchTarget,
  criteriaWords,
} from '../src/modules/member-search/member-search-repository.ts'
import { searchCandidatePage } from '../src/modules/member-search/member-search-service.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

type Search = Record<string, string | string[]>

async function search(app: App, headers: Record<string, string>, query: Search = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item)
  }
  const response = await app.inject({
    method: 'GET',
    url: `/api/v3/client/candidates?${params}`,
    headers,
  })
  return response
}

async function foundIds(app: App, headers: Record<string, string>, query: Search = {}) {
  const response = await search(app, headers, query)
  expect(response.statusCode).toBe(200)
  return (response.json().candidates as { candidate: { id: number } }[]).map(
    (row) => row.candidate.id,
  )
}

const career = (companyName: string, position: string, description: string) => ({
  companyName,
  position,
  description,
})

async function setting() {
  const { app, database } = await createTestApp()
  const recruiter = await signInRecruiter(database.db)
  return { app, db: database.db, database, recruiter, headers: recruiter.headers }
}

const make = (db: DbOrTx, overrides: CandidateOverrides = {}) => createCandidate(db, overrides)

describe('member search', () => {
  it('finds candidates by AND, OR and excluded words, highlighting what matched', async () => {
    const { app, db, headers } = await setting()
    const ifrs = await make(db, {
      careers: [career('みらい商事', '経理マネージャー', '連結決算とＩＦＲＳ移行を担当')],
    })
    const ifrsSales = await make(db, {
      careers: [career('ひかり物産', '経理', 'IFRS対応。営業部門の予算管理も担当')],
    })
    const japaneseGaap = await make(db, {
      careers: [career('そら工業', '経理', '日本基準の単体決算')],
    })
    const marketing = await make(db, {
      profile: { selfPr: 'ﾏｰｹﾃｨﾝｸﾞ戦略の立案をリードしました' },
    })

    expect(new Set(await foundIds(app, headers, { keyword: '経理 IFRS' }))).toEqual(
      new Set([ifrs.id, ifrsSales.id]),
    )
    expect(await foundIds(app, headers, { keyword: '経理 IFRS', keyword_none: '営業' })).toEqual([
      ifrs.id,
    ])
    expect(
      new Set(await foundIds(app, headers, { keyword: '経理', keyword_any: 'ifrs 日本基準' })),
    ).toEqual(new Set([ifrs.id, ifrsSales.id, japaneseGaap.id]))
    // Width and kana script never decide a match.
    expect(await foundIds(app, headers, { keyword: 'マーケティング' })).toEqual([marketing.id])

    const body = (await search(app, headers, { keyword: '経理 ifrs', keyword_none: '営業' })).json()
    const [highlight] = body.candidates[0].highlights as {
      field: string
      text: string
      ranges: [number, number][]
    }[]
    expect(highlight?.field).toBe('career')
    const marked = highlight!.ranges.map(([from, to]) => highlight!.text.slice(from, to))
    expect(marked).toEqual(['経理', 'ＩＦＲＳ'])
  })

  it('finds every spelling of a word, highlights each as written, and shows whole words first', async () => {
    const { app, db, headers } = await setting()
    // Profile updates decide the default sort: the newest profile comes first.
    const inside = await make(db, {
      careers: [career('かけはし証券', '経理部長', '合併買収の案件管理')],
    })
    const whole = await make(db, {
      careers: [career('山﨑商事', '経理・財務', 'M&Aアドバイザリーの経験')],
    })
    // Updated through the profile and rebuilt: a document's terms are filed under the week of
    // its profile's update, which a search of keywords reads by.
    for (const [id, daysAgo] of [
      [inside.id, 1],
      [whole.id, 10],
    ] as const) {
      const updatedAt = sql`now() - make_interval(days => ${daysAgo})`
      await db.execute(sql`update candidate_profiles set updated_at = ${updatedAt}
        where user_id = ${id}`)
      await db.execute(sql`update candidate_careers set updated_at = ${updatedAt}
        where user_id = ${id}`)
      await refreshCandidateSearchDocuments(db, [id])
    }

    // M&A and 合併買収 are one word of the reviewed list; 﨑 is read as 崎.
    expect(await foundIds(app, headers, { keyword: 'M&A' })).toEqual([inside.id, whole.id])
    expect(await foundIds(app, headers, { keyword: '山崎' })).toEqual([whole.id])
    expect(await foundIds(app, headers, { keyword: 'ｍ＆ａ', keyword_none: '合併買収' })).toEqual(
      [],
    )
    // 経理 stands as a word in 経理・財務 only: that candidate comes first despite the sort.
    expect(await foundIds(app, headers, { keyword: '経理' })).toEqual([whole.id, inside.id])
    expect(await foundIds(app, headers, { keyword: '経理、', per: '1', page: '2' })).toEqual([
      inside.id,
    ])

    const body = (await search(app, headers, { keyword: 'M&A 山崎' })).json()
    const [highlight] = body.candidates[0].highlights as {
      text: string
      ranges: [number, number][]
    }[]
    const marked = highlight!.ranges.map(([from, to]) => highlight!.text.slice(from, to))
    expect(marked).toEqual(['山﨑', 'M&A'])
    const other = (await search(app, headers, { keyword: 'M&A' })).json().candidates[0]
    expect(
      other.highlights[0].ranges.map(([from, to]: [number, number]) =>
        other.highlights[0].text.slice(from, to),
      ),
    ).toEqual(['合併買収'])
  })

  it('filters by income, age, job-change timing, language level, scores and text length', async () => {
    const { app, db, headers } = await setting()
    const today = new Date()
    const bornYearsAgo = (years: number) =>
      `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-01`
    const ready = await make(db, {
      profile: {
        currentAnnualIncome: 900,
        requestAnnualIncome: 1200,
        birthDate: bornYearsAgo(35),
        jobChangeTiming: 'now',
        toeicScore: 900,
        selfPr: 'あ'.repeat(420),
        prefectureId: 13,
      },
      languageSkills: [{ languageId: 2, level: 'business' }],
    })
    const notNow = await make(db, {
      profile: {
        currentAnnualIncome: 500,
        birthDate: bornYearsAgo(52),
        jobChangeTiming: 'not_now',
        toeicScore: 600,
        selfPr: 'い'.repeat(120),
        prefectureId: 48,
      },
      languageSkills: [{ languageId: 2, level: 'conversational' }],
    })

    const only = async (query: Search, expected: number[]) =>
      expect({ query, ids: await foundIds(app, headers, query) }).toEqual({ query, ids: expected })
    await only({ current_income_min: '800' }, [ready.id])
    await only({ request_income_max: '1000' }, [])
    await only({ age_min: '50' }, [notNow.id])
    await only({ age_max: '40' }, [ready.id])
    await only({ job_change_timings: ['now', 'in_one_year'] }, [ready.id])
    await only({ language_id: '2', language_level: 'business' }, [ready.id])
    await only({ toeic_min: '700' }, [ready.id])
    await only({ career_detail_min: '400' }, [ready.id])
    await only({ prefecture_ids: '48' }, [notNow.id])
    expect(new Set(await foundIds(app, headers, { career_detail_min: '100' }))).toEqual(
      new Set([ready.id, notNow.id]),
    )
  })

  it('counts ages in whole years on the date in Japan, a birthday today included', async () => {
    const { app, db, headers } = await setting()
    const birthday = japanDateYearsAgo(30)
    const thirtyToday = await make(db, { profile: { birthDate: birthday } })
    const dayAfter = new Date(Date.parse(`${birthday}T00:00:00Z`) + 86_400_000)
    const thirtyTomorrow = await make(db, {
      profile: { birthDate: dayAfter.toISOString().slice(0, 10) },
    })
    expect(await foundIds(app, headers, { age_min: '30', age_max: '30' })).toEqual([thirtyToday.id])
    expect(await foundIds(app, headers, { age_min: '25', age_max: '29' })).toEqual([
      thirtyTomorrow.id,
    ])
  })

  it('answers 422 with the field for criteria the rules refuse', async () => {
    const { app, headers } = await setting()
    const response = await search(app, headers, { toeic_min: '5', last_login_within: '2' })
    expect(response.statusCode).toBe(422)
    const paths = response.json().error.issues.map((issue: { path: string[] }) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        ['querystring', 'toeic_min'],
        ['querystring', 'last_login_within'],
      ]),
    )
  })

  it('never carries name, e-mail, phone or birth date before a match, even from free text', async () => {
    const { app, db, database, headers, recruiter } = await setting()
    const people = [
      { name: '佐藤 健一', email: 'kenichi.sato@example.jp', phone: '08011112222' },
      { name: '鈴木 花子', email: 'hanako.suzuki@example.jp', phone: '08033334444' },
    ]
    const made = []
    for (const person of people) {
      made.push(
        await make(db, {
          user: { fullName: person.name, email: person.email },
          profile: {
            phone: person.phone,
            birthDate: '1988-07-23',
            selfPr: `経理10年。連絡は${person.email}か${person.phone}、${person.name.split(' ')[0]}まで`,
          },
          careers: [
            career('みらい商事', '経理', `${person.name.replace(' ', '')}として決算を担当`),
          ],
        }),
      )
    }
    const raw = (await search(app, headers, { keyword: '経理' })).body
    expect(JSON.parse(raw).candidates).toHaveLength(2)
    for (const person of people) {
      for (const secret of [person.email, person.phone, ...person.name.split(' ')]) {
        expect(raw).not.toContain(secret)
      }
    }
    expect(raw).not.toContain('1988-07-23')

    // Once matched, the organisation sees who the candidate is.
    const scout = await createScout(db, made[0]!.id, { organisationId: recruiter.organisation.id })
    await database.db.execute(sql`insert into candidate_matches
      (organisation_id, candidate_user_id, source, scout_id)
      values (${recruiter.organisation.id}, ${made[0]!.id}, 'scout_reply', ${scout.id})`)
    const after = (
      await search(app, headers, { keyword: '経理', include_recently_scouted: 'true' })
    ).body
    expect(after).toContain(people[0]!.name)
    expect(after).not.toContain(people[1]!.name.split(' ')[0])
  })

  it('shows in a row the job held now, and no more of the profile than a row needs', async () => {
    const { app, db, headers } = await setting()
    const moved = await make(db, {
      profile: { selfPr: '英語での予算折衝が得意です' },
      careers: [
        { ...career('旧商事', '経理担当', ''), startedOn: '2019-04-01', endedOn: '2022-03-31' },
        { ...career('新物産', '財務マネージャー', ''), startedOn: '2012-04-01' },
      ],
    })
    const retired = await make(db, {
      careers: [
        { ...career('前社', '課長', ''), startedOn: '2010-04-01', endedOn: '2018-03-31' },
        { ...career('後社', '部長', ''), startedOn: '2018-04-01', endedOn: '2023-03-31' },
      ],
    })
    const newcomer = await make(db)
    const response = await search(app, headers)
    const rows = response.json().candidates as {
      candidate: { id: number; latest_career: unknown; full_name: string | null }
    }[]
    const rowOf = (id: number) => rows.find((row) => row.candidate.id === id)!.candidate
    expect(rowOf(moved.id).latest_career).toEqual({
      company_name: '新物産',
      position: '財務マネージャー',
    })
    expect(rowOf(retired.id).latest_career).toEqual({ company_name: '後社', position: '部長' })
    expect(rowOf(newcomer.id).latest_career).toBeNull()
    expect(rowOf(moved.id).full_name).toBeNull()
    // The self PR is the candidate page's to show; the list does not carry it.
    expect(response.body).not.toContain('予算折衝')
  })

  it('leaves out deleted accounts and candidates who blocked the organisation', async () => {
    const { app, db, headers, recruiter } = await setting()
    const company = await createCompany(db, { organisationId: recruiter.organisation.id })
    const visible = await make(db, { careers: [career('A社', '経理', '')] })
    // The others act through their own endpoints, as a candidate would.
    const blocking = await signInCandidate(db, { password: 'blocking-password' })
    const leaving = await signInCandidate(db, { password: 'leaving-password' })
    for (const person of [blocking, leaving]) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v3/candidate/career_infos/1',
        headers: person.headers,
        payload: {
          full_name: '山田 太郎',
          full_name_kana: 'やまだ たろう',
          gender: 'male',
          birth_date: '1990-04-01',
          prefecture_id: 13,
          phone: '09012345678',
        },
      })
      expect(saved.statusCode).toBe(200)
    }
    expect(new Set(await foundIds(app, headers))).toEqual(
      new Set([visible.id, blocking.user.id, leaving.user.id]),
    )

    const blocked = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/company_blocks',
      headers: blocking.headers,
      payload: { company_id: company.id },
    })
    expect(blocked.statusCode).toBe(201)
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v3/candidate',
      headers: leaving.headers,
      payload: { password: 'leaving-password' },
    })
    expect(deleted.statusCode).toBe(204)
    expect(await foundIds(app, headers)).toEqual([visible.id])

    // Another organisation still finds the candidate who blocked this one.
    const other = await signInRecruiter(db)
    expect(new Set(await foundIds(app, other.headers))).toEqual(
      new Set([visible.id, blocking.user.id]),
    )
  })

  it('leaves out hidden, recently scouted and co-worker candidates as asked', async () => {
    const { app, db, headers, recruiter } = await setting()
    const coworker = await signInRecruiter(db, { organisationId: recruiter.organisation.id })
    const hidden = await make(db)
    const scoutedByMe = await make(db)
    const statuses = [
      'matched',
      'interviewed',
      'unofficially_offered',
      'accepted',
      'no_reply_required',
      'declined_or_rejected',
    ] as const
    const byStatus = new Map<string, number>()
    for (const status of statuses) {
      const candidate = await make(db)
      byStatus.set(status, candidate.id)
      await createScout(db, candidate.id, {
        organisationId: recruiter.organisation.id,
        senderUserId: coworker.user.id,
        selectionStatus: status,
        sentAt: new Date(Date.now() - 30 * 24 * 3600 * 1000),
      })
    }
    await db.insert(hiddenCandidates).values({
      organisationId: recruiter.organisation.id,
      candidateUserId: hidden.id,
    })
    await createScout(db, scoutedByMe.id, {
      organisationId: recruiter.organisation.id,
      senderUserId: recruiter.user.id,
    })
    // Another organisation's scouts and hides change nothing here.
    const other = await signInRecruiter(db)
    await createScout(db, hidden.id, { organisationId: other.organisation.id })

    const all = new Set(await foundIds(app, headers, { per: '100' }))
    expect(all.has(hidden.id)).toBe(false)
    expect(all.has(scoutedByMe.id)).toBe(false)
    expect(all.size).toBe(statuses.length)
    expect(await foundIds(app, headers, { include_hidden: 'true', per: '100' })).toContain(
      hidden.id,
    )
    expect(
      await foundIds(app, headers, { include_recently_scouted: 'true', per: '100' }),
    ).toContain(scoutedByMe.id)

    const left = new Set(
      await foundIds(app, headers, {
        exclude_coworker: [
          'matched',
          'after_interview',
          'offered',
          'received',
          'no_reply_required',
        ],
        per: '100',
      }),
    )
    expect(left).toEqual(new Set([byStatus.get('declined_or_rejected')]))
    const withoutOffered = new Set(
      await foundIds(app, headers, { exclude_coworker: 'offered', per: '100' }),
    )
    expect(withoutOffered.has(byStatus.get('unofficially_offered')!)).toBe(false)
    expect(withoutOffered.has(byStatus.get('accepted')!)).toBe(true)

    // The co-worker's own scouts are not "a co-worker's" to them.
    const forCoworker = new Set(
      await foundIds(app, coworker.headers, { exclude_coworker: 'offered', per: '100' }),
    )
    expect(forCoworker.has(byStatus.get('unofficially_offered')!)).toBe(true)
  })

  it('sorts by profile update, login and registration, pages without overlap', async () => {
    const { app, db, headers } = await setting()
    const ids: number[] = []
    for (let n = 0; n < 5; n += 1) ids.push((await make(db)).id)
    const day = 24 * 3600 * 1000
    for (const [index, id] of ids.entries()) {
      await db.execute(sql`update candidate_search_documents set
        profile_updated_at = ${new Date(Date.now() - index * day)},
        last_login_at = ${new Date(Date.now() - (4 - index) * day)},
        registered_at = ${new Date(Date.now() - ((index + 2) % 5) * day)}
        where user_id = ${id}`)
    }
    expect(await foundIds(app, headers, { sort: 'profile_updated' })).toEqual(ids)
    expect(await foundIds(app, headers, { sort: 'last_login' })).toEqual([...ids].reverse())
    const firstPage = await search(app, headers, { sort: 'registered', per: '2' })
    const second = await foundIds(app, headers, { sort: 'registered', per: '2', page: '2' })
    const body = firstPage.json()
    expect(body.pagination).toMatchObject({ total_count: 5, total_pages: 3, next_page: 2 })
    expect(body.total_count_capped).toBe(false)
    const first = body.candidates.map((row: { candidate: { id: number } }) => row.candidate.id)
    expect(first.filter((id: number) => second.includes(id))).toEqual([])
  })

  it('stops counting at 1,000 and says there are more', async () => {
    const { app, db, headers } = await setting()
    await db.execute(sql`with made as (
        insert into users (email, role_type, full_name, email_confirmed_at)
        select 'many' || n || '@example.com', 'Candidate', '候補者' || n, now()
        from generate_series(1, 1001) as n returning id)
      insert into candidate_profiles (user_id, registration_step, self_pr)
      select id, 1, '経理の経験があります' from made`)
    expect(await fillMissingCandidateSearchDocuments(db)).toBe(1001)
    const body = (await search(app, headers, { keyword: '経理' })).json()
    expect(body.pagination.total_count).toBe(1000)
    expect(body.total_count_capped).toBe(true)
    expect(body.candidates).toHaveLength(20)
  })

  it('finds the same candidates in the same order week by week as by walking the rows', async () => {
    const { db, recruiter } = await setting()
    const texts = [
      '経理と監査',
      '監査法人で経理',
      '経理部でIFRS対応',
      'データサイエンティスト',
      'サイエンス データ',
      'IR担当 M&A',
      'first 経理の業務',
      '連結決算と経理 IFRS',
      '経理・財務 M&Aアドバイザリー',
      'SQLとPython',
      'データ分析とSQL',
      // The vocabulary's longer spellings, proved by lexemes of their own, and near misses
      // holding their grams or words without them.
      'Consolidated Accounting と 経理',
      '経理 consolidated accountings 国際財務の報告基準',
      '国際財務報告基準 経理 連結の決算',
    ]
    const ids: number[] = []
    for (const text of texts) ids.push((await make(db, { profile: { selfPr: text } })).id)
    // Profiles last updated over several weeks, some in the same week, so a search crosses
    // buckets and orders within them.
    const day = 24 * 3600 * 1000
    // Filters on the edges of their bands (incomes of 100, scores of 50, birth years), so a
    // lexeme that missed a match would show.
    const prefectures = [13, 27, 13, 27, 48, 13, 27, 1, 27, 13, 27, 13, 27, 1]
    const incomes = [800, 799, 1500, 1599, 900, null, 3000, 99999, 1200, 800, 1000, 1499, 1000, 999]
    const toeic = [800, 799, 850, null, 990, 10, 795, 800, 900, 600, 805, 850, null, 800]
    const timings = ['now', 'in_one_year', 'if_good_offer', 'not_now', null] as const
    const genders = ['male', 'female', 'other', null] as const
    const today = new Date()
    const bornOn = (years: number, days: number) => {
      const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days)
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    }
    for (const [index, id] of ids.entries()) {
      const updatedAt = new Date(Date.now() - ((index * 5) % 40) * day - index * 1000)
      await db.execute(sql`update candidate_profiles set updated_at = ${updatedAt},
          prefecture_id = ${prefectures[index]}, current_annual_income = ${incomes[index]},
          toeic_score = ${toeic[index]}, job_change_timing = ${timings[index % timings.length]},
          gender = ${genders[index % genders.length]},
          birth_date = ${bornOn(29 + (index % 18), (index % 3) - 1)}
        where user_id = ${id}`)
      if (index % 3 !== 2) {
        await db.insert(candidateLanguageSkills).values({
          userId: id,
          languageId: 2,
          level: (['business', 'conversational', 'native'] as const)[index % 3] ?? 'business',
        })
      }
      await db.execute(sql`update users set created_at = ${new Date(Date.now() - index * day)},
        last_login_at = ${new Date(Date.now() - ((index * 7) % 11) * day)} where id = ${id}`)
    }
    await refreshCandidateSearchDocuments(db, ids)
    const context = {
      organisationId: recruiter.organisation.id,
      recruiterUserId: recruiter.user.id,
    }
    const searches: CandidateSearchCriteria[] = [
      { keyword: '経理' },
      { keyword: '監査 経理' },
      { keyword: 'データサイエンティスト' },
      { keyword: 'ir' },
      { keyword: 'サイエンス' },
      { keyword: '理と' },
      { keyword: 'M&A' },
      { keyword: 'データ分析' },
      { keyword: '経理', keyword_any: 'IFRS 連結決算', keyword_none: '監査' },
      { keyword_any: 'SQL Python' },
      { keyword: '経理', keyword_none: '財務' },
      { prefecture_ids: [27] },
      { current_income_min: 800, current_income_max: 1500 },
      { current_income_min: 3000 },
      { age_min: 30, age_max: 45 },
      { toeic_min: 800 },
      { job_change_timings: ['now', 'in_one_year'] },
      { genders: ['female', 'other'] },
      { prefecture_ids: [27], language_id: 2, language_level: 'business' },
      { keyword: '経理', prefecture_ids: [13, 27] },
      { keyword_any: 'SQL Python', toeic_min: 800 },
      { current_income_min: 1000, current_income_max: 1499 },
      { age_min: 31, age_max: 38 },
      { keyword: '連結決算' },
      { keyword: 'consolidated accounting' },
      { keyword: '経理', keyword_none: '国際財務報告基準' },
    ]
    // The same searches through the reviewed vocabulary, whose spellings the lexemes prove.
    const reviewed = buildSearchVocabulary(REVIEWED_SYNONYMS)
    const cases: [CandidateSearchCriteria, SearchVocabulary][] = [
      ...searches.map((criteria): [CandidateSearchCriteria, SearchVocabulary] => [
        criteria,
        NO_VOCABULARY,
      ]),
      ...searches
        .filter((criteria) => criteria.keyword || criteria.keyword_any)
        .map((criteria): [CandidateSearchCriteria, SearchVocabulary] => [criteria, reviewed]),
    ]
    for (const [criteria, vocabulary] of cases) {
      for (const sort of ['profile_updated', 'last_login', 'registered'] as const) {
        const words = criteriaWords(criteria, vocabulary)
        const target = candidateSearchTarget(sort, words, criteria)
        expect(target.buckets).toBeDefined()
        // What the search must show: whole-word matches first, each tier in the sort's order,
        // found by testing every row's text.
        const tiers = hasWordTiers(words) ? (['whole', 'partial'] as const) : [undefined]
        const expected: number[] = []
        for (const tier of tiers) {
          const condition = candidateMatchCondition(
            { ...criteria, sort },
            context,
            vocabulary,
            'text',
            tier,
          )
          expected.push(...(await searchIds(db, target, condition, { limit: 100, offset: 0 })))
        }
        const pages: number[] = []
        for (let page = 1; page <= Math.ceil(expected.length / 2); page += 1) {
          const found = await searchCandidatePage(
            db,
            context,
            { ...criteria, sort },
            { page, per: 2 },
            vocabulary,
          )
          expect(found.pagination.total_count).toBe(expected.length)
          pages.push(...found.ids)
        }
        expect({ criteria, sort, ids: pages }).toEqual({ criteria, sort, ids: expected })
      }
    }
  })
})
