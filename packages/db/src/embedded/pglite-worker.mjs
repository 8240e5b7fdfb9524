// PGlite runs every query synchronously on the thread that owns it. Hosting it here keeps slow
// queries off the application's event loop; the application reaches it over the Postgres wire
// protocol on a unix socket, with the same `pg` driver it uses against a real server.
//
// One thread can host several instances, each on its own socket: tests open many short-lived
// databases, and a warm thread starts one in less than half the time a new thread needs.
//
// Plain JavaScript on purpose: Vitest does not transform files loaded by `new Worker()`, and the
// application runs under tsx; both load this file as it is.
import path from 'node:path'
import { parentPort } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/** @type {Map<number, { pglite?: PGlite, server?: PGLiteSocketServer, closing?: Promise<void> }>} */
const instances = new Map()

/**
 * Starts an instance listening on `<socketDir>/.s.PGSQL.<port>`.
 * dataDir: persisted directory, omitted for memory; initialDump: tarball from dumpDataDir().
 */
async function open({ instanceId, dataDir, initialDump, socketDir, port }) {
  const instance = {}
  instances.set(instanceId, instance)
  try {
    instance.pglite = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(initialDump ? { loadDataDir: new Blob([initialDump]) } : {}),
    })
    instance.server = new PGLiteSocketServer({
      db: instance.pglite,
      path: path.join(socketDir, `.s.PGSQL.${port}`),
      // The client side uses a pool of one; a little headroom lets a replacement connection in
      // before the server has noticed that the previous one closed.
      maxConnections: 4,
    })
    await instance.server.start()
  } catch (error) {
    await close({ instanceId }).catch(() => {})
    throw error
  }
}

async function close({ instanceId }) {
  const instance = instances.get(instanceId)
  if (!instance) return
  instance.closing ??= (async () => {
    await instance.server?.stop()
    // Closing PGlite flushes its in-memory filesystem to dataDir.
    if (instance.pglite && !instance.pglite.closed) await instance.pglite.close()
    instances.delete(instanceId)
  })()
  await instance.closing
}

async function dump({ instanceId }) {
  const instance = instances.get(instanceId)
  if (!instance?.pglite) throw new Error(`no open instance ${instanceId}`)
  const blob = await instance.pglite.dumpDataDir('none')
  return blob.arrayBuffer()
}

const handlers = { open, close, dump }

parentPort.on('message', async (request) => {
  const { requestId, type } = request
  if (type === 'exit') {
    await Promise.allSettled([...instances.keys()].map((instanceId) => close({ instanceId })))
    parentPort.close()
    return
  }
  try {
    const result = await handlers[type](request)
    const transfer = result instanceof ArrayBuffer ? [result] : []
    parentPort.postMessage({ requestId, ok: true, result }, transfer)
  } catch (error) {
    parentPort.postMessage({ requestId, ok: false, error: String(error?.stack ?? error) })
  }
})
