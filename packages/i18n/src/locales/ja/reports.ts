// The organisation's reports: the range form every report shares, and the scout report.
export const reports = {
  range: {
    label: '集計条件',
    period: '集計単位',
    periods: { day: '日別', week: '週別', month: '月別' },
    from: '開始日',
    to: '終了日',
    recruiter: '担当者',
    everyone: '全員',
    show: '表示',
    clear: '条件をクリア',
  },
}
