import { createCandidate, createJobInfo } from '@kakehashi/db'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import {
  CANDIDATE_DOCUMENTS_REFRESH_JOB,
  refreshCandidatesNaming,
} from '../src/modules/search-index/plugin.ts'
import {
  callApi,
  createTestApp,
  issuesOf,
  signInAdministrator,
  signInRecruiter,
} from './helpers.ts'

// The administrators' reference content: column tags and their categories, universities and
// certifications.

const searchColumnIds = async (app: App, keyword: string) =>
  (
    await callApi(app, 'GET', `/api/v3/search_columns?keyword=${encodeURIComponent(keyword)}`, {})
  ).body.columns.map((column: { id: number }) => column.id)

describe('administration: column tags and their categories', () => {
  it('adds a category and a tag a column carries; renaming the tag finds the column by the new name, deleting it takes it off', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const category = await callApi(app, 'POST', '/api/v3/admin/tag_categories', admin.headers, {
      name: '業界研究',
      name_en: 'Industries',
      position: 5,
    })
    expect(category.status).toBe(201)
    const tag = await callApi(app, 'POST', '/api/v3/admin/tags', admin.headers, {
      tag_category_id: category.body.id,
      name: 'フィンテック',
      name_en: 'Fintech',
      position: 1,
    })
    expect(tag.status).toBe(201)
    const column = await callApi(app, 'POST', '/api/v3/admin/columns', admin.headers, {
      title: '決済業界の転職事情',
      body: '<p>決済の仕事について。</p>',
      status: 'published',
      tag_ids: [tag.body.id],
      client_request_id: 'column-with-tag-01',
    })
    expect(column.status).toBe(201)
    expect(await searchColumnIds(app, 'フィンテック')).toEqual([column.body.id])
    expect(await searchColumnIds(app, 'fintech')).toEqual([column.body.id])

    const listed = await callApi(app, 'GET', '/api/v3/admin/tag_categories', admin.headers)
    const mine = listed.body.tag_categories.find((c: { id: number }) => c.id === category.body.id)
    expect(mine.tags).toEqual([expect.objectContaining({ name: 'フィンテック', column_count: 1 })])

    const renamed = await callApi(app, 'PUT', `/api/v3/admin/tags/${tag.body.id}`, admin.headers, {
      tag_category_id: category.body.id,
      name: '金融テクノロジー',
      name_en: 'Financial technology',
      position: 1,
    })
    expect(renamed.body).toMatchObject({ name: '金融テクノロジー', column_count: 1 })
    expect(await searchColumnIds(app, '金融テクノロジー')).toEqual([column.body.id])
    expect(await searchColumnIds(app, 'フィンテック')).toEqual([])
    const publicTag = await callApi(app, 'GET', `/api/v3/tags/${tag.body.id}`, {})
    expect(publicTag.body.name).toBe('金融テクノロジー')

    // A category with a tag stays; once the tag is gone, it goes too.
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const refused = await callApi(
      app,
      'DELETE',
      `/api/v3/admin/tag_categories/${category.body.id}`,
      ja,
    )
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('tagCategoryNotEmpty')
    expect(
      (await callApi(app, 'DELETE', `/api/v3/admin/tags/${tag.body.id}`, admin.headers)).status,
    ).toBe(204)
    expect(await searchColumnIds(app, '金融テクノロジー')).toEqual([])
    const read = await callApi(app, 'GET', `/api/v3/admin/columns/${column.body.id}`, admin.headers)
    expect(read.body.tag_ids).toEqual([])
    expect(
      (
        await callApi(
          app,
          'DELETE',
          `/api/v3/admin/tag_categories/${category.body.id}`,
          admin.headers,
        )
      ).status,
    ).toBe(204)
    expect((await callApi(app, 'GET', `/api/v3/tags/${tag.body.id}`, {})).status).toBe(404)

    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=tag&record_id=${tag.body.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((e: { action: string }) => e.action)).toEqual([
      'tag.deleted',
      'tag.updated',
      'tag.created',
    ])
  })

  it('refuses a tag without its fields or with an unknown category, in the caller’s language', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const empty = await callApi(app, 'POST', '/api/v3/admin/tags', ja, {
      tag_category_id: '',
      name: '',
      name_en: '',
      position: 'first',
    })
    expect(issuesOf(empty.body)).toMatchObject({
      'body.tag_category_id': '入力してください',
      'body.name': '入力してください',
      'body.name_en': '入力してください',
    })
    expect(issuesOf(empty.body)['body.position']).toBeDefined()
    const unknown = await callApi(app, 'POST', '/api/v3/admin/tags', ja, {
      tag_category_id: 999999,
      name: '新卒',
      name_en: 'Graduates',
      position: 0,
    })
    expect(Object.keys(issuesOf(unknown.body))).toEqual(['body.tag_category_id'])
    expect(
      (
        await callApi(app, 'PUT', '/api/v3/admin/tag_categories/999999', admin.headers, {
          name: 'x',
          name_en: 'x',
          position: 0,
        })
      ).status,
    ).toBe(404)
  })
})

