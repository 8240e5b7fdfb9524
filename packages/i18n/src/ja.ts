// One language per module, so the browser downloads only the catalogue it shows.
export { ja as messages } from './locales/ja/index.ts'
