import {
  ANNUAL_INCOME_MAX,
  CAREER_DONE_MAX_LENGTH,
  type CompanyTypeTendency,
  type DegreeType,
  type Gender,
  type JobChangeTiming,
  type LanguageLevel,
  OVERSEAS_PREFECTURE_ID,
  type WhatToDiscuss,
} from '@kakehashi/contracts'
import { createRandom, type Random } from './random.ts'

// Generated candidates for the demo and the scale seed: people of the platform's audience
// (finance, consulting, technology, marketing, sales and corporate functions) whose careers,
// schools, languages, scores and wishes hang together: a 27-year-old analyst earns less than a
// 45-year-old finance director, an auditor tends to hold the CPA, an investment banker wishes
// for private equity. Candidate n is always the same person for the same reference time, so a
// rerun tops up and two databases of the same size hold the same people.
//
// Reference ids are those of the reference-data migration (0004), whose ids are fixed.
// Rows come out in the tables' snake_case, ready to travel as JSON into json_populate_recordset.

/** `{a-b}` in a phrase is a number between a and b; `{a-b,}` the same with thousands separators. */
type Phrase = string

interface Role {
  key: string
  jobTypeId: number
  industries: number[]
  /** Titles early in a career, in the middle, and senior. */
  positions: [string[], string[], string[]]
  duties: Phrase[]
  achievements: Phrase[]
  skills: string[]
  certifications: number[]
  /** Roles a next job often is; the role itself repeats more often than any. */
  next: string[]
  tendencies: CompanyTypeTendency[]
  /** How much the field pays against the average, for incomes. */
  pay: number
  /** Only for people with this many years of work behind them. */
  minYears?: number
}

const CORPORATE = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 6]
const TECH = [6, 9, 10, 11, 12]

