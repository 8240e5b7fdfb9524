import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { endpointAddresses } from './vite/endpoint-addresses'
import { firstLoadChunks } from './vite/first-load-chunks'
import { preactInBrowser } from './vite/preact-in-browser'
import { precompress } from './vite/precompress'
import { productionRouter } from './vite/production-router'
import { themeWithoutCssVariables } from './vite/theme-without-css-variables'

export default defineConfig({
  plugins: [
    endpointAddresses(),
    preactInBrowser(),
    productionRouter(),
    themeWithoutCssVariables(),
    reactRouter(),
    firstLoadChunks(path.resolve(import.meta.dirname, 'app')),
    precompress(),
  ],
  ssr: {
    // MUI ships ESM that Node resolves poorly without bundling.
    noExternal: [/^@mui\//],
  },
})
