/** Tells the header to fetch the unread count again (after a scout is read). */
export const UNREAD_CHANGED_EVENT = 'kakehashi:scouts-unread-changed'
