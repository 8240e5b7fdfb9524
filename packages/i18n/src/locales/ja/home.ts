export const home = {
  title: 'Kakehashi | プロフェッショナルのための転職・スカウト',
  description:
    '金融・コンサルティング・IT・コーポレート部門のプロフェッショナルと、外資系・日系の優良企業をつなぐ転職・スカウトサービスです。',
  heroTitle: 'キャリアの次の一歩を、確かな架け橋で。',
  heroLead:
    '金融、コンサルティング、テクノロジー、コーポレート部門。外資系企業を中心に、あなたの経験を求める企業とエージェントから直接スカウトが届きます。',
  candidatesTitle: '求職者の方へ',
  candidatesBody:
    'キャリアプロフィールを登録すると、企業やエージェントからスカウトが届きます。マッチングするまで氏名や連絡先は公開されません。',
  recruitersTitle: '採用担当者・エージェントの方へ',
  recruitersBody: '条件に合う候補者を瞬時に検索し、スカウトを送り、チャットで選考を進められます。',
  privacyTitle: '安心のプライバシー',
  privacyBody:
    'スカウトに返信してマッチングが成立するまで、あなたの氏名・メールアドレス・電話番号が採用担当者に渡ることはありません。',
  searchLabel: 'フリーワードで求人を探す',
  searchPlaceholder: '職種・スキル・企業名など（例: 営業 外資）',
  searchButton: '検索',
  detailedSearch: '条件を指定して探す',
  jobTypesHeading: '職種から探す',
  jobTypeCount: '{{count}}件',
  pickupHeading: '注目の求人',
  rankingHeading: '今週の人気求人ランキング',
  rankingMore: 'ランキングをすべて見る',
  latestHeading: '新着求人',
  latestMore: '新着求人をもっと見る',
  columnsHeading: 'ピックアップコラム',
  columnsMore: 'コラム一覧へ',
  eventsHeading: '注目のイベント',
  eventsMore: 'イベント一覧へ',
  eventOnline: 'オンライン',
  aboutHeading: 'Kakehashiについて',
}
