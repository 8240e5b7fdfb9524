import { z } from 'zod'
import { idSchema } from './id.ts'

/** The key that asks the server to delete a nested record instead of saving it. */
export const DESTROY_KEY = '_destroy'

/** A nested record marked for deletion: only its id matters, its other fields are not checked. */
export const destroyMarkerSchema = z.object({
  id: idSchema(),
  [DESTROY_KEY]: z.literal(true),
})
export type DestroyMarker = z.infer<typeof destroyMarkerSchema>

/** The payload entry that deletes the nested record with this id. */
export function withDestroyMarker(record: { id: number | string }): {
  id: number | string
  [DESTROY_KEY]: true
} {
  return { id: record.id, [DESTROY_KEY]: true }
}

/**
 * A nested record of a form payload (e.g. one career of a profile): either a destroy marker or
 * the record itself, validated in full. The `_destroy` key picks the branch, so a record being
 * kept reports its own field issues instead of zod's "no union member matched".
 */
export function nestedRecordSchema<Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) {
  return z.discriminatedUnion(DESTROY_KEY, [
    destroyMarkerSchema,
    record.extend({ [DESTROY_KEY]: z.literal(false).optional() }),
  ])
}