const ROLES: Role[] = [
  {
    key: 'accounting',
    jobTypeId: 601,
    industries: CORPORATE,
    positions: [
      ['経理スタッフ', '経理担当'],
      ['経理主任', '経理リーダー', '連結決算担当'],
      ['経理マネージャー', '経理部長', '財務経理部長'],
    ],
    duties: [
      '月次・年次決算',
      '連結決算（子会社{5-30}社）の取りまとめ',
      'IFRS・日本基準での連結財務諸表の作成',
      '監査法人対応',
      '有価証券報告書・決算短信の開示資料作成',
      '固定資産・リース会計',
      '原価計算と在庫評価',
      '税効果会計と法人税申告の準備',
      'SAP（FI/CO）を用いた決算業務',
      'J-SOX対応と決算プロセスの文書化',
      '海外子会社の決算レビュー（英語）',
      '債権債務管理と支払業務',
    ],
    achievements: [
      '決算早期化プロジェクトをリードし、月次決算を{2-6}営業日短縮しました。',
      'IFRS導入プロジェクトで子会社{5-20}社の会計方針の統一を主導しました。',
      '経費精算システムの刷新により、年間{1000-4000,}時間の工数を削減しました。',
      'SAP S/4HANAへの移行で経理側の要件定義を担当しました。',
      '{3-8}名のチームを率い、四半期開示を遅延なく完遂しました。',
    ],
    skills: [
      '連結決算',
      'IFRS',
      'US GAAP',
      'SAP FI/CO',
      'Excel（VBA・ピボットテーブル）',
      'Oracle EBS',
      'BlackLine',
      '開示業務',
      '簿記',
    ],
    certifications: [4, 5, 1, 2, 3, 6],
    next: ['fpa', 'treasury', 'ir', 'tax', 'internal-audit', 'cfo'],
    tendencies: ['japanese', 'foreign', 'mega_venture'],
    pay: 1,
  },
  {
    key: 'audit-firm',
    jobTypeId: 601,
    industries: [8],
    positions: [
      ['スタッフ', 'アソシエイト'],
      ['シニアスタッフ', 'シニアアソシエイト'],
      ['マネージャー', 'シニアマネージャー'],
    ],
    duties: [
      '上場企業の会計監査',
      '金融商品取引法・会社法監査',
      '内部統制監査（J-SOX）',
      'IPO準備会社の短期調査',
      'IFRS任意適用会社の監査',
      '海外子会社の監査人とのコミュニケーション（英語）',
      '監査チームの進捗管理とレビュー',
    ],
    achievements: [
      '製造業・小売業を中心に延べ{10-40}社の監査に従事しました。',
      'インチャージとして{4-12}名のチームを統括しました。',
      'IPO支援では{2-5}社の上場を支援しました。',
    ],
    skills: ['会計監査', 'J-SOX', 'IFRS', 'US GAAP', 'IPO支援', 'データ分析（ACL・IDEA）'],
    certifications: [1, 2, 7],
    next: ['fas', 'accounting', 'fpa', 'internal-audit', 'ma-advisory'],
    tendencies: ['consulting', 'japanese'],
    pay: 1.2,
  },
  {
    key: 'fpa',
    jobTypeId: 602,
    industries: CORPORATE,
    positions: [
      ['経営企画スタッフ', 'FP&Aアナリスト'],
      ['FP&Aマネージャー', '経営企画リーダー'],
      ['経営企画部長', 'FP&Aディレクター'],
    ],
    duties: [
      '予算策定と予実管理',
      '中期経営計画の策定',
      'KPIの設計とダッシュボードの構築',
      '経営会議資料の作成',
      'M&A案件の事業計画レビュー',
      '本社（海外）への英語でのレポーティング',
      '事業部門の投資判断の支援（NPV・IRR分析）',
      '管理会計制度の設計',
    ],
    achievements: [
      '全社予算プロセスを見直し、策定期間を{1-3}か月短縮しました。',
      'Tableauで経営ダッシュボードを構築し、月次の経営会議で活用されています。',
      '新規事業{2-5}件の事業計画と投資判断を支援しました。',
      '売上{300-2000,}億円規模の中期経営計画の策定を事務局として主導しました。',
    ],
    skills: [
      'FP&A',
      '管理会計',
      'Excel（財務モデリング）',
      'Tableau',
      'Power BI',
      'SQL',
      'Anaplan',
    ],
    certifications: [21, 4, 8, 20],
    next: ['cfo', 'strategy', 'ir', 'pdm', 'treasury'],
    tendencies: ['foreign', 'mega_venture', 'startup'],
    pay: 1.15,
  },
  {
    key: 'ir',
    jobTypeId: 603,
    industries: CORPORATE,
    positions: [['IR担当'], ['IRマネージャー'], ['IR室長', 'IR・広報部長']],
    duties: [
      '決算説明会の運営',
      '機関投資家・アナリストとのミーティング',
      '統合報告書の制作',
      '英文開示資料の作成',
      '株主総会の準備',
      'ESG評価機関への対応',
    ],
    achievements: [
      '海外ロードショーを年{2-4}回企画・実施しました。',
      '統合報告書の発行を立ち上げ、ESG評価の改善に貢献しました。',
      '年間{100-300}件の投資家面談を担当しました。',
    ],
    skills: ['IR', '開示', 'ESG', '統合報告', 'Bloomberg'],
    certifications: [9, 8],
    next: ['fpa', 'cfo', 'public-relations'],
    tendencies: ['japanese', 'foreign'],
    pay: 1.15,
  },
  {
    key: 'treasury',
    jobTypeId: 604,
    industries: CORPORATE,
    positions: [['財務担当'], ['財務リーダー', 'トレジャリーマネージャー'], ['財務部長']],
    duties: [
      '資金調達（銀行借入・社債発行）',
      'キャッシュマネジメントシステムの導入',
      '為替・金利リスクのヘッジ',
      '格付機関への対応',
      'グループファイナンスの運営',
    ],
    achievements: [
      '総額{100-800}億円のシンジケートローンの組成を担当しました。',
      'CMSの導入でグループ資金を一元化し、支払利息を年{1-5}億円削減しました。',
    ],
    skills: ['資金調達', '為替ヘッジ', 'CMS', 'デリバティブ', 'Bloomberg'],
    certifications: [8, 9, 4],
    next: ['cfo', 'fpa', 'corporate-finance'],
    tendencies: ['japanese', 'foreign'],
    pay: 1.15,
  },
  {
    key: 'legal',
    jobTypeId: 605,
    industries: [...CORPORATE, 1, 2, 5],
    positions: [
      ['法務担当', '法務スタッフ'],
      ['法務リーダー', 'シニアリーガルカウンセル'],
      ['法務部長', 'ゼネラルカウンセル'],
    ],
    duties: [
      '契約書審査（和文・英文）',
      'M&A・資本業務提携の法務デューデリジェンス',
      'コンプライアンス体制の構築と社内研修',
      '株主総会・取締役会の運営',
      '個人情報保護法・GDPRへの対応',
      '紛争・訴訟対応と外部弁護士との連携',
      '下請法・独占禁止法の相談対応',
    ],
    achievements: [
      '年間{300-900}件の契約審査を担当しました。',
      'グローバルなコンプライアンスプログラムを立ち上げ、海外拠点{5-15}か所に展開しました。',
      'クロスボーダーM&A{2-6}件で法務面を主導しました。',
    ],
    skills: ['契約審査', 'コンプライアンス', 'M&A', '英文契約', 'GDPR', 'コーポレートガバナンス'],
    certifications: [15, 16, 17, 18],
    next: ['risk', 'internal-audit'],
    tendencies: ['japanese', 'foreign'],
    pay: 1.15,
  },
  {
    key: 'hr',
    jobTypeId: 606,
    industries: [...CORPORATE, 21],
    positions: [
      ['人事スタッフ', '採用担当'],
      ['人事リーダー', 'HRBP'],
      ['人事部長', '人事マネージャー'],
    ],
    duties: [
      '新卒・中途採用の企画と運営',
      '人事制度（等級・評価・報酬）の設計',
      '労務管理と就業規則の改定',
      'タレントマネジメントシステムの導入',
      'エンゲージメントサーベイの運用',
      '研修体系の構築と人材育成',
      'HRBPとしての事業部門の組織課題の支援',
    ],
    achievements: [
      '中途採用で年間{30-150}名を採用し、採用単価を{10-30}%削減しました。',
      '人事評価制度を刷新し、社員{500-5000,}名に展開しました。',
      '離職率を{2-8}ポイント改善しました。',
    ],
    skills: ['人事制度設計', '採用', '労務', 'Workday', 'SuccessFactors', '組織開発'],
    certifications: [19],
    next: ['hr-consultant', 'chro'],
    tendencies: ['japanese', 'mega_venture', 'startup'],
    pay: 0.95,
  },
  {
    key: 'internal-audit',
    jobTypeId: 607,
    industries: CORPORATE,
    positions: [['内部監査担当'], ['内部監査リーダー'], ['内部監査室長']],
    duties: [
      '内部監査計画の策定と実施',
      'J-SOXの評価',
      'リスクアセスメント',
      '海外子会社の監査（英語）',
      '不正調査',
    ],
    achievements: [
      '年間{10-30}拠点の業務監査を実施しました。',
      'リスクベースの監査計画を導入し、監査工数を{10-30}%削減しました。',
    ],
    skills: ['内部監査', 'J-SOX', 'リスク管理', 'ITGC'],
    certifications: [7, 30, 1],
    next: ['accounting', 'risk'],
    tendencies: ['japanese'],
    pay: 1,
  },
  {
    key: 'tax',
    jobTypeId: 608,
    industries: [...CORPORATE, 8],
    positions: [['税務担当'], ['税務マネージャー'], ['税務部長']],
    duties: [
      '法人税・消費税の申告',
      '国際税務（移転価格・タックスヘイブン対策税制）',
      '税務調査への対応',
      'グループ通算制度の導入',
    ],
    achievements: ['移転価格文書化の体制を整え、海外{5-20}拠点に展開しました。'],
    skills: ['法人税', '国際税務', '移転価格', '消費税'],
    certifications: [3, 1, 2],
    next: ['accounting', 'cfo'],
    tendencies: ['japanese', 'foreign'],
    pay: 1.05,
  },
  {
    key: 'investment-banking',
    jobTypeId: 101,
    industries: [2],
    positions: [
      ['アナリスト'],
      ['アソシエイト', 'ヴァイスプレジデント'],
      ['ディレクター', 'マネージングディレクター'],
    ],
    duties: [
      'M&Aアドバイザリー業務（買収・売却・経営統合）',
      '株式・債券の引受業務（ECM・DCM）',
      'バリュエーション（DCF・類似会社比較）',
      'ピッチブック・提案資料の作成',
      '財務モデルの構築',
      'クロスボーダー案件の実行',
    ],
    achievements: [
      '総額{500-8000,}億円規模のM&A案件{3-12}件に関与しました。',
      'IPOの主幹事案件{2-6}件を実行しました。',
    ],
    skills: ['M&A', 'バリュエーション', '財務モデリング', 'ECM', 'DCM', 'Bloomberg', 'Capital IQ'],
    certifications: [8, 9, 10, 2],
    next: ['private-equity', 'ma-advisory', 'fpa', 'cfo'],
    tendencies: ['ibd_fund', 'foreign'],
    pay: 1.9,
  },
  {
    key: 'ma-advisory',
    jobTypeId: 102,
    industries: [8, 2, 7],
    positions: [
      ['アナリスト', 'コンサルタント'],
      ['マネージャー', 'ヴァイスプレジデント'],
      ['ディレクター', 'パートナー'],
    ],
    duties: [
      'M&A戦略の立案支援',
      'ファイナンシャル・アドバイザリー（FA）業務',
      '事業承継案件のソーシング',
      '買収候補先のロングリスト作成',
      'PMIの支援',
    ],
    achievements: ['中堅企業の事業承継M&Aを{5-20}件成約に導きました。'],
    skills: ['M&A', 'バリュエーション', 'デューデリジェンス', 'PMI', '事業承継'],
    certifications: [1, 8, 20],
    next: ['private-equity', 'fpa', 'strategy'],
    tendencies: ['ibd_fund', 'consulting'],
    pay: 1.5,
  },
  {
    key: 'asset-management',
    jobTypeId: 103,
    industries: [3, 5, 1],
    positions: [
      ['アナリスト', '運用アシスタント'],
      ['ファンドマネージャー', 'ポートフォリオマネージャー'],
      ['運用部長', 'チーフ・インベストメント・オフィサー'],
    ],
    duties: [
      '日本株・外国株の運用',
      'クオンツモデルの開発（Python）',
      'ESG投資の方針策定',
      '投資信託の商品企画',
      '機関投資家向けのレポーティング',
    ],
    achievements: [
      '運用資産{300-5000,}億円のファンドを担当し、ベンチマークを上回る運用成績を残しました。',
    ],
    skills: ['ポートフォリオ運用', 'Python', 'ESG', 'Bloomberg', '統計解析'],
    certifications: [8, 9, 11],
    next: ['risk', 'private-equity'],
    tendencies: ['ibd_fund', 'foreign'],
    pay: 1.6,
  },
  {
    key: 'private-equity',
    jobTypeId: 104,
    industries: [4],
    positions: [
      ['アソシエイト'],
      ['ヴァイスプレジデント', 'プリンシパル'],
      ['ディレクター', 'パートナー'],
    ],
    duties: [
      '投資案件のソーシングと投資実行',
      'ビジネス・財務デューデリジェンス',
      '投資先の経営支援（バリューアップ）',
      'LBOファイナンスの組成',
      'エグジット戦略の立案',
    ],
    achievements: ['{3-8}件の投資実行と{1-4}件のエグジットに関与しました。'],
    skills: ['LBO', 'デューデリジェンス', 'バリューアップ', '財務モデリング', 'M&A'],
    certifications: [8, 1, 21],
    next: ['cfo', 'coo', 'strategy'],
    tendencies: ['ibd_fund'],
    pay: 2,
    minYears: 3,
  },
  {
    key: 'risk',
    jobTypeId: 105,
    industries: [1, 2, 5, 6],
    positions: [['リスク管理担当'], ['リスク管理マネージャー'], ['リスク管理部長', 'CRO']],
    duties: [
      '市場リスク・信用リスクの計測',
      'VaR・ストレステストの運用',
      'バーゼル規制への対応',
      'AML・KYC態勢の高度化',
      'オペレーショナルリスク管理',
      'コンプライアンス・リスク評価',
    ],
    achievements: ['AMLモニタリングシステムを刷新し、誤検知を{20-60}%削減しました。'],
    skills: ['VaR', 'バーゼル規制', 'AML', 'Python', 'SQL', 'コンプライアンス'],
    certifications: [13, 14, 8],
    next: ['risk', 'internal-audit', 'legal'],
    tendencies: ['japanese', 'foreign'],
    pay: 1.3,
  },
  {
    key: 'corporate-finance',
    jobTypeId: 106,
    industries: [1, 2],
    positions: [
      ['法人営業担当', '融資担当'],
      ['シニアバンカー', 'ストラクチャードファイナンス担当'],
      ['次長', '部長'],
    ],
    duties: [
      '法人融資と与信審査',
      'プロジェクトファイナンス',
      'LBOファイナンス',
      'シンジケートローンのアレンジ',
      '事業承継・M&Aファイナンスの提案',
    ],
    achievements: ['中堅・大企業{30-80}社を担当し、融資残高を{10-40}%伸ばしました。'],
    skills: ['与信審査', 'ストラクチャードファイナンス', 'シンジケートローン', '財務分析'],
    certifications: [10, 12, 5],
    next: ['investment-banking', 'treasury', 'private-equity'],
    tendencies: ['japanese', 'ibd_fund'],
    pay: 1.25,
  },
  {
    key: 'equity-research',
    jobTypeId: 107,
    industries: [2, 3],
    positions: [['アソシエイト'], ['アナリスト'], ['シニアアナリスト']],
    duties: [
      'セクター担当アナリストとしての企業調査',
      '業績予想モデルの作成',
      '機関投資家向けレポートの執筆',
    ],
    achievements: ['担当セクターのアナリストランキングで上位に選ばれました。'],
    skills: ['企業分析', '財務モデリング', 'Bloomberg', '英語'],
    certifications: [9, 8],
    next: ['ir', 'asset-management'],
    tendencies: ['ibd_fund', 'foreign'],
    pay: 1.6,
  },
  {
    key: 'strategy',
    jobTypeId: 201,
    industries: [7, 8],
    positions: [
      ['アナリスト', 'コンサルタント'],
      ['マネージャー', 'シニアコンサルタント'],
      ['プリンシパル', 'パートナー'],
    ],
    duties: [
      '全社戦略・事業戦略の策定支援',
      'M&A戦略とビジネスデューデリジェンス',
      '新規事業開発の支援',
      'コスト削減・オペレーション改革',
      'デジタル戦略（DX）の立案',
      '市場調査と競合分析',
    ],
    achievements: [
      '製造業・金融業を中心に{10-40}件のプロジェクトに従事しました。',
      'クライアントの営業利益を{5-20}%改善する施策を立案・実行しました。',
    ],
    skills: ['戦略立案', 'ロジカルシンキング', 'PowerPoint', 'Excel', '市場分析', 'M&A'],
    certifications: [21, 20],
    next: ['fpa', 'private-equity', 'pdm', 'coo', 'ceo'],
    tendencies: ['consulting', 'foreign'],
    pay: 1.6,
  },
  {
    key: 'it-consultant',
    jobTypeId: 202,
    industries: [9, 8],
    positions: [
      ['コンサルタント'],
      ['シニアコンサルタント', 'マネージャー'],
      ['シニアマネージャー', 'ディレクター'],
    ],
    duties: [
      'IT戦略の策定',
      'システム化構想と要件定義',
      'ベンダー選定（RFPの作成）',
      'クラウド移行計画の策定',
      'DX推進プロジェクトのPMO',
    ],
    achievements: ['金融機関の基幹システム刷新（総額{50-300}億円）で要件定義をリードしました。'],
    skills: ['要件定義', 'IT戦略', 'AWS', 'DX', 'プロジェクトマネジメント'],
    certifications: [24, 26, 27],
    next: ['pmo', 'it-pm', 'pdm', 'strategy'],
    tendencies: ['consulting'],
    pay: 1.3,
  },
  {
    key: 'erp',
    jobTypeId: 203,
    industries: [9, 8],
    positions: [
      ['コンサルタント'],
      ['シニアコンサルタント', 'リードコンサルタント'],
      ['マネージャー', 'シニアマネージャー'],
    ],
    duties: [
      'SAP S/4HANAの導入プロジェクト',
      '会計モジュール（FI/CO）の要件定義と設定',
      '業務プロセスの標準化（BPR）',
      'データ移行計画の策定',
      '保守運用と追加開発',
    ],
    achievements: ['グローバル{5-20}拠点へのSAP展開プロジェクトを完遂しました。'],
    skills: ['SAP', 'S/4HANA', 'FI/CO', 'SD/MM', 'ABAP', 'Oracle ERP Cloud'],
    certifications: [24, 27, 5],
    next: ['it-consultant', 'accounting', 'it-pm'],
    tendencies: ['consulting', 'foreign'],
    pay: 1.3,
  },
  {
    key: 'fas',
    jobTypeId: 204,
    industries: [8],
    positions: [
      ['アソシエイト'],
      ['シニアアソシエイト', 'マネージャー'],
      ['シニアマネージャー', 'ディレクター'],
    ],
    duties: [
      '財務デューデリジェンス',
      'バリュエーション',
      'PMIの支援',
      '事業再生計画の策定',
      '不正調査（フォレンジック）',
    ],
    achievements: ['国内外のM&A案件で{20-60}件の財務デューデリジェンスを担当しました。'],
    skills: ['財務デューデリジェンス', 'バリュエーション', 'M&A', 'PMI', '事業再生'],
    certifications: [1, 2, 8],
    next: ['private-equity', 'fpa', 'ma-advisory', 'cfo'],
    tendencies: ['consulting', 'ibd_fund'],
    pay: 1.4,
  },
  {
    key: 'pmo',
    jobTypeId: 205,
    industries: [8, 9, 10, 1],
    positions: [['PMOメンバー'], ['PMOリーダー'], ['PMO統括']],
    duties: [
      '大規模システム刷新プロジェクトのPMO',
      '進捗・課題・リスクの管理',
      'ステアリングコミッティの運営',
      'ウォーターフォール・アジャイル開発のプロジェクト管理',
    ],
    achievements: ['{100-400}名規模のプロジェクトのPMOを統括しました。'],
    skills: ['PMO', 'プロジェクトマネジメント', 'アジャイル', 'JIRA'],
    certifications: [24],
    next: ['it-pm', 'it-consultant'],
    tendencies: ['consulting', 'japanese'],
    pay: 1.15,
  },
  {
    key: 'hr-consultant',
    jobTypeId: 206,
    industries: [8, 21, 7],
    positions: [['コンサルタント'], ['シニアコンサルタント', 'マネージャー'], ['ディレクター']],
    duties: [
      '人事制度の設計コンサルティング',
      '組織再編の支援',
      'エンゲージメント向上施策の立案',
      '報酬ベンチマーク調査',
    ],
    achievements: ['{10-30}社の人事制度改定を支援しました。'],
    skills: ['人事制度設計', '組織開発', '報酬制度', 'チェンジマネジメント'],
    certifications: [19, 20],
    next: ['hr', 'chro'],
    tendencies: ['consulting'],
    pay: 1.2,
  },
  {
    key: 'software-engineer',
    jobTypeId: 301,
    industries: TECH,
    positions: [
      ['エンジニア', 'ソフトウェアエンジニア'],
      ['シニアエンジニア', 'テックリード'],
      ['エンジニアリングマネージャー', 'VPoE'],
    ],
    duties: [
      'サーバーサイド（Go・Java・Ruby on Rails）の設計と開発',
      'フロントエンド（React・TypeScript）の開発',
      'マイクロサービス化とAPI設計',
      'AWS上のインフラ構築（Terraform）',
      'CI/CDの整備とテストの自動化',
      '決済基盤の開発',
      'コードレビューと若手エンジニアの育成',
    ],
    achievements: [
      '月間{100-3000,}万PVのサービスのバックエンドを担当しました。',
      'APIのレスポンスタイムを{30-80}%改善しました。',
      'モノリスからマイクロサービスへの移行を{2-4}年かけて完遂しました。',
    ],
    skills: [
      'Go',
      'Java',
      'TypeScript',
      'React',
      'Ruby on Rails',
      'Python',
      'AWS',
      'GCP',
      'Kubernetes',
      'Docker',
      'Terraform',
      'PostgreSQL',
      'MySQL',
    ],
    certifications: [29, 27, 28],
    next: ['infrastructure', 'pdm', 'cto', 'data'],
    tendencies: ['mega_venture', 'startup', 'foreign'],
    pay: 1.15,
  },
  {
    key: 'data',
    jobTypeId: 302,
    industries: [...TECH, 15, 20, 1],
    positions: [
      ['データアナリスト', 'データサイエンティスト'],
      ['シニアデータサイエンティスト'],
      ['データサイエンス部長', 'データ戦略室長'],
    ],
    duties: [
      'SQLによるデータ抽出と分析',
      'Pythonでの機械学習モデルの開発（需要予測・レコメンド）',
      'A/Bテストの設計と効果検証',
      'BigQuery・Snowflakeを用いたデータ基盤の構築',
      'データ分析結果の経営層への報告',
      'BIダッシュボードの構築（Tableau・Looker）',
    ],
    achievements: [
      '需要予測モデルの導入で在庫を{10-30}%削減しました。',
      'レコメンドの改善で購入率を{5-20}%向上させました。',
    ],
    skills: [
      'SQL',
      'Python',
      'R',
      'BigQuery',
      'Snowflake',
      'Tableau',
      'Looker',
      '機械学習',
      '統計解析',
      'データ分析',
    ],
    certifications: [28, 27],
    next: ['software-engineer', 'pdm', 'digital-marketing'],
    tendencies: ['mega_venture', 'startup'],
    pay: 1.2,
  },
  {
    key: 'infrastructure',
    jobTypeId: 303,
    industries: TECH,
    positions: [['インフラエンジニア'], ['SRE', 'クラウドアーキテクト'], ['インフラ部長']],
    duties: [
      'AWS・Azure上のクラウド基盤の設計と構築',
      'Kubernetesによるコンテナ基盤の運用',
      'SREとしての監視・障害対応の仕組みづくり',
      'オンプレミスからクラウドへの移行',
    ],
    achievements: ['クラウド移行によりインフラ費用を年{20-50}%削減しました。'],
    skills: ['AWS', 'Azure', 'GCP', 'Kubernetes', 'Terraform', 'Linux', 'Datadog'],
    certifications: [29, 27],
    next: ['software-engineer', 'security', 'cto'],
    tendencies: ['mega_venture', 'startup', 'japanese'],
    pay: 1.1,
  },
  {
    key: 'security',
    jobTypeId: 304,
    industries: [...TECH, 1],
    positions: [['セキュリティエンジニア'], ['シニアセキュリティエンジニア'], ['CISO室長']],
    duties: [
      '脆弱性診断とペネトレーションテスト',
      'CSIRTの運営',
      'ゼロトラストアーキテクチャの導入',
      'ISMS・SOC2の認証取得',
    ],
    achievements: ['SOC2 Type2の取得を{6-12}か月で実現しました。'],
    skills: ['サイバーセキュリティ', 'ISMS', 'SOC2', 'ゼロトラスト', 'SIEM'],
    certifications: [25, 30],
    next: ['infrastructure', 'cio'],
    tendencies: ['foreign', 'mega_venture'],
    pay: 1.2,
  },
  {
    key: 'pdm',
    jobTypeId: 305,
    industries: TECH,
    positions: [
      ['プロダクトマネージャー'],
      ['シニアプロダクトマネージャー'],
      ['プロダクト責任者', 'VP of Product'],
    ],
    duties: [
      'プロダクトロードマップの策定',
      'ユーザーインタビューと要求定義',
      'KPIの設計と改善サイクルの運営',
      'エンジニア・デザイナーとのスクラム開発',
      'BtoB SaaSの新機能の企画',
    ],
    achievements: ['新機能のリリースでARRを{10-40}%伸ばしました。'],
    skills: ['プロダクトマネジメント', 'SQL', 'Figma', 'スクラム', 'SaaS'],
    certifications: [24],
    next: ['cto', 'coo', 'digital-marketing'],
    tendencies: ['startup', 'mega_venture'],
    pay: 1.25,
  },
  {
    key: 'it-pm',
    jobTypeId: 306,
    industries: CORPORATE,
    positions: [
      ['社内SE'],
      ['情報システム課長', 'ITプロジェクトマネージャー'],
      ['情報システム部長'],
    ],
    duties: [
      '基幹システムの刷新プロジェクト',
      'IT資産管理とヘルプデスクの運営',
      'ベンダーマネジメント',
      '情報セキュリティ規程の整備',
    ],
    achievements: ['基幹システム刷新を予算内で{1-2}年で完遂しました。'],
    skills: ['プロジェクトマネジメント', 'ERP', 'Microsoft 365', 'ITIL'],
    certifications: [27, 28, 24],
    next: ['it-consultant', 'cio'],
    tendencies: ['japanese'],
    pay: 1,
  },
  {
    key: 'digital-marketing',
    jobTypeId: 401,
    industries: [11, 15, 19, 20, 10, 6],
    positions: [
      ['マーケティング担当'],
      ['デジタルマーケティングマネージャー'],
      ['マーケティング部長'],
    ],
    duties: [
      'Web広告（リスティング・SNS広告）の運用',
      'SEO・コンテンツマーケティング',
      'CRM施策（メール・LINE）の企画',
      'MAツール（Marketo・HubSpot）の運用',
      'Google Analyticsを用いたデータ分析',
      'マーケティング予算の管理とROIの最大化',
    ],
    achievements: [
      'CPAを{20-50}%改善しながら新規顧客数を{1-3}倍にしました。',
      'オウンドメディアを立ち上げ、月間{10-100}万PVに成長させました。',
    ],
    skills: [
      'マーケティング',
      'デジタルマーケティング',
      'SEO',
      'Google Analytics',
      'Marketo',
      'HubSpot',
      'Salesforce',
      'SQL',
    ],
    certifications: [],
    next: ['brand', 'pdm', 'cmo', 'market-research'],
    tendencies: ['mega_venture', 'startup', 'foreign'],
    pay: 1.05,
  },
  {
    key: 'brand',
    jobTypeId: 402,
    industries: [15, 20, 14, 16],
    positions: [
      ['アシスタントブランドマネージャー'],
      ['ブランドマネージャー'],
      ['マーケティングディレクター'],
    ],
    duties: [
      'ブランド戦略の立案',
      '新商品の企画・開発',
      '消費者調査とインサイトの発掘',
      '広告クリエイティブの制作ディレクション',
      'ブランドのP/L管理',
    ],
    achievements: ['担当ブランドの売上を{3-5}年で{1-3}倍に伸ばしました。'],
    skills: ['ブランドマネジメント', 'マーケティング', '消費者調査', 'P/L管理'],
    certifications: [21],
    next: ['digital-marketing', 'cmo'],
    tendencies: ['foreign', 'japanese'],
    pay: 1.15,
  },
  {
    key: 'public-relations',
    jobTypeId: 403,
    industries: CORPORATE,
    positions: [['広報担当'], ['広報マネージャー'], ['広報部長']],
    duties: [
      'プレスリリースの作成と配信',
      'メディアリレーションズ',
      '危機管理広報',
      '社内報の企画',
    ],
    achievements: ['年間{50-200}件のメディア掲載を獲得しました。'],
    skills: ['広報', 'PR', 'メディアリレーションズ', 'SNS運用'],
    certifications: [],
    next: ['ir', 'brand'],
    tendencies: ['japanese', 'startup'],
    pay: 0.95,
  },
  {
    key: 'market-research',
    jobTypeId: 404,
    industries: [19, 15, 14],
    positions: [['リサーチャー'], ['シニアリサーチャー'], ['リサーチディレクター']],
    duties: ['定量・定性調査の設計と分析', '市場規模の推計', '調査レポートの作成'],
    achievements: ['{20-60}件の調査プロジェクトを担当しました。'],
    skills: ['マーケティングリサーチ', 'SPSS', 'データ分析', 'インタビュー'],
    certifications: [],
    next: ['digital-marketing', 'brand', 'data'],
    tendencies: ['japanese'],
    pay: 0.95,
  },
  {
    key: 'corporate-sales',
    jobTypeId: 501,
    industries: [9, 10, 12, 13, 16, 17, 19, 21, 1, 5],
    positions: [
      ['営業担当', '法人営業'],
      ['営業主任', '営業リーダー'],
      ['営業部長', '営業マネージャー'],
    ],
    duties: [
      '大手企業向けの法人営業（新規開拓・既存深耕）',
      'ソリューション提案と契約交渉',
      '営業チームのマネジメント',
      'Salesforceを用いたパイプライン管理',
      '代理店・パートナー営業',
    ],
    achievements: [
      '{3-5}期連続で営業目標を達成し、社長賞を受賞しました。',
      '年間売上{1-20}億円を担当しました。',
    ],
    skills: ['法人営業', 'ソリューション営業', 'Salesforce', '交渉'],
    certifications: [],
    next: ['account-executive', 'customer-success', 'digital-marketing'],
    tendencies: ['japanese', 'mega_venture'],
    pay: 1,
  },
  {
    key: 'account-executive',
    jobTypeId: 502,
    industries: [10, 11, 6],
    positions: [['アカウントエグゼクティブ'], ['シニアアカウントエグゼクティブ'], ['営業本部長']],
    duties: [
      'BtoB SaaSのエンタープライズ営業',
      'インサイドセールスとの連携による商談化',
      'The Modelに基づく営業プロセスの運用',
    ],
    achievements: ['年間ARR目標を{110-150}%達成しました。'],
    skills: ['SaaS営業', 'Salesforce', 'The Model', '英語'],
    certifications: [],
    next: ['customer-success', 'corporate-sales'],
    tendencies: ['startup', 'foreign'],
    pay: 1.15,
  },
  {
    key: 'customer-success',
    jobTypeId: 503,
    industries: [10, 11],
    positions: [
      ['カスタマーサクセス'],
      ['カスタマーサクセスマネージャー'],
      ['カスタマーサクセス部長'],
    ],
    duties: ['オンボーディングの設計', '解約率（チャーン）の改善', 'アップセルの提案'],
    achievements: ['解約率を{1-5}ポイント改善しました。'],
    skills: ['カスタマーサクセス', 'SaaS', 'Gainsight'],
    certifications: [],
    next: ['account-executive', 'pdm'],
    tendencies: ['startup'],
    pay: 1,
  },
  {
    key: 'presales',
    jobTypeId: 504,
    industries: [9, 10, 12],
    positions: [['セールスエンジニア'], ['シニアセールスエンジニア'], ['プリセールス部長']],
    duties: ['技術提案と製品デモ', 'RFPへの回答', 'PoCの実施'],
    achievements: ['大型案件{5-15}件の受注に技術面から貢献しました。'],
    skills: ['プリセールス', 'AWS', 'ネットワーク', 'セキュリティ'],
    certifications: [29, 27],
    next: ['account-executive', 'it-consultant'],
    tendencies: ['foreign'],
    pay: 1.15,
  },
  {
    key: 'medical-representative',
    jobTypeId: 505,
    industries: [14],
    positions: [['MR'], ['シニアMR', 'エリアマネージャー'], ['営業所長']],
    duties: ['医療機関への医薬品情報の提供', 'KOLとの関係構築', '講演会の企画・運営'],
    achievements: ['担当エリアの売上シェアを{3-10}ポイント伸ばしました。'],
    skills: ['MR', '医薬品', 'KOLマネジメント'],
    certifications: [32, 31],
    next: ['brand', 'market-research'],
    tendencies: ['foreign', 'japanese'],
    pay: 1.1,
  },
  {
    key: 'cfo',
    jobTypeId: 703,
    industries: [...CORPORATE, 6],
    positions: [['CFO'], ['CFO', '取締役CFO'], ['取締役CFO', '執行役員CFO']],
    duties: [
      '財務・経理・経営企画の統括',
      'IPO準備の統括',
      '資金調達（エクイティ・デット）',
      '投資家対応と取締役会の運営',
    ],
    achievements: [
      '上場準備を主導し、東証グロース市場への上場を実現しました。',
      'シリーズB・Cで総額{20-100}億円の資金調達を実現しました。',
    ],
    skills: ['IPO', '資金調達', 'コーポレートガバナンス', '経営管理'],
    certifications: [1, 2, 21],
    next: ['cfo', 'ceo'],
    tendencies: ['startup', 'mega_venture'],
    pay: 1.8,
    minYears: 12,
  },
  {
    key: 'coo',
    jobTypeId: 702,
    industries: CORPORATE,
    positions: [['事業責任者'], ['COO', '事業本部長'], ['取締役COO']],
    duties: ['事業全体のP/L責任', '事業戦略の立案と実行', '組織の立ち上げと拡大'],
    achievements: ['事業売上を{3-5}年で{2-5}倍に成長させました。'],
    skills: ['事業開発', 'P/L管理', '組織マネジメント'],
    certifications: [21],
    next: ['ceo'],
    tendencies: ['startup', 'mega_venture'],
    pay: 1.7,
    minYears: 12,
  },
  {
    key: 'ceo',
    jobTypeId: 701,
    industries: CORPORATE,
    positions: [['代表取締役'], ['代表取締役社長'], ['代表取締役CEO']],
    duties: ['会社経営全般', '事業戦略と資本政策の策定', '経営チームの組成'],
    achievements: ['創業から{3-8}年で従業員{30-300}名の組織に成長させました。'],
    skills: ['経営', '資本政策', '事業開発'],
    certifications: [21],
    next: ['ceo'],
    tendencies: ['startup'],
    pay: 1.9,
    minYears: 15,
  },
  {
    key: 'cto',
    jobTypeId: 705,
    industries: TECH,
    positions: [['CTO'], ['CTO', '執行役員CTO'], ['取締役CTO']],
    duties: ['技術戦略の策定', 'エンジニア組織の構築と採用', 'アーキテクチャの意思決定'],
    achievements: ['エンジニア組織を{10-100}名規模に拡大しました。'],
    skills: ['技術戦略', 'エンジニア組織マネジメント', 'AWS', 'アーキテクチャ設計'],
    certifications: [29],
    next: ['cto'],
    tendencies: ['startup', 'mega_venture'],
    pay: 1.7,
    minYears: 12,
  },
  {
    key: 'cio',
    jobTypeId: 704,
    industries: CORPORATE,
    positions: [['CIO'], ['CIO', '執行役員CIO'], ['取締役CIO']],
    duties: ['IT戦略の統括', 'DX推進体制の構築', '情報セキュリティガバナンス'],
    achievements: ['全社DX推進で年間{5-30}億円のコスト削減を実現しました。'],
    skills: ['IT戦略', 'DX', 'ITガバナンス'],
    certifications: [26, 30],
    next: ['cio'],
    tendencies: ['japanese', 'foreign'],
    pay: 1.7,
    minYears: 15,
  },
  {
    key: 'cmo',
    jobTypeId: 706,
    industries: [11, 15, 19, 20, 10],
    positions: [['CMO'], ['CMO', '執行役員CMO'], ['取締役CMO']],
    duties: ['マーケティング戦略の統括', 'ブランド再構築', 'マーケティング組織の構築'],
    achievements: ['ブランド認知度を{10-30}ポイント向上させました。'],
    skills: ['マーケティング戦略', 'ブランディング', 'デジタルマーケティング'],
    certifications: [21],
    next: ['cmo'],
    tendencies: ['foreign', 'mega_venture'],
    pay: 1.7,
    minYears: 12,
  },
  {
    key: 'chro',
    jobTypeId: 707,
    industries: CORPORATE,
    positions: [['CHRO'], ['CHRO', '執行役員CHRO'], ['取締役CHRO']],
    duties: ['人事戦略の統括', '人的資本経営の推進', '経営人材の育成'],
    achievements: ['人的資本開示の体制を構築しました。'],
    skills: ['人事戦略', '人的資本経営', '組織開発'],
    certifications: [19],
    next: ['chro'],
    tendencies: ['japanese', 'mega_venture'],
    pay: 1.6,
    minYears: 15,
  },
]

