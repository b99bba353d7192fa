import { expect, test, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import {
  assign,
  formatGrid,
  parsePair,
  randomGrid,
  SOURCE_LARGE,
  SOURCE_SMALL,
} from '../../src/solvers/tileswap/index.ts'
import { mulberry32 } from '../../bench/lib.ts'
import { expectNoAxeViolations, expectInView } from './helpers.ts'

const PAGE = '/tile-swap/'
const play = (page: Page) => page.getByRole('region', { name: 'Tile swap: your grids' })
const startBox = (page: Page) => play(page).getByRole('textbox', { name: 'Start (notation)' })
const goalBox = (page: Page) => play(page).getByRole('textbox', { name: 'Goal (notation)' })
// The widget's own status line (the kit's notices are status or alert regions too).
const status = (page: Page) => play(page).getByRole('status').and(page.locator('#ts-status'))
const player = (page: Page) => play(page).getByRole('group', { name: 'Swap steps' })

test('paint both grids by keyboard and mouse, solve, and step through the swaps to the goal', async ({
  page,
}) => {
  await page.goto(PAGE)
  await startBox(page).fill('1100/0000')
  await startBox(page).press('Enter')
  await goalBox(page).fill('0000/0011')
  await goalBox(page).press('Enter')
  // Keyboard: move the start's cursor to row 1, column 2 and flip it off, then row 2, column 1 on.
  const startCanvas = play(page).getByRole('group', { name: /^Start: arrow keys/ })
  await startCanvas.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  await expect(startBox(page)).toHaveValue('1000/0000')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Enter')
  await expect(startBox(page)).toHaveValue('1000/1000')
  // Mouse: click the goal's row 1, column 1 on and row 2, column 4 off, then back.
  const goalSvg = play(page)
    .getByRole('group', { name: /^Goal: arrow keys/ })
    .locator('svg')
  const box = (await goalSvg.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.875, box.y + box.height * 0.75)
  await expect(goalBox(page)).toHaveValue('0000/0010')
  await page.mouse.click(box.x + box.width * 0.875, box.y + box.height * 0.75)
  await expect(goalBox(page)).toHaveValue('0000/0011')

  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  const pair = parsePair('1000/1000 0000/0011')
  const cost = assign(pair.start, pair.goal).cost
  await expect(status(page)).toHaveText(
    new RegExp(`^Fewest swaps: ${cost}\\. The ${cost} swaps below replay legally`),
  )
  await player(page).getByRole('button', { name: 'Forward' }).click()
  await expect(
    player(page).getByText(
      new RegExp(`^Step 1 of ${cost}: r\\dc\\d-r\\dc\\d, the one at r\\dc\\d moves (up|down|left|right)`),
    ),
  ).toBeVisible()
  await page.keyboard.press('End')
  await expect(player(page).getByText(new RegExp(`^Step ${cost} of ${cost}:`))).toBeVisible()
})

test('the source 12×12 preset solves to the number the page reports', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Source 12×12' }).click()
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  const p = parsePair(SOURCE_LARGE.start)
  const cost = assign(p.start, p.goal).cost
  await expect(status(page)).toHaveText(new RegExp(`^Fewest swaps: ${cost}\\.`))
  await expect(page.getByText(/The claim is confirmed|The claim is refuted/)).toBeVisible()
  // The certificate for this solve: potentials on all 144 cells, their sums, and the table.
  await play(page).getByText('Why no shorter sequence exists').click()
  await expect(
    play(page).getByText(
      new RegExp(
        `^Certificate: no two neighbouring cells differ by more than 1 \\(all 144 cells checked\\);.*= ${cost} swaps, exactly the number found`,
      ),
    ),
  ).toBeVisible()
  await expect(
    play(page).getByRole('region', { name: 'Potential of every cell' }).getByRole('row'),
  ).toHaveCount(12)
  // The certificate and the step player appear only after Solve: scan the widget in that state too.
  const scan = await new AxeBuilder({ page })
    .include('#play')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})

