export function findChromium(): string | null
export const MISSING_BROWSER_MESSAGE: string
