import type { Locator, Page } from 'playwright-core'

// How browser tests find a form's fields, their problems and the page's toast: the shared form
// components render each field in MUI's FormControl with its problem as the helper text.

/** The text as a regular expression that matches it literally. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form field by its label, which may carry the required mark. */
export const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`))

/** The problem shown under the field with this label (found by `fieldOf`, `field` unless given). */
export async function problemOf(
  page: Page,
  label: string,
  fieldOf: (page: Page, label: string) => Locator = field,
): Promise<string> {
  const control = page.locator('.MuiFormControl-root', { has: fieldOf(page, label) })
  return (await control.locator('.MuiFormHelperText-root').first().textContent()) ?? ''
}

/** Waits for the toast that says `text`. */
export const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).waitFor()
