/** Configuration the server hands to the browser. Nothing secret belongs here. */
export interface PublicConfig {
  environment: 'development' | 'production' | 'test'
  /** The site's own base URL, for addresses that must name one host (canonical, structured data). */
  baseUrl: string
  /** Where the error page's home button leads: PUBLIC_BASE_URL when configured, else `/`. */
  homeUrl: string
  gtmId: string | null
  sentryDsn: string | null
}
