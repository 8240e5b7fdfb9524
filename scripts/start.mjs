// `npm start`: build what is missing, then run the whole platform in this one process.
import { register } from 'tsx/esm/api'
import { ensureWebBuild } from './web-build.mjs'

process.env.NODE_ENV ??= 'production'
ensureWebBuild()
register()
await import('../apps/api/src/main.ts')
