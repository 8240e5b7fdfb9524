export const clientNotes = {
  title: '運営からのお知らせ',
  description: 'Kakehashi運営事務局から採用担当者の皆さまへのお知らせです。',
  categoryLabel: 'カテゴリ',
  allCategories: 'すべて',
  categories: {
    news: 'ニュース',
    feature: '新機能',
    maintenance: 'メンテナンス',
    campaign: 'キャンペーン',
  },
  pickup: 'ピックアップ',
  publishedOn: '掲載日',
  empty: 'お知らせはありません',
  backToList: 'お知らせ一覧へ戻る',
  pickupHeading: '運営からのお知らせ',
  readMore: '詳しく見る',
}
