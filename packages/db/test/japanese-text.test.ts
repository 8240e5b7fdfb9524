import { describe, expect, it } from 'vitest'
import {
  bucketedTermsLiteral,
  buildSearchVocabulary,
  type KeywordMatcher,
  keywordTerms,
  normaliseSearchText,
  normaliseWithSources,
  piecesThatMayHold,
  quoteLexeme,
  type SearchVocabulary,
  searchDocument,
  WORD_BREAK,
  wholeWordTerms,
  wordTermsOfNormalised,
} from '../src/search/index.ts'

/** What a search does in SQL, done in memory: every gram present and the text test passes. */
function matches(document: string, query: string, vocabulary?: SearchVocabulary): boolean {
  const { searchText, searchGrams } = searchDocument([document])
  const grams = new Set(searchGrams)
  const found = (matcher: KeywordMatcher) => {
    if (!matcher.grams.every((gram) => grams.has(gram))) return false
    if (matcher.word)
      return new RegExp(`(^|[^a-z0-9])${matcher.word}([^a-z0-9]|$)`).test(searchText)
    return searchText.includes(matcher.substring ?? '')
  }
  return keywordTerms(query, vocabulary).every((term) => term.alternatives.some(found))
}

/** The normalised text with its word breaks shown as |. */
const shown = (text: string) => normaliseSearchText(text).replaceAll(WORD_BREAK, '|')

