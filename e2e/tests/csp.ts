import { expect, test as base } from '@playwright/test';

type Violation = { directive: string; blocked: string; source: string };

/**
 * The journeys' `test`: every page runs under the store's Content-Security-Policy, and a journey fails on any
 * violation the page reports (a blocked script, style, image, frame or connection).
 */
export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: Violation[] = [];
      await page.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (v: Violation) => void }).reportCspViolation;
          report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
