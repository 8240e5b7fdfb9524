import {
  type ReferenceCertification,
  type ReferenceIndustry,
  type ReferenceLanguage,
  type ReferenceMajorType,
  type ReferencePrefecture,
  type ReferenceUniversity,
  UNIVERSITY_SUGGEST_LIMIT,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordMatchers } from '@kakehashi/db'
import * as repository from './reference-repository.ts'

export async function listIndustries(db: DbOrTx): Promise<ReferenceIndustry[]> {
  const rows = await repository.listIndustries(db)
  return rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn }))
}

export async function listLanguages(db: DbOrTx): Promise<ReferenceLanguage[]> {
  const rows = await repository.listLanguages(db)
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, name_en: row.nameEn }))
}

export async function listMajorTypes(db: DbOrTx): Promise<ReferenceMajorType[]> {
  const rows = await repository.listMajorTypes(db)
  return rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn }))
}

export async function listPrefectures(db: DbOrTx): Promise<ReferencePrefecture[]> {
  const rows = await repository.listPrefectures(db)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    region: row.region,
  }))
}

export async function listCertifications(db: DbOrTx): Promise<ReferenceCertification[]> {
  const rows = await repository.listCertifications(db)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    category: row.category,
  }))
}

/** Up to UNIVERSITY_SUGGEST_LIMIT universities; an empty keyword suggests nothing. */
export async function suggestUniversities(
  db: DbOrTx,
  keyword: string,
): Promise<ReferenceUniversity[]> {
  const matchers = keywordMatchers(keyword)
  if (matchers.length === 0) return []
  const rows = await repository.suggestUniversities(db, matchers, UNIVERSITY_SUGGEST_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_kana: row.nameKana,
    name_en: row.nameEn,
  }))
}