const ROLE_BY_KEY = new Map(ROLES.map((role) => [role.key, role]))
const role = (key: string) => ROLE_BY_KEY.get(key)!

/** Where careers start, by how common the field is among the platform's candidates. */
const FIRST_ROLES: Array<readonly [string, number]> = [
  ['accounting', 12],
  ['audit-firm', 4],
  ['fpa', 5],
  ['ir', 1],
  ['treasury', 2],
  ['legal', 4],
  ['hr', 6],
  ['internal-audit', 2],
  ['tax', 1],
  ['investment-banking', 3],
  ['ma-advisory', 2],
  ['asset-management', 2],
  ['risk', 2],
  ['corporate-finance', 4],
  ['equity-research', 1],
  ['strategy', 4],
  ['it-consultant', 4],
  ['erp', 3],
  ['fas', 2],
  ['pmo', 2],
  ['hr-consultant', 1],
  ['software-engineer', 8],
  ['data', 4],
  ['infrastructure', 3],
  ['security', 1],
  ['pdm', 2],
  ['it-pm', 2],
  ['digital-marketing', 4],
  ['brand', 2],
  ['public-relations', 1],
  ['market-research', 1],
  ['corporate-sales', 8],
  ['account-executive', 3],
  ['customer-success', 2],
  ['presales', 1],
  ['medical-representative', 2],
]

