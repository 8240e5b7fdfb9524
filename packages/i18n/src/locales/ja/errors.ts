export const errors = {
  notFoundHeading: 'ページが見つかりませんでした',
  errorHeading: 'エラーが発生しました',
  pageNotFound: 'Page Not Found: {{path}}',
  notFoundHelp: 'お探しのページは移動または削除された可能性があります。URLをご確認ください。',
  errorHelp: '時間をおいて再度お試しください。',
  homeButton: 'ホーム',
  details: '詳細（開発環境のみ）',
  defaultToast: 'エラーが発生しました',
  trialAccountRestricted: 'トライアルアカウントでは使用できません',
  timeout: '処理がタイムアウトしました',
  retryLater: '時間をおいて再度お試しください',
  postFailed: 'メッセージの送信に失敗しました',
}
