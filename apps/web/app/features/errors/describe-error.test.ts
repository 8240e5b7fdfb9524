import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error'

describe('describeError', () => {
  it('keeps the status of a route response', () => {
    // What the router hands an error boundary for `throw data(null, { status: 404 })`.
    const notFound = new ErrorResponse(404, 'Not Found', null)
    expect(describeError(notFound, { isDevelopment: false })).toEqual({ status: 404 })
    expect(describeError(notFound, { isDevelopment: true })).toEqual({
      status: 404,
      details: { message: '404 Not Found' },
    })
  })

  it('answers 500 for a thrown error and hides it in production', () => {
    expect(describeError(new Error('db password leaked'), { isDevelopment: false })).toEqual({
      status: 500,
    })
  })

  it('answers 500 for a thrown value that is not an error', () => {
    expect(describeError('plain string', { isDevelopment: false })).toEqual({ status: 500 })
    expect(describeError({ weird: true }, { isDevelopment: true })).toEqual({
      status: 500,
      details: { message: '[object Object]' },
    })
  })

  it('shows the message and stack in development', () => {
    const error = new Error('Deliberate failure')
    const described = describeError(error, { isDevelopment: true })
    expect(described.status).toBe(500)
    expect(described.details?.message).toBe('Deliberate failure')
    expect(described.details?.stack).toContain('describe-error.test')
  })
})
