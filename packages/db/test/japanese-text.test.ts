import { describe, expect, it } from 'vitest'
import { keywordMatchers, normaliseSearchText, searchDocument } from '../src/search/index.ts'

/** What a search does in SQL, done in memory: every gram present and the text test passes. */
function matches(document: string, query: string): boolean {
  const { searchText, searchGrams } = searchDocument([document])
  const grams = new Set(searchGrams)
  return keywordMatchers(query).every((matcher) => {
    if (!matcher.grams.every((gram) => grams.has(gram))) return false
    if (matcher.word)
      return new RegExp(`(^|[^a-z0-9])${matcher.word}([^a-z0-9]|$)`).test(searchText)
    return searchText.includes(matcher.substring ?? '')
  })
}

describe('Japanese search normalisation', () => {
  it('folds width, case and katakana into one form', () => {
    expect(normaliseSearchText('ＡＢＣ　１２３ マーケティング')).toBe('abc 123 まーけてぃんぐ')
    expect(normaliseSearchText('ｴﾝｼﾞﾆｱ')).toBe('えんじにあ')
  })

  it('finds a two-character word inside a longer text', () => {
    expect(matches('法人営業マネージャー（外資系金融）', '営業')).toBe(true)
    expect(matches('経理マネージャー', '営業')).toBe(false)
  })

  it('matches full-width and half-width letters and digits alike', () => {
    expect(matches('ＳＡＰ導入コンサルタント', 'sap')).toBe(true)
    expect(matches('SAP導入コンサルタント', 'ＳＡＰ')).toBe(true)
    expect(matches('年収１０００万円以上', '1000万')).toBe(true)
  })

  it('matches katakana and hiragana spellings of a word', () => {
    expect(matches('データサイエンティスト', 'でーたさいえんてぃすと')).toBe(true)
    expect(matches('ﾃﾞｰﾀｻｲｴﾝﾃｨｽﾄ募集', 'データ')).toBe(true)
  })

  it('matches an English abbreviation only as a whole word', () => {
    expect(matches('IR担当 (IR / 広報)', 'IR')).toBe(true)
    expect(matches('first class engineer', 'IR')).toBe(false)
    expect(matches('CFO候補', 'cfo')).toBe(true)
  })

  it('needs every space-delimited keyword, full-width spaces included', () => {
    expect(matches('東京 法人営業 外資系', '営業　東京')).toBe(true)
    expect(matches('大阪 法人営業', '営業 東京')).toBe(false)
  })

  it('checks adjacency, not only the presence of the grams', () => {
    // Has the grams 営業 and 業部 but not the word 営業部.
    expect(matches('営業 事業部', '営業部')).toBe(false)
  })

  it('matches symbols inside a keyword literally', () => {
    expect(matches('M&Aアドバイザー', 'M&A')).toBe(true)
    expect(matches('C++ engineer', 'c++')).toBe(true)
  })
})
