import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFuriganaAutofill,
  FURIGANA_POLL_INTERVAL_MS,
  isHiragana,
  toHiragana,
  toKatakana,
} from './furigana'

describe('kana conversion', () => {
  it.each([
    ['やまだ たろう', 'ヤマダ タロウ'],
    ['らーめん', 'ラーメン'],
    ['ぁゔゕゖゝゞ', 'ァヴヵヶヽヾ'],
    ['山田abc', '山田abc'],
  ])('%s ↔ %s', (hiragana, katakana) => {
    expect(toKatakana(hiragana)).toBe(katakana)
    expect(toHiragana(katakana)).toBe(hiragana)
  })

  it('keeps katakana without a hiragana twin', () => {
    expect(toHiragana('ヷﾔﾏﾀﾞ')).toBe('ヷﾔﾏﾀﾞ')
  })

  it.each([
    ['やまだ', true],
    ['やまだ\u3000たろう', true],
    ['らーめん', true],
    ['', false],
    ['ヤマダ', false],
    ['山田', false],
    ['yamada', false],
  ])('isHiragana(%j) is %s', (text, expected) => {
    expect(isHiragana(text)).toBe(expected)
  })
})

describe('createFuriganaAutofill', () => {
  let name: string
  let furigana: string
  let write: ReturnType<typeof vi.fn<(kana: string) => void>>

  beforeEach(() => {
    vi.useFakeTimers()
    name = ''
    furigana = ''
    write = vi.fn((kana: string) => {
      furigana = kana
    })
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  /** Types the values an IME shows in the name field, one poll apart. */
  function type(...values: string[]) {
    for (const value of values) {
      name = value
      vi.advanceTimersByTime(FURIGANA_POLL_INTERVAL_MS)
    }
  }

  function autofill(options: { katakana?: boolean; readFurigana?: () => string } = {}) {
    const fill = createFuriganaAutofill({ read: () => name, write, ...options })
    fill.start()
    return fill
  }

  it('polls every 30 ms by default', () => {
    expect(FURIGANA_POLL_INTERVAL_MS).toBe(30)
    autofill()
    name = 'や'
    vi.advanceTimersByTime(29)
    expect(furigana).toBe('')
    vi.advanceTimersByTime(1)
    expect(furigana).toBe('や')
  })

  it('appends the hiragana typed before each conversion', () => {
    autofill()
    type('y', 'や', 'やm', 'やま', 'やまd', 'やまだ')
    expect(furigana).toBe('やまだ')
    type('山田')
    expect(furigana).toBe('やまだ')
    type('山田 ', '山田 t', '山田 た', '山田 たろ', '山田 たろう')
    expect(furigana).toBe('やまだ たろう')
    type('山田 太郎')
    expect(furigana).toBe('やまだ たろう')
  })

  it('follows kana deleted before conversion', () => {
    autofill()
    type('や', 'やま', 'やまだ', 'やま')
    expect(furigana).toBe('やま')
  })

  it('treats a katakana conversion like a kanji one', () => {
    autofill()
    type('た', 'たな', 'たなか', 'タナカ', 'タナカ ', 'タナカ は', 'タナカ はな')
    expect(furigana).toBe('たなか はな')
  })

  it('ignores text that is not a reading', () => {
    autofill()
    type('J', 'Jo', 'John')
    expect(furigana).toBe('')
    expect(write).not.toHaveBeenCalled()
  })

  it('survives a conversion that first shows mixed text', () => {
    autofill()
    type('やまだたろう', '山田たろう', '山田太郎')
    expect(furigana).toBe('やまだたろう')
  })

  it('clears the furigana when the name is cleared', () => {
    autofill()
    type('や', 'やま', '山')
    type('')
    expect(furigana).toBe('')
    type('か', 'かわ')
    expect(furigana).toBe('かわ')
  })

  it('writes katakana when asked', () => {
    autofill({ katakana: true })
    type('や', 'やま', '山', '山 ', '山 ら', '山 らー')
    expect(furigana).toBe('ヤマ ラー')
  })

  it('writes only when the reading changes', () => {
    autofill()
    type('や', 'や', 'や')
    type('やm')
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('keeps the reading already in the field', () => {
    name = '山田'
    furigana = 'ヤマダ'
    autofill({ readFurigana: () => furigana })
    type('山田 ', '山田 は', '山田 はな')
    expect(furigana).toBe('やまだ はな')
  })

  it('stops polling on stop and can start again', () => {
    const fill = autofill()
    fill.start()
    expect(vi.getTimerCount()).toBe(1)
    fill.stop()
    expect(vi.getTimerCount()).toBe(0)
    type('や')
    expect(furigana).toBe('')
    fill.start()
    type('やま')
    expect(furigana).toBe('やま')
    fill.stop()
  })

  it('resumes after a restart without losing converted readings', () => {
    const fill = autofill()
    type('や', 'やま', '山', '山 ', '山 た')
    fill.stop()
    fill.start()
    type('山 たろ', '山 太郎')
    expect(furigana).toBe('やま たろ')
    fill.stop()
  })

  it('uses injected timers and interval', () => {
    const callbacks: (() => void)[] = []
    const setInterval = vi.fn((callback: () => void) => callbacks.push(callback))
    const clearInterval = vi.fn()
    const fill = createFuriganaAutofill({
      read: () => name,
      write,
      intervalMs: 50,
      setInterval,
      clearInterval,
    })
    fill.start()
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 50)
    name = 'か'
    callbacks[0]?.()
    expect(furigana).toBe('か')
    fill.stop()
    expect(clearInterval).toHaveBeenCalledWith(1)
  })
})
