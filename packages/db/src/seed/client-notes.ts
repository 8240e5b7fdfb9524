import type { Tx } from '../client.ts'
import { daysFromNow } from '../factories/catalogue.ts'
import { clientNotes } from '../schema/index.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

type NewClientNote = typeof clientNotes.$inferInsert

interface SeedNote extends Omit<NewClientNote, 'publishedAt'> {
  /** Days from the seed time to publication; a positive number is scheduled, not yet shown. */
  publishedInDays: number
}

// Notices over the last months in every category, two of them pickups, and one scheduled for
// next month that recruiters must not see yet. Dates are offsets from the seed time, so a demo
// always has a recent notice whenever it is seeded.
const SEED_NOTES: SeedNote[] = [
  {
    category: 'maintenance',
    title: '【予告】システムメンテナンスのお知らせ',
    titleEn: '[Scheduled] System maintenance',
    body: '下記の日程でシステムメンテナンスを実施します。メンテナンス中はクライアント画面をご利用いただけません。\n\n作業時間：午前2時〜午前5時\n\nご不便をおかけしますが、ご理解のほどお願いいたします。',
    bodyEn:
      'We will carry out system maintenance on the date below. The recruiter area is unavailable while it runs.\n\nTime: 2:00 to 5:00 a.m. (JST)\n\nWe apologise for the inconvenience.',
    isPickup: true,
    publishedInDays: 30,
  },
  {
    category: 'feature',
    title: 'ダッシュボードに契約状況とスペシャルスカウト残数を表示しました',
    titleEn: 'The dashboard now shows your contract and remaining special scouts',
    body: 'ダッシュボードで、ご契約中のプラン、契約期間、今月のスペシャルスカウト残数をひと目で確認できるようになりました。\n契約終了が近づくと、ダッシュボードでお知らせします。',
    bodyEn:
      'The dashboard now shows your plan, contract period and the special scouts left this month at a glance.\nWhen the end of your contract approaches, the dashboard tells you.',
    isPickup: true,
    publishedInDays: -3,
  },
  {
    category: 'campaign',
    title: 'スペシャルスカウトウィーク開催のお知らせ',
    titleEn: 'Special Scout Week is coming',
    body: 'スペシャルスカウトウィークを開催します。期間中は、年収保証と選考短縮を約束したスペシャルスカウトが候補者の画面で目立つ位置に表示されます。\n\n参加できるプランをご契約の企業さまは、ダッシュボードから詳細をご確認ください。',
    bodyEn:
      'Special Scout Week is about to start. During the week, special scouts that promise a guaranteed salary and a short selection stand out on candidates’ screens.\n\nIf your plan includes the week, see the dashboard for details.',
    publishedInDays: -9,
  },
  {
    category: 'news',
    title: '2024年4月の労働条件明示ルール改正への対応について',
    titleEn: 'Job ads and the April 2024 rules on stating working conditions',
    body: '2024年4月から、求人の労働条件として「業務内容・就業場所の変更の範囲」と「有期契約の更新上限」の明示が必要になりました。\n求人編集画面にこれらの項目を追加しています。掲載中の求人をご確認のうえ、未入力の項目がある場合は更新をお願いします。',
    bodyEn:
      'Since April 2024, job ads must state the scope of possible changes to duties and workplace and any renewal limit of a fixed-term contract.\nThe job editor now has these fields. Please check your published job ads and fill in anything missing.',
    publishedInDays: -16,
  },
  {
    category: 'feature',
    title: '求人の「スカウト限定公開」を追加しました',
    titleEn: 'New publication state for job ads: scout-only public',
    body: '求人の公開状態に「スカウト限定公開」を追加しました。検索結果には掲載せず、スカウトを送った候補者だけに求人を見せたい場合にご利用ください。',
    bodyEn:
      'Job ads can now be published as "scout-only public": they stay out of search results and only candidates you scout can read them.',
    publishedInDays: -24,
  },
  {
    category: 'maintenance',
    title: 'メンテナンス完了のお知らせ',
    titleEn: 'Maintenance completed',
    body: '予定していたシステムメンテナンスは、すべての作業を完了しました。ご協力ありがとうございました。',
    bodyEn: 'The scheduled system maintenance has been completed. Thank you for your patience.',
    publishedInDays: -33,
  },
  {
    category: 'news',
    title: '年末年始のサポート窓口について',
    titleEn: 'Support over the New Year holidays',
    body: '年末年始は、サポート窓口の営業を休止いたします。\n休止期間中にいただいたお問い合わせには、営業開始後、順次回答いたします。',
    bodyEn:
      'Our support desk is closed over the New Year holidays.\nMessages sent during the break will be answered in order once we reopen.',
    publishedInDays: -47,
  },
  {
    category: 'campaign',
    title: 'エージェント向け 動画掲載キャンペーン',
    titleEn: 'Campaign for agents: show your videos',
    body: 'エージェント企業さまの公開ページに、YouTubeまたはVimeoの動画を掲載できるようになりました。\nキャンペーン期間中に動画を登録したエージェントさまは、エージェント一覧で優先的に表示されます。',
    bodyEn:
      'Agent firms can now show YouTube or Vimeo videos on their public page.\nAgents who register a video during the campaign are listed first in the agent directory.',
    publishedInDays: -58,
  },
  {
    category: 'feature',
    title: '通知一覧の表示を改善しました',
    titleEn: 'Improved notification list',
    body: '通知に種類ごとのアイコンと色を付け、未読の通知がひと目でわかるようにしました。\nヘッダーには未読件数が表示されます。',
    bodyEn:
      'Notifications now carry an icon and colour for their kind, so unread ones stand out.\nThe header shows how many are unread.',
    publishedInDays: -72,
  },
  {
    category: 'news',
    title: '個人情報の取り扱いに関するお願い',
    titleEn: 'A reminder on handling candidates’ personal information',
    body: '本サービスを通じて取得した候補者の個人情報は、採用選考の目的の範囲内でのみご利用ください。\nダウンロードしたデータは、選考終了後に速やかに削除してください。',
    bodyEn:
      'Please use candidates’ personal information obtained through the service only for recruitment and selection.\nDelete downloaded data promptly once the selection is over.',
    publishedInDays: -88,
  },
  {
    category: 'maintenance',
    title: '一部のメールが遅れて届く事象について（解消済み）',
    titleEn: 'Some mails arrived late (resolved)',
    body: '一部の通知メールが遅れて届く事象が発生していました。現在は解消しており、遅延したメールはすべて送信済みです。\nご迷惑をおかけし申し訳ございませんでした。',
    bodyEn:
      'Some notification mails were delivered late. The problem is resolved and every delayed mail has been sent.\nWe apologise for the inconvenience.',
    publishedInDays: -103,
  },
  {
    category: 'news',
    title: 'Kakehashi 採用担当者向けサービス開始のお知らせ',
    titleEn: 'Kakehashi for recruiters is open',
    body: 'Kakehashiの採用担当者向けサービスを開始しました。\n求人の掲載、会員検索、スカウトの送信まで、ひとつの画面で行えます。ご不明な点はサポートページからお問い合わせください。',
    bodyEn:
      'Kakehashi for recruiters is now open.\nPost job ads, search members and send scouts from one place. If anything is unclear, contact us from the support page.',
    publishedInDays: -120,
  },
]

/** The platform's notices to recruiters. Idempotent: a notice whose title exists is left alone. */
export async function seedClientNotes(tx: Tx, _context: WorkspaceSeedContext): Promise<void> {
  const existing = new Set(
    (await tx.select({ title: clientNotes.title }).from(clientNotes)).map((row) => row.title),
  )
  const missing = SEED_NOTES.filter((note) => !existing.has(note.title))
  if (missing.length === 0) return
  await tx.insert(clientNotes).values(
    missing.map(({ publishedInDays, ...note }) => ({
      ...note,
      publishedAt: daysFromNow(publishedInDays),
      // The bell told recruiters of the past notices when they came out; a scheduled one waits
      // for the announcing job at its time.
      announcedAt: publishedInDays <= 0 ? daysFromNow(publishedInDays) : null,
    })),
  )
}
