/**
 * The import rules (.dependency-cruiser.cjs; docs/architecture.md, "Who may import whom") over the
 * whole repository: `npm run check:imports` runs this file alone.
 *
 * dependency-cruiser reads JavaScript and TypeScript, not .astro files, so the cruise runs over a
 * mirror of the repository in a temporary folder: every file is a link to the real one, and each
 * .astro file is replaced by `<name>.astro.ts`, its frontmatter and the <script> tags Astro bundles,
 * as TypeScript. Relative imports resolve there as they do here (`./Card.astro` finds
 * `Card.astro.ts`), and nothing is written into the working tree.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The folders and files whose imports the rules cover. */
const CRUISED = ['src', 'netlify', 'platform', 'scripts', 'demo', 'tests', 'bench', 'astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];
/** Linked into the mirror only so that imports resolve as they do here. */
const RESOLVED_ONLY = ['node_modules', 'package.json', 'tsconfig.json'];
/** Data, not code. */
const SKIPPED = new Set(['bench/results', 'tests/fixtures']);

interface Configuration {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
}
const configuration = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as Configuration;

/**
 * What an .astro file imports, as TypeScript: the frontmatter, and each <script> that Astro
 * processes and bundles (one without attributes, or with `src` alone); a script with any other
 * attribute (is:inline, type=...) is left in the page as it is, so its text imports nothing.
 */
function astroAsTypeScript(source: string): string {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const template = frontmatter ? source.slice(frontmatter[0].length) : source;
  const scripts = [...template.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].flatMap(([, attributes = '', body]) => {
    const trimmed = attributes.trim();
    if (trimmed === '') return [body];
    const src = /^src=["']([^"']+)["']$/.exec(trimmed);
    return src ? [`import '${src[1]}';`] : [];
  });
  return [frontmatter?.[1] ?? '', ...scripts].join('\n');
}

function mirrorEntry(relative: string, mirror: string): void {
  if (SKIPPED.has(relative)) return;
  const real = path.join(ROOT, relative);
  const copy = path.join(mirror, relative);
  const stat = fs.statSync(real, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    fs.mkdirSync(copy, { recursive: true });
    for (const name of fs.readdirSync(real)) {
      mirrorEntry(path.join(relative, name), mirror);
    }
  } else if (relative.endsWith('.astro')) {
    fs.writeFileSync(`${copy}.ts`, astroAsTypeScript(fs.readFileSync(real, 'utf8')));
  } else {
    fs.symlinkSync(real, copy);
  }
}

/** Files that break a rule on purpose, written only into the mirror: each must be reported. */
const PROBES: Record<string, { source: string; rule: string }> = {
  // A page reading the database itself, beside the catalogue.
  'src/pages/import-rules-probe.astro': {
    source: "---\nimport { query } from '../server/db/db';\nconst rows = await query('select 1');\n---\n<p>{rows.length}</p>\n",
    rule: 'pages-read-only-the-catalogue',
  },
  // A component whose bundled script reaches the server: read from the <script> tag, not the frontmatter.
  'src/components/ImportRulesProbe.astro': {
    source: "---\nconst label = 'probe';\n---\n<p>{label}</p>\n<script>\n  import { getPool } from '../server/db/db';\n  console.log(getPool());\n</script>\n",
    rule: 'static-parts-not-to-server',
  },
  // An island importing a server module, by a type alone.
  'src/islands/ImportRulesProbe.tsx': {
    source: "import type { Queryable } from '../server/db/db';\nexport type Probe = Queryable;\n",
    rule: 'browser-code-not-to-server',
  },
};

let mirror = '';
let result: ICruiseResult;
const isProbe = (module: string) => Object.keys(PROBES).some((probe) => module === probe || module === `${probe}.ts`);
const astroName = (module: string) => module.replace(/\.astro\.ts$/, '.astro');

beforeAll(async () => {
  mirror = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  for (const entry of CRUISED) mirrorEntry(entry, mirror);
  for (const entry of RESOLVED_ONLY) fs.symlinkSync(path.join(ROOT, entry), path.join(mirror, entry));
  for (const [file, probe] of Object.entries(PROBES)) {
    const target = path.join(mirror, file);
    fs.writeFileSync(file.endsWith('.astro') ? `${target}.ts` : target, file.endsWith('.astro') ? astroAsTypeScript(probe.source) : probe.source);
  }
  const cruised = CRUISED.filter((entry) => fs.existsSync(path.join(mirror, entry)));
  const { output } = await cruise(cruised, {
    ...configuration.options,
    validate: true,
    ruleSet: { forbidden: configuration.forbidden },
    baseDir: mirror,
    // The mirror's links stand for the files themselves: keep the mirror's paths, which the rules name.
    preserveSymlinks: true,
    outputType: 'json',
  });
  result = JSON.parse(String(output)) as ICruiseResult;
}, 60_000);

afterAll(() => {
  if (mirror) fs.rmSync(mirror, { recursive: true, force: true });
});

describe('the import rules', () => {
  it('read every .astro file of src/, and resolve every relative import', () => {
    const astroFiles = fs.readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
    const read = result.modules.filter((module) => module.source.endsWith('.astro.ts') && !isProbe(module.source));
    expect(read.length).toBe(astroFiles.length);
    const layout = read.find((module) => module.source === 'src/layouts/SiteLayout.astro.ts');
    expect(layout?.dependencies.map((dependency) => astroName(dependency.resolved))).toContain('src/components/SiteHeader.astro');
    // An import the mirror could not resolve would be an arrow no rule sees.
    const unresolved = result.modules.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith('.')).map((dependency) => `${module.source}: ${dependency.module}`));
    expect(unresolved).toEqual([]);
  });

  it('hold for the repository', () => {
    const comments = new Map(configuration.forbidden.map((rule) => [rule.name, rule.comment]));
    const broken = result.summary.violations
      .filter((violation) => !isProbe(violation.from))
      .map((violation) => `${violation.rule.name}: ${astroName(violation.from)} → ${astroName(violation.to)}\n  ${comments.get(violation.rule.name)}`);
    expect(broken, `\n${broken.join('\n')}\n`).toEqual([]);
  });

  it('report each probe that breaks one', () => {
    const reported = result.summary.violations
      .filter((violation) => isProbe(violation.from))
      .map((violation) => `${astroName(violation.from)}: ${violation.rule.name}`);
    expect(reported.sort()).toEqual(Object.entries(PROBES).map(([file, probe]) => `${file}: ${probe.rule}`).sort());
  });
});
