/**
 * Commit subjects fit in 72 characters (the width `git log --oneline`, shortlogs and review tools
 * show); the why goes in the body. Older history is left as it is: its hashes are cited in notes,
 * issues and bench results, and rewriting published history would break every clone. The rule
 * holds from the commit after RULE_SINCE; a clone without history (a source archive) has nothing
 * to check.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The last commit before the rule (its subject is 200 characters long). */
const RULE_SINCE = '94e9c7b';
const MAX_SUBJECT = 72;

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** Subjects over the limit in `range`, as "hash subject". */
function longSubjects(range: string): string[] {
  return git('log', '--format=%h%x09%s', range)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string])
    .filter(([, subject]) => [...subject].length > MAX_SUBJECT)
    .map(([hash, subject]) => `${hash} (${[...subject].length}) ${subject}`);
}

const hasHistory = fs.existsSync(path.join(ROOT, '.git'));

describe.skipIf(!hasHistory)('commit subjects', () => {
  it(`are at most ${MAX_SUBJECT} characters since ${RULE_SINCE}`, () => {
    expect(longSubjects(`${RULE_SINCE}..HEAD`)).toEqual([]);
  });

  it('are measured as the check counts them (the commit before the rule is caught)', () => {
    expect(longSubjects(`${RULE_SINCE}~1..${RULE_SINCE}`)).toHaveLength(1);
  });
});
