// Class mode on every widget that can give its answer away (issue 20, item 7), beyond the sliding
// widgets: the answer waits for a prediction and Reveal; focus view scales every board (item 6);
// axe (WCAG 2.2 AA) in light and dark with a prediction shown.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, widgetStatus } from './helpers.ts'

type Held = {
  /** The article, opened in class mode. */
  path: string
  /** The widget's accessible name. */
  widget: string
  /** The button that asks for the answer. */
  button: string
  /** Reads the answer from the revealed sentence; the prediction made is one off it (or a wrong column). */
  answer: RegExp
  /** The board drawn in the widget (scaled in focus view). */
  board: string
}

const HELD: Held[] = [
  {
    path: '/clocks/',
    widget: 'Clocks: your position',
    button: 'Show the shortest solution',
    answer: /(\d+) moves?\b/,
    board: '.clock-board',
  },
  {
    path: '/rubiks-clock/',
    widget: "Rubik's Clock: your puzzle",
    button: 'Solve optimally',
    answer: /Optimal: (\d+) moves?\b/,
    board: '.rc-face',
  },
  {
    path: '/peg-solitaire/',
    widget: 'Peg solitaire: your board',
    button: 'Find the shortest solution',
    answer: /Solved in (\d+) moves?\b/,
    board: '.peg-board',
  },
  {
    path: '/tile-swap/',
    widget: 'Tile swap: your grids',
    button: 'Solve: fewest swaps',
    answer: /Fewest swaps: ([\d,]+)\./,
    board: '.ts-grid',
  },
  {
    path: '/games/',
    widget: 'Connect Four: connect four against the solver',
    button: 'Show the best move',
    answer: /: columns? (\d+)/,
    board: '.c4-grid',
  },
  {
    path: '/constraints/',
    widget: 'N-queens: your board',
    button: 'Count every solution',
    answer: /: ([\d,]+) solutions?\b/,
    board: '.queens-board',
  },
  {
    path: '/constraints/',
    widget: 'Sudoku: your sudoku',
    button: 'How many solutions?',
    answer: /(Exactly one|No|At least 2|\d+) solution/,
    board: '.sudoku-board',
  },
]

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

for (const h of HELD) {
  test(`class mode holds the answer of “${h.button}” (${h.widget}) until a prediction and Reveal`, async ({
    page,
  }) => {
    await page.goto(`${h.path}?mode=class`)
    const w = region(page, h.widget)
    await expect(w.getByRole('checkbox', { name: /Class mode/ })).toBeChecked()
    await w.getByRole('button', { name: h.button, exact: true }).click()
    const predict = w.getByRole('group', { name: 'Predict, then reveal' })
    await expect(predict).toBeVisible({ timeout: 25_000 })
    // Held: the status asks the question and gives no figure away.
    await expect(widgetStatus(w)).toContainText('press Reveal')
    await expect(widgetStatus(w)).not.toContainText(/\d/)
    const box = predict.getByRole('spinbutton')
    await expect(box).toBeFocused()
    await box.fill('-1')
    await page.keyboard.press('Enter')
    await expect(predict.getByRole('alert')).toContainText('whole number')
    await box.fill('1')
    await page.keyboard.press('Enter')
    await expect(predict).toBeHidden()
    await expect(widgetStatus(w)).toHaveText(h.answer)
    await expect(widgetStatus(w)).toContainText('Your prediction')
    // The verdict matches the answer the solver revealed.
    const text = (await widgetStatus(w).textContent())!
    const said = h.answer.exec(text)![1]
    const right = said === '1' || said === 'Exactly one'
    expect(text, text).toMatch(right ? /was (right|a best move)/ : /was (\d+ too|wrong|not a best move)/)

    // Outside class mode the answer shows at once.
    await w.getByRole('checkbox', { name: /Class mode/ }).uncheck()
    await w.getByRole('button', { name: h.button, exact: true }).click()
    await expect(widgetStatus(w)).toHaveText(h.answer, { timeout: 25_000 })
    await expect(predict).toBeHidden()
  })

  test(`focus view grows the board of ${h.widget} at 1280×800`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(h.path)
    const w = region(page, h.widget)
    const board = w.locator(h.board).first()
    // Its height: a board's box may be as wide as the column on the page and hug the drawing in
    // focus view (beside the controls), but its height is the drawing's.
    const normal = (await board.boundingBox())!.height
    await w.getByRole('button', { name: 'Focus view' }).click()
    await expect(w).toHaveAttribute('data-focus', '')
    await expect.poll(async () => (await board.boundingBox())!.height).toBeGreaterThan(normal * 1.25)
    // Bigger, and still whole above the step player that focus view keeps at the bottom.
    const player = w.locator('step-player')
    if (await player.count()) {
      const b = (await board.boundingBox())!
      expect(b.y + b.height, 'the board ends above the step player').toBeLessThanOrEqual(
        (await player.boundingBox())!.y + 1,
      )
    }
    await page.keyboard.press('Escape')
    await expect(w).not.toHaveAttribute('data-focus', '')
    await expect.poll(async () => Math.round((await board.boundingBox())!.height)).toBe(Math.round(normal))
  })
}

const ARTICLES = [...new Map(HELD.map((h) => [h.path, h])).values()] // one held widget per article

for (const h of ARTICLES) {
  test(`axe (WCAG 2.2 AA) is clean on ${h.path} in light and dark with a class-mode prediction shown`, async ({
    page,
  }) => {
    test.slow()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(`${h.path}?mode=class`)
      const w = region(page, h.widget)
      await w.getByRole('button', { name: h.button, exact: true }).click()
      await expect(w.getByRole('group', { name: 'Predict, then reveal' })).toBeVisible({ timeout: 25_000 })
      await expectNoAxeViolations(page, { wcag22: true })
    }
  })
}
