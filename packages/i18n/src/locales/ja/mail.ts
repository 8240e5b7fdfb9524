export const mail = {
  confirmation: {
    subject: '【Kakehashi】メールアドレスの確認',
    body: 'Kakehashiにご登録いただきありがとうございます。\n\n以下のリンクを開いて、メールアドレスの確認を完了してください（24時間有効）。\n{{link}}\n\nお心当たりのない場合は、このメールを破棄してください。\n\nKakehashi',
  },
  alreadyRegistered: {
    subject: '【Kakehashi】ご登録済みのメールアドレスです',
    body: 'このメールアドレスで新規登録のお申し込みがありましたが、すでにアカウントが登録されています。\n\n以下からログインしてください。パスワードをお忘れの場合は、ログイン画面から再設定できます。\n{{link}}\n\nお心当たりのない場合は、このメールを破棄してください。\n\nKakehashi',
  },
  passwordReset: {
    subject: '【Kakehashi】パスワードの再設定',
    body: 'パスワード再設定のお申し込みを受け付けました。\n\n以下のリンクを開いて、新しいパスワードを設定してください（1時間有効）。\n{{link}}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。\n\nKakehashi',
  },
  invitation: {
    subject: '【Kakehashi】採用担当者アカウントへのご招待',
    body: '{{organisation}}の採用担当者として、Kakehashiのアカウントが作成されました。\n\n以下のリンクを開いてパスワードを設定し、ログインしてください（{{days}}日間有効）。\n{{link}}\n\nお心当たりのない場合は、このメールを破棄してください。\n\nKakehashi',
  },
  scoutArrived: {
    subject: '【Kakehashi】{{organisation}}からスカウトが届きました',
    body: '{{name}}様\n\n{{organisation}}からスカウトが届きました。\n\n「{{title}}」\n\n内容の確認とご返信は以下からどうぞ。\n{{link}}\n\n――――\nスカウトのお知らせメールの配信停止: {{off}}\nメールの受け取り設定: {{settings}}\n\nKakehashi',
  },
  messageArrived: {
    subject: '【Kakehashi】{{organisation}}からメッセージが届きました',
    body: '{{name}}様\n\n「{{title}}」について、{{organisation}}から新しいメッセージが届きました。\n\n以下からご確認ください。\n{{link}}\n\n――――\nメッセージのお知らせメールの配信停止: {{off}}\nメールの受け取り設定: {{settings}}\n\nKakehashi',
  },
}
