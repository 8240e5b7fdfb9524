import type { EmploymentType, JobInfoTagCode, SalaryDisplayOption } from '@kakehashi/contracts'
import type { Random } from './random.ts'

// The vocabulary jobs are written from: role archetypes (what the job is), places, and the
// phrases postings are assembled from. The demo seed and the scale seed both compose jobs here,
// so a benchmark searches text shaped like the demo's: two-character words (営業, 経理, 人事),
// long katakana (コンプライアンス, トランスフォーメーション), English abbreviations (IR, SAP,
// M&A, FP&A, AWS) and full-width spellings (ＳＡＰ, ＩＴ) in realistic proportions.

export interface JobArchetype {
  key: string
  titles: string[]
  titleEn: string
  /** One or two job type codes; one set is chosen per job. */
  jobTypes: string[][]
  /** Industries whose companies typically post it. */
  industries: number[]
  positions: string[]
  divisions: string[]
  /** What the role achieves, completing "…にて、" */
  mission: string
  duties: string[]
  requirements: string[]
  welcome: string[]
  /** Salary band in 万円: the lowest minimum and the highest maximum offered. */
  salary: [number, number]
  /** Open to people early in their career (tags 未経験可, 第二新卒, 若手). */
  junior?: boolean
}

const CONSULT = [7, 8, 9]
const TECH_IND = [6, 9, 10, 11, 12]
const ANY = [1, 2, 3, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22]
const MAKERS = [13, 14, 15, 16, 20, 22]

