export * from './japanese.ts'
export * from './organisations.ts'
export * from './sequence.ts'
export * from './users.ts'
