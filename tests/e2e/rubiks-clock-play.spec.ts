import { expect, test, type Page } from '@playwright/test'
import {
  EXAMPLE,
  EXAMPLE_SCRAMBLE,
  applyMove,
  moveIndex,
  solvedDials,
  amountsToMoves,
  formatMoves,
  formatPosition,
  isSolution,
  parseMoves,
  parsePosition,
  parseScramble,
  solveOptimal,
} from '../../src/solvers/rubiks-clock/index.ts'

const PAGE = '/rubiks-clock/'
const SOLVED = '12 12 12/12 12 12/12 12 12|12 12 12/12 12 12/12 12 12'
const DIALS = ['UL', 'U', 'UR', 'L', 'centre', 'R', 'DL', 'D', 'DR']

const play = (page: Page) => page.getByRole('region', { name: "Rubik's Clock: your puzzle" })
const dial = (page: Page, side: 'Front' | 'Back', name: string) =>
  play(page).getByRole('button', { name: new RegExp(`^${side} dial ${name}:`) })
const positionBox = (page: Page) => play(page).getByRole('textbox', { name: 'Position' })
const playStatus = (page: Page) => play(page).locator('[data-status]')
const IDLE =
  'Press “Any solution” for a solution by linear algebra at once, or “Solve optimally” for the fewest moves.'

async function setPosition(page: Page, position: string): Promise<void> {
  await positionBox(page).fill(position)
  await positionBox(page).press('Enter')
  await expect(positionBox(page)).toHaveValue(position)
}

test('set dials by keyboard, solve optimally, and step through to every dial at 12', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Solved position' }).click()
  await dial(page, 'Front', 'U').focus()
  await page.keyboard.press('ArrowUp')
  await expect(dial(page, 'Front', 'U')).toHaveAccessibleName("Front dial U: 1 o'clock")
  await page.keyboard.press('ArrowRight')
  await expect(dial(page, 'Front', 'UR')).toBeFocused()
  for (let k = 0; k < 3; k++) await page.keyboard.press('+')
  await page.keyboard.press('-')
  await expect(dial(page, 'Front', 'UR')).toHaveAccessibleName("Front dial UR: 2 o'clock")
  // The shared corner reads the other way from the back.
  await expect(dial(page, 'Back', 'UL')).toHaveAccessibleName("Back dial UL: 10 o'clock")
  await dial(page, 'Back', 'centre').focus()
  await page.keyboard.press('ArrowDown')
  const position = '12 1 2/12 12 12/12 12 12|10 12 12/12 11 12/12 12 12'
  await expect(positionBox(page)).toHaveValue(position)
  await expect(playStatus(page)).toHaveText(IDLE) // no answer until the reader asks for one
  await play(page).getByRole('button', { name: 'Any solution' }).click()
  await expect(playStatus(page)).toHaveText(/found by linear algebra mod 12/)

  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(playStatus(page)).toHaveText(/^Optimal: \d+ moves? /)
  const text = (await playStatus(page).textContent())!
  const [, count, list, proof] = text.match(/^Optimal: (\d+) moves? \(.*?\): (.*?)\. (Proof: .*)$/)!
  expect(proof).toMatch(
    new RegExp(
      `lower bound rose [\\d →]*${count}\\. So no set of ${Number(count) - 1} or fewer moves solves this position\\.$`,
    ),
  )
  const moves = parseMoves(list)
  expect(moves).toHaveLength(Number(count))
  expect(isSolution(parsePosition(position), moves)).toBe(true)

  const player = play(page).getByRole('group', { name: 'Solution steps' })
  await expect(player.getByText('Start: your position')).toBeVisible()
  await player.getByRole('button', { name: 'Forward' }).click()
  // The step's wheel is marked on both faces: its turn from the move's side, the other way from behind.
  const marks = play(page).locator('[data-wheel-turn].is-on')
  await expect(marks).toHaveCount(2)
  const [a, b] = await marks.allTextContents()
  expect(a.slice(1)).toBe(b.slice(1))
  expect(new Set([a[0], b[0]])).toEqual(new Set(['↻', '↺']))
  await expect(
    player.getByText(
      new RegExp(
        `^Step 1 of ${count}: (front|back), (pins? [A-Z, and]+ up|all four pins up), turn the (UL|UR|DL|DR) wheel \\d+ hours? (anti)?clockwise$`,
      ),
    ),
  ).toBeVisible()
  await page.keyboard.press('End')
  await expect(player.getByText(new RegExp(`^Step ${count} of ${count}:`))).toBeVisible()
  for (const side of ['Front', 'Back'] as const) {
    for (const name of DIALS)
      await expect(dial(page, side, name)).toHaveAccessibleName(`${side} dial ${name}: 12 o'clock`)
  }
  await page.keyboard.press('Home')
  await expect(dial(page, 'Front', 'UR')).toHaveAccessibleName("Front dial UR: 2 o'clock")

  // With focus on the board, ← and → step the loaded solution (not the dials), Home goes back.
  await dial(page, 'Front', 'centre').focus()
  await page.keyboard.press('ArrowRight')
  await expect(player.getByText(new RegExp(`^Step 1 of ${count}:`))).toBeVisible()
  await expect(dial(page, 'Front', 'centre')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  if (Number(count) > 1) await expect(player.getByText(new RegExp(`^Step 2 of ${count}:`))).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(player.getByText(new RegExp(`^Step 1 of ${count}:`))).toBeVisible()
  await page.keyboard.press('Home')
  await expect(player.getByText('Start: your position')).toBeVisible()
  // Editing the position (↑ on a dial) drops the solution and gives the arrows back to the dials.
  await page.keyboard.press('ArrowUp')
  await expect(dial(page, 'Front', 'centre')).toHaveAccessibleName("Front dial centre: 1 o'clock")
  await expect(player.getByText('Start: your position')).toBeHidden()
  await page.keyboard.press('ArrowRight')
  await expect(dial(page, 'Front', 'R')).toBeFocused()
})

