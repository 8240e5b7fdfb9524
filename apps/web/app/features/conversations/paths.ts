// The conversation pages' own addresses.

export const CONVERSATIONS_PATH = '/client/scouts'
export const conversationPath = (id: number) => `${CONVERSATIONS_PATH}/${id}`
export const SELF_APPLY_PATH = `${CONVERSATIONS_PATH}/self_apply`
