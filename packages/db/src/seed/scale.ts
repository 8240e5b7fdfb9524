import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import {
  companies,
  industries,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfos,
  jobInfoTags,
  jobTypes,
  type NewJobInfo,
  organisations,
  prefectures,
} from '../schema/index.ts'
import { companySearchDocument, jobSearchDocument } from '../search/documents.ts'
import { INDUSTRY_BUSINESS } from './companies.ts'
import { archetypesFor, composeJob, JOB_ARCHETYPES, type JobCompany } from './job-content.ts'
import { createRandom, type Random } from './random.ts'

// The scale seed: many extra open jobs for benchmarks, at generated companies (a fixed list of
// 2,000 names built from word lists). Job i is always the same job, whoever runs the seed and
// however it is batched, so a second run only tops up to the requested number and two
// benchmark databases of the same size hold the same catalogue.

/** Name parts: the first word of a name with its English (50), the kind of firm (40). */
const NAME_HEADS: Array<readonly [ja: string, en: string]> = [
  ['アルタイル', 'Altair'],
  ['ベガ', 'Vega'],
  ['カペラ', 'Capella'],
  ['リゲル', 'Rigel'],
  ['プロキオン', 'Procyon'],
  ['デネブ', 'Deneb'],
  ['スピカ', 'Spica'],
  ['アンタレス', 'Antares'],
  ['ポラリス', 'Polaris'],
  ['アルデバラン', 'Aldebaran'],
  ['ブルーリッジ', 'Blue Ridge'],
  ['グリーンフィールド', 'Greenfield'],
  ['シルバーレイク', 'Silver Lake'],
  ['レッドウッド', 'Redwood'],
  ['ホワイトオーク', 'White Oak'],
  ['ゴールドクレスト', 'Goldcrest'],
  ['ストーンブリッジ', 'Stonebridge'],
  ['クリアウォーター', 'Clearwater'],
  ['ハイランド', 'Highland'],
  ['サンセット', 'Sunset'],
  ['青嶺', 'Seirei'],
  ['白鳳', 'Hakuho'],
  ['紫苑', 'Shion'],
  ['若葉', 'Wakaba'],
  ['碧海', 'Hekikai'],
  ['蒼天', 'Soten'],
  ['千歳', 'Chitose'],
  ['桜楓', 'Oufu'],
  ['暁星', 'Gyosei'],
  ['瑞光', 'Zuiko'],
  ['イースト', 'East'],
  ['ウエスト', 'West'],
  ['ノース', 'North'],
  ['サウス', 'South'],
  ['セントラル', 'Central'],
  ['パシフィック', 'Pacific'],
  ['アトランティック', 'Atlantic'],
  ['ユーラシア', 'Eurasia'],
  ['オリエント', 'Orient'],
  ['メトロ', 'Metro'],
  ['ネクスト', 'Next'],
  ['フューチャー', 'Future'],
  ['ビジョン', 'Vision'],
  ['インサイト', 'Insight'],
  ['エクセル', 'Excel'],
  ['プライム', 'Prime'],
  ['ユニバーサル', 'Universal'],
  ['グローバル', 'Global'],
  ['ジェネシス', 'Genesis'],
  ['ホライズン', 'Horizon'],
]

