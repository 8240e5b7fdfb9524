// Demo agent firms (fictional) with their specialities, and the review texts their evaluations
// are drawn from. `org` names an existing demo organisation or asks for a new one.

export interface SeedAgent {
  name: string
  nameEn: string
  catchCopy: string
  description: string
  descriptionEn?: string
  prefectureId: number
  consultants: number
  founded: number
  /** Industry ids and job type codes the firm specialises in. */
  industryIds: number[]
  jobTypeCodes: string[]
  /** Typical rating of its reviews, 1..5; reviews vary around it. */
  quality: number
  org: 'new' | 'bridge' | 'nextlink'
}

export const SEED_AGENTS: SeedAgent[] = [
  {
    name: '株式会社ブリッジキャリア',
    nameEn: 'Bridge Career Inc.',
    catchCopy: '外資系金融・コンサルへの転職なら、業界出身のコンサルタントが伴走します',
    description:
      '投資銀行・PEファンド・戦略コンサル出身のコンサルタントが、ハイクラス層の転職を一貫して支援します。外資系企業の採用責任者との強固なネットワークを活かし、非公開求人を多数ご紹介しています。',
    descriptionEn:
      'Consultants who came from investment banking, private equity and strategy consulting guide senior moves, with many unadvertised roles at foreign-affiliated firms.',
    prefectureId: 13,
    consultants: 45,
    founded: 2009,
    industryIds: [2, 3, 4, 7],
    jobTypeCodes: [
      'FINANCE',
      'INVESTMENT_BANKING',
      'MA_ADVISORY',
      'PRIVATE_EQUITY',
      'STRATEGY_CONSULTANT',
    ],
    quality: 4.4,
    org: 'bridge',
  },
  {
    name: '株式会社ネクストリンク',
    nameEn: 'NextLink Inc.',
    catchCopy: 'IT・デジタル領域のキャリアを、テクノロジーを理解したプロが支援',
    description:
      'エンジニア、データサイエンティスト、ITコンサルタントの転職支援に特化しています。技術面談の対策から年収交渉まで、現場を知るコンサルタントが担当します。',
    descriptionEn:
      'Specialists in engineers, data scientists and IT consultants, from technical interview practice to salary negotiation.',
    prefectureId: 13,
    consultants: 30,
    founded: 2014,
    industryIds: [9, 10, 11, 6],
    jobTypeCodes: ['TECH', 'SOFTWARE_ENGINEER', 'DATA_SCIENTIST', 'IT_CONSULTANT', 'CTO', 'CIO'],
    quality: 4.1,
    org: 'nextlink',
  },
  {
    name: '株式会社キャリアゲート',
    nameEn: 'CareerGate Inc.',
    catchCopy: '管理部門の転職に強い、経理・財務・人事のスペシャリスト',
    description:
      '経理・財務・人事・法務など管理部門の転職支援を20年以上続けてきました。上場準備企業のCFO候補から大手企業の実務担当者まで、幅広い求人をご紹介します。',
    descriptionEn: 'Two decades of placing accounting, finance, HR and legal professionals.',
    prefectureId: 13,
    consultants: 60,
    founded: 2003,
    industryIds: [10, 15, 16, 17],
    jobTypeCodes: [
      'CORPORATE',
      'ACCOUNTING',
      'CORPORATE_PLANNING',
      'HUMAN_RESOURCES',
      'LEGAL',
      'CFO',
    ],
    quality: 3.9,
    org: 'new',
  },
  {
    name: 'エグゼクティブ・サーチ・ジャパン合同会社',
    nameEn: 'Executive Search Japan LLC',
    catchCopy: 'CxO・経営幹部のリテインドサーチ',
    description:
      '経営者・CxOクラスに特化したリテインド型のエグゼクティブサーチファームです。グローバル企業の日本代表やCFO・CHROの採用を数多く手がけています。',
    descriptionEn:
      'A retained executive search firm for CEOs and CxOs, including country heads of global companies.',
    prefectureId: 13,
    consultants: 12,
    founded: 2001,
    industryIds: [4, 14, 15, 20],
    jobTypeCodes: ['EXECUTIVE', 'CEO', 'CFO', 'CHRO', 'CMO', 'COO'],
    quality: 4.6,
    org: 'new',
  },
  {
    name: '株式会社フィナンシャル・キャリアズ',
    nameEn: 'Financial Careers Inc.',
    catchCopy: '銀行・証券・保険、金融機関のキャリアに精通',
    description:
      'メガバンク・証券会社・保険会社出身のコンサルタントが、金融機関への転職と金融機関からのキャリアチェンジを支援します。',
    descriptionEn:
      'Former bankers and insurers helping people into and out of financial institutions.',
    prefectureId: 13,
    consultants: 35,
    founded: 2006,
    industryIds: [1, 2, 5, 6],
    jobTypeCodes: ['FINANCE', 'RISK_MANAGEMENT', 'CORPORATE_FINANCE', 'SECURITIES_ANALYST'],
    quality: 3.7,
    org: 'new',
  },
  {
    name: 'コンサルキャリア・パートナーズ株式会社',
    nameEn: 'Consul Career Partners K.K.',
    catchCopy: 'コンサルティングファームへの転職・ポストコンサルのキャリアを支援',
    description:
      '戦略・総合・ITコンサルティングファームへの転職支援と、コンサル出身者の事業会社への転職に強みがあります。ケース面接対策は延べ3,000名以上の実績があります。',
    descriptionEn:
      'Moves into strategy, management and IT consulting and from consulting into industry, with case interview coaching.',
    prefectureId: 13,
    consultants: 25,
    founded: 2011,
    industryIds: [7, 8, 9],
    jobTypeCodes: [
      'CONSULTING',
      'STRATEGY_CONSULTANT',
      'IT_CONSULTANT',
      'FINANCIAL_ADVISORY',
      'PMO',
    ],
    quality: 4.2,
    org: 'new',
  },
  {
    name: '株式会社テックタレント',
    nameEn: 'TechTalent Inc.',
    catchCopy: 'エンジニアがエンジニアを支援する転職エージェント',
    description:
      '現役エンジニア経験のあるキャリアアドバイザーが、技術スタックと志向に合ったスタートアップ・外資系テック企業をご紹介します。',
    prefectureId: 13,
    consultants: 18,
    founded: 2017,
    industryIds: [10, 11],
    jobTypeCodes: [
      'SOFTWARE_ENGINEER',
      'INFRASTRUCTURE_ENGINEER',
      'SECURITY_ENGINEER',
      'PRODUCT_MANAGER',
    ],
    quality: 3.4,
    org: 'new',
  },
  {
    name: 'ライトハウス・リクルートメント株式会社',
    nameEn: 'Lighthouse Recruitment K.K.',
    catchCopy: 'バイリンガル人材のための外資系転職',
    description:
      '英国発の人材紹介会社の日本法人です。英語を活かしたい方に、外資系企業のセールス・マーケティング・管理部門のポジションをご紹介しています。',
    descriptionEn:
      'The Japanese arm of a British recruiter, placing bilingual professionals in sales, marketing and corporate roles.',
    prefectureId: 13,
    consultants: 80,
    founded: 1998,
    industryIds: [10, 14, 15, 20],
    jobTypeCodes: ['SALES', 'MARKETING', 'ACCOUNT_EXECUTIVE', 'BRAND_MANAGER', 'ACCOUNTING'],
    quality: 3.8,
    org: 'new',
  },
  {
    name: '株式会社ハイクラスリンク',
    nameEn: 'HighClass Link Inc.',
    catchCopy: '年収1000万円以上のハイクラス求人に特化',
    description:
      '年収1000万円以上のマネジメント・専門職ポジションに特化した転職エージェントです。非公開のポジションを中心にご紹介します。',
    descriptionEn: 'Management and specialist roles paying ¥10M or more, mostly unadvertised.',
    prefectureId: 13,
    consultants: 22,
    founded: 2012,
    industryIds: [2, 4, 7, 10],
    jobTypeCodes: ['EXECUTIVE', 'PRIVATE_EQUITY', 'PRODUCT_MANAGER', 'CORPORATE_PLANNING'],
    quality: 3.2,
    org: 'new',
  },
  {
    name: 'ファーマキャリア株式会社',
    nameEn: 'PharmaCareer K.K.',
    catchCopy: '製薬・医療機器業界の転職ならおまかせください',
    description:
      'MR、メディカルアフェアーズ、マーケティングなど、製薬・医療機器業界のキャリアに特化した支援を行っています。',
    descriptionEn: 'Careers in pharma and medical devices: MR, medical affairs and marketing.',
    prefectureId: 27,
    consultants: 15,
    founded: 2008,
    industryIds: [14],
    jobTypeCodes: ['MEDICAL_REPRESENTATIVE', 'BRAND_MANAGER', 'MARKET_RESEARCH'],
    quality: 4.0,
    org: 'new',
  },
  {
    name: '株式会社CxOサーチ',
    nameEn: 'CxO Search Inc.',
    catchCopy: 'スタートアップの経営チームづくりを支援',
    description:
      '成長期のスタートアップとCFO・CTO・CMO候補をつなぐ経営人材紹介サービスです。IPO準備企業の求人が豊富です。',
    descriptionEn: 'Matches growth start-ups with CFO, CTO and CMO candidates, many before an IPO.',
    prefectureId: 13,
    consultants: 8,
    founded: 2018,
    industryIds: [6, 10, 11],
    jobTypeCodes: ['CFO', 'CTO', 'CMO', 'COO', 'IR'],
    quality: 4.3,
    org: 'new',
  },
  {
    name: '株式会社ウィズキャリア',
    nameEn: 'With Career Inc.',
    catchCopy: '女性のキャリアとライフイベントの両立を応援',
    description:
      '産休・育休からの復帰や、ワークライフバランスを大切にしたい方の転職を支援しています。柔軟な働き方ができる企業の求人が中心です。',
    prefectureId: 13,
    consultants: 14,
    founded: 2015,
    industryIds: [10, 15, 21],
    jobTypeCodes: ['HUMAN_RESOURCES', 'PUBLIC_RELATIONS', 'ACCOUNTING', 'CUSTOMER_SUCCESS'],
    quality: 3.6,
    org: 'new',
  },
  {
    name: 'グローバル・タレント・アドバイザーズ株式会社',
    nameEn: 'Global Talent Advisors K.K.',
    catchCopy: 'アジア・欧米で働くキャリアを実現',
    description:
      'シンガポール・香港・ロンドンにも拠点を持ち、海外勤務や海外転職を希望する方を支援しています。',
    descriptionEn: 'Offices in Singapore, Hong Kong and London for people who want to work abroad.',
    prefectureId: 13,
    consultants: 28,
    founded: 2007,
    industryIds: [2, 3, 17],
    jobTypeCodes: ['ASSET_MANAGEMENT', 'CORPORATE_SALES', 'TREASURY'],
    quality: 3.5,
    org: 'new',
  },
  {
    name: '株式会社アカウンティング・キャリア',
    nameEn: 'Accounting Career Inc.',
    catchCopy: '公認会計士・税理士・経理のキャリア専門',
    description:
      '公認会計士・USCPA・税理士などの有資格者と、経理・財務の実務経験者に特化した転職支援サービスです。',
    descriptionEn: 'For CPAs, tax accountants and experienced accounting staff.',
    prefectureId: 13,
    consultants: 20,
    founded: 2010,
    industryIds: [8, 1],
    jobTypeCodes: ['ACCOUNTING', 'TAX', 'INTERNAL_AUDIT', 'FINANCIAL_ADVISORY'],
    quality: 4.0,
    org: 'new',
  },
  {
    name: '株式会社ヤングプロフェッショナルズ',
    nameEn: 'Young Professionals Inc.',
    catchCopy: '第二新卒・20代の挑戦を後押し',
    description:
      '社会人経験3年未満の第二新卒や20代の方を対象に、未経験から挑戦できるコンサル・IT・営業職をご紹介しています。',
    prefectureId: 13,
    consultants: 32,
    founded: 2016,
    industryIds: [9, 10, 21],
    jobTypeCodes: ['CORPORATE_SALES', 'IT_CONSULTANT', 'CUSTOMER_SUCCESS'],
    quality: 3.0,
    org: 'new',
  },
  {
    name: '株式会社関西キャリアデザイン',
    nameEn: 'Kansai Career Design Inc.',
    catchCopy: '大阪・京都・神戸で働きたい方へ',
    description:
      '関西エリアの優良企業とのネットワークを活かし、Uターン・Iターン転職を含めて関西での転職を支援しています。',
    descriptionEn: 'Moves to and within Osaka, Kyoto and Kobe.',
    prefectureId: 27,
    consultants: 16,
    founded: 2005,
    industryIds: [14, 15, 22, 1],
    jobTypeCodes: ['ACCOUNTING', 'CORPORATE_SALES', 'MEDICAL_REPRESENTATIVE'],
    quality: 3.8,
    org: 'new',
  },
  {
    name: '株式会社マーケターズリンク',
    nameEn: 'Marketers Link Inc.',
    catchCopy: 'マーケティング職のキャリアを広げる',
    description:
      'ブランドマネージャー、デジタルマーケター、CMO候補など、マーケティング職に特化した転職支援を行っています。',
    prefectureId: 13,
    consultants: 10,
    founded: 2016,
    industryIds: [15, 19, 11],
    jobTypeCodes: ['MARKETING', 'DIGITAL_MARKETING', 'BRAND_MANAGER', 'CMO'],
    quality: 4.1,
    org: 'new',
  },
  {
    name: 'ベイサイド・サーチ株式会社',
    nameEn: 'Bayside Search K.K.',
    catchCopy: '横浜・みなとみらいのメーカー求人に強い',
    description:
      '神奈川県内のメーカー・物流企業を中心に、技術職から管理部門まで幅広い求人をご紹介しています。',
    prefectureId: 14,
    consultants: 9,
    founded: 2012,
    industryIds: [13, 16, 17],
    jobTypeCodes: ['ACCOUNTING', 'IT_PROJECT_MANAGER', 'CORPORATE_SALES'],
    quality: 2.8,
    org: 'new',
  },
  {
    name: '株式会社リーガルキャリア',
    nameEn: 'Legal Career Inc.',
    catchCopy: '弁護士・法務人材の転職支援',
    description:
      '弁護士、企業内弁護士、法務・コンプライアンス担当者のキャリアを専門に支援しています。',
    descriptionEn: 'For lawyers, in-house counsel and compliance professionals.',
    prefectureId: 13,
    consultants: 7,
    founded: 2013,
    industryIds: [1, 2, 8],
    jobTypeCodes: ['LEGAL', 'INTERNAL_AUDIT'],
    quality: 4.5,
    org: 'new',
  },
  {
    name: '株式会社アジアブリッジ・リクルート',
    nameEn: 'AsiaBridge Recruit Inc.',
    catchCopy: '日系企業の海外拠点で活躍する人材を支援',
    description:
      'シンガポール・バンコク・上海など、日系企業のアジア拠点で働くポジションを多数ご紹介しています。',
    descriptionEn: 'Roles at Japanese companies’ offices across Asia.',
    prefectureId: 48,
    consultants: 11,
    founded: 2009,
    industryIds: [17, 16, 13],
    jobTypeCodes: ['CORPORATE_SALES', 'ACCOUNTING', 'COO'],
    quality: 3.3,
    org: 'new',
  },
]

