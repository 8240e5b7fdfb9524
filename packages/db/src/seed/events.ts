// Demo events and special events. Dates are offsets in days from the seed time, so a demo
// always has past, running and upcoming events whenever it is seeded.

export interface SeedEvent {
  title: string
  titleEn?: string
  body: string
  place: string
  online: boolean
  /** Days from the seed time to the start, and the start hour in Tokyo. */
  startsInDays: number
  hour: number
  durationHours: number
  feeYen: number
  capacity: number
  status: 'draft' | 'open'
  pickup?: boolean
  /** Whose event it is: a demo company by name, an agent by name. */
  companyName?: string
  agentName?: string
  /** A job info event: tied to one of the company's public jobs. */
  forJob?: boolean
}

export const SEED_EVENTS: SeedEvent[] = [
  {
    title: '株式会社みらいキャピタル 投資プロフェッショナル向け会社説明会',
    titleEn: 'Mirai Capital: briefing for investment professionals',
    body: '投資チームのパートナーが、当社の投資方針と投資先の経営支援の実例をご紹介します。後半は少人数での座談会です。',
    place: '東京都千代田区丸の内2-4-1 みらいキャピタル本社 会議室',
    online: false,
    startsInDays: 9,
    hour: 19,
    durationHours: 2,
    feeYen: 0,
    capacity: 30,
    status: 'open',
    pickup: true,
    companyName: '株式会社みらいキャピタル',
    forJob: true,
  },
  {
    title: 'さくらテクノロジーズ エンジニア向けオンライン説明会',
    titleEn: 'Sakura Technologies: online session for engineers',
    body: 'CTOとテックリードが、プロダクトの技術スタックと開発組織について話します。質疑応答の時間も設けます。',
    place: 'オンライン（Zoom）',
    online: true,
    startsInDays: 5,
    hour: 19,
    durationHours: 1,
    feeYen: 0,
    capacity: 100,
    status: 'open',
    pickup: true,
    companyName: '株式会社さくらテクノロジーズ',
    forJob: true,
  },
  {
    title: 'あおぞら製薬 MR・マーケティング職 キャリア説明会',
    body: 'オンコロジー領域のMRとブランドマネージャーが、仕事のやりがいとキャリアパスを紹介します。',
    place: '大阪府大阪市中央区道修町3-5-1 あおぞら製薬 大阪本社',
    online: false,
    startsInDays: 16,
    hour: 18,
    durationHours: 2,
    feeYen: 0,
    capacity: 40,
    status: 'open',
    companyName: 'あおぞら製薬株式会社',
    forJob: true,
  },
  {
    title: 'ケンジントン・アンド・カンパニー ケース面接ワークショップ',
    titleEn: 'Kensington & Company case interview workshop',
    body: '現役コンサルタントがケース面接の考え方を解説し、参加者同士でケースに取り組むワークショップです。',
    place: '東京都港区赤坂9-7-1 ケンジントン東京オフィス',
    online: false,
    startsInDays: 12,
    hour: 14,
    durationHours: 3,
    feeYen: 0,
    capacity: 24,
    status: 'open',
    pickup: true,
    companyName: 'ケンジントン・アンド・カンパニー合同会社',
    forJob: true,
  },
  {
    title: 'フォーサイト・デジタル SAPコンサルタント キャリアセミナー',
    titleEn: 'Foresight Digital SAP consultant career seminar',
    body: 'S/4HANA移行プロジェクトの最前線と、未経験からSAPコンサルタントになったメンバーのキャリアを紹介します。',
    place: 'オンライン（Microsoft Teams）',
    online: true,
    startsInDays: 3,
    hour: 12,
    durationHours: 1,
    feeYen: 0,
    capacity: 200,
    status: 'open',
    companyName: 'フォーサイト・デジタル株式会社',
    forJob: true,
  },
  {
    title: 'ペイフロー カジュアルミートアップ',
    body: 'フィンテック業界に興味のある方向けのカジュアルな交流会です。ドリンクと軽食をご用意しています。',
    place: '東京都港区六本木6-10-1 ペイフロー オフィス',
    online: false,
    startsInDays: 21,
    hour: 19,
    durationHours: 2,
    feeYen: 0,
    capacity: 50,
    status: 'open',
    companyName: '株式会社ペイフロー',
    forJob: true,
  },
  {
    title: '外資系金融への転職セミナー：投資銀行・アセットマネジメント編',
    titleEn: 'Moving into foreign-affiliated finance: investment banking and asset management',
    body: '業界出身のコンサルタントが、外資系金融機関の採用動向と選考対策を解説します。個別相談会も同時開催します。',
    place: '東京都千代田区丸の内1-1-1 丸の内カンファレンスセンター',
    online: false,
    startsInDays: 7,
    hour: 19,
    durationHours: 2,
    feeYen: 0,
    capacity: 80,
    status: 'open',
    pickup: true,
    agentName: '株式会社ブリッジキャリア',
  },
  {
    title: 'ケース面接対策講座（全3回・有料）',
    titleEn: 'Case interview course (three sessions, paid)',
    body: 'コンサルティングファームの選考対策として、フェルミ推定とビジネスケースを3回にわたって練習します。',
    place: 'オンライン（Zoom）',
    online: true,
    startsInDays: 14,
    hour: 10,
    durationHours: 3,
    feeYen: 5000,
    capacity: 20,
    status: 'open',
    agentName: 'コンサルキャリア・パートナーズ株式会社',
  },
  {
    title: '英文レジュメ添削会',
    titleEn: 'English CV clinic',
    body: 'バイリンガルのコンサルタントが、参加者の英文レジュメを個別に添削します。事前にレジュメをご提出ください。',
    place: 'オンライン（Zoom）',
    online: true,
    startsInDays: 10,
    hour: 20,
    durationHours: 1,
    feeYen: 3000,
    capacity: 15,
    status: 'open',
    agentName: 'ライトハウス・リクルートメント株式会社',
  },
  {
    title: 'CFOキャリアフォーラム2026',
    titleEn: 'CFO Career Forum 2026',
    body: '上場企業・スタートアップのCFOが登壇し、CFOに求められる役割とキャリアの築き方を語ります。',
    place: '東京都港区虎ノ門1-17-1 虎ノ門ホール',
    online: false,
    startsInDays: 30,
    hour: 15,
    durationHours: 3,
    feeYen: 8000,
    capacity: 150,
    status: 'open',
    agentName: '株式会社CxOサーチ',
  },
  {
    title: 'データサイエンティストのキャリアを考える夜',
    body: '金融・小売・製造業で活躍するデータサイエンティストが、事業会社でのデータ活用の実際を語ります。',
    place: 'オンライン（YouTube Live）',
    online: true,
    startsInDays: 18,
    hour: 20,
    durationHours: 1,
    feeYen: 0,
    capacity: 500,
    status: 'open',
    agentName: '株式会社ネクストリンク',
  },
  {
    title: '管理部門の転職相談会（経理・財務・人事）',
    body: '管理部門の転職に精通したコンサルタントが、個別にキャリア相談に応じます。',
    place: '大阪府大阪市北区梅田3-1-3 梅田カンファレンスルーム',
    online: false,
    startsInDays: 25,
    hour: 13,
    durationHours: 4,
    feeYen: 0,
    capacity: 20,
    status: 'open',
    agentName: '株式会社関西キャリアデザイン',
  },
  {
    title: 'ヘリオス・ファーマ 会社説明会（終了）',
    titleEn: 'Helios Pharma company briefing (ended)',
    body: '希少疾患領域の事業戦略と、MR・メディカルアフェアーズの募集ポジションについてご説明しました。',
    place: '東京都中央区日本橋本町2-1-1 ヘリオス・ファーマ本社',
    online: false,
    startsInDays: -12,
    hour: 18,
    durationHours: 2,
    feeYen: 0,
    capacity: 40,
    status: 'open',
    companyName: 'ヘリオス・ファーマ株式会社',
    forJob: true,
  },
  {
    title: '第二新卒のための転職準備セミナー（終了）',
    body: '社会人1〜3年目の方を対象に、自己分析と職務経歴書の書き方を解説しました。',
    place: 'オンライン（Zoom）',
    online: true,
    startsInDays: -20,
    hour: 19,
    durationHours: 1,
    feeYen: 0,
    capacity: 100,
    status: 'open',
    agentName: '株式会社ヤングプロフェッショナルズ',
  },
  {
    title: '投資銀行部門 アナリスト向け勉強会（終了・有料）',
    body: 'LBOモデルの作成を題材に、財務モデリングの実践的なスキルを学ぶ勉強会でした。',
    place: '東京都千代田区大手町1-9-2 ノースブリッジ証券 セミナールーム',
    online: false,
    startsInDays: -5,
    hour: 10,
    durationHours: 4,
    feeYen: 10000,
    capacity: 25,
    status: 'open',
    companyName: 'ノースブリッジ証券株式会社',
    forJob: true,
  },
  {
    title: 'IR担当者のためのキャリア勉強会（準備中）',
    body: 'IR担当者のキャリアと、統合報告書の作り方をテーマにした勉強会を企画しています。',
    place: 'オンライン（Zoom）',
    online: true,
    startsInDays: 40,
    hour: 19,
    durationHours: 2,
    feeYen: 0,
    capacity: 60,
    status: 'draft',
    agentName: '株式会社キャリアゲート',
  },
]