test('a mismatched pair shows its message where it was typed', async ({ page }) => {
  await page.goto(PAGE)
  await goalBox(page).fill('1111/1111/0000/0001')
  await goalBox(page).press('Enter')
  await expect(
    play(page).getByText(
      'The start grid has 8 ones but the goal grid has 9; a swap never changes the number of ones.',
    ),
  ).toBeVisible()
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  await expect(status(page)).toHaveText(/^Cannot solve: The start grid has 8 ones/)
  await goalBox(page).fill('11/00')
  await goalBox(page).press('Enter')
  await expect(play(page).getByText(/is 4 × 4 but the goal grid is 2 × 2/)).toBeVisible()
  await startBox(page).fill('1101/012')
  await startBox(page).press('Enter')
  await expect(startBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(play(page).getByText('Row 2 of the start grid has 3 cells, but row 1 has 4.')).toBeVisible()
})

test('Copy link writes a ?board= URL that restores both grids', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await startBox(page).fill('011/100')
  await startBox(page).press('Enter')
  await goalBox(page).fill('110/001')
  await goalBox(page).press('Enter')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=011/100+110/001')
  const again = await context.newPage()
  await again.goto(url)
  await expect(startBox(again)).toHaveValue('011/100')
  await expect(goalBox(again)).toHaveValue('110/001')
  await expect(play(again).getByText(/loaded from the link/)).toBeVisible()
})

test('a bad ?board= shows the example and a notice saying what was wrong', async ({ page }) => {
  await page.goto(`${PAGE}?board=11/00+11/10`)
  const notice = play(page).getByRole('alert')
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('has 2 ones but the goal grid has 3')
  await expect(startBox(page)).toHaveValue(SOURCE_SMALL.start)
})

