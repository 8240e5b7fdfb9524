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
}
