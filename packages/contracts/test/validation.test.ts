import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ANNUAL_INCOME_MAX,
  annualIncomeSchema,
  BYTES_PER_MB,
  CAREER_DONE_MAX_LENGTH,
  careerDoneSchema,
  containsEmoji,
  DESTROY_KEY,
  emailSchema,
  FORM_INVALID_MESSAGE,
  fileSchema,
  fileSizeSchema,
  findTemplateProblems,
  hiraganaSchema,
  isPresent,
  keywordsSchema,
  type Locale,
  maxLengthCheck,
  nestedRecordSchema,
  numberSchema,
  numericInput,
  PASSWORD_MIN_LENGTH,
  parseYearMonth,
  passwordChangeSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  requiredValue,
  SCORE_RANGES,
  STRING_MAX_LENGTH,
  scoreSchema,
  scoutPitchSchema,
  splitKeywords,
  TEMPLATE_VARIABLES,
  templateTextSchema,
  textSchema,
  toErrorIssues,
  toeflItpScoreSchema,
  toeflScoreSchema,
  toeicScoreSchema,
  translateIssue,
  translateValidationMessage,
  VALIDATION_MESSAGES,
  withDestroyMarker,
  yearMonthSchema,
} from '../src/index.ts'

type Expected = { ja: string; en: string }

/** Every issue of a parse, as the user reads it in both languages. */
function messages(schema: z.ZodType, input: unknown): Expected[] {
  const result = schema.safeParse(input)
  if (result.success) return []
  return result.error.issues.map((issue) => ({
    ja: translateIssue(issue, 'ja'),
    en: translateIssue(issue, 'en'),
  }))
}

const REQUIRED: Expected = { ja: '入力してください', en: 'Please enter a value' }
const maxLength = (max: number): Expected => ({
  ja: `${max}文字以内で入力してください`,
  en: `Please enter at most ${max} characters`,
})
const numberMin = (min: number): Expected => ({
  ja: `${min}以上の数値を入力してください`,
  en: `Please enter a number of ${min} or more`,
})
const numberMax = (max: number): Expected => ({
  ja: `${max}以下の数値を入力してください`,
  en: `Please enter a number of ${max} or less`,
})
const INTEGER: Expected = { ja: '整数を入力してください', en: 'Please enter a whole number' }
const NUMBER: Expected = { ja: '数値を入力してください', en: 'Please enter a number' }
const INVALID: Expected = { ja: '入力内容が正しくありません', en: 'The value is invalid' }
const EMOJI: Expected = { ja: '絵文字は使用できません', en: 'Emoji cannot be used' }
const HIRAGANA: Expected = { ja: 'ひらがなで入力してください', en: 'Please enter in hiragana' }
const PHONE: Expected = {
  ja: '電話番号の形式が不正です',
  en: 'The phone number format is invalid',
}
const EMAIL: Expected = {
  ja: 'メールアドレスの形式が不正です',
  en: 'The e-mail address format is invalid',
}
const YEAR_MONTH: Expected = { ja: 'YYYY-MM形式で入力してください', en: 'Please enter as YYYY-MM' }
const PASSWORD_MIN: Expected = {
  ja: `${PASSWORD_MIN_LENGTH}文字以上で入力してください`,
  en: `Please enter at least ${PASSWORD_MIN_LENGTH} characters`,
}
const MISMATCH: Expected = {
  ja: '新しいパスワードと一致しません',
  en: 'Does not match new password',
}
const unknownVariable = (variable: string): Expected => ({
  ja: `変数（${variable}）は使用できません`,
  en: `You cannot use variables (${variable})`,
})
const MALFORMED: Expected = {
  ja: '変数の記述に誤りがあります',
  en: 'A variable is written incorrectly',
}
const TRIPLE: Expected = {
  ja: '波括弧を3つ続けて使用することはできません',
  en: 'Triple curly braces cannot be used',
}
const PITCH: Expected = {
  ja: '候補者へのアピール文を入力してください',
  en: 'Please enter your pitch to the candidate',
}
const fileTooLarge = (max: number): Expected => ({
  ja: `ファイルサイズが上限（${max}MB）を超えています`,
  en: `The file size exceeds the limit of ${max} MB`,
})

type Row = [label: string, input: unknown, expected: Expected[]]

function table(name: string, schema: z.ZodType, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('%s', (_label, input, expected) => {
      expect(messages(schema, input)).toEqual(expected)
    })
  })
}

