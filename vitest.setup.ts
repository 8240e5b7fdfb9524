import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

// A console.error during a test means something went wrong that no assertion caught: fail it.
const originalError = console.error
let errors: string[] = []

beforeEach(() => {
  errors = []
  console.error = (...args: unknown[]) => {
    errors.push(format(...args))
    originalError(...args)
  }
})

afterEach(() => {
  console.error = originalError
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n')}`)
  }
})