const NAME_KINDS: Array<readonly [ja: string, en: string, industryId: number]> = [
  ['キャピタル', 'Capital', 4],
  ['インベストメンツ', 'Investments', 4],
  ['アセットマネジメント', 'Asset Management', 3],
  ['アドバイザーズ', 'Advisors', 3],
  ['証券', 'Securities', 2],
  ['フィナンシャル', 'Financial', 1],
  ['銀行', 'Bank', 1],
  ['ペイメンツ', 'Payments', 6],
  ['生命保険', 'Life Insurance', 5],
  ['損害保険', 'General Insurance', 5],
  ['ストラテジー', 'Strategy', 7],
  ['コンサルティング', 'Consulting', 8],
  ['アドバイザリー', 'Advisory', 8],
  ['システムズ', 'Systems', 9],
  ['ソリューションズ', 'Solutions', 9],
  ['テクノロジーズ', 'Technologies', 10],
  ['ソフトウェア', 'Software', 10],
  ['クラウド', 'Cloud', 10],
  ['ネットワークス', 'Networks', 12],
  ['デジタル', 'Digital', 11],
  ['ラボ', 'Labs', 11],
  ['セミコンダクター', 'Semiconductor', 13],
  ['エレクトロニクス', 'Electronics', 13],
  ['ファーマ', 'Pharma', 14],
  ['メディカル', 'Medical', 14],
  ['バイオサイエンス', 'Bioscience', 14],
  ['コスメティクス', 'Cosmetics', 15],
  ['フーズ', 'Foods', 15],
  ['ブランズ', 'Brands', 15],
  ['モーターズ', 'Motors', 16],
  ['インダストリーズ', 'Industries', 16],
  ['トレーディング', 'Trading', 17],
  ['商事', 'Shoji', 17],
  ['リアルティ', 'Realty', 18],
  ['不動産', 'Real Estate', 18],
  ['エージェンシー', 'Agency', 19],
  ['メディア', 'Media', 19],
  ['リテール', 'Retail', 20],
  ['エナジー', 'Energy', 22],
  ['マテリアルズ', 'Materials', 22],
]

export const SCALE_COMPANY_COUNT = NAME_HEADS.length * NAME_KINDS.length

interface ScaleCompany extends JobCompany {
  nameEn: string
}

/** The k-th generated company: deterministic, and unique for k below SCALE_COMPANY_COUNT. */
export function scaleCompany(k: number): ScaleCompany {
  const [head, headEn] = NAME_HEADS[k % NAME_HEADS.length]!
  const [kind, kindEn, industryId] =
    NAME_KINDS[Math.floor(k / NAME_HEADS.length) % NAME_KINDS.length]!
  const foreign = k % 3 === 0 && !/[\u4e00-\u9fff]/.test(head)
  const name = foreign
    ? `${head}・${kind}・ジャパン株式会社`
    : k % 2 === 0
      ? `株式会社${head}${kind}`
      : `${head}${kind}株式会社`
  const random = createRandom(7_000_000 + k)
  return {
    name,
    nameEn: `${headEn} ${kindEn} ${foreign ? 'Japan K.K.' : 'Co., Ltd.'}`,
    industryId,
    prefectureId: random.weighted([
      [13, 70],
      [27, 10],
      [14, 6],
      [23, 5],
      [40, 4],
      [1, 2],
      [34, 2],
      [48, 1],
    ]),
    foreign,
  }
}

