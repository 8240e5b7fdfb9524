import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Database, refreshCandidateSearchDocuments } from '../src/index.ts'
import { SCALE_EMAIL_DOMAIN, seedScaleCandidates } from '../src/seed/candidate-scale.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await database.close()
})

const NOW = new Date('2026-06-15T03:00:00Z')

/** Every document column but the ones a rewrite changes by itself (seq, indexed_at). */
async function documents() {
  const { rows } = await database.executeSql(
    `select to_jsonb(d) - 'seq' - 'indexed_at' as row from candidate_search_documents d order by user_id`,
  )
  return rows.map((row) => row.row)
}

async function count(table: string): Promise<number> {
  const { rows } = await database.executeSql(`select count(*)::int as n from ${table}`)
  return rows[0].n
}

const ginIndexes = async () =>
  (
    await database.executeSql(
      `select indexdef from pg_indexes where tablename = 'candidate_search_documents' order by indexname`,
    )
  ).rows.map((row) => row.indexdef)

const tableComment = async () =>
  (
    await database.executeSql(
      `select obj_description('candidate_search_documents'::regclass, 'pg_class') as comment`,
    )
  ).rows[0].comment

/** How many documents the terms index finds holding the first document's first lexeme. */
const termsIndexFinds = () =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n
      from candidate_search_documents where search_terms @@ (
        select quote_literal(lexeme)::tsquery from candidate_search_documents d,
          unnest(d.search_terms) order by d.user_id limit 1)`)
    return Number(rows[0]?.n)
  })

describe('candidate scale seed', () => {
  it('writes the same search documents as rebuilding them from the tables', async () => {
    const result = await seedScaleCandidates(database, { candidates: 120, batchSize: 50, now: NOW })
    expect(result).toMatchObject({ before: 0, inserted: 120, total: 120 })
    const seeded = await documents()
    expect(seeded).toHaveLength(120)

    const ids = seeded.map((row) => Number(row.user_id))
    await refreshCandidateSearchDocuments(database.db, ids)
    expect(await documents()).toEqual(seeded)
  })

  it('loads only keys that exist, though it loads with the key checks off', async () => {
    await seedScaleCandidates(database, { candidates: 300, batchSize: 100, now: NOW })
    // Every single-column foreign key of the tables the seed writes, tested row by row.
    const { rows: keys } = await database.executeSql(
      `select c.conrelid::regclass::text as child, a.attname as column,
          c.confrelid::regclass::text as parent, pa.attname as parent_column
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1
          and c.conrelid::regclass::text in ('candidate_profiles', 'candidate_careers',
            'candidate_experiences', 'candidate_educations', 'candidate_language_skills',
            'candidate_certifications', 'candidate_wish_job_types', 'candidate_wish_industries',
            'candidate_search_documents')`,
    )
    expect(keys.length).toBeGreaterThan(10)
    for (const key of keys) {
      const { rows } = await database.executeSql(
        `select count(*)::int as n from ${key.child} c where c.${key.column} is not null
          and not exists (select 1 from ${key.parent} p where p.${key.parent_column} = c.${key.column})`,
      )
      expect({ ...key, dangling: rows[0].n }).toEqual({ ...key, dangling: 0 })
    }
  })

  it('tops up to the requested number, and a rerun adds nothing', async () => {
    await seedScaleCandidates(database, { candidates: 30, now: NOW })
    const more = await seedScaleCandidates(database, { candidates: 70, batchSize: 25, now: NOW })
    expect(more).toMatchObject({ before: 30, inserted: 40, total: 70 })
    const again = await seedScaleCandidates(database, { candidates: 70, now: NOW })
    expect(again).toMatchObject({ before: 70, inserted: 0, total: 70 })

    expect(await count('candidate_search_documents')).toBe(70)
    expect(await count('candidate_profiles')).toBe(70)
    const { rows } = await database.executeSql(
      `select count(*)::int as n, count(distinct email)::int as distinct from users where email like $1`,
      [`%@${SCALE_EMAIL_DOMAIN}`],
    )
    expect(rows[0]).toEqual({ n: 70, distinct: 70 })
    // Careers, schools, languages and wishes came with them.
    expect(await count('candidate_careers')).toBeGreaterThanOrEqual(70)
    expect(await count('candidate_educations')).toBeGreaterThanOrEqual(70)
    expect(await count('candidate_experiences')).toBeGreaterThanOrEqual(70)
    expect(await count('candidate_wish_job_types')).toBeGreaterThanOrEqual(70)
  })

  it('loads the candidates in the order of their profile updates, oldest first', async () => {
    await seedScaleCandidates(database, { candidates: 60, batchSize: 7, now: NOW })
    // Ids are drawn in the order of loading (two batches may be in flight on a server).
    const { rows } = await database.executeSql(
      'select profile_updated_at from candidate_search_documents order by user_id',
    )
    const updated = rows.map((row) => new Date(row.profile_updated_at as string).getTime())
    expect(updated).toHaveLength(60)
    expect(updated).toEqual([...updated].sort((a, b) => a - b))
  })

  it('fills the places an interrupted run left empty', async () => {
    await seedScaleCandidates(database, { candidates: 20, now: NOW })
    await database.executeSql(`delete from users where email = $1`, [
      `candidate7@${SCALE_EMAIL_DOMAIN}`,
    ])
    const result = await seedScaleCandidates(database, { candidates: 20, now: NOW })
    expect(result.inserted).toBe(1)
    const { rows } = await database.executeSql(`select 1 from users where email = $1`, [
      `candidate7@${SCALE_EMAIL_DOMAIN}`,
    ])
    expect(rows).toHaveLength(1)
  })

  it('leaves the search index as the migration defines it after a large load', async () => {
    const before = await ginIndexes()
    await seedScaleCandidates(database, { candidates: 40, largeLoad: true, now: NOW })
    expect(await ginIndexes()).toEqual(before)
    expect(await tableComment()).toBeNull()
    expect(await termsIndexFinds()).toBeGreaterThan(0)
  })

  it('builds the index an earlier version of the seed dropped for a load it did not finish', async () => {
    const before = await ginIndexes()
    const terms = before.find((definition) => definition.includes('search_terms'))
    await database.executeSql('drop index candidate_search_documents_terms_idx')
    await database.executeSql(
      `comment on table candidate_search_documents is '${JSON.stringify({ kakehashi_scale_dropped_indexes: [terms] }).replaceAll("'", "''")}'`,
    )
    await seedScaleCandidates(database, { candidates: 20, now: NOW })
    expect(await ginIndexes()).toEqual(before)
    expect(await tableComment()).toBeNull()
    expect(await termsIndexFinds()).toBeGreaterThan(0)
  })

  it('sets the search index back on the next run when a large load was cut short', async () => {
    const before = await ginIndexes()
    const cutShort = seedScaleCandidates(database, {
      candidates: 60,
      batchSize: 20,
      largeLoad: true,
      now: NOW,
      onProgress: () => {
        throw new Error('cut short')
      },
    })
    await expect(cutShort).rejects.toThrow('cut short')
    expect(await ginIndexes()).not.toEqual(before)

    // A second cut short run must not take the load's setting for the index's own.
    await expect(
      seedScaleCandidates(database, {
        candidates: 80,
        batchSize: 20,
        largeLoad: true,
        now: NOW,
        onProgress: () => {
          throw new Error('cut short')
        },
      }),
    ).rejects.toThrow('cut short')

    await seedScaleCandidates(database, { candidates: 80, now: NOW })
    expect(await ginIndexes()).toEqual(before)
    expect(await tableComment()).toBeNull()
    expect(await count('candidate_search_documents')).toBe(80)
  })
})
