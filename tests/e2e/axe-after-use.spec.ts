// Issue 32: axe stays at zero violations after each main widget has been used, at 1280 and 360 px,
// in light and dark. One load per widget; the width and the scheme change in the same page. axe
// checks the widget (the rest of the page as loaded is kit-views' and kit-layout's): the whole of the
// search article takes axe over a minute a run.
import { expect, test } from '@playwright/test'
import { axeViolations, MAIN_WIDGETS, waitForWidgetToSettle } from './helpers.ts'

for (const { page: path, id } of MAIN_WIDGETS)
  test(`${path}#${id} passes axe after its main button, at 1280 and 360 px, light and dark`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${path}#${id}`)
    const widget = page.locator(`#${id}`)
    const button = widget.locator('.kit-button--primary').first()
    await expect(button).toBeEnabled()
    await button.click()
    await waitForWidgetToSettle(widget)
    const found: string[] = []
    for (const [width, height] of [
      [1280, 800],
      [360, 740],
    ]) {
      await page.setViewportSize({ width, height })
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const v of await axeViolations(page, { include: `#${id}` }))
          found.push(`${width} px ${scheme}: ${v}`)
      }
    }
    expect(found).toEqual([])
  })
