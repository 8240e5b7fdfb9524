import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { endpointAddresses } from './vite/endpoint-addresses'

export default defineConfig({
  plugins: [endpointAddresses(), reactRouter()],
  ssr: {
    // MUI ships ESM that Node resolves poorly without bundling.
    noExternal: [/^@mui\//],
  },
})
