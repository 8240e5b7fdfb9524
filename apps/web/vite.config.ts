import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { endpointAddresses } from './vite/endpoint-addresses'
import { precompress } from './vite/precompress'

export default defineConfig({
  plugins: [endpointAddresses(), reactRouter(), precompress()],
  ssr: {
    // MUI ships ESM that Node resolves poorly without bundling.
    noExternal: [/^@mui\//],
  },
})
