import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // MUI ships ESM that Node resolves poorly without bundling.
    noExternal: [/^@mui\//],
  },
})