test('the status shows no answer before it is asked, and a change during a search drops the search', async ({
  page,
}) => {
  await page.goto(PAGE)
  await expect(playStatus(page)).toHaveText(IDLE)
  await expect(play(page).getByText(/Optimal:|found by linear algebra/)).toHaveCount(0)
  // Ask for the fewest, then change the position in the same task, before any answer can come back.
  await page.evaluate(() => {
    const widget = document.getElementById('play')!
    widget.querySelector<HTMLButtonElement>('[data-solve]')!.click()
    widget.querySelector<HTMLButtonElement>('[data-face="front"] [data-dial="4"]')!.click()
  })
  await expect(playStatus(page)).toHaveText(IDLE)
  await page.waitForTimeout(1500) // longer than a search takes: a stale answer would have arrived
  await expect(playStatus(page)).toHaveText(IDLE)
  await expect(
    play(page).getByRole('group', { name: 'Solution steps' }).getByText('Start: your position'),
  ).toBeHidden()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(playStatus(page)).toHaveText(/^Optimal: \d+ moves? /)
})

test('pins and wheels: a wheel whose pin is down turns the other face; flipping swaps the faces', async ({
  page,
}) => {
  await page.goto(PAGE)
  // The example scramble ends "… y2 … UR DR": pins UR and DR up on the back, so on the front
  // UL and DL are down and UR and DR are up. Put them down to start from no front pin up.
  for (const [name, up] of [
    ['UL', 'false'],
    ['UR', 'true'],
    ['DL', 'false'],
    ['DR', 'true'],
  ]) {
    await expect(play(page).getByRole('button', { name: `Pin ${name} up` })).toHaveAttribute(
      'aria-pressed',
      up,
    )
  }
  for (const name of ['UR', 'DR'])
    await play(page)
      .getByRole('button', { name: `Pin ${name} up` })
      .click()
  await setPosition(page, SOLVED)
  const pinUL = play(page).getByRole('button', { name: 'Pin UL up' })
  await pinUL.click()
  await expect(pinUL).toHaveAttribute('aria-pressed', 'true')
  await play(page).getByRole('button', { name: 'Turn UL wheel clockwise' }).click()
  for (const name of ['UL', 'U', 'L', 'centre'])
    await expect(dial(page, 'Front', name)).toHaveAccessibleName(`Front dial ${name}: 1 o'clock`)
  await expect(dial(page, 'Back', 'UR')).toHaveAccessibleName("Back dial UR: 11 o'clock")
  await expect(playStatus(page)).toHaveText(/^Turned the UL wheel: a front move \(pin UL up on the front\)/)
  // UR's pin is down on the front, so turning its wheel is a back move with the other three pins up there.
  await play(page).getByRole('button', { name: 'Turn UR wheel anticlockwise' }).click()
  await expect(playStatus(page)).toHaveText(
    /a back move \(pins UL, DL and DR up on the back, 1 hour clockwise as seen from there\)/,
  )
  await expect(dial(page, 'Front', 'U')).toHaveAccessibleName("Front dial U: 1 o'clock")
  await expect(dial(page, 'Back', 'centre')).toHaveAccessibleName("Back dial centre: 1 o'clock")

  await play(page).getByRole('button', { name: 'Flip the puzzle' }).click()
  await expect(play(page).getByText('Facing you: the back.')).toBeVisible()
  // Seen from the back, front pin UL (up on the front) is pin UR, down there.
  await expect(play(page).getByRole('button', { name: 'Pin UR up' })).toHaveAttribute('aria-pressed', 'false')
  await expect(play(page).getByRole('button', { name: 'Pin UL up' })).toHaveAttribute('aria-pressed', 'true')
  const faces = play(page).getByRole('group', { name: /face$/ })
  await expect(faces.first()).toHaveAccessibleName('Back face')
})

