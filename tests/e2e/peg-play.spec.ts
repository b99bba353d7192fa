import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'
import { groupMoves, isSolution, parseBoard } from '../../src/solvers/peg/index.ts'

const PAGE = '/peg-solitaire/'
const play = (page: Page) => page.getByRole('region', { name: 'Peg solitaire: your board' })
const hole = (page: Page, n: number) => play(page).getByRole('button', { name: new RegExp(`^Hole ${n}:`) })
const boardBox = (page: Page) => play(page).getByRole('textbox', { name: 'Board' })
const status = (page: Page) => play(page).getByRole('status')

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
  const jumps = text.match(/: ([\d\- ]+)\./)![1].split(' ').flatMap((m) => {
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

test('Copy link round-trips, a bad ?board= is explained, bad text is shown where typed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await boardBox(page).fill('1/11/111/1011/11111')
  await boardBox(page).press('Enter')
  await expect(play(page).getByLabel('Size')).toHaveValue('5')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText(/Link copied|Copy this link/)).toBeVisible()
  const url = new URL(page.url())
  expect(url.searchParams.get('board')).toBe('1/11/111/1011/11111')
  await page.goto(url.pathname + url.search)
  await expect(boardBox(page)).toHaveValue('1/11/111/1011/11111')
  await expect(hole(page, 8)).toHaveAccessibleName('Hole 8: empty')

  await page.goto(PAGE + '?board=1/011')
  await expect(play(page).getByRole('alert')).toContainText('Row 2 has 3 holes')
  await boardBox(page).fill('1/2')
  await play(page).getByRole('button', { name: 'Set' }).click()
  await expect(play(page).getByText('Row 2 has "2" at position 1')).toBeVisible()
  await expect(boardBox(page)).toHaveAttribute('aria-invalid', 'true')
})

test('a long search can be cancelled', async ({ page }) => {
  await page.goto(PAGE + '?board=' + '1/01/111/1111/11111/111111/1111111')
  await play(page).getByRole('button', { name: 'Count solutions' }).click()
  const cancel = play(page).getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  await cancel.click()
  await expect(status(page)).toHaveText('Cancelled. The search stopped at once.')
})

test('no axe violations, and no horizontal overflow at 360 px on T8', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(PAGE)
  await play(page).getByLabel('Size').selectOption('8')
  await expect(hole(page, 36)).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
})