describe('administration: universities and certifications', () => {
  it('adds and renames a university; after the queued refresh recruiters find its candidates by the new name', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const admin = await signInAdministrator(db)
    const created = await callApi(app, 'POST', '/api/v3/admin/universities', admin.headers, {
      name: '曙工科大学',
      name_kana: 'あけぼのこうかだいがく',
      name_en: 'Akebono Institute of Technology',
    })
    expect(created.status).toBe(201)
    const suggested = await callApi(
      app,
      'GET',
      `/api/v3/universities/suggest?keyword=${encodeURIComponent('あけぼの')}`,
      {},
    )
    expect(suggested.body.universities.map((u: { id: number }) => u.id)).toEqual([created.body.id])

    const candidate = await createCandidate(db, {
      educations: [{ degree: 'bachelor', universityId: created.body.id, faculty: '工学部' }],
    })
    const recruiter = await signInRecruiter(db)
    const found = async (keyword: string) =>
      (
        await callApi(
          app,
          'GET',
          `/api/v3/client/candidates?keyword=${encodeURIComponent(keyword)}`,
          recruiter.headers,
        )
      ).body.candidates.map((c: { candidate: { id: number } }) => c.candidate.id)
    expect(await found('曙工科大学')).toEqual([candidate.id])

    const renamed = await callApi(
      app,
      'PUT',
      `/api/v3/admin/universities/${created.body.id}`,
      admin.headers,
      {
        name: '曙科学技術大学',
        name_kana: 'あけぼのかがくぎじゅつだいがく',
        name_en: 'Akebono University of Science and Technology',
      },
    )
    expect(renamed.body).toMatchObject({ name: '曙科学技術大学', candidate_count: 1 })
    const queued = await db.execute<{ data: { university: number } }>(
      sql`select data from pgboss.job where name = ${CANDIDATE_DOCUMENTS_REFRESH_JOB}`,
    )
    expect(queued.rows.map((row) => row.data)).toEqual([{ university: created.body.id }])
    expect(await refreshCandidatesNaming(database, { university: created.body.id })).toBe(1)
    expect(await found('曙科学技術大学')).toEqual([candidate.id])
    expect(await found('曙工科大学')).toEqual([])

    const listed = await callApi(
      app,
      'GET',
      `/api/v3/admin/universities?keyword=${encodeURIComponent('akebono')}`,
      admin.headers,
    )
    expect(listed.body.universities).toEqual([
      expect.objectContaining({ id: created.body.id, candidate_count: 1 }),
    ])
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const refused = await callApi(app, 'POST', '/api/v3/admin/universities', ja, {
      name: '',
      name_kana: 'アケボノ',
      name_en: 'x',
    })
    expect(Object.keys(issuesOf(refused.body)).sort()).toEqual(['body.name', 'body.name_kana'])
  })

  it('adds and renames a certification candidates then list under its new name', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const admin = await signInAdministrator(db)
    const created = await callApi(app, 'POST', '/api/v3/admin/certifications', admin.headers, {
      name: 'ITストラテジスト',
      name_en: 'IT Strategist',
      category: 'it',
      position: 90,
    })
    expect(created.status).toBe(201)
    const publicList = await callApi(app, 'GET', '/api/v3/certifications', {})
    expect(publicList.body.certifications.map((c: { name: string }) => c.name)).toContain(
      'ITストラテジスト',
    )
    const updated = await callApi(
      app,
      'PUT',
      `/api/v3/admin/certifications/${created.body.id}`,
      admin.headers,
      {
        name: 'ITストラテジスト試験',
        name_en: 'IT Strategist Examination',
        category: 'it',
        position: 1,
      },
    )
    expect(updated.body).toMatchObject({
      name: 'ITストラテジスト試験',
      position: 1,
      candidate_count: 0,
    })
    const refused = await callApi(app, 'POST', '/api/v3/admin/certifications', admin.headers, {
      name: '宅建',
      name_en: 'Real estate',
      category: 'astrology',
      position: -1,
    })
    expect(Object.keys(issuesOf(refused.body)).sort()).toEqual(['body.category', 'body.position'])
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=certification&record_id=${created.body.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((e: { action: string }) => e.action)).toEqual([
      'certification.updated',
      'certification.created',
    ])
  })
})

