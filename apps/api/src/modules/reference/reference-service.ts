import {
  type ReferenceCertification,
  type ReferenceIndustry,
  type ReferenceLanguage,
  type ReferenceMajorType,
  type ReferenceMessageTemplate,
  type ReferencePrefecture,
  type ReferenceUniversity,
  UNIVERSITY_SUGGEST_LIMIT,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordTerms } from '@kakehashi/db'
import * as repository from './reference-repository.ts'

const named = (row: { id: number; name: string; nameEn: string }) => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn,
})

const universityOnWire = (row: {
  id: number
  name: string
  nameKana: string
  nameEn: string
}): ReferenceUniversity => ({
  id: row.id,
  name: row.name,
  name_kana: row.nameKana,
  name_en: row.nameEn,
})

/**
 * The reference lists answered whole, by the endpoint that serves each: the answer's key and
 * how its rows are spelled on the wire.
 */
export const referenceLists = {
  listIndustries: async (db: DbOrTx): Promise<{ industries: ReferenceIndustry[] }> => ({
    industries: (await repository.listIndustries(db)).map(named),
  }),
  listLanguages: async (db: DbOrTx): Promise<{ languages: ReferenceLanguage[] }> => ({
    languages: (await repository.listLanguages(db)).map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      name_en: row.nameEn,
    })),
  }),
  listMajorTypes: async (db: DbOrTx): Promise<{ major_types: ReferenceMajorType[] }> => ({
    major_types: (await repository.listMajorTypes(db)).map(named),
  }),
  listMessageTemplates: async (
    db: DbOrTx,
  ): Promise<{ message_templates: ReferenceMessageTemplate[] }> => ({
    message_templates: (await repository.listMessageTemplates(db)).map((row) => ({
      id: row.id,
      title: row.title,
      title_en: row.titleEn,
      body: row.body,
      body_en: row.bodyEn,
    })),
  }),
  listPrefectures: async (db: DbOrTx): Promise<{ prefectures: ReferencePrefecture[] }> => ({
    prefectures: (await repository.listPrefectures(db)).map((row) => ({
      ...named(row),
      region: row.region,
    })),
  }),
  listCertifications: async (
    db: DbOrTx,
  ): Promise<{ certifications: ReferenceCertification[] }> => ({
    certifications: (await repository.listCertifications(db)).map((row) => ({
      ...named(row),
      category: row.category,
    })),
  }),
}

/** Up to UNIVERSITY_SUGGEST_LIMIT universities; an empty keyword suggests nothing. */
export async function suggestUniversities(
  db: DbOrTx,
  keyword: string,
): Promise<ReferenceUniversity[]> {
  const keywords = keywordTerms(keyword)
  if (keywords.length === 0) return []
  const rows = await repository.suggestUniversities(db, keywords, UNIVERSITY_SUGGEST_LIMIT)
  return rows.map(universityOnWire)
}

/**
 * The universities of these ids, in the order asked and each once; an id no university has is
 * left out, so a school since removed does not fail the page that names it.
 */
export async function listUniversities(
  db: DbOrTx,
  ids: readonly number[],
): Promise<ReferenceUniversity[]> {
  const asked = [...new Set(ids)]
  if (asked.length === 0) return []
  const byId = new Map(
    (await repository.listUniversitiesByIds(db, asked)).map((row) => [row.id, row]),
  )
  return asked.flatMap((id) => {
    const row = byId.get(id)
    return row ? [universityOnWire(row)] : []
  })
}
