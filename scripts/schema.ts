/** `npm run schema`: writes docs/schema.sql, the schema the migrations leave (../platform/database/schema-dump.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, schemaOfMigrations } from '../platform/database/schema-dump';

const schema = await schemaOfMigrations();
fs.mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
fs.writeFileSync(SCHEMA_FILE, schema);
console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}.`);
