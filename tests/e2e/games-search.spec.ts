// The games notebook's new widgets, by mouse, keyboard and touch, at 1280 and 360 px: Connect Four
// depth-limited play (the empty 7×6 board answered within its time limit), expectimax against a
// random opponent, MCTS and its curve judged by the perfect solvers; the tree's link, class mode
// and focus view; the pruning exercise on a position with a handful of answers; axe on each result.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { traceNegamax } from '../../src/solvers/game.ts'
import { parseBoard, ticTacToe } from '../../src/solvers/tictactoe/index.ts'
import { expectimaxAnalysis } from '../../src/solvers/tictactoe/chance.ts'
import { choose } from '../../src/solvers/connect4/play.ts'
import { EXAMPLE, parsePosition } from '../../src/solvers/connect4/index.ts'
import { pathExample, TREE_EXAMPLE } from '../../components/tictactoe/position.ts'
import { prunedPaths } from '../../components/tictactoe/words.ts'
import { widgetStatus } from './helpers.ts'

const PAGE = '/games/'
const play = (page: Page) => page.getByRole('region', { name: /^Connect Four: / })
const chance = (page: Page) => page.getByRole('region', { name: /^Tic-tac-toe: against a random opponent/ })
const mcts = (page: Page) => page.getByRole('region', { name: /^MCTS: / })
const tree = (page: Page) => page.getByRole('region', { name: /^Tic-tac-toe: the game tree/ })
const exercise = (page: Page) => page.getByRole('region', { name: /which branches are pruned/ })