/** Company names: a first word, then the kinds of firm an industry has (industry ids of 0004). */
const COMPANY_HEADS = [
  'みらい',
  'あおば',
  'ひかり',
  'さくら',
  'つばさ',
  'あさひ',
  'やまと',
  'みなと',
  'はるか',
  'こだま',
  '東都',
  '大和',
  '日本橋',
  '丸の内',
  '関東',
  '中央',
  '太平洋',
  '瑞穂',
  '千代田',
  '青葉',
  '新光',
  '北辰',
  '富岳',
  '光陽',
  '三葉',
  '東邦',
  '西海',
  '南星',
  '弥生',
  '栄光',
  'アルファ',
  'ブルーリッジ',
  'グローバル',
  'ネクスト',
  'ユニオン',
  'パシフィック',
  'オリオン',
  'プライム',
  'セントラル',
  'ノースゲート',
  'Sakura',
  'Horizon',
  'Summit',
  'Atlas',
  'Nova',
  'Vertex',
  'Apex',
  'Crest',
  'Meridian',
  'Keystone',
]

const INDUSTRY_KINDS: Record<number, string[]> = {
  1: ['銀行', '信託銀行', 'フィナンシャルグループ'],
  2: ['証券', 'キャピタル・マーケッツ', 'Securities Japan'],
  3: ['アセットマネジメント', '投信投資顧問', 'Investment Management'],
  4: ['キャピタル・パートナーズ', 'インベストメンツ', 'Equity Partners'],
  5: ['生命保険', '損害保険', '海上火災保険'],
  6: ['ペイメンツ', 'フィナンシャルテクノロジー', 'Pay'],
  7: ['ストラテジー', 'コンサルティンググループ', 'Strategy Partners'],
  8: ['監査法人', 'アドバイザリー', '税理士法人', 'コンサルティング'],
  9: ['システムズ', 'ソリューションズ', '情報システム', 'Technology Consulting'],
  10: ['ソフトウェア', 'クラウド', 'SaaS', 'Technologies'],
  11: ['ネット', 'デジタル', 'ラボ', 'Interactive'],
  12: ['通信', 'テレコム', 'ネットワークス'],
  13: ['電機', 'エレクトロニクス', 'セミコンダクター'],
  14: ['製薬', 'ファーマ', 'メディカル'],
  15: ['食品', 'コスメティクス', 'ホールディングス'],
  16: ['自動車', '重工業', 'モーターズ'],
  17: ['商事', '物産', 'トレーディング'],
  18: ['不動産', '地所', 'リアルティ'],
  19: ['広告', 'メディア', 'エージェンシー'],
  20: ['百貨店', 'リテール', 'ブランズ'],
  21: ['キャリア', 'ヒューマンリソース', 'スタッフィング'],
  22: ['エナジー', '化学', 'マテリアルズ'],
}

