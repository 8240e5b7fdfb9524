import {
  candidateCertifications,
  candidateEducations,
  certifications,
  type DbOrTx,
  type KeywordTerm,
  refreshSearchDocuments,
  universities,
} from '@kakehashi/db'
import { asc, count, eq, sql } from 'drizzle-orm'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'

// The reference lists as administrators keep them: universities and certifications.

export interface UniversityValues {
  name: string
  nameKana: string
  nameEn: string
}

export interface CertificationValues {
  name: string
  nameEn: string
  category: string
  position: number
}

const universityCandidates = sql<number>`(select count(distinct ${candidateEducations.userId})::int
  from ${candidateEducations} where ${candidateEducations.universityId} = ${qualified(universities.id)})`

const universityRow = {
  id: universities.id,
  name: universities.name,
  nameKana: universities.nameKana,
  nameEn: universities.nameEn,
  candidateCount: universityCandidates,
}

const universityKeyword = (keywords: readonly KeywordTerm[]) =>
  keywordCondition(searchColumnsOf(universities), { all: keywords })

export function listUniversities(db: DbOrTx, keywords: readonly KeywordTerm[], window: PageWindow) {
  return db
    .select(universityRow)
    .from(universities)
    .where(universityKeyword(keywords))
    .orderBy(asc(universities.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countUniversities(db: DbOrTx, keywords: readonly KeywordTerm[]) {
  const [row] = await db
    .select({ n: count() })
    .from(universities)
    .where(universityKeyword(keywords))
  return row?.n ?? 0
}

export type UniversityRow = Awaited<ReturnType<typeof listUniversities>>[number]

export async function findUniversity(db: DbOrTx, id: number): Promise<UniversityRow | undefined> {
  const [row] = await db.select(universityRow).from(universities).where(eq(universities.id, id))
  return row
}

/** Writes the university and its own search document (the suggest box reads it). */
export async function saveUniversity(db: DbOrTx, id: number | null, values: UniversityValues) {
  let saved = id
  if (saved === null) {
    const [row] = await db.insert(universities).values(values).returning({ id: universities.id })
    saved = row!.id
  } else {
    await db.update(universities).set(values).where(eq(universities.id, saved))
  }
  await refreshSearchDocuments(db, 'universities', [saved])
  return saved
}

const certificationRow = {
  id: certifications.id,
  name: certifications.name,
  nameEn: certifications.nameEn,
  category: certifications.category,
  position: certifications.position,
  candidateCount: sql<number>`(select count(*)::int from ${candidateCertifications}
    where ${candidateCertifications.certificationId} = ${qualified(certifications.id)})`,
}

export function listCertifications(db: DbOrTx) {
  return db
    .select(certificationRow)
    .from(certifications)
    .orderBy(asc(certifications.position), asc(certifications.id))
}

export type CertificationRow = Awaited<ReturnType<typeof listCertifications>>[number]

export async function findCertification(
  db: DbOrTx,
  id: number,
): Promise<CertificationRow | undefined> {
  const [row] = await db
    .select(certificationRow)
    .from(certifications)
    .where(eq(certifications.id, id))
  return row
}

export async function saveCertification(
  db: DbOrTx,
  id: number | null,
  values: CertificationValues,
) {
  if (id !== null) {
    await db.update(certifications).set(values).where(eq(certifications.id, id))
    return id
  }
  const [row] = await db.insert(certifications).values(values).returning({ id: certifications.id })
  return row!.id
}
