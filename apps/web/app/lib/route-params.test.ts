import { describe, expect, it } from 'vitest'
import { findInvalidIdParam } from './route-params'

describe('findInvalidIdParam', () => {
  it.each([
    [{ id: '123' }, null],
    [{ id: '0' }, null],
    [{ id: 'abc' }, 'id'],
    [{ id: '12a' }, 'id'],
    [{ id: '' }, 'id'],
    [{ id: '-1' }, 'id'],
    [{ id: '１２' }, 'id'],
    [{ candidateId: '5', labelId: 'x' }, 'labelId'],
    [{ group_name: 'autumn' }, null],
    [{ job_type_path: 'tech' }, null],
    [{ '*': 'no/such/page' }, null],
  ])('%j -> %s', (params, expected) => {
    expect(findInvalidIdParam(params)).toBe(expected)
  })
})
