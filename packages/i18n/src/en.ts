// One language per module, so the browser downloads only the catalogue it shows.
export { en as messages } from './locales/en/index.ts'
