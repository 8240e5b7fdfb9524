import {
  columns,
  createAgent,
  createColumn,
  createTag,
  createTagCategory,
  daysFromNow,
  viewedColumns,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sanitiseColumnHtml } from '../src/modules/columns/column-html.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

async function getJson(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() }
}

const ids = (list: { id: number }[]) => list.map((item) => item.id)

/** A published column, a draft, and one scheduled for tomorrow: the public sees only the first. */
async function publicAndHidden(db: Parameters<typeof createColumn>[0], tagIds: number[] = []) {
  const visible = await createColumn(db, { title: '公開済みのコラム', tagIds })
  const draft = await createColumn(db, {
    title: '下書きのコラム',
    status: 'draft',
    publishedAt: daysFromNow(-2),
    tagIds,
    isPickup: true,
    isSelected: true,
  })
  const future = await createColumn(db, {
    title: '予約公開のコラム',
    publishedAt: daysFromNow(1),
    tagIds,
    isPickup: true,
    isSelected: true,
  })
  return { visible, draft, future }
}

describe('GET /api/v3/columns', () => {
  it('lists published columns newest first with their author agent, tags and pagination', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const agent = await createAgent(db, { name: 'ハイキャリア株式会社', nameEn: 'High Career' })
    const category = await createTagCategory(db, { name: '業界', nameEn: 'Industry' })
    const tag = await createTag(db, { name: '金融', nameEn: 'Finance', tagCategoryId: category.id })
    const older = await createColumn(db, { publishedAt: daysFromNow(-3) })
    const newest = await createColumn(db, {
      publishedAt: daysFromNow(-1),
      agentId: agent.id,
      authorName: '佐藤 花子',
      thumbnailPath: '/images/columns/1.jpg',
      tagIds: [tag.id],
    })
    const middle = await createColumn(db, { publishedAt: daysFromNow(-2) })

    const { status, body } = await getJson(app, '/api/v3/columns')
    expect(status).toBe(200)
    expect(ids(body.columns)).toEqual([newest.id, middle.id, older.id])
    expect(body.pagination).toEqual({
      current_page: 1,
      next_page: null,
      prev_page: null,
      total_pages: 1,
      total_count: 3,
    })
    expect(body.columns[0]).toEqual({
      id: newest.id,
      title: newest.title,
      title_en: newest.titleEn,
      summary: newest.summary,
      thumbnail: '/images/columns/1.jpg',
      published_at: newest.publishedAt?.toISOString(),
      author: '佐藤 花子',
      agent: { id: agent.id, name: 'ハイキャリア株式会社', name_en: 'High Career' },
      tags: [{ id: tag.id, name: '金融', name_en: 'Finance', tag_category_id: category.id }],
    })
    expect(body.columns[1].agent).toBeNull()
    // The list carries no body: lists stay light, and only the detail sanitises HTML.
    expect(body.columns[0]).not.toHaveProperty('body')
  })

  it('pages the list with the pagination object', async () => {
    const { app, database } = await createTestApp()
    for (let day = 1; day <= 5; day += 1) {
      await createColumn(database.db, { publishedAt: daysFromNow(-day) })
    }
    const first = await getJson(app, '/api/v3/columns?per=2')
    const second = await getJson(app, '/api/v3/columns?per=2&page=2')
    const last = await getJson(app, '/api/v3/columns?per=2&page=3')
    expect(first.body.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 3,
      total_count: 5,
    })
    expect(second.body.pagination).toMatchObject({ current_page: 2, next_page: 3, prev_page: 1 })
    expect(last.body.pagination).toMatchObject({ current_page: 3, next_page: null, prev_page: 2 })
    expect(last.body.columns).toHaveLength(1)
    const seen = [...first.body.columns, ...second.body.columns, ...last.body.columns]
    expect(new Set(ids(seen)).size).toBe(5)
  })

  it('filters by tag, by agent and to the selected columns', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const tag = await createTag(db)
    const otherTag = await createTag(db)
    const agent = await createAgent(db)
    const tagged = await createColumn(db, { tagIds: [tag.id, otherTag.id] })
    const byAgent = await createColumn(db, { agentId: agent.id })
    const selected = await createColumn(db, { isSelected: true })

    expect(ids((await getJson(app, `/api/v3/columns?tag_id=${tag.id}`)).body.columns)).toEqual([
      tagged.id,
    ])
    expect(ids((await getJson(app, `/api/v3/columns?agent_id=${agent.id}`)).body.columns)).toEqual([
      byAgent.id,
    ])
    const selectedList = await getJson(app, '/api/v3/columns?selected=true')
    expect(ids(selectedList.body.columns)).toEqual([selected.id])
    expect(selectedList.body.pagination.total_count).toBe(1)
    expect((await getJson(app, '/api/v3/columns?selected=false')).body.columns).toHaveLength(3)
    expect((await getJson(app, '/api/v3/columns?tag_id=abc')).status).toBe(422)
  })

  it('never lists drafts or columns scheduled for later, whatever the filter', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const tag = await createTag(db)
    const { visible } = await publicAndHidden(db, [tag.id])
    for (const url of [
      '/api/v3/columns',
      `/api/v3/columns?tag_id=${tag.id}`,
      '/api/v3/columns?selected=true',
    ]) {
      const { body } = await getJson(app, url)
      expect(
        ids(body.columns).every((id) => id === visible.id),
        url,
      ).toBe(true)
      expect(body.pagination.total_count, url).toBe(ids(body.columns).length)
    }
  })
})

