// The saved-search pages' own addresses.

export const SAVED_SEARCHES_PATH = '/client/search_conditions'
export const savedSearchPath = (id: number) => `${SAVED_SEARCHES_PATH}/${id}`
