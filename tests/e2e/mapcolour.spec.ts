// The constraints notebook's map colouring and its step views in Chromium, at 1280 and 360 px, by
// mouse, keyboard and touch: the map widget (a map typed in, its errors, colour, count, every
// method), the domains view on the map (a class link, predictions by tap and by menu, the tree
// algorithm), the queens' domains view in class mode, the local-search link; focus view at
// 1024×768 with text of 20 px or more; axe on each.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, widgetStatus } from './helpers.ts'
import { isSolution, parseColouring, parseMap } from '../../src/solvers/mapcolour/index.ts'
import {
  cspLessonFacts,
  LESSON_LOCAL,
  LESSON_MAPS,
  localLink,
  mapDomainsLink,
} from '../../components/teach/csp-facts.ts'

const PAGE = '/constraints/'
const colouring = (page: Page) => page.getByRole('region', { name: 'Map colouring: colour a map' })
const domains = (page: Page) =>
  page.getByRole('region', { name: 'Map colouring: domains on the map, step by step' })
const F = cspLessonFacts()

/** Axe on one widget (the whole page, long, is scanned once below): WCAG 2 A and AA. */
async function expectWidgetAxeClean(page: Page, selector: string): Promise<void> {
  const r = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** The colouring the widget prints, checked by the map's own checker. */
async function expectProperColouring(widget: Locator, map: string): Promise<void> {
  const text = (await widget.locator('[data-colouring]').textContent()) ?? ''
  expect(isSolution(parseMap(map), parseColouring(text))).toBe(true)
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } })

    test('map widget by mouse: the USA, every method with three colours, a colouring with four', async ({
      page,
    }) => {
      test.setTimeout(60_000) // eighteen searches of the USA, some to their budget
      await page.goto(`${PAGE}#map`)
      const w = colouring(page)
      await w.getByRole('combobox', { name: 'Map' }).selectOption('usa')
      await expect(w.locator('[data-node]')).toHaveCount(48)
      await w.getByRole('button', { name: 'Every method' }).click()
      await expect(widgetStatus(w)).toHaveText(
        /^\d+ of 18 backtracking settings finished within 200,000 nodes/,
        {
          timeout: 30_000,
        },
      )
      const table = w.getByRole('table', {
        name: /^Every method on usa \(48 regions, 105 borders\) with 3 colours/,
      })
      await expect(table.getByRole('row')).toHaveCount(22)
      await expect(table.getByRole('row', { name: /Count every colouring/ })).toContainText('0 colourings')
      await w.getByRole('combobox', { name: 'Colours' }).selectOption('4')
      await w.getByRole('button', { name: 'Colour it' }).click()
      await expect(widgetStatus(w)).toHaveText(
        /^Coloured usa \(48 regions, 105 borders\) with 4 colours, no two neighbours alike/,
      )
      await expectProperColouring(w, 'usa')
      await expect(
        w.getByRole('img', { name: /^Constraint graph of usa: .*; WY (red|green|blue|yellow)\.$/ }),
      ).toBeVisible()
      await expectWidgetAxeClean(page, '#map')
    })

    test('map widget by keyboard: a map typed in, its error named, counted', async ({ page }) => {
      await page.goto(`${PAGE}#map`)
      const w = colouring(page)
      const box = w.getByRole('textbox', { name: 'Regions and borders' })
      await box.fill('A: B C; B: B')
      await box.press('Enter')
      await expect(w.getByText('Entry 2: region "B" is listed as its own neighbour.')).toBeVisible()
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      await box.fill('A: B C; B: C; C: D; D')
      await box.press('Enter')
      await expect(w.locator('[data-node]')).toHaveCount(4)
      await expect(w.getByRole('combobox', { name: 'Map' })).toHaveValue('')
      await w.getByRole('button', { name: 'Count colourings' }).focus()
      await page.keyboard.press('Enter')
      await expect(widgetStatus(w)).toHaveText(
        'your map (4 regions, 4 borders) has 12 colourings with 3 colours (counted exactly, without listing them).',
      )
      await w.getByRole('button', { name: 'Colour it' }).focus()
      await page.keyboard.press('Enter')
      await expect(w.locator('[data-colouring]')).toHaveText('A=red B=green C=blue D=red')
      await w.getByRole('button', { name: 'Undo' }).click()
      await expect(w.getByRole('combobox', { name: 'Map' })).toHaveValue('australia')
    })

    test('domains view by keyboard: the lesson’s link sets map and settings; the steps and their words', async ({
      page,
    }) => {
      await page.goto(mapDomainsLink(LESSON_MAPS.badMac).replace('&mode=class', ''))
      const w = domains(page)
      await expect(w.getByRole('combobox', { name: 'Inference' })).toHaveValue('mac')
      await expect(w.getByRole('combobox', { name: 'Map' })).toHaveValue('')
      await expect(
        w.getByRole('table', { name: 'Colours left in each region' }).getByRole('row'),
      ).toHaveCount(8)
      await w.getByRole('button', { name: 'Trace the search' }).focus()
      await page.keyboard.press('Enter')
      await expect(widgetStatus(w)).toHaveText(
        `your map (7 regions, 9 borders), 3 colours, regions in order, MAC: ${F.mac.nodes} nodes to the first colouring, ${F.mac.steps} assignments.`,
      )
      const player = w.getByRole('group', { name: 'Search steps' })
      await w.getByRole('button', { name: 'Forward' }).focus()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect(player).toContainText(
        `Step ${F.mac.dead.step} of ${F.mac.steps}: NT takes green; MAC empties SA`,
      )
      const sa = w.getByRole('row', { name: /^SA / })
      await expect(sa).toHaveClass(/csp-row--wiped/)
      await expect(sa.getByRole('cell').last()).toHaveText('none: dead end')
      await page.keyboard.press('End')
      await expect(player).toContainText(`Step ${F.mac.steps} of ${F.mac.steps}: T takes red`)
      await expectWidgetAxeClean(page, '#map-domains')
    })

    test.describe('by touch', () => {
      test.use({ hasTouch: true })
      test('class mode: tap the region, check, and the page says why; the tree algorithm too', async ({
        page,
      }) => {
        await page.goto(mapDomainsLink(LESSON_MAPS.degree))
        const w = domains(page)
        await w.getByRole('button', { name: 'Trace the search' }).tap()
        const predict = w.getByRole('group', { name: /^Class: which region gets a colour next/ })
        await expect(predict).toBeVisible()
        await w.locator('[data-node="5"]').tap() // SA
        await expect(predict.getByRole('combobox', { name: 'Region' })).toHaveValue('5')
        await predict.getByRole('button', { name: 'Check and step' }).tap()
        await expect(w.locator('[data-csp-verdict]')).toHaveText(
          /^Right: SA = red\. MRV: SA has the fewest colours left, 3, tied with .*the degree heuristic/,
        )
        await expect(w.getByRole('group', { name: 'Search steps' })).toContainText(
          'Step 1 of 7: SA takes red',
        )
        await w.locator('[data-node="0"]').tap() // WA: wrong
        await predict.getByRole('button', { name: 'Check and step' }).tap()
        await expect(w.locator('[data-csp-verdict]')).toHaveText(/^Not WA: next is NT = green\./)
        await w.getByRole('combobox', { name: 'Map' }).selectOption('australia-without-sa')
        await w.getByRole('combobox', { name: 'Method' }).selectOption('tree')
        await w.getByRole('combobox', { name: 'Colours' }).selectOption('2')
        await w.getByRole('button', { name: 'Trace the search' }).tap()
        await expect(widgetStatus(w)).toHaveText(
          /^australia-without-sa \(6 regions, 4 borders\), 2 colours, the tree algorithm: 4 arcs made consistent/,
        )
        await expect(w.getByRole('group', { name: /arc-consistent next/ })).toBeVisible()
        await w.locator('[data-node="3"]').tap() // NSW, the first parent revised
        await w.getByRole('button', { name: 'Check and step' }).tap()
        await expect(w.locator('[data-csp-verdict]')).toHaveText(/^Right: NSW\. From the leaves up/)
        await expectWidgetAxeClean(page, '#map-domains')
        await w.getByRole('combobox', { name: 'Method' }).selectOption('tree')
        await w.getByRole('combobox', { name: 'Map' }).selectOption('australia')
        await w.getByRole('button', { name: 'Trace the search' }).tap()
        await expect(widgetStatus(w)).toHaveText(
          /The tree algorithm needs a map without cycles; this one has NT – WA – SA – NT/,
        )
        // The map widget by touch too: choose a map, colour it.
        const c = colouring(page)
        await c.getByRole('combobox', { name: 'Map' }).selectOption('australia-without-sa')
        await c.getByRole('combobox', { name: 'Colours' }).selectOption('2')
        await c.getByRole('button', { name: 'Colour it' }).tap()
        await expect(widgetStatus(c)).toHaveText(
          /^Coloured australia-without-sa \(6 regions, 4 borders\) with 2 colours/,
        )
        await expectProperColouring(c, 'australia-without-sa')
      })
    })
  })
}

