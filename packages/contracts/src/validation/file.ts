import { z } from 'zod'
import { reportIssue } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'

/** Upload limits are stated in binary megabytes, as browsers and storage report sizes. */
export const BYTES_PER_MB = 1024 * 1024

export function isWithinFileSize(sizeInBytes: number, maxMb: number): boolean {
  return sizeInBytes <= maxMb * BYTES_PER_MB
}

/** Anything with a byte size: a browser File or Blob, or a server-side upload description. */
export interface SizedFile {
  size: number
}

function isSizedFile(value: unknown): value is SizedFile {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { size?: unknown }).size === 'number' &&
    Number.isFinite((value as { size: number }).size)
  )
}

/**
 * An uploaded file no larger than `maxMb`. `z.custom` keeps the original object (a File stays a
 * File); an object schema would strip it down to its declared keys.
 */
export function fileSchema<T extends SizedFile = SizedFile>(maxMb: number) {
  return z
    .custom<T>(isSizedFile, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? VALIDATION_MESSAGES.required
          : VALIDATION_MESSAGES.invalid,
    })
    .check((payload) => {
      if (!isWithinFileSize(payload.value.size, maxMb)) {
        reportIssue(payload, payload.value.size, VALIDATION_MESSAGES.fileTooLarge, { max: maxMb })
      }
    })
}

/** The same limit for a size alone, e.g. the `size` of an upload request's metadata. */
export function fileSizeSchema(maxMb: number): z.ZodNumber {
  return z.number({ error: () => VALIDATION_MESSAGES.invalid }).check((payload) => {
    if (!isWithinFileSize(payload.value, maxMb)) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.fileTooLarge, { max: maxMb })
    }
  })
}
