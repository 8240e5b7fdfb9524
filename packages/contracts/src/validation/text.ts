import { z } from 'zod'
import { STRING_MAX_LENGTH } from '../constants.ts'
import { reportIssue, stringInput } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'

/** A check attachable to any string schema: `z.string().check(maxLengthCheck(100))`. */
export type StringCheck = (payload: z.core.ParsePayload<string>) => void

/** Blank means empty after removing ASCII and full-width spaces, as forms in Japanese produce both. */
export function isBlank(value: string): boolean {
  return value.trim() === ''
}

/** The spec's "required": a non-blank string, or any other truthy value. */
export function isPresent(value: unknown): boolean {
  return typeof value === 'string' ? !isBlank(value) : Boolean(value)
}

/**
 * Length in code points, not UTF-16 units: the database counts characters that way, and a user
 * sees a surrogate pair (𠮷, most emoji) as one character.
 */
export function characterLength(value: string): number {
  let length = 0
  for (const _ of value) length++
  return length
}

// ©, ® and ™ are Extended_Pictographic but appear in company and product names as plain text;
// they count as emoji only in their emoji presentation (followed by U+FE0F).
const EMOJI_PATTERN =
  /(?![©®™](?!\uFE0F))\p{Extended_Pictographic}|\p{Regional_Indicator}|[0-9#*]\uFE0F?\u20E3/u

export function containsEmoji(value: string): boolean {
  return EMOJI_PATTERN.test(value)
}

// Hiragana (including ゔ, small ゕゖ and the iteration marks ゝゞ), the long-vowel mark that
// readings such as らーめん need, and ASCII or full-width spaces between given and family name.
const HIRAGANA_PATTERN = /^[\u3041-\u3096\u309D\u309E\u30FC \u3000]*$/u

/** True when every character is hiragana, ー or a space (an empty string is left to `required`). */
export function isHiraganaText(value: string): boolean {
  return HIRAGANA_PATTERN.test(value)
}

export function requiredCheck(): StringCheck {
  return (payload) => {
    if (isBlank(payload.value)) reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
  }
}

export function maxLengthCheck(max: number = STRING_MAX_LENGTH): StringCheck {
  return (payload) => {
    if (characterLength(payload.value) > max) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.maxLength, { max })
    }
  }
}

export function noEmojiCheck(): StringCheck {
  return (payload) => {
    if (containsEmoji(payload.value)) reportIssue(payload, payload.value, VALIDATION_MESSAGES.emoji)
  }
}

export function hiraganaCheck(): StringCheck {
  return (payload) => {
    if (!isHiraganaText(payload.value)) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.hiragana)
    }
  }
}

/** Any value that is present in the spec's sense: a non-blank string or a truthy value. */
export function requiredValue(): z.ZodUnknown {
  return z.unknown().check((payload) => {
    if (!isPresent(payload.value)) reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
  })
}

export interface TextOptions {
  /** Blank is an issue. Off by default; pair with `.optional()` for fields that may be absent. */
  required?: boolean
  /** At most this many characters; `STRING_MAX_LENGTH` unless given, `Infinity` for none. */
  max?: number
  /** Emoji are refused unless allowed. */
  allowEmoji?: boolean
}

/** The common text field: optional blank check, length limit and emoji ban. */
export function textSchema({
  required = false,
  max = STRING_MAX_LENGTH,
  allowEmoji = false,
}: TextOptions = {}): z.ZodString {
  const checks: StringCheck[] = []
  if (required) checks.push(requiredCheck())
  if (Number.isFinite(max)) checks.push(maxLengthCheck(max))
  if (!allowEmoji) checks.push(noEmojiCheck())
  return checks.length > 0 ? stringInput().check(...checks) : stringInput()
}

/** A non-blank text field, e.g. a name. */
export function requiredText(options: Omit<TextOptions, 'required'> = {}): z.ZodString {
  return textSchema({ ...options, required: true })
}

/** A reading (furigana) field: hiragana, ー and spaces only. */
export function hiraganaSchema(options: Omit<TextOptions, 'allowEmoji'> = {}): z.ZodString {
  return textSchema(options).check(hiraganaCheck())
}
