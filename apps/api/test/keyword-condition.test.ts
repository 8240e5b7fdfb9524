import {
  buildSearchVocabulary,
  companies,
  createCompany,
  type DbOrTx,
  keywordTerms,
} from '@kakehashi/db'
import { createTestDatabase } from '@kakehashi/db/testing'
import { asc } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type KeywordOptions,
  type KeywordWords,
  keywordCondition,
  searchColumnsOf,
  wholeWordCondition,
} from '../src/lib/keyword-condition.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

/** Three companies whose documents tell the rules of decision 011 apart. */
async function seedCompanies(db: DbOrTx) {
  const marketing = await createCompany(db, {
    name: '東京マーケティング株式会社',
    nameEn: 'Tokyo Marketing',
    nameKana: 'とうきょう',
    description: 'SAP 導入支援',
  })
  const sales = await createCompany(db, {
    name: '大阪営業株式会社',
    nameEn: 'Osaka Sales First',
    nameKana: 'おおさか',
    description: '法人営業',
  })
  // Every pair of マーケティング, but never the word itself.
  const scattered = await createCompany(db, {
    name: '名古屋商事',
    nameEn: 'Nagoya Trading IR',
    nameKana: 'なごや',
    description: 'まーけ けてぃ てぃんぐ',
  })
  return { marketing: marketing.id, sales: sales.id, scattered: scattered.id }
}

async function find(db: DbOrTx, words: KeywordWords, options: KeywordOptions = {}) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(keywordCondition(searchColumnsOf(companies), words, options))
    .orderBy(asc(companies.id))
  return rows.map((row) => row.id)
}

describe('keywordCondition', () => {
  it('matches all, any and none of the words the same way with either strategy', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const { db } = database
    const ids = await seedCompanies(db)

    for (const strategy of ['grams', 'text'] as const) {
      const search = (words: KeywordWords) => find(db, words, { strategy })
      // Grams present but not adjacent do not make the word.
      expect(await search({ all: keywordTerms('マーケティング') })).toEqual([ids.marketing])
      // Any width and kana script.
      expect(await search({ all: keywordTerms('ﾏｰｹﾃｨﾝｸﾞ') })).toEqual([ids.marketing])
      // An English word stands whole: "IR" is not found inside "First".
      expect(await search({ all: keywordTerms('ir') })).toEqual([ids.scattered])
      expect(await search({ all: keywordTerms('営業 ＳＡＬＥＳ') })).toEqual([ids.sales])
      expect(await search({ any: keywordTerms('sap IR') })).toEqual([ids.marketing, ids.scattered])
      expect(await search({ all: keywordTerms('株式会社'), none: keywordTerms('sap') })).toEqual([
        ids.sales,
      ])
      expect(
        await search({ all: keywordTerms('株式会社'), any: keywordTerms('営業 名古屋') }),
      ).toEqual([ids.sales])
    }
    expect(keywordCondition(searchColumnsOf(companies), { all: keywordTerms('  ') })).toBe(
      undefined,
    )
  })

  it('lets an English word be the start of a word for suggestion boxes', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const { db } = database
    const ids = await seedCompanies(db)

    expect(await find(db, { all: keywordTerms('osa') })).toEqual([])
    expect(await find(db, { all: keywordTerms('osa') }, { asPrefix: true })).toEqual([ids.sales])
    expect(await find(db, { all: keywordTerms('営業 fir') }, { asPrefix: true })).toEqual([
      ids.sales,
    ])
  })

  it('finds every spelling of a word the vocabulary knows, with either strategy', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const { db } = database
    const ids = await seedCompanies(db)
    const vocabulary = buildSearchVocabulary([
      ['名古屋', 'Chubu Region'],
      ['sap', '基幹システム'],
    ])

    for (const strategy of ['grams', 'text'] as const) {
      const search = (words: KeywordWords) => find(db, words, { strategy })
      expect(await search({ all: keywordTerms('chubu region', vocabulary) })).toEqual([
        ids.scattered,
      ])
      expect(await search({ all: keywordTerms('基幹システム', vocabulary) })).toEqual([
        ids.marketing,
      ])
      expect(await search({ any: keywordTerms('基幹システム ir', vocabulary) })).toEqual([
        ids.marketing,
        ids.scattered,
      ])
      // Leaving a word out leaves out its other spellings too.
      expect(
        await search({
          all: keywordTerms('株式会社', vocabulary),
          none: keywordTerms('基幹システム', vocabulary),
        }),
      ).toEqual([ids.sales])
    }
    // Without the vocabulary the phrase is two words, neither of which is there.
    expect(await find(db, { all: keywordTerms('chubu region') })).toEqual([])
  })

  it('tells a keyword standing as a word from one inside a longer word', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const { db } = database
    const whole = await createCompany(db, { name: '経理の窓口', nameEn: 'Window' })
    const separated = await createCompany(db, { name: 'かけはし', description: '経理・財務' })
    await createCompany(db, { name: '経理部サービス', nameEn: 'Service' })
    const columns = searchColumnsOf(companies)
    const words = { all: keywordTerms('経理') }
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(wholeWordCondition(columns, words))
      .orderBy(asc(companies.id))
    expect(rows.map((row) => row.id)).toEqual([whole.id, separated.id])
    // Every spelling in English is whole already: nothing to prefer.
    expect(wholeWordCondition(columns, { all: keywordTerms('ir sap') })).toBe(undefined)
  })
})
