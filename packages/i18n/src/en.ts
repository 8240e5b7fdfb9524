// One language and one part per module, so the browser downloads only what the page shows.
export { enMain as messages } from './locales/en/index.ts'
