import type { JobInfoSummary } from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

/** A job as every list receives it, after the API client camelCased it. */
export type JobSummary = CamelCasedPropertiesDeep<JobInfoSummary>
