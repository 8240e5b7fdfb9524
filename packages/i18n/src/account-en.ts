// The account part of the English catalogue, for signed-in visitors only.
export { enAccount as messages } from './locales/en/account.ts'
