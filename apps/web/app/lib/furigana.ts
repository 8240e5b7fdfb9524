// Furigana helpers of spec section 5: readings are kept in hiragana and turned into katakana only
// where a form asks for it. No framework here, so the auto-fill runs under fake timers in tests.

// Hiragana ぁ..ゖ and the iteration marks ゝゞ sit exactly 0x60 below their katakana.
const KANA_OFFSET = 0x60
const HIRAGANA_RANGE = /[\u3041-\u3096\u309D\u309E]/g
const KATAKANA_RANGE = /[\u30A1-\u30F6\u30FD\u30FE]/g

export function toKatakana(hiragana: string): string {
  return hiragana.replace(HIRAGANA_RANGE, (char) =>
    String.fromCharCode(char.charCodeAt(0) + KANA_OFFSET),
  )
}

/** Katakana without a hiragana twin (ヷ, ヺ, half-width forms) are kept as they are. */
export function toHiragana(katakana: string): string {
  return katakana.replace(KATAKANA_RANGE, (char) =>
    String.fromCharCode(char.charCodeAt(0) - KANA_OFFSET),
  )
}

// The same characters the shared `hiragana` validation rule accepts: hiragana, the long-vowel
// mark and ASCII or full-width spaces.
const HIRAGANA_TEXT = /^[\u3041-\u3096\u309D\u309E\u30FC \u3000]+$/

/** True for a non-empty text of hiragana, ー and spaces only. */
export function isHiragana(text: string): boolean {
  return HIRAGANA_TEXT.test(text)
}

// Characters of a reading that the auto-fill copies from the name field.
const READING_CHAR = /[\u3041-\u3096\u309D\u309E\u30FC \u3000]/
// Characters that may stand in the name field while the IME is still composing: the kana being
// typed and the romaji not yet turned into kana (half- or full-width, depending on the IME).
const COMPOSING_CHAR = /[\u3041-\u3096\u309D\u309E\u30FC \u3000A-Za-z\uFF21-\uFF3A\uFF41-\uFF5A']/

export const FURIGANA_POLL_INTERVAL_MS = 30

export interface FuriganaAutofillOptions {
  /** The current value of the name field. */
  read: () => string
  /** Puts the reading into the furigana field. */
  write: (kana: string) => void
  /**
   * The furigana already in the field when `start()` runs (an edit form). Without it an existing
   * reading would be replaced by only what is typed next.
   */
  readFurigana?: () => string
  intervalMs?: number
  katakana?: boolean
  setInterval?: (callback: () => void, ms: number) => unknown
  clearInterval?: (handle: unknown) => void
}

export interface FuriganaAutofill {
  start(): void
  stop(): void
}

function isComposing(text: string): boolean {
  return [...text].every((char) => COMPOSING_CHAR.test(char))
}

function readingOf(text: string): string {
  return [...text].filter((char) => READING_CHAR.test(char)).join('')
}

function commonPrefixLength(a: string, b: string): number {
  let index = 0
  while (index < a.length && index < b.length && a[index] === b[index]) index++
  return index
}

/**
 * Fills the furigana field from the hiragana a user types into the name field.
 *
 * Browsers expose no reading of converted kanji, so the field is polled while the IME composes:
 * the kana typed since the last conversion are the pending reading. When the name's new tail
 * holds anything else (kanji, katakana), the IME has converted it, so the pending kana are kept
 * as part of the reading and the converted text is not read again. Emptying the name empties the
 * furigana; other deletions inside converted text cannot be mapped back to kana, so the user
 * corrects the furigana by hand in that case, as with any auto-fill of this kind.
 */
export function createFuriganaAutofill({
  read,
  write,
  readFurigana,
  intervalMs = FURIGANA_POLL_INTERVAL_MS,
  katakana = false,
  setInterval: schedule = (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: cancel = (handle) =>
    globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}: FuriganaAutofillOptions): FuriganaAutofill {
  let handle: unknown
  let running = false
  let seeded = false
  let lastName = ''
  let confirmedName = ''
  let confirmedKana = ''
  let pendingKana = ''
  let written = ''

  const output = (kana: string) => (katakana ? toKatakana(kana) : kana)

  function emit(): void {
    const value = output(confirmedKana + pendingKana)
    if (value === written) return
    written = value
    write(value)
  }

  function reset(): void {
    confirmedName = ''
    confirmedKana = ''
    pendingKana = ''
  }

  function check(): void {
    const name = read()
    if (name === lastName) return
    lastName = name
    if (name === '') {
      reset()
      emit()
      return
    }
    if (!name.startsWith(confirmedName)) {
      confirmedName = confirmedName.slice(0, commonPrefixLength(confirmedName, name))
    }
    const tail = name.slice(confirmedName.length)
    if (isComposing(tail)) {
      pendingKana = readingOf(tail)
    } else {
      confirmedKana += pendingKana
      pendingKana = ''
      confirmedName = name
    }
    emit()
  }

  // What the name field holds before the first poll was typed earlier. The furigana field, when
  // readable, is its reading (and may have been corrected by hand while stopped); otherwise a
  // name of kana only is its own reading, and anything else is converted text of unknown reading.
  // Without readFurigana a restart resumes where stop() left off.
  function seed(): void {
    seeded = true
    lastName = read()
    pendingKana = ''
    if (readFurigana) {
      confirmedName = lastName
      confirmedKana = toHiragana(readFurigana())
    } else if (isComposing(lastName)) {
      confirmedName = ''
      confirmedKana = ''
      pendingKana = readingOf(lastName)
    } else {
      confirmedName = lastName
      confirmedKana = ''
    }
    written = output(confirmedKana + pendingKana)
  }

  return {
    start() {
      if (running) return
      running = true
      if (readFurigana || !seeded) seed()
      handle = schedule(check, intervalMs)
    },
    stop() {
      if (!running) return
      running = false
      cancel(handle)
      handle = undefined
    },
  }
}
