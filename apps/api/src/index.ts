export { type App, type AppDependencies, buildApp } from './app.ts'
export { type Config, ConfigError, loadConfig, toPublicConfig } from './config.ts'
export { AppError } from './errors/app-error.ts'
