// axe's serious and critical WCAG 2 A/AA findings on a page, for the specs that check a screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for what is moving to come to rest: a dialog that has just opened is still fading in, and
 * axe reads its part-transparent text as too faint. Animations that never end (loaders, skeletons)
 * are not waited for.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    // A transition starts on the frame after the one that mounts its element.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Serious and critical WCAG 2 A/AA violations on the page, as readable lines. `exclude` leaves parts
 * out: a spec that runs the page's clock by hand holds a toast half-way through its entrance, which
 * axe reads as too faint.
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
