import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'
import { groupMoves, isSolution, parseBoard } from '../../src/solvers/peg/index.ts'

const PAGE = '/peg-solitaire/'
const play = (page: Page) => page.getByRole('region', { name: 'Peg solitaire: your board' })
const hole = (page: Page, n: number) => play(page).getByRole('button', { name: new RegExp(`^Hole ${n}:`) })
const boardBox = (page: Page) => play(page).getByRole('textbox', { name: 'Board' })
// The widget's status line (a link's notice is another status region, at the top of the widget).
const status = (page: Page) => play(page).getByRole('status').and(page.locator('[data-status]'))

test('jump by mouse and keyboard, undo, and the move counter groups chains', async ({ page }) => {
  await page.goto(PAGE)
  await hole(page, 7).click()
  await hole(page, 2).click()
  await expect(boardBox(page)).toHaveValue('1/11/011/0111')
  await expect(play(page).getByText('Jumps: 1 · moves: 1')).toBeVisible()
  await hole(page, 1).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(hole(page, 4)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(play(page).getByText('Jumps: 2 · moves: 2')).toBeVisible()
  await hole(page, 9).click()
  await hole(page, 7).click()
  await hole(page, 7).click()
  await hole(page, 2).click()
  await expect(play(page).getByText('Jumps: 4 · moves: 3')).toBeVisible()
  await play(page).getByRole('button', { name: 'Undo' }).click()
  await expect(play(page).getByText('Jumps: 3 · moves: 3')).toBeVisible()
  await expect(status(page)).toHaveText('Undid the jump 7 → 2.')
})

test('count and find the shortest solution, then step through it', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Count solutions' }).click()
  await expect(status(page)).toHaveText(/^14 solutions/)
  await expect(play(page).getByRole('region', { name: 'Solutions by final hole and by moves' })).toBeVisible()
  await play(page).getByRole('button', { name: 'Find the shortest solution' }).click()
  await expect(status(page)).toHaveText(/^Solved in 5 moves \(8 jumps\): ([\d-]+ ?)+\. Found in/)
  const text = (await status(page).textContent())!
  const jumps = text
    .match(/: ([\d\- ]+)\./)![1]
    .split(' ')
    .flatMap((m) => {
      const h = m.split('-').map(Number)
      return h.slice(1).map((to, k) => [h[k], to] as [number, number])
    })
  expect(isSolution(4, parseBoard('1/01/111/1111').board, jumps)).toBe(true)
  expect(groupMoves(jumps)).toHaveLength(5)
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await player.getByRole('button', { name: 'Forward' }).click()
  await expect(player.getByText(/^Step 1 of 8: move 1, jump/)).toBeVisible()
  await page.keyboard.press('End')
  await expect(player.getByText(/^Step 8 of 8/)).toBeVisible()
  await expect(play(page).getByRole('button', { name: /: peg$/ })).toHaveCount(1)
})

test('an unsolvable board shows its certificate; edit mode by keyboard', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('radio', { name: 'edits pegs' }).check()
  await hole(page, 1).focus()
  await page.keyboard.press('Enter') // the apex loses its peg
  await hole(page, 2).click() // the empty hole 2 gets one
  await expect(boardBox(page)).toHaveValue('0/11/111/1111')
  await play(page).getByRole('button', { name: 'Count solutions' }).click()
  await expect(status(page)).toHaveText(/^No solution, and here is the proof\. Pegs by colour/)
  await boardBox(page).fill('1/01/111/1111')
  await boardBox(page).press('Enter')
  await play(page).getByLabel('Goal').selectOption('one peg in hole 2')
  await play(page).getByRole('button', { name: 'Find the shortest solution' }).click()
  await expect(status(page)).toHaveText(/^No solution ends in hole 2, and here is the proof\./)
})

test('Copy link round-trips board and goal to #play, a bad ?board= is explained, bad text is shown where typed', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await boardBox(page).fill('1/11/111/1011/11111')
  await boardBox(page).press('Enter')
  await expect(play(page).getByLabel('Size')).toHaveValue('5')
  await play(page).getByLabel('Goal').selectOption('one peg in hole 13')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText(/Link copied|Copy this link/)).toBeVisible()
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect(copied.searchParams.get('board')).toBe('1/11/111/1011/11111')
  expect(copied.searchParams.get('goal')).toBe('13')
  expect(copied.hash).toBe('#play')
  const url = new URL(page.url())
  expect(url.searchParams.get('board')).toBe('1/11/111/1011/11111')
  // "Link copied." belongs to the board it was said for.
  await hole(page, 3).click()
  await hole(page, 8).click() // 3 jumps over 5 into 8
  await expect(boardBox(page)).toHaveValue('1/10/101/1111/11111')
  await expect(play(page).getByText(/Link copied|Copy this link/)).toHaveCount(0)
  await expect(play(page).getByLabel('Goal')).toHaveValue('12')
  await page.goto(copied.pathname + copied.search + copied.hash)
  await expect(
    play(page).getByRole('note').filter({ hasText: 'Position loaded from the link: 1/11/111/1011/11111.' }),
  ).toBeVisible()
  await expect(boardBox(page)).toHaveValue('1/11/111/1011/11111')
  await expect(hole(page, 8)).toHaveAccessibleName('Hole 8: empty')
  await expect(play(page).getByLabel('Goal')).toHaveValue('12')

  await page.goto(PAGE + '?board=1/011')
  await expect(play(page).getByRole('alert')).toContainText('Row 2 has 3 holes')
  await boardBox(page).fill('1/2')
  await play(page).getByRole('button', { name: 'Set' }).click()
  await expect(play(page).getByText('Row 2 has "2" at position 1')).toBeVisible()
  await expect(boardBox(page)).toHaveAttribute('aria-invalid', 'true')
})