/** axe on one widget (the whole page is scanned by site.spec.ts). */
async function axeClean(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([])
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 740 } })

    test('the empty 7×6 board answers within its time limit, from depth-limited search, and says so', async ({
      page,
    }) => {
      await page.goto(`${PAGE}?board=.#play`)
      const widget = play(page)
      await expect(widget.getByRole('combobox', { name: 'Time limit' })).toHaveValue('2')
      const started = Date.now()
      await widget.getByRole('button', { name: 'Show the best move' }).click()
      await expect(widgetStatus(widget)).toHaveText(
        /^Best for Red at depth \d+: columns? [\d, ]+, evaluation [+−]?\d+ \(a guess from the open lines, not a proof\)\. Depth-limited: the perfect solver did not finish within 1 s, so iterative deepening searched to depth \d+ in the time left \([\d,]+ positions, [\d.]+ m?s\)\.$/,
        { timeout: 8000 },
      )
      const text = (await widgetStatus(widget).textContent())!
      const [, value, unit] = text.match(/positions, ([\d.]+) (ms|s)\)/)!
      // The worker's own time stays within the limit, and the page answered without giving up.
      expect(Number(value) * (unit === 's' ? 1000 : 1)).toBeLessThan(2000 + 250)
      expect(Date.now() - started).toBeLessThan(8000)
      await expect(widget.locator('.c4-value--best').first()).toBeVisible()
      await axeClean(page, '#play')
      await noSidewaysScroll(page)
    })

    test('depth-limited only, by keyboard: the depth set answers as the solver does', async ({ page }) => {
      await page.goto(PAGE)
      const widget = play(page)
      const box = widget.getByRole('textbox', { name: 'Position' })
      await box.fill('.')
      await box.press('Enter')
      const search = widget.getByRole('combobox', { name: 'Search' })
      await search.focus()
      await search.selectOption('depth')
      const depth = widget.getByRole('spinbutton', { name: 'Depth' })
      await expect(depth).toBeEnabled()
      await depth.fill('4')
      await widget.getByRole('button', { name: 'Show the best move' }).focus()
      await page.keyboard.press('Enter')
      const a = choose(parsePosition('.'), { depth: 4, timeLimitMs: Infinity })
      await expect(widgetStatus(widget)).toHaveText(
        new RegExp(
          `^Best for Red at depth 4: .*Depth-limited to depth 4, as set \\(${a.nodes.toLocaleString('en-US')} positions`,
        ),
      )
      // The settings travel in the link.
      await expect(page).toHaveURL(/search=depth/)
      await expect(page).toHaveURL(/depth=4/)
      // A bad depth is refused where it was typed.
      await depth.fill('99')
      await widget.getByRole('button', { name: 'Show the best move' }).click()
      await expect(page.locator('#play-depth-error')).toHaveText(
        'The depth must be a whole number from 1 to 42.',
      )
    })

    test('expectimax by mouse, keyboard and link: the table, the best cell, class mode holds it', async ({
      page,
    }) => {
      await page.goto(PAGE)
      const widget = chance(page)
      await widget.scrollIntoViewIfNeeded()
      const empty = expectimaxAnalysis(0)
      await expect(widgetStatus(widget)).toHaveText(
        /^X to move against a random opponent: best cells 1, 3, 7, 9, expected value \+0\.995/,
      )
      await expect(widget.getByRole('row', { name: /X plays 1 \(best\)/ })).toBeVisible()
      expect(empty.best).toEqual([1, 3, 7, 9])
      // Mouse: X plays the centre, the table follows.
      await widget.getByRole('button', { name: 'Cell 5: empty' }).click()
      await expect(widget.getByRole('textbox', { name: 'Position' })).toHaveValue('.../.x./...')
      await expect(widgetStatus(widget)).toHaveText(/^O to move against a random opponent/)
      // Keyboard: the best move for O, then a random reply.
      await widget.getByRole('button', { name: 'Play the best move' }).focus()
      await page.keyboard.press('Enter')
      const afterBest = expectimaxAnalysis(parseBoard('.../.x./...')).best[0]
      await expect(widget.getByRole('button', { name: `Cell ${afterBest}: O` })).toBeVisible()
      await widget.getByRole('button', { name: 'Play a random move' }).press('Enter')
      await expect(widget.getByRole('textbox', { name: 'Position' })).toHaveValue(/^[.xo/]{11}$/)
      await axeClean(page, '#chance')

      // A class link: the table waits for the class's prediction.
      await page.goto(`${PAGE}?chance=${encodeURIComponent('xo./.../.x.')}&mode=class#chance`)
      const held = chance(page)
      await expect(held.getByText('Settings loaded from the link: position xo./.../.x..')).toBeVisible()
      await expect(held.locator('[data-table-box]')).toBeHidden()
      await held.getByRole('button', { name: 'Show the values' }).click()
      const predict = held.getByRole('spinbutton', { name: /Which cell has the highest expected value/ })
      await predict.fill('7')
      await predict.press('Enter')
      await expect(widgetStatus(held)).toHaveText(
        /best cell 5, .* Your prediction, cell 7, does not \(the best is 5\)\.$/,
      )
      await expect(held.getByRole('row', { name: /O plays 5 \(best\)/ })).toBeVisible()
      await noSidewaysScroll(page)
    })

    test('MCTS by mouse and keyboard: its move, judged; the curve; a bad setting is refused', async ({
      page,
    }) => {
      await page.goto(
        `${PAGE}?mcts-game=connect4&mcts-position=${EXAMPLE}&mcts-playouts=2000&mcts-seed=1#mcts`,
      )
      const widget = mcts(page)
      await expect(
        widget.getByText(
          /Settings loaded from the link: game connect4, position 742566244422442121, playouts 2000, seed 1\./,
        ),
      ).toBeVisible()
      await widget.getByRole('button', { name: 'Run MCTS' }).click()
      await expect(widgetStatus(widget)).toHaveText(
        /^MCTS plays column 5: [\d,]+ of 2,000 playouts .* A perfect move: the exact solver’s best is column 5\./,
      )
      await expect(widget.getByRole('row', { name: /column 5 \(MCTS’s move\)/ })).toContainText('perfect')
      // Keyboard: tic-tac-toe, Measure.
      const game = widget.getByRole('combobox', { name: 'Game' })
      await game.focus()
      await game.selectOption('tictactoe')
      await expect(widget.getByRole('textbox', { name: 'Position' })).toHaveValue('x.o/.x./..o')
      await widget.getByRole('button', { name: /Measure/ }).focus()
      await page.keyboard.press('Enter')
      await expect(widgetStatus(widget)).toHaveText(
        /^Tic-tac-toe, 24 fixed positions × 3 seeds: MCTS’s move is perfect in \d+% of runs with 1 playout and 100% with 1,000; a random move is perfect \d+% of the time\./,
        { timeout: 20_000 },
      )
      await expect(
        widget.getByRole('img', { name: /How often MCTS’s move is perfect, by playouts/ }),
      ).toBeVisible()
      await expect(widget.getByRole('table', { name: 'The same numbers' })).toContainText('Random move')
      await axeClean(page, '#mcts')
      // A setting out of range: nothing runs, the reason is under the boxes.
      await widget.getByRole('spinbutton', { name: 'Playouts' }).fill('0')
      await widget.getByRole('button', { name: 'Run MCTS' }).click()
      await expect(page.locator('#mcts-settings-error')).toHaveText(
        /Playouts must be from 1 to 1000000; got 0\./,
      )
      await noSidewaysScroll(page)
    })
  })
}