/** Themes a posting touches, from one- and two-kanji words to long katakana and abbreviations. */
const THEMES = [
  'ESG',
  'KPI',
  'OKR',
  'SaaS',
  'BtoB',
  'DX',
  'AI',
  'IoT',
  'API',
  'CRM',
  'SFA',
  'ERP',
  'SCM',
  'BPR',
  'PMI',
  'IPO',
  'M&A',
  'LBO',
  'IFRS',
  'J-SOX',
  'US GAAP',
  'AML',
  'KYC',
  'RPA',
  'BI',
  'SQL',
  'Python',
  'AWS',
  'GCP',
  'Azure',
  'Salesforce',
  'SAP',
  'Tableau',
  'CFA',
  'USCPA',
  'TOEIC',
  'GMP',
  'CSR',
  'サプライチェーンマネジメント',
  'サステナビリティ',
  'コーポレートガバナンス',
  'コンプライアンス',
  'デジタルトランスフォーメーション',
  'ポートフォリオマネジメント',
  'デューデリジェンス',
  'バリュエーション',
  'ストラクチャードファイナンス',
  'オペレーショナルエクセレンス',
  'マーケットプレイス',
  'サブスクリプション',
  'ロイヤリティプログラム',
  'オムニチャネル',
  'ヘルスケア',
  'ライフサイエンス',
  'サイバーセキュリティ',
  'クラウドネイティブ',
  'マイクロサービス',
  'データガバナンス',
  'プライシング',
  'レベニューマネジメント',
  'カーボンニュートラル',
  'インバウンド',
  'アライアンス',
  'インキュベーション',
  'ファンドレイジング',
  'リスクアセスメント',
  'エンゲージメント',
  'タレントマネジメント',
  'ダイバーシティ',
  'ブランディング',
  'コンテンツマーケティング',
  'パフォーマンスマーケティング',
  'プロダクトマーケティング',
  'カスタマージャーニー',
  'ロジスティクス',
  'マニュファクチャリング',
  'トレジャリーマネジメント',
  'キャッシュマネジメント',
  'ウェルスマネジメント',
  'プライベートバンキング',
  'インフラストラクチャー',
  'オートメーション',
  '事業承継',
  '海外展開',
  '新規事業',
  '業務改革',
  '原価管理',
  '予算管理',
  '連結決算',
  '税務申告',
  '与信管理',
  '資金調達',
  '組織開発',
  '人材育成',
  '労務管理',
  '内部統制',
  '品質保証',
  '生産管理',
  '物流改革',
  '販路拡大',
  '価格戦略',
  '顧客分析',
  '需要予測',
  '資産運用',
  '不動産投資',
  '脱炭素',
  '地方創生',
  '医療',
  '金融',
  '営業',
  '経理',
  '人事',
  '法務',
  '広報',
  '監査',
  '財務',
  '開発',
  '採用',
  '物流',
  '製造',
  '小売',
  '保険',
  '証券',
  '銀行',
  '通信',
  '半導体',
  '電池',
  '素材',
  '食品',
  '化粧品',
  '自動車',
  '航空',
  '観光',
  '教育',
  '不動産',
  '建設',
  '行政',
  '公共',
  '農業',
  '水産',
] as const

const THEME_INTRO = ['【関連するテーマ】', '【このポジションで扱う領域】', '【プロジェクト例】']

/** The i-th scale job (0-based) at one of the generated companies. */
export function scaleJob(i: number): {
  company: number
  hideCompany: boolean
  job: ReturnType<typeof composeJob>
  themes: string[]
  random: Random
} {
  const random = createRandom(9_000_000 + i)
  // A skewed spread: some firms post many jobs, most a few.
  const company = Math.floor(random.next() ** 1.6 * SCALE_COMPANY_COUNT)
  const firm = scaleCompany(company)
  const hideCompany = random.chance(0.05)
  const pool = random.chance(0.8) ? archetypesFor(firm.industryId) : JOB_ARCHETYPES
  // A hidden company is not named in the text either.
  const job = composeJob(
    random,
    random.pick(pool),
    hideCompany ? { ...firm, name: '募集企業' } : firm,
  )
  const themes = random.sample(THEMES, random.int(3, 6))
  return { company, hideCompany, job, themes, random }
}

export interface ScaleSeedOptions {
  /** How many scale jobs the database should hold when done. */
  jobs: number
  /** Jobs per transaction. */
  batchSize?: number
  now?: Date
  onProgress?: (progress: {
    done: number
    target: number
    inserted: number
    elapsedMs: number
  }) => void
}

export interface ScaleSeedResult {
  before: number
  inserted: number
  total: number
  elapsedMs: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000
const tokyoDay = (at: Date) => new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10)

/**
 * Tops the scale jobs up to `options.jobs`: creates the generated companies (and their
 * organisations) that are missing, counts the jobs they already publish, and inserts the rest,
 * `batchSize` per transaction. Every scale job is open and inside its recruitment period.
 */