const chars = (n: number, char = 'a') => char.repeat(n)

table('requiredValue', requiredValue(), [
  ['text', '山田', []],
  ['true', true, []],
  ['non-zero number', 3, []],
  ['object', {}, []],
  ['empty string', '', [REQUIRED]],
  ['ASCII spaces', '   ', [REQUIRED]],
  ['full-width spaces', '\u3000\u3000', [REQUIRED]],
  ['undefined', undefined, [REQUIRED]],
  ['null', null, [REQUIRED]],
  ['false', false, [REQUIRED]],
  ['zero', 0, [REQUIRED]],
])

table('requiredText', requiredText(), [
  ['text', 'a', []],
  ['blank', ' \u3000', [REQUIRED]],
  ['missing', undefined, [REQUIRED]],
  ['not a string', 12, [INVALID]],
])

table(`textSchema (max ${STRING_MAX_LENGTH})`, textSchema(), [
  ['empty', '', []],
  [`${STRING_MAX_LENGTH - 1} characters`, chars(STRING_MAX_LENGTH - 1), []],
  [`${STRING_MAX_LENGTH} characters`, chars(STRING_MAX_LENGTH), []],
  [
    `${STRING_MAX_LENGTH + 1} characters`,
    chars(STRING_MAX_LENGTH + 1),
    [maxLength(STRING_MAX_LENGTH)],
  ],
  [`${STRING_MAX_LENGTH} kanji`, chars(STRING_MAX_LENGTH, '漢'), []],
  ['surrogate pairs count once', chars(STRING_MAX_LENGTH, '𠮷'), []],
  ['too long and emoji', `${chars(STRING_MAX_LENGTH)}😀`, [maxLength(STRING_MAX_LENGTH), EMOJI]],
])

table('textSchema with a custom max', textSchema({ max: 3 }), [
  ['3', 'abc', []],
  ['4', 'abcd', [maxLength(3)]],
])

table('textSchema emoji', textSchema(), [
  ['plain Japanese', '株式会社かけはし', []],
  ['Japanese symbols', '☆★※〒♪♡→○●◎△□◇…〜「」①㈱', []],
  ['text-style ©®™', 'Kakehashi® ©2024 Brand™', []],
  ['face', '面接😀', [EMOJI]],
  ['heart with VS16', '❤️', [EMOJI]],
  ['text heart', '♥', [EMOJI]],
  ['© in emoji style', '©\uFE0F', [EMOJI]],
  ['flag', '🇯🇵', [EMOJI]],
  ['keycap', '1\uFE0F\u20E3', [EMOJI]],
  ['keycap without VS16', '#\u20E3', [EMOJI]],
  ['ZWJ family', '👨‍👩‍👧', [EMOJI]],
  ['skin tone', '👍🏽', [EMOJI]],
])

table('textSchema allowing emoji', textSchema({ allowEmoji: true }), [['face', '😀', []]])

table('hiraganaSchema', hiraganaSchema({ required: true }), [
  ['hiragana', 'やまだ', []],
  ['long vowel and spaces', 'らーめん たろう\u3000じろう', []],
  ['small and iteration marks', 'ぁゕゖゝゞゔ', []],
  ['katakana', 'ヤマダ', [HIRAGANA]],
  ['kanji', '山田', [HIRAGANA]],
  ['latin', 'yamada', [HIRAGANA]],
  ['half-width katakana', 'ﾔﾏﾀﾞ', [HIRAGANA]],
  ['blank', '', [REQUIRED]],
])

table('hiraganaSchema optional', hiraganaSchema(), [['blank', '', []]])

table('numberSchema', numberSchema({ min: 1, max: 10 }), [
  ['min', 1, []],
  ['max', 10, []],
  ['below', 0, [numberMin(1)]],
  ['above', 11, [numberMax(10)]],
  ['fraction allowed', 1.5, []],
  ['missing', undefined, [REQUIRED]],
  ['null', null, [REQUIRED]],
  ['string', '5', [NUMBER]],
  ['NaN', Number.NaN, [NUMBER]],
  ['Infinity', Number.POSITIVE_INFINITY, [NUMBER]],
])

table('numericInput for form strings', numericInput(numberSchema({ min: 1, max: 10 })), [
  ['numeric string', ' 5 ', []],
  ['number', 5, []],
  ['blank', '', [REQUIRED]],
  ['above', '11', [numberMax(10)]],
  ['words', 'five', [NUMBER]],
  ['hex is not a number here', '0x5', [NUMBER]],
  ['exponent is not a number here', '1e1', [NUMBER]],
])

