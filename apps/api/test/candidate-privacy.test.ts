import { auditEvents, createCompany, createMatch, type Database, users } from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF'),
])

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----kakehashi-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function candidateWithProfile(app: App, database: Database) {
  const { user, headers } = await signInCandidate(database.db, {
    fullName: '佐藤 健一',
    email: 'kenichi.sato@example.jp',
    password: 'correct-horse-battery',
  })
  await app.inject({
    method: 'PUT',
    url: '/api/v3/candidate/career_infos/1',
    headers,
    payload: {
      full_name: '佐藤 健一',
      full_name_kana: 'さとう けんいち',
      gender: 'male',
      birth_date: '1985-07-01',
      prefecture_id: 13,
      phone: '08098765432',
    },
  })
  return { user, headers }
}

async function recruiterOf(database: Database) {
  const { organisation, headers, user } = await signInRecruiter(database.db)
  const company = await createCompany(database.db, { organisationId: organisation.id })
  return { organisation, company, headers, user }
}

const PERSONAL = [
  '佐藤 健一',
  'さとう けんいち',
  'kenichi.sato@example.jp',
  '08098765432',
  '1985-07-01',
]

describe('what recruiters see of a candidate', () => {
  it('hides name, e-mail and phone until a match; the preview is the same answer', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await candidateWithProfile(app, database)
    const recruiter = await recruiterOf(database)

    const before = await app.inject({
      url: `/api/v3/client/candidates/${user.id}`,
      headers: recruiter.headers,
    })
    expect(before.statusCode).toBe(200)
    for (const value of PERSONAL) expect(before.body).not.toContain(value)
    expect(before.json()).toMatchObject({
      is_matched: false,
      contact: null,
      age: expect.any(Number),
    })
    const preview = await app.inject({ url: '/api/v3/candidate/recruiter_view', headers })
    expect(preview.json()).toEqual(before.json())

    await createMatch(database.db, recruiter.organisation.id, user.id)
    const after = await app.inject({
      url: `/api/v3/client/candidates/${user.id}`,
      headers: recruiter.headers,
    })
    expect(after.json().contact).toEqual({
      full_name: '佐藤 健一',
      full_name_kana: 'さとう けんいち',
      email: 'kenichi.sato@example.jp',
      phone: '08098765432',
    })
    const previewAfter = await app.inject({
      url: '/api/v3/candidate/recruiter_view?matched=true',
      headers,
    })
    expect(previewAfter.json()).toEqual(after.json())

    // Another organisation is still not matched.
    const other = await recruiterOf(database)
    const theirs = await app.inject({
      url: `/api/v3/client/candidates/${user.id}`,
      headers: other.headers,
    })
    for (const value of PERSONAL) expect(theirs.body).not.toContain(value)
  })

  it("a blocked company's recruiters do not find the candidate; others still do", async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await candidateWithProfile(app, database)
    const blocked = await recruiterOf(database)
    const other = await recruiterOf(database)
    const block = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/company_blocks',
      headers,
      payload: { company_id: blocked.company.id },
    })
    expect(block.statusCode).toBe(201)
    const again = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/company_blocks',
      headers,
      payload: { company_id: blocked.company.id },
    })
    expect(again.statusCode).toBe(200)
    expect(
      (await app.inject({ url: '/api/v3/candidate/company_blocks', headers })).json()
        .company_blocks,
    ).toHaveLength(1)
    expect(
      (await app.inject({ url: `/api/v3/client/candidates/${user.id}`, headers: blocked.headers }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ url: `/api/v3/client/candidates/${user.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(200)

    const { headers: otherHeaders } = await signInCandidate(database.db)
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v3/candidate/company_blocks/${block.json().id}`,
          headers: otherHeaders,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v3/candidate/company_blocks/${block.json().id}`,
          headers,
        })
      ).statusCode,
    ).toBe(204)
    expect(
      (await app.inject({ url: `/api/v3/client/candidates/${user.id}`, headers: blocked.headers }))
        .statusCode,
    ).toBe(200)
  })

  it('uploads a resume checked by content and size; only the owner and matched recruiters download it', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await candidateWithProfile(app, database)
    const recruiter = await recruiterOf(database)

    const png = multipart(
      'resume.pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    )
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/resume',
      headers: { ...headers, ...png.headers, cookie: 'i18n_redirected=ja' },
      payload: png.payload,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.issues[0]).toMatchObject({
      path: ['body', 'file'],
      message: 'PDFまたはWord形式のファイルを選択してください',
    })

    for (const [locale, message] of [
      ['ja', 'ファイルサイズが上限（5MB）を超えています'],
      ['en', 'The file size exceeds the limit of 5 MB'],
    ] as const) {
      const large = multipart('big.pdf', Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]))
      const tooLarge = await app.inject({
        method: 'POST',
        url: '/api/v3/candidate/resume',
        headers: { ...headers, ...large.headers, cookie: `i18n_redirected=${locale}` },
        payload: large.payload,
      })
      expect(tooLarge.statusCode).toBe(422)
      expect(tooLarge.json().error.issues[0].message).toBe(message)
    }

    const upload = multipart('職務経歴書.pdf', PDF)
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/resume',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(uploaded.statusCode).toBe(201)
    expect(uploaded.json()).toMatchObject({
      file_name: '職務経歴書.pdf',
      content_type: 'application/pdf',
      byte_size: PDF.length,
    })

    const own = await app.inject({ url: '/api/v3/candidate/resume', headers })
    expect(own.statusCode).toBe(200)
    expect(own.rawPayload.equals(PDF)).toBe(true)
    expect(own.headers['content-disposition']).toContain("filename*=UTF-8''%E8%81%B7")

    expect(
      (
        await app.inject({
          url: `/api/v3/client/candidates/${user.id}/resume`,
          headers: recruiter.headers,
        })
      ).statusCode,
    ).toBe(404)
    await createMatch(database.db, recruiter.organisation.id, user.id)
    const matched = await app.inject({
      url: `/api/v3/client/candidates/${user.id}/resume`,
      headers: recruiter.headers,
    })
    expect(matched.statusCode).toBe(200)
    expect(matched.rawPayload.equals(PDF)).toBe(true)
    // The download is in the audit trail; the refused one is not.
    const trail = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'candidate.resume_downloaded'))
    expect(trail).toEqual([
      expect.objectContaining({ actorUserId: recruiter.user.id, recordId: user.id }),
    ])
  })

  it('deletes the account: signed out, data blanked, invisible to recruiters, cannot sign in', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await candidateWithProfile(app, database)
    const recruiter = await recruiterOf(database)
    await createMatch(database.db, recruiter.organisation.id, user.id)

    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/v3/candidate',
      headers: { ...headers, cookie: 'i18n_redirected=ja' },
      payload: { password: 'not-my-password' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error.issues[0].path).toEqual(['body', 'password'])

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v3/candidate',
      headers,
      payload: { password: 'correct-horse-battery' },
    })
    expect(deleted.statusCode).toBe(204)
    expect((await app.inject({ url: '/api/v3/candidate', headers })).statusCode).toBe(401)
    expect(
      (
        await app.inject({
          url: `/api/v3/client/candidates/${user.id}`,
          headers: recruiter.headers,
        })
      ).statusCode,
    ).toBe(404)
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: 'kenichi.sato@example.jp', password: 'correct-horse-battery' },
    })
    expect(signIn.statusCode).toBe(401)
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      fullName: '',
      passwordHash: null,
      email: `deleted+${user.id}@invalid.kakehashi`,
    })
  })
})
