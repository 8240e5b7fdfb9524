// The account part of the Japanese catalogue, for signed-in visitors only.
export { jaAccount as messages } from './locales/ja/account.ts'