test('a WCA scramble is applied, and a bad one is explained where it was typed', async ({ page }) => {
  await page.goto(PAGE)
  const box = play(page).getByRole('textbox', { name: 'WCA scramble' })
  await box.fill('UR2+ DR7-')
  await play(page).getByRole('button', { name: 'Apply scramble' }).click()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(play(page).getByText(/move 2, "DR7-": turns go from 0 to 6 hours/)).toBeVisible()
  const scramble = 'UR2+ DR1- DL0+ UL3+ U2- R3+'
  await box.fill(scramble)
  await box.press('Enter')
  await expect(box).not.toHaveAttribute('aria-invalid', 'true')
  await expect(positionBox(page)).toHaveValue(formatPosition(parseScramble(scramble).dials))
  await positionBox(page).fill('12 12 12/12 12 12/12 12 3|12 12 12/12 12 12/12 12 12')
  await positionBox(page).press('Enter')
  await expect(positionBox(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(play(page).getByText(/Shared corner: front DR reads 3, so back DL must read 9/)).toBeVisible()
})

test("each solution step turns the puzzle to the side it moves and shows that side's pins", async ({
  page,
}) => {
  await page.goto(PAGE)
  // The example scramble ends with y2 …: the back faces the reader when the solution is asked for.
  const scramble = play(page).getByRole('textbox', { name: 'WCA scramble' })
  await scramble.fill(EXAMPLE_SCRAMBLE)
  await scramble.press('Enter')
  await expect(play(page).getByText('Facing you: the back.')).toBeVisible()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(playStatus(page)).toHaveText(/^Optimal: \d+ moves? /)
  const count = Number((await playStatus(page).textContent())!.match(/^Optimal: (\d+)/)![1])
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  const sides = new Set<string>()
  for (let k = 1; k <= count; k++) {
    await player.getByRole('button', { name: 'Forward' }).click()
    const label = player.getByText(new RegExp(`^Step ${k} of ${count}: `))
    await expect(label).toBeVisible()
    const [, side, pinText] = (await label.textContent())!.match(/: (front|back), (.*?) up, turn/)!
    sides.add(side)
    const up =
      pinText === 'all four pins'
        ? ['UL', 'UR', 'DL', 'DR']
        : pinText.replace(/^pins? /, '').split(/, | and /)
    await expect(play(page).getByText(`Facing you: the ${side}.`)).toBeVisible()
    await expect(play(page).getByRole('group', { name: /face$/ }).first()).toHaveAccessibleName(
      `${side === 'front' ? 'Front' : 'Back'} face`,
    )
    await expect(play(page).locator('[data-pins-legend]')).toHaveText(`Pins, on the ${side} (facing you)`)
    for (const name of ['UL', 'UR', 'DL', 'DR']) {
      await expect(play(page).getByRole('button', { name: `Pin ${name} up` })).toHaveAttribute(
        'aria-pressed',
        String(up.includes(name)),
      )
    }
  }
  expect(sides.size).toBeGreaterThan(0)
  // Back to the start: the side that faced the reader when the solution was asked for.
  await page.keyboard.press('Home')
  await expect(play(page).getByText('Facing you: the back.')).toBeVisible()
})

test('the position and scramble boxes show their longest examples whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(PAGE)
  for (const [name, text] of [
    ['Position', SOLVED],
    ['WCA scramble', EXAMPLE_SCRAMBLE],
  ]) {
    const box = play(page).getByRole('textbox', { name })
    await box.fill(text)
    const fits = await box.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)
    expect(fits, `${name} box cuts off ${text}`).toBe(true)
  }
})