const { toeic, toefl, toeflItp } = SCORE_RANGES
table('TOEIC', toeicScoreSchema(), [
  [`${toeic.min - 1}`, toeic.min - 1, [numberMin(toeic.min)]],
  [`${toeic.min}`, toeic.min, []],
  [`${toeic.max}`, toeic.max, []],
  [`${toeic.max + 1}`, toeic.max + 1, [numberMax(toeic.max)]],
  ['fraction', 500.5, [INTEGER]],
])
table('TOEFL', toeflScoreSchema(), [
  ['-1', -1, [numberMin(toefl.min)]],
  [`${toefl.min}`, toefl.min, []],
  [`${toefl.max}`, toefl.max, []],
  [`${toefl.max + 1}`, toefl.max + 1, [numberMax(toefl.max)]],
])
table('TOEFL ITP', toeflItpScoreSchema(), [
  [`${toeflItp.min - 1}`, toeflItp.min - 1, [numberMin(toeflItp.min)]],
  [`${toeflItp.min}`, toeflItp.min, []],
  [`${toeflItp.max}`, toeflItp.max, []],
  [`${toeflItp.max + 1}`, toeflItp.max + 1, [numberMax(toeflItp.max)]],
])

it('the score ranges are the spec figures', () => {
  expect([toeic.min, toeic.max, toefl.min, toefl.max, toeflItp.min, toeflItp.max]).toEqual([
    10, 990, 0, 120, 310, 677,
  ])
  expect(scoreSchema('toeic').safeParse(990).success).toBe(true)
})

table('annual income', annualIncomeSchema(), [
  ['0', 0, []],
  [`${ANNUAL_INCOME_MAX}`, ANNUAL_INCOME_MAX, []],
  [`${ANNUAL_INCOME_MAX + 1}`, ANNUAL_INCOME_MAX + 1, [numberMax(ANNUAL_INCOME_MAX)]],
  ['negative', -1, [numberMin(0)]],
  ['fraction', 500.5, [INTEGER]],
])

table('career done', careerDoneSchema(), [
  [`${CAREER_DONE_MAX_LENGTH}`, chars(CAREER_DONE_MAX_LENGTH), []],
  [
    `${CAREER_DONE_MAX_LENGTH + 1}`,
    chars(CAREER_DONE_MAX_LENGTH + 1),
    [maxLength(CAREER_DONE_MAX_LENGTH)],
  ],
])

table('phone', phoneSchema({ required: true }), [
  ['10 digits from 0', '0312345678', [PHONE]],
  ['11 digits from 0 (domestic)', '09012345678', []],
  ['11 digits from 0 with spaces around', ' 09012345678 ', []],
  ['12 digits from 0', '090123456789', [PHONE]],
  ['11 digits not from 0 (overseas)', '14155552671', []],
  ['12 digits not from 0 (overseas)', '447911123456', []],
  ['13 digits', '4479111234567', [PHONE]],
  ['10 digits not from 0', '4155552671', [PHONE]],
  ['hyphens', '090-1234-5678', [PHONE]],
  ['plus sign', '+14155552671', [PHONE]],
  ['full-width digits', '０９０１２３４５６７８', [PHONE]],
  ['letters', 'phone', [PHONE]],
  ['blank', '', [REQUIRED]],
  ['spaces only', '   ', [REQUIRED]],
])

table('phone optional', phoneSchema(), [['blank', '', []]])

table('email', emailSchema({ required: true }), [
  ['address', 'taro@example.com', []],
  ['loose but accepted', 'a@b', []],
  ['no at sign', 'taro.example.com', [EMAIL]],
  ['nothing before', '@example.com', [EMAIL]],
  ['nothing after', 'taro@', [EMAIL]],
  ['space inside', 'ta ro@example.com', [EMAIL]],
  ['full-width space inside', 'taro@\u3000example.com', [EMAIL]],
  ['blank', '', [REQUIRED]],
  ['too long', `${chars(STRING_MAX_LENGTH)}@x`, [maxLength(STRING_MAX_LENGTH)]],
])

