import {
  buildSearchVocabulary,
  type DbOrTx,
  industries,
  jobTypes,
  prefectures,
  REVIEWED_SYNONYMS,
  type SearchVocabulary,
  searchSynonyms,
} from '@kakehashi/db'

// What every keyword search knows about the field's words (decision 011): the reviewed synonym
// list, the groups added in `search_synonyms`, and the English names of reference data, so a
// reader who types what the English pages show (Tokyo, Banking) finds the records whose Japanese
// names those translate.

/** How long a loaded vocabulary is used: a group added in the table is searched within this. */
const VOCABULARY_TTL_MS = 60_000

/** Prefecture names are written without 都, 府 or 県 as often as with them: 東京 for 東京都. */
const shortPrefectureName = (name: string) =>
  name === '北海道' ? name : name.replace(/[都府県]$/u, '')

/**
 * An English reference name and its Japanese name as synonym groups: the whole names, and each
 * part with its counterpart when both names list the same number of parts
 * (Securities & Investment Banking, 証券・投資銀行: securities = 証券, investment banking = 投資銀行).
 */
function referenceGroups(nameEn: string, name: string): string[][] {
  const partsEn = nameEn.split(/\s*(?:&|\/|,)\s*/u).filter(Boolean)
  const parts = name.split(/[・／/、]/u).filter(Boolean)
  const pairs =
    partsEn.length > 1 && partsEn.length === parts.length
      ? partsEn.map((part, index) => [part, parts[index] as string])
      : []
  return [[nameEn, name], ...pairs]
}

async function loadSearchVocabulary(db: DbOrTx): Promise<SearchVocabulary> {
  const [added, prefectureRows, industryRows, jobTypeRows] = await Promise.all([
    db.select({ terms: searchSynonyms.terms }).from(searchSynonyms),
    db.select({ name: prefectures.name, nameEn: prefectures.nameEn }).from(prefectures),
    db.select({ name: industries.name, nameEn: industries.nameEn }).from(industries),
    db.select({ name: jobTypes.name, nameEn: jobTypes.nameEn }).from(jobTypes),
  ])
  return buildSearchVocabulary([
    ...REVIEWED_SYNONYMS,
    ...added.map((row) => row.terms),
    ...prefectureRows.map((row) => [row.nameEn, shortPrefectureName(row.name)]),
    ...[...industryRows, ...jobTypeRows].flatMap((row) => referenceGroups(row.nameEn, row.name)),
  ])
}

const loaded = new WeakMap<object, { at: number; vocabulary: Promise<SearchVocabulary> }>()

/**
 * The search vocabulary of this database, loaded at most once a minute. A failed load is not
 * kept, so the next search tries again.
 */
export function searchVocabulary(db: DbOrTx): Promise<SearchVocabulary> {
  const cached = loaded.get(db)
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.vocabulary
  const vocabulary = loadSearchVocabulary(db)
  loaded.set(db, { at: Date.now(), vocabulary })
  vocabulary.catch(() => loaded.delete(db))
  return vocabulary
}