export const JOB_ARCHETYPES: JobArchetype[] = [
  {
    key: 'sales-manager',
    titles: [
      '法人営業マネージャー',
      '法人営業（エンタープライズ担当）',
      '大手法人向けソリューション営業',
    ],
    titleEn: 'Corporate Sales Manager',
    jobTypes: [['CORPORATE_SALES'], ['CORPORATE_SALES', 'ACCOUNT_EXECUTIVE']],
    industries: [9, 10, 12, 13, 16, 17, 19, 21],
    positions: ['マネージャー', 'シニアマネージャー', 'チームリーダー'],
    divisions: ['エンタープライズ営業本部', '法人営業部', 'ソリューション営業統括部'],
    mission: '大手企業向けの新規開拓と既存顧客の深耕をリードしていただきます。',
    duties: [
      '担当業界の大手企業に対する課題ヒアリングと提案書の作成',
      '営業チーム（5〜8名）のマネジメントとKPI管理',
      'パートナー企業との協業による案件創出',
      '経営層向けのプレゼンテーションと契約交渉',
      'SFA／CRMを活用したパイプライン管理と売上予測',
      'マーケティング部門と連携したアカウントベースドマーケティングの推進',
    ],
    requirements: [
      '法人営業の経験5年以上',
      '営業チームのマネジメント経験',
      '無形商材の提案営業経験',
    ],
    welcome: ['外資系企業での営業経験', 'SaaS営業の経験', 'ビジネスレベルの英語力'],
    salary: [600, 1300],
  },
  {
    key: 'sales-junior',
    titles: ['法人営業（第二新卒歓迎）', '営業職（未経験可・研修充実）', 'インサイドセールス'],
    titleEn: 'Corporate Sales (early career)',
    jobTypes: [['CORPORATE_SALES'], ['SALES']],
    industries: [10, 11, 12, 18, 19, 21],
    positions: ['メンバー', 'スタッフ'],
    divisions: ['営業部', 'インサイドセールス部', '新規開拓グループ'],
    mission: '中小企業から大手企業まで、幅広いお客様への提案営業をお任せします。',
    duties: [
      'インバウンドで問い合わせのあったお客様へのヒアリングと商談設定',
      'オンライン商談での製品デモンストレーション',
      '既存顧客へのアップセル・クロスセルの提案',
      '先輩社員との同行営業によるノウハウの習得',
      '営業活動の記録と改善サイクルの実行',
    ],
    requirements: ['社会人経験1年以上（職種不問）', '基本的なPCスキル'],
    welcome: ['営業や接客の経験', '目標達成に向けて工夫した経験'],
    salary: [350, 650],
    junior: true,
  },
  {
    key: 'account-executive',
    titles: [
      'アカウントエグゼクティブ',
      'エンタープライズ・アカウントエグゼクティブ',
      'Account Executive（SaaS）',
    ],
    titleEn: 'Enterprise Account Executive',
    jobTypes: [['ACCOUNT_EXECUTIVE'], ['ACCOUNT_EXECUTIVE', 'CORPORATE_SALES']],
    industries: [10, 11, 6],
    positions: ['シニア', 'メンバー〜リーダー'],
    divisions: ['Enterprise Sales', '営業本部'],
    mission: '国内エンタープライズ企業への新規導入をリードしていただきます。',
    duties: [
      'ターゲットアカウントの戦略立案と新規商談の創出',
      'ソリューションエンジニアと連携したPoCの推進',
      'MEDDICを用いた案件管理とフォーキャスト',
      'グローバル本社との連携による大型案件の推進',
    ],
    requirements: ['SaaSまたはITソリューションの法人営業経験3年以上', '年間目標達成の実績'],
    welcome: ['外資系SaaS企業での経験', 'ビジネスレベルの英語力', 'エンタープライズ営業の経験'],
    salary: [700, 1800],
  },
  {
    key: 'customer-success',
    titles: ['カスタマーサクセスマネージャー', 'カスタマーサクセス（エンタープライズ担当）'],
    titleEn: 'Customer Success Manager',
    jobTypes: [['CUSTOMER_SUCCESS']],
    industries: [10, 11, 6],
    positions: ['マネージャー', 'メンバー'],
    divisions: ['カスタマーサクセス部', 'Customer Experience'],
    mission: 'お客様のサービス活用を推進し、解約率の改善と契約拡大を実現していただきます。',
    duties: [
      'オンボーディング計画の策定と導入プロジェクトの推進',
      '利用データの分析とヘルススコアの改善',
      '定例会議での活用提案とアップセル',
      'プロダクトチームへの顧客要望のフィードバック',
    ],
    requirements: ['法人顧客を担当した経験3年以上', 'プロジェクト推進の経験'],
    welcome: ['SaaS企業でのカスタマーサクセス経験', 'データ分析の経験'],
    salary: [500, 900],
    junior: true,
  },
  {
    key: 'presales',
    titles: [
      'プリセールスエンジニア',
      'ソリューションアーキテクト（プリセールス）',
      'セールスエンジニア',
    ],
    titleEn: 'Presales Solutions Architect',
    jobTypes: [['PRESALES'], ['PRESALES', 'INFRASTRUCTURE_ENGINEER']],
    industries: [10, 12, 13],
    positions: ['シニア', 'リード'],
    divisions: ['ソリューション本部', 'Solutions Engineering'],
    mission: '技術の専門家として営業と共に大型案件の受注を支えていただきます。',
    duties: [
      'お客様のシステム環境のヒアリングとアーキテクチャ提案',
      '製品デモンストレーションとPoCの設計・実施',
      'RFPへの技術回答書の作成',
      'パートナー企業向けの技術トレーニング',
    ],
    requirements: [
      'プリセールスまたはシステムエンジニアの経験3年以上',
      'クラウドやネットワークの基礎知識',
    ],
    welcome: ['AWS認定資格', 'ビジネスレベルの英語力', 'セキュリティ製品の知識'],
    salary: [700, 1500],
  },
  {
    key: 'data-scientist',
    titles: [
      'データサイエンティスト',
      'シニアデータサイエンティスト',
      'データサイエンティスト（機械学習）',
    ],
    titleEn: 'Data Scientist',
    jobTypes: [['DATA_SCIENTIST'], ['DATA_SCIENTIST', 'SOFTWARE_ENGINEER']],
    industries: [5, 6, 10, 11, 15, 20],
    positions: ['シニア', 'メンバー〜リード', 'マネージャー'],
    divisions: ['データサイエンス部', 'AI推進室', 'データ戦略本部'],
    mission: '機械学習と統計解析を活用して事業課題の解決をリードしていただきます。',
    duties: [
      '需要予測・レコメンド・不正検知などの機械学習モデルの開発',
      'A/Bテストの設計と効果検証',
      'PythonとSQLを用いたデータ分析と可視化',
      'ビジネス部門へのインサイト提供と施策提案',
      'MLOps基盤の整備とモデルの継続的な改善',
    ],
    requirements: ['PythonまたはRを用いたデータ分析の実務経験3年以上', '統計学・機械学習の知識'],
    welcome: ['大規模データの分析経験', 'クラウド環境（AWS・GCP）での開発経験', '修士号以上の学位'],
    salary: [650, 1400],
  },
  {
    key: 'software-engineer',
    titles: [
      'バックエンドエンジニア',
      'ソフトウェアエンジニア（決済基盤）',
      'フルスタックエンジニア',
      'テックリード',
    ],
    titleEn: 'Software Engineer',
    jobTypes: [['SOFTWARE_ENGINEER'], ['SOFTWARE_ENGINEER', 'TECH']],
    industries: TECH_IND,
    positions: ['シニアエンジニア', 'テックリード', 'メンバー'],
    divisions: ['プロダクト開発本部', 'エンジニアリング部', 'Platform Engineering'],
    mission: '自社サービスの設計・開発・運用をリードしていただきます。',
    duties: [
      'TypeScript／Go／Javaを用いたWebアプリケーションとAPIの開発',
      'マイクロサービスアーキテクチャの設計とリファクタリング',
      'コードレビューとチームの開発プロセス改善',
      'パフォーマンスチューニングと障害対応',
      'プロダクトマネージャーと連携した仕様策定',
    ],
    requirements: ['Webアプリケーション開発の実務経験3年以上', 'RDBを用いた設計・開発経験'],
    welcome: [
      '大規模トラフィックのサービス開発経験',
      'テックリードの経験',
      '英語での技術的なコミュニケーション',
    ],
    salary: [600, 1500],
  },
  {
    key: 'infra-engineer',
    titles: [
      'クラウドインフラエンジニア（AWS）',
      'SRE（Site Reliability Engineer）',
      'インフラエンジニア',
    ],
    titleEn: 'Cloud Infrastructure Engineer',
    jobTypes: [['INFRASTRUCTURE_ENGINEER']],
    industries: TECH_IND,
    positions: ['シニア', 'メンバー'],
    divisions: ['基盤技術部', 'SREチーム', 'クラウド推進室'],
    mission: 'サービスの信頼性と開発生産性を支えるクラウド基盤を担っていただきます。',
    duties: [
      'AWS上のインフラ設計・構築とTerraformによるコード化',
      '監視・アラートの整備とインシデント対応の仕組み化',
      'Kubernetesを用いたコンテナ基盤の運用',
      'コスト最適化とセキュリティ対策',
    ],
    requirements: ['クラウド環境での設計・構築経験3年以上', 'Linuxの運用経験'],
    welcome: ['AWS認定ソリューションアーキテクト', 'SREの実務経験', '金融系システムの経験'],
    salary: [600, 1300],
  },
  {
    key: 'security-engineer',
    titles: ['セキュリティエンジニア', 'サイバーセキュリティスペシャリスト', 'CSIRTメンバー'],
    titleEn: 'Security Engineer',
    jobTypes: [['SECURITY_ENGINEER']],
    industries: [1, 5, 6, 9, 10, 12],
    positions: ['スペシャリスト', 'マネージャー'],
    divisions: ['情報セキュリティ部', 'サイバーセキュリティ統括室'],
    mission: '全社のセキュリティ戦略の立案と実行を担っていただきます。',
    duties: [
      'セキュリティポリシーとガバナンスの整備',
      '脆弱性診断とペネトレーションテストの企画・実施',
      'SOC／CSIRTの運営とインシデントレスポンス',
      'クラウドセキュリティの設計レビュー',
    ],
    requirements: ['セキュリティ領域の実務経験3年以上', 'ネットワーク・OSの知識'],
    welcome: ['情報処理安全確保支援士', 'CISSPなどの資格', 'ビジネスレベルの英語力'],
    salary: [700, 1500],
  },
  {
    key: 'product-manager',
    titles: ['プロダクトマネージャー', 'シニアプロダクトマネージャー', 'プロダクトオーナー'],
    titleEn: 'Product Manager',
    jobTypes: [['PRODUCT_MANAGER']],
    industries: TECH_IND,
    positions: ['シニア', 'リード', 'マネージャー'],
    divisions: ['プロダクト本部', 'Product Management'],
    mission: 'プロダクトの戦略とロードマップを描き、開発チームと共に価値を届けていただきます。',
    duties: [
      'ユーザーインタビューと市場調査による課題の発見',
      'プロダクトロードマップの策定と優先順位付け',
      'エンジニア・デザイナーと連携した要件定義',
      'KPIの設計とリリース後の効果検証',
    ],
    requirements: ['プロダクトマネジメントの経験3年以上', 'BtoBまたはBtoCサービスの企画経験'],
    welcome: ['エンジニア経験', 'SQLを用いたデータ分析', 'グローバルプロダクトの経験'],
    salary: [800, 1600],
  },
  {
    key: 'it-pm',
    titles: [
      '社内SE（ITプロジェクトマネージャー）',
      '情報システム部 ITマネージャー',
      '社内ＩＴ企画',
    ],
    titleEn: 'In-house IT Project Manager',
    jobTypes: [['IT_PROJECT_MANAGER']],
    industries: MAKERS.concat([1, 5, 17]),
    positions: ['マネージャー', '課長代理', 'リーダー'],
    divisions: ['情報システム部', 'デジタル推進部', 'IT戦略部'],
    mission: '全社の基幹システム刷新とIT企画を推進していただきます。',
    duties: [
      '基幹システム刷新プロジェクトのプロジェクトマネジメント',
      'ベンダー選定と予算管理',
      '業務部門の要件取りまとめとシステム化の企画',
      'ITガバナンスと情報セキュリティの推進',
    ],
    requirements: ['システム開発プロジェクトの管理経験', 'ベンダーコントロールの経験'],
    welcome: ['ERP導入プロジェクトの経験', 'PMP資格', '事業会社での社内SE経験'],
    salary: [550, 1000],
  },
  {
    key: 'sap-consultant',
    titles: [
      'SAP導入コンサルタント',
      'ＳＡＰ ＦＩ／ＣＯコンサルタント',
      'SAP S/4HANA移行コンサルタント',
      'ERPコンサルタント（会計領域）',
    ],
    titleEn: 'SAP Implementation Consultant',
    jobTypes: [['ERP_CONSULTANT'], ['ERP_CONSULTANT', 'IT_CONSULTANT']],
    industries: [8, 9],
    positions: ['コンサルタント', 'シニアコンサルタント', 'マネージャー'],
    divisions: ['ERPソリューション本部', 'テクノロジーコンサルティング部'],
    mission: 'SAP S/4HANAを中心とした基幹システムの導入と業務改革を支援していただきます。',
    duties: [
      '構想策定から要件定義、設計、テスト、本番稼働までの導入支援',
      'FI／CO／SD／MMなど担当モジュールのFit&Gap分析',
      'クライアントの業務プロセス改革（BPR）の推進',
      'オフショアチームを含むプロジェクトチームのマネジメント',
    ],
    requirements: ['SAPまたは他ERPの導入経験2年以上', '会計・ロジスティクスいずれかの業務知識'],
    welcome: ['S/4HANA移行プロジェクトの経験', '日商簿記2級以上', 'グローバル導入案件の経験'],
    salary: [600, 1500],
  },
  {
    key: 'it-consultant',
    titles: [
      'ITコンサルタント（DX推進）',
      'デジタルトランスフォーメーションコンサルタント',
      'ＩＴ戦略コンサルタント',
    ],
    titleEn: 'IT & Digital Transformation Consultant',
    jobTypes: [['IT_CONSULTANT'], ['IT_CONSULTANT', 'PMO']],
    industries: CONSULT,
    positions: ['コンサルタント', 'シニアコンサルタント', 'マネージャー'],
    divisions: ['デジタルコンサルティング部', 'テクノロジー戦略グループ'],
    mission:
      'クライアントのデジタルトランスフォーメーションを構想から実行まで支援していただきます。',
    duties: [
      'IT戦略・DX構想の策定とロードマップの作成',
      'クラウド移行やデータ活用基盤の導入支援',
      'システム化構想・RFP作成とベンダー選定支援',
      'プロジェクトマネジメントとステークホルダー調整',
    ],
    requirements: ['ITコンサルティングまたはSIerでの上流工程の経験', '論理的思考力と文書作成能力'],
    welcome: ['金融機関向けプロジェクトの経験', 'PMP資格', 'ビジネスレベルの英語力'],
    salary: [550, 1400],
    junior: true,
  },
  {
    key: 'pmo',
    titles: ['PMOコンサルタント', '大規模プロジェクトPMO', 'PMO（基幹システム刷新）'],
    titleEn: 'PMO Consultant',
    jobTypes: [['PMO'], ['PMO', 'IT_CONSULTANT']],
    industries: CONSULT,
    positions: ['コンサルタント', 'マネージャー'],
    divisions: ['プロジェクトマネジメント部', 'PMOグループ'],
    mission: '大規模プロジェクトの計画と統制を担い、確実な完遂を支えていただきます。',
    duties: [
      'プロジェクト計画の策定と進捗・課題・リスクの管理',
      'ステアリングコミッティの運営と報告資料の作成',
      '複数ベンダーの調整とスケジュール管理',
      'プロジェクト標準とガバナンスの整備',
    ],
    requirements: ['PMOまたはプロジェクト管理の経験2年以上'],
    welcome: ['PMP資格', '金融機関の大規模プロジェクト経験'],
    salary: [500, 1100],
    junior: true,
  },
  {
    key: 'strategy-consultant',
    titles: ['戦略コンサルタント', '経営コンサルタント（戦略）', 'ビジネスアナリスト（戦略）'],
    titleEn: 'Strategy Consultant',
    jobTypes: [['STRATEGY_CONSULTANT'], ['STRATEGY_CONSULTANT', 'CONSULTING']],
    industries: [7],
    positions: ['アソシエイト', 'コンサルタント', 'マネージャー', 'ビジネスアナリスト'],
    divisions: ['東京オフィス', 'ストラテジー部門'],
    mission: '大手企業の経営課題に対し、全社戦略から実行支援までを担っていただきます。',
    duties: [
      '全社戦略・事業戦略・新規事業戦略の立案',
      'M&A戦略の策定とビジネスデューデリジェンス',
      '市場調査、インタビュー、財務分析による仮説検証',
      'クライアント経営層へのプレゼンテーション',
    ],
    requirements: [
      '高い論理的思考力と分析力',
      '事業会社またはコンサルティングファームでの実務経験',
    ],
    welcome: ['MBA', 'ビジネスレベルの英語力', '特定業界の深い知見'],
    salary: [700, 2500],
    junior: true,
  },
  {
    key: 'hr-consultant',
    titles: [
      '組織・人事コンサルタント',
      '人事制度コンサルタント',
      'チェンジマネジメントコンサルタント',
    ],
    titleEn: 'Organisation & HR Consultant',
    jobTypes: [['HR_CONSULTANT']],
    industries: [7, 8, 21],
    positions: ['コンサルタント', 'シニアコンサルタント'],
    divisions: ['組織人事コンサルティング部', 'People Advisory'],
    mission: '人事制度改革と組織変革をクライアントと共に進めていただきます。',
    duties: [
      '等級・評価・報酬制度の設計と導入支援',
      'タレントマネジメントと後継者計画の策定',
      'M&A後の組織統合（PMI）の支援',
      'エンゲージメントサーベイの分析と施策立案',
    ],
    requirements: ['人事実務または組織人事コンサルティングの経験3年以上'],
    welcome: ['社会保険労務士', '外資系企業での人事経験'],
    salary: [600, 1300],
  },
  {
    key: 'fas',
    titles: [
      'FASコンサルタント（バリュエーション）',
      '財務デューデリジェンス担当',
      'ファイナンシャルアドバイザリー',
    ],
    titleEn: 'Financial Advisory Services Consultant',
    jobTypes: [['FINANCIAL_ADVISORY'], ['FINANCIAL_ADVISORY', 'MA_ADVISORY']],
    industries: [8],
    positions: ['シニアアソシエイト', 'マネージャー', 'ディレクター'],
    divisions: ['ファイナンシャルアドバイザリー部', 'Deal Advisory'],
    mission: 'M&Aにおける財務デューデリジェンスとバリュエーションを担っていただきます。',
    duties: [
      '財務デューデリジェンスの実施と報告書作成',
      'DCF法・類似会社比較法などによる企業価値評価',
      '事業再生計画の策定支援',
      'PPA（取得原価配分）や減損テストの支援',
    ],
    requirements: [
      '公認会計士またはUSCPA、もしくは同等の財務知識',
      '監査法人またはFASでの実務経験',
    ],
    welcome: ['クロスボーダー案件の経験', 'ビジネスレベルの英語力', 'CFA'],
    salary: [650, 1600],
  },
  {
    key: 'ma-advisor',
    titles: [
      'M&Aアドバイザー',
      'M&Aアドバイザー（事業承継）',
      'Ｍ＆Ａコンサルタント',
      'M&Aアドバイザリー アソシエイト',
    ],
    titleEn: 'M&A Advisor',
    jobTypes: [['MA_ADVISORY'], ['MA_ADVISORY', 'INVESTMENT_BANKING']],
    industries: [2, 8],
    positions: ['アソシエイト', 'ヴァイスプレジデント', 'シニアアドバイザー'],
    divisions: ['M&Aアドバイザリー部', '事業承継支援部', '投資銀行本部'],
    mission: 'M&A案件のオリジネーションからクロージングまでを一貫して担っていただきます。',
    duties: [
      'オーナー経営者への事業承継・M&Aの提案',
      '企業価値評価と買い手候補のリストアップ',
      'デューデリジェンス対応と契約交渉の支援',
      'クロージングまでのプロジェクトマネジメント',
    ],
    requirements: [
      '金融機関・コンサルティングファーム・事業会社での法人向け業務経験',
      '財務諸表の読解力',
    ],
    welcome: ['M&A実務経験', '日商簿記2級以上', '証券アナリスト資格'],
    salary: [600, 2500],
  },
  {
    key: 'ibd',
    titles: [
      '投資銀行部門 アナリスト／アソシエイト',
      'インベストメントバンキング（カバレッジ）',
      '投資銀行部門 ヴァイスプレジデント',
    ],
    titleEn: 'Investment Banking Associate',
    jobTypes: [['INVESTMENT_BANKING'], ['INVESTMENT_BANKING', 'MA_ADVISORY']],
    industries: [2],
    positions: ['アナリスト', 'アソシエイト', 'ヴァイスプレジデント'],
    divisions: ['投資銀行本部', 'Investment Banking Division'],
    mission: '事業法人のM&Aと資金調達のアドバイザリーを担っていただきます。',
    duties: [
      'M&A・エクイティ・デットの案件執行',
      'ピッチブックと財務モデルの作成',
      'バリュエーションと資本政策の提案',
      'クライアント経営陣への提案とリレーションシップ構築',
    ],
    requirements: ['投資銀行・FAS・戦略コンサルでの実務経験', '高度な財務モデリングスキル'],
    welcome: ['ビジネスレベル以上の英語力', 'CFA', 'MBA'],
    salary: [900, 3000],
  },
  {
    key: 'pe-investment',
    titles: [
      'PE投資プロフェッショナル',
      'プライベートエクイティ投資担当',
      'バリューアップ担当（投資先経営支援）',
    ],
    titleEn: 'Private Equity Investment Professional',
    jobTypes: [['PRIVATE_EQUITY']],
    industries: [4],
    positions: ['アソシエイト', 'ヴァイスプレジデント', 'ディレクター'],
    divisions: ['投資部', 'Investment Team', 'バリューアップチーム'],
    mission: '投資案件の発掘から投資実行、投資先の企業価値向上までを担っていただきます。',
    duties: [
      '投資案件のソーシングと初期検討',
      'デューデリジェンスの実施と投資委員会資料の作成',
      'LBOファイナンスのストラクチャリング',
      '投資先企業の経営支援（100日プラン、KPI管理）',
      'エグジット戦略の立案と実行',
    ],
    requirements: ['投資銀行・PE・戦略コンサル・FASいずれかの経験3年以上', 'LBOモデルの作成経験'],
    welcome: ['事業会社での経営経験', 'ビジネスレベルの英語力'],
    salary: [1000, 3000],
  },
  {
    key: 'fund-manager',
    titles: [
      'ファンドマネージャー（日本株）',
      'ポートフォリオマネージャー',
      'クレジットアナリスト',
    ],
    titleEn: 'Portfolio Manager',
    jobTypes: [['ASSET_MANAGEMENT'], ['ASSET_MANAGEMENT', 'SECURITIES_ANALYST']],
    industries: [3, 5],
    positions: ['アナリスト', 'ファンドマネージャー', 'シニアポートフォリオマネージャー'],
    divisions: ['運用本部', 'Equity Investment', '債券運用部'],
    mission: '運用戦略の立案と実行を通じて、顧客資産の中長期的な成長を目指していただきます。',
    duties: [
      '企業調査と投資判断、ポートフォリオの構築',
      'ESG評価を組み込んだポートフォリオマネジメント',
      '投資先企業とのエンゲージメント',
      '機関投資家・販売会社への運用報告',
    ],
    requirements: ['資産運用会社または証券会社でのリサーチ・運用経験3年以上'],
    welcome: ['日本証券アナリスト協会認定アナリスト', 'CFA', 'ビジネスレベルの英語力'],
    salary: [800, 2500],
  },
  {
    key: 'equity-analyst',
    titles: [
      '証券アナリスト（テクノロジーセクター）',
      'エクイティリサーチ アナリスト',
      'セルサイドアナリスト',
    ],
    titleEn: 'Equity Research Analyst',
    jobTypes: [['SECURITIES_ANALYST']],
    industries: [2, 3],
    positions: ['アナリスト', 'シニアアナリスト'],
    divisions: ['株式調査部', 'Equity Research'],
    mission: '担当セクターの企業調査とレポート発信を担っていただきます。',
    duties: [
      '担当企業の業績予想モデルの作成',
      '調査レポートの執筆と機関投資家への説明',
      '企業経営陣へのインタビューと工場見学',
      'セクター全体の市場動向の分析',
    ],
    requirements: ['証券会社・運用会社でのリサーチ経験、または事業会社での担当業界の経験'],
    welcome: ['日本証券アナリスト協会認定アナリスト（CMA）', '英語でのレポート執筆経験'],
    salary: [800, 2000],
  },
  {
    key: 'risk',
    titles: [
      'リスク管理（市場リスク）',
      '信用リスク管理 スペシャリスト',
      'リスクマネジメント（ERM）',
    ],
    titleEn: 'Risk Management Specialist',
    jobTypes: [['RISK_MANAGEMENT']],
    industries: [1, 2, 3, 5],
    positions: ['スペシャリスト', 'マネージャー', 'ヴァイスプレジデント'],
    divisions: ['リスク統括部', 'Risk Management', '統合リスク管理部'],
    mission: '金融機関としてのリスク管理態勢の高度化を担っていただきます。',
    duties: [
      'VaR・ストレステストによる市場リスクの計測とモニタリング',
      '与信審査と信用リスクの管理',
      '規制対応（バーゼル規制など）とリスクレポーティング',
      'リスク管理モデルの検証',
    ],
    requirements: ['金融機関でのリスク管理または関連業務の経験3年以上'],
    welcome: ['FRM', '統計・数理モデルの知識', 'ビジネスレベルの英語力'],
    salary: [700, 1600],
  },
  {
    key: 'corporate-banking',
    titles: [
      '法人融資担当（コーポレートバンキング）',
      'ストラクチャードファイナンス担当',
      'プロジェクトファイナンス（再生可能エネルギー）',
    ],
    titleEn: 'Corporate & Structured Finance',
    jobTypes: [['CORPORATE_FINANCE'], ['CORPORATE_FINANCE', 'FINANCE']],
    industries: [1, 2, 17, 22],
    positions: ['アソシエイト', 'ヴァイスプレジデント', '課長代理'],
    divisions: ['コーポレートバンキング部', 'ストラクチャードファイナンス部'],
    mission: '事業法人やプロジェクトに対するファイナンスのアレンジを担っていただきます。',
    duties: [
      'シンジケートローン・LBOファイナンスのアレンジ',
      'キャッシュフロー分析と与信稟議の作成',
      '契約書の交渉と期中管理',
      'ESGファイナンスの組成',
    ],
    requirements: ['金融機関での法人融資または審査の経験3年以上'],
    welcome: ['プロジェクトファイナンスの経験', 'ビジネスレベルの英語力'],
    salary: [700, 1800],
  },
  {
    key: 'accounting-manager',
    titles: [
      '経理マネージャー（連結決算）',
      '経理スタッフ（IFRS）',
      '経理・財務担当',
      '決算担当（開示業務）',
    ],
    titleEn: 'Accounting Manager',
    jobTypes: [['ACCOUNTING'], ['ACCOUNTING', 'TREASURY']],
    industries: ANY,
    positions: ['マネージャー', '課長', 'スタッフ', 'リーダー'],
    divisions: ['経理部', '財務経理本部', 'Finance'],
    mission: '月次・四半期・年次決算と開示業務の中心を担っていただきます。',
    duties: [
      '単体・連結決算の取りまとめ',
      '有価証券報告書・決算短信など開示資料の作成',
      '監査法人対応と内部統制（J-SOX）の運用',
      'IFRS任意適用プロジェクトの推進',
      '経理業務の効率化とシステム導入',
    ],
    requirements: ['事業会社または監査法人での経理・決算経験3年以上', '日商簿記2級以上相当の知識'],
    welcome: ['連結決算・開示業務の経験', 'IFRSの知識', 'USCPAまたは公認会計士'],
    salary: [450, 1100],
    junior: true,
  },
  {
    key: 'fpa',
    titles: ['FP&Aマネージャー', '経営企画（FP&A）', 'ファイナンスビジネスパートナー'],
    titleEn: 'FP&A Manager',
    jobTypes: [['CORPORATE_PLANNING'], ['CORPORATE_PLANNING', 'ACCOUNTING']],
    industries: [10, 11, 14, 15, 20],
    positions: ['マネージャー', 'シニアアナリスト'],
    divisions: ['Finance', '経営企画部', 'FP&Aチーム'],
    mission: '予算策定と業績管理を通じて経営の意思決定を支えていただきます。',
    duties: [
      '年度予算・中期経営計画の策定',
      '月次の予実分析と経営会議への報告',
      '事業部門へのファイナンス観点からの助言',
      '投資案件の採算評価',
    ],
    requirements: ['FP&Aまたは管理会計の経験3年以上', 'Excelでの高度なモデリングスキル'],
    welcome: ['外資系企業でのレポーティング経験', 'ビジネスレベルの英語力', 'USCPA'],
    salary: [700, 1400],
  },
  {
    key: 'corporate-planning',
    titles: ['経営企画', '経営企画マネージャー（中期経営計画）', '事業開発・アライアンス担当'],
    titleEn: 'Corporate Planning',
    jobTypes: [['CORPORATE_PLANNING']],
    industries: ANY,
    positions: ['マネージャー', '課長', '担当者'],
    divisions: ['経営企画部', '社長室', '事業開発部'],
    mission: '全社戦略の立案と重要プロジェクトの推進を担っていただきます。',
    duties: [
      '中期経営計画の策定と進捗管理',
      '取締役会・経営会議の運営',
      'M&A・資本業務提携の検討と推進',
      '新規事業の企画と事業化の推進',
    ],
    requirements: ['経営企画・事業企画またはコンサルティングの経験3年以上'],
    welcome: ['M&A実務の経験', 'MBA', '戦略コンサルティングファームでの経験'],
    salary: [600, 1400],
  },
  {
    key: 'ir',
    titles: ['IR担当', 'IRマネージャー', 'ＩＲ・広報担当', 'IR・SR担当（英語）'],
    titleEn: 'Investor Relations Manager',
    jobTypes: [['IR'], ['IR', 'CORPORATE_PLANNING'], ['IR', 'PUBLIC_RELATIONS']],
    industries: [6, 10, 11, 13, 14, 15, 16, 18],
    positions: ['マネージャー', '担当者', 'リーダー'],
    divisions: ['IR室', 'コーポレートコミュニケーション部', '経営企画部 IRグループ'],
    mission: '投資家との対話を通じて企業価値の適正な評価を実現していただきます。',
    duties: [
      '決算説明会の企画・運営と説明資料の作成',
      '機関投資家・アナリストとの個別ミーティング対応',
      '統合報告書やIRサイトの企画・制作',
      '株主総会の準備とSR（株主対応）',
      '投資家の声を経営にフィードバックする仕組みづくり',
    ],
    requirements: ['IR・経理・財務・経営企画いずれかの経験3年以上'],
    welcome: ['英語でのIR経験', '証券アナリスト資格', '上場企業でのIR経験'],
    salary: [600, 1300],
  },
  {
    key: 'treasury',
    titles: ['財務（トレジャリー）担当', '資金調達・財務戦略マネージャー'],
    titleEn: 'Treasury Manager',
    jobTypes: [['TREASURY'], ['TREASURY', 'ACCOUNTING']],
    industries: [13, 15, 16, 17, 18, 22],
    positions: ['マネージャー', '担当者'],
    divisions: ['財務部', 'Treasury'],
    mission: 'グループ全体の資金管理と資金調達を担っていただきます。',
    duties: [
      'グループキャッシュマネジメントと資金繰り管理',
      '金融機関との折衝と資金調達（借入・社債）',
      '為替・金利リスクのヘッジ',
      '格付機関対応',
    ],
    requirements: ['事業会社または金融機関での財務・資金業務の経験3年以上'],
    welcome: ['海外子会社の資金管理経験', 'ビジネスレベルの英語力'],
    salary: [650, 1300],
  },
  {
    key: 'tax',
    titles: ['税務マネージャー', '国際税務スペシャリスト'],
    titleEn: 'Tax Manager',
    jobTypes: [['TAX']],
    industries: [8, 13, 16, 17],
    positions: ['マネージャー', 'スペシャリスト'],
    divisions: ['税務部', '経理部 税務グループ'],
    mission: 'グループの税務戦略と国際税務対応を担っていただきます。',
    duties: [
      '法人税・消費税の申告業務',
      '移転価格文書の作成と税務調査への対応',
      'グローバルミニマム課税への対応',
      'M&A・組織再編にかかる税務ストラクチャーの検討',
    ],
    requirements: ['税理士法人または事業会社での税務経験3年以上'],
    welcome: ['税理士資格', '国際税務の経験', 'ビジネスレベルの英語力'],
    salary: [650, 1400],
  },
  {
    key: 'internal-audit',
    titles: ['内部監査', '内部監査マネージャー', 'IT監査担当'],
    titleEn: 'Internal Auditor',
    jobTypes: [['INTERNAL_AUDIT']],
    industries: [1, 2, 5, 6, 10, 17],
    positions: ['マネージャー', 'スタッフ'],
    divisions: ['内部監査室', '監査部'],
    mission: 'リスクベースの内部監査を通じてガバナンスの強化を担っていただきます。',
    duties: [
      '年間監査計画の策定と業務監査の実施',
      'J-SOX評価と不備の改善提案',
      '海外子会社の監査',
      '監査等委員会への報告',
    ],
    requirements: ['内部監査・監査法人・内部統制関連の経験2年以上'],
    welcome: ['公認内部監査人（CIA）', 'CISA', '公認会計士'],
    salary: [550, 1100],
  },
  {
    key: 'legal',
    titles: [
      '法務マネージャー',
      '企業内弁護士（インハウスローヤー）',
      '法務・コンプライアンス担当',
    ],
    titleEn: 'Legal & Compliance Manager',
    jobTypes: [['LEGAL']],
    industries: ANY,
    positions: ['マネージャー', 'シニアカウンセル', '担当者'],
    divisions: ['法務部', 'Legal & Compliance', 'コンプライアンス統括部'],
    mission: '事業を法的な観点から支え、コンプライアンス体制を強化していただきます。',
    duties: [
      '国内外の契約書の審査・作成・交渉',
      'M&A・資本提携に関する法務対応',
      'コンプライアンス研修の企画と内部通報制度の運用',
      '個人情報保護・独占禁止法などの規制対応',
    ],
    requirements: ['企業法務の経験3年以上（法律事務所を含む）'],
    welcome: ['弁護士資格（日本または米国）', '英文契約の経験', '金融規制の知識'],
    salary: [650, 1600],
  },
  {
    key: 'hrbp',
    titles: [
      '人事ビジネスパートナー（HRBP）',
      '人事（採用・制度企画）',
      'タレントアクイジション担当',
      '人事労務担当',
    ],
    titleEn: 'HR Business Partner',
    jobTypes: [['HUMAN_RESOURCES']],
    industries: ANY,
    positions: ['マネージャー', '担当者', 'リーダー'],
    divisions: ['人事部', 'People & Culture', '人事本部'],
    mission: '事業部門のパートナーとして組織と人材の課題解決を担っていただきます。',
    duties: [
      '事業部門の組織設計と人員計画の策定',
      '中途採用の戦略立案と実行',
      '評価・報酬制度の運用と改善',
      '労務管理と就業規則の整備',
      'エンゲージメント向上施策の企画',
    ],
    requirements: ['人事領域の実務経験3年以上'],
    welcome: ['外資系企業での人事経験', 'ビジネスレベルの英語力', '社会保険労務士'],
    salary: [500, 1200],
    junior: true,
  },
  {
    key: 'digital-marketing',
    titles: [
      'デジタルマーケティングマネージャー',
      'グロースマーケター',
      'CRMマーケティング担当',
      'マーケティングオートメーション担当',
    ],
    titleEn: 'Digital Marketing Manager',
    jobTypes: [['DIGITAL_MARKETING'], ['DIGITAL_MARKETING', 'MARKETING']],
    industries: [6, 10, 11, 15, 19, 20],
    positions: ['マネージャー', 'メンバー', 'リーダー'],
    divisions: ['マーケティング部', 'Growth', 'デジタル戦略部'],
    mission: 'デジタルチャネル全体の戦略立案と実行を担っていただきます。',
    duties: [
      '広告運用（検索・SNS・ディスプレイ）の戦略立案と予算管理',
      'マーケティングオートメーションとCRM施策の設計',
      'Webサイト・アプリのCVR改善',
      'Google Analyticsなどを用いた効果測定と改善',
    ],
    requirements: ['デジタルマーケティングの実務経験3年以上'],
    welcome: ['事業会社でのマーケティング経験', 'SQLを用いた分析', 'チームマネジメント経験'],
    salary: [500, 1200],
  },
  {
    key: 'brand-manager',
    titles: [
      'ブランドマネージャー',
      'アシスタントブランドマネージャー',
      'プロダクトマーケティングマネージャー',
    ],
    titleEn: 'Brand Manager',
    jobTypes: [['BRAND_MANAGER'], ['BRAND_MANAGER', 'MARKETING']],
    industries: [14, 15, 20],
    positions: ['ブランドマネージャー', 'アシスタント'],
    divisions: ['マーケティング本部', 'Brand Management'],
    mission: '担当ブランドの戦略立案からP&L管理までを担っていただきます。',
    duties: [
      'ブランド戦略とマーケティングプランの策定',
      '新商品の企画・開発と上市',
      '広告・プロモーションの企画とエージェンシーのディレクション',
      '消費者調査と市場分析',
    ],
    requirements: ['消費財・製薬などのマーケティング経験3年以上'],
    welcome: ['外資系消費財メーカーでの経験', 'ビジネスレベルの英語力'],
    salary: [650, 1400],
  },
  {
    key: 'pr',
    titles: ['広報・PR担当', 'コーポレートコミュニケーション マネージャー'],
    titleEn: 'Public Relations Manager',
    jobTypes: [['PUBLIC_RELATIONS']],
    industries: [10, 11, 14, 15, 19, 20],
    positions: ['マネージャー', '担当者'],
    divisions: ['広報部', 'Corporate Communications'],
    mission: '企業ブランドの向上に向けた広報戦略を担っていただきます。',
    duties: [
      'プレスリリースの作成とメディアリレーションズ',
      '経営層のメディア露出の企画',
      '社内報・オウンドメディアの運営',
      '危機管理広報',
    ],
    requirements: ['広報・PRの実務経験3年以上'],
    welcome: ['外資系企業での広報経験', 'ビジネスレベルの英語力'],
    salary: [500, 1000],
  },
  {
    key: 'market-research',
    titles: ['マーケティングリサーチャー', 'インサイトアナリスト'],
    titleEn: 'Market Research Analyst',
    jobTypes: [['MARKET_RESEARCH']],
    industries: [14, 15, 19],
    positions: ['アナリスト', 'リサーチャー'],
    divisions: ['マーケティングリサーチ部', 'Consumer Insights'],
    mission: '定量・定性調査を通じて事業の意思決定を支えていただきます。',
    duties: [
      '調査の企画設計と調査会社のディレクション',
      'アンケート・インタビュー結果の分析',
      '市場規模推計と競合分析',
      '分析結果の社内共有と施策提案',
    ],
    requirements: ['市場調査またはデータ分析の経験2年以上'],
    welcome: ['統計解析ソフトの使用経験', '製薬業界の知識'],
    salary: [450, 900],
    junior: true,
  },
  {
    key: 'mr',
    titles: ['MR（オンコロジー領域）', 'MR（希少疾患領域）', 'メディカルサイエンスリエゾン（MSL）'],
    titleEn: 'Medical Representative',
    jobTypes: [['MEDICAL_REPRESENTATIVE']],
    industries: [14],
    positions: ['MR', 'シニアMR', 'エリアマネージャー'],
    divisions: ['営業本部', 'オンコロジー事業部', 'メディカルアフェアーズ部'],
    mission: '医療従事者への適正な情報提供を通じて患者さんに新薬を届けていただきます。',
    duties: [
      '担当エリアの医療機関への医薬品情報の提供',
      'KOL（キーオピニオンリーダー）とのリレーション構築',
      '講演会・勉強会の企画・運営',
      'エリア戦略の立案と実行',
    ],
    requirements: ['MR経験3年以上', 'MR認定証'],
    welcome: ['オンコロジー領域の経験', '薬剤師資格'],
    salary: [550, 1100],
  },
  {
    key: 'cfo',
    titles: ['CFO候補', 'CFO（IPO準備）', '財務経理本部長', '管理本部長（CFO候補）'],
    titleEn: 'CFO Candidate',
    jobTypes: [['CFO'], ['CFO', 'CORPORATE_PLANNING'], ['CFO', 'ACCOUNTING']],
    industries: [6, 10, 11, 14, 18],
    positions: ['CFO候補', '本部長', '執行役員'],
    divisions: ['経営陣', '管理本部'],
    mission: '経営陣の一員として財務戦略とIPO準備を統括していただきます。',
    duties: [
      '資本政策の立案と資金調達（エクイティ・デット）',
      'IPO準備（主幹事証券・監査法人対応、内部管理体制の構築）',
      '経理・財務・法務・人事など管理部門の統括',
      'IR戦略の策定と投資家対応',
    ],
    requirements: ['事業会社でのCFOまたは管理部門責任者の経験、もしくは投資銀行・PEでの経験'],
    welcome: ['IPOの実務経験', '公認会計士', 'MBA'],
    salary: [1200, 2500],
  },
  {
    key: 'chro',
    titles: ['CHRO候補', '人事本部長', 'HRディレクター'],
    titleEn: 'CHRO Candidate',
    jobTypes: [['CHRO'], ['CHRO', 'HUMAN_RESOURCES']],
    industries: [10, 11, 14, 15, 20],
    positions: ['CHRO候補', '本部長', 'ディレクター'],
    divisions: ['経営陣', '人事本部'],
    mission: '経営戦略と連動した人事戦略を描き、組織づくりをリードしていただきます。',
    duties: [
      '人事戦略と組織開発の立案・実行',
      '経営幹部の採用とサクセッションプランの策定',
      '報酬制度・株式報酬制度の設計',
      '組織文化の醸成とエンゲージメントの向上',
    ],
    requirements: ['人事部門責任者の経験'],
    welcome: ['外資系企業でのHRディレクター経験', 'M&Aに伴う組織統合の経験'],
    salary: [1200, 2200],
  },
  {
    key: 'cio',
    titles: ['CIO候補', '情報システム本部長（CIO）', 'ＣＩＯ・ＤＸ推進責任者'],
    titleEn: 'CIO Candidate',
    jobTypes: [['CIO'], ['CIO', 'IT_PROJECT_MANAGER']],
    industries: [1, 5, 13, 15, 16, 17, 20],
    positions: ['CIO候補', '本部長', '執行役員'],
    divisions: ['経営陣', '情報システム本部', 'DX推進本部'],
    mission: '全社のIT戦略とデジタルトランスフォーメーションを統括していただきます。',
    duties: [
      'IT戦略・DX戦略の策定と投資計画の立案',
      '基幹システム刷新とクラウド移行の統括',
      'サイバーセキュリティとITガバナンスの強化',
      'IT組織の構築と人材育成',
    ],
    requirements: ['IT部門責任者の経験、またはITコンサルティングでのマネジメント経験'],
    welcome: ['事業会社でのDX推進経験', 'グローバルIT組織のマネジメント経験'],
    salary: [1300, 2500],
  },
  {
    key: 'cmo',
    titles: ['CMO候補', 'マーケティング本部長', 'CMO（マーケティング責任者）'],
    titleEn: 'CMO Candidate',
    jobTypes: [['CMO'], ['CMO', 'DIGITAL_MARKETING']],
    industries: [6, 11, 15, 20],
    positions: ['CMO候補', '本部長'],
    divisions: ['経営陣', 'マーケティング本部'],
    mission: 'ブランドと事業成長をけん引するマーケティング戦略を統括していただきます。',
    duties: [
      'マーケティング戦略とブランド戦略の策定',
      'マーケティング予算の配分とROIの管理',
      'マーケティング組織の構築と育成',
      'データドリブンなマーケティング基盤の整備',
    ],
    requirements: ['マーケティング部門責任者の経験'],
    welcome: ['消費財・ECでのマーケティング責任者経験', 'ビジネスレベルの英語力'],
    salary: [1200, 2300],
  },
  {
    key: 'cto',
    titles: ['CTO候補', 'VPoE（エンジニアリングマネージャー）', '開発本部長'],
    titleEn: 'CTO Candidate',
    jobTypes: [['CTO'], ['CTO', 'SOFTWARE_ENGINEER']],
    industries: [6, 10, 11],
    positions: ['CTO候補', 'VPoE', '本部長'],
    divisions: ['経営陣', '開発本部'],
    mission: '技術戦略と開発組織づくりをリードしていただきます。',
    duties: [
      '技術戦略とアーキテクチャの意思決定',
      'エンジニア組織の採用・育成・評価制度の整備',
      'セキュリティと信頼性の担保',
      '経営陣としての事業戦略への参画',
    ],
    requirements: ['エンジニア組織のマネジメント経験', 'Webサービスの開発経験'],
    welcome: ['スタートアップでのCTO経験', '大規模システムの設計経験'],
    salary: [1200, 2500],
  },
  {
    key: 'coo',
    titles: ['COO候補', '事業統括責任者', '日本法人 カントリーマネージャー'],
    titleEn: 'COO Candidate',
    jobTypes: [['COO'], ['COO', 'CEO']],
    industries: [6, 10, 11, 14, 20],
    positions: ['COO候補', 'カントリーマネージャー', '執行役員'],
    divisions: ['経営陣'],
    mission: '事業運営全般を統括し、日本市場での成長をけん引していただきます。',
    duties: [
      '事業計画の策定と実行の統括',
      '営業・マーケティング・オペレーション部門のマネジメント',
      'グローバル本社とのコミュニケーション',
      '主要顧客・パートナーとの関係構築',
    ],
    requirements: ['事業責任者またはPL責任者の経験'],
    welcome: ['外資系企業の日本法人代表の経験', 'ビジネスレベル以上の英語力'],
    salary: [1500, 3000],
  },
]