table('year-month', yearMonthSchema({ required: true }), [
  ['dash', '2024-04', []],
  ['slash', '2024/4', []],
  ['december', '2024-12', []],
  ['month 0', '2024-00', [YEAR_MONTH]],
  ['month 13', '2024-13', [YEAR_MONTH]],
  ['three-digit month', '2024-012', [YEAR_MONTH]],
  ['two-digit year', '24-04', [YEAR_MONTH]],
  ['dot', '2024.04', [YEAR_MONTH]],
  ['with day', '2024-04-01', [YEAR_MONTH]],
  ['blank', '', [REQUIRED]],
])

it('parses year-months', () => {
  expect(parseYearMonth('2024/4')).toEqual({ year: 2024, month: 4 })
  expect(parseYearMonth('1999-09')).toEqual({ year: 1999, month: 9 })
  expect(parseYearMonth('2024-13')).toBeNull()
})

table('password', passwordSchema(), [
  [`${PASSWORD_MIN_LENGTH - 1} characters`, chars(PASSWORD_MIN_LENGTH - 1), [PASSWORD_MIN]],
  [`${PASSWORD_MIN_LENGTH} characters`, chars(PASSWORD_MIN_LENGTH), []],
  ['blank', '', [REQUIRED]],
])

describe('passwordChangeSchema', () => {
  const valid = {
    current_password: 'old-secret',
    password: 'new-secret',
    password_confirmation: 'new-secret',
  }

  it('accepts a matching change', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid)
  })

  it('reports a mismatch on the confirmation field', () => {
    const result = passwordChangeSchema.safeParse({ ...valid, password_confirmation: 'other-one' })
    expect(result.error?.issues.map((issue) => [issue.path, translateIssue(issue, 'ja')])).toEqual([
      [['password_confirmation'], MISMATCH.ja],
    ])
    expect(result.error?.issues.map((issue) => translateIssue(issue, 'en'))).toEqual([MISMATCH.en])
  })

  it('reports every field at once', () => {
    const result = passwordChangeSchema.safeParse({
      current_password: '',
      password: 'short',
      password_confirmation: 'shorter',
    })
    expect(result.error?.issues.map((issue) => [issue.path, translateIssue(issue, 'en')])).toEqual([
      [['current_password'], REQUIRED.en],
      [['password'], PASSWORD_MIN.en],
      [['password_confirmation'], MISMATCH.en],
    ])
  })

  it('asks for every missing field', () => {
    expect(messages(passwordChangeSchema, {})).toEqual([REQUIRED, REQUIRED, REQUIRED])
  })
})

table('template variables', templateTextSchema(), [
  ['no variables', 'はじめまして', []],
  ['every allowed variable', TEMPLATE_VARIABLES.map((name) => `{{${name}}}様`).join(' '), []],
  ['single braces are text', '{memo} {x}', []],
  ['unknown', '{{salary}}', [unknownVariable('{{salary}}')]],
  [
    'several unknown, each once',
    '{{salary}} {{age}} {{salary}}',
    [unknownVariable('{{salary}}, {{age}}')],
  ],
  ['empty', '{{ }}', [MALFORMED]],
  ['inner spaces', '{{ company_name }}', [MALFORMED]],
  ['unclosed', 'こんにちは{{company_name', [MALFORMED]],
  ['unopened', 'company_name}}', [MALFORMED]],
  ['malformed and unknown', '{{a-b}} {{foo}}', [MALFORMED, unknownVariable('{{foo}}')]],
  ['triple braces', '{{{company_name}}}', [TRIPLE]],
  ['triple braces opening only', '{{{', [TRIPLE]],
])

it('finds template problems with a custom allow-list', () => {
  expect(findTemplateProblems('{{a}}', ['a'])).toEqual([])
  expect(findTemplateProblems('{{company_name}}', ['a'])).toEqual([
    { kind: 'unknown', variables: ['{{company_name}}'] },
  ])
})

table('special scout pitch', scoutPitchSchema(), [
  ['pitch', 'ぜひ一度お話しさせてください', []],
  ['blank', ' ', [PITCH]],
  ['missing', undefined, [PITCH]],
])

table('special scout pitch with a limit', scoutPitchSchema({ max: 5 }), [
  ['too long', 'abcdef', [maxLength(5)]],
])

table('file', fileSchema(2), [
  ['exactly 2 MB', { size: 2 * BYTES_PER_MB }, []],
  ['one byte over', { size: 2 * BYTES_PER_MB + 1 }, [fileTooLarge(2)]],
  ['missing', undefined, [REQUIRED]],
  ['not a file', 'file.pdf', [INVALID]],
])

it('keeps the file object itself', () => {
  const file = new Blob(['x'])
  expect(fileSchema<Blob>(1).parse(file)).toBe(file)
})

