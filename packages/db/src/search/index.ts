export * from './documents.ts'
export * from './japanese-text.ts'
