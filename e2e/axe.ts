import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's best practices for a page's outline, which screen reader users move through by heading:
 * one h1, and no level skipped (h1 then h3 reads as a missing section).
 */
const OUTLINE_RULES = new Set(['heading-order', 'page-has-heading-one']);

/**
 * Scans the page with axe and fails on any serious or critical violation, or a broken outline, listing
 * them. react-aria's live announcer is left out: it keeps what it has already announced for 7 s, as
 * `role="img"` nodes labelled by elements of the page that was just left, which axe would report on
 * the next page.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('[data-live-announcer]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || OUTLINE_RULES.has(violation.id))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, 'serious accessibility violations').toEqual([]);
}
