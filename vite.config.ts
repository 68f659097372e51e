import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console app. `npm run build` writes it to dist/console; the server serves it at `/`.
// In development, API calls under the base path go to the server started with `npm run dev:server`.
export default defineConfig({
  root: 'console',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    // react-data-grid's light-dark() colours do not survive the default CSS minifier.
    cssMinify: 'esbuild',
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/farm-machine': 'http://localhost:3000' },
  },
});
