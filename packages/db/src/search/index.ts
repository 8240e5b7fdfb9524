export * from './candidate-documents.ts'
export * from './documents.ts'
export * from './japanese-text.ts'
