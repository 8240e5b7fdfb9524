import type { ja } from './locales/ja/index.ts'

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> }

/** The shape every catalogue must have: Japanese is the reference, other languages mirror it. */
export type Messages = Widen<typeof ja>
export type Namespace = keyof Messages
