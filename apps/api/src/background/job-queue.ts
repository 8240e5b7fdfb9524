import type { Database, DbOrTx } from '@kakehashi/db'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import { type SqlExecutor, transactionExecutor } from './transaction-executor.ts'

/**
 * Every job name with the data it carries. A module declares its jobs by augmenting this
 * interface, so `send` and `work` refuse a misspelt name or the wrong data at compile time:
 *
 *   declare module '../../background/job-queue.ts' {
 *     interface JobDefinitions { 'mail.deliver': { outboxId: number } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module
export interface JobDefinitions {}

export type JobName = keyof JobDefinitions & string

export interface Job<N extends JobName> {
  id: string
  name: N
  data: JobDefinitions[N]
  /** Attempts before this one; equal to `retryLimit` on the last attempt pg-boss will make. */
  retryCount: number
  retryLimit: number
}

/** Resolve to complete the job; throw to fail it, which pg-boss retries within its retry limit. */
export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>

export interface SendOptions extends Omit<PgBoss.SendOptions, 'db'> {
  /** Inserts the job in this transaction, so it exists only if the caller's rows do. */
  tx?: DbOrTx
}

export interface WorkOptions {
  /** The queue's policy; `short` keeps one waiting job per singleton key. */
  policy?: PgBoss.QueuePolicy
}

export interface JobQueueOptions {
  database: Database
  log: FastifyBaseLogger
  /** How often an idle worker looks for jobs. Each look is one query on the shared database. */
  pollingIntervalSeconds: number
  /** Longest wait on close for running jobs before they are failed (and so retried later). */
  stopTimeoutMs?: number
}

interface Registration {
  name: JobName
  options: WorkOptions
  handler: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>
}

export interface ScheduleOptions {
  /** Time zone the cron expression is read in (IANA name); UTC unless given. */
  tz?: string
}

interface Schedule {
  name: JobName
  cron: string
  data: unknown
  options: ScheduleOptions
}

/**
 * Durable background jobs on the application's own database (pg-boss). Workers are declared
 * while the app is built and start with it; `stop` lets running jobs finish and waits for every
 * statement pg-boss sent, so the database can be closed right after without a stray query.
 */
export class JobQueue {
  readonly #options: JobQueueOptions
  readonly #registrations: Registration[] = []
  readonly #schedules: Schedule[] = []
  readonly #workerIds = new Map<string, string>()
  readonly #inFlight = new Set<Promise<unknown>>()
  #boss: PgBoss | undefined
  #state: 'idle' | 'starting' | 'started' | 'stopped' = 'idle'

  constructor(options: JobQueueOptions) {
    this.#options = options
  }

