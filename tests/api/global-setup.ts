import type { TestProject } from 'vitest/node';
import { SHARED_SITE_ENV, startTestSite, type TestSite } from '../support/test-site';

declare module 'vitest' {
  export interface ProvidedContext {
    site: TestSite;
  }
}

export default async function setup(project: TestProject) {
  const { site, stop } = await startTestSite(0, { env: SHARED_SITE_ENV });
  console.log(`API tests against ${site.url} on ${site.database === 'postgres' ? 'a real PostgreSQL server' : 'embedded PGlite'}`);
  project.provide('site', site);
  return stop;
}