test("a ?board=…#play link lands on the widget and says so there; a bad link's notice is where the reader lands", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(PAGE + '?board=1/11/111/1011/11111#play')
  const loaded = play(page)
    .getByRole('note')
    .filter({ hasText: 'Position loaded from the link: 1/11/111/1011/11111.' })
  await expect(loaded).toBeVisible()
  await expect(loaded).toBeInViewport()
  await expect(status(page)).toBeInViewport()
  await expect(play(page).getByText('Your board', { exact: true })).toBeInViewport()
  await page.goto(PAGE + '?board=1/011#play')
  const notice = play(page).getByRole('alert')
  await expect(notice).toContainText('Row 2 has 3 holes')
  await expect(notice).toBeInViewport()
  await expect(boardBox(page)).toHaveValue('1/01/111/1111')
})

test("the Size menu always shows the board's real size, a typed T3 included", async ({ page }) => {
  await page.goto(PAGE)
  const size = play(page).getByLabel('Size')
  await boardBox(page).fill('1/01/111')
  await boardBox(page).press('Enter')
  await expect(size).toHaveValue('3')
  await expect(size.locator('option:checked')).toHaveText('T3 (6 holes, typed)')
  await size.selectOption('6')
  await expect(hole(page, 21)).toBeVisible()
  await expect(size.locator('option', { hasText: 'typed' })).toHaveCount(0)
})