const DIVISIONS: Record<string, string[]> = {
  accounting: ['経理部', '財務経理部', '管理本部 経理課'],
  fpa: ['経営企画部', 'FP&A部', '経営管理部'],
  hr: ['人事部', '人事総務部', '人材開発部'],
  legal: ['法務部', '法務・コンプライアンス部'],
  default: ['', '', '本社'],
}

const FAMILY_NAMES: Array<readonly [string, string]> = [
  ['佐藤', 'さとう'],
  ['鈴木', 'すずき'],
  ['高橋', 'たかはし'],
  ['田中', 'たなか'],
  ['伊藤', 'いとう'],
  ['渡辺', 'わたなべ'],
  ['山本', 'やまもと'],
  ['中村', 'なかむら'],
  ['小林', 'こばやし'],
  ['加藤', 'かとう'],
  ['吉田', 'よしだ'],
  ['山田', 'やまだ'],
  ['佐々木', 'ささき'],
  ['山口', 'やまぐち'],
  ['松本', 'まつもと'],
  ['井上', 'いのうえ'],
  ['木村', 'きむら'],
  ['林', 'はやし'],
  ['斎藤', 'さいとう'],
  ['清水', 'しみず'],
  ['山崎', 'やまざき'],
  ['森', 'もり'],
  ['池田', 'いけだ'],
  ['橋本', 'はしもと'],
  ['阿部', 'あべ'],
  ['石川', 'いしかわ'],
  ['山下', 'やました'],
  ['中島', 'なかじま'],
  ['石井', 'いしい'],
  ['小川', 'おがわ'],
  ['前田', 'まえだ'],
  ['岡田', 'おかだ'],
  ['長谷川', 'はせがわ'],
  ['藤田', 'ふじた'],
  ['後藤', 'ごとう'],
  ['近藤', 'こんどう'],
  ['村上', 'むらかみ'],
  ['遠藤', 'えんどう'],
  ['青木', 'あおき'],
  ['坂本', 'さかもと'],
]
const MALE_NAMES: Array<readonly [string, string]> = [
  ['翔', 'しょう'],
  ['大輔', 'だいすけ'],
  ['健太', 'けんた'],
  ['拓也', 'たくや'],
  ['直樹', 'なおき'],
  ['亮', 'りょう'],
  ['誠', 'まこと'],
  ['和也', 'かずや'],
  ['剛', 'つよし'],
  ['隆', 'たかし'],
  ['悠人', 'ゆうと'],
  ['蓮', 'れん'],
  ['大和', 'やまと'],
  ['陽介', 'ようすけ'],
  ['浩二', 'こうじ'],
  ['慎也', 'しんや'],
  ['雄太', 'ゆうた'],
  ['智也', 'ともや'],
  ['俊介', 'しゅんすけ'],
  ['哲也', 'てつや'],
]
const FEMALE_NAMES: Array<readonly [string, string]> = [
  ['美咲', 'みさき'],
  ['陽菜', 'ひな'],
  ['結衣', 'ゆい'],
  ['彩花', 'あやか'],
  ['優子', 'ゆうこ'],
  ['真由美', 'まゆみ'],
  ['愛', 'あい'],
  ['恵', 'めぐみ'],
  ['麻衣', 'まい'],
  ['奈々', 'なな'],
  ['葵', 'あおい'],
  ['凛', 'りん'],
  ['さくら', 'さくら'],
  ['千尋', 'ちひろ'],
  ['香織', 'かおり'],
  ['由佳', 'ゆか'],
  ['明日香', 'あすか'],
  ['舞', 'まい'],
  ['杏奈', 'あんな'],
  ['理恵', 'りえ'],
]

/** Schools outside the universities list, written as candidates write them. */
const OTHER_SCHOOLS = [
  '首都圏経済大学',
  '関東学園大学',
  '北陸工業大学',
  '瀬戸内国際大学',
  '東海商科大学',
  'University of Washington',
  'University of Sydney',
  'Université Paris-Dauphine',
  'National Taiwan University',
  'Yonsei University',
]