export async function seedScale(
  database: Database,
  options: ScaleSeedOptions,
): Promise<ScaleSeedResult> {
  const started = performance.now()
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? 2000
  const { db } = database

  const firms = Array.from({ length: SCALE_COMPANY_COUNT }, (_, k) => scaleCompany(k))
  const companyIds = await ensureScaleCompanies(database, firms)
  const orgByCompany = new Map(companyIds.map((c) => [c.id, c.organisationId]))

  const [existing] = await db
    .select({ n: count() })
    .from(jobInfos)
    .where(
      inArray(
        jobInfos.companyId,
        companyIds.map((c) => c.id),
      ),
    )
  const before = existing?.n ?? 0

  const typeRows = await db
    .select({ id: jobTypes.id, code: jobTypes.code, name: jobTypes.name })
    .from(jobTypes)
  const typeByCode = new Map(typeRows.map((t) => [t.code, t]))
  const tagRows = await db
    .select({ id: jobInfoTags.id, code: jobInfoTags.code, name: jobInfoTags.name })
    .from(jobInfoTags)
  const tagByCode = new Map(tagRows.map((t) => [t.code, t]))
  const industryNames = new Map((await db.select().from(industries)).map((r) => [r.id, r.name]))
  const prefectureNames = new Map((await db.select().from(prefectures)).map((r) => [r.id, r.name]))

  let inserted = 0
  for (let from = before; from < options.jobs; from += batchSize) {
    const to = Math.min(options.jobs, from + batchSize)
    const rows: JobRow[] = []
    const links: Array<{ typeIds: number[]; tagIds: number[] }> = []
    for (let i = from; i < to; i += 1) {
      const { company, hideCompany, job, themes, random } = scaleJob(i)
      const firm = firms[company]!
      const companyId = companyIds[company]!.id
      const types = job.jobTypeCodes.map((code) => typeByCode.get(code)!)
      const jobTags = job.tagCodes.map((code) => tagByCode.get(code)!)
      const jobDescription = `${job.jobDescription}\n\n${random.pick(THEME_INTRO)}\n${themes.join('、')}`
      const publishedAt = new Date(now.getTime() - random.next() * 90 * DAY_MS)
      const document = jobSearchDocument(
        {
          ...job,
          jobDescription,
          companyName: firm.name,
          companyNameEn: firm.nameEn,
          industryName: industryNames.get(job.industryId),
          prefectureName: prefectureNames.get(job.prefectureId),
          jobTypeNames: types.map((t) => t.name),
          tagNames: jobTags.map((t) => t.name),
        },
        { hideCompany },
      )
      rows.push({
        organisationId: orgByCompany.get(companyId)!,
        publisherType: 'Company',
        companyId,
        companyText: firm.name,
        displayCompanyName: hideCompany ? null : firm.name,
        displayCompanyLogo: !hideCompany,
        hideCompany,
        title: job.title,
        titleEn: job.titleEn,
        position: job.position,
        division: job.division,
        industryId: job.industryId,
        prefectureId: job.prefectureId,
        workPlaceDescription: job.workPlaceDescription,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryDisplayOption: job.salaryDisplayOption,
        salarySupplement: job.salarySupplement,
        jobDescription,
        attraction: job.attraction,
        requirement: job.requirement,
        welcomeSkill: job.welcomeSkill,
        employmentSelection: job.employmentSelection,
        status: 'open',
        employmentType: job.employmentType,
        recruitmentStartOn: tokyoDay(new Date(publishedAt.getTime() - DAY_MS)),
        // Far enough ahead that a benchmark database stays valid for months.
        recruitmentEndOn: tokyoDay(new Date(now.getTime() + random.int(120, 365) * DAY_MS)),
        publishedAt,
        isRichPage: job.isRichPage,
        recommendScore: job.recommendScore,
        popularityScore: Math.round(random.next() ** 4 * 3000),
        createdAt: new Date(publishedAt.getTime() - DAY_MS),
        updatedAt: publishedAt,
        ...document,
      })
      links.push({ typeIds: types.map((t) => t.id), tagIds: jobTags.map((t) => t.id) })
    }
    await db.transaction(async (tx) => {
      // Ids drawn first, so the links below need no RETURNING order.
      const ids = (
        await tx.execute<{ id: string }>(
          sql`select nextval(pg_get_serial_sequence('job_infos', 'id')) as id from generate_series(1, ${rows.length})`,
        )
      ).rows.map((r) => Number(r.id))
      for (let k = 0; k < rows.length; k += 1000) {
        await tx.execute(insertJobsSql(rows.slice(k, k + 1000), ids.slice(k, k + 1000)))
      }
      const typeLinks = ids.flatMap((id, k) => links[k]!.typeIds.map((typeId) => [id, typeId]))
      const tagLinks = ids.flatMap((id, k) => links[k]!.tagIds.map((tagId) => [id, tagId]))
      await tx.execute(sql`insert into ${jobInfoJobTypes} (job_info_id, job_type_id)
        select * from unnest(${sql.param(typeLinks.map((l) => l[0]))}::bigint[], ${sql.param(typeLinks.map((l) => l[1]))}::bigint[])`)
      await tx.execute(sql`insert into ${jobInfoJobInfoTags} (job_info_id, job_info_tag_id)
        select * from unnest(${sql.param(tagLinks.map((l) => l[0]))}::bigint[], ${sql.param(tagLinks.map((l) => l[1]))}::bigint[])`)
    })
    inserted += rows.length
    options.onProgress?.({
      done: to,
      target: options.jobs,
      inserted,
      elapsedMs: performance.now() - started,
    })
  }
  // Fresh statistics, so the planner knows the table's new size and the grams' frequencies.
  if (inserted > 0)
    await database.executeSql('analyze job_infos, job_info_job_types, job_info_job_info_tags')
  return {
    before,
    inserted,
    total: Math.max(before, options.jobs),
    elapsedMs: performance.now() - started,
  }
}