test('queens’ domains view in class mode: predict a row and a column by menu', async ({ page }) => {
  await page.goto(`${PAGE}?mode=class#domains`)
  const w = page.getByRole('region', { name: 'N-queens: domains, step by step' })
  await w.getByRole('combobox', { name: 'Inference' }).selectOption('forward')
  await w.getByRole('button', { name: 'Trace the search' }).click()
  await expect(widgetStatus(w)).toHaveText(/^6-queens, rows in order, forward checking: /)
  await w.getByRole('combobox', { name: 'Row' }).selectOption({ label: 'row 1' })
  await w.getByRole('combobox', { name: 'takes' }).selectOption({ label: 'column 2' })
  await w.getByRole('button', { name: 'Check and step' }).click()
  await expect(w.locator('[data-csp-verdict]')).toHaveText(
    /^row 1 is right, but it takes column 1, not column 2\. Rows in order: row 1 is the first without a value\./,
  )
  await w.locator('[data-cell="8"]').click() // row 2
  await expect(w.getByRole('combobox', { name: 'Row' })).toHaveValue('1')
})

test('focus view at 1024×768: the map’s step view with its picture, table and labels at 20 px or more', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto(mapDomainsLink(LESSON_MAPS.degree, true))
  const w = domains(page)
  await expect(w).toHaveAttribute('data-focus', '')
  await w.getByRole('button', { name: 'Trace the search' }).click()
  await w.getByRole('button', { name: 'Check and step' }).click()
  const px = (loc: Locator) => loc.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
  for (const loc of [
    w.locator('.csp-dtable'),
    w.locator('[data-step-label]'),
    w.locator('[data-csp-verdict]'),
    w.getByText('Variable order'),
    w.getByRole('combobox', { name: 'Region' }),
  ])
    expect(await px(loc)).toBeGreaterThanOrEqual(20)
  const label = await w
    .locator('.cg-label')
    .first()
    .evaluate((t) => {
      const m = (t as SVGGraphicsElement).getScreenCTM()!
      return m.a * Number.parseFloat(getComputedStyle(t).fontSize)
    })
  expect(label).toBeGreaterThanOrEqual(20)
  // Picture and question side by side: both in view at once.
  const graph = await w.locator('[data-graph]').boundingBox()
  const question = await w.getByRole('group', { name: /^Class: which region/ }).boundingBox()
  expect(question!.x).toBeGreaterThan(graph!.x + graph!.width - 1)
  await expectWidgetAxeClean(page, '#map-domains')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectWidgetAxeClean(page, '#map-domains')
  await page.keyboard.press('Escape')
  await expect(w).not.toHaveAttribute('data-focus', '')
})

