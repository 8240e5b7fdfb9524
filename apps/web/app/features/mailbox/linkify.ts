export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// Up to the first whitespace or a character that cannot be part of a URL in plain text mail.
const URL_PATTERN = /https?:\/\/[^\s<>"'「」『』（）、。]+/g
// Sentence punctuation right after a URL belongs to the sentence, not to the address.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/

/**
 * Splits plain text into text and http(s) links, so a mail body can be shown as text with
 * clickable links and never be interpreted as HTML. Only http and https become links.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '')
    const start = match.index
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    parts.push({ kind: 'link', text: url, href: url })
    last = start + url.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