// Places ----------------------------------------------------------------------------------------

/** Work places by prefecture id: the prefectures most postings name, with districts. */
export const WORK_PLACES: Record<number, string[]> = {
  13: [
    '東京都千代田区丸の内',
    '東京都千代田区大手町',
    '東京都港区六本木',
    '東京都港区虎ノ門',
    '東京都渋谷区渋谷',
    '東京都中央区日本橋',
    '東京都品川区大崎',
    '東京都新宿区西新宿',
  ],
  14: ['神奈川県横浜市西区みなとみらい', '神奈川県川崎市幸区'],
  11: ['埼玉県さいたま市大宮区'],
  12: ['千葉県千葉市美浜区'],
  27: ['大阪府大阪市北区梅田', '大阪府大阪市中央区本町'],
  26: ['京都府京都市下京区'],
  28: ['兵庫県神戸市中央区'],
  23: ['愛知県名古屋市中村区名駅'],
  22: ['静岡県浜松市中央区'],
  40: ['福岡県福岡市中央区天神', '福岡県福岡市博多区'],
  1: ['北海道札幌市中央区'],
  4: ['宮城県仙台市青葉区'],
  34: ['広島県広島市中区'],
  48: [
    'シンガポール',
    '香港',
    'ニューヨーク（米国）',
    'ロンドン（英国）',
    '上海（中国）',
    'バンコク（タイ）',
  ],
}

