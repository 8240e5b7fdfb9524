import { ERROR_CODES } from '@kakehashi/contracts'
import { catalogues } from '@kakehashi/i18n'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { messageCodeOf } from './error-message'

const CLIENT_CODES = ['networkError', 'timeout', 'aborted', 'invalidResponse', 'httpError']

describe('the error table', () => {
  it.each(['ja', 'en'] as const)(
    'has a %s message for every code the API or client answers',
    (locale) => {
      const codes = catalogues[locale].errors.codes as Record<string, string>
      for (const code of [...ERROR_CODES, ...CLIENT_CODES, 'formInvalid']) {
        expect(codes[code], code).toMatch(/\S/)
      }
    },
  )

  it('words the spec section 8 refusals as the spec says', () => {
    const { codes } = catalogues.en.errors
    expect(codes.scoutCreationLimitExceeded).toBe(
      'A scout message with the same content has already been sent to the candidates. Please wait 1 week before sending a scout to the same candidate.',
    )
    expect(codes.invalidJobInfoEffectivePeriod).toBe(
      'You cannot send a scout because your job posting period has ended.',
    )
    expect(codes.recruitmentAlreadyClosed).toBe('The recruitment has already been closed')
    expect(codes.downloadNotAvailable).toBe(
      'Download is not available for this account. Please check with your administrative account holder.',
    )
    expect(catalogues.ja.errors.codes.trialAccountRestricted).toBe(
      'トライアルアカウントでは使用できません',
    )
  })

  it('tells an unknown failure as a generic one', () => {
    const error = new ApiError({ code: 'somethingNew', message: '', method: 'GET', path: '/' })
    expect(messageCodeOf(error)).toBe('internalError')
    expect(messageCodeOf(new TypeError('bug'))).toBe('internalError')
    const expired = new ApiError({ code: 'scoutExpired', message: '', method: 'GET', path: '/' })
    expect(messageCodeOf(expired)).toBe('scoutExpired')
  })
})