/** Review titles and bodies by rating band; evaluations combine them with reviewer details. */
export const EVALUATION_TEXTS: Record<1 | 2 | 3 | 4 | 5, Array<[string, string]>> = {
  5: [
    [
      '期待以上のサポートでした',
      '業界の内情に詳しく、面接ごとに想定質問と評価ポイントを具体的に教えていただきました。結果として第一志望から内定をいただけました。',
    ],
    [
      '年収交渉まで任せて安心',
      '提示額に迷っていたところ、市場相場を根拠に交渉していただき、当初提示より150万円高い条件で入社できました。',
    ],
    [
      '長期的なキャリアを一緒に考えてくれた',
      '目先の転職だけでなく、5年後・10年後のキャリアを踏まえて求人を厳選してくださいました。押し付けがなく信頼できました。',
    ],
    [
      'レスポンスが早く的確',
      '平日夜や週末でも迅速に返信をいただき、忙しい中でもスムーズに選考を進められました。',
    ],
  ],
  4: [
    [
      '丁寧な対応でした',
      '書類添削と模擬面接が丁寧で、英語面接にも自信を持って臨めました。求人数がもう少し多ければ満点でした。',
    ],
    ['専門性の高いアドバイス', 'コンサル出身の担当者で、ケース面接の対策が非常に実践的でした。'],
    [
      '非公開求人を紹介してもらえた',
      '自分では見つけられない外資系企業のポジションを紹介していただき、選択肢が広がりました。',
    ],
  ],
  3: [
    [
      '可もなく不可もなく',
      '求人の紹介は多かったものの、希望とずれたものも含まれていました。連絡は丁寧でした。',
    ],
    [
      '担当者によって差がある印象',
      '最初の担当者は詳しかったのですが、途中で交代になり説明が少し浅くなりました。',
    ],
    [
      '情報量は十分',
      '企業の情報はよく把握されていましたが、選考スケジュールの調整にやや時間がかかりました。',
    ],
  ],
  2: [
    [
      '連絡が遅いことがあった',
      '面接結果の連絡が数日遅れることがあり、他社の選考との調整に苦労しました。',
    ],
    ['希望と異なる求人が多かった', '金融専門職を希望していたのに、営業職の紹介が中心でした。'],
  ],
  1: [
    [
      '応募を急かされた',
      '十分に検討する前に応募を勧められ、じっくり考える時間がありませんでした。',
    ],
    [
      'ミスマッチが続いた',
      '経歴を伝えても条件に合わない求人ばかりで、結局ほかのエージェント経由で転職しました。',
    ],
  ],
}

export const REVIEWER_AGE_GROUPS = ['20代', '30代', '40代', '50代'] as const
export const REVIEWER_JOB_TYPES = [
  '投資銀行',
  '戦略コンサルタント',
  '経理・財務',
  'ITエンジニア',
  'マーケティング',
  '法人営業',
  '人事',
  '経営企画',
  'MR',
  'データサイエンティスト',
] as const
