/**
 * How the build renders React components to HTML (./react-renderer/server.ts), put before
 * @astrojs/react's own renderer, which still supplies the JSX transform and the browser half.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function reactRenderer(): AstroIntegration {
  return {
    name: 'react-renderer',
    hooks: {
      'astro:config:setup': ({ addRenderer }) => {
        addRenderer({
          name: 'react-renderer',
          clientEntrypoint: '@astrojs/react/client.js',
          serverEntrypoint: fileURLToPath(new URL('./react-renderer/server.ts', import.meta.url)),
        });
      },
    },
  };
}
