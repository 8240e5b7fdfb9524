import { createTestDatabase } from '@kakehashi/db/testing'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { JobQueue } from '../src/background/job-queue.ts'

declare module '../src/background/job-queue.ts' {
  interface JobDefinitions {
    'test.slow': { ms: number }
  }
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

describe('the job queue', () => {
  it('lets a job running at shutdown finish and be recorded, and stops as soon as it has', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const queue = new JobQueue({
      database,
      // A logger that writes nothing, as an app built without one has.
      log: Fastify({ logger: false }).log,
      pollingIntervalSeconds: 0.5,
    })
    let started: (() => void) | undefined
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    let finished = false
    queue.work('test.slow', async (job) => {
      started?.()
      await new Promise((resolve) => setTimeout(resolve, job.data.ms))
      finished = true
    })
    await queue.start()
    const id = await queue.send('test.slow', { ms: 100 })
    await running

    const stopping = Date.now()
    await queue.stop()
    const stoppedIn = Date.now() - stopping

    expect(finished).toBe(true)
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id])
    expect(rows).toEqual([{ state: 'completed' }])
    // pg-boss alone looks for work in progress every 500 ms, so a stop during a job took at
    // least that; here it takes what the job has left and the recording of its completion.
    expect(stoppedIn).toBeLessThan(450)
  })
})