/** How often a posting names each prefecture when it is not the company's own. */
export const PREFECTURE_WEIGHTS: Array<readonly [number, number]> = [
  [13, 55],
  [27, 10],
  [14, 6],
  [23, 5],
  [40, 4],
  [26, 2],
  [28, 2],
  [11, 2],
  [12, 1],
  [1, 2],
  [4, 1],
  [34, 1],
  [22, 1],
  [48, 6],
]

const WORK_STYLES = [
  '（リモートワーク可）',
  '（週2〜3日出社）',
  '（フルリモート可）',
  '（転勤なし）',
  '（フレックスタイム制）',
  '',
  '',
]

// Phrases ---------------------------------------------------------------------------------------

const ATTRACTIONS = [
  '裁量が大きく、若手のうちから重要なプロジェクトをリードできます。',
  'グローバルチームと日常的に協働し、英語を使う機会が豊富です。',
  '業界トップクラスのクライアントと向き合い、市場価値の高い経験が積めます。',
  '成果に応じた評価制度で、年次に関係なく昇進のチャンスがあります。',
  '研修制度や資格取得支援が充実しており、専門性を高められます。',
  'リモートワークやフレックスタイム制など柔軟な働き方が定着しています。',
  '経営陣との距離が近く、会社の意思決定に直接関わることができます。',
  'ストックオプション制度があり、会社の成長を自身の資産形成にもつなげられます。',
  '新規事業の立ち上げフェーズに携わり、ゼロから仕組みを作る経験ができます。',
  '平均残業時間は月20時間程度で、ワークライフバランスを保ちやすい環境です。',
  '育児休業からの復職率は100%で、ライフイベントを経ても長く活躍できます。',
  'サステナビリティを重視する経営方針のもと、社会的意義の高い仕事に取り組めます。',
]

