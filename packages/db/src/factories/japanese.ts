// Small fixed vocabularies so generated people and firms read naturally in the Japanese UI.

export const FAMILY_NAMES = [
  ['山田', 'やまだ'],
  ['佐藤', 'さとう'],
  ['鈴木', 'すずき'],
  ['高橋', 'たかはし'],
  ['田中', 'たなか'],
  ['伊藤', 'いとう'],
  ['渡辺', 'わたなべ'],
  ['中村', 'なかむら'],
  ['小林', 'こばやし'],
  ['加藤', 'かとう'],
  ['松本', 'まつもと'],
] as const

export const GIVEN_NAMES = [
  ['太郎', 'たろう'],
  ['花子', 'はなこ'],
  ['健太', 'けんた'],
  ['美咲', 'みさき'],
  ['翔太', 'しょうた'],
  ['結衣', 'ゆい'],
  ['大輔', 'だいすけ'],
  ['陽菜', 'ひな'],
  ['拓也', 'たくや'],
  ['さくら', 'さくら'],
  ['蓮', 'れん'],
  ['葵', 'あおい'],
  ['湊', 'みなと'],
] as const

export const COMPANY_NAMES = [
  ['株式会社みらいキャピタル', 'Mirai Capital Inc.'],
  ['株式会社さくらテクノロジーズ', 'Sakura Technologies Inc.'],
  ['あおぞら製薬株式会社', 'Aozora Pharmaceutical Co., Ltd.'],
  ['株式会社ひかりコンサルティング', 'Hikari Consulting Inc.'],
  ['株式会社つばさロジスティクス', 'Tsubasa Logistics Inc.'],
] as const

export const AGENT_FIRM_NAMES = [
  ['株式会社ブリッジキャリア', 'Bridge Career Inc.'],
  ['株式会社ネクストリンク', 'NextLink Inc.'],
  ['株式会社キャリアゲート', 'CareerGate Inc.'],
] as const

/**
 * The n-th name of a fixed sequence. Family and given names cycle at coprime lengths (11, 13),
 * so the first 143 people all have different names.
 */
export function japaneseName(n: number): { fullName: string; fullNameKana: string } {
  const [family, familyKana] = FAMILY_NAMES[n % FAMILY_NAMES.length]!
  const [given, givenKana] = GIVEN_NAMES[n % GIVEN_NAMES.length]!
  return { fullName: `${family} ${given}`, fullNameKana: `${familyKana} ${givenKana}` }
}
