/** Configuration the server hands to the browser. Nothing secret belongs here. */
export interface PublicConfig {
  environment: 'development' | 'production' | 'test'
  /** The site's own base URL; the error page's home button links here. */
  baseUrl: string
  gtmId: string | null
  sentryDsn: string | null
}