const FOREIGN_ATTRACTIONS = [
  'グローバル本社への短期派遣やアジア各拠点への異動の機会があります。',
  '多国籍のメンバーが在籍し、ダイバーシティを尊重する文化です。',
  'グローバル共通の評価制度とキャリアパスが整っています。',
]

const TEAM_SENTENCES = [
  '配属先は部長1名、マネージャー2名、メンバー6名の計9名の組織です。',
  '20代後半から40代まで幅広いメンバーが在籍し、中途入社者が約7割を占めます。',
  '少数精鋭のチームで、一人ひとりの裁量が大きい組織です。',
  '海外拠点のメンバーを含む約30名のチームで、定例会議は英語で行っています。',
  '新設のチームのため、組織づくりから携わっていただけます。',
]

const EXPERIENCE_YEARS = [
  '上記領域での実務経験（目安3年以上）',
  'マネジメント経験（目安2年以上）',
  'ビジネスレベルの日本語力',
  '関係部署と円滑に連携できるコミュニケーション力',
]

const LANGUAGE_SKILLS = [
  'ビジネスレベルの英語力（TOEIC 800点以上目安）',
  '英語での会議・メール対応の経験',
  '中国語の語学力',
  '海外駐在またはクロスボーダー案件の経験',
]

const SELECTIONS = [
  '書類選考 → 一次面接（人事）→ 二次面接（部門長）→ 最終面接（役員）→ 内定',
  '書類選考 → 適性検査 → 面接2回 → 内定',
  '書類選考 → ケース面接 → パートナー面接 → 内定',
  '書類選考 → 一次面接（現場マネージャー）→ 英語面接 → 最終面接 → 内定',
  '書類選考 → カジュアル面談 → 技術面接 → 最終面接 → 内定',
  '書類選考 → 面接3回（うち1回はグローバル本社のマネジメント）→ リファレンスチェック → 内定',
]

