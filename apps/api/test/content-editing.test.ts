import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInAdministrator } from './helpers.ts'

// The administrators' reference content: column tags and their categories.

type Headers = Record<string, string>

async function call(app: App, method: string, url: string, headers: Headers, payload?: object) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload ? { payload } : {}),
  })
  return { status: response.statusCode, body: response.body ? response.json() : null }
}

const issuesOf = (body: { error: { issues: { path: string[]; message: string }[] } }) =>
  Object.fromEntries(body.error.issues.map((issue) => [issue.path.join('.'), issue.message]))

const searchColumnIds = async (app: App, keyword: string) =>
  (
    await call(app, 'GET', `/api/v3/search_columns?keyword=${encodeURIComponent(keyword)}`, {})
  ).body.columns.map((column: { id: number }) => column.id)

describe('administration: column tags and their categories', () => {
  it('adds a category and a tag a column carries; renaming the tag finds the column by the new name, deleting it takes it off', async () => {
    const { app, database } = await createTestApp()
    const admin = await signInAdministrator(database.db)
    const category = await call(app, 'POST', '/api/v3/admin/tag_categories', admin.headers, {
      name: '業界研究',
      name_en: 'Industries',
      position: 5,
    })
    expect(category.status).toBe(201)
    const tag = await call(app, 'POST', '/api/v3/admin/tags', admin.headers, {
      tag_category_id: category.body.id,
      name: 'フィンテック',
      name_en: 'Fintech',
      position: 1,
    })
    expect(tag.status).toBe(201)
    const column = await call(app, 'POST', '/api/v3/admin/columns', admin.headers, {
      title: '決済業界の転職事情',
      body: '<p>決済の仕事について。</p>',
      status: 'published',
      tag_ids: [tag.body.id],
      client_request_id: 'column-with-tag-01',
    })
    expect(column.status).toBe(201)
    expect(await searchColumnIds(app, 'フィンテック')).toEqual([column.body.id])
    expect(await searchColumnIds(app, 'fintech')).toEqual([column.body.id])

    const listed = await call(app, 'GET', '/api/v3/admin/tag_categories', admin.headers)
    const mine = listed.body.tag_categories.find((c: { id: number }) => c.id === category.body.id)
    expect(mine.tags).toEqual([expect.objectContaining({ name: 'フィンテック', column_count: 1 })])

    const renamed = await call(app, 'PUT', `/api/v3/admin/tags/${tag.body.id}`, admin.headers, {
      tag_category_id: category.body.id,
      name: '金融テクノロジー',
      name_en: 'Financial technology',
      position: 1,
    })
    expect(renamed.body).toMatchObject({ name: '金融テクノロジー', column_count: 1 })
    expect(await searchColumnIds(app, '金融テクノロジー')).toEqual([column.body.id])
    expect(await searchColumnIds(app, 'フィンテック')).toEqual([])
    const publicTag = await call(app, 'GET', `/api/v3/tags/${tag.body.id}`, {})
    expect(publicTag.body.name).toBe('金融テクノロジー')

    // A category with a tag stays; once the tag is gone, it goes too.
    const ja = { ...admin.headers, cookie: 'i18n_redirected=ja' }
    const refused = await call(
      app,
      'DELETE',
      `/api/v3/admin/tag_categories/${category.body.id}`,
      ja,
    )
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('tagCategoryNotEmpty')
    expect(
      (await call(app, 'DELETE', `/api/v3/admin/tags/${tag.body.id}`, admin.headers)).status,
    ).toBe(204)
    expect(await searchColumnIds(app, '金融テクノロジー')).toEqual([])
    const read = await call(app, 'GET', `/api/v3/admin/columns/${column.body.id}`, admin.headers)
    expect(read.body.tag_ids).toEqual([])
    expect(
      (await call(app, 'DELETE', `/api/v3/admin/tag_categories/${category.body.id}`, admin.headers))
        .status,
    ).toBe(204)
    expect((await call(app, 'GET', `/api/v3/tags/${tag.body.id}`, {})).status).toBe(404)

    const trail = await call(
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
    const empty = await call(app, 'POST', '/api/v3/admin/tags', ja, {
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
    const unknown = await call(app, 'POST', '/api/v3/admin/tags', ja, {
      tag_category_id: 999999,
      name: '新卒',
      name_en: 'Graduates',
      position: 0,
    })
    expect(Object.keys(issuesOf(unknown.body))).toEqual(['body.tag_category_id'])
    expect(
      (
        await call(app, 'PUT', '/api/v3/admin/tag_categories/999999', admin.headers, {
          name: 'x',
          name_en: 'x',
          position: 0,
        })
      ).status,
    ).toBe(404)
  })
})
