import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NO_SUCH_PAGE } from '../../lib/route-data'
import { describeError } from './describe-error'

describe('describeError', () => {
  it('keeps the status of a route response', () => {
    // What the router hands an error boundary for `throw data(null, { status: 404 })`.
    const notFound = new ErrorResponse(404, 'Not Found', null)
    expect(describeError(notFound, { isDevelopment: false })).toEqual({
      status: 404,
      isUnknownPage: false,
    })
    expect(describeError(notFound, { isDevelopment: true })).toEqual({
      status: 404,
      isUnknownPage: false,
      details: { message: '404 Not Found' },
    })
  })

  it('tells an address with no page from an id that names no record', () => {
    // What the router hands the boundary for `noSuchPage()` and for `notFound()`.
    const noPage = new ErrorResponse(404, 'Not Found', NO_SUCH_PAGE)
    expect(describeError(noPage, { isDevelopment: false })).toEqual({
      status: 404,
      isUnknownPage: true,
    })
    const noRecord = new ErrorResponse(404, 'Not Found', null)
    expect(describeError(noRecord, { isDevelopment: false }).isUnknownPage).toBe(false)
  })

  it('answers 500 for a thrown error and hides it in production', () => {
    expect(describeError(new Error('db password leaked'), { isDevelopment: false })).toEqual({
      status: 500,
      isUnknownPage: false,
    })
  })

  it('answers 500 for a thrown value that is not an error', () => {
    expect(describeError('plain string', { isDevelopment: false })).toEqual({
      status: 500,
      isUnknownPage: false,
    })
    expect(describeError({ weird: true }, { isDevelopment: true })).toEqual({
      status: 500,
      isUnknownPage: false,
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
