import { API_PREFIX, candidateExportEndpoints as endpoints } from '@kakehashi/contracts'
import { type ApiClient, type CallResult, fillPath } from '../../lib/api-client'

// The CSV export page's calls, typed by the contracts.

export type CandidateExportList = CallResult<typeof endpoints.listCandidateExports>
export type CandidateExportRecord = CandidateExportList['candidatesExportResults'][number]

export const CANDIDATE_EXPORTS_PATH = '/client/scouts/download'

export function fetchCandidateExports(api: ApiClient, page: number): Promise<CandidateExportList> {
  return api.call(endpoints.listCandidateExports, { query: { page } })
}

/** Asks for an export; the same draft id again answers the export already asked for. */
export function requestCandidateExport(
  api: ApiClient,
  clientRequestId: string,
): Promise<CandidateExportRecord> {
  return api.call(endpoints.createCandidateExport, { body: { clientRequestId } })
}

/** The written file, for the browser to save (the session cookie signs the request). */
export function candidateExportFileHref(id: number): string {
  return `${API_PREFIX}${fillPath(endpoints.downloadCandidateExport.path, { id })}`
}