describe('administration: banner jobs', () => {
  it('places a job as a banner searches show for its trigger words as typed in any width or kana; a taken transaction id is refused', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const admin = await signInAdministrator(db)
    const job = await createJobInfo(db, { title: 'IFRS導入プロジェクトの経理マネージャー' })
    const created = await callApi(app, 'POST', '/api/v3/admin/banner_job_infos', admin.headers, {
      job_info_id: job.id,
      transaction_id: 'ad-2026-12-001',
      trigger_words: 'マーケティング、ＩＦＲＳ  経理',
      position: 1,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      job_title: 'IFRS導入プロジェクトの経理マネージャー',
      is_shown: true,
      trigger_words: ['マーケティング', 'ＩＦＲＳ', '経理'],
    })
    const shown = async (keyword: string) =>
      (
        await callApi(
          app,
          'GET',
          `/api/v3/banner_job_infos?keyword=${encodeURIComponent(keyword)}`,
          {},
        )
      ).body.banner_job_infos.map((banner: { id: number }) => banner.id)
    expect(await shown('ifrs')).toEqual([created.body.id])
    expect(await shown('まーけてぃんぐ')).toEqual([created.body.id])

    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const taken = await callApi(app, 'POST', '/api/v3/admin/banner_job_infos', ja, {
      job_info_id: job.id,
      transaction_id: 'ad-2026-12-001',
      trigger_words: '監査',
      position: 2,
    })
    expect(issuesOf(taken.body)).toEqual({
      'body.transaction_id': 'この取引IDのバナーがすでにあります',
    })
    const unknown = await callApi(app, 'POST', '/api/v3/admin/banner_job_infos', ja, {
      job_info_id: 999999,
      transaction_id: 'ad-2026-12-002',
      trigger_words: '、 ,',
      position: 2,
    })
    expect(Object.keys(issuesOf(unknown.body))).toEqual(['body.job_info_id'])

    const changed = await callApi(
      app,
      'PUT',
      `/api/v3/admin/banner_job_infos/${created.body.id}`,
      admin.headers,
      { job_info_id: job.id, transaction_id: 'ad-2026-12-001', trigger_words: '監査', position: 1 },
    )
    expect(changed.body.trigger_words).toEqual(['監査'])
    expect(await shown('ifrs')).toEqual([])
    const listed = await callApi(
      app,
      'GET',
      `/api/v3/admin/banner_job_infos?keyword=${encodeURIComponent('監査')}`,
      admin.headers,
    )
    expect(listed.body.banner_job_infos.map((b: { id: number }) => b.id)).toEqual([created.body.id])
    expect(
      (
        await callApi(
          app,
          'DELETE',
          `/api/v3/admin/banner_job_infos/${created.body.id}`,
          admin.headers,
        )
      ).status,
    ).toBe(204)
    expect(await shown('監査')).toEqual([])
    const trail = await callApi(
      app,
      'GET',
      `/api/v3/admin/audit_events?record_type=banner&record_id=${created.body.id}`,
      admin.headers,
    )
    expect(trail.body.audit_events.map((e: { action: string }) => e.action)).toEqual([
      'banner.deleted',
      'banner.updated',
      'banner.created',
    ])
  })
})

