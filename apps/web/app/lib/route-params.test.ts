import { describe, expect, it } from 'vitest'
import { findInvalidIdParam } from './route-params'

describe('findInvalidIdParam', () => {
  it.each([
    [{ id: '123' }, null],
    [{ id: '9007199254740991' }, null],
    [{ id: '0' }, 'id'],
    [{ id: '9007199254740993' }, 'id'],
    [{ id: '1'.repeat(30) }, 'id'],
    [{ id: '0x10' }, 'id'],
    [{ id: '1e1' }, 'id'],
    [{ id: '+1' }, 'id'],
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