const SELECTION_NOTES = [
  '※面接はすべてオンラインで実施可能です。',
  '※最終面接のみ対面で実施します。',
  '※選考期間は応募から約1か月を想定しています。',
  '※在職中の方に配慮し、平日夜の面接にも対応します。',
]

const BONUSES = [
  '賞与年2回（業績・個人評価による）',
  '年俸制（12分割で毎月支給）',
  'インセンティブ制度あり',
  '業績連動賞与あり（年1回）',
  'RSU（譲渡制限付株式）の付与あり',
  'ストックオプション制度あり',
]

const BENEFITS = [
  '各種社会保険完備、退職金制度、確定拠出年金',
  '住宅手当、家族手当、通勤手当',
  '資格取得支援制度、語学研修補助',
  'リモートワーク手当、フレックスタイム制',
  '年間休日125日、年末年始休暇、夏季休暇',
]

const TITLE_PREFIXES = [
  '【外資系】',
  '【英語を活かせる】',
  '【リモート可】',
  '【管理職】',
  '【年間休日125日】',
]

const SECOND_TITLE_SUFFIXES = [
  '（マネージャー候補）',
  '（リーダー候補）',
  '（経験者採用）',
  '（新規事業）',
  '',
]

// Composition -----------------------------------------------------------------------------------