describe('administration: events', () => {
  const event = {
    title: '外資系企業 転職セミナー',
    title_en: 'Career seminar: foreign-affiliated firms',
    body: '外資系企業で働く先輩が選考対策を話します。',
    place: '東京・丸の内',
    is_online: false,
    event_starts_at: '2099-03-01T19:00',
    event_ends_at: '2099-03-01T21:00',
    entry_starts_at: null,
    entry_ends_at: '2099-02-28T23:59',
    capacity: 40,
    fee_yen: 0,
    is_pickup: true,
    status: 'draft',
  }

  it('keeps a draft event from the public and opens it, with its times in Japan', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const created = await callApi(app, 'POST', '/api/v3/admin/events', admin.headers, event)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      event_starts_at: '2099-03-01T19:00',
      entry_ends_at: '2099-02-28T23:59',
      entry_count: 0,
      organiser_name: null,
    })
    expect((await callApi(app, 'GET', `/api/v3/events/${created.body.id}`, {})).status).toBe(404)

    const opened = await callApi(
      app,
      'PUT',
      `/api/v3/admin/events/${created.body.id}`,
      admin.headers,
      {
        ...event,
        status: 'open',
      },
    )
    expect(opened.body.status).toBe('open')
    const read = await callApi(app, 'GET', `/api/v3/events/${created.body.id}`, {})
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ title: '外資系企業 転職セミナー', capacity: 40 })
    expect(new Date(read.body.event_starts_at).toISOString()).toBe('2099-03-01T10:00:00.000Z')
    const drafts = await callApi(app, 'GET', '/api/v3/admin/events?status=draft', admin.headers)
    expect(drafts.body.events).toEqual([])
  })

  it('refuses an event ending before it starts, or without its start, in the caller’s language', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const refused = await callApi(app, 'POST', '/api/v3/admin/events', ja, {
      ...event,
      event_starts_at: '',
      entry_starts_at: '2099-02-20T10:00',
      entry_ends_at: '2099-02-10T10:00',
      capacity: 0,
    })
    expect(refused.status).toBe(422)
    expect(issuesOf(refused.body)).toMatchObject({
      'body.event_starts_at': '入力してください',
    })
    expect(Object.keys(issuesOf(refused.body)).sort()).toEqual([
      'body.capacity',
      'body.entry_ends_at',
      'body.event_starts_at',
    ])
  })
})

describe('administration: special events', () => {
  const group = {
    name: 'winter-career-fair',
    title: '冬の外資系キャリアフェア',
    title_en: 'Winter career fair',
    description: '外資系企業20社が集まります。',
    description_en: '',
    starts_on: '2099-01-20T00:00',
    ends_on: '2099-01-24T00:00',
    status: 'draft',
  }
  const session = {
    company_id: null,
    title: '外資系投資銀行の仕事',
    title_en: '',
    body: '',
    place: '',
    is_online: true,
    event_starts_at: '2099-01-21T19:00',
    event_ends_at: '2099-01-21T20:00',
    entry_ends_at: null,
    capacity: 50,
    position: 1,
    status: 'open',
  }

  it('writes a special event with a session; the public reaches it once opened, under its unique name', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const created = await callApi(
      app,
      'POST',
      '/api/v3/admin/special_event_groups',
      admin.headers,
      group,
    )
    expect(created.status).toBe(201)
    const added = await callApi(
      app,
      'POST',
      `/api/v3/admin/special_event_groups/${created.body.id}/special_events`,
      admin.headers,
      session,
    )
    expect(added.status).toBe(201)
    const publicPath = '/api/v3/special_events?group_name=winter-career-fair'
    expect((await callApi(app, 'GET', publicPath, {})).status).toBe(404)

    const opened = await callApi(
      app,
      'PUT',
      `/api/v3/admin/special_event_groups/${created.body.id}`,
      admin.headers,
      { ...group, status: 'open' },
    )
    expect(opened.body).toMatchObject({ status: 'open', session_count: 1, entry_count: 0 })
    const publicList = await callApi(app, 'GET', publicPath, {})
    expect(publicList.status).toBe(200)
    expect(JSON.stringify(publicList.body)).toContain('外資系投資銀行の仕事')

    const detail = await callApi(
      app,
      'GET',
      `/api/v3/admin/special_event_groups/${created.body.id}`,
      admin.headers,
    )
    expect(detail.body.special_events.map((s: { title: string }) => s.title)).toEqual([
      '外資系投資銀行の仕事',
    ])
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const taken = await callApi(app, 'POST', '/api/v3/admin/special_event_groups', ja, group)
    expect(issuesOf(taken.body)).toEqual({ 'body.name': 'このアドレスはすでに使われています' })
    const badName = await callApi(app, 'POST', '/api/v3/admin/special_event_groups', ja, {
      ...group,
      name: 'Winter Fair',
    })
    expect(issuesOf(badName.body)).toEqual({
      'body.name': '半角の英小文字・数字・ハイフンで入力してください',
    })
    const unknownCompany = await callApi(
      app,
      'PUT',
      `/api/v3/admin/special_events/${added.body.id}`,
      ja,
      { ...session, company_id: 999999 },
    )
    expect(Object.keys(issuesOf(unknownCompany.body))).toEqual(['body.company_id'])
  })
})
