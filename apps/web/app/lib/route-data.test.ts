import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorInit } from './api-client'
import { idsFrom, orNotFound, orQueryProblems } from './route-data'

function apiError(init: Partial<ApiErrorInit>): ApiError {
  return new ApiError({
    code: 'notFound',
    message: 'refused',
    method: 'GET',
    path: '/job_infos/1',
    ...init,
  })
}

/** What a loader's `orNotFound(call)` throws for a call that fails with `error`. */
async function thrownBy(error: ApiError): Promise<unknown> {
  return orNotFound(Promise.reject(error)).then(
    () => 'resolved',
    (thrown: unknown) => thrown,
  )
}

/** What `notFound()` throws: React Router's data with the 404 status, rendered as the 404 page. */
function isNotFoundPage(thrown: unknown): boolean {
  return (thrown as { init?: { status?: number } } | null)?.init?.status === 404
}

describe('orNotFound', () => {
  it('answers the 404 page for a record the API does not have', async () => {
    expect(isNotFoundPage(await thrownBy(apiError({ status: 404 })))).toBe(true)
  })

  it('answers the 404 page for an address the API cannot look up', async () => {
    const refused = apiError({
      status: 422,
      code: 'validationFailed',
      issues: [{ path: ['query', 'groupName'], message: 'invalid', code: 'validation.invalid' }],
    })
    expect(isNotFoundPage(await thrownBy(refused))).toBe(true)
  })

  it('leaves other failures to the error page', async () => {
    const body = apiError({
      status: 422,
      code: 'validationFailed',
      issues: [{ path: ['body', 'name'], message: 'required', code: 'validation.required' }],
    })
    const serverError = apiError({ status: 500, code: 'internalError' })
    expect(await thrownBy(body)).toBe(body)
    expect(await thrownBy(serverError)).toBe(serverError)
  })

  it('passes the record through', async () => {
    await expect(orNotFound(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 })
  })
})

describe('orQueryProblems', () => {
  it("answers the query's field messages by the fields' names, as the API spells the query", async () => {
    const refused = apiError({
      status: 422,
      code: 'validationFailed',
      issues: [
        { path: ['querystring', 'to'], message: 'too early', code: 'validation.dateOrder' },
        { path: ['querystring', 'recruiterId'], message: 'no id', code: 'validation.invalid' },
      ],
    })
    await expect(orQueryProblems(Promise.reject(refused))).resolves.toEqual({
      data: null,
      problems: { to: 'too early', recruiter_id: 'no id' },
    })
  })

  it('leaves other failures as they are, and passes the data through', async () => {
    const body = apiError({
      status: 422,
      code: 'validationFailed',
      issues: [{ path: ['body', 'name'], message: 'required', code: 'validation.required' }],
    })
    await expect(orQueryProblems(Promise.reject(body))).rejects.toBe(body)
    await expect(orQueryProblems(Promise.resolve(1))).resolves.toEqual({ data: 1, problems: null })
  })
})

describe('idsFrom', () => {
  it('reads repeated and comma-separated ids, leaving out what is not an id', () => {
    const url = new URL('http://localhost/x?ids=1,0x10&ids=2&ids=1e1&ids=9007199254740993&ids=3')
    expect(idsFrom(url, 'ids')).toEqual([1, 2, 3])
  })
})
