/**
 * Invoker commands (`command`/`commandfor`: a button that opens or closes a <dialog> with no
 * script) are HTML attributes React passes through as they are, but its types do not list yet.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
    commandfor?: string;
  }
}
