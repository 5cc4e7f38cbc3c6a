// A worker thread does not inherit the TypeScript loader of the thread that made it (tsx or
// Vitest's), so it loads the embedded database's thread through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./embedded-database-thread.ts', import.meta.url);