describe('Japanese search normalisation', () => {
  it('folds width, case and katakana into one form', () => {
    expect(normaliseSearchText('ＡＢＣ　１２３ マーケティング')).toBe('abc 123 まけてぃんぐ')
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

  it('reads punctuation and quotes around a word as a space', () => {
    expect(matches('経理・財務のご経験', '経理、')).toBe(true)
    expect(matches('「経理」担当', '"経理"')).toBe(true)
    expect(shown('経理、財務。（東京）')).toBe('経理 財務 東京')
    // Inside an ASCII word they stay, set apart from the letters as every other symbol is.
    expect(shown("node.js 3.5年 don't")).toBe("node|.|js 3|.|5|年 don|'|t")
  })

  it('lets the long vowel mark be left out or typed as a hyphen', () => {
    expect(matches('サーバーエンジニア', 'サーバ')).toBe(true)
    expect(matches('サーバエンジニア', 'サーバー')).toBe(true)
    expect(matches('コンピューター', 'コンピュ-タ')).toBe(true)
    expect(matches('ｻｰﾊﾞｰ運用', 'さーばー')).toBe(true)
    // A hyphen between letters or digits is not a long vowel.
    expect(shown('e-mail 2024-01')).toBe('e|-|mail 2024|-|01')
  })

  it('folds old and variant kanji to their modern forms', () => {
    expect(matches('山﨑 證券', '山崎')).toBe(true)
    expect(matches('髙島屋', '高島屋')).toBe(true)
    expect(matches('渡邊', '渡辺')).toBe(true)
    expect(matches('渡辺', '渡邉')).toBe(true)
  })

  it('matches enclosed and bracketed legal forms with their full names', () => {
    expect(matches('㈲山田商店', '有限会社')).toBe(true)
    expect(matches('有限会社山田商店', '㈲')).toBe(true)
    expect(matches('（株）かけはし', '株式会社かけはし')).toBe(true)
    expect(matches('㍿かけはし', '(株)かけはし')).toBe(true)
  })

  it('reads digits with thousands separators without them', () => {
    expect(matches('年収1,000万円以上', '1000万')).toBe(true)
    expect(matches('年収１，２００万円', '1200万円')).toBe(true)
    expect(matches('売上 12,345,678円', '12345678')).toBe(true)
    // A comma that is not a thousands separator still separates.
    expect(shown('経理,財務 1,23')).toBe('経理 財務 1|,|23')
  })

  it('marks where the script changes, the same way in documents and queries', () => {
    expect(shown('IR担当')).toBe('ir|担当')
    expect(shown('データの分析')).toBe('でた|の|分析')
    expect(shown('経理部長')).toBe('経理部長')
    expect(shown('霞ヶ関')).toBe('霞ゖ関')
    expect(matches('IR担当者', 'IR担当')).toBe(true)
    expect(matches('データを分析する', 'データを')).toBe(true)
  })

  it('maps every normalised character back to the text it came from', () => {
    const source = 'ｻｰﾊﾞｰ㈱1,000'
    const { text, starts, ends } = normaliseWithSources(source)
    expect(text.replaceAll(WORD_BREAK, '|')).toBe('さば|株式会社|1000')
    expect(source.slice(starts[0], ends[0])).toBe('ｻ')
    expect(source.slice(starts[1], ends[1])).toBe('ﾊﾞ')
    const company = text.indexOf('株')
    expect(source.slice(starts[company], ends[company + 3])).toBe('㈱')
  })

  it('expands a keyword to the spellings of its synonym group, phrases included', () => {
    const vocabulary = buildSearchVocabulary([
      ['M&A', '合併買収'],
      ['簿記', 'bookkeeping'],
      ['Human Resources', '人事'],
    ])
    expect(matches('合併買収のアドバイザリー', 'M&A', vocabulary)).toBe(true)
    expect(matches('M&A advisory', '合併買収', vocabulary)).toBe(true)
    expect(matches('bookkeeping 2級', '簿記', vocabulary)).toBe(true)
    expect(matches('人事部 労務', 'human resources', vocabulary)).toBe(true)
    expect(matches('人事部 労務', 'human', vocabulary)).toBe(false)
    expect(matches('合併買収', 'M&A', undefined)).toBe(false)
    const [term] = keywordTerms('Human　Resources', vocabulary)
    expect(term?.alternatives.map((matcher) => matcher.word ?? matcher.substring)).toEqual([
      'human resources',
      '人事',
    ])
  })

  it('indexes the words standing on their own so that the lexemes decide as the text test does', () => {
    const escapeRegExp = (value: string) =>
      value.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`)
    const standsAlone = (text: string, keyword: string) =>
      new RegExp(`(^|[ ${WORD_BREAK}])${escapeRegExp(keyword)}([ ${WORD_BREAK}]|$)`).test(text)
    const documents = [
      '経理の業務を担当 経理部長として連結決算',
      'M&Aアドバイザリー node.jsとC++ IR担当',
      'データ分析とプロジェクト管理 S&P500',
      '経理・財務 SAP導入',
    ]
    const keywords = [
      '経理',
      '経理部長',
      '担当',
      'M&A',
      'node.js',
      'IR担当',
      'データ分析',
      'c++',
      's&p500',
      '財務',
      '部長',
      'sap',
      'ir',
      'の業務を担当',
      '業務',
    ]
    for (const document of documents) {
      const text = normaliseSearchText(document)
      const lexemes = new Set(wordTermsOfNormalised(text))
      for (const typed of keywords) {
        const keyword = normaliseSearchText(typed)
        const { terms, exact } = wholeWordTerms(keyword)
        const held = terms.every((term) => lexemes.has(term))
        if (exact)
          expect([document, typed, held]).toEqual([document, typed, standsAlone(text, keyword)])
        // Inexact lexemes are a necessary condition: never missing where the word stands alone.
        else if (standsAlone(text, keyword)) expect(held).toBe(true)
      }
    }
    expect(wholeWordTerms(normaliseSearchText('M&A')).exact).toBe(true)
    expect(wholeWordTerms(normaliseSearchText('の業務を担当')).exact).toBe(false)
  })

  it('finds a word in the pieces it keeps where the whole text finds it, at the same places', () => {
    // Pieces whose folding depends on their neighbours or expands: voicing marks, bracketed
    // and enclosed abbreviations, long vowels, separators, width, case and old kanji; and the
    // characters that cut a text into pieces.
    const alphabet = Array.from(
      'ｶﾞか゛かﾞカ゚ハﾟぱﾊﾟ(株)㈱（有）ー-,.1０Ａaｂ髙高﨑崎経理部 サーバIR担当データ分析。、「」・！～\n\u3000M&A𠮷',
    )
    let seed = 7
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % below
    }
    const occurrences = (text: string, word: string, offset: number) => {
      const { text: normal, starts, ends } = normaliseWithSources(text)
      const found: string[] = []
      for (let at = normal.indexOf(word); at >= 0; at = normal.indexOf(word, at + 1)) {
        found.push(`${offset + (starts[at] ?? 0)}-${offset + (ends[at + word.length - 1] ?? 0)}`)
      }
      return found
    }
    let compared = 0
    for (let run = 0; run < 4000; run += 1) {
      const length = 1 + random(20)
      const text = Array.from({ length }, () => alphabet[random(alphabet.length)]).join('')
      const normal = normaliseSearchText(text)
      const from = random(normal.length)
      const word = normal.slice(from, from + 1 + random(4)).trim()
      if (!word) continue
      const inPieces = piecesThatMayHold([word])(text).flatMap((piece) =>
        occurrences(piece.text, word, piece.offset),
      )
      expect([text, word, inPieces]).toEqual([text, word, occurrences(text, word, 0)])
      compared += 1
    }
    expect(compared).toBeGreaterThan(3000)

    const accounting = piecesThatMayHold([normaliseSearchText('経理'), 'ifrs'])
    const kept = (text: string) => accounting(text).map((piece) => piece.text)
    expect(kept('連結決算と経理の実務。IFRS導入の支援、人事')).toEqual([
      '連結決算と経理の実務',
      'IFRS導入の支援',
    ])
    // 経 and 理 in different pieces, or 経 alone: nothing to look at.
    expect(kept('経営企画、管理会計')).toEqual([])
    expect(kept('人事と労務の担当')).toEqual([])
    expect(piecesThatMayHold([normaliseSearchText('ガス')])('ｶﾞｽ会社')).toHaveLength(1)
    expect(piecesThatMayHold([normaliseSearchText('株式会社')])('(株)かけはし')).toHaveLength(1)
    // Every white space cuts, as the normalisation reads it as a space.
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code)
      const pieces = /\s/u.test(char) ? piecesThatMayHold(['a'])(`a${char}a`).length : 2
      expect([code, pieces]).toEqual([code, 2])
    }
    // A phrase reaches across spaces: the text is one piece.
    expect(piecesThatMayHold(['project manager'])('senior project manager')).toEqual([
      { text: 'senior project manager', offset: 0 },
    ])
    // A character outside the Basic Multilingual Plane: as itself, or as the kanji it varies.
    expect(piecesThatMayHold([normaliseSearchText('𩸽')])('𩸽の干物、鮭')).toEqual([
      { text: '𩸽の干物', offset: 0 },
    ])
    expect(piecesThatMayHold([normaliseSearchText('𠮷野')])('𠮷野家の店長、吉野')).toEqual([
      { text: '𠮷野家の店長', offset: 0 },
      { text: '吉野', offset: 8 },
    ])
  })

  it('keeps each scanner to its own words while several are in use', () => {
    // Scanners share their look-up tables; 理 is a character of both words.
    const accounting = piecesThatMayHold([normaliseSearchText('経理')])
    const board = piecesThatMayHold([normaliseSearchText('理事')])
    const text = '経理を担当、理事会の運営'
    for (let round = 0; round < 3; round += 1) {
      expect(accounting(text)).toEqual([{ text: '経理を担当', offset: 0 }])
      expect(board(text)).toEqual([{ text: '理事会の運営', offset: 6 }])
    }
    expect(accounting('理事会の運営')).toEqual([])
  })

  it("writes each document's bucketed lexemes once, quoted for PostgreSQL", () => {
    expect(quoteLexeme('経理')).toBe("'経理'")
    expect(quoteLexeme("o'neil")).toBe("'o''neil'")
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'")
    const { searchText, searchGrams } = searchDocument(["経理 o'neil SAP"])
    const literal = bucketedTermsLiteral(searchGrams, searchText, 2900, ['\u0002g:m', '\u0002g:m'])
    const lexemes = literal.split(/(?<=') (?=')/)
    expect(new Set(lexemes).size).toBe(lexemes.length)
    expect(lexemes).toEqual(
      expect.arrayContaining(["'2900#経'", "'2900#経理'", "'2900#t:経理'", "'2900#t:sap'"]),
    )
    expect(lexemes).toContain("'2900#\u0002g:m'")
    expect(lexemes.filter((lexeme) => lexeme.includes("''"))).not.toEqual([])
    // ASCII words stand as their word lexeme, not as their grams' "w:" form.
    expect(literal).not.toContain('w:')
    // A piece too long for a lexeme is left out; the rest of the text is not.
    const long = `${'x'.repeat(700)} 経理`
    const document = searchDocument([long])
    const withLong = bucketedTermsLiteral(document.searchGrams, document.searchText, 2900)
    expect(withLong).not.toContain('xxx')
    expect(withLong).toContain("'2900#t:経理'")
  })
})
