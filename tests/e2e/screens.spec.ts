// Issue 32's screens: what a phone, a screen reader and a projector get from the widgets.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, type Locator, test, type Page } from '@playwright/test'
import { MAIN_WIDGETS, useFont, widgetStatus } from './helpers.ts'

/** A touch held on (x, y) until the editor loaded or `ms` passed, then lifted: a tap, as a finger makes it. */
async function slowTap(page: Page, x: number, y: number, ms = 450): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  const until = Date.now() + ms
  while (Date.now() < until && (await page.locator('.code-cell__cm').count()) === 0)
    await page.waitForTimeout(25)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test.describe('touch on a code cell (item 5)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('a tap on the code opens the editor in place: same height, nothing under the finger runs', async ({
    page,
  }) => {
    await page.goto('/search-algorithms/')
    const cell = page.locator('#your-search-code')
    const box = cell.locator('.code-cell__editor')
    const status = cell.locator('[data-cell-status]')
    const said = await status.textContent()
    // The cell is far down: drawn first (its part skips layout off the screen), so what is
    // measured is where it stands as a reader who scrolled to it finds it.
    await cell.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const before = (await box.boundingBox())!
    expect(before.height).toBeGreaterThan(900) // the starter is long: an editor of its own height would cut it
    // Tap 800 px into the printed code, with that spot in the middle of the screen.
    await page.evaluate((y) => window.scrollBy(0, y), before.y + 800 - 370)
    const top = (await box.boundingBox())!.y
    await slowTap(page, before.x + 120, top + 800)
    const editor = cell.getByRole('textbox', { name: 'Your search, in TypeScript, JavaScript or Python' })
    await expect(editor).toBeFocused()
    expect((await box.boundingBox())!.height).toBeCloseTo(before.height, 0)
    await page.waitForTimeout(300)
    await expect(status).toHaveText(said!)
  })
})

/** The articles with code cells: those that embed a code exercise or one of the search lab's cells. */
const CELL_PAGES = readdirSync(new URL('../../content/', import.meta.url))
  .filter((f) => f.endsWith('.mdx'))
  .filter((f) =>
    /<CodeExercise |components\/search\/Your\w+\.astro/.test(
      readFileSync(new URL(`../../content/${f}`, import.meta.url), 'utf8'),
    ),
  )
  .map((f) => `/${f.replace(/\.mdx$/, '')}/`)

test.describe("the editor takes over at the printed code's height (item 5)", () => {
  for (const url of CELL_PAGES)
    test(`every code cell on ${url}, in each of its languages, at 360 and 1280 px, in either font`, async ({
      browser,
    }) => {
      test.setTimeout(180_000)
      for (const width of [360, 1280])
        for (const font of ['web', 'fallback'] as const) {
          // Tall enough that the editor draws every line (it measures only the lines near the screen).
          const context = await browser.newContext({ viewport: { width, height: 2600 } })
          const page = await context.newPage()
          await useFont(page, font)
          for (const language of ['typescript', 'python']) {
            await page.goto(url)
            const cells = page.locator('code-cell')
            expect(await cells.count()).toBeGreaterThan(0)
            for (const cell of await cells.all()) {
              const radio = cell.locator(`[data-cell-lang] input[value="${language}"]`)
              if (language === 'python') {
                if ((await radio.count()) === 0) continue
                await radio.check()
              }
              const box = cell.locator('[data-cell-editor]')
              const printed = (await box.boundingBox())!.height
              await cell.locator('[data-cell-static]').focus()
              await expect(cell.locator('.code-cell__cm .cm-content')).toBeFocused()
              // The editor's own height: without the floor the cell gives it (the printed code's height).
              const own = await box.evaluate(async (el) => {
                el.style.setProperty('--cell-min-height', '0px')
                await new Promise(requestAnimationFrame)
                return el.getBoundingClientRect().height
              })
              const where = `${await cell.getAttribute('id')} in ${language}, ${width} px, ${font} font`
              expect(own, where).toBeCloseTo(printed, 0)
            }
          }
          await context.close()
        }
    })
})

