import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { endpointAddresses } from './vite/endpoint-addresses'
import { firstLoadChunks } from './vite/first-load-chunks'
import { precompress } from './vite/precompress'

export default defineConfig({
  plugins: [
    endpointAddresses(),
    reactRouter(),
    firstLoadChunks(path.resolve(import.meta.dirname, 'app')),
    precompress(),
  ],
  ssr: {
    // MUI ships ESM that Node resolves poorly without bundling.
    noExternal: [/^@mui\//],
  },
})
