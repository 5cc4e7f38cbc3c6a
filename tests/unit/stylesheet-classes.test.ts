/**
 * Every class the pages and islands use is one the stylesheet defines. With Tailwind 4 a utility
 * exists only when the theme has its value (src/styles/global.css): `text-brand-800` with no
 * `--color-brand-800` is silently no class at all, and the text it was for takes the colour around
 * it (a white count on a white pill). The classes are read where they are written (the source's
 * string literals and the .astro templates' class attributes) and compiled with Tailwind's own
 * design system loaded from our stylesheet: a word Tailwind reads as a utility (a known utility
 * and variants) that compiles to nothing is an error.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { __unstable__loadDesignSystem } from 'tailwindcss';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STYLESHEET = path.join(ROOT, 'src/styles/global.css');
const require = createRequire(path.join(ROOT, 'package.json'));

type DesignSystem = Awaited<ReturnType<typeof __unstable__loadDesignSystem>>;
let design: DesignSystem;

beforeAll(async () => {
  design = await __unstable__loadDesignSystem(fs.readFileSync(STYLESHEET, 'utf8'), {
    base: path.dirname(STYLESHEET),
    // `@import "tailwindcss"` and the files it imports, as the build resolves them.
    async loadStylesheet(id: string, base: string) {
      const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') };
    },
  } as Parameters<typeof __unstable__loadDesignSystem>[1]);
});

/** The source files whose words Tailwind scans for classes. */
function sourceFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|astro)$/.test(file))
    .map((file) => path.join(ROOT, 'src', file));
}

interface Literal {
  text: string;
  /** Written in a `className`/`class` attribute (not a constant or a call's argument). */
  inClassAttribute: boolean;
}

/** The string literals and the static parts of template literals of TypeScript or TSX code. */
function literalsOf(code: string, file: string, inClassAttribute = false): Literal[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const visit = (node: ts.Node, inClass: boolean) => {
    const here = inClass || (ts.isJsxAttribute(node) && /^(className|class)$/.test(node.name.getText(source)));
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, inClassAttribute: here });
    if (ts.isTemplateExpression(node)) {
      found.push({ text: node.head.text, inClassAttribute: here });
      for (const span of node.templateSpans) found.push({ text: span.literal.text, inClassAttribute: here });
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) found.push({ text: node.initializer.text, inClassAttribute: here });
    ts.forEachChild(node, (child) => visit(child, here));
  };
  visit(source, inClassAttribute);
  return found;
}

/** An .astro file: its frontmatter's literals and its template's class attributes. */
function astroLiterals(code: string, file: string): Literal[] {
  const [, frontmatter = '', template = code] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(code) ?? [];
  const classes = [...template.matchAll(/\bclass(?::list)?=(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\})/g)].flatMap(([, double, single, expression]) =>
    expression === undefined ? [{ text: double ?? single, inClassAttribute: true }] : literalsOf(expression, `${file}.ts`, true),
  );
  return [...literalsOf(frontmatter, `${file}.ts`), ...classes];
}

/** A word Tailwind reads as a utility (its name and variants known) that compiles to no CSS. */
function undefinedClasses(literal: Literal): string[] {
  const words = literal.text.split(/\s+/).filter((word) => design.parseCandidate(word).some((candidate) => candidate.kind !== 'functional' || candidate.value !== null));
  const css = design.candidatesToCss(words);
  const defined = words.filter((_, i) => css[i] !== null);
  // A literal is a class list when it is written in a class attribute or holds a defined class;
  // elsewhere a word like "content-type" is not meant as one.
  if (!literal.inClassAttribute && defined.length === 0) return [];
  return words.filter((_, i) => css[i] === null);
}

describe('the classes the site uses', () => {
  it('are told apart by the check: a colour the theme has compiles, one it lacks does not', () => {
    expect(undefinedClasses({ text: 'font-semibold text-brand-700 hover:text-brand-900', inClassAttribute: false })).toEqual([]);
    expect(undefinedClasses({ text: 'font-semibold text-brand-850', inClassAttribute: false })).toEqual(['text-brand-850']);
    expect(undefinedClasses({ text: 'md:bg-brand-450', inClassAttribute: true })).toEqual(['md:bg-brand-450']);
    expect(undefinedClasses({ text: 'content-type', inClassAttribute: false })).toEqual([]);
  });

  it('are read from TSX class attributes, constants and .astro templates alike', () => {
    const tsx = `const pill = (on: boolean) => (on ? 'bg-white text-brand-850' : 'bg-zinc-200');
      export const A = ({ on }: { on: boolean }) => <a className={\`\${pill(on)} md:text-brand-450\`}>x</a>;`;
    expect(literalsOf(tsx, 'a.tsx').flatMap(undefinedClasses)).toEqual(['text-brand-850', 'md:text-brand-450']);
    const astro = "---\nconst style = 'p-2 ring-brand-350';\n---\n<p class=\"p-2 bg-brand-450\">a</p><a class={`${x ? 'text-brand-850' : ''}`}>b</a>";
    expect(astroLiterals(astro, 'a.astro').flatMap(undefinedClasses)).toEqual(['ring-brand-350', 'bg-brand-450', 'text-brand-850']);
  });

  it('are all defined by the stylesheet', () => {
    const problems: string[] = [];
    for (const file of sourceFiles()) {
      const code = fs.readFileSync(file, 'utf8');
      const literals = file.endsWith('.astro') ? astroLiterals(code, file) : literalsOf(code, file);
      for (const word of new Set(literals.flatMap(undefinedClasses))) problems.push(`${path.relative(ROOT, file)}: ${word}`);
    }
    expect(problems).toEqual([]);
  });
});
