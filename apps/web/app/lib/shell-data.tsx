import type { Locale, PublicConfig } from '@kakehashi/contracts'
import { createContext } from 'react'
import type { SessionUser, ToastCode } from './access'

/** What the document shell needs: the root loader's answer. */
export interface ShellData {
  locale: Locale
  publicConfig: PublicConfig
  currentUser: SessionUser | null
  toast: ToastCode | null
}

/**
 * The shell's data when the root loader did not run: a 404 thrown by the root middleware (a
 * non-numeric id) stops every loader, yet the 404 page still needs the visitor's language and
 * the public base URL its home button links to. The server fills this from the request; the
 * page carries it to the browser in a JSON script so hydration renders the same.
 */
export const ShellDataContext = createContext<ShellData | undefined>(undefined)

export const SHELL_DATA_ELEMENT_ID = 'kakehashi-shell-data'

export function readShellData(): ShellData | undefined {
  const element = document.getElementById(SHELL_DATA_ELEMENT_ID)
  return element?.textContent ? (JSON.parse(element.textContent) as ShellData) : undefined
}

/** JSON for an inline script: `<` escaped so no text can close the script element. */
export function shellDataJson(data: ShellData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
