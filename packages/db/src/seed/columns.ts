import { JOB_ARCHETYPES, type JobArchetype } from './job-content.ts'

// Demo columns (articles): career guides per role, written from the role's archetype so a guide
// and the jobs beneath it speak of the same work, plus standalone career articles. Bodies are
// the HTML an editor writes: h2 sections, paragraphs and lists.

export const TAG_CATEGORIES: Array<{
  name: string
  nameEn: string
  tags: Array<[key: string, name: string, nameEn: string]>
}> = [
  {
    name: '業界',
    nameEn: 'Industries',
    tags: [
      ['foreign', '外資系', 'Foreign-affiliated'],
      ['finance', '金融', 'Finance'],
      ['consulting', 'コンサルティング', 'Consulting'],
      ['tech', 'IT・テクノロジー', 'Technology'],
      ['pharma', '製薬・ヘルスケア', 'Pharma & healthcare'],
      ['consumer', '消費財', 'Consumer goods'],
    ],
  },
  {
    name: '職種',
    nameEn: 'Roles',
    tags: [
      ['accounting', '経理・財務', 'Accounting & finance'],
      ['ir', 'IR', 'Investor relations'],
      ['hr', '人事', 'Human resources'],
      ['marketing', 'マーケティング', 'Marketing'],
      ['sales', '営業', 'Sales'],
      ['engineer', 'エンジニア', 'Engineering'],
      ['cxo', 'CxO・経営幹部', 'CxO & executives'],
    ],
  },
  {
    name: '転職ノウハウ',
    nameEn: 'Job change tips',
    tags: [
      ['interview', '面接対策', 'Interview preparation'],
      ['resume', 'レジュメ・職務経歴書', 'CVs & résumés'],
      ['case', 'ケース面接', 'Case interviews'],
      ['salary', '年収交渉', 'Salary negotiation'],
      ['english', '英語面接', 'English interviews'],
    ],
  },
  {
    name: 'キャリア',
    nameEn: 'Career',
    tags: [
      ['second', '第二新卒', 'Early career'],
      ['highclass', 'ハイクラス転職', 'Senior moves'],
      ['women', '女性のキャリア', 'Women’s careers'],
      ['qualification', 'MBA・資格', 'MBA & qualifications'],
      ['workstyle', '働き方', 'Ways of working'],
    ],
  },
]

interface ColumnRole {
  archetype: string
  name: string
  nameEn: string
  tags: string[]
}

const ROLES: ColumnRole[] = [
  { archetype: 'ir', name: 'IR担当', nameEn: 'Investor relations', tags: ['ir'] },
  { archetype: 'accounting-manager', name: '経理', nameEn: 'Accounting', tags: ['accounting'] },
  { archetype: 'fpa', name: 'FP&A', nameEn: 'FP&A', tags: ['accounting', 'foreign'] },
  { archetype: 'ma-advisor', name: 'M&Aアドバイザー', nameEn: 'M&A advisory', tags: ['finance'] },
  {
    archetype: 'ibd',
    name: '投資銀行部門',
    nameEn: 'Investment banking',
    tags: ['finance', 'foreign'],
  },
  {
    archetype: 'pe-investment',
    name: 'PEファンド',
    nameEn: 'Private equity',
    tags: ['finance', 'highclass'],
  },
  {
    archetype: 'strategy-consultant',
    name: '戦略コンサルタント',
    nameEn: 'Strategy consulting',
    tags: ['consulting', 'case'],
  },
  {
    archetype: 'it-consultant',
    name: 'ITコンサルタント',
    nameEn: 'IT consulting',
    tags: ['consulting', 'tech'],
  },
  {
    archetype: 'sap-consultant',
    name: 'SAPコンサルタント',
    nameEn: 'SAP consulting',
    tags: ['consulting', 'tech'],
  },
  {
    archetype: 'data-scientist',
    name: 'データサイエンティスト',
    nameEn: 'Data science',
    tags: ['tech', 'engineer'],
  },
  {
    archetype: 'product-manager',
    name: 'プロダクトマネージャー',
    nameEn: 'Product management',
    tags: ['tech'],
  },
  { archetype: 'sales-manager', name: '法人営業', nameEn: 'Corporate sales', tags: ['sales'] },
  {
    archetype: 'customer-success',
    name: 'カスタマーサクセス',
    nameEn: 'Customer success',
    tags: ['sales', 'tech'],
  },
  { archetype: 'hrbp', name: '人事', nameEn: 'HR', tags: ['hr'] },
  {
    archetype: 'brand-manager',
    name: 'ブランドマネージャー',
    nameEn: 'Brand management',
    tags: ['marketing', 'consumer'],
  },
  { archetype: 'mr', name: 'MR', nameEn: 'Medical representatives', tags: ['pharma', 'sales'] },
  { archetype: 'cfo', name: 'CFO', nameEn: 'CFO', tags: ['cxo', 'accounting', 'highclass'] },
  { archetype: 'legal', name: '法務', nameEn: 'Legal', tags: ['foreign'] },
]