test('the guide’s lesson links open the widgets as promised; local search holds its rate for the class', async ({
  page,
}) => {
  await page.goto('/teach/#lesson-12')
  await page.locator('[data-class-link="csp-usa-mac"]').click()
  const w = domains(page)
  await expect(w.getByRole('combobox', { name: 'Map' })).toHaveValue('usa')
  await expect(w.getByRole('combobox', { name: 'Variable order' })).toHaveValue('mrv')
  await w.getByRole('button', { name: 'Trace the search' }).click()
  await expect(widgetStatus(w)).toHaveText(
    `usa (48 regions, 105 borders), 3 colours, MRV, MAC: no colouring (${F.usa.macNodes} nodes to prove it), 9 assignments.`,
  )
  await page.goto(localLink(LESSON_LOCAL.hill))
  const local = page.getByRole('region', { name: 'N-queens: local search' })
  await expect(local.getByRole('combobox', { name: 'Method' })).toHaveValue('hill')
  await local.getByRole('button', { name: 'Run' }).click()
  const guess = local.getByRole('spinbutton', { name: 'What percentage of the starts will it solve?' })
  await expect(guess).toBeVisible()
  await guess.fill('20')
  await local.getByRole('button', { name: 'Reveal' }).click()
  await expect(widgetStatus(local)).toHaveText(
    /^hill on 8 queens, 1,000 seeded starts: 14\.6% solved; .* Your prediction, 20%, was 5\.4 points too high\.$/,
  )
  await page.goto('/embed/constraints/play/')
  await expect(page.getByRole('button', { name: 'Count every solution' })).toBeVisible()
})

test('a bad map in a link is refused with a sentence; the page passes axe after the map widgets ran', async ({
  page,
}) => {
  test.setTimeout(90_000) // axe on the whole (long) page
  await page.goto(`${PAGE}?map=A%3A+A&map-colours=12#map-domains`)
  const w = domains(page)
  await expect(w.getByRole('alert')).toHaveText(
    /The link’s map could not be read: entry 1: region "A" is listed as its own neighbour\. The link’s map-colours could not be read: unknown .*"12" \(one of 1, 2, /,
  )
  await expect(w.getByRole('combobox', { name: 'Map' })).toHaveValue('australia')
  await colouring(page).getByRole('button', { name: 'Colour it' }).click()
  await expect(widgetStatus(colouring(page))).toHaveText(/^Coloured australia/)
  await expectProperColouring(colouring(page), 'australia')
  await expectNoAxeViolations(page)
})
