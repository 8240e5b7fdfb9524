import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

export interface EmbeddedServerOptions {
  /** Persisted data directory; omit for an in-memory database. */
  dataDir?: string
  /** Tarball from `dump()` to start from (copied; the caller keeps its buffer). */
  initialDump?: ArrayBuffer
}

/** A PGlite instance on a worker thread, reachable by `pg` at `host: socketDir, port`. */
export interface EmbeddedServer {
  socketDir: string
  port: number
  /** Tarball of the whole data directory, for starting other instances from it. */
  dump(): Promise<ArrayBuffer>
  /** Stops the socket server and closes PGlite, flushing to disk; idempotent. */
  stop(): Promise<void>
}

const PORT = 5432
// Unix socket paths are limited to about 104 bytes; os.tmpdir() can be long (macOS), /tmp is not.
const MAX_SOCKET_DIR_LENGTH = 80
const EXIT_GRACE_MS = 10_000

async function makeSocketDir(): Promise<string> {
  const base = os.tmpdir().length + 12 <= MAX_SOCKET_DIR_LENGTH ? os.tmpdir() : '/tmp'
  return mkdtemp(path.join(base, 'kkh-'))
}

type Response =
  | { requestId: number; ok: true; result?: unknown }
  | { requestId: number; ok: false; error: string }

/**
 * A worker thread hosting PGlite instances. The thread keeps the process alive only while an
 * instance is open or a request is pending, so a forgotten shared host never blocks exit.
 */
export class EmbeddedHost {
  readonly #worker: Worker
  readonly #exited: Promise<number>
  readonly #pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >()
  #nextRequest = 1
  #nextInstance = 1
  #openInstances = 0
  #dead: Error | undefined

  constructor() {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url))
    this.#worker.unref()
    this.#exited = new Promise((resolve) => this.#worker.once('exit', resolve))
    this.#worker.on('message', (response: Response) => {
      const pending = this.#pending.get(response.requestId)
      if (!pending) return
      this.#pending.delete(response.requestId)
      this.#updateRef()
      if (response.ok) pending.resolve(response.result)
      else pending.reject(new Error(`Embedded database: ${response.error}`))
    })
    this.#worker.on('error', (error) => this.#fail(error))
    this.#exited.then((code) => this.#fail(new Error(`Embedded database thread exited (${code})`)))
  }

  get alive(): boolean {
    return this.#dead === undefined
  }

  #fail(error: Error): void {
    this.#dead ??= error
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }

  #updateRef(): void {
    if (this.#pending.size > 0 || this.#openInstances > 0) this.#worker.ref()
    else this.#worker.unref()
  }

  #request<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#dead) return Promise.reject(this.#dead)
    const requestId = this.#nextRequest++
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(requestId, { resolve: resolve as (v: unknown) => void, reject })
      this.#updateRef()
      this.#worker.postMessage({ ...message, requestId }, transfer)
    })
  }

  async open(options: EmbeddedServerOptions = {}): Promise<EmbeddedServer> {
    const socketDir = await makeSocketDir()
    const instanceId = this.#nextInstance++
    this.#openInstances += 1
    try {
      await this.#request({
        type: 'open',
        instanceId,
        dataDir: options.dataDir,
        initialDump: options.initialDump,
        socketDir,
        port: PORT,
      })
    } catch (error) {
      this.#openInstances -= 1
      this.#updateRef()
      await rm(socketDir, { recursive: true, force: true })
      throw error
    }
    let stopping: Promise<void> | undefined
    return {
      socketDir,
      port: PORT,
      dump: () => this.#request<ArrayBuffer>({ type: 'dump', instanceId }),
      stop: () => {
        stopping ??= (async () => {
          try {
            if (this.alive) await this.#request({ type: 'close', instanceId })
          } finally {
            this.#openInstances -= 1
            this.#updateRef()
            await rm(socketDir, { recursive: true, force: true })
          }
        })()
        return stopping
      },
    }
  }

  /** Closes every instance and ends the thread. */
  async exit(): Promise<void> {
    if (this.alive) {
      this.#worker.ref()
      this.#worker.postMessage({ type: 'exit' })
      // A thread that does not wind down on its own is ended rather than left to hold the process.
      const timer = setTimeout(() => void this.#worker.terminate(), EXIT_GRACE_MS)
      await this.#exited
      clearTimeout(timer)
    }
  }
}

/** One instance on a thread of its own, which ends when the instance stops. */
export async function startEmbeddedServer(
  options: EmbeddedServerOptions = {},
): Promise<EmbeddedServer> {
  const host = new EmbeddedHost()
  let server: EmbeddedServer
  try {
    server = await host.open(options)
  } catch (error) {
    await host.exit()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    ...server,
    stop: () => {
      stopping ??= server.stop().finally(() => host.exit())
      return stopping
    },
  }
}
