import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { camelCaseKey, snakeCaseKey, toCamelCaseKeys, toSnakeCaseKeys } from './case-conversion'

describe('snakeCaseKey / camelCaseKey', () => {
  it.each([
    ['fooBar1', 'foo_bar1'],
    ['fooBar', 'foo_bar'],
    ['foo', 'foo'],
    ['foo_bar', 'foo_bar'],
    ['_destroy', '_destroy'],
    ['addressLine2Kana', 'address_line2_kana'],
    ['userID', 'user_i_d'],
    ['planA', 'plan_a'],
    ['FooBar', 'foo_bar'],
    ['id', 'id'],
    ['123', '123'],
  ])('snake %s → %s', (input, expected) => {
    expect(snakeCaseKey(input)).toBe(expected)
  })

  it.each([
    ['foo_bar1', 'fooBar1'],
    ['foo_bar', 'fooBar'],
    ['fooBar', 'fooBar'],
    ['_destroy', '_destroy'],
    ['address_line2_kana', 'addressLine2Kana'],
    ['foo_1', 'foo_1'],
    ['redirect_to', 'redirectTo'],
  ])('camel %s → %s', (input, expected) => {
    expect(camelCaseKey(input)).toBe(expected)
  })
})

describe('toSnakeCaseKeys / toCamelCaseKeys', () => {
  const camel = {
    jobInfo: {
      titleJa: 'x',
      skillIds: [1, 2],
      careerItems: [
        { companyName: 'A', _destroy: true, tags: [{ tagName: 't' }] },
        [{ nestedInArray: 1 }],
      ],
    },
    createdAt: new Date('2024-01-02T03:04:05Z'),
    emptyList: [],
    nothing: null,
  }
  const snake = {
    job_info: {
      title_ja: 'x',
      skill_ids: [1, 2],
      career_items: [
        { company_name: 'A', _destroy: true, tags: [{ tag_name: 't' }] },
        [{ nested_in_array: 1 }],
      ],
    },
    created_at: camel.createdAt,
    empty_list: [],
    nothing: null,
  }

  it('converts nested objects and arrays both ways', () => {
    expect(toSnakeCaseKeys(camel)).toEqual(snake)
    expect(toCamelCaseKeys(snake)).toEqual(camel)
  })

  it('leaves Date, File, Blob, FormData and class instances untouched', () => {
    class Point {
      constructor(public readonly xValue: number) {}
    }
    const date = new Date()
    const file = new File(['x'], 'a.txt')
    const blob = new Blob(['y'])
    const form = new FormData()
    const point = new Point(1)
    const out = toSnakeCaseKeys({
      aDate: date,
      aFile: file,
      aBlob: blob,
      aForm: form,
      aPoint: point,
    })
    expect(out.a_date).toBe(date)
    expect(out.a_file).toBe(file)
    expect(out.a_blob).toBe(blob)
    expect(out.a_form).toBe(form)
    expect(out.a_point).toBe(point)
    expect(Object.keys(out.a_point)).toEqual(['xValue'])
  })

  it.each([null, undefined, 1, 'someString', true])('passes scalar %s through', (value) => {
    expect(toSnakeCaseKeys(value)).toBe(value)
    expect(toCamelCaseKeys(value)).toBe(value)
  })

  it('does not mutate its input', () => {
    const input = { fooBar: { bazQux: [1] } }
    toSnakeCaseKeys(input)
    expect(input).toEqual({ fooBar: { bazQux: [1] } })
  })

  it('types the converted keys', () => {
    const out = toCamelCaseKeys({ foo_bar1: { _destroy: true, list_items: [{ item_id: 1 }] } })
    const id: number | undefined = out.fooBar1.listItems[0]?.itemId
    const destroy: boolean = out.fooBar1._destroy
    expect([id, destroy]).toEqual([1, true])
  })
})

describe('round-trip properties', () => {
  const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/)
  const snakeKey = fc
    .tuple(fc.boolean(), fc.array(word, { minLength: 1, maxLength: 4 }))
    .map(([marker, words]) => (marker ? '_' : '') + words.join('_'))

  const snakeValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(snakeKey, tie('value'), { maxKeys: 4 }),
    ),
  })).value

  it('snake → camel → snake returns the same value', () => {
    fc.assert(
      fc.property(fc.dictionary(snakeKey, snakeValue, { maxKeys: 5 }), (input) => {
        expect(toSnakeCaseKeys(toCamelCaseKeys(input))).toEqual(input)
      }),
    )
  })

  it('camel → snake → camel returns the same value for camelCase keys', () => {
    const camelKey = snakeKey.map(camelCaseKey)
    fc.assert(
      fc.property(fc.dictionary(camelKey, fc.integer(), { maxKeys: 5 }), (input) => {
        expect(toCamelCaseKeys(toSnakeCaseKeys(input))).toEqual(input)
      }),
    )
  })

  it('conversion keeps the number of keys (no collisions for snake_case input)', () => {
    fc.assert(
      fc.property(fc.dictionary(snakeKey, fc.integer(), { maxKeys: 8 }), (input) => {
        expect(Object.keys(toCamelCaseKeys(input))).toHaveLength(Object.keys(input).length)
      }),
    )
  })
})
