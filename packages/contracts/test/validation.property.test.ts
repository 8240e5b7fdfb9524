import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { z as zod } from 'zod'
import {
  annualIncomeSchema,
  careerDoneSchema,
  emailSchema,
  fileSchema,
  fileSizeSchema,
  hiraganaSchema,
  isValidationMessageKey,
  joinKeywords,
  keywordsSchema,
  nestedRecordSchema,
  numberSchema,
  numericInput,
  passwordChangeSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  requiredValue,
  scoreSchema,
  scoutPitchSchema,
  splitKeywords,
  templateTextSchema,
  textSchema,
  toErrorIssues,
  translateIssue,
  yearMonthSchema,
} from '../src/index.ts'

const rules: [string, z.ZodType][] = [
  ['requiredValue', requiredValue()],
  ['requiredText', requiredText()],
  ['textSchema', textSchema()],
  ['hiraganaSchema', hiraganaSchema({ required: true })],
  ['numberSchema', numberSchema({ min: 0, max: 10, integer: true })],
  ['numericInput', numericInput(numberSchema({ min: 0 }))],
  ['toeic', scoreSchema('toeic')],
  ['toefl', scoreSchema('toefl')],
  ['toeflItp', scoreSchema('toeflItp')],
  ['annualIncome', annualIncomeSchema()],
  ['careerDone', careerDoneSchema()],
  ['phone', phoneSchema({ required: true })],
  ['email', emailSchema({ required: true })],
  ['yearMonth', yearMonthSchema({ required: true })],
  ['password', passwordSchema()],
  ['passwordChange', passwordChangeSchema],
  ['template', templateTextSchema()],
  ['scoutPitch', scoutPitchSchema()],
  ['file', fileSchema(1)],
  ['fileSize', fileSizeSchema(1)],
  ['keywords', keywordsSchema()],
  ['nestedRecord', nestedRecordSchema(zod.object({ name: requiredText() }))],
]

// Everything a request body or a form can hold, plus the text that trips string rules: emoji,
// kana, braces and surrogate halves.
const tricky = fc.constantFrom('{{', '}}', '{{{', '😀', 'ー', 'や', '\u3000', '\uD800', '@', '-')
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(tricky, fc.string()), { maxLength: 8 }).map((parts) => parts.join('')),
)
const anyValue = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
  anyText,
  fc.double(),
  fc.constantFrom(null, undefined, Number.NaN, -0, Number.POSITIVE_INFINITY),
  fc.record({
    current_password: anyText,
    password: anyText,
    password_confirmation: anyText,
    size: fc.double(),
    _destroy: fc.boolean(),
    id: fc.oneof(fc.integer(), fc.string()),
    name: anyText,
  }),
)

describe('no input makes a rule throw', () => {
  it.each(rules)('%s', (_name, schema) => {
    fc.assert(
      fc.property(anyValue, (input) => {
        const result = schema.safeParse(input)
        if (result.success) return
        for (const issue of result.error.issues) {
          expect(typeof translateIssue(issue, 'ja')).toBe('string')
          expect(typeof translateIssue(issue, 'en')).toBe('string')
        }
        for (const issue of toErrorIssues(result.error.issues, 'en')) {
          expect(isValidationMessageKey(issue.code)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('keyword splitter', () => {
  const space = fc.constantFrom(' ', '\u3000')
  const term = fc.string({ minLength: 1 }).filter((text) => !/[ \u3000]/.test(text))

  it('round-trips terms joined by any run of spaces', () => {
    fc.assert(
      fc.property(
        fc.array(term),
        fc.array(fc.array(space, { minLength: 1, maxLength: 3 })),
        (terms, gaps) => {
          const text = terms.map((t, i) => (gaps[i]?.join('') ?? ' ') + t).join(' ')
          expect(splitKeywords(text)).toEqual(terms)
          expect(splitKeywords(joinKeywords(terms))).toEqual(terms)
        },
      ),
    )
  })

  it('is stable: splitting a joined split changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const terms = splitKeywords(text)
        expect(splitKeywords(joinKeywords(terms))).toEqual(terms)
        for (const t of terms) expect(t).not.toMatch(/^$|[ \u3000]/)
      }),
    )
  })
})