export interface SeedSpecialEventGroup {
  name: string
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  startsInDays: number
  days: number
  sessions: Array<{
    companyName: string
    title: string
    titleEn?: string
    body: string
    online: boolean
    place: string
    /** Days after the group starts, and the hour in Tokyo. */
    day: number
    hour: number
    capacity: number
  }>
}

export const SEED_SPECIAL_EVENT_GROUPS: SeedSpecialEventGroup[] = [
  {
    name: 'autumn-career-fair-2026',
    title: '秋の外資系・コンサル合同キャリアフェア2026',
    titleEn: 'Autumn Career Fair 2026: foreign-affiliated firms and consultancies',
    description:
      '外資系金融機関、戦略・ITコンサルティングファーム、外資系メーカーが参加する合同キャリアフェアです。各社のセッションに事前エントリーのうえご参加ください。',
    descriptionEn:
      'A joint career fair of foreign-affiliated banks, strategy and IT consultancies and manufacturers. Enter each session in advance.',
    startsInDays: -2,
    days: 21,
    sessions: [
      {
        companyName: 'ノースブリッジ証券株式会社',
        title: '投資銀行部門 ビジネス説明会',
        titleEn: 'Investment banking division briefing',
        body: 'M&Aアドバイザリーと資本市場業務の実際を、現役のヴァイスプレジデントが紹介します。',
        online: false,
        place: '東京都千代田区大手町1-9-2',
        day: 2,
        hour: 18,
        capacity: 40,
      },
      {
        companyName: 'ケンジントン・アンド・カンパニー合同会社',
        title: '戦略コンサルタントの1日',
        titleEn: 'A day in the life of a strategy consultant',
        body: 'プロジェクトの進め方とキャリアパスを、マネージャーとアソシエイトが対談形式で語ります。',
        online: true,
        place: 'オンライン（Zoom）',
        day: 3,
        hour: 19,
        capacity: 100,
      },
      {
        companyName: 'フォーサイト・デジタル株式会社',
        title: 'SAP・クラウド導入プロジェクト紹介',
        titleEn: 'SAP and cloud projects',
        body: 'S/4HANA移行とクラウド導入の事例と、ITコンサルタントの募集ポジションをご紹介します。',
        online: true,
        place: 'オンライン（Microsoft Teams）',
        day: 5,
        hour: 12,
        capacity: 150,
      },
      {
        companyName: 'ハーバーライト・アセットマネジメント株式会社',
        title: '資産運用業界のキャリア',
        titleEn: 'Careers in asset management',
        body: 'ファンドマネージャーとアナリストの仕事と、求められるスキルを解説します。',
        online: false,
        place: '東京都港区虎ノ門1-17-1',
        day: 8,
        hour: 18,
        capacity: 30,
      },
      {
        companyName: 'エトワール・ボーテ・ジャパン株式会社',
        title: 'ラグジュアリーブランドのマーケティング',
        titleEn: 'Marketing a luxury brand',
        body: 'ブランドマネージャーが、グローバルブランドを日本市場で展開する仕事を紹介します。',
        online: false,
        place: '東京都港区南青山5-6-26',
        day: 10,
        hour: 19,
        capacity: 30,
      },
      {
        companyName: 'ヘリオス・ファーマ株式会社',
        title: '製薬企業のメディカル・マーケティング職',
        titleEn: 'Medical and marketing roles in pharma',
        body: '希少疾患領域のメディカルアフェアーズとマーケティングの仕事をご紹介します。',
        online: true,
        place: 'オンライン（Zoom）',
        day: 12,
        hour: 19,
        capacity: 80,
      },
    ],
  },
  {
    name: 'fintech-career-week-2026',
    title: 'フィンテック・テックキャリアウィーク2026',
    titleEn: 'FinTech & Tech Career Week 2026',
    description:
      'フィンテック企業とSaaS企業が集まるオンライン中心のキャリアイベントです。エンジニア、データサイエンティスト、プロダクトマネージャーの方におすすめです。',
    descriptionEn:
      'A mostly online week of sessions from fintech and SaaS companies, for engineers, data scientists and product managers.',
    startsInDays: 20,
    days: 7,
    sessions: [
      {
        companyName: '株式会社ペイフロー',
        title: '決済基盤を支えるエンジニアリング',
        titleEn: 'Engineering a payments platform',
        body: '秒間数千件の決済を処理するシステムのアーキテクチャを紹介します。',
        online: true,
        place: 'オンライン（Zoom）',
        day: 0,
        hour: 19,
        capacity: 200,
      },
      {
        companyName: '株式会社さくらテクノロジーズ',
        title: 'SaaSのプロダクトマネジメント',
        titleEn: 'Product management at a SaaS company',
        body: 'プロダクトマネージャーが、顧客課題からロードマップを描くプロセスを解説します。',
        online: true,
        place: 'オンライン（Zoom）',
        day: 1,
        hour: 19,
        capacity: 200,
      },
      {
        companyName: 'クラウドピーク・ジャパン株式会社',
        title: 'データ基盤とデータサイエンティストの仕事',
        titleEn: 'Data platforms and data science work',
        body: 'グローバルで使われるデータ基盤と、日本法人での技術職のキャリアを紹介します。',
        online: true,
        place: 'オンライン（Zoom）',
        day: 2,
        hour: 20,
        capacity: 150,
      },
      {
        companyName: '株式会社コインレール',
        title: '金融機関向けAPI基盤の開発',
        body: '金融機関と連携するAPI基盤の開発と、セキュリティへの取り組みを紹介します。',
        online: false,
        place: '東京都千代田区神田錦町3-20-1',
        day: 4,
        hour: 19,
        capacity: 40,
      },
      {
        companyName: 'カスケード・セキュリティ・ジャパン株式会社',
        title: 'サイバーセキュリティの最前線',
        titleEn: 'On the front line of cybersecurity',
        body: '最新の攻撃事例と、セキュリティエンジニアのキャリアを解説します。',
        online: true,
        place: 'オンライン（Zoom）',
        day: 5,
        hour: 20,
        capacity: 150,
      },
    ],
  },
]

/** Banners: a trigger word set and the archetype of the public job it advertises. */
export const SEED_BANNERS: Array<{ archetype: string; words: string[] }> = [
  { archetype: 'sales-manager', words: ['営業', '法人営業', 'セールス'] },
  { archetype: 'strategy-consultant', words: ['コンサル', 'コンサルタント', '戦略'] },
  { archetype: 'ir', words: ['IR', 'ＩＲ', '広報'] },
  { archetype: 'data-scientist', words: ['データ', 'データサイエンティスト', 'AI'] },
  { archetype: 'accounting-manager', words: ['経理', '決算', '財務'] },
  { archetype: 'sap-consultant', words: ['SAP', 'ERP'] },
  { archetype: 'ma-advisor', words: ['M&A', '事業承継', 'アドバイザリー'] },
  { archetype: 'cfo', words: ['CFO', 'IPO'] },
  { archetype: 'software-engineer', words: ['エンジニア', '開発'] },
  { archetype: 'sales-junior', words: ['営業', '未経験'] },
  { archetype: 'hrbp', words: ['人事', '採用'] },
  { archetype: 'mr', words: ['MR', '製薬'] },
]