const FACULTIES: Array<readonly [string, number]> = [
  ['経済学部', 1],
  ['商学部', 2],
  ['経営学部', 2],
  ['法学部', 3],
  ['政治経済学部', 4],
  ['文学部', 5],
  ['社会学部', 6],
  ['外国語学部', 7],
  ['理学部', 10],
  ['情報学部', 11],
  ['工学部', 12],
  ['理工学部', 12],
  ['薬学部', 14],
  ['農学部', 16],
]
const GRADUATE_FACULTIES: Array<readonly [string, number]> = [
  ['経営管理研究科（MBA）', 2],
  ['経済学研究科', 1],
  ['法学研究科', 3],
  ['情報理工学研究科', 11],
  ['工学研究科', 12],
  ['薬学研究科', 14],
]

/** How a person names the industry they started in (ids of 0004). */
const INDUSTRY_WORDS: Record<number, string> = {
  1: '銀行',
  2: '証券',
  3: '資産運用',
  4: 'PEファンド',
  5: '保険',
  6: 'フィンテック',
  7: 'コンサルティング',
  8: '会計・アドバイザリー',
  9: 'IT',
  10: 'ソフトウェア',
  11: 'インターネット',
  12: '通信',
  13: '電機・半導体',
  14: '製薬',
  15: '消費財',
  16: '自動車',
  17: '商社',
  18: '不動産',
  19: '広告',
  20: '小売',
  21: '人材',
  22: 'エネルギー',
}

const SELF_PR_OPENINGS: Phrase[] = [
  '{years}年にわたり{role}として経験を積んできました。',
  '{industry}の業界で{years}年間、{role}に携わってきました。',
  '新卒で{first}に入社し、{firstRole}としてキャリアをスタートしました。',
  '{role}として{years}年の経験があります。',
  'これまで{years}年間、一貫して{role}の領域でキャリアを築いてきました。',
]
const SELF_PR_STRENGTHS: Phrase[] = [
  '関係部署を巻き込みながら、課題を構造化して解決に導くことが得意です。',
  '数字に強く、データに基づいた意思決定を支えることを心がけています。',
  'チームのマネジメントでは、メンバー一人ひとりの成長を重視してきました。',
  '新しい領域にも積極的に挑戦し、短期間でキャッチアップしてきました。',
  '現場と経営の間に立ち、双方が納得できる落としどころを見つけることを大切にしています。',
  '前例のない業務でも、自ら仕組みを作り、定着させるところまでやり切ります。',
  '社内外のステークホルダーと信頼関係を築き、長期的な成果につなげてきました。',
]
const SELF_PR_ENGLISH = [
  '英語での会議や海外拠点とのやり取りにも慣れています。',
  '海外本社への英語でのレポーティングを日常的に行っています。',
  'グローバルチームの一員として、英語でプロジェクトを推進してきました。',
]
/** What else a long history tells, whatever the field. */
const PROJECTS: Phrase[] = [
  '社内横断プロジェクト（{5-30}名規模）のリーダーを務めました。',
  '新卒・中途社員{2-10}名のOJTを担当しました。',
  '業務マニュアルを整備し、引き継ぎ期間を{1-3}か月短縮しました。',
  '海外拠点（{2-8}か国）との定例会議を英語で運営しました。',
  'RPAの導入により定型業務を月{20-120}時間削減しました。',
  'ベンダー{2-6}社の選定と価格交渉を担当しました。',
  '社内勉強会を立ち上げ、{10-50}回開催しました。',
  '業務改善の提案が社内表彰を受けました。',
  '採用面接官として年間{10-60}名の面接を担当しました。',
  '新拠点の立ち上げに{3-12}か月間携わりました。',
  'システム刷新に伴う業務フローの見直しを主導しました。',
  '経営会議向けの資料を毎月作成し、報告を担当しました。',
]

const GOALS = [
  '経営に近い立場での意思決定',
  'IPO準備',
  'グローバルな環境での業務',
  '成長フェーズの事業づくり',
  '組織づくり',
  'DXの推進',
  '新規事業の立ち上げ',
  'M&AとPMI',
  'サステナビリティ経営',
]
const ASPIRATIONS: Phrase[] = [
  '今後は{wish}として、{goal}に携わりたいと考えています。',
  '次のキャリアでは、{goal}に挑戦したいと考えています。',
  'これまでの経験を活かし、{wish}として{goal}に貢献したいです。',
]
const CAREER_WISHES: Phrase[] = [
  '{wish}として{goal}に携わりたい。',
  '{goal}に関われるポジションを希望します。',
  '{wish}のポジションで、年収{income}万円以上を希望します。',
  'リモートワークが可能な環境で{wish}として働きたいです。',
  '{goal}に挑戦できる環境であれば、業界は問いません。',
]

export interface GeneratedUser {
  email: string
  role_type: 'Candidate'
  password_hash: string | null
  full_name: string
  full_name_kana: string
  email_confirmed_at: string
  last_login_at: string | null
  created_at: string
  updated_at: string
}

export interface GeneratedProfile {
  gender: Gender | null
  birth_date: string
  prefecture_id: number | null
  phone: string
  current_annual_income: number | null
  request_annual_income: number | null
  self_pr: string
  skill: string
  career_wish: string
  colleague_scouting: boolean
  company_type_tendencies: CompanyTypeTendency[]
  job_change_timing: JobChangeTiming | null
  job_change_timing_answered_at: string | null
  what_to_discuss: WhatToDiscuss[]
  toeic_score: number | null
  toefl_score: number | null
  toefl_itp_score: number | null
  registration_step: number
  registration_finished_at: string | null
  created_at: string
  updated_at: string
}

export interface GeneratedCareer {
  company_name: string
  position: string
  industry_id: number
  started_on: string
  ended_on: string | null
  description: string
  created_at: string
  updated_at: string
}

export interface GeneratedEducation {
  degree: DegreeType
  university_id: number | null
  school_name: string
  major_type_id: number | null
  faculty: string
  graduated_on: string
  created_at: string
  updated_at: string
}

/** One generated candidate, as the rows of each table (without the user id, given on insert). */
export interface GeneratedCandidate {
  user: GeneratedUser
  profile: GeneratedProfile
  /** Newest first, with different start months. */
  careers: GeneratedCareer[]
  /** Ordered by job type id. */
  experiences: Array<{ job_type_id: number; years: number }>
  /** In the order of study. */
  educations: GeneratedEducation[]
  /** Ordered by language id. */
  languageSkills: Array<{ language_id: number; level: LanguageLevel }>
  /** Ordered ids. */
  certificationIds: number[]
  wishJobTypeIds: number[]
  wishIndustryIds: number[]
}

export interface GenerateOptions {
  /** The time the candidate is generated at: registrations and logins lie before it. */
  now: Date
  /** The e-mail address of candidate n (unique per n). */
  email: (n: number) => string
}

const DAY_MS = 86_400_000
const YEAR_MS = 365.25 * DAY_MS
const ENGLISH = 2
const JAPANESE = 1

