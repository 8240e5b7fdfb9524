import { type ReactNode, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Links, Meta, UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router'

/**
 * The browser hydrates only this element of the server's document (decision 023): Preact's
 * React layer cannot adopt a whole document (`<html>`, the head, the router's inline scripts)
 * as React does, so the document around the page stays the server's.
 */
export const PAGE_ROOT_ID = 'kakehashi-page'

/** The route's tags in the server's head lie between two of these (`content` start and end). */
const ROUTE_HEAD_MARK = 'kakehashi-route-head'

/** The route's title and meta tags, as the server writes them into `<head>`. */
export function ServerRouteHead() {
  return (
    <>
      <meta name={ROUTE_HEAD_MARK} content="start" />
      <Meta />
      <Links />
      <meta name={ROUTE_HEAD_MARK} content="end" />
    </>
  )
}

/** The server's route tags and the title and robots tags React moved into the head. */
function removeServerHeadTags(head: HTMLHeadElement) {
  const start = head.querySelector(`meta[name="${ROUTE_HEAD_MARK}"][content="start"]`)
  const end = head.querySelector(`meta[name="${ROUTE_HEAD_MARK}"][content="end"]`)
  if (start && end) {
    while (start.nextSibling && start.nextSibling !== end) start.nextSibling.remove()
    start.remove()
    end.remove()
  }
  for (const tag of head.querySelectorAll('title, meta[name="robots"]')) tag.remove()
}

/** Renders into `<head>` once the page has hydrated (the server's tags are there until then). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * The browser's part of the document: what React Router's `Meta`, `Links` and
 * `ScrollRestoration` and the root's `<html>` attributes do when React renders the whole
 * document. After hydration the route's tags are the ones rendered here, into `<head>`, so every
 * navigation updates them.
 */
export function BrowserDocument({
  lang,
  catalogueParts,
}: {
  lang: string
  catalogueParts: string
}) {
  useScrollRestoration()
  const hydrated = useHydrated()
  useEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dataset.catalogueParts = catalogueParts
  }, [lang, catalogueParts])
  useEffect(() => removeServerHeadTags(document.head), [])
  return hydrated ? createPortal(<Meta />, document.head) : null
}

/**
 * Tags a page puts into `<head>` itself (the error page's title, which no route's meta gives).
 * On the server React moves them there; in the browser they go there once the page has
 * hydrated, after the server's copies are removed (BrowserDocument).
 */
export function HeadTags({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  if (typeof document === 'undefined') return children
  return hydrated ? createPortal(children, document.head) : null
}
