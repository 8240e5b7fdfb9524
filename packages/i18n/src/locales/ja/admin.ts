export const admin = {
  title: '管理画面',
  redirectRulesTitle: 'リダイレクトルール',
  redirectRulesDescription:
    'ログイン中のユーザーが指定のパスを開いたとき、別のページへ移動させます。',
  currentPath: '対象のパス',
  redirectTo: '移動先',
  add: '追加する',
  delete: '削除',
  empty: 'ルールはまだありません',
  saved: 'ルールを保存しました',
  deleted: 'ルールを削除しました',
}