/** Whether all of `el` is on the screen. */
async function onScreen(el: Locator): Promise<boolean> {
  const box = await el.boundingBox()
  const height = el.page().viewportSize()!.height
  return box !== null && box.y >= 0 && box.y + box.height <= height + 1
}

/** Taps `button` as a reader scrolling down meets it: at the bottom of the screen. */
async function tapAtBottom(button: Locator): Promise<void> {
  await button.evaluate((b) => b.scrollIntoView({ block: 'end' }))
  await button.tap()
}

test.describe('answers in view on a phone (item 6)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test("the race's summary comes into view when the race ends", async ({ page }) => {
    await page.goto('/search-algorithms/')
    const race = page.getByRole('region', { name: 'The race: every algorithm on your position' })
    await tapAtBottom(race.getByRole('button', { name: 'Run the race' }))
    await expect(race.getByRole('button', { name: 'Keep this run' })).toBeEnabled({ timeout: 60_000 })
    await expect.poll(() => onScreen(race.locator('[data-status]'))).toBe(true)
  })

  test("Connect Four's best move comes into view", async ({ page }) => {
    await page.goto('/games/')
    const play = page.getByRole('region', { name: /^Connect Four: / })
    await tapAtBottom(play.getByRole('button', { name: 'Show the best move' }))
    const status = play.locator('[data-status]')
    await expect(status).toHaveText(/^Best for Red: column \d/, { timeout: 60_000 })
    await expect.poll(() => onScreen(status)).toBe(true)
  })

  test("a code cell's verdict comes into view", async ({ page }) => {
    await page.goto('/search-algorithms/')
    const widget = page.getByRole('region', { name: 'Your search', exact: true })
    await tapAtBottom(widget.getByRole('button', { name: 'Check my search' }))
    const status = widget.locator('[data-cell-status]')
    await expect(status).toHaveText(/^Passed as breadth-first search/, { timeout: 60_000 })
    await expect.poll(() => onScreen(status)).toBe(true)
  })

  test("Rubik's Clock says its solution short; the moves stay on the page", async ({ page }) => {
    await page.goto('/rubiks-clock/')
    const play = page.getByRole('region', { name: "Rubik's Clock: your puzzle" })
    await play.getByRole('button', { name: 'Random position' }).tap()
    await tapAtBottom(play.getByRole('button', { name: 'Any solution' }))
    const line = play.locator('[data-status]')
    await expect(line).toHaveText(/^A solution with \d+ moves, .*: .*Press Solve optimally for the fewest\.$/)
    expect((await line.textContent())!.length).toBeGreaterThan(150)
    // What the live region announces: its text without the aria-hidden part.
    const announced = await line.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      return copy.textContent ?? ''
    })
    expect(announced).toMatch(/^A solution with \d+ moves, .*combined\):$/)
    expect(announced.length).toBeLessThanOrEqual(150)
    const rest = play.locator('[data-status-rest]')
    await expect(rest).toHaveText(/^\S.*Press Solve optimally for the fewest\.$/)
    await expect.poll(() => onScreen(line)).toBe(true)
  })
})

