import cookie from '@fastify/cookie'
import { API_PREFIX } from '@kakehashi/contracts'
import type { Database } from '@kakehashi/db'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { backgroundJobsPlugin } from './background/plugin.ts'
import type { Config } from './config.ts'
import { parseQueryString } from './lib/query-string.ts'
import { passwordResetMailPlugin } from './modules/accounts/password-reset-mail.ts'
import { accountRoutes } from './modules/accounts/routes.ts'
import { sessionPurgePlugin } from './modules/accounts/session-purge.ts'
import { accountTestRoutes } from './modules/accounts/test-routes.ts'
import { administrationRoutes } from './modules/administration/routes.ts'
import { agentMovieRoutes } from './modules/agent-movies/routes.ts'
import { agentRoutes } from './modules/agents/routes.ts'
import { auditRoutes } from './modules/audit/routes.ts'
import { candidateActivityRoutes } from './modules/candidate-activity/routes.ts'
import { candidateExportsPlugin } from './modules/candidate-exports/candidate-export-job.ts'
import { candidateExportRoutes } from './modules/candidate-exports/routes.ts'
import { candidatePrivacyRoutes } from './modules/candidate-privacy/routes.ts'
import { candidateProfileRoutes } from './modules/candidate-profile/routes.ts'
import { candidateRecordRoutes } from './modules/candidate-records/routes.ts'
import { candidateSearchConditionRoutes } from './modules/candidate-search-conditions/routes.ts'
import { searchAlertsPlugin } from './modules/candidate-search-conditions/search-alerts.ts'
import { searchAlertTestRoutes } from './modules/candidate-search-conditions/test-routes.ts'
import { clientNoteAnnouncementsPlugin } from './modules/client-notes/client-note-announcements.ts'
import { clientNoteRoutes } from './modules/client-notes/routes.ts'
import { columnRoutes } from './modules/columns/routes.ts'
import { companyRoutes } from './modules/companies/routes.ts'
import { recruiterNoticesPlugin } from './modules/conversations/recruiter-notices.ts'
import { conversationRoutes } from './modules/conversations/routes.ts'
import { conversationTestRoutes } from './modules/conversations/test-routes.ts'
import { eventRoutes } from './modules/events/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { jobManagementRoutes } from './modules/job-management/routes.ts'
import { jobsCataloguePlugin } from './modules/jobs/plugin.ts'
import { lineRoutes } from './modules/line/routes.ts'
import { mailPlugin } from './modules/mail/plugin.ts'
import { memberSearchRoutes } from './modules/member-search/routes.ts'
import { moderationRoutes } from './modules/moderation/routes.ts'
import { jobExpiryNoticesPlugin } from './modules/notifications/job-expiry-notices.ts'
import { notificationRoutes } from './modules/notifications/routes.ts'
import { notificationTestRoutes } from './modules/notifications/test-routes.ts'
import { platformFigureRoutes } from './modules/platform-figures/routes.ts'
import { recruiterProfileRoutes } from './modules/recruiter-profile/routes.ts'
import { recruiterWorkspaceRoutes } from './modules/recruiter-workspace/routes.ts'
import { redirectRuleRoutes } from './modules/redirect-rules/routes.ts'
import { referenceRoutes } from './modules/reference/routes.ts'
import { scoutAssistRoutes } from './modules/scout-assists/routes.ts'
import { scoutAssistsPlugin } from './modules/scout-assists/scout-assist-job.ts'
import { scoutAssistTestRoutes } from './modules/scout-assists/test-routes.ts'
import { scoutCampaignRoutes } from './modules/scout-campaigns/routes.ts'
import { scoutReportRoutes } from './modules/scout-reports/routes.ts'
import {
  scoutReportsPlugin,
  scoutReportTestRoutes,
} from './modules/scout-reports/scout-report-job.ts'
import { scoutTemplateRoutes } from './modules/scout-templates/routes.ts'
import { scoutingRoutes } from './modules/scouting/routes.ts'
import { scoutRemindersPlugin } from './modules/scouting/scout-reminders.ts'
import { scoutingTestRoutes } from './modules/scouting/test-routes.ts'
import { candidateMailPlugin } from './modules/scouts/candidate-mail.ts'
import { candidateScoutRoutes } from './modules/scouts/routes.ts'
import { scoutTestRoutes } from './modules/scouts/test-routes.ts'
import { searchIndexPlugin } from './modules/search-index/plugin.ts'
import { seoRoutes } from './modules/seo/routes.ts'
import { supportRoutes } from './modules/support/routes.ts'
import { userActionLogRoutes } from './modules/user-action-logs/routes.ts'
import { accessPlugin } from './plugins/access.ts'
import { cacheControlPlugin } from './plugins/cache-control.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { csrfPlugin } from './plugins/csrf.ts'
import { errorHandlerPlugin, sendNotFound } from './plugins/error-handler.ts'
import { openApiPlugin } from './plugins/openapi.ts'
import { rateLimiterPlugin } from './plugins/rate-limiter.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
  }
}

