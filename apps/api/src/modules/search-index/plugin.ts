import {
  type CandidateReference,
  type Database,
  type DbOrTx,
  listCandidatesNaming,
  rebuildStaleSearchDocuments,
  refreshCandidateSearchDocuments,
  type SearchableTable,
  staleSearchTables,
} from '@kakehashi/db'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type { JobQueue } from '../../background/job-queue.ts'

// Rebuilding the search documents after a change of the search rules (decision 011): start-up
// sends the job when a table's documents were built under older rules, and the server answers
// meanwhile; a search may miss a row until its batch is rebuilt.

export const SEARCH_REINDEX_JOB = 'search_index.rebuild'

export const CANDIDATE_DOCUMENTS_REFRESH_JOB = 'search_index.refresh_candidates'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'search_index.rebuild': Record<string, never>
    'search_index.refresh_candidates': CandidateReference
  }
}

/**
 * Rows per transaction. The embedded database runs one statement at a time for every request,
 * and a batch of 2,000 jobs takes it seconds to write (the gram indexes): smaller batches let
 * requests in between them, at little cost to the whole rebuild.
 */
const BATCH_SIZE: Record<Database['kind'], number> = { embedded: 250, postgres: 2000 }

/**
 * A rebuild of a million candidates on the embedded database takes most of an hour; pg-boss
 * would otherwise expire the job after 15 minutes and start it again beside the running one.
 */
const EXPIRE_IN_HOURS = 12

/**
 * Sends the rebuild when any table's documents are older than the current rules, and answers
 * those tables. Start-up calls it once the queue runs; it does not wait for the rebuild.
 */
export async function enqueueStaleSearchReindex(app: {
  database: Database
  jobs: JobQueue
  log: FastifyBaseLogger
}): Promise<SearchableTable[]> {
  const stale = await staleSearchTables(app.database.db)
  if (stale.length > 0) {
    app.log.info({ tables: stale }, 'search rules changed: rebuilding documents in the background')
    await app.jobs.send(SEARCH_REINDEX_JOB, {}, { expireInHours: EXPIRE_IN_HOURS })
  }
  return stale
}

/**
 * Queues, in the caller's transaction, the rewrite of the search documents of every candidate
 * whose profile names a renamed reference record, so the rename and the rewrite happen together
 * or not at all.
 */
export async function enqueueCandidateDocumentRefresh(
  jobs: JobQueue,
  tx: DbOrTx,
  reference: CandidateReference,
) {
  await jobs.send(CANDIDATE_DOCUMENTS_REFRESH_JOB, reference, { tx, retryLimit: 5 })
}

/**
 * Rewrites the documents of the candidates naming the record, a batch a transaction, each read
 * afresh from the profile, so a rerun or an overlapping run only writes what is current.
 */
export async function refreshCandidatesNaming(
  database: Database,
  reference: CandidateReference,
): Promise<number> {
  const batchSize = BATCH_SIZE[database.kind]
  let after = 0
  let refreshed = 0
  for (;;) {
    const ids = await listCandidatesNaming(database.db, reference, after, batchSize)
    if (ids.length === 0) return refreshed
    await database.db.transaction((tx) => refreshCandidateSearchDocuments(tx, ids))
    refreshed += ids.length
    after = ids[ids.length - 1]!
  }
}

/** The rebuild and the refreshes as pg-boss jobs. Needs the jobs plugin before it. */
export const searchIndexPlugin = fp(
  async (app) => {
    const { database } = app
    app.jobs.work(
      SEARCH_REINDEX_JOB,
      async (job) => {
        await rebuildStaleSearchDocuments(database.db, {
          batchSize: BATCH_SIZE[database.kind],
          vacuum: database.kind === 'embedded',
          log: ({ table, rows, ms }) =>
            app.log.info({ job: job.id, table, rows, ms }, 'search documents rebuilt'),
        })
      },
      // One waiting rebuild is enough: a second finds nothing stale once the first is done.
      { policy: 'short' },
    )
    app.jobs.work(CANDIDATE_DOCUMENTS_REFRESH_JOB, async (job) => {
      const refreshed = await refreshCandidatesNaming(database, job.data)
      app.log.info({ job: job.id, reference: job.data, refreshed }, 'candidate documents refreshed')
    })
  },
  { name: 'search-index', dependencies: ['jobs'] },
)
