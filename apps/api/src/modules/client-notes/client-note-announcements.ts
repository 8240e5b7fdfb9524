import fp from 'fastify-plugin'
import { announceDueNotes } from './client-note-editing-service.ts'

export const CLIENT_NOTE_ANNOUNCEMENTS_JOB = 'client_notes.announce'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'client_notes.announce': Record<string, never>
  }
}

/** Every five minutes: a scheduled notice reaches the bell within five minutes of its time. */
export const CLIENT_NOTE_ANNOUNCEMENTS_CRON = '*/5 * * * *'

/**
 * Announces notices whose scheduled time has come, as a pg-boss cron job (notices published
 * at once are announced by the save itself). Needs the jobs plugin registered before it.
 */
export const clientNoteAnnouncementsPlugin = fp(
  async (app) => {
    app.jobs.work(
      CLIENT_NOTE_ANNOUNCEMENTS_JOB,
      async (job) => {
        const notified = await app.database.db.transaction((tx) => announceDueNotes(tx))
        if (notified > 0) app.log.info({ job: job.id, notified }, 'notices announced')
      },
      // One waiting run is enough: a second would find everything announced.
      { policy: 'short' },
    )
    app.jobs.schedule(CLIENT_NOTE_ANNOUNCEMENTS_JOB, CLIENT_NOTE_ANNOUNCEMENTS_CRON, {})
  },
  { name: 'client-note-announcements', dependencies: ['jobs'] },
)