test.describe('screen readers and the focus button (item 7)', () => {
  test('the Sudoku answer reads row by row', async ({ page }) => {
    await page.goto('/constraints/')
    const sudoku = page.getByRole('region', { name: 'Sudoku: your sudoku' })
    const rows = sudoku.getByRole('table', { name: /row by row/ })
    await expect(rows.getByRole('row')).toHaveCount(9)
    await expect(rows.getByRole('row').first().getByRole('rowheader')).toHaveText('Row 1')
    await expect(rows.getByRole('row').first().getByRole('cell', { name: 'blank' }).first()).toBeAttached()
    await sudoku.getByRole('button', { name: 'Solve', exact: true }).click()
    await expect(sudoku.getByRole('img', { name: /81 of 81 cells filled/ })).toBeVisible({ timeout: 60_000 })
    for (let r = 1; r <= 9; r++) {
      const cells = await rows
        .getByRole('row')
        .nth(r - 1)
        .getByRole('cell')
        .allTextContents()
      expect(cells.map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    }
  })

  test("Connect Four's board label says the stones where they stand, and follows the game", async ({
    page,
  }) => {
    await page.goto('/games/?board=453')
    const play = page.getByRole('region', { name: /^Connect Four: / })
    const board = play.getByRole('img', { name: /^Your position: / })
    await expect(board).toHaveAccessibleName(/column 3 Red; column 4 Red; column 5 Yellow;/)
    await play.getByRole('button', { name: 'Drop a stone in column 3' }).click()
    await expect(board).toHaveAccessibleName(/column 3 Red Yellow; column 4 Red; column 5 Yellow;/)
  })

  test("tile swap's board label changes with the grid", async ({ page }) => {
    await page.goto('/tile-swap/')
    const play = page.getByRole('region', { name: 'Tile swap: your grids' })
    const board = play.getByRole('img', { name: /^The board/ })
    const before = await board.getAttribute('aria-label')
    expect(before).toMatch(/row by row: [01 ;]+\. Goal: [01 ;]+; \d+ cells? differs? from it\.$/)
    await play.getByRole('button', { name: /^Random pair/ }).click()
    await expect.poll(() => board.getAttribute('aria-label')).not.toBe(before)
    await play.getByRole('button', { name: 'Solve: fewest swaps' }).click()
    await expect(play.getByRole('button', { name: 'Last' })).toBeEnabled({ timeout: 30_000 })
    await play.getByRole('group', { name: 'The board' }).focus()
    await page.keyboard.press('End')
    await expect(board).toHaveAccessibleName(
      /; 0 cells differ from it\. Just swapped: r\d+c\d+ and r\d+c\d+\.$/,
    )
  })

  for (const width of [1280, 360]) {
    test(`every Focus view button sits inside its widget, clear of the header, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/constraints/')
      const header = (await page.locator('header').first().boundingBox())!
      for (const button of await page.locator('[data-focus-toggle]').all()) {
        await button.scrollIntoViewIfNeeded()
        const b = (await button.boundingBox())!
        const w = (await button.locator('xpath=ancestor::*[@data-kit-widget][1]').boundingBox())!
        expect(b.y).toBeGreaterThanOrEqual(w.y)
        expect(b.x + b.width).toBeLessThanOrEqual(w.x + w.width)
        const top = (await page.locator('header').first().boundingBox())!
        expect(b.y >= top.y + top.height || b.y + b.height <= top.y).toBe(true)
      }
      expect(header).not.toBeNull()
    })
  }
})

/** Every visible menu, checkbox and radio button on the page, with its box and its label's box. */
function targets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main select, main input[type=checkbox], main input[type=radio]',
      ),
    ]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden'))
      .map((el) => {
        const r = el.getBoundingClientRect()
        const label = el.closest('label')?.getBoundingClientRect()
        const what = `${el.localName}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} in #${el.closest('[id]')?.id}`
        return { what, w: r.width, h: r.height, labelH: label?.height ?? 0 }
      }),
  )
}

const TARGET_PAGES = ['/games/', '/search-algorithms/', '/rubiks-clock/', '/constraints/', '/tile-swap/']

test.describe('targets (item 8)', () => {
  test('menus, checkboxes and radios are at least 24 px with a mouse', async ({ page }) => {
    for (const path of TARGET_PAGES) {
      await page.goto(path)
      const small = (await targets(page)).filter((t) => t.w < 24 || t.h < 24)
      expect(small, path).toEqual([])
    }
  })

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
    test('menus are 44 px tall, and so is the label around a checkbox or radio', async ({ page }) => {
      for (const path of TARGET_PAGES) {
        await page.goto(path)
        const small = (await targets(page)).filter((t) =>
          t.what.startsWith('select') ? t.h < 44 : t.w < 24 || Math.max(t.h, t.labelH) < 44,
        )
        expect(small, path).toEqual([])
      }
    })
  })
})