describe('GET /api/v3/columns/:id', () => {
  it('returns the whole column with a sanitised body, neighbours and popular columns', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const agent = await createAgent(db, { name: 'エグゼクティブサーチ合同会社' })
    const tag = await createTag(db, { name: 'コンサル' })
    const previous = await createColumn(db, { publishedAt: daysFromNow(-5), viewCount: 50 })
    const column = await createColumn(db, {
      publishedAt: daysFromNow(-3),
      agentId: agent.id,
      tagIds: [tag.id],
      body:
        '<h2>見出し</h2><p onclick="steal()">本文<script>alert(1)</script></p>' +
        '<img src="/images/a.png" alt="図" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">危険</a>',
    })
    const next = await createColumn(db, { publishedAt: daysFromNow(-1), viewCount: 10 })
    // Drafts are neither neighbours nor popular, however often they were read.
    await createColumn(db, { status: 'draft', publishedAt: daysFromNow(-2), viewCount: 999 })

    const { status, body } = await getJson(app, `/api/v3/columns/${column.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: column.id,
      title: column.title,
      agent: { id: agent.id, name: 'エグゼクティブサーチ合同会社' },
      tags: [{ id: tag.id, name: 'コンサル' }],
      published_at: column.publishedAt?.toISOString(),
      view_count: 1,
      previous_column: { id: previous.id, title: previous.title },
      next_column: { id: next.id, title: next.title },
    })
    expect(body.body).toBe(
      '<h2>見出し</h2><p>本文</p><img src="/images/a.png" alt="図" loading="lazy" /><a>危険</a>',
    )
    expect(ids(body.popular_columns)).toEqual([previous.id, next.id])
    expect(typeof body.updated_at).toBe('string')
  })

  it('answers 404 for drafts, columns scheduled for later and unknown ids', async () => {
    const { app, database } = await createTestApp()
    const { draft, future } = await publicAndHidden(database.db)
    for (const id of [draft.id, future.id, 999_999]) {
      const { status, body } = await getJson(app, `/api/v3/columns/${id}`)
      expect(status, String(id)).toBe(404)
      expect(body.error.code).toBe('notFound')
    }
    // A hidden column's view count does not move when someone guesses its id.
    const [row] = await database.db.select().from(columns).where(eq(columns.id, draft.id))
    expect(row?.viewCount).toBe(0)
  })

  it('counts every reading', async () => {
    const { app, database } = await createTestApp()
    const column = await createColumn(database.db)
    await getJson(app, `/api/v3/columns/${column.id}`)
    await getJson(app, `/api/v3/columns/${column.id}`)
    const { body } = await getJson(app, `/api/v3/columns/${column.id}`)
    expect(body.view_count).toBe(3)
  })

  it("records a signed-in candidate's reading once per column, refreshing its time", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const column = await createColumn(db)
    const other = await createColumn(db)
    const candidate = await signInCandidate(db)
    const recruiter = await signInRecruiter(db)
    const history = () => db.select().from(viewedColumns)

    await getJson(app, `/api/v3/columns/${column.id}`)
    await getJson(app, `/api/v3/columns/${column.id}`, recruiter.headers)
    expect(await history()).toEqual([])

    const candidateHeaders = candidate.headers
    await getJson(app, `/api/v3/columns/${column.id}`, candidateHeaders)
    const [first] = await history()
    expect(first).toMatchObject({ userId: candidate.user.id, columnId: column.id })

    // Backdate the reading, so the refresh shows even within the same millisecond.
    await db
      .update(viewedColumns)
      .set({ viewedAt: daysFromNow(-1) })
      .where(eq(viewedColumns.id, first!.id))
    await getJson(app, `/api/v3/columns/${column.id}`, candidateHeaders)
    await getJson(app, `/api/v3/columns/${other.id}`, candidateHeaders)
    const rows = await history()
    expect(rows).toHaveLength(2)
    const again = rows.find((row) => row.columnId === column.id)
    expect(again?.id).toBe(first!.id)
    expect(again!.viewedAt.getTime()).toBeGreaterThan(daysFromNow(-0.5).getTime())
  })
})

describe('GET /api/v3/pickup_columns', () => {
  it("lists the editors' pickups in their order, published ones only", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const second = await createColumn(db, { isPickup: true, pickupPosition: 2 })
    const first = await createColumn(db, {
      isPickup: true,
      pickupPosition: 1,
      publishedAt: daysFromNow(-10),
    })
    await createColumn(db, { isPickup: false })
    await publicAndHidden(db)
    const { status, body } = await getJson(app, '/api/v3/pickup_columns')
    expect(status).toBe(200)
    expect(ids(body.columns)).toEqual([first.id, second.id])
  })
})

describe('GET /api/v3/search_columns', () => {
  it('finds a two-character Japanese word, and AND-s keywords', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sales = await createColumn(db, {
      title: '法人営業からコンサルタントへ',
      summary: '営業経験を活かす転職の進め方。',
      body: '<p>提案力は評価されます。</p>',
    })
    const salesFinance = await createColumn(db, {
      title: '金融業界の営業職',
      summary: '証券会社のリテール営業について。',
      body: '<p>資格の取り方。</p>',
    })
    await createColumn(db, {
      title: '経理のキャリアパス',
      summary: '決算と監査対応。',
      body: '<p>営</p><p>業</p>',
    })

    const one = await getJson(app, `/api/v3/search_columns?keyword=${encodeURIComponent('営業')}`)
    expect(one.status).toBe(200)
    expect(ids(one.body.columns).sort()).toEqual([sales.id, salesFinance.id].sort())
    expect(one.body.pagination.total_count).toBe(2)

    const both = await getJson(
      app,
      `/api/v3/search_columns?keyword=${encodeURIComponent('営業　金融')}`,
    )
    expect(ids(both.body.columns)).toEqual([salesFinance.id])
  })

  it('matches katakana and hiragana spellings and full-width letters alike', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const career = await createColumn(db, {
      title: 'キャリア面談の準備',
      summary: 'ＩＲ担当者の一日。',
      body: '<p>自己分析から始めます。</p>',
    })
    await createColumn(db, {
      title: '転職市場の動向',
      summary: 'first quarter report',
      body: '<p>求人倍率。</p>',
    })
    for (const keyword of ['きゃりあ', 'キャリア', 'IR', 'ir']) {
      const { body } = await getJson(
        app,
        `/api/v3/search_columns?keyword=${encodeURIComponent(keyword)}`,
      )
      expect(ids(body.columns), keyword).toEqual([career.id])
    }
  })

  it('never finds drafts or columns scheduled for later', async () => {
    const { app, database } = await createTestApp()
    const { visible } = await publicAndHidden(database.db)
    const { body } = await getJson(
      app,
      `/api/v3/search_columns?keyword=${encodeURIComponent('コラム')}`,
    )
    expect(ids(body.columns)).toEqual([visible.id])
    expect(body.pagination.total_count).toBe(1)
  })

  it('treats LIKE wildcards in a keyword as plain characters', async () => {
    const { app, database } = await createTestApp()
    const snake = await createColumn(database.db, { title: 'snake_case の命名規則' })
    await createColumn(database.db, { title: '命名規則の基本' })
    const { body } = await getJson(app, `/api/v3/search_columns?keyword=${encodeURIComponent('_')}`)
    expect(ids(body.columns)).toEqual([snake.id])
  })
})

describe('tags and tag categories', () => {
  it('counts only published columns for each tag, with its category', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const industry = await createTagCategory(db, { name: '業界', nameEn: 'Industry', position: 1 })
    const howTo = await createTagCategory(db, { name: 'ノウハウ', nameEn: 'How-to', position: 2 })
    const finance = await createTag(db, {
      name: '金融',
      nameEn: 'Finance',
      tagCategoryId: industry.id,
      position: 1,
    })
    const unused = await createTag(db, {
      name: '製薬',
      nameEn: 'Pharma',
      tagCategoryId: industry.id,
      position: 2,
    })
    await publicAndHidden(db, [finance.id])
    await createColumn(db, { tagIds: [finance.id] })

    const tags = await getJson(app, '/api/v3/tags')
    expect(tags.status).toBe(200)
    expect(tags.body.tags).toEqual([
      {
        id: finance.id,
        name: '金融',
        name_en: 'Finance',
        tag_category: { id: industry.id, name: '業界', name_en: 'Industry' },
        column_count: 2,
      },
      {
        id: unused.id,
        name: '製薬',
        name_en: 'Pharma',
        tag_category: { id: industry.id, name: '業界', name_en: 'Industry' },
        column_count: 0,
      },
    ])

    const one = await getJson(app, `/api/v3/tags/${finance.id}`)
    expect(one.body).toEqual(tags.body.tags[0])
    expect((await getJson(app, '/api/v3/tags/999999')).status).toBe(404)

    const categories = await getJson(app, '/api/v3/tag_categories')
    expect(categories.body.tag_categories).toEqual([
      {
        id: industry.id,
        name: '業界',
        name_en: 'Industry',
        tags: [
          { id: finance.id, name: '金融', name_en: 'Finance', column_count: 2 },
          { id: unused.id, name: '製薬', name_en: 'Pharma', column_count: 0 },
        ],
      },
      { id: howTo.id, name: 'ノウハウ', name_en: 'How-to', tags: [] },
    ])
  })
})

describe('sanitising column bodies', () => {
  const site = { siteOrigin: 'https://kakehashi.example.com' }

  it('removes scripts, event handlers, styles, frames and javascript: URLs', () => {
    const dirty =
      '<p style="color:red" onmouseover="x()">一<script>document.cookie</script></p>' +
      '<img src="https://cdn.example.com/a.png" onerror="alert(1)">' +
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">' +
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a>' +
      '<a href="//evil.example.com">c</a>' +
      '<iframe src="https://evil.example.com"></iframe><style>body{display:none}</style>' +
      '<form action="/x"><input name="q"></form><svg onload="alert(1)"></svg>'
    const clean = sanitiseColumnHtml(dirty, site)
    expect(clean).toBe(
      '<p>一</p><img src="https://cdn.example.com/a.png" loading="lazy" /><a>a</a><a>b</a><a>c</a>',
    )
    for (const fragment of ['script', 'onerror', 'onmouseover', 'javascript', 'style', 'iframe']) {
      expect(clean.toLowerCase()).not.toContain(fragment)
    }
  })

  it('keeps the markup of an article and marks external links', () => {
    const article =
      '<h1>大見出し</h1><h2>見出し</h2><h3>小見出し</h3><p>本文<br><strong>強調</strong>と<em>斜体</em></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
      '<table><thead><tr><th>項目</th></tr></thead><tbody><tr><td colspan="2">値</td></tr></tbody></table>' +
      '<a href="/job_infos/1">求人</a><a href="https://kakehashi.example.com/columns/2">次</a>' +
      '<a href="https://www.example.org/report" target="_self" rel="opener">外部</a>' +
      '<img src="/images/chart.png" alt="グラフ" width="600">'
    expect(sanitiseColumnHtml(article, site)).toBe(
      '<h2>大見出し</h2><h2>見出し</h2><h3>小見出し</h3><p>本文<br /><strong>強調</strong>と<em>斜体</em></p>' +
        '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
        '<table><thead><tr><th>項目</th></tr></thead><tbody><tr><td colspan="2">値</td></tr></tbody></table>' +
        '<a href="/job_infos/1">求人</a><a href="https://kakehashi.example.com/columns/2">次</a>' +
        '<a href="https://www.example.org/report" rel="noopener noreferrer" target="_blank">外部</a>' +
        '<img src="/images/chart.png" alt="グラフ" width="600" loading="lazy" />',
    )
  })
})
