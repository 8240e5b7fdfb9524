// The workspace part of the Japanese catalogue, for recruiters and administrators only.
export { jaWorkspace as messages } from './locales/ja/workspace.ts'
