import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy does not
// govern (an injected <script> tag would be refused, as any inline script is).
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };

/**
 * Runs axe-core with its default rules (WCAG 2.x A and AA, best practices) on the page as it is now, or
 * on the part matching `selector`, and returns its serious and critical violations, one readable line
 * each (rule, impact, help and the first targets), so a failing assertion says what to fix and where.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([scope, options]) => (window as unknown as AxeWindow).axe.run(scope ? { include: [scope] } : document, options),
    [selector ?? null, { resultTypes: ['violations'] } satisfies RunOptions] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 6).map((node) => node.target.join(' '));
      const more = violation.nodes.length > 6 ? ` (+${violation.nodes.length - 6} more)` : '';
      return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets.join(' | ')}${more}`;
    });
}