type JobRow = NewJobInfo & { searchText: string; searchGrams: string[] }

/** Columns of a bulk job insert: name, PostgreSQL type, value. */
const JOB_COLUMNS: Array<readonly [string, string, (row: JobRow) => unknown]> = [
  ['organisation_id', 'bigint', (r) => r.organisationId],
  ['publisher_type', 'publisher_type', (r) => r.publisherType],
  ['company_id', 'bigint', (r) => r.companyId],
  ['company_text', 'text', (r) => r.companyText],
  ['display_company_name', 'text', (r) => r.displayCompanyName],
  ['display_company_logo', 'boolean', (r) => r.displayCompanyLogo],
  ['hide_company', 'boolean', (r) => r.hideCompany],
  ['title', 'text', (r) => r.title],
  ['title_en', 'text', (r) => r.titleEn],
  ['position', 'text', (r) => r.position],
  ['division', 'text', (r) => r.division],
  ['industry_id', 'bigint', (r) => r.industryId],
  ['prefecture_id', 'smallint', (r) => r.prefectureId],
  ['work_place_description', 'text', (r) => r.workPlaceDescription],
  ['salary_min', 'integer', (r) => r.salaryMin],
  ['salary_max', 'integer', (r) => r.salaryMax],
  ['salary_display_option', 'salary_display_option', (r) => r.salaryDisplayOption],
  ['salary_supplement', 'text', (r) => r.salarySupplement],
  ['job_description', 'text', (r) => r.jobDescription],
  ['attraction', 'text', (r) => r.attraction],
  ['requirement', 'text', (r) => r.requirement],
  ['welcome_skill', 'text', (r) => r.welcomeSkill],
  ['employment_selection', 'text', (r) => r.employmentSelection],
  ['status', 'job_status', (r) => r.status],
  ['employment_type', 'employment_type', (r) => r.employmentType],
  ['recruitment_start_on', 'date', (r) => r.recruitmentStartOn],
  ['recruitment_end_on', 'date', (r) => r.recruitmentEndOn],
  ['published_at', 'timestamptz', (r) => r.publishedAt],
  ['is_rich_page', 'boolean', (r) => r.isRichPage],
  ['recommend_score', 'real', (r) => r.recommendScore],
  ['popularity_score', 'real', (r) => r.popularityScore],
  ['created_at', 'timestamptz', (r) => r.createdAt],
  ['updated_at', 'timestamptz', (r) => r.updatedAt],
  ['search_text', 'text', (r) => r.searchText],
]

