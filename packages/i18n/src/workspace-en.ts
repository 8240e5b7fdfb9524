// The workspace part of the English catalogue, for recruiters and administrators only.
export { enWorkspace as messages } from './locales/en/workspace.ts'
