// One language and one part per module, so the browser downloads only what the page shows.
export { jaMain as messages } from './locales/ja/index.ts'