test.describe('by touch, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('tap: drop a stone, show the best move, play a cell against chance, run MCTS', async ({ page }) => {
    await page.goto(`${PAGE}?board=${EXAMPLE}#play`)
    const c4 = play(page)
    await c4.getByRole('button', { name: 'Show the best move' }).tap()
    await expect(widgetStatus(c4)).toHaveText(
      /^Best for Red: column 5, score 2: .* Exact: the perfect solver, in /,
    )
    await c4.getByRole('button', { name: 'Drop a stone in column 5' }).tap()
    await expect(widgetStatus(c4)).toHaveText('Yellow to move (7×6, 19 stones down).')

    const ch = chance(page)
    await ch.getByRole('button', { name: 'Cell 1: empty' }).tap()
    await expect(ch.getByRole('textbox', { name: 'Position' })).toHaveValue('x../.../...')
    await ch.getByRole('button', { name: 'Undo' }).tap()
    await expect(ch.getByRole('textbox', { name: 'Position' })).toHaveValue('.../.../...')

    const m = mcts(page)
    await m.getByRole('button', { name: 'Run MCTS' }).tap()
    await expect(widgetStatus(m)).toHaveText(/^MCTS plays cell \d: .*perfect move/)
    await noSidewaysScroll(page)
  })
})

test('the tree: a link sets it, class mode starts at the first step, focus view is large at 1024×768', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto(`${PAGE}?tree=${encodeURIComponent('o.o/oxx/x..')}&mode=class&view=focus#tree`)
  const widget = tree(page)
  await expect(widget).toHaveAttribute('data-focus', '')
  await expect(widget.getByText('Settings loaded from the link: position o.o/oxx/x...')).toBeVisible()
  const player = widget.getByRole('group', { name: 'Search steps' })
  await expect(player).toContainText('Step 1 of')
  await expect(widgetStatus(widget)).toHaveText(/Class mode: the search is shown step by step/)
  await expect(widget.locator('li[data-node]:visible')).toHaveCount(1)
  // The tree's lines and the board's marks are at least 20 px on a projector.
  const size = await widget
    .locator('.ttt-tree__view')
    .evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
  expect(size).toBeGreaterThanOrEqual(20)
  await page.keyboard.press('End')
  await expect(widgetStatus(widget)).toHaveText(
    /^Value for X: 0 \(draw\)\. Alpha-beta visits 10 of minimax's 14 positions; 2 branches are pruned/,
  )
  await page.keyboard.press('Escape')
  await expect(widget).not.toHaveAttribute('data-focus', '')
  await widget.getByRole('button', { name: 'Copy link' }).click()
  await expect(widget.locator('[data-copy-result]')).toHaveText(/tree=o\.o%2Foxx%2Fx\.\.|Link copied\./)
})

test('focus view: the expectimax and MCTS tables are 20 px or more at 1024×768', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  for (const id of ['chance', 'mcts']) {
    await page.goto('about:blank') // a new load: a hash change alone would not open another focus view
    await page.goto(`${PAGE}?view=focus#${id}`)
    const widget = page.locator(`#${id}`)
    await expect(widget).toHaveAttribute('data-focus', '')
    if (id === 'mcts') {
      await widget.getByRole('button', { name: 'Run MCTS' }).click()
      await expect(widget.locator('[data-moves-box]')).toBeVisible()
    }
    const cell = widget.locator('table td').first()
    await expect(cell).toBeVisible()
    expect(await cell.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(20)
    expect(
      await widget.locator('[data-status]').evaluate((e) => parseFloat(getComputedStyle(e).fontSize)),
    ).toBeGreaterThanOrEqual(19)
  }
})

test('the pruning exercise: a handful of answers, its example answer valid there, focus view', async ({
  page,
}) => {
  await page.goto(PAGE)
  const widget = exercise(page)
  const b = parseBoard(TREE_EXAMPLE)
  const truth = prunedPaths(traceNegamax(ticTacToe, b, true).nodes)
  expect(truth.length).toBeLessThanOrEqual(6)
  const example = pathExample(b)!
  await expect(widget.getByText(example.text, { exact: false }).first()).toBeVisible()
  const answer: Locator = widget.getByRole('textbox', { name: 'The pruned branches' })
  await answer.fill(example.text)
  await answer.press('Enter')
  await expect(page.locator('#exercise-answer-error')).toHaveText('')
  await expect(widgetStatus(widget)).toHaveText(/^(Not quite|Right)/)
  await answer.fill(truth.join(', '))
  await answer.press('Enter')
  await expect(widgetStatus(widget)).toHaveText(
    `Right: alpha-beta prunes exactly these ${truth.length} branches.`,
  )
  await widget.getByRole('button', { name: 'Focus view' }).click()
  await expect(widget).toHaveAttribute('data-focus', '')
  await page.keyboard.press('Escape')
  await expect(widget).not.toHaveAttribute('data-focus', '')
})