test.describe('the projector (items 9–12)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  for (const { page: path, id } of MAIN_WIDGETS)
    for (const font of ['web', 'fallback'] as const)
      test(`${path}#${id} in focus view shows its board and main button without scrolling, ${font} font (item 9)`, async ({
        page,
      }) => {
        await useFont(page, font)
        await page.goto(`${path}?view=focus#${id}`)
        const widget = page.locator(`#${id}`)
        await expect(widget).toHaveAttribute('data-focus', '')
        const main = widget.locator('.kit-button--primary').first()
        const board = widget.locator('[data-board]').first()
        // The first screen: the window, less the step player held at its bottom.
        const screenEnd = await widget.evaluate((w) => {
          const player = w.querySelector('step-player')
          return player ? player.getBoundingClientRect().top : innerHeight
        })
        expect(await widget.evaluate((w) => w.scrollTop)).toBe(0)
        for (const part of [board, main]) {
          const box = (await part.boundingBox())!
          expect(box.y).toBeGreaterThanOrEqual(0)
          expect(
            box.y + box.height,
            await part.evaluate((el) => el.outerHTML.slice(0, 60)),
          ).toBeLessThanOrEqual(screenEnd + 0.5)
        }
      })

  test('after Reveal, focus stays in the widget and ← → step the solution (item 10)', async ({ page }) => {
    await page.goto('/clocks/?mode=class&view=focus')
    const w = page.getByRole('region', { name: 'Clocks: your position' })
    await w.getByRole('button', { name: 'Show the shortest solution' }).click()
    const prediction = w.getByRole('spinbutton', { name: /How many/ })
    await expect(prediction).toBeFocused({ timeout: 30_000 })
    await prediction.fill('3')
    await w.getByRole('button', { name: 'Reveal' }).click()
    await expect(widgetStatus(w)).toContainText('Your prediction')
    expect(await w.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    const back = w.locator('step-player [data-step="prev"]')
    await expect(back).toBeDisabled()
    await page.keyboard.press('ArrowRight')
    await expect(back).toBeEnabled()
  })
  test("class mode holds the trace's outcome and counts until the last step (item 12)", async ({ page }) => {
    await page.goto('/search-algorithms/?mode=class')
    const trace = page.getByRole('region', { name: 'Watch the frontier: one search, expansion by expansion' })
    await trace.getByRole('button', { name: 'Trace the search' }).click()
    await expect(widgetStatus(trace)).toContainText('traced', { timeout: 30_000 })
    await expect(widgetStatus(trace)).not.toContainText('found a')
    await expect(trace.getByRole('table', { name: 'Expansions by depth g' })).toBeHidden()
    await trace.locator('step-player [data-step="last"]').click()
    await expect(widgetStatus(trace)).toContainText(/found a \d+-move solution/)
    await expect(trace.getByRole('table', { name: 'Expansions by depth g' })).toBeVisible()
  })
  /** The text under 20 px in the widget's tables, labels and sentences (a board keeps its own sizes). */
  const smallText = (w: Locator) =>
    w.evaluate((root) => {
      const out: string[] = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement
        if (!el || !n.textContent?.trim() || el.closest('[data-board], svg, .visually-hidden, [hidden]'))
          continue
        if (!el.closest('table, label, legend, .widget__hint, .status') || el.getClientRects().length === 0)
          continue
        const size = Number.parseFloat(getComputedStyle(el).fontSize)
        if (size < 19.95) out.push(`${el.localName} "${n.textContent.trim().slice(0, 20)}" ${size}px`)
      }
      return out
    })

  test('in focus view every table, label and sentence is at least 20 px (item 11)', async ({ page }) => {
    await page.goto('/search-algorithms/?view=focus#race')
    const race = page.getByRole('region', { name: 'The race: every algorithm on your position' })
    await race.getByRole('button', { name: 'Run the race' }).click()
    await expect(race.getByRole('button', { name: 'Keep this run' })).toBeEnabled({ timeout: 60_000 })
    expect(await smallText(race)).toEqual([])
    await page.goto('/tile-swap/?view=focus#play')
    const swap = page.getByRole('region', { name: 'Tile swap: your grids' })
    await swap.getByRole('button', { name: 'Solve: fewest swaps' }).click()
    await expect(swap.getByRole('button', { name: 'Last' })).toBeEnabled({ timeout: 30_000 })
    await swap.locator('[data-cert] summary').click()
    expect(await smallText(swap)).toEqual([])
  })
})
