export const ja = {
  common: {
    siteName: 'Kakehashi',
    siteTagline: 'プロフェッショナルのための転職・スカウトサービス',
    language: '言語',
    languages: { ja: '日本語', en: 'English' },
    switchLanguage: '言語を切り替える',
    home: 'ホーム',
    privacy: 'プライバシーポリシー',
    cookie: 'Cookieポリシー',
    copyright: '© {{year}} Kakehashi',
    loading: '読み込み中',
    skipToContent: '本文へスキップ',
    footerNav: 'フッターナビゲーション',
    registrationHeader: '会員登録',
    clientArea: '採用担当者向け',
    specialEvent: '特別イベント',
  },
  errors: {
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
  },
  home: {
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
    recruitersBody:
      '条件に合う候補者を瞬時に検索し、スカウトを送り、チャットで選考を進められます。',
    privacyTitle: '安心のプライバシー',
    privacyBody:
      'スカウトに返信してマッチングが成立するまで、あなたの氏名・メールアドレス・電話番号が採用担当者に渡ることはありません。',
  },
  legal: {
    privacyTitle: 'プライバシーポリシー',
    privacyDescription: 'Kakehashiにおける個人情報の取り扱いについて',
    privacyIntro:
      'Kakehashi（以下「当サービス」）は、利用者の個人情報を以下の方針に基づき適切に取り扱います。',
    privacySections: [
      {
        heading: '1. 取得する情報',
        body: '氏名、メールアドレス、電話番号、職務経歴、学歴、希望条件など、会員登録およびプロフィール入力時にご提供いただく情報を取得します。',
      },
      {
        heading: '2. 利用目的',
        body: '求人情報およびスカウトのご案内、採用担当者とのマッチング、サービスの改善、お問い合わせへの対応のために利用します。',
      },
      {
        heading: '3. 採用担当者への提供',
        body: '氏名・メールアドレス・電話番号は、スカウトへの返信または応募によりマッチングが成立するまで、採用担当者に提供しません。',
      },
      {
        heading: '4. 安全管理',
        body: '個人情報への不正アクセス、紛失、漏えいを防ぐため、アクセス制御や通信の暗号化などの安全管理措置を講じます。',
      },
      {
        heading: '5. 開示・訂正・削除',
        body: 'ご本人からの請求により、保有する個人情報の開示・訂正・削除に応じます。退会時には個人情報を削除または匿名化します。',
      },
    ],
    cookieTitle: 'Cookieポリシー',
    cookieDescription: 'KakehashiにおけるCookieの利用について',
    cookieIntro: '当サービスは、快適にご利用いただくためにCookieを使用しています。',
    cookieSections: [
      {
        heading: '必須のCookie',
        body: 'ログイン状態の維持と、不正なリクエストからの保護のために使用します。これらを無効にするとサービスをご利用いただけません。',
      },
      {
        heading: '設定のCookie',
        body: '表示言語の選択（i18n_redirected）を保存し、次回の訪問時も同じ言語で表示します。',
      },
      {
        heading: '分析のCookie',
        body: 'サービス改善のため、Googleタグマネージャーを通じてページの閲覧状況を計測する場合があります。',
      },
    ],
  },
}
