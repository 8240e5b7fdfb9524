export {
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  type Db,
  type DbOrTx,
  namesStatements,
  PLAN_SETTINGS,
  PLANNED_SETTING_NAMES,
  type PlanMode,
  plannedHandle,
  type Schema,
  type Tx,
} from './client.ts'
export { DataDirInUseError } from './embedded/data-dir-lock.ts'
export * from './factories/index.ts'
export { migrate, migrationsFolder } from './migrate.ts'
export { hashPassword, verifyPassword } from './password.ts'
export * from './permissions.ts'
export {
  executeNamed,
  preparableSql,
  preparedStatement,
  preparedStatementByShape,
  rowCountInText,
} from './prepared.ts'
export * from './schema/index.ts'
export * from './search/index.ts'
export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin, type SeedResult, seed } from './seed.ts'