test('no answer before it is asked; ←/→ step a loaded solution with focus on the board', async ({ page }) => {
  await page.goto(PAGE)
  await expect(status(page)).toHaveText(
    'Press a button to count the solutions of your board or find its shortest one.',
  )
  await expect(play(page).getByText(/Solved in|solutions \(jump sequences\)/)).toHaveCount(0)
  await play(page).getByRole('button', { name: 'Find the shortest solution' }).click()
  await expect(status(page)).toHaveText(/^Solved in 5 moves/)
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await hole(page, 5).focus()
  await page.keyboard.press('ArrowRight')
  await expect(player.getByText(/^Step 1 of 8: move 1, jump/)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(player.getByText(/^Step 2 of 8/)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(player.getByText(/^Step 1 of 8/)).toBeVisible()
  await page.keyboard.press('End')
  await expect(player.getByText(/^Step 8 of 8/)).toBeVisible()
  await expect(play(page).getByRole('button', { name: /: peg$/ })).toHaveCount(1)
  await page.keyboard.press('Home')
  await expect(play(page).getByRole('button', { name: /: peg$/ })).toHaveCount(9)
  // Once the board is edited, the arrows move between holes again.
  await boardBox(page).fill('1/01/111/1111')
  await boardBox(page).press('Enter')
  await hole(page, 5).focus()
  await page.keyboard.press('ArrowRight')
  await expect(hole(page, 6)).toBeFocused()
})

test('changing the board during a search drops the search: no stale answer', async ({ page }) => {
  await page.goto(PAGE + '?board=' + '1/01/111/1111/11111/111111/1111111#play')
  await play(page).getByRole('button', { name: 'Find the shortest solution' }).click()
  await expect(play(page).getByRole('button', { name: 'Cancel' })).toBeVisible()
  await hole(page, 1).click() // selects the apex peg: not a change of the board
  await expect(play(page).getByRole('button', { name: 'Cancel' })).toBeVisible()
  await boardBox(page).fill('1/01/111/1111')
  await boardBox(page).press('Enter')
  await expect(play(page).getByRole('button', { name: 'Cancel' })).toBeHidden()
  await expect(status(page)).toHaveText(
    'Press a button to count the solutions of your board or find its shortest one.',
  )
  await page.waitForTimeout(1500)
  await expect(status(page)).toHaveText(
    'Press a button to count the solutions of your board or find its shortest one.',
  )
  await play(page).getByRole('button', { name: 'Count solutions' }).click()
  await expect(status(page)).toHaveText(/^14 solutions/)
})

test('a long search (T7 shortest) states its estimate, its heartbeat advances every second, and Cancel stops it', async ({
  page,
}) => {
  await page.goto(PAGE + '?board=' + '1/01/111/1111/11111/111111/1111111')
  await expect(
    play(page).getByText(
      /^Estimated cost on this board: count .*too big for this page; shortest about [\d,]+ boards/,
    ),
  ).toBeVisible()
  await play(page).getByRole('button', { name: 'Find the shortest solution' }).click()
  await expect(status(page)).toHaveText(
    /^Searching for the fewest moves… \(estimate: about [\d,]+ boards, \d+ s, \d+ MB; this page allows 1 GB\)$/,
  )
  const cancel = play(page).getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  // The progress line: "Explored 1,234,567 boards · depth 5 · 3.2 s · 520 MB of tables". Read it
  // a few times, a little over a second apart: its clock must move every time.
  const line = play(page).locator('[data-job-progress]')
  await expect(line).toHaveText(
    /^Explored [\d,]+ boards? · depth \d+ · [\d.]+ (ms|s) · [\d,]+ MB of tables$/,
    { timeout: 10_000 },
  )
  const clock = async (): Promise<number> => {
    const m = (await line.textContent())!.match(/ · ([\d.]+) (ms|s) · /)!
    return Number(m[1]) * (m[2] === 's' ? 1000 : 1)
  }
  let before = await clock()
  for (let k = 0; k < 3; k++) {
    await page.waitForTimeout(1200)
    const now = await clock()
    expect(now).toBeGreaterThan(before)
    before = now
  }
  await cancel.click()
  await expect(status(page)).toHaveText('Cancelled: the search was stopped before it finished.')
  await expect(cancel).toBeHidden()
})

test('a T8 request shows its estimate and is refused up front, naming the command that does it', async ({
  page,
}) => {
  await page.goto(PAGE)
  await play(page).getByLabel('Size').selectOption('8')
  await expect(
    play(page).getByText(
      /^Estimated cost on this board: count .*: too big for this page; shortest .*: too big for this page\.$/,
    ),
  ).toBeVisible()
  for (const [button, kind, what] of [
    ['Count solutions', 'count', 'counting'],
    ['Find the shortest solution', 'shortest', 'the shortest search'],
  ] as const) {
    await play(page).getByRole('button', { name: button }).click()
    await expect(status(page)).toHaveText(
      new RegExp(
        `^Not started: ${what} on this T8 board would need about [\\d.,]+ (billion )?boards, .+, [\\d.,]+ GB \\(extrapolated from T6 and T7`,
      ),
    )
    await expect(status(page)).toContainText('this page allows 1 GB per tab')
    await expect(status(page)).toContainText(
      `npx puzzle-notebook peg ${kind} "0/11/111/1111/11111/111111/1111111/11111111" --max-memory <MB>`,
    )
    await expect(play(page).getByRole('button', { name: 'Cancel' })).toBeHidden()
  }
})

test('no axe violations, and no horizontal overflow at 360 px on T8', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(PAGE)
  await play(page).getByLabel('Size').selectOption('8')
  await expect(hole(page, 36)).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
})

test('the colour classes the proof names are the ones drawn: a toggle, letters on the holes, labels', async ({
  page,
}) => {
  await page.goto(PAGE + '?board=0/11/111/1111#play')
  await play(page).getByRole('button', { name: 'Count solutions' }).click()
  await expect(status(page)).toHaveText(
    /^No solution, and here is the proof\. Pegs by colour \(row \+ column mod 3\): (\d+) on a, (\d+) on b, (\d+) on c\..*“Show colour classes” draws a, b and c on the board\.$/,
  )
  const [, a, b, c] = (await status(page).textContent())!
    .match(/(\d+) on a, (\d+) on b, (\d+) on c/)!
    .map(Number)
  const toggle = play(page).getByRole('checkbox', { name: 'Show colour classes' })
  await toggle.check()
  // Every hole now names its colour, and the pegs on each drawn colour are the proof's counts.
  await expect(hole(page, 1)).toHaveAccessibleName('Hole 1: empty, colour a')
  for (const [name, n] of [
    ['a', a],
    ['b', b],
    ['c', c],
  ] as const) {
    await expect(
      play(page).getByRole('button', { name: new RegExp(`^Hole \\d+: peg, colour ${name}$`) }),
    ).toHaveCount(n)
  }
  await expect(play(page).locator('[data-hole="5"] .peg-hole__colour')).toBeVisible()
  await expect(play(page).locator('[data-hole="6"] .peg-hole__colour')).toHaveText('b') // row 2, column 2 (from 0): (2 + 2) mod 3 = 1
  await toggle.uncheck()
  await expect(hole(page, 1)).toHaveAccessibleName('Hole 1: empty')
  await expect(play(page).locator('[data-hole="5"] .peg-hole__colour')).toBeHidden()
})