const iso = (ms: number) => new Date(ms).toISOString()
const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`
/** Months since year 0, and back. */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1)
const fromMonthIndex = (index: number): [number, number] => [
  Math.floor(index / 12),
  (index % 12) + 1,
]

function fill(phrase: Phrase, random: Random, values: Record<string, string> = {}): string {
  return phrase.replace(/\{([a-zA-Z]+|\d+-\d+,?)\}/g, (_, token: string) => {
    const range = /^(\d+)-(\d+)(,?)$/.exec(token)
    if (!range) return values[token] ?? ''
    const value = random.int(Number(range[1]), Number(range[2]))
    return range[3] ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : String(value)
  })
}

const length = (text: string) => [...text].length

/** Cuts a text to at most `max` characters, at the end of a sentence when there is one. */
function clip(text: string, max: number): string {
  // A string never has fewer UTF-16 units than characters.
  if (text.length <= max) return text
  const chars = [...text]
  if (chars.length <= max) return text
  const cut = chars.slice(0, max).join('')
  const end = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('\n'))
  return end > max / 2 ? cut.slice(0, end + 1).trimEnd() : cut
}

function companyName(random: Random, industryId: number): string {
  const head = random.pick(COMPANY_HEADS)
  const kinds = INDUSTRY_KINDS[industryId] ?? ['ホールディングス']
  const latin = (text: string) => /^[A-Za-z]/.test(text)
  const english = kinds.filter(latin)
  if (latin(head) && english.length > 0 && random.chance(0.6)) {
    // Foreign-affiliated firms: an English name with its Japanese entity.
    const name = `${head} ${random.pick(english)}`
    return random.chance(0.5) ? `${name} 合同会社` : `${name}・ジャパン株式会社`
  }
  const kind = random.pick(kinds.filter((k) => !latin(k)))
  if (kind.endsWith('法人')) return random.chance(0.4) ? `有限責任${head}${kind}` : `${head}${kind}`
  const roll = random.next()
  // A few write the abbreviated form, as on old resumes.
  if (roll < 0.04) return `㈱${head}${kind}`
  return roll < 0.55 && !latin(head) ? `株式会社${head}${kind}` : `${head}${kind}株式会社`
}

function pickRole(random: Random, previous: Role | undefined, yearsWorked: number): Role {
  if (previous) {
    const options = previous.next
      .map((key) => role(key))
      .filter((next) => (next.minYears ?? 0) <= yearsWorked)
    if (options.length === 0 || random.chance(0.55)) return previous
    return random.pick(options)
  }
  return role(random.weighted(FIRST_ROLES))
}

interface CareerPlan {
  role: Role
  company: string
  industryId: number
  position: string
  division: string
  /** 0 early in a career, 1 in the middle, 2 senior. */
  level: 0 | 1 | 2
  start: number
  /** Month index of the last month, or null for the current job. */
  end: number | null
  duties: string[]
  achievement: string
}

/**
 * Candidate `n` of the generator (0-based). The same n and `now` give the same person, so any
 * slice of the sequence can be generated on its own.
 */
export function generateCandidate(n: number, options: GenerateOptions): GeneratedCandidate {
  return generate(n, options, 'candidate')
}

/**
 * When candidate `n` last updated their profile (milliseconds since 1970; the profile's
 * `updated_at`, which no career or education of theirs is edited after), drawn as
 * generateCandidate draws it, without composing their texts: two fifths of its time.
 */
export function generatedProfileUpdateMs(n: number, { now }: Pick<GenerateOptions, 'now'>): number {
  // The address is not asked for before the profile update is drawn.
  return generate(n, { now, email: () => '' }, 'profile update')
}

function generate(n: number, options: GenerateOptions, upTo: 'candidate'): GeneratedCandidate
function generate(n: number, options: GenerateOptions, upTo: 'profile update'): number
function generate(
  n: number,
  options: GenerateOptions,
  upTo: 'candidate' | 'profile update',
): GeneratedCandidate | number {
  // Neighbouring n get unrelated streams (mulberry32 seeds are its state, not hashed).
  const random = createRandom(Math.imul(n + 1, 0x9e3779b1) ^ 0x5eed)
  const nowMs = options.now.getTime()
  const nowDate = options.now
  const nowMonth = monthIndex(nowDate.getUTCFullYear(), nowDate.getUTCMonth() + 1)

  // Who: gender, age, name.
  const gender = random.weighted<Gender | null>([
    ['male', 55],
    ['female', 43],
    ['other', 1],
    [null, 1],
  ])
  const [ageFrom, ageTo] = random.weighted<readonly [number, number]>([
    [[23, 29], 25],
    [[30, 34], 25],
    [[35, 39], 20],
    [[40, 44], 15],
    [[45, 54], 12],
    [[55, 62], 3],
  ])
  const age = random.int(ageFrom, ageTo)
  const birthMs = nowMs - age * YEAR_MS - random.int(1, 364) * DAY_MS
  const birth = new Date(birthMs)
  const birthYear = birth.getUTCFullYear()
  const [family, familyKana] = random.pick(FAMILY_NAMES)
  const [given, givenKana] = random.pick(
    gender === 'female' || (gender !== 'male' && random.chance(0.5)) ? FEMALE_NAMES : MALE_NAMES,
  )

  // Schools: a bachelor's degree, for some a master's (straight on, or an MBA while working)
  // or a doctorate.
  const lastMonth = nowMonth - 1
  const bachelorYear = birthYear + 22 + (random.chance(0.15) ? 1 : 0)
  const degreeRoll = random.next()
  const degrees: DegreeType[] =
    degreeRoll < 0.8 || age < 26
      ? ['bachelor']
      : degreeRoll < 0.975 || age < 31
        ? ['bachelor', 'master']
        : ['bachelor', 'master', 'doctor']
  const mbaWhileWorking = degrees.length === 2 && age >= 32 && random.chance(0.35)
  const graduationYears: Record<DegreeType, number> = {
    bachelor: bachelorYear,
    master: mbaWhileWorking
      ? bachelorYear + random.int(5, Math.max(5, age - 26))
      : bachelorYear + 2,
    doctor: bachelorYear + 5,
  }
  // At most two schools: some list only their highest degree, doctors their last two.
  const listed = degrees.length > 1 && random.chance(0.2) ? degrees.slice(-1) : degrees.slice(-2)
  const educations: GeneratedEducation[] = listed.map((degree) => {
    const universityId = random.chance(0.85)
      ? random.chance(0.5)
        ? random.int(1, 45)
        : random.int(1, 86)
      : null
    const [faculty, majorTypeId] = random.pick(
      degree === 'bachelor' ? FACULTIES : GRADUATE_FACULTIES,
    )
    const graduated = Math.min(monthIndex(graduationYears[degree], 3), lastMonth)
    return {
      degree,
      university_id: universityId,
      school_name: universityId === null ? random.pick(OTHER_SCHOOLS) : '',
      major_type_id: majorTypeId,
      faculty: degree === 'doctor' ? faculty.replace('（MBA）', '') : faculty,
      graduated_on: monthStart(...fromMonthIndex(graduated)),
      created_at: '',
      updated_at: '',
    }
  })
  const startYear = mbaWhileWorking ? bachelorYear : graduationYears[degrees[degrees.length - 1]!]
  const firstMonth = Math.min(monthIndex(startYear, 4), nowMonth - 6)
  const monthsWorked = nowMonth - firstMonth

  // Careers: 1 to 4 jobs of at least half a year each, the latest usually current.
  const possibleJobs = Math.max(1, Math.min(4, Math.floor(monthsWorked / 24) + 1))
  const jobCount = random.int(1, random.chance(0.4) ? Math.min(2, possibleJobs) : possibleJobs)
  const cuts = new Set<number>()
  for (let guard = 0; cuts.size < jobCount - 1 && guard < 20; guard += 1) {
    cuts.add(firstMonth + random.int(12, Math.max(12, monthsWorked - 6)))
  }
  const starts = [firstMonth, ...[...cuts].sort((a, b) => a - b)].filter(
    (start, k, all) => k === 0 || (start - all[k - 1]! >= 6 && nowMonth - start >= 3),
  )
  const unemployed = random.chance(0.06)
  const plans: CareerPlan[] = []
  let previous: Role | undefined
  for (const [k, start] of starts.entries()) {
    const next = starts[k + 1]
    const current = pickRole(random, previous, (start - firstMonth) / 12)
    previous = current
    const industryId = random.pick(current.industries)
    const end =
      next !== undefined
        ? next - 1
        : unemployed && nowMonth - start > 6
          ? nowMonth - random.int(1, 5)
          : null
    // The title a person ends a job with follows their years of work by then.
    const yearsByEnd = ((end ?? nowMonth) - firstMonth) / 12
    const level: CareerPlan['level'] = yearsByEnd < 4 ? 0 : yearsByEnd < 11 ? 1 : 2
    plans.push({
      role: current,
      company: companyName(random, industryId),
      industryId,
      position: random.pick(current.positions[level]),
      division: random.pick(DIVISIONS[current.key] ?? DIVISIONS.default!),
      level,
      start,
      end,
      duties: random.sample(current.duties, random.int(2, 4)).map((duty) => fill(duty, random)),
      achievement: fill(random.pick(current.achievements), random),
    })
  }
  const latest = plans[plans.length - 1]!
  const yearsWorked = Math.max(1, Math.round(monthsWorked / 12))

  const experienceYears = new Map<number, number>()
  for (const plan of plans) {
    const months = (plan.end ?? nowMonth) - plan.start + 1
    experienceYears.set(
      plan.role.jobTypeId,
      (experienceYears.get(plan.role.jobTypeId) ?? 0) + months,
    )
  }
  const experiences = [...experienceYears]
    .map(([jobTypeId, months]) => ({
      job_type_id: jobTypeId,
      years: Math.min(60, Math.max(1, Math.round(months / 12))),
    }))
    .sort((a, b) => a.job_type_id - b.job_type_id)

  // Languages and scores.
  const foreignNative = random.chance(0.04)
  const englishLevel = random.weighted<LanguageLevel | null>([
    [null, 35],
    ['conversational', 30],
    ['business', 28],
    ['native', 7],
  ])
  const languages = new Map<number, LanguageLevel>()
  if (englishLevel) languages.set(ENGLISH, englishLevel)
  if (foreignNative) {
    languages.set(random.pick([3, 4, 5, 6, 7, 13, 14]), 'native')
    languages.set(JAPANESE, random.pick(['business', 'conversational'] as const))
  } else if (random.chance(0.08)) {
    languages.set(
      random.pick([3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15]),
      random.pick(['conversational', 'business'] as const),
    )
  }
  const languageSkills = [...languages]
    .map(([languageId, level]) => ({ language_id: languageId, level }))
    .sort((a, b) => a.language_id - b.language_id)
  const englishBase =
    englishLevel === 'native'
      ? 900
      : englishLevel === 'business'
        ? 780
        : englishLevel === 'conversational'
          ? 620
          : 480
  const toeic = random.chance(englishLevel ? 0.55 : 0.2)
    ? Math.min(990, Math.max(10, Math.round((englishBase + random.int(-120, 90)) / 5) * 5))
    : null
  const toefl = random.chance(
    englishLevel === 'business' || englishLevel === 'native' ? 0.15 : 0.03,
  )
    ? Math.min(120, Math.max(0, Math.round(englishBase / 9) + random.int(-15, 10)))
    : null
  const toeflItp = random.chance(0.03)
    ? Math.min(677, Math.max(310, Math.round(englishBase * 0.62) + random.int(-40, 30)))
    : null

  // Certifications of the fields worked in.
  const certificationPool = [...new Set(plans.flatMap((plan) => plan.role.certifications))]
  const certificationIds = (
    certificationPool.length > 0 && random.chance(0.4)
      ? random.sample(
          certificationPool,
          random.weighted([
            [1, 70],
            [2, 25],
            [3, 5],
          ]),
        )
      : []
  ).sort((a, b) => a - b)
  if (
    degrees.includes('master') &&
    latest.role.certifications.includes(21) &&
    !certificationIds.includes(21) &&
    random.chance(0.3)
  ) {
    certificationIds.push(21)
    certificationIds.sort((a, b) => a - b)
  }

  // Wishes: the current field, often a step further.
  const wishRoles = [
    latest.role,
    ...random.sample(
      latest.role.next.map(role).filter((next) => (next.minYears ?? 0) <= yearsWorked + 3),
      random.int(0, 2),
    ),
  ]
  const wishJobTypeIds = [...new Set(wishRoles.map((r) => r.jobTypeId))].sort((a, b) => a - b)
  const wishIndustryIds = random.chance(0.7)
    ? [
        ...new Set(
          random.sample([...new Set(wishRoles.flatMap((r) => r.industries))], random.int(1, 3)),
        ),
      ].sort((a, b) => a - b)
    : []

  // Money: by age, field and seniority, with the spread real incomes have.
  const seniority = 1 + Math.min(yearsWorked, 30) * 0.03
  const base =
    (330 + Math.min(age - 22, 30) * 16) * latest.role.pay * seniority * (0.8 + random.next() * 0.45)
  const current = Math.min(ANNUAL_INCOME_MAX, Math.max(250, Math.round(base / 10) * 10))
  const currentIncome =
    unemployed && random.chance(0.5) ? null : random.chance(0.03) ? null : current
  const requested = random.chance(0.12)
    ? null
    : Math.min(ANNUAL_INCOME_MAX, Math.round((current * (1.05 + random.next() * 0.35)) / 50) * 50)

  // Where and when.
  const prefectureId = random.weighted<number | null>([
    [13, 52],
    [14, 11],
    [27, 8],
    [11, 5],
    [12, 5],
    [23, 4],
    [40, 3],
    [28, 2],
    [26, 2],
    [1, 1],
    [4, 1],
    [34, 1],
    [22, 1],
    [OVERSEAS_PREFECTURE_ID, 3],
    [null, 1],
  ])
  const registeredMs =
    nowMs - Math.floor(random.next() ** 0.85 * 3 * 365) * DAY_MS - random.int(0, DAY_MS - 1)
  const sinceRegistration = nowMs - registeredMs
  const [fromDays, toDays] = random.weighted<readonly [number, number]>([
    [[0, 1], 15],
    [[1, 3], 10],
    [[3, 7], 10],
    [[7, 30], 20],
    [[30, 180], 25],
    [[180, 365], 15],
    [[365, 1095], 5],
  ])
  const loginAgoMs = Math.min(
    sinceRegistration,
    (fromDays + random.next() * (toDays - fromDays)) * DAY_MS,
  )
  const lastLoginMs = random.chance(0.01) ? null : Math.round(nowMs - loginAgoMs)
  const activeUntil = lastLoginMs ?? registeredMs + 3_600_000
  const profileUpdatedMs = Math.round(
    registeredMs + (activeUntil - registeredMs) * (0.2 + random.next() * 0.8),
  )
  if (upTo === 'profile update') return profileUpdatedMs
  const editedMs = (share: number) =>
    Math.round(registeredMs + (profileUpdatedMs - registeredMs) * share)

  const timing = random.weighted<JobChangeTiming | null>([
    ['now', 20],
    ['in_one_year', 25],
    ['if_good_offer', 38],
    ['not_now', 12],
    [null, 5],
  ])
  const tendencies = [
    ...new Set([
      ...random.sample(latest.role.tendencies, random.int(0, 2)),
      ...(englishLevel === 'business' || englishLevel === 'native'
        ? random.chance(0.5)
          ? ['foreign' as const]
          : []
        : []),
    ]),
  ].sort()

  // Texts.
  const roleName = latest.position
  // The title wished for: the one held now, or the next step up.
  const wishLevel = Math.min(2, latest.level + (random.chance(0.4) ? 1 : 0)) as CareerPlan['level']
  const wishName = random.pick(random.pick(wishRoles).positions[wishLevel])
  const goal = random.pick(GOALS)
  const english = englishLevel === 'business' || englishLevel === 'native'
  const selfPr = composeSelfPr(random, plans, {
    years: yearsWorked,
    role: roleName,
    wish: wishName,
    goal,
    english,
  })
  const skillWords = [
    ...random.sample([...new Set(plans.flatMap((plan) => plan.role.skills))], random.int(2, 6)),
    ...(englishLevel
      ? [
          `英語（${{ conversational: '日常会話', business: 'ビジネス', native: 'ネイティブ' }[englishLevel]}）`,
        ]
      : []),
  ]
  const skill = random.chance(0.1) ? '' : skillWords.join(random.chance(0.8) ? '、' : ' / ')
  const careerWish = random.chance(0.3)
    ? ''
    : fill(random.pick(CAREER_WISHES), random, {
        wish: wishName,
        goal,
        income: String(Math.round((requested ?? current) / 100) * 100),
      })

  const registrationStep = random.weighted([
    [5, 88],
    [4, 3],
    [3, 3],
    [2, 3],
    [1, 3],
  ])
  const careers: GeneratedCareer[] = plans
    .map((plan) => {
      const [startYear, startMonth] = fromMonthIndex(plan.start)
      const ended = plan.end === null ? null : fromMonthIndex(plan.end)
      const edited = iso(editedMs(0.3 + random.next() * 0.7))
      return {
        company_name: plan.company,
        position: plan.position,
        industry_id: plan.industryId,
        started_on: monthStart(startYear, startMonth),
        ended_on: ended ? monthStart(ended[0], ended[1]) : null,
        description: composeDescription(random, plan),
        created_at: iso(editedMs(0)),
        updated_at: edited,
      }
    })
    .reverse()
  for (const education of educations) {
    education.created_at = iso(editedMs(0))
    education.updated_at = iso(editedMs(random.next()))
  }

  return {
    user: {
      email: options.email(n),
      role_type: 'Candidate',
      password_hash: null,
      full_name: `${family} ${given}`,
      full_name_kana: `${familyKana} ${givenKana}`,
      email_confirmed_at: iso(registeredMs + random.int(60_000, 3_600_000)),
      last_login_at: lastLoginMs === null ? null : iso(lastLoginMs),
      created_at: iso(registeredMs),
      updated_at: iso(activeUntil),
    },
    profile: {
      gender,
      birth_date: birth.toISOString().slice(0, 10),
      prefecture_id: prefectureId,
      phone: `0${random.pick([70, 80, 90])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      current_annual_income: currentIncome,
      request_annual_income: requested,
      self_pr: selfPr,
      skill,
      career_wish: careerWish,
      colleague_scouting: random.chance(0.3),
      company_type_tendencies: tendencies,
      job_change_timing: timing,
      job_change_timing_answered_at: timing === null ? null : iso(editedMs(random.next())),
      what_to_discuss: random.sample(
        ['career_path', 'companies', 'how_to_proceed'] as const,
        random.int(0, 2),
      ),
      toeic_score: toeic,
      toefl_score: toefl,
      toefl_itp_score: toeflItp,
      registration_step: registrationStep,
      registration_finished_at:
        registrationStep === 5 ? iso(registeredMs + random.int(10, 120) * 60_000) : null,
      created_at: iso(registeredMs),
      updated_at: iso(profileUpdatedMs),
    },
    careers,
    experiences,
    educations,
    languageSkills,
    certificationIds,
    wishJobTypeIds,
    wishIndustryIds,
  }
}

