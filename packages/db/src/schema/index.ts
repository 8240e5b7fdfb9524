export * from './accounts.ts'
export * from './enums.ts'
export * from './organisations.ts'
export * from './users.ts'
