// The one-click opt-out of a saved search's alert mail. Opened from the mail, possibly signed
// out, so it is in the main part of the catalogue.
export const searchAlerts = {
  notificationOff: {
    pageTitle: '新着会員通知の停止',
    description: '保存した検索条件の新着会員通知を、メールのリンクから停止します。',
    pending: '通知を停止しています…',
    done: '検索条件「{{name}}」の新着会員通知をオフにしました。',
    doneHint: '通知は検索条件管理からいつでもオンに戻せます。',
    invalid: 'このリンクは無効です。検索条件が削除されたか、リンクが正しくありません。',
    invalidHint: '通知の設定は検索条件管理から変更できます。',
    failed: '通知を停止できませんでした。時間をおいて再度お試しください。',
    retry: 'もう一度試す',
    manage: '検索条件管理へ',
  },
}