  /** Declares the worker of a queue. Only while the app is being built: the queue starts with it. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options: WorkOptions = {}): void {
    if (this.#state !== 'idle') {
      throw new Error(`Job worker "${name}" must be declared before the job queue starts`)
    }
    if (this.#registrations.some((registration) => registration.name === name)) {
      throw new Error(`Job worker "${name}" is declared twice`)
    }
    this.#registrations.push({
      name,
      options,
      handler: (job) =>
        handler({
          id: job.id,
          name,
          data: job.data as JobDefinitions[N],
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        }),
    })
  }

  /**
   * Sends a job on a cron schedule (pg-boss `schedule`): `'0 0 * * 1'` with `{ tz: 'Asia/Tokyo' }`
   * is every Monday at midnight in Japan. Declared while the app is built, like workers; the
   * schedule is stored in the database, so with several processes the job is still sent once.
   */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobDefinitions[N],
    options: ScheduleOptions = {},
  ): void {
    if (this.#state !== 'idle') {
      throw new Error(`Schedule of "${name}" must be declared before the job queue starts`)
    }
    if (this.#schedules.some((schedule) => schedule.name === name)) {
      throw new Error(`Job "${name}" is scheduled twice`)
    }
    this.#schedules.push({ name, cron, data, options })
  }

  /** The cron schedules stored in the database, as pg-boss reads them. */
  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    const boss = this.#boss
    if (!boss) throw new Error('Schedules read before the job queue started')
    // pg-boss's type leaves out the time zone its schedule rows carry.
    const rows = (await boss.getSchedules()) as (PgBoss.Schedule & { timezone: string })[]
    return rows.map(({ name, cron, timezone }) => ({ name, cron, timezone }))
  }

  /** Queues a job; null when a job with the same singleton key is already waiting. */
  async send<N extends JobName>(
    name: N,
    data: JobDefinitions[N],
    options: SendOptions = {},
  ): Promise<string | null> {
    const boss = this.#boss
    if (!boss) throw new Error(`Job "${name}" sent before the job queue started`)
    const { tx, ...sendOptions } = options
    const id = await boss.send(name, data as object, {
      ...sendOptions,
      ...(tx ? { db: transactionExecutor(tx) } : {}),
    })
    // A job inside a transaction is invisible until the caller commits; the caller wakes then.
    if (!tx) this.wake(name)
    return id
  }

  /**
   * Whether the queue is stopping (or has stopped): a job that works through a backlog batch by
   * batch ends after the batch in hand, so the app's stop does not outwait it and close the
   * database under it. What is left waits for the next run.
   */
  get stopping(): boolean {
    return this.#state === 'stopped'
  }

  /** Makes this process's worker of the queue look for jobs now instead of at its next poll. */
  wake(name: JobName): void {
    const workerId = this.#workerIds.get(name)
    if (workerId && this.#state === 'started') this.#boss?.notifyWorker(workerId)
  }

  async start(): Promise<void> {
    if (this.#state !== 'idle') return
    this.#state = 'starting'
    const { pollingIntervalSeconds, log } = this.#options
    const boss = new PgBoss({
      db: this.#executor,
      // Cron runs its own queue and timers (a few queries a minute): only when something is
      // scheduled.
      schedule: this.#schedules.length > 0,
      supervise: true,
      maintenanceIntervalSeconds: 120,
      pollingIntervalSeconds,
    })
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
    this.#boss = boss
    await boss.start()
    for (const { name, options, handler } of this.#registrations) {
      await boss.createQueue(name, { name, policy: options.policy ?? 'standard' })
      const workerId = await boss.work<unknown>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (job) await this.#track(this.#run(name, job, handler))
        },
      )
      this.#workerIds.set(name, workerId)
    }
    for (const { name, cron, data, options } of this.#schedules) {
      if (!this.#registrations.some((registration) => registration.name === name)) {
        throw new Error(`Job "${name}" is scheduled but has no worker`)
      }
      await boss.schedule(name, cron, data as object, { tz: options.tz ?? 'UTC' })
    }
    this.#state = 'started'
  }

  async stop(): Promise<void> {
    const boss = this.#boss
    if (!boss || this.#state === 'stopped') return
    this.#state = 'stopped'
    const timeout = this.#options.stopTimeoutMs ?? 10_000
    const deadline = Date.now() + timeout
    // pg-boss's stop looks for a job in progress every 500 ms, so a job started just before
    // (every start sends the rankings job) held each stop, and each test, for half a second.
    // The workers stop fetching first, and what they fetched finishes; then pg-boss stops.
    for (const id of this.#workerIds.values()) await boss.offWork({ id })
    await this.#settle(deadline)
    await boss.stop({ graceful: true, wait: true, timeout })
    // pg-boss does not await a poll already under way, nor the completion it records after a
    // handler, nor a cron round's next statement: all still headed for the database. Wait until
    // none has been in flight for a moment, so the database can close behind them.
    await this.#settle(deadline)
  }

  /** Until no statement or handler has been in flight for a moment, or the deadline. */
  async #settle(deadline: number): Promise<void> {
    do {
      while (this.#inFlight.size > 0 && Date.now() < deadline) {
        await Promise.allSettled([...this.#inFlight])
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    } while (this.#inFlight.size > 0 && Date.now() < deadline)
  }

  async #run(
    name: string,
    job: PgBoss.JobWithMetadata<unknown>,
    handler: Registration['handler'],
  ): Promise<void> {
    try {
      await handler(job)
    } catch (error) {
      const willRetry = job.retryCount < job.retryLimit
      this.#options.log.warn(
        { err: error, job: job.id, queue: name, retryCount: job.retryCount, willRetry },
        'job failed',
      )
      throw error
    }
  }

  readonly #executor: SqlExecutor = {
    executeSql: (text, values) => this.#track(this.#options.database.executeSql(text, values)),
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#inFlight.add(promise)
    const forget = () => this.#inFlight.delete(promise)
    promise.then(forget, forget)
    return promise
  }
}
