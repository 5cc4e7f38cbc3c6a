import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaOfMigrations } from '../../platform/database/schema-dump';

describe('docs/schema.sql', () => {
  // Starting PGlite in WebAssembly takes a few seconds, more on a busy machine.
  it('is the schema the migrations leave', { timeout: 60_000 }, async () => {
    const written = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    expect(written, 'docs/schema.sql is stale: run npm run schema').toBe(await schemaOfMigrations());
  });
});