export interface JobCompany {
  name: string
  industryId: number
  prefectureId: number
  foreign: boolean
}

export interface ComposedJob {
  title: string
  titleEn: string | null
  position: string
  division: string
  industryId: number
  prefectureId: number
  workPlaceDescription: string
  salaryMin: number
  salaryMax: number | null
  salaryDisplayOption: SalaryDisplayOption
  salarySupplement: string
  jobDescription: string
  attraction: string
  requirement: string
  welcomeSkill: string
  employmentSelection: string
  employmentType: EmploymentType
  /** The April 2024 disclosures: how far duties and workplace may change, renewal limits. */
  dutiesChangeScope: string
  workplaceChangeScope: string
  contractRenewalLimit: string
  jobTypeCodes: string[]
  tagCodes: JobInfoTagCode[]
  isRichPage: boolean
  recommendScore: number
}

/** The posting's own columns of a composed job, as both demo seeds insert them. */
export function jobContentColumns(composed: ComposedJob) {
  const { jobTypeCodes, tagCodes, isRichPage, recommendScore, ...content } = composed
  return content
}

const bullets = (lines: readonly string[]) => lines.map((line) => `・${line}`).join('\n')
const roundTo = (value: number, step: number) => Math.round(value / step) * step

/**
 * One posting of an archetype at a company. The same random stream gives the same posting, so
 * seeds are reproducible; `englishShare` is the probability that it carries an English title,
 * `title` fixes the (undecorated) title instead of drawing one.
 */