export interface AppDependencies {
  database: Database
  logger?: FastifyServerOptions['logger']
}

/** Request bodies above this size answer 413; uploads get their own limit where they exist. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * Builds the API: external plugins first, then the app's cross-cutting plugins, then routes.
 * The server and every API test call this, so both run the same stack.
 */
export async function buildApp(config: Config, dependencies: AppDependencies) {
  const app = Fastify({
    logger: dependencies.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Only behind a proxy: otherwise any client could claim another address and dodge the
    // per-address rate limits.
    trustProxy: config.trustProxy,
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 200,
      querystringParser: parseQueryString,
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('config', config)
  app.decorate('database', dependencies.database)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Before every route, so that each answer (errors included) passes through it.
  await app.register(compressionPlugin)
  await app.register(securityHeadersPlugin)
  await app.register(errorHandlerPlugin)
  // Before anything that adds routes, so every route is checked for its access declaration.
  await app.register(accessPlugin)
  await app.register(cacheControlPlugin)
  await app.register(cookie)
  await app.register(csrfPlugin)
  await app.register(rateLimiterPlugin)
  await app.register(openApiPlugin)

  await app.register(backgroundJobsPlugin)
  await app.register(mailPlugin)
  await app.register(sessionPurgePlugin)
  await app.register(passwordResetMailPlugin)
  await app.register(searchIndexPlugin)
  await app.register(healthRoutes)
  await app.register(accountRoutes)
  await app.register(accountTestRoutes)
  await app.register(redirectRuleRoutes)
  await app.register(administrationRoutes)
  await app.register(auditRoutes)
  await app.register(scoutCampaignRoutes)
  await app.register(moderationRoutes)
  await app.register(platformFigureRoutes)
  await app.register(lineRoutes)
  // Public catalogue, one plugin per domain; search engines' sitemap data and payloads last.
  await app.register(referenceRoutes)
  await app.register(jobsCataloguePlugin)
  await app.register(companyRoutes)
  await app.register(agentRoutes)
  await app.register(columnRoutes)
  await app.register(eventRoutes)
  await app.register(seoRoutes)
  await app.register(candidateProfileRoutes)
  await app.register(candidateScoutRoutes)
  await app.register(recruiterWorkspaceRoutes)
  await app.register(candidateExportRoutes)
  await app.register(userActionLogRoutes)
  await app.register(scoutReportRoutes)
  await app.register(jobManagementRoutes)
  await app.register(recruiterProfileRoutes)
  await app.register(clientNoteRoutes)
  await app.register(supportRoutes)
  await app.register(agentMovieRoutes)
  await app.register(scoutTemplateRoutes)
  await app.register(scoutingRoutes)
  await app.register(scoutAssistRoutes)
  await app.register(conversationRoutes)
  await app.register(scoutTestRoutes)
  await app.register(candidateActivityRoutes)
  await app.register(candidatePrivacyRoutes)
  await app.register(candidateRecordRoutes)
  await app.register(memberSearchRoutes)
  await app.register(notificationRoutes)
  await app.register(notificationTestRoutes)
  await app.register(jobExpiryNoticesPlugin)
  await app.register(clientNoteAnnouncementsPlugin)
  await app.register(candidateSearchConditionRoutes)
  await app.register(searchAlertsPlugin)
  await app.register(candidateMailPlugin)
  await app.register(scoutRemindersPlugin)
  await app.register(scoutAssistsPlugin)
  await app.register(recruiterNoticesPlugin)
  await app.register(candidateExportsPlugin)
  await app.register(scoutReportsPlugin)
  await app.register(searchAlertTestRoutes)
  await app.register(scoutingTestRoutes)
  await app.register(scoutAssistTestRoutes)
  await app.register(conversationTestRoutes)
  await app.register(scoutReportTestRoutes)

  // Unknown API paths answer the JSON error body, never the HTML 404 page.
  app.all(
    `${API_PREFIX}/*`,
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    sendNotFound,
  )
  app.setNotFoundHandler(sendNotFound)

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
