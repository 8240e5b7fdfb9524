import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../lib/i18n'
import type { MailboxMail } from './api'
import { MailboxPage } from './mailbox-page'

const mail: MailboxMail = {
  id: 1,
  toAddress: 'yamada.taro@example.jp',
  subject: '【かけはし】メールアドレスの確認',
  textBody:
    '確認はこちら:\nhttps://kakehashi.example.com/confirm?token=abc\n<script>alert(1)</script>',
  status: 'sent',
  attempts: 0,
  lastError: null,
  sentAt: '2025-04-01T00:30:00.000Z',
  createdAt: '2025-04-01T00:30:00.000Z',
}

function render(mails: MailboxMail[], locale: 'ja' | 'en' = 'ja') {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/dev/mails']}>
      <I18nProvider locale={locale}>
        <MailboxPage mails={mails} />
      </I18nProvider>
    </MemoryRouter>,
  )
}

describe('MailboxPage', () => {
  it('shows the body as text, with its address as a link and markup left inert', () => {
    const html = render([mail])
    expect(html).toContain(mail.subject)
    expect(html).toContain(mail.toAddress)
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/kakehashi\.example\.com\/confirm\?token=abc"[^>]*>https:\/\/kakehashi\.example\.com\/confirm\?token=abc<\/a>/,
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    // Times in Japan's zone whatever the server's, so hydration prints the same.
    expect(html).toContain('9:30:00')
  })

  it('says so when there is no mail, in the chosen language', () => {
    expect(render([], 'en')).toContain('No mail yet.')
    expect(render([], 'ja')).toContain('まだメールはありません。')
  })
})
