export function isWebBuildCurrent(): boolean
export function ensureWebBuild(options?: { quiet?: boolean }): boolean
