/**
 * Playwright's `test` and `expect` for every spec, with one addition: a test fails when the page
 * reports a Content-Security-Policy violation (a script, style, image or frame the policy blocked),
 * so a change the policy does not allow is caught by any journey that reaches it.
 */
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ policyViolations: string[]; noPolicyViolations: void }>({
  /** The violations reported so far; a test that provokes one on purpose takes it off (splice). */
  policyViolations: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => {
      violations.push(`${text} on ${frame.url()}`);
    });
    // Injected by the browser's own tooling, so the policy under test does not apply to it.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber} ${event.sample})`);
      });
    });
    await use(violations);
  },
  noPolicyViolations: [
    async ({ policyViolations }, use) => {
      await use();
      expect(policyViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
