export interface ImportViolation {
  /** Repository-relative path of the importing file. */
  file: string
  line: number
  specifier: string
  message: string
  hint: string
}

export function findViolations(root: string): ImportViolation[]
export function formatViolation(violation: ImportViolation): string
