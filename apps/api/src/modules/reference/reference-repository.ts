import {
  certifications,
  type DbOrTx,
  escapeLike,
  industries,
  type KeywordTerm,
  languages,
  majorTypes,
  messageTemplates,
  prefectures,
  universities,
} from '@kakehashi/db'
import { asc, inArray, sql } from 'drizzle-orm'
import { keywordCondition, searchColumnsOf } from '../../lib/keyword-condition.ts'

export function listIndustries(db: DbOrTx) {
  return db.select().from(industries).orderBy(asc(industries.position), asc(industries.id))
}

export function listLanguages(db: DbOrTx) {
  return db.select().from(languages).orderBy(asc(languages.position), asc(languages.id))
}

export function listMessageTemplates(db: DbOrTx) {
  return db
    .select()
    .from(messageTemplates)
    .orderBy(asc(messageTemplates.position), asc(messageTemplates.id))
}

export function listMajorTypes(db: DbOrTx) {
  return db.select().from(majorTypes).orderBy(asc(majorTypes.position), asc(majorTypes.id))
}

/** By JIS code, which puts 48 (overseas) last. */
export function listPrefectures(db: DbOrTx) {
  return db.select().from(prefectures).orderBy(asc(prefectures.id))
}

export function listCertifications(db: DbOrTx) {
  return db
    .select()
    .from(certifications)
    .orderBy(asc(certifications.position), asc(certifications.id))
}

const universityColumns = {
  id: universities.id,
  name: universities.name,
  nameKana: universities.nameKana,
  nameEn: universities.nameEn,
}

/** The universities of these ids that exist, in no particular order. */
export function listUniversitiesByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .select(universityColumns)
    .from(universities)
    .where(inArray(universities.id, [...ids]))
}

/**
 * Universities matching every keyword; names that begin with the first keyword come first,
 * then shorter names (the main campus before its faculties and branches).
 */
export function suggestUniversities(db: DbOrTx, keywords: readonly KeywordTerm[], limit: number) {
  const first = keywords[0]?.alternatives[0]
  const leading = first?.word ?? first?.substring ?? ''
  return (
    db
      .select(universityColumns)
      .from(universities)
      // A suggestion box is asked while the word is still being typed: "tok" finds "University of
      // Tokyo".
      .where(keywordCondition(searchColumnsOf(universities), { all: keywords }, { asPrefix: true }))
      .orderBy(
        sql`case when ${universities.searchText} like ${`${escapeLike(leading)}%`} then 0 else 1 end`,
        sql`char_length(${universities.name})`,
        asc(universities.id),
      )
      .limit(limit)
  )
}
