import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Middleware runs the per-navigation checks (numeric ids now, access later) on the server
    // for document and data requests and in the browser for client navigations.
    v8_middleware: true,
  },
} satisfies Config
