import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from '../src/lib/csv.ts'

describe('CSV cells', () => {
  it('quotes a cell holding a quote, a comma or a line break', () => {
    expect(csvCell('山田 花子')).toBe('山田 花子')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(-12)).toBe('-12')
  })

  it.each([
    '=HYPERLINK("https://evil.example","click")',
    '+81 90',
    '-1+2',
    '@SUM(A1)',
    '\tx',
    '\rx',
  ])('writes %j as text, never as a formula', (value) => {
    const cell = csvCell(value)
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('ends each row with CRLF', () => {
    expect(csvRow([1, 'a', null])).toBe('1,a,\r\n')
  })
})
