/** The member search, where the candidate's page leads back to. */
export const CANDIDATE_SEARCH_PATH = '/client/candidates'

/** A candidate's full page. */
export const candidatePath = (candidateId: number) => `${CANDIDATE_SEARCH_PATH}/${candidateId}`

/** The organisation's labels. */
export const LABELS_PATH = '/client/labels'
