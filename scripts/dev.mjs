// `npm run dev`: Vite serves the web app with hot reload; tsx restarts the server when a
// server-side module it loaded changes.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')
const child = spawn(
  process.execPath,
  [tsxCli, 'watch', '--clear-screen=false', '--exclude', 'apps/web/**', 'apps/api/src/main.ts'],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