table('file size', fileSizeSchema(5), [
  ['5 MB', 5 * BYTES_PER_MB, []],
  ['over', 5 * BYTES_PER_MB + 1, [fileTooLarge(5)]],
])

describe('keywords', () => {
  it.each([
    ['営業 東京', ['営業', '東京']],
    ['営業\u3000東京', ['営業', '東京']],
    ['  営業 \u3000 東京\u3000', ['営業', '東京']],
    ['', []],
    [' \u3000 ', []],
    ['one', ['one']],
  ])('%j', (text, terms) => {
    expect(splitKeywords(text)).toEqual(terms)
  })

  it('parses a field into terms within the length limit', () => {
    expect(keywordsSchema({ max: 100 }).parse('Java　Go')).toEqual(['Java', 'Go'])
    expect(messages(keywordsSchema({ max: 3 }), 'a b c')).toEqual([maxLength(3)])
  })
})

describe('nested records', () => {
  const career = nestedRecordSchema(
    z.object({ id: z.number().optional(), company: requiredText() }),
  )

  it('accepts a destroy marker without the other fields', () => {
    expect(career.parse(withDestroyMarker({ id: 7 }))).toEqual({ id: 7, [DESTROY_KEY]: true })
    expect(career.parse({ id: '7', _destroy: true })).toEqual({ id: 7, _destroy: true })
  })

  it('validates a kept record in full', () => {
    expect(career.parse({ company: 'かけはし' })).toEqual({ company: 'かけはし' })
    expect(career.parse({ id: 1, company: 'A', _destroy: false })).toEqual({
      id: 1,
      company: 'A',
      _destroy: false,
    })
    expect(messages(career, { company: '' })).toEqual([REQUIRED])
  })

  it('refuses a destroy marker without an id', () => {
    expect(messages(career, { _destroy: true })).toEqual([REQUIRED])
    expect(messages(career, { id: 0, _destroy: true })).toEqual([INVALID])
  })
})

describe('messages', () => {
  it('every key has a message in both languages', () => {
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      for (const locale of ['ja', 'en'] as const) {
        expect(translateValidationMessage(key, locale), `${locale}:${key}`).not.toBe(key)
      }
    }
  })

  it('offers the form-wide message', () => {
    expect(translateValidationMessage(FORM_INVALID_MESSAGE, 'ja')).toBe('入力内容に問題があります')
    expect(translateValidationMessage(FORM_INVALID_MESSAGE, 'en')).toBe(
      'There are problems in the input',
    )
  })

  it('defaults to Japanese', () => {
    expect(translateIssue({ message: VALIDATION_MESSAGES.required })).toBe(REQUIRED.ja)
  })

  it('never shows zod’s own English', () => {
    const issue = z.string().safeParse(1).error!.issues[0]!
    expect(translateIssue(issue, 'ja')).toBe(INVALID.ja)
    expect(translateIssue({ message: 'validation.noSuchKey' }, 'en')).toBe(INVALID.en)
    expect(translateIssue({ message: 'validation.toString' }, 'en')).toBe(INVALID.en)
  })

  it('ignores variables that cannot appear in text', () => {
    const issue = { message: VALIDATION_MESSAGES.maxLength, params: { max: { x: 1 } } }
    expect(translateIssue(issue, 'en')).toBe('Please enter at most {{max}} characters')
  })

  it('builds 422 issues with the key as code', () => {
    const schema = z.object({ profile: z.object({ name: requiredText() }) })
    const issues = schema.safeParse({ profile: { name: '' } }).error!.issues
    expect(toErrorIssues(issues, 'en')).toEqual([
      { path: ['profile', 'name'], message: REQUIRED.en, code: VALIDATION_MESSAGES.required },
    ])
    expect(toErrorIssues(issues, 'ja' satisfies Locale)[0]?.message).toBe(REQUIRED.ja)
  })

  it('attaches to other schemas', () => {
    const schema = z.string().check(maxLengthCheck(2))
    expect(messages(schema, 'abc')).toEqual([maxLength(2)])
  })
})

it('isPresent and containsEmoji agree with the rules', () => {
  expect([isPresent(' '), isPresent('x'), isPresent(1), isPresent(0)]).toEqual([
    false,
    true,
    true,
    false,
  ])
  expect(containsEmoji('🎉')).toBe(true)
  expect(containsEmoji('祝')).toBe(false)
})