export interface SeedColumn {
  title: string
  titleEn: string | null
  summary: string
  body: string
  tagKeys: string[]
  /** The archetype whose jobs are shown beneath it, if any. */
  archetype?: string
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const p = (text: string) => `<p>${esc(text)}</p>`
const h2 = (text: string) => `<h2>${esc(text)}</h2>`
const ul = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`

function archetype(key: string): JobArchetype {
  const found = JOB_ARCHETYPES.find((a) => a.key === key)
  if (!found) throw new Error(`No job archetype ${key}`)
  return found
}

type Angle = (role: ColumnRole, a: JobArchetype) => Omit<SeedColumn, 'tagKeys'> & { tags: string[] }

const ANGLES: Angle[] = [
  (role, a) => ({
    title: `${role.name}の仕事内容と求められるスキル`,
    titleEn: `${role.nameEn}: what the job involves and the skills it needs`,
    summary: `${role.name}は具体的にどのような仕事をするのか。日々の業務と、採用で重視されるスキルを解説します。`,
    body: [
      p(`${role.name}のポジションは、${a.mission.replace(/ていただきます。$/, 'る役割です。')}`),
      h2(`${role.name}の主な仕事内容`),
      p('企業や組織の規模によって範囲は異なりますが、代表的な業務は次のとおりです。'),
      ul(a.duties),
      h2('求められるスキルと経験'),
      p('求人票で必須とされることが多い要件は以下です。'),
      ul(a.requirements),
      p('さらに、次のような経験があると選考で高く評価されます。'),
      ul(a.welcome),
      h2('まとめ'),
      p(
        `${role.name}は専門性を積み上げるほど市場価値が高まる職種です。自分の経験がどの業務に活かせるかを整理してから応募しましょう。`,
      ),
    ].join(''),
    tags: [],
  }),
  (role, a) => ({
    title: `${role.name}の年収相場とキャリアパス`,
    titleEn: `${role.nameEn}: salaries and career paths`,
    summary: `${role.name}の年収水準と、経験を重ねた先にあるキャリアの選択肢を紹介します。`,
    body: [
      p(
        `当サイトに掲載されている${role.name}の求人では、想定年収はおおむね${a.salary[0]}万円から${a.salary[1]}万円の範囲に分布しています。`,
      ),
      h2('年収を左右する要素'),
      ul([
        '外資系か日系か（外資系は基本給と賞与の比率が高い傾向）',
        'マネジメント経験の有無',
        '英語力と海外案件の経験',
        '業界特有の専門知識や資格',
      ]),
      h2('代表的なキャリアパス'),
      p(`${role.name}としての経験を積んだ後は、次のようなポジションを目指す方が多くいます。`),
      ul(
        a.positions
          .map((position) => `${position}として専門性を深める`)
          .concat(['事業会社の管理職や経営幹部へ転身する']),
      ),
      h2('年収アップのためにできること'),
      p(
        '転職時の年収交渉では、現職の年収だけでなく、担当した案件の規模や成果を具体的な数字で伝えることが大切です。',
      ),
    ].join(''),
    tags: ['salary'],
  }),
  (role, a) => ({
    title: `未経験から${role.name}を目指すには`,
    titleEn: `Moving into ${role.nameEn} from another field`,
    summary: `${role.name}へのキャリアチェンジを考える方に向けて、準備と応募のポイントをまとめました。`,
    body: [
      p(`${role.name}は経験者採用が中心ですが、隣接する職種からの転職事例も少なくありません。`),
      h2('評価されやすい前職の経験'),
      ul(a.requirements.map((r) => `${r}に近い経験`)),
      h2('今からできる準備'),
      ul(
        a.welcome.map((w) => `${w}を身につける`).concat(['業界のニュースや決算資料を日常的に読む']),
      ),
      h2('応募時のポイント'),
      p(
        '職務経歴書では、これまでの経験のうち新しい職種に活かせる部分を明確に書きましょう。第二新卒や20代であれば、ポテンシャルを重視する求人も狙えます。',
      ),
    ].join(''),
    tags: ['second'],
  }),
  (role, a) => ({
    title: `${role.name}の面接でよく聞かれる質問と対策`,
    titleEn: `${role.nameEn} interviews: common questions and how to prepare`,
    summary: `${role.name}の選考で頻出する質問と、回答を準備するときの考え方を解説します。`,
    body: [
      p(`${role.name}の面接では、実務経験の深さと論理的に説明する力の両方が見られます。`),
      h2('よく聞かれる質問'),
      ul([
        'これまでのキャリアで最も成果を上げた経験を教えてください',
        ...a.duties.slice(0, 3).map((d) => `「${d}」の経験について具体的に教えてください`),
        'なぜ今転職を考えているのですか',
      ]),
      h2('回答を準備するコツ'),
      ul([
        '状況・課題・行動・結果の順に話す',
        '成果は数字で示す',
        '応募先の事業と自分の経験の接点を説明する',
      ]),
      h2('英語面接がある場合'),
      p(
        '外資系企業では面接の一部が英語で行われることがあります。自己紹介と志望動機は英語でも話せるように準備しておきましょう。',
      ),
    ].join(''),
    tags: ['interview'],
  }),
]

const STANDALONE: Array<{
  title: string
  titleEn: string | null
  summary: string
  sections: Array<[heading: string, paragraph: string, items: string[]]>
  tags: string[]
}> = [
  {
    title: '外資系企業への転職で失敗しないための5つのポイント',
    titleEn: 'Five things to get right when moving to a foreign-affiliated company',
    summary:
      '外資系企業ならではの評価制度やカルチャーを理解し、入社後のギャップを防ぐためのポイントを解説します。',
    sections: [
      [
        '外資系企業の特徴',
        '成果主義の評価制度、職務範囲の明確さ、グローバル本社との関係など、日系企業とは異なる点が多くあります。',
        [
          'ジョブディスクリプションに基づく役割',
          '年俸制とインセンティブ',
          'レポートラインが海外にあることも',
        ],
      ],
      [
        '失敗しないためのポイント',
        '入社前に確認しておきたい事項を整理しましょう。',
        [
          '上司と本社の期待値を確認する',
          '評価の基準と時期を確認する',
          '英語を使う場面と頻度を確認する',
          '組織の変更やリストラの履歴を調べる',
          '福利厚生と退職金制度を比較する',
        ],
      ],
    ],
    tags: ['foreign', 'highclass'],
  },
  {
    title: '英文レジュメの書き方：採用担当者に読まれるCVとは',
    titleEn: 'Writing an English CV recruiters will read',
    summary:
      '外資系企業の選考で求められる英文レジュメ（CV）の構成と、読まれるための書き方を紹介します。',
    sections: [
      [
        '基本の構成',
        '英文レジュメは2ページ以内にまとめるのが一般的です。',
        [
          'Summary（職務要約）',
          'Professional Experience（職務経歴）',
          'Education（学歴）',
          'Skills & Certifications（スキル・資格）',
        ],
      ],
      [
        '読まれるための工夫',
        '採用担当者は1通のレジュメを数十秒で判断すると言われます。',
        [
          '動詞で始める箇条書き（Led, Built, Delivered）',
          '成果は数字で示す',
          '応募ポジションのキーワードを盛り込む',
        ],
      ],
    ],
    tags: ['resume', 'english', 'foreign'],
  },
  {
    title: 'ケース面接の基本：フェルミ推定から構造化まで',
    titleEn: 'Case interview basics: from market sizing to structuring',
    summary:
      'コンサルティングファームの選考で課されるケース面接について、基本の型と練習方法をまとめました。',
    sections: [
      [
        'ケース面接とは',
        '与えられたビジネス課題に対し、面接官との対話を通じて解決策を導く選考です。',
        ['フェルミ推定（市場規模の推計）', '売上向上やコスト削減の打ち手', '新規事業の評価'],
      ],
      [
        '練習のコツ',
        '型を覚えたら、声に出して練習することが大切です。',
        [
          '前提を確認してから考える',
          'MECEに分解する',
          '結論から話す',
          '面接官の問いかけをヒントにする',
        ],
      ],
    ],
    tags: ['case', 'consulting', 'interview'],
  },
  {
    title: '年収交渉で損をしないために知っておきたいこと',
    titleEn: 'Negotiating your salary without leaving money on the table',
    summary: '内定後の年収交渉で押さえておきたい考え方と、伝え方のポイントを解説します。',
    sections: [
      [
        '交渉の前に準備すること',
        '希望年収の根拠を用意しておくと交渉がスムーズです。',
        ['現年収の内訳（基本給・賞与・手当）', '同職種の市場相場', '他社の選考状況'],
      ],
      [
        '伝え方のポイント',
        '一方的な要求ではなく、入社後の貢献とセットで伝えましょう。',
        ['最初に入社意欲を伝える', '金額は幅ではなく具体的に', 'エージェント経由なら交渉を任せる'],
      ],
    ],
    tags: ['salary', 'highclass'],
  },
  {
    title: '第二新卒の転職活動、いつ始めるのがベスト？',
    titleEn: 'When should early-career professionals start looking?',
    summary:
      '社会人1〜3年目の転職について、始めるタイミングと企業から評価されるポイントを紹介します。',
    sections: [
      [
        '第二新卒が評価される理由',
        '基本的なビジネスマナーを身につけ、柔軟性もある人材として多くの企業が採用を強化しています。',
        [
          'ポテンシャル採用の求人が多い',
          '未経験職種にも挑戦しやすい',
          '研修制度が整った企業が多い',
        ],
      ],
      [
        '始めるタイミング',
        '在職中に活動を始め、納得できる内定を得てから退職するのが安心です。',
        ['賞与の支給時期を確認する', '引き継ぎ期間を考慮する', '繁忙期を避けて面接日程を組む'],
      ],
    ],
    tags: ['second'],
  },
  {
    title: 'コンサルからの転職：ポストコンサルのキャリアの選択肢',
    titleEn: 'After consulting: where former consultants go next',
    summary:
      'コンサルティングファーム出身者に人気の転職先と、それぞれで求められることを整理しました。',
    sections: [
      [
        '代表的な転職先',
        'コンサルで培った問題解決力は幅広い領域で評価されます。',
        [
          '事業会社の経営企画・事業開発',
          'PEファンドのバリューアップ担当',
          'スタートアップのCxO・事業責任者',
          '外資系企業のストラテジー部門',
        ],
      ],
      [
        '転職前に考えたいこと',
        '「支援する側」から「当事者」になることの違いを理解しておきましょう。',
        ['意思決定のスピードと責任', '年収水準の変化', '長期的なキャリアの方向性'],
      ],
    ],
    tags: ['consulting', 'highclass'],
  },
  {
    title: 'IPO準備企業で働く魅力とリスク',
    titleEn: 'Working at a company preparing for an IPO',
    summary: 'IPOを目指すスタートアップで働く魅力と、入社前に確認しておきたいリスクを解説します。',
    sections: [
      [
        'IPO準備企業の魅力',
        '会社が大きく成長する過程に立ち会える貴重な経験です。',
        ['ストックオプションによるリターン', '管理体制をゼロから作る経験', '経営陣との距離の近さ'],
      ],
      [
        '確認しておきたいリスク',
        '上場スケジュールは延期されることもあります。',
        ['資金調達の状況', '主幹事証券・監査法人の選定状況', '管理部門の人員体制'],
      ],
    ],
    tags: ['cxo', 'accounting', 'ir'],
  },
  {
    title: 'USCPAと公認会計士、キャリアにどう活きるか',
    titleEn: 'USCPA or Japanese CPA: how each helps your career',
    summary: '会計系資格の代表であるUSCPAと公認会計士について、転職市場での評価の違いを比べます。',
    sections: [
      [
        'それぞれの特徴',
        '両資格とも会計の専門性を示しますが、活きるフィールドが少し異なります。',
        [
          '公認会計士：監査業務の独占資格、国内での評価が高い',
          'USCPA：英語力と米国会計基準の知識を示せる',
          'どちらもFASや事業会社の経理で評価される',
        ],
      ],
      [
        '資格を活かせる求人',
        '経理・財務、FAS、内部監査、IRなどで資格保有者を歓迎する求人が多くあります。',
        ['外資系企業の経理', 'M&Aの財務デューデリジェンス', 'IPO準備企業の管理部門'],
      ],
    ],
    tags: ['qualification', 'accounting'],
  },
  {
    title: 'リファレンスチェックとは？外資系選考の最終関門',
    titleEn: 'Reference checks: the last step of many foreign-affiliated hiring processes',
    summary:
      '外資系企業を中心に広がるリファレンスチェックの流れと、依頼する相手の選び方を紹介します。',
    sections: [
      [
        'リファレンスチェックの流れ',
        '内定前に、前職の上司や同僚に候補者の働きぶりを確認するプロセスです。',
        ['推薦者を2〜3名選ぶ', '推薦者に事前に連絡する', '企業または専門会社がヒアリングする'],
      ],
      [
        '推薦者の選び方',
        '一緒に働いた期間が長く、成果を具体的に語れる人が適しています。',
        ['直属の上司', 'プロジェクトで協働した同僚', '取引先の担当者'],
      ],
    ],
    tags: ['foreign', 'interview'],
  },
  {
    title: 'リモートワーク時代の働き方と企業選び',
    titleEn: 'Choosing an employer in the age of remote work',
    summary:
      '出社とリモートを組み合わせるハイブリッドワークが広がる中で、企業選びの視点を整理します。',
    sections: [
      [
        '働き方の多様化',
        '業界や職種によってリモートワークの定着度は大きく異なります。',
        ['フルリモート', '週2〜3日出社のハイブリッド', 'フレックスタイム制との組み合わせ'],
      ],
      [
        '確認しておきたいこと',
        '制度があっても実態が異なる場合があります。',
        ['部署ごとの出社頻度', '評価制度との関係', '在宅勤務手当の有無'],
      ],
    ],
    tags: ['workstyle'],
  },
  {
    title: '女性管理職が語る、外資系金融で長く働くためのヒント',
    titleEn: 'Advice from women leaders in foreign-affiliated finance',
    summary:
      '外資系金融機関でマネージャーとして活躍する女性たちの経験から、長く働くためのヒントを紹介します。',
    sections: [
      [
        'ライフイベントとの両立',
        '制度を活用しながらキャリアを継続している事例が増えています。',
        ['産休・育休後の復職支援', '時短勤務とリモートワーク', 'メンター制度'],
      ],
      [
        'キャリアを築くために',
        '自分から機会を取りに行く姿勢が評価につながります。',
        [
          '希望するキャリアを上司に伝える',
          '社内外のネットワークを広げる',
          'スポンサーとなる上司を見つける',
        ],
      ],
    ],
    tags: ['women', 'finance', 'foreign'],
  },
  {
    title: 'MBAは転職に有利か？費用対効果を考える',
    titleEn: 'Does an MBA pay off when you change jobs?',
    summary:
      '国内・海外MBAの取得が転職市場でどのように評価されるかを、費用と時間の観点から考えます。',
    sections: [
      [
        'MBAが評価される場面',
        '戦略コンサルやPEファンド、外資系企業の幹部候補などで評価されやすい傾向があります。',
        ['経営の共通言語を身につけられる', '海外MBAは英語力の証明にもなる', '人脈が広がる'],
      ],
      [
        '費用対効果',
        '海外MBAでは学費と生活費で数千万円かかることもあります。',
        ['社費派遣の制度を確認する', '国内夜間・週末MBAも選択肢', '取得後のキャリアを具体的に描く'],
      ],
    ],
    tags: ['qualification', 'highclass'],
  },
  {
    title: '転職エージェントの上手な使い方',
    titleEn: 'Getting the most out of a recruiting agent',
    summary: '転職エージェントを活用して、効率よく納得のいく転職を実現するためのコツを紹介します。',
    sections: [
      [
        'エージェントを使うメリット',
        '非公開求人の紹介や面接対策、年収交渉の代行などのサポートが受けられます。',
        ['非公開求人にアクセスできる', '選考の日程調整を任せられる', '企業の内部情報を得られる'],
      ],
      [
        '上手に付き合うコツ',
        '希望条件や優先順位は率直に伝えましょう。',
        ['複数のエージェントを比較する', '専門領域に強いエージェントを選ぶ', '連絡はこまめに返す'],
      ],
    ],
    tags: ['interview', 'salary'],
  },
  {
    title: 'オファー面談で確認すべきこと',
    titleEn: 'What to ask at the offer meeting',
    summary: '内定後のオファー面談で確認しておきたい条件と、入社判断のポイントをまとめました。',
    sections: [
      [
        '確認すべき条件',
        '労働条件通知書の内容を一つひとつ確認しましょう。',
        ['年収の内訳と賞与の算定方法', '試用期間中の条件', '勤務地と転勤の有無', '入社日'],
      ],
      [
        '入社判断のポイント',
        '条件だけでなく、一緒に働く人や組織の方向性も重要です。',
        [
          '配属先の上司と話す機会を設ける',
          '入社後の期待役割を確認する',
          '評価とキャリアパスを確認する',
        ],
      ],
    ],
    tags: ['salary', 'interview'],
  },
]

/** Every demo column, role guides first; deterministic order. */
export function seedColumns(): SeedColumn[] {
  const guides = ROLES.flatMap((role) =>
    ANGLES.map((angle) => {
      const { tags, ...column } = angle(role, archetype(role.archetype))
      return {
        ...column,
        tagKeys: [...new Set([...role.tags, ...tags])],
        archetype: role.archetype,
      }
    }),
  )
  const standalone = STANDALONE.map(({ sections, tags, ...column }) => ({
    ...column,
    body: [
      p(column.summary),
      ...sections.flatMap(([heading, paragraph, items]) => [h2(heading), p(paragraph), ul(items)]),
    ].join(''),
    tagKeys: tags,
  }))
  // Interleaved so the newest columns are not all of one kind.
  const columns: SeedColumn[] = []
  for (let i = 0; i < Math.max(guides.length, standalone.length); i += 1) {
    if (guides[i]) columns.push(guides[i]!)
    if (i % 5 === 0 && standalone[i / 5]) columns.push(standalone[i / 5]!)
  }
  columns.push(...standalone.slice(Math.ceil(guides.length / 5)))
  return columns
}
