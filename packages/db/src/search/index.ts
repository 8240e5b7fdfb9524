export * from './japanese-text.ts'