/** A text[] literal; each row's grams travel as one such string and are cast back in SQL. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`

/**
 * One INSERT of many jobs with one array parameter per column (unnest). Building a VALUES list
 * of thousands of rows through the query builder costs more than the database's work here.
 */
function insertJobsSql(rows: JobRow[], ids: number[]) {
  const columnsSql = sql.raw(
    ['id', ...JOB_COLUMNS.map(([name]) => name), 'search_grams'].join(', '),
  )
  const arrays = [
    sql`${sql.param(ids)}::bigint[]`,
    ...JOB_COLUMNS.map(
      ([, type, value]) => sql`${sql.param(rows.map((r) => value(r) ?? null))}::${sql.raw(type)}[]`,
    ),
    sql`${sql.param(rows.map((r) => arrayLiteral(r.searchGrams)))}::text[]`,
  ]
  const names = sql.raw(['id', ...JOB_COLUMNS.map((_, i) => `c${i}`), 'grams'].join(', '))
  const picks = sql.raw(['id', ...JOB_COLUMNS.map((_, i) => `c${i}`), 'grams::text[]'].join(', '))
  return sql`insert into ${jobInfos} (${columnsSql}) overriding system value
    select ${picks} from unnest(${sql.join(arrays, sql`, `)}) as u(${names})`
}

/** The generated companies with their organisations, in index order, creating missing ones. */
async function ensureScaleCompanies(
  database: Database,
  firms: ScaleCompany[],
): Promise<Array<{ id: number; organisationId: number }>> {
  const { db } = database
  const names = firms.map((f) => f.name)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kakehashi_scale_seed'))`)
    const orgs = await tx
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.kind, 'company'), inArray(organisations.name, names)))
    const orgIds = new Map(orgs.map((o) => [o.name, o.id]))
    const missingOrgs = firms.filter((f) => !orgIds.has(f.name))
    for (let k = 0; k < missingOrgs.length; k += 1000) {
      const rows = await tx
        .insert(organisations)
        .values(
          missingOrgs
            .slice(k, k + 1000)
            .map((f) => ({ kind: 'company' as const, name: f.name, nameEn: f.nameEn })),
        )
        .returning({ id: organisations.id, name: organisations.name })
      for (const r of rows) orgIds.set(r.name, r.id)
    }
    const found = await tx
      .select({ id: companies.id, organisationId: companies.organisationId })
      .from(companies)
      .where(inArray(companies.organisationId, [...orgIds.values()]))
    const companyByOrg = new Map(found.map((c) => [c.organisationId!, c.id]))
    const missing = firms.filter((f) => !companyByOrg.has(orgIds.get(f.name)!))
    for (let k = 0; k < missing.length; k += 500) {
      const rows = await tx
        .insert(companies)
        .values(
          missing.slice(k, k + 500).map((f) => {
            const [business] = INDUSTRY_BUSINESS[f.industryId]!
            const description = `${f.name}は${business}を手がける企業です。`
            return {
              organisationId: orgIds.get(f.name)!,
              name: f.name,
              nameEn: f.nameEn,
              industryId: f.industryId,
              prefectureId: f.prefectureId,
              description,
              businessDescription: business,
              isForeignAffiliated: f.foreign,
              ...companySearchDocument({ name: f.name, nameEn: f.nameEn, description }),
            }
          }),
        )
        .returning({ id: companies.id, organisationId: companies.organisationId })
      for (const r of rows) companyByOrg.set(r.organisationId!, r.id)
    }
    return firms.map((f) => {
      const organisationId = orgIds.get(f.name)!
      return { id: companyByOrg.get(organisationId)!, organisationId }
    })
  })
}
