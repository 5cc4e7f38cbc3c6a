// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import reactRenderer from './src/integrations/react-renderer';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import clientDirectives from './src/integrations/client-directives';
import pageHeaders from './src/integrations/page-headers';

// Pages are pre-rendered from the database at build time (src/server/catalogue/catalogue.ts).
// The local publishing pipeline builds into a fresh folder (ASTRO_OUT_DIR) and swaps it in.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:8888',
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Pages are rendered a few at a time, so that one page's file is written while the next renders.
  build: { format: 'file', concurrency: 4 },
  trailingSlash: 'never',
  integrations: [reactRenderer(), react(), clientDirectives(), pageHeaders()],
  vite: {
    plugins: [tailwindcss(), netlify()],
  },
});