test('Copy link writes a ?board= URL that restores the position', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  const position = '3 6 9/12 1 2/4 5 7|3 8 9/10 11 12/5 1 8'
  await setPosition(page, position)
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=3+6+9/12+1+2/4+5+7%7C3+8+9/10+11+12/5+1+8')
  expect(url).toMatch(/#play$/)
  const again = await context.newPage()
  await again.goto(url)
  await expect(positionBox(again)).toHaveValue(position)
  // The link lands on the widget: the "loaded from the link" notice at its top is in view.
  const loaded = play(again).getByText(`Position loaded from the link: ${position}.`)
  await expect(loaded).toBeInViewport()
  await expect(playStatus(again)).toHaveText(IDLE)
  await expect(dial(again, 'Back', 'L')).toHaveAccessibleName("Back dial L: 10 o'clock")
})

test('an old link without a fragment still restores the position, with its notice in view', async ({
  page,
}) => {
  const position = '3 6 9/12 1 2/4 5 7|3 8 9/10 11 12/5 1 8'
  await page.goto(`${PAGE}?board=${encodeURIComponent(position)}`)
  await expect(positionBox(page)).toHaveValue(position)
  await expect(play(page).getByText(`Position loaded from the link: ${position}.`)).toBeInViewport()
})

test('a bad ?board= shows the default position and a notice saying what was wrong', async ({ page }) => {
  await page.goto(`${PAGE}?board=1+2+3/4+5+6/7+8+9#play`)
  const notice = play(page).getByRole('alert').filter({ hasText: 'could not be read' })
  await expect(notice).toBeVisible()
  await expect(notice).toBeInViewport() // where the reader lands, not far above or below
  await expect(notice).toContainText('Expected the front and the back separated by "|"')
  await expect(positionBox(page)).toHaveValue(
    formatPosition(
      parseScramble('UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR').dials,
    ),
  )
  await expect(playStatus(page)).toHaveText(IDLE)
})

test('the sampler fills its table, and Cancel stops a big sample at once, keeping what it measured', async ({
  page,
}) => {
  await page.goto(PAGE)
  const sampler = page.getByRole('region', { name: 'Sample the distribution yourself' })
  const size = sampler.getByRole('combobox', { name: 'Sample size' })
  await size.selectOption('10')
  await sampler.getByRole('button', { name: 'Solve the sample optimally' }).click()
  await expect(sampler.locator('[data-status]')).toHaveText(
    /^10 random positions solved optimally in .*: mean [\d.]+ moves \(published mean [\d.]+\), longest \d+\.$/,
    { timeout: 20_000 },
  )
  const counts = await sampler.locator('[data-count]').allTextContents()
  expect(counts.map((c) => (c === '—' ? 0 : Number(c))).reduce((a, b) => a + b, 0)).toBe(10)

  await size.selectOption('1000')
  await sampler.getByRole('button', { name: 'Solve the sample optimally' }).click()
  await expect(sampler.getByText(/Explored [\d,]+ positions? · .* · \d+ of 1000 solved/)).toBeVisible()
  await sampler.getByRole('button', { name: 'Cancel' }).click()
  // The kit's one wording for a cancelled job, then what was measured before it stopped.
  await expect(sampler.locator('[data-status]')).toHaveText(
    /^Cancelled: the search was stopped before it finished\. \d+ of 1,000 positions (was|were) solved before it stopped(\.|: mean [\d.]+ moves)/,
  )
  await expect(sampler.getByRole('button', { name: 'Cancel' })).toBeHidden()
})

const exercise = (page: Page) => page.getByRole('region', { name: 'Check yourself', exact: true })

test('the exercise checks a typed move list: legal, solved, the fewest', async ({ page }) => {
  await page.goto(PAGE)
  const ex = exercise(page)
  const answer = ex.getByRole('textbox', { name: 'Your moves' })
  const status = ex.locator('[data-status]')
  await answer.fill('front XY +3')
  await answer.press('Enter')
  await expect(ex.getByText(/"XY" is not a pin/)).toBeVisible()
  await answer.fill('front +3')
  await ex.getByRole('button', { name: 'Check' }).click()
  await expect(status).toHaveText(/^Not legal: move 1 is not a move: it has no pin up/)
  await answer.fill('front UL +3')
  await answer.press('Enter')
  await expect(status).toHaveText(/^Legal, but not solved: after your moves \d+ of the 14 dials/)
  // The fewest for the example position, as the solver finds it, typed back.
  const best = solveOptimal(parsePosition(EXAMPLE))
  await answer.fill(formatMoves(amountsToMoves(best.amounts)))
  await answer.press('Enter')
  await expect(status).toHaveText(
    `Legal, and solved in ${best.length} moves: that is the fewest, no set of ${best.length - 1} or fewer moves solves it.`,
  )
})

