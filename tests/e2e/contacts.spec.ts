import { createRequire } from 'node:module';
import { expect, test } from './support/test.ts';

/*
 * /contacts reads as a definition list to assistive technology (issue 30): each dt and dd sits
 * directly in the dl or in one div per pair that holds nothing else, as the HTML spec allows. axe
 * checks it with its own rules ('definition-list', 'dlitem'), loaded from the axe-core package into
 * the page; the same structure is also asserted directly.
 */

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script of the test's own; the site's policy (ADR 0027) would refuse it.
test.use({ bypassCSP: true });

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ html: string; failureSummary?: string }> }>;
  passes: Array<{ id: string }>;
}

test('/contacts: список контактов — правильный dl (dt и dd прямо в dl или в своей div), axe без нарушений', async ({
  page,
}) => {
  await page.goto('/contacts');
  const list = page.locator('main dl');
  await expect(list.locator('dt').first()).toBeVisible();

  const structure = await list.evaluate((dl) => {
    const problems: string[] = [];
    const groups = [...dl.children];
    for (const child of groups) {
      const tag = child.tagName.toLowerCase();
      if (tag === 'dt' || tag === 'dd') continue;
      if (tag !== 'div') {
        problems.push(`<${tag}> directly in the dl`);
        continue;
      }
      const inside = [...child.children].map((element) => element.tagName.toLowerCase());
      if (inside.some((name) => name !== 'dt' && name !== 'dd'))
        problems.push(`a group holds ${inside.join(', ')}`);
      if (inside[0] !== 'dt' || inside.at(-1) !== 'dd')
        problems.push(`a group is not dt… then dd…: ${inside.join(', ')}`);
    }
    const terms = dl.querySelectorAll('dt').length;
    const stray = [...dl.querySelectorAll('dt, dd')].filter((item) => {
      const parent = item.parentElement!;
      return parent !== dl && !(parent.tagName === 'DIV' && parent.parentElement === dl);
    }).length;
    return { problems, terms, stray };
  });
  expect(structure.problems).toEqual([]);
  expect(structure.stray).toBe(0);
  expect(structure.terms).toBeGreaterThanOrEqual(3);

  await page.addScriptTag({ path: axeSource });
  const result = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }
    ).axe.run(document, { runOnly: { type: 'rule', values: ['definition-list', 'dlitem'] } }),
  );
  expect(
    result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
  expect(result.passes.map((rule) => rule.id).sort()).toEqual(['definition-list', 'dlitem']);
});
