import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin, holdingModules, RENDERER_MODULES } from './scripts/compile-hints';
import { consoleChunkGroups, pageFilesPlugin } from './scripts/console-chunks';

/** The module that maps menu components to pages and fetches each menu's pages on demand. */
const PAGE_REGISTRY = /[\\/]console[\\/]pages[\\/]page-registry\.tsx$/;

// The console app. `npm run build` writes it to dist/console; the server serves it at `/`.
// In development, API calls under the base path go to the server started with `npm run dev:server`.
export default defineConfig({
  root: 'console',
  base: '/',
  // React's renderer runs nearly whole at the first draw; the chunk of pages (the grid among them)
  // does not: each page runs when it is opened.
  plugins: [react(), compileHintsPlugin(holdingModules(RENDERER_MODULES)), pageFilesPlugin(PAGE_REGISTRY)],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    // react-data-grid's light-dark() colours do not survive the default CSS minifier.
    cssMinify: 'esbuild',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: consoleChunkGroups(RENDERER_MODULES) } } },
  },
  server: {
    proxy: { '/farm-machine': 'http://localhost:3000' },
  },
});