test('grids with no cells are refused: by the link (a notice, the example kept) and in the text box (issue 13)', async ({
  page,
}) => {
  await page.goto(`${PAGE}?board=////////////#play`)
  const notice = play(page).getByRole('alert').filter({ hasText: 'could not be read' })
  await expect(notice).toContainText('has no cells')
  await expect(notice).toBeInViewport()
  await expect(startBox(page)).toHaveValue(SOURCE_SMALL.start)
  await expect(play(page).locator('[data-solution-board] svg')).toHaveAttribute('viewBox', '0 0 4 4')
  await startBox(page).fill('///')
  await startBox(page).press('Enter')
  await expect(startBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(
    play(page).getByText(
      'The start grid "///" has no cells: each of its 4 rows is empty (a row is 0s and 1s, such as 1101).',
    ),
  ).toBeVisible()
  await expect(play(page).locator('[data-solution-board] svg')).toHaveAttribute('viewBox', '0 0 4 4')
})

test('Cancel stops the slow Hungarian method on 64×64 at once; the flow then still runs', async ({
  page,
}) => {
  await page.goto(PAGE)
  const scale = page.getByRole('region', { name: 'Both methods on the same grids' })
  await scale.getByRole('combobox', { name: 'Random pair of size' }).selectOption('64')
  await scale.getByRole('button', { name: 'Time both methods' }).click()
  await expect(scale.getByText(/Explored [\d,]+ ones placed/)).toBeVisible()
  await scale.getByRole('button', { name: 'Cancel' }).click()
  await expect(scale.getByRole('status')).toHaveText(/Cancelled/)
  await scale.getByRole('checkbox').uncheck()
  await scale.getByRole('combobox', { name: 'Random pair of size' }).selectOption('16')
  await scale.getByRole('button', { name: 'Time both methods' }).click()
  await expect(scale.getByRole('status')).toHaveText(/the methods agree/)
})

test('axe finds nothing, and nothing overflows at 360 px', async ({ page }) => {
  await page.goto(PAGE)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 800 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the Hungarian steps follow small grids, and the table shows the potentials', async ({ page }) => {
  await page.goto(PAGE)
  const steps = page.getByRole('region', { name: 'The Hungarian method, step by step' })
  await expect(steps.getByRole('status')).toHaveText(/^On your grids: 8 ones, minimum total distance \d+\./)
  const player = steps.getByRole('group', { name: 'Hungarian steps' })
  await player.getByRole('button', { name: 'Last' }).click()
  await expect(
    player.getByText(/augmenting path: .*; 8 of 8 matched: done, and Σu \+ Σv = \d+, the minimum$/),
  ).toBeVisible()
  await expect(steps.getByRole('cell', { name: /✓$/ })).toHaveCount(8)
  await startBox(page).fill('1111/1111/1000/0000')
  await startBox(page).press('Enter')
  await goalBox(page).fill('0000/1111/1111/1000')
  await goalBox(page).press('Enter')
  await expect(steps.getByRole('status')).toHaveText(/^On the source's 4×4 example/)
})

test('check yourself replays typed swaps against the grids at the top', async ({ page }) => {
  await page.goto(PAGE)
  await startBox(page).fill('0110/1001')
  await startBox(page).press('Enter')
  await goalBox(page).fill('1111/0000')
  await goalBox(page).press('Enter')
  const ex = page.getByRole('region', { name: 'Check yourself' })
  const box = ex.getByRole('textbox', { name: 'Your swaps' })
  await box.fill('r2c1-r1c1 r2c4-r1c4')
  await box.press('Enter')
  await expect(ex.getByRole('status')).toHaveText('Solved in 2 swaps: that is the fewest possible.')
  await box.fill('r2c1-r1c1 r2c4-x')
  await ex.getByRole('button', { name: 'Check' }).click()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(ex.getByText(/Swap 2, "r2c4-x", is not two cells joined by "-"/)).toBeVisible()
})

test('one numbering: the swap the step player names is what the exercise reads, and the help says so', async ({
  page,
}) => {
  await page.goto(PAGE)
  await startBox(page).fill('0110/1001')
  await startBox(page).press('Enter')
  await goalBox(page).fill('1111/0000')
  await goalBox(page).press('Enter')
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  await expect(status(page)).toHaveText(/^Fewest swaps: 2\./)
  const said: string[] = []
  for (let k = 1; k <= 2; k++) {
    await player(page).getByRole('button', { name: 'Forward' }).click()
    const label = (await player(page)
      .getByText(new RegExp(`^Step ${k} of 2: `))
      .textContent())!
    said.push(label.match(/: (r\d+c\d+-r\d+c\d+),/)![1])
  }
  const ex = page.getByRole('region', { name: 'Check yourself' })
  await expect(ex.getByText(/named by row and column as above, such as r2c4-r1c4/)).toBeVisible()
  const box = ex.getByRole('textbox', { name: 'Your swaps' })
  await box.fill(said.join(' '))
  await box.press('Enter')
  await expect(ex.getByRole('status')).toHaveText('Solved in 2 swaps: that is the fewest possible.')
  await expect(page.getByText('One numbering of cells, used everywhere on this page.')).toHaveCount(1)
})

test('the grid boxes show the whole source 12×12 grid (155 characters) without scrolling', async ({
  page,
}) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Source 12×12' }).click()
  await expect(startBox(page)).toHaveValue(SOURCE_LARGE.start)
  for (const box of [startBox(page), goalBox(page)]) {
    const fits = await box.evaluate(
      (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
    )
    expect(fits).toBe(true)
  }
})

test('the article: measured times from the bench, correct rounding, connections, and a static relabel board (issue 12)', async ({
  page,
}) => {
  await page.goto(PAGE)
  const times = page.getByRole('region', { name: 'Measured times of both methods' })
  await expect(times.getByRole('row')).toHaveCount(5)
  await expect(times.getByRole('row', { name: /64×64/ }).getByRole('cell').nth(1)).toHaveText(
    /^[\d,.]+ (ms|s)$/,
  )
  await expect(page.getByText(/there are about 1\.48×1042 boards of 12×12/)).toBeVisible()
  await page.getByText('How the table was measured').click()
  await expect(page.getByText(/^The table comes from one run of npm run bench/)).toContainText(
    /Machine: .+, \d+ cores/,
  )
  const connections = page.locator('h2#connections + ul')
  for (const href of [
    '/sliding-puzzles/#heuristic-search',
    '/search-algorithms/',
    '/clocks/#how-long-are-the-shortest-solutions',
    '/sliding-puzzles/#the-whole-33-space',
    '/sliding-puzzles/#the-fix-rank-positions-to-integers',
    '/peg-solitaire/#a-board-as-a-bit-mask-a-jump-as-three-bit-tests',
  ]) {
    await expect(connections.locator(`a[href="${href}"]`)).toHaveCount(1)
  }
  const relabel = page.getByRole('img', { name: /^The relabel example: the one at r3c3 is matched to r1c3/ })
  await expect(relabel).toHaveAttribute('viewBox', '0 0 4 4')
  await expect(relabel.locator('[data-part="mark"]')).toHaveAttribute('d', /M.*M/)
})

// The widget shell (issue 9): links land on the widget, notices where the reader lands, step keys
// from anywhere in the widget, class mode in the URL, no answer before it is asked, stale jobs dropped.
const exercise = (page: Page) => page.getByRole('region', { name: 'Check yourself' })
const PROMPT = 'Press “Solve: fewest swaps” for the fewest swaps, played out below.'

test('the main widget shows no answer before it is asked', async ({ page }) => {
  await page.goto(PAGE)
  await expect(status(page)).toHaveText(PROMPT)
  await expect(play(page)).not.toContainText('Fewest swaps')
  await expect(player(page).getByText('Press “Solve” to step through the swaps here.')).toBeVisible()
})

test('a copied link carries #play, lands on the widget and says it was loaded; "Link copied." goes stale', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await startBox(page).fill('011/100')
  await startBox(page).press('Enter')
  await goalBox(page).fill('110/001')
  await goalBox(page).press('Enter')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(/\/tile-swap\/\?board=011\/100\+110\/001#play$/)
  await play(page).getByRole('button', { name: 'Sorted goal' }).click()
  await expect(play(page).getByText('Link copied.')).toHaveCount(0)

  const reader = await context.newPage()
  await reader.goto(url)
  await expectInView(play(reader))
  const loaded = play(reader).getByText('Position loaded from the link: 011/100 110/001.')
  await expect(loaded).toBeInViewport()
  await play(reader).getByRole('button', { name: 'Sorted goal' }).click()
  await expect(loaded).toBeHidden()
})

test('a bad link is explained where the reader lands, in view', async ({ page }) => {
  await page.goto(`${PAGE}?board=11/00+11/10#play`)
  await expectInView(play(page))
  const notice = play(page).getByRole('alert').filter({ hasText: 'could not be read' })
  await expect(notice).toContainText('has 2 ones but the goal grid has 3')
  await expect(notice).toBeInViewport()
})

test('a loaded solution steps with ←/→ while focus is on the board or a grid; editing gives the arrows back', async ({
  page,
}) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  const cost = assign(
    parsePair(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`).start,
    parsePair(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`).goal,
  ).cost
  await expect(status(page)).toHaveText(new RegExp(`^Fewest swaps: ${cost}\\.`))
  const board = play(page).getByRole('group', { name: 'The board' })
  await board.focus()
  await page.keyboard.press('ArrowRight')
  await expect(
    player(page).getByText(new RegExp(`^Step 1 of ${cost}: r\\dc\\d-r\\dc\\d, the one at`)),
  ).toBeVisible()
  await expect(board).toBeFocused()
  await page.keyboard.press('End')
  await expect(player(page).getByText(new RegExp(`^Step ${cost} of ${cost}:`))).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(player(page).getByText(new RegExp(`^Step ${cost - 1} of ${cost}:`))).toBeVisible()
  // On a grid too, the player wins over the grid's own arrow keys while swaps are loaded.
  const startCanvas = play(page).getByRole('group', { name: /^Start: arrow keys/ })
  await startCanvas.focus()
  await page.keyboard.press('Home')
  await expect(player(page).getByText(/^Start: the start grid/)).toBeVisible()
  await expect(startBox(page)).toHaveValue(SOURCE_SMALL.start)
  // Typing in a notation box is never taken by the player.
  await startBox(page).focus()
  await page.keyboard.press('End')
  await expect(player(page).getByText(/^Start: the start grid/)).toBeVisible()
  // Enter flips a cell: the grids changed, the swaps are unloaded, the arrows move the cursor again.
  await startCanvas.focus()
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText(/cannot be joined/)
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#ts-start-cursor')).toHaveText(/^r1c2, row 1, column 2:/)
})

test('class mode is in the URL: the exercise asks for a prediction before it reveals the fewest', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${PAGE}?mode=class#exercise`)
  const box = exercise(page)
  await expectInView(box)
  await expect(box.getByLabel('Class mode: hide answers until revealed')).toBeChecked()
  await expect(box.getByRole('button', { name: 'Show the fewest swaps' })).toBeHidden()
  // A longer solution is judged without saying how many the fewest is.
  const pair = parsePair('0110/1001')
  await startBox(page).fill('0110/1001')
  await startBox(page).press('Enter')
  await goalBox(page).fill('1111/0000')
  await goalBox(page).press('Enter')
  const answer = box.getByRole('textbox', { name: 'Your swaps' })
  await answer.fill('r1c1-r1c2 r1c2-r1c1 r2c1-r1c1 r2c4-r1c4')
  await answer.press('Enter')
  await expect(box.getByRole('status')).toHaveText(
    'Solved in 4 swaps, but not in the fewest: some swaps can be saved.',
  )
  const fewest = assign(pair.start, pair.goal).cost
  await box.getByLabel(/How many swaps does the shortest sequence take/).fill(String(fewest + 1))
  await box.getByRole('button', { name: 'Reveal' }).click()
  await expect(box.getByRole('status')).toHaveText(
    new RegExp(
      `^The fewest is ${fewest} swaps, for example: [rc\\d -]+\\. Your prediction, ${fewest + 1} swaps, was 1 too many\\.$`,
    ),
  )

  // The exercise's own puzzle travels in its link, with class mode.
  await box.getByRole('button', { name: 'New puzzle' }).click()
  const own = (await box.getByText(/^This exercise has its own puzzle/).textContent())!.match(
    /puzzle, ([01/ ]+);/,
  )![1]
  await box.getByRole('button', { name: 'Copy link' }).click()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('mode=class')
  expect(url).toMatch(/#exercise$/)
  const student = await context.newPage()
  await student.goto(url)
  await expect(
    exercise(student).getByText(
      `This exercise has its own puzzle, ${own}; your position elsewhere on the page is unchanged.`,
    ),
  ).toBeVisible()
  await expect(exercise(student).getByLabel('Class mode: hide answers until revealed')).toBeChecked()
})

test('changing the grids during a solve drops it: no stale answer appears', async ({ page }) => {
  const random = mulberry32(128)
  const big = {
    start: formatGrid(randomGrid(128, 128, 8192, random)),
    goal: formatGrid(randomGrid(128, 128, 8192, random)),
  }
  await page.goto(PAGE)
  await startBox(page).fill(big.start)
  await startBox(page).press('Enter')
  await goalBox(page).fill(big.goal)
  await goalBox(page).press('Enter')
  await expect(status(page)).toHaveText(PROMPT)
  await play(page).getByRole('button', { name: 'Solve: fewest swaps' }).click()
  await expect(status(page)).toHaveText('Solving…')
  await play(page).getByRole('button', { name: 'Source 4×4' }).click()
  await expect(status(page)).toHaveText(PROMPT)
  await expect(play(page).getByRole('button', { name: 'Cancel' })).toBeHidden()
  await page.waitForTimeout(1500)
  await expect(status(page)).toHaveText(PROMPT)
  await expect(player(page).getByText('Press “Solve” to step through the swaps here.')).toBeVisible()
})
