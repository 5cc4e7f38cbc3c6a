import type { TestProject } from 'vitest/node';
import { startTestSite, type TestSite } from '../support/test-site';

declare module 'vitest' {
  export interface ProvidedContext {
    site: TestSite;
  }
}

export default async function setup(project: TestProject) {
  const { site, stop } = await startTestSite();
  console.log(`API tests against ${site.url} on ${site.database === 'postgres' ? 'a real PostgreSQL server' : 'embedded PGlite'}`);
  project.provide('site', site);
  return stop;
}
