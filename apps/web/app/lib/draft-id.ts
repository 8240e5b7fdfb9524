/**
 * A new id for a draft a page is about to send (`client_request_id`): the API answers a retried
 * send with the same id by the record the first one made, so a double click or a retry after a
 * lost answer never creates twice. Pages pick a fresh id once a send has succeeded.
 */
export function newDraftId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}