export function composeJob(
  random: Random,
  archetype: JobArchetype,
  company: JobCompany,
  options: { englishShare?: number; title?: string } = {},
): ComposedJob {
  const prefectureId = random.chance(0.65)
    ? company.prefectureId
    : random.weighted(PREFECTURE_WEIGHTS)
  const places = WORK_PLACES[prefectureId] ?? WORK_PLACES[13]!
  const place = random.pick(places)
  const workPlaceDescription =
    prefectureId === 48
      ? `${place}（現地法人への出向、ビザ取得支援あり）`
      : `${place}${random.pick(WORK_STYLES)}`

  const [floor, ceiling] = archetype.salary
  const salaryMin = roundTo(floor + random.next() * (ceiling - floor) * 0.45, 50)
  const span = roundTo((ceiling - salaryMin) * (0.35 + random.next() * 0.65), 50)
  const openEnded = random.chance(0.08)
  const salaryMax = openEnded ? null : Math.max(salaryMin + 50, salaryMin + span)
  const salaryDisplayOption: SalaryDisplayOption = random.chance(0.18)
    ? 'negotiable'
    : 'annual_income_or_more'
  const bonus = random.pick(BONUSES)
  const salarySupplement = [
    salaryMax === null
      ? `想定年収${salaryMin}万円以上（経験・能力を考慮のうえ決定）`
      : `想定年収${salaryMin}万円〜${salaryMax}万円（経験・能力を考慮のうえ決定）`,
    bonus,
    random.pick(BENEFITS),
  ].join('\n')

  const tags = new Set<JobInfoTagCode>()
  const topSalary = salaryMax ?? salaryMin
  if (topSalary >= 1000 && random.chance(0.5)) tags.add('more_than_10_million_yen')
  if (prefectureId === 48) tags.add('work_abroad')
  else if (company.foreign && random.chance(0.05)) tags.add('work_abroad')
  if (archetype.junior) {
    if (random.chance(0.45)) tags.add('inexperienced_possible')
    if (random.chance(0.4)) tags.add('second_new_graduate')
    if (random.chance(0.45)) tags.add('junior')
  }
  if (random.chance(0.14)) tags.add('urgent_recruitment')
  if (random.chance(0.06)) tags.add('seminar')
  const tagCodes = [...tags].slice(0, 3)

  let title = options.title ?? random.pick(archetype.titles)
  const decorate = random.next()
  if (tagCodes.includes('urgent_recruitment') && decorate < 0.5) title = `【急募】${title}`
  else if (tagCodes.includes('inexperienced_possible') && decorate < 0.5)
    title = `【未経験歓迎】${title}`
  else if (tagCodes.includes('more_than_10_million_yen') && decorate < 0.3) {
    title = `【年収1000万円以上】${title}`
  } else if (decorate < 0.25) {
    const prefix = random.pick(TITLE_PREFIXES)
    if (prefix !== '【外資系】' || company.foreign) title = `${prefix}${title}`
  } else if (decorate > 0.85) {
    title = `${title}${random.pick(SECOND_TITLE_SUFFIXES)}`
  }

  const division = random.pick(archetype.divisions)
  const duties = random.sample(
    archetype.duties,
    random.int(3, Math.min(5, archetype.duties.length)),
  )
  const jobDescription = [
    `${company.name}の${division}にて、${archetype.mission}`,
    '',
    '【具体的な業務内容】',
    bullets(duties),
    '',
    '【組織構成】',
    random.pick(TEAM_SENTENCES),
  ].join('\n')

  const attractionPool = company.foreign ? [...ATTRACTIONS, ...FOREIGN_ATTRACTIONS] : ATTRACTIONS
  const attraction = random.sample(attractionPool, random.int(2, 3)).join('\n')

  const requirement = [
    '【必須要件】',
    bullets([
      ...random.sample(archetype.requirements, random.int(1, archetype.requirements.length)),
      random.pick(EXPERIENCE_YEARS),
    ]),
  ].join('\n')
  const welcome = random.sample(archetype.welcome, random.int(1, archetype.welcome.length))
  if (company.foreign || random.chance(0.3)) welcome.push(random.pick(LANGUAGE_SKILLS))
  const welcomeSkill = bullets([...new Set(welcome)])

  const employmentType = random.chance(0.1) ? 'contract' : 'full_time'
  const employmentSelection = [
    random.pick(SELECTIONS),
    random.pick(SELECTION_NOTES),
    employmentType === 'contract'
      ? '※契約社員（1年更新）としての採用です。正社員登用制度があります。'
      : '※正社員（試用期間3か月）としての採用です。',
  ].join('\n')

  // Written from what the posting already says, so the random stream (and every seeded posting
  // after this one) stays as it was.
  const dutiesChangeScope = [
    `（雇入れ直後）${division}における上記の業務`,
    '（変更の範囲）会社の定める業務',
  ].join('\n')
  const workplaceChangeScope = [
    `（雇入れ直後）${place}`,
    prefectureId === 48
      ? '（変更の範囲）会社の定める事業所（海外拠点を含む）'
      : '（変更の範囲）会社の定める事業所（テレワークを行う場所を含む）',
  ].join('\n')
  const contractRenewalLimit =
    employmentType === 'contract' ? '契約期間1年、更新上限あり（通算契約期間5年まで）' : ''

  const englishShare = options.englishShare ?? (company.foreign ? 0.85 : 0.4)
  return {
    title,
    titleEn: random.chance(englishShare) ? archetype.titleEn : null,
    position: random.pick(archetype.positions),
    division,
    industryId: company.industryId,
    prefectureId,
    workPlaceDescription,
    salaryMin,
    salaryMax,
    salaryDisplayOption,
    salarySupplement,
    jobDescription,
    attraction,
    requirement,
    welcomeSkill,
    employmentSelection,
    employmentType,
    dutiesChangeScope,
    workplaceChangeScope,
    contractRenewalLimit,
    jobTypeCodes: random.pick(archetype.jobTypes),
    tagCodes,
    isRichPage: random.chance(0.2),
    recommendScore: Math.round(random.next() * 1000) / 10,
  }
}

/** Archetypes that suit a company's industry (all of them when none is typical). */
export function archetypesFor(industryId: number): JobArchetype[] {
  const fitting = JOB_ARCHETYPES.filter((a) => a.industries.includes(industryId))
  return fitting.length > 0 ? fitting : JOB_ARCHETYPES
}
