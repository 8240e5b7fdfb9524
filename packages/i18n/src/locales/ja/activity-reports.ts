// Each recruiter's activity: sign-ins, searches, candidate views, scouts and messages.
export const activityReports = {
  title: '活動レポート',
}
