import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the rest as text', () => {
    expect(
      linkify('確認はこちら:\nhttps://kakehashi.example.com/confirm?token=abc&x=1\nよろしく'),
    ).toEqual([
      { kind: 'text', text: '確認はこちら:\n' },
      {
        kind: 'link',
        text: 'https://kakehashi.example.com/confirm?token=abc&x=1',
        href: 'https://kakehashi.example.com/confirm?token=abc&x=1',
      },
      { kind: 'text', text: '\nよろしく' },
    ])
  })

  it('leaves sentence punctuation and Japanese text after an address out of the link', () => {
    expect(linkify('See http://a.example/x. Then 詳細はhttp://b.example/y、以上')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'http://a.example/x', href: 'http://a.example/x' },
      { kind: 'text', text: '. Then 詳細は' },
      { kind: 'link', text: 'http://b.example/y', href: 'http://b.example/y' },
      { kind: 'text', text: '、以上' },
    ])
  })

  it('never links other schemes and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) <a href="https://evil.example">x</a> data:text/html,hi'
    const parts = linkify(text)
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://evil.example',
    ])
    expect(parts.map((part) => part.text).join('')).toBe(text)
  })

  it('returns no parts for an empty body', () => {
    expect(linkify('')).toEqual([])
  })
})
