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

/**
 * A widget's own status line. A widget can hold two live regions (the kit's notice for a link is
 * one too), so specs name the status by the kit's attribute rather than by role alone.
 */
export function widgetStatus(widget: import('@playwright/test').Locator): import('@playwright/test').Locator {
  return widget.locator('[data-status]')
}

/** Waits until the top of `el` is in the upper half of the viewport: the page scrolled to it. */
export async function expectInView(el: import('@playwright/test').Locator): Promise<void> {
  await expect.poll(async () => {
    const box = await el.boundingBox()
    const height = el.page().viewportSize()!.height
    return box !== null && box.y >= -2 && box.y < height * 0.5
  }).toBe(true)
}

/** Opens a code cell's editor from the keyboard (the editor named `label` in `widget`) and replaces its code with `code`. */
export async function writeCode(widget: import('@playwright/test').Locator, label: string, code: string): Promise<void> {
  const page = widget.page()
  const editor = widget.getByRole('textbox', { name: label })
  // The first time, the code is static text: focusing it loads the editor and moves focus there.
  if (await editor.isVisible()) await editor.focus()
  else await widget.locator('[data-cell-static]').focus()
  await expect(editor).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(code)
}
