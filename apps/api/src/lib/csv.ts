// CSV as spreadsheets read it (RFC 4180): cells quoted when they hold a quote, a comma or a line
// break, rows ending in CRLF. A file starts with a byte-order mark, without which Excel on a
// Japanese Windows machine reads UTF-8 as Shift_JIS and shows mojibake.

/** The byte-order mark that makes Excel read the file as UTF-8. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF'

/**
 * Text a spreadsheet would run as a formula when the file is opened (OWASP: CSV injection):
 * `=HYPERLINK(...)` in a candidate's note must arrive as text, not as a link to click.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell. Text that starts like a formula gets a leading apostrophe, which Excel hides. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One row, CRLF included. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