test('in class mode the exercise asks for a prediction before revealing the fewest', async ({ page }) => {
  await page.goto(`${PAGE}?mode=class#exercise`)
  const ex = exercise(page)
  await expect(ex.getByRole('checkbox', { name: /Class mode/ })).toBeChecked()
  await expect(ex.getByRole('button', { name: 'Show the fewest moves' })).toBeHidden()
  const prediction = ex.getByRole('spinbutton', { name: 'How many moves does the fewest take?' })
  await expect(prediction).toBeVisible()
  await ex.getByRole('button', { name: 'New puzzle' }).click()
  await expect(ex.getByText(/This exercise has its own puzzle/)).toBeVisible()
  await prediction.fill('3')
  await ex.getByRole('button', { name: 'Reveal' }).click()
  const status = ex.locator('[data-status]')
  await expect(status).toHaveText(
    /^The fewest is [123] moves?, for example: .*\. Your prediction, 3 moves, (was right|was \d too many)\.$/,
  )
  // Copy link carries the exercise's own puzzle and class mode, and lands on the exercise.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await ex.getByRole('button', { name: 'Copy link' }).click()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(/\?puzzle=.*&mode=class#exercise$/)
})

// The article's worked example: the front's UL block turned 3 hours and its DR block 5 hours.
const WORKED = formatPosition(
  applyMove(applyMove(solvedDials(), moveIndex('front', 0b0001), 3), moveIndex('front', 0b1000), 5),
)

test('the metric choice: Solve optimally counts hours when asked, and a change of metric drops or restarts the answer', async ({
  page,
}) => {
  await page.goto(PAGE)
  await setPosition(page, WORKED)
  const hours = play(page).getByRole('radio', { name: /^hours/ })
  const moves = play(page).getByRole('radio', { name: /^moves/ })
  await expect(moves).toBeChecked()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(playStatus(page)).toHaveText(/^Optimal: 2 moves /)
  // A new way of counting makes the shown answer stale: it goes, with its steps.
  await hours.check()
  await expect(playStatus(page)).toHaveText(IDLE)
  await expect(
    play(page).getByRole('group', { name: 'Solution steps' }).getByText('Start: your position'),
  ).toBeHidden()
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(playStatus(page)).toHaveText(
    /^Optimal in the hour metric: 8 hours of turning, in 2 moves .*So no set of moves turning 7 or fewer hours solves this position\.$/,
  )
  // Changing the metric during a search restarts it in the new metric; the old answer never shows.
  await page.evaluate(() => {
    const widget = document.getElementById('play')!
    widget.querySelector<HTMLButtonElement>('[data-solve]')!.click()
    const move = widget.querySelector<HTMLInputElement>('[data-metric][value="move"]')!
    move.checked = true
    move.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await expect(playStatus(page)).toHaveText(/^Optimal: 2 moves /)
  await page.waitForTimeout(1500)
  await expect(playStatus(page)).toHaveText(/^Optimal: 2 moves /)
})

test('the hour exercise checks a move list by the hours it turns', async ({ page }) => {
  await page.goto(PAGE)
  await setPosition(page, WORKED)
  const ex = page.getByRole('region', { name: 'Check yourself in hours' })
  const answer = ex.getByRole('textbox', { name: 'Your moves' })
  const status = ex.locator('[data-status]')
  await answer.fill('front UL +9, front DR +7')
  await answer.press('Enter')
  await expect(status).toHaveText(
    'Legal, and solved in 8 hours of turning: that is the fewest, no set of moves turning 7 or fewer hours solves it.',
  )
  await answer.fill('front UL +3, front UL +6, front DR +7')
  await answer.press('Enter')
  await expect(status).toHaveText(
    /^Legal and solved in 14 hours of turning, but (the fewest is 8|not in the fewest)/,
  )
})

test('in class mode the hour exercise asks for a prediction in hours before revealing', async ({ page }) => {
  await page.goto(`${PAGE}?mode=class`)
  await setPosition(page, WORKED)
  const ex = page.getByRole('region', { name: 'Check yourself in hours' })
  await expect(ex.getByRole('button', { name: 'Show the fewest hours' })).toBeHidden()
  const prediction = ex.getByRole('spinbutton', {
    name: 'How many hours of turning does the cheapest solution take?',
  })
  await expect(prediction).toBeVisible()
  await expect(ex.getByText(/^The fewest is/)).toHaveCount(0)
  await prediction.fill('8')
  await ex.getByRole('button', { name: 'Reveal' }).click()
  await expect(ex.locator('[data-status]')).toHaveText(
    /^The fewest is 8 hours of turning, for example: .*\. Your prediction, 8 hours, was right\.$/,
  )
})
