import { candidateProfileEndpoints as endpoints, type JobChangeTiming } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The calls of the job-change timing dialog, typed by the contracts.

/** Whether to ask, and the timing the candidate gave last. */
export type JobChangeTimingDialogState = CallResult<typeof endpoints.getJobChangeTimingDialog>

export function fetchJobChangeTimingDialog(api: ApiClient): Promise<JobChangeTimingDialogState> {
  return api.call(endpoints.getJobChangeTimingDialog)
}

export function answerJobChangeTimingDialog(
  api: ApiClient,
  jobChangeTiming: JobChangeTiming,
): Promise<JobChangeTimingDialogState> {
  return api.call(endpoints.answerJobChangeTimingDialog, { body: { jobChangeTiming } })
}
