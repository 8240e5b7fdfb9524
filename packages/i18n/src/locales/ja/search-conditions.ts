// A recruiter's saved member searches (/client/search_conditions, the save dialog of
// /client/candidates) and the alert mail that announces new matching members.
export const searchConditions = {
  title: '検索条件管理',
  description:
    '保存した会員検索の条件です。新着会員通知をオンにすると、条件に合う会員が新しく見つかったときにお知らせとメールでお伝えします。',
  listLabel: '保存した検索条件',
  empty:
    '保存した検索条件はまだありません。会員検索で条件を指定して「検索条件を保存」から保存できます。',
  name: '検索条件名',
  conditions: '条件',
  notify: '新着会員通知',
  notifyOn: 'オン',
  notifyOff: 'オフ',
  notifyLabel: '「{{name}}」の新着会員通知',
  lastNotifiedAt: '最終通知日時',
  neverNotified: '通知なし',
  createdAt: '作成日時',
  updatedAt: '更新日時',
  queryOutdated: '現在は使えない条件が含まれています。条件を確認して保存し直してください',
  runSearch: 'この条件で検索',
  runSearchLabel: 'この条件で検索：「{{name}}」',
  edit: '編集',
  editLabel: '「{{name}}」を編集',
  delete: '削除',
  deleteLabel: '「{{name}}」を削除',
  saveSearch: '検索条件を保存',
  list: {
    toMemberSearch: '会員検索へ',
  },
  limitReached: '保存できる検索条件は{{max}}件までです',
  confirmDelete: {
    title: '検索条件を削除しますか？',
    body: '「{{name}}」を削除します。この操作は取り消せません。',
    confirm: '削除する',
    cancel: 'キャンセル',
  },
  form: {
    saveTitle: '検索条件を保存',
    editTitle: '検索条件を編集',
    name: '検索条件名',
    nameHint: '例: 経理 IFRS 東京',
    notify: '条件に合う会員が新しく見つかったら通知する',
    save: '保存する',
    cancel: 'キャンセル',
  },
  notices: {
    saved: '検索条件を保存しました',
    updated: '検索条件を更新しました',
    deleted: '検索条件を削除しました',
    notificationOn: '「{{name}}」の新着会員通知をオンにしました',
    notificationOff: '「{{name}}」の新着会員通知をオフにしました',
  },
  failures: {
    save: '検索条件を保存できませんでした。時間をおいて再度お試しください',
    update: '検索条件を更新できませんでした。時間をおいて再度お試しください',
    delete: '検索条件を削除できませんでした。時間をおいて再度お試しください',
  },
  /** The digest mail of the alert job; recruiters get Japanese first and English after it. */
  alertMail: {
    subject: '【Kakehashi】保存した検索条件に新しい会員が見つかりました',
    intro: '保存した検索条件に合う会員が新しく見つかりました。',
    item: '・{{name}}：新着{{count}}\n検索結果を見る: {{link}}\nこの検索条件の通知を停止する: {{unsubscribe}}',
    count: '{{count}}件',
    countCapped: '{{count}}件以上',
    outro:
      '新着会員通知は検索条件ごとに、上の「通知を停止する」のリンク、または検索条件管理（{{manage}}）からオフにできます。\nこのメールは送信専用です。\n\nKakehashi',
  },
  /** A saved search's page (/client/search_conditions/{id}). */
  detail: {
    back: '検索条件管理に戻る',
    save: '変更を保存する',
  },
}
