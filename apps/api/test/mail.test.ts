import type { AddressInfo } from 'node:net'
import net from 'node:net'
import type { DevMail } from '@kakehashi/contracts'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { enqueueMail } from '../src/modules/mail/mail-service.ts'
import { createTestApp } from './helpers.ts'

const JAPANESE_MAIL = {
  to: 'yamada.taro@example.jp',
  subject: '【かけはし】メールアドレスの確認',
  text: '山田 太郎 様\n\n以下のリンクから登録を完了してください。\nhttps://kakehashi.example.com/confirm?token=abc123\n\n― かけはし事務局',
}

// Servers opened by a test, closed after it (after the app, which the helper closes first).
const servers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (servers.length > 0) await servers.pop()?.()
})

interface ReceivedMail {
  envelopeTo: string[]
  raw: string
}

/**
 * A real SMTP server on 127.0.0.1. `rejectFirst` answers the first message with a temporary
 * failure, as a busy or greylisting server does.
 */
async function startSmtpServer(options: { port?: number; rejectFirst?: boolean } = {}) {
  const received: ReceivedMail[] = []
  let messages = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages += 1
        if (options.rejectFirst && messages === 1) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          return
        }
        received.push({
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  servers.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.server.address() as AddressInfo
  return { port, received, attempts: () => messages }
}

/** A port nothing listens on: connections to it are refused, like a mail server that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function mailbox(app: App): Promise<DevMail[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v3/dev/mails' })
  expect(response.statusCode).toBe(200)
  return (response.json() as { mails: DevMail[] }).mails
}

async function onlyMail(app: App): Promise<DevMail> {
  const mails = await mailbox(app)
  expect(mails).toHaveLength(1)
  return mails[0]!
}

/** Just enough MIME to read what nodemailer wrote: unfolded headers, encoded words, one body. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n')
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const decodeWords = (value: string) =>
    value
      .replace(/(\?=)\s+(=\?)/g, '$1$2')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
        encoding.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
      )
  const body = raw.slice(split + 4)
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
        : body
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    to: headers.get('to'),
    from: headers.get('from'),
    contentType: headers.get('content-type'),
    text: text.replace(/\r\n/g, '\n'),
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

describe('mail without SMTP (outbox only)', () => {
  it('keeps every mail in the outbox and shows it in the dev mailbox, newest first', async () => {
    const { app } = await createTestApp()
    await enqueueMail(app, { to: 'first@example.com', subject: 'First', text: 'one' })
    await enqueueMail(app, JAPANESE_MAIL)

    const mails = await mailbox(app)
    expect(mails.map((mail) => mail.subject)).toEqual([JAPANESE_MAIL.subject, 'First'])
    const [latest] = mails
    // The row is the delivery: nothing waits for a transport that does not exist.
    expect(latest).toMatchObject({
      to_address: JAPANESE_MAIL.to,
      text_body: JAPANESE_MAIL.text,
      status: 'sent',
      attempts: 0,
      last_error: null,
    })
    expect(Date.parse(latest!.sent_at!)).not.toBeNaN()

    const one = await app.inject({ method: 'GET', url: `/api/v3/dev/mails/${latest!.id}` })
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual(latest)
    const missing = await app.inject({ method: 'GET', url: '/api/v3/dev/mails/999999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('notFound')
  })

  it('lists the latest 50 mails only', async () => {
    const { app } = await createTestApp()
    for (let i = 1; i <= 51; i++) {
      await enqueueMail(app, { to: 'bulk@example.com', subject: `Mail ${i}`, text: `${i}` })
    }
    const mails = await mailbox(app)
    expect(mails).toHaveLength(50)
    expect(mails[0]?.subject).toBe('Mail 51')
    expect(mails.at(-1)?.subject).toBe('Mail 2')
  })

  it('does not exist in production', async () => {
    const { app } = await createTestApp({ env: { NODE_ENV: 'production' } })
    await enqueueMail(app, JAPANESE_MAIL)
    for (const url of ['/api/v3/dev/mails', '/api/v3/dev/mails/1']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
    }
  })
})

describe('mail over SMTP', () => {
  it('delivers a Japanese mail to the SMTP server and marks it sent', async () => {
    const smtp = await startSmtpServer()
    const { app } = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } })

    await enqueueMail(app, JAPANESE_MAIL)
    const [delivered] = await waitFor('the SMTP server to receive the mail', () =>
      smtp.received.length > 0 ? smtp.received : undefined,
    )

    expect(delivered!.envelopeTo).toEqual([JAPANESE_MAIL.to])
    const message = parseMessage(delivered!.raw)
    expect(message.subject).toBe(JAPANESE_MAIL.subject)
    expect(message.to).toBe(JAPANESE_MAIL.to)
    expect(message.from).toContain('no-reply@kakehashi.example.com')
    expect(message.contentType).toMatch(/^text\/plain; charset=utf-8/i)
    expect(message.text.trimEnd()).toBe(JAPANESE_MAIL.text)

    const mail = await waitFor('the mail to be marked sent', async () => {
      const row = await onlyMail(app)
      return row.status === 'sent' ? row : undefined
    })
    expect(mail).toMatchObject({ attempts: 1, last_error: null })
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps the mail queued while the mail server is down and delivers it once it is back', async () => {
    const port = await closedPort()
    const { app } = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })

    await enqueueMail(app, JAPANESE_MAIL)
    const failed = await waitFor('a failed delivery attempt', async () => {
      const row = await onlyMail(app)
      return row.attempts >= 1 && row.last_error ? row : undefined
    })
    expect(failed.status).toBe('queued')
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i)

    // The mail server comes back on the same address; the next retry delivers.
    const smtp = await startSmtpServer({ port })
    const sent = await waitFor('the retried delivery', async () => {
      const row = await onlyMail(app)
      return row.status === 'sent' ? row : undefined
    })
    expect(sent.attempts).toBeGreaterThanOrEqual(2)
    expect(smtp.received).toHaveLength(1)
    expect(parseMessage(smtp.received[0]!.raw).subject).toBe(JAPANESE_MAIL.subject)
  })

  it('retries a mail the server refused with a temporary error', async () => {
    const smtp = await startSmtpServer({ rejectFirst: true })
    const { app } = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } })

    await enqueueMail(app, JAPANESE_MAIL)
    const sent = await waitFor('the retried delivery', async () => {
      const row = await onlyMail(app)
      return row.status === 'sent' ? row : undefined
    })
    expect(smtp.attempts()).toBe(2)
    expect(smtp.received).toHaveLength(1)
    expect(sent.attempts).toBe(2)
    // The failure that delayed it stays on record.
    expect(sent.last_error).toMatch(/451/)
  })

  it('writes nothing and delivers nothing when the caller’s transaction rolls back', async () => {
    const smtp = await startSmtpServer()
    const { app, database } = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    })

    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(app, JAPANESE_MAIL, { tx })
        throw new Error('the surrounding work failed')
      }),
    ).rejects.toThrow('the surrounding work failed')

    await enqueueMail(app, { ...JAPANESE_MAIL, subject: 'committed' })
    await waitFor('the committed mail', () => (smtp.received.length > 0 ? true : undefined))
    // Give a stray job for the rolled-back mail a chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(smtp.received.map((mail) => parseMessage(mail.raw).subject)).toEqual(['committed'])
    expect((await mailbox(app)).map((mail) => mail.subject)).toEqual(['committed'])
  })
})
