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
