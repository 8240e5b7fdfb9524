import type { MessageKey, Messages } from '@kakehashi/i18n'

/** A message of the i18n `validation` namespace, written with its namespace: `validation.required`. */
export type ValidationMessageKey = `validation.${MessageKey<Messages['validation']>}`

/**
 * Every message a validation rule can report. The values double as the `code` of an API issue, so
 * a client that gets a 422 can translate the issue again in another language.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  number: 'validation.number',
  integer: 'validation.integer',
  numberMin: 'validation.numberMin',
  numberMax: 'validation.numberMax',
  maxLength: 'validation.maxLength',
  emoji: 'validation.emoji',
  hiragana: 'validation.hiragana',
  phone: 'validation.phone',
  email: 'validation.email',
  yearMonth: 'validation.yearMonth',
  passwordMin: 'validation.passwordMin',
  passwordMismatch: 'validation.passwordMismatch',
  templateVariableUnknown: 'validation.templateVariableUnknown',
  templateVariableMalformed: 'validation.templateVariableMalformed',
  templateTripleBraces: 'validation.templateTripleBraces',
  scoutPitchRequired: 'validation.scoutPitchRequired',
  fileTooLarge: 'validation.fileTooLarge',
  resumeType: 'validation.resumeType',
  imageType: 'validation.imageType',
  registrationIncomplete: 'validation.registrationIncomplete',
  formInvalid: 'validation.formInvalid',
  currentPasswordIncorrect: 'validation.currentPasswordIncorrect',
  alreadyRegistered: 'validation.alreadyRegistered',
  pathFormat: 'validation.pathFormat',
  redirectTarget: 'validation.redirectTarget',
  selectAtMost: 'validation.selectAtMost',
  dateOrder: 'validation.dateOrder',
  dateWithinDays: 'validation.dateWithinDays',
  periodOverlap: 'validation.periodOverlap',
  url: 'validation.url',
  movieUrl: 'validation.movieUrl',
  labelNameTaken: 'validation.labelNameTaken',
  transactionIdTaken: 'validation.transactionIdTaken',
  slugFormat: 'validation.slugFormat',
  slugTaken: 'validation.slugTaken',
  labelLimit: 'validation.labelLimit',
  scoutTemplateLimit: 'validation.scoutTemplateLimit',
  unusableCharacter: 'validation.unusableCharacter',
  reportRangeTooLong: 'validation.reportRangeTooLong',
} as const satisfies Record<string, ValidationMessageKey>

/** The summary a form shows above its fields when any field has an issue. */
export const FORM_INVALID_MESSAGE = VALIDATION_MESSAGES.formInvalid