function composeDescription(random: Random, plan: CareerPlan): string {
  const where = plan.division ? `${plan.division}にて、` : ''
  const [first, ...rest] = plan.duties
  const duties = rest.length > 0 ? `${rest.join('、')}、および${first}` : first
  const body = `${where}${duties}を担当。`
  return random.chance(0.7) ? `${body}${plan.achievement}` : body
}

function composeSelfPr(
  random: Random,
  plans: CareerPlan[],
  values: { years: number; role: string; wish: string; goal: string; english: boolean },
): string {
  const target = random.weighted<number>([
    [0, 10],
    [random.int(30, 99), 15],
    [random.int(100, 399), 45],
    [random.int(400, 1199), 25],
    [random.int(1200, CAREER_DONE_MAX_LENGTH), 5],
  ])
  if (target === 0) return ''
  const first = plans[0]!
  const fillValues = {
    years: String(values.years),
    role: values.role,
    industry: INDUSTRY_WORDS[first.industryId] ?? '事業会社',
    first: first.company,
    firstRole: first.role.positions[0][0]!,
    wish: values.wish,
    goal: values.goal,
  }
  const opening = fill(random.pick(SELF_PR_OPENINGS), random, fillValues)
  const closing = fill(random.pick(ASPIRATIONS), random, fillValues)
  if (target < 100) return length(opening + closing) < 100 ? opening + closing : opening

  // Longer ones read like a Japanese career history: summary, jobs, skills, self PR.
  const formal = target >= 400
  let text = formal ? `【職務要約】\n${opening}` : opening
  for (const plan of [...plans].reverse()) {
    const [year, month] = fromMonthIndex(plan.start)
    const until = plan.end === null ? '現在' : `${fromMonthIndex(plan.end).join('年')}月`
    text +=
      `\n\n【${plan.company}】${year}年${month}月〜${until}　${plan.position}\n` +
      plan.duties.map((duty) => `・${duty}を担当`).join('\n') +
      `\n・${plan.achievement}`
    if (text.length >= target * 0.7) break
  }
  if (formal) {
    const skills = random.sample([...new Set(plans.flatMap((plan) => plan.role.skills))], 5)
    text += `\n\n【活かせる経験・知識・技術】\n${skills.map((skill) => `・${skill}`).join('\n')}\n\n【自己PR】`
  }
  text += `\n${random.pick(SELF_PR_STRENGTHS)}`
  if (values.english) text += random.pick(SELF_PR_ENGLISH)
  // Long histories go on with more of what the jobs involved, each thing said once, then
  // projects of the kind every office job has.
  const roles = [...new Set(plans.map((plan) => plan.role))]
  const more = random.sample(
    [
      ...roles.flatMap((role) => role.duties.map((duty) => `${duty}にも携わりました。`)),
      ...roles.flatMap((role) => role.achievements),
    ],
    40,
  )
  let projects = false
  for (let guard = 0; text.length < target - closing.length && guard < 150; guard += 1) {
    const next = more.pop()
    if (next === undefined && !projects) {
      text += '\n\n【その他の経験】'
      projects = true
    }
    text += `\n・${fill(next ?? random.pick(PROJECTS), random)}`
  }
  return clip(`${text}\n\n${closing}`, CAREER_DONE_MAX_LENGTH)
}
