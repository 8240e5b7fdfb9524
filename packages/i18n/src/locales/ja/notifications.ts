export const notifications = {
  title: 'お知らせ',
  description: 'あなたに届いたお知らせの一覧です。',
  empty: 'お知らせはまだありません',
  unread: '未読',
  unreadCount: '未読{{count}}件',
  bellLabel: 'お知らせ 未読{{count}}件',
  markAllRead: 'すべて既読にする',
  openFailed: 'お知らせを開けませんでした。時間をおいて再度お試しください',
  markAllReadFailed: '既読にできませんでした。時間をおいて再度お試しください',
  /** The text of each kind, filled from the notification's params. */
  kinds: {
    job_expiring: '求人「{{title}}」の募集期間が{{end_on}}に終了します（残り{{days}}日）',
    scout_reply: 'スカウト「{{scout_title}}」に返信が届きました',
    self_apply: '求人「{{job_title}}」に応募がありました',
    export_ready: '候補者データ（{{count}}件）のダウンロードの準備ができました',
    saved_search_match:
      '保存した検索条件「{{search_name}}」に新しい会員が{{count}}件見つかりました',
    scout_sent: 'スカウトを{{count}}件送信しました',
    client_note: '運営からのお知らせ「{{title}}」が掲載されました',
    email_changed: 'ログイン用メールアドレスを{{email}}に変更しました',
    job_closed: '求人「{{title}}」は運営により掲載を停止しました。理由: {{reason}}',
  },
  scoutReplyMail: {
    subject: 'スカウト「{{scout_title}}」に候補者からメッセージが届きました',
    body: 'スカウト「{{scout_title}}」のやり取りに、候補者からメッセージが届きました。\n\n内容の確認と返信はこちらから:\n{{link}}\n\n同じやり取りで{{minutes}}分以内に届いたメッセージは、まとめてお知らせします。\nこのメールは送信専用です。\n\nKakehashi',
  },
  selfApplyMail: {
    subject: '求人「{{job_title}}」に応募がありました',
    body: '求人「{{job_title}}」に候補者から応募がありました。\n\n応募内容の確認と、通過・見送りの選択はこちらから:\n{{link}}\n\nこのメールは送信専用です。\n\nKakehashi',
  },
  jobExpiringMail: {
    subject: '【Kakehashi】募集期間の終了が近い求人があります',
    intro:
      '以下の求人の募集期間がまもなく終了します。必要に応じて、募集期間の延長または募集の終了を行ってください。',
    item: '・{{title}}（{{end_on}}まで、残り{{days}}日）\n{{link}}',
    outro: 'このメールは送信専用です。\n\nKakehashi',
  },
}
