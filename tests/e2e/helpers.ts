import { readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page must pass an axe scan (WCAG 2 A/AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Every page of the site: home, search, and one per article in content/ (found, not listed). */
export const PAGES: readonly string[] = [
  '/',
  '/search/',
  ...readdirSync(new URL('../../content/', import.meta.url))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `/${f.replace(/\.mdx$/, '')}/`),
];
