import type { Messages, Namespace } from './types.ts'

/** Dot paths to the string messages of a catalogue subtree, e.g. `languages.ja`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${MessageKey<T[K]>}`
}[keyof T & string]

export type Variables = Record<string, string | number>

/** Replaces `{{name}}` with the variable's value; an unknown variable stays visible. */
export function interpolate(message: string, variables?: Variables): string {
  if (!variables) return message
  return message.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in variables ? String(variables[name]) : match,
  )
}

/**
 * The message at `key` in one namespace of a catalogue. A missing key returns the key itself,
 * which the catalogue tests prevent from ever shipping.
 */
export function translate<N extends Namespace>(
  messages: Messages,
  namespace: N,
  key: MessageKey<Messages[N]>,
  variables?: Variables,
): string {
  let node: unknown = messages[namespace]
  for (const part of key.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined
  }
  return typeof node === 'string' ? interpolate(node, variables) : `${namespace}.${key}`
}
