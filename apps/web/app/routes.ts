import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * The route table of spec section 2, in one place. Routes with an `:id` parameter are checked
 * by the root middleware: a non-numeric id answers 404 before the route runs.
 */
export default [
  index('routes/home.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookie', 'routes/cookie.tsx'),

  // Public catalogue: open to visitors and candidates alike.
  // Jobs: search, results, rankings and the job page.
  route('job_infos/search_conditions', 'routes/jobs/search-conditions.tsx'),
  route('job_infos/search_results', 'routes/jobs/search-results.tsx'),
  route('job_infos/weekly_ranking', 'routes/jobs/weekly-ranking.tsx'),
  route('job_infos/weekly_ranking/job_types/:jobTypePath', 'routes/jobs/job-type-ranking.tsx'),
  route('job_infos/:id', 'routes/jobs/detail.tsx'),
  route('job_infos/:id/report', 'routes/jobs/report.tsx'),
  // Companies and agents; an agent's tabs are child routes, each with its own URL.
  route('companies', 'routes/companies/index.tsx'),
  route('companies/:id', 'routes/companies/detail.tsx'),
  route('agents', 'routes/agents/index.tsx'),
  route('agents/search', 'routes/agents/search.tsx'),
  route('agents/:id', 'routes/agents/detail.tsx', [
    index('routes/agents/overview.tsx'),
    route('columns', 'routes/agents/columns.tsx'),
    route('evaluations', 'routes/agents/evaluations.tsx'),
    route('jobs', 'routes/agents/jobs.tsx'),
  ]),
  // Columns (articles) and their tags.
  route('columns', 'routes/columns/index.tsx'),
  route('columns/:id', 'routes/columns/detail.tsx'),
  route('selected_columns', 'routes/columns/selected.tsx'),
  route('tags', 'routes/columns/tags.tsx'),
  route('tags/:id', 'routes/columns/tag.tsx'),
  // Events and special events (the special-event layout covers /special_events).
  route('events', 'routes/events/index.tsx'),
  route('events/:id', 'routes/events/detail.tsx'),
  route('special_events/:groupName', 'routes/special-events/group.tsx'),
  route('special_events/:groupName/mypage', 'routes/special-events/mypage.tsx'),
  route('special_events/:groupName/:id', 'routes/special-events/detail.tsx'),

  // The candidate's own pages: registration steps (registration layout), scouts, the special
  // scout week (plain layout), privacy and mail settings (a mail's opt-out works signed out).
  route('register_steps/career_infos/finish', 'routes/register-steps/finish.tsx'),
  route('register_steps/career_infos/welcome', 'routes/register-steps/welcome.tsx'),
  route('register_steps/career_infos/:id', 'routes/register-steps/career-info.tsx'),
  route('register_steps/alliance_additional_profile', 'routes/register-steps/alliance.tsx'),
  route('scouts', 'routes/scouts/index.tsx'),
  route('scouts/:id', 'routes/scouts/detail.tsx'),
  route('liiga-special-scout-week', 'routes/special-scout-week.tsx'),
  route('setting/privacy', 'routes/setting/privacy.tsx'),
  route('setting/mail', 'routes/setting/mail.tsx'),
  route('setting/mail/off', 'routes/setting/mail-off.tsx'),

  // Accounts: sign-in for every role, candidate sign-up, mailed links.
  route('login', 'routes/auth/login.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('signup', 'routes/auth/signup.tsx'),
  route('confirm', 'routes/auth/confirm.tsx'),
  route('password/forgot', 'routes/auth/password-forgot.tsx'),
  route('password/reset', 'routes/auth/password-reset.tsx'),
  // The one-click opt-out of a saved search's alert mail: opened from the mail, perhaps signed
  // out, so outside the recruiter area's layout.
  route(
    'client/search_conditions/:id/notification_off',
    'routes/search-condition-notification-off.tsx',
  ),

  // Recruiter area: signed-in recruiters; each page may require a permission.
  layout('routes/client/layout.tsx', [
    route('client/dashboard', 'routes/client/dashboard.tsx'),
    route('client/contract_report', 'routes/client/contract-report.tsx'),
    route('client/reports/scouts', 'routes/client/reports/scouts.tsx'),
    route('client/reports/activity', 'routes/client/reports/activity.tsx'),
    route('client/passwords/edit', 'routes/client/password-edit.tsx'),
    route('client/job_infos', 'routes/client/job-infos/index.tsx'),
    route('client/job_infos/new', 'routes/client/job-infos/new.tsx'),
    route('client/job_infos/:id', 'routes/client/job-infos/detail.tsx'),
    route('client/job_infos/:id/edit', 'routes/client/job-infos/edit.tsx'),
    route('client/job_infos/:id/scout_assist', 'routes/client/job-infos/scout-assist.tsx'),
    route('client/scout_templates', 'routes/client/scout-templates/index.tsx'),
    route('client/scout_templates/new', 'routes/client/scout-templates/new.tsx'),
    route('client/scout_templates/:id', 'routes/client/scout-templates/detail.tsx'),
    route('client/scout_templates/:id/edit', 'routes/client/scout-templates/edit.tsx'),
    route('client/search_conditions', 'routes/client/search-conditions/index.tsx'),
    route('client/search_conditions/:id', 'routes/client/search-conditions/detail.tsx'),
    route('client/scouts', 'routes/client/scouts/index.tsx'),
    route('client/scouts/self_apply', 'routes/client/scouts/self-apply.tsx'),
    route('client/scouts/download', 'routes/client/scouts/download.tsx'),
    route('client/scouts/:id', 'routes/client/scouts/detail.tsx'),
    route('client/candidates', 'routes/client/candidates/index.tsx'),
    route('client/candidates/search_conditions', 'routes/client/candidates/search-conditions.tsx'),
    route('client/candidates/:id', 'routes/client/candidates/detail.tsx'),
    route('client/labels', 'routes/client/labels.tsx'),
    route('client/notes', 'routes/client/notes/index.tsx'),
    route('client/notes/:id', 'routes/client/notes/detail.tsx'),
    route('client/docs/support', 'routes/client/docs-support.tsx'),
    route('client/movies', 'routes/client/movies.tsx'),
    route('client/notifications', 'routes/client/notifications.tsx'),
    route('client/profile', 'routes/client/profile.tsx'),
    route('client/email_change/confirm', 'routes/client/email-change-confirm.tsx'),
  ]),

  // Administrators.
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/index.tsx'),
    route('admin/redirect_rules', 'routes/admin/redirect-rules.tsx'),
    route('admin/organisations', 'routes/admin/organisations/index.tsx'),
    route('admin/organisations/new', 'routes/admin/organisations/new.tsx'),
    route('admin/organisations/:id', 'routes/admin/organisations/detail.tsx'),
    route('admin/audit_events', 'routes/admin/audit-events.tsx'),
    route('admin/scout_campaigns', 'routes/admin/scout-campaigns.tsx'),
    route('admin/job_info_reports', 'routes/admin/job-info-reports.tsx'),
    route('admin/recruiter_reports', 'routes/admin/recruiter-reports.tsx'),
    route('admin/personal_data_requests', 'routes/admin/personal-data-requests.tsx'),
    route('admin/columns', 'routes/admin/columns/index.tsx'),
    route('admin/columns/new', 'routes/admin/columns/editor.tsx', { id: 'admin-column-new' }),
    route('admin/columns/:id', 'routes/admin/columns/editor.tsx', { id: 'admin-column-edit' }),
    route('admin/tags', 'routes/admin/tags.tsx'),
    route('admin/events', 'routes/admin/events.tsx'),
    route('admin/special_events', 'routes/admin/special-events/index.tsx'),
    route('admin/special_events/:id', 'routes/admin/special-events/detail.tsx'),
    route('admin/banner_job_infos', 'routes/admin/banner-job-infos.tsx'),
    route('admin/universities', 'routes/admin/universities.tsx'),
    route('admin/certifications', 'routes/admin/certifications.tsx'),
    route('admin/client_notes', 'routes/admin/client-notes/index.tsx'),
    route('admin/client_notes/new', 'routes/admin/client-notes/editor.tsx', {
      id: 'admin-client-note-new',
    }),
    route('admin/client_notes/:id', 'routes/admin/client-notes/editor.tsx', {
      id: 'admin-client-note-edit',
    }),
  ]),

  // For search engines.
  route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/seo/sitemap-file.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),

  // Failure paths for browser tests; the loader answers 404 unless ENABLE_TEST_ROUTES is on.
  route('__test/render-error', 'routes/test-support/render-error.tsx'),
  route('__test/records/:id', 'routes/test-support/record.tsx'),
  route('__test/client/reports', 'routes/test-support/restricted.tsx'),

  // Development mailbox; answers 404 wherever the API has no mailbox (production).
  route('dev/mails', 'routes/dev/mails.tsx'),

  route('users/auth/line/success', 'routes/line/success.tsx'),
  route('setting/line/unlink', 'routes/line/unlink.tsx'),

  // Anything else: the 404 page, with the root loader's locale and layout.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
