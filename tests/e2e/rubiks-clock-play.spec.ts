import { expect, test, type Page } from '@playwright/test'
import { formatPosition, isSolution, parseMoves, parsePosition, parseScramble } from '../../src/solvers/rubiks-clock/index.ts'

const PAGE = '/rubiks-clock/'
const SOLVED = '12 12 12/12 12 12/12 12 12|12 12 12/12 12 12/12 12 12'
const DIALS = ['UL', 'U', 'UR', 'L', 'centre', 'R', 'DL', 'D', 'DR']

const play = (page: Page) => page.getByRole('region', { name: "Rubik's Clock: your puzzle" })
const dial = (page: Page, side: 'Front' | 'Back', name: string) =>
  play(page).getByRole('button', { name: new RegExp(`^${side} dial ${name}:`) })
const positionBox = (page: Page) => play(page).getByRole('textbox', { name: 'Position' })
const playStatus = (page: Page) => play(page).getByRole('status')

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
  await expect(playStatus(page)).toHaveText(/found by linear algebra mod 12/)

  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  await expect(playStatus(page)).toHaveText(/^Optimal: \d+ moves? /)
  const text = (await playStatus(page).textContent())!
  const [, count, list, proof] = text.match(/^Optimal: (\d+) moves? \(.*?\): (.*?)\. (Proof: .*)$/)!
  expect(proof).toMatch(new RegExp(`lower bound rose [\\d →]*${count}\\. So no set of ${Number(count) - 1} or fewer moves solves this position\\.$`))
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
  await expect(player.getByText(new RegExp(`^Step 1 of ${count}: (front|back), (pins? [A-Z, and]+ up|all four pins up), turn the (UL|UR|DL|DR) wheel \\d+ hours? (anti)?clockwise$`))).toBeVisible()
  await page.keyboard.press('End')
  await expect(player.getByText(new RegExp(`^Step ${count} of ${count}:`))).toBeVisible()
  for (const side of ['Front', 'Back'] as const) {
    for (const name of DIALS) await expect(dial(page, side, name)).toHaveAccessibleName(`${side} dial ${name}: 12 o'clock`)
  }
  await page.keyboard.press('Home')
  await expect(dial(page, 'Front', 'UR')).toHaveAccessibleName("Front dial UR: 2 o'clock")
})

test('pins and wheels: a wheel whose pin is down turns the other face; flipping swaps the faces', async ({ page }) => {
  await page.goto(PAGE)
  // The example scramble ends "… y2 … UR DR": pins UR and DR up on the back, so on the front
  // UL and DL are down and UR and DR are up. Put them down to start from no front pin up.
  for (const [name, up] of [['UL', 'false'], ['UR', 'true'], ['DL', 'false'], ['DR', 'true']]) {
    await expect(play(page).getByRole('button', { name: `Pin ${name} up` })).toHaveAttribute('aria-pressed', up)
  }
  for (const name of ['UR', 'DR']) await play(page).getByRole('button', { name: `Pin ${name} up` }).click()
  await setPosition(page, SOLVED)
  const pinUL = play(page).getByRole('button', { name: 'Pin UL up' })
  await pinUL.click()
  await expect(pinUL).toHaveAttribute('aria-pressed', 'true')
  await play(page).getByRole('button', { name: 'Turn UL wheel clockwise' }).click()
  for (const name of ['UL', 'U', 'L', 'centre']) await expect(dial(page, 'Front', name)).toHaveAccessibleName(`Front dial ${name}: 1 o'clock`)
  await expect(dial(page, 'Back', 'UR')).toHaveAccessibleName("Back dial UR: 11 o'clock")
  await expect(playStatus(page)).toHaveText(/^Turned the UL wheel: a front move \(pin UL up on the front\)/)
  // UR's pin is down on the front, so turning its wheel is a back move with the other three pins up there.
  await play(page).getByRole('button', { name: 'Turn UR wheel anticlockwise' }).click()
  await expect(playStatus(page)).toHaveText(/a back move \(pins UL, DL and DR up on the back, 1 hour clockwise as seen from there\)/)
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

test('Copy link writes a ?board= URL that restores the position', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  const position = '3 6 9/12 1 2/4 5 7|3 8 9/10 11 12/5 1 8'
  await setPosition(page, position)
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toContain('?board=3+6+9/12+1+2/4+5+7%7C3+8+9/10+11+12/5+1+8')
  const again = await context.newPage()
  await again.goto(url)
  await expect(positionBox(again)).toHaveValue(position)
  await expect(playStatus(again)).toHaveText(/loaded from the link/)
  await expect(dial(again, 'Back', 'L')).toHaveAccessibleName("Back dial L: 10 o'clock")
})

test('a bad ?board= shows the default position and a notice saying what was wrong', async ({ page }) => {
  await page.goto(`${PAGE}?board=1+2+3/4+5+6/7+8+9`)
  const notice = play(page).getByRole('alert').filter({ hasText: 'could not be read' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Expected the front and the back separated by "|"')
  await expect(positionBox(page)).toHaveValue(formatPosition(parseScramble('UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR').dials))
})

test('the sampler fills its table, and Cancel stops a big sample at once, keeping what it measured', async ({ page }) => {
  await page.goto(PAGE)
  const sampler = page.getByRole('region', { name: 'Sample the distribution yourself' })
  const size = sampler.getByRole('combobox', { name: 'Sample size' })
  await size.selectOption('10')
  await sampler.getByRole('button', { name: 'Solve the sample optimally' }).click()
  await expect(sampler.getByRole('status')).toHaveText(/^10 random positions solved optimally in .*: mean [\d.]+ moves \(published mean [\d.]+\), longest \d+\.$/, { timeout: 20_000 })
  const counts = await sampler.locator('[data-count]').allTextContents()
  expect(counts.map((c) => (c === '—' ? 0 : Number(c))).reduce((a, b) => a + b, 0)).toBe(10)

  await size.selectOption('1000')
  await sampler.getByRole('button', { name: 'Solve the sample optimally' }).click()
  await expect(sampler.getByText(/Explored [\d,]+ positions? · .* · \d+ of 1000 solved/)).toBeVisible()
  await sampler.getByRole('button', { name: 'Cancel' }).click()
  await expect(sampler.getByRole('status')).toHaveText(/^Cancelled after \d+ of 1000\./)
  await expect(sampler.getByRole('button', { name: 'Cancel' })).toBeHidden()
})
