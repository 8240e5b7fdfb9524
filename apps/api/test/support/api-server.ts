// The API alone as a process of its own, for tests that stop a server the hard way: the app on
// the database of DATABASE_URL (migrated already), on a loopback port of the system's choosing,
// without the web build. Prints `{"listening":"http://127.0.0.1:…"}` once it takes requests.
import { createDatabase } from '@kakehashi/db'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'

const config = loadConfig()
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const app = await buildApp(config, { database })
app.addHook('onClose', () => database.close())
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0))
})
const address = await app.listen({ host: '127.0.0.1', port: 0 })
console.info(JSON.stringify({ listening: address }))
