import { sessions } from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  SESSION_PURGE_CRON,
  SESSION_PURGE_JOB,
  SESSION_PURGE_TIME_ZONE,
} from '../src/modules/accounts/session-purge.ts'
import { createTestApp, signInCandidate } from './helpers.ts'

describe('the session purge job', () => {
  it('is scheduled daily and removes expired sessions, keeping live ones', async () => {
    const { app, database } = await createTestApp()
    const live = await signInCandidate(database.db)
    const [expired] = await database.db
      .insert(sessions)
      .values({
        userId: live.user.id,
        tokenHash: 'expired-session-token-hash',
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning()

    expect(await app.jobs.schedules()).toContainEqual({
      name: SESSION_PURGE_JOB,
      cron: SESSION_PURGE_CRON,
      timezone: SESSION_PURGE_TIME_ZONE,
    })

    const byId = () => database.db.select().from(sessions).where(eq(sessions.id, expired!.id))
    // Refused at sign-in already, but the row stays until the job runs.
    expect(await byId()).toHaveLength(1)

    await app.jobs.send(SESSION_PURGE_JOB, {})
    await expect.poll(async () => (await byId()).length, { timeout: 15_000, interval: 250 }).toBe(0)

    const me = await app.inject({ url: '/api/v3/sessions', headers: live.headers })
    expect(me.json().current_user).toMatchObject({ id: live.user.id })
  })
})
