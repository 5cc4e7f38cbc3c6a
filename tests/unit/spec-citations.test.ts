/**
 * Code comments, tests and docs cite the product specification, docs/spec.md, as "SPEC §<n>",
 * "SPEC §<n>.<m>" or "docs/spec.md §<n>" (also in lists: "SPEC §<n>, §<m>"). Each cited section
 * must exist there as a numbered heading, so a renumbered or removed section cannot leave
 * citations pointing nowhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SPEC_FILE = 'docs/spec.md';

/** The repository's own folders; root-level text files (README.md, netlify.toml, ...) are read too. */
const SCANNED_DIRS = ['src', 'netlify', 'platform', 'scripts', 'tests', 'bench', 'demo', 'public', 'supabase', 'docs'];
/** Build output, test reports and scratch work are not the repository's own text. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'scratch']);
const SKIPPED_FILES = new Set(['package-lock.json']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|astro|md|css|html|sql|json|toml|ya?ml|txt|svg|sh|example)$/i;

/** "SPEC §2", "SPEC §2.1", "docs/spec.md §22", and the sections listed after one: "SPEC §2, §4 and §8". */
const CITATION = /(?:\bSPEC|\bspec\.md)\s?§\d+(?:\.\d+)?(?:\s*(?:,|and|or|&)\s*§\d+(?:\.\d+)?)*/g;
const SECTION = /§(\d+(?:\.\d+)?)/g;
/** A numbered heading: "## 7. The calls" is 7, "### 2.1 Home" is 2.1. */
const NUMBERED_HEADING = /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/;

interface Citation {
  file: string;
  line: number;
  section: string;
}

function specText(): string {
  const file = path.join(ROOT, SPEC_FILE);
  if (!fs.existsSync(file)) throw new Error(`${SPEC_FILE} is missing: the SPEC that code comments cite must be in the repository.`);
  return fs.readFileSync(file, 'utf8');
}

function specSections(text: string): Set<string> {
  const sections = new Set<string>();
  for (const line of text.split('\n')) {
    const number = NUMBERED_HEADING.exec(line)?.[1];
    if (number) sections.add(number);
  }
  return sections;
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name)) yield full;
  }
}

function repositoryFiles(): string[] {
  const atRoot = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name))
    .map((entry) => path.join(ROOT, entry.name));
  const inFolders = SCANNED_DIRS.filter((dir) => fs.existsSync(path.join(ROOT, dir))).flatMap((dir) => [
    ...textFiles(path.join(ROOT, dir)),
  ]);
  return [...atRoot, ...inFolders];
}

function citationsIn(file: string): Citation[] {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const found: Citation[] = [];
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      for (const [citation] of text.matchAll(CITATION)) {
        for (const [, section] of citation.matchAll(SECTION)) found.push({ file: relative, line: index + 1, section });
      }
    });
  return found;
}

const describeMissing = ({ file, line, section }: Citation) => `${file}:${line}: SPEC §${section} has no heading in ${SPEC_FILE}`;

describe('citations of the specification', () => {
  it(`finds ${SPEC_FILE}`, () => {
    expect(fs.existsSync(path.join(ROOT, SPEC_FILE)), `${SPEC_FILE} is missing`).toBe(true);
  });

  it('name only sections that exist', () => {
    const sections = specSections(specText());
    const citations = repositoryFiles().flatMap(citationsIn);
    // The code does cite the SPEC: finding none would mean the scan itself is broken.
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.filter((c) => !sections.has(c.section)).map(describeMissing)).toEqual([]);
  });

  it(`has its own cross-references (§<n>) resolve within ${SPEC_FILE}`, () => {
    const text = specText();
    const sections = specSections(text);
    const dangling = text.split('\n').flatMap((line, index) =>
      [...line.matchAll(SECTION)]
        .map(([, section]) => section)
        .filter((section) => !sections.has(section))
        .map((section) => `${SPEC_FILE}:${index + 1}: §${section} has no heading`),
    );
    expect(dangling).toEqual([]);
  });
});
