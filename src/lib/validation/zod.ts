/**
 * zod as every rule of this folder uses it. No code generated at run time: the pages'
 * Content-Security-Policy allows no eval, and zod would otherwise probe for it (a policy
 * violation) before compiling its object parsers.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
