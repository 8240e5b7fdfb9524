// The browser build runs the pages on Preact's React layer (decision 023, vite/preact-in-browser).
// These make up for the differences from React that the pages met. This module is evaluated
// after the layer's own (imported first below), so its hooks run before the layer's.
import 'preact/compat'
import { options, type VNode } from 'preact'

/**
 * React treats `value={undefined}` beside a `defaultValue` as an uncontrolled field; the layer
 * makes the default its controlled value, so every render set it back (a select reset to its
 * first value). Without the undefined `value`, the field stays the browser's.
 */
function dropUndefinedValue(vnode: VNode) {
  if (typeof vnode.type !== 'string') return
  const props = vnode.props as Record<string, unknown>
  if ('value' in props && props.value == null && 'defaultValue' in props) {
    const { value: _undefined, ...rest } = props
    vnode.props = rest as typeof vnode.props
  }
}

/** The attributes that give an element its id or refer to another's. */
const ID_ATTRIBUTES: readonly (readonly [attribute: string, prop: string])[] = [
  ['id', 'id'],
  ['for', 'htmlFor'],
  ['for', 'for'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-controls', 'aria-controls'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-owns', 'aria-owns'],
  ['aria-errormessage', 'aria-errormessage'],
]

/**
 * The server's React and the browser's layer make different `useId` values, and hydration
 * leaves an element's attributes as the server wrote them. An element the browser makes later
 * would then refer to a hydrated one by an id it does not have (a suggestion list's
 * `aria-controls`, a field's message). Ids and the references to them take the browser's values
 * wherever they differ.
 */
function alignIds(vnode: VNode) {
  if (typeof vnode.type !== 'string') return
  // Preact keeps a rendered element on the vnode's `__e` (its `_dom`, named so in its builds).
  const element = (vnode as VNode & { __e?: unknown }).__e
  if (!(element instanceof Element)) return
  const props = vnode.props as Record<string, unknown>
  for (const [attribute, prop] of ID_ATTRIBUTES) {
    const value = props[prop]
    if (typeof value === 'string' && element.getAttribute(attribute) !== value) {
      element.setAttribute(attribute, value)
    }
  }
}

const previousDiffedHook = options.diffed
options.diffed = (vnode) => {
  alignIds(vnode)
  previousDiffedHook?.(vnode)
}

const previousVNodeHook = options.vnode
options.vnode = (vnode) => {
  dropUndefinedValue(vnode)
  previousVNodeHook?.(vnode)
}

/**
 * A click on a checkbox or radio button flips its `checked` before the click's handlers run and
 * sends `change` after them. A render queued by a click handler runs in between and, since
 * Preact compares `checked` with the element rather than its last render, writes the old state
 * back before `change` reads it. React renders after the whole dispatch; so do renders queued
 * during such a click here.
 */
function isToggleClick(event: Event | undefined) {
  if (event?.type !== 'click') return false
  const target = event.target
  return (
    target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')
  )
}

options.debounceRendering = (render) => {
  if (isToggleClick(window.event)) setTimeout(render)
  else queueMicrotask(render)
}
