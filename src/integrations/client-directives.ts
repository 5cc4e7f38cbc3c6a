/**
 * Hydration on need, so that a page loads React only when something on it needs React
 * (src/integrations/client-directives/*): `client:interaction`, `client:signed-in`, `client:toast`;
 * and `client:session`, hydration once the session is known.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
    'client:signed-in'?: boolean;
    'client:toast'?: boolean;
    'client:session'?: boolean;
  }
}

const DIRECTIVES = ['interaction', 'signed-in', 'toast', 'session'];

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of DIRECTIVES) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./client-directives/${name}.ts`, import.meta.url)) });
        }
      },
    },
  };
}
