// The widget shell on the Clocks page: links that land on the widget they name, notices where the
// reader lands, step keys from anywhere in the widget, class mode in the URL, no answer before it
// is asked, and a change of position that drops a job in flight.
import { expect, test, type Page } from '@playwright/test'
import { expectInView } from './helpers.ts'
import { bruteForceWorst, formatDials } from '../../src/solvers/clocks/index.ts'

const PAGE = '/clocks/'
const play = (page: Page) => page.getByRole('region', { name: 'Clocks: your position' })
const exercise = (page: Page) => page.getByRole('region', { name: 'Check yourself' })
const brute = (page: Page) => page.getByRole('region', { name: 'Brute force on your position' })

test('the main widget says nothing about the answer before it is asked', async ({ page }) => {
  await page.goto(PAGE)
  await expect(play(page).getByRole('status')).toHaveText(
    'Press “Show the shortest solution” to solve this position.',
  )
  await expect(play(page).getByRole('status')).not.toContainText('4 5 8 9')
})

test('a copied link carries #play, lands on the widget and says it was loaded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  const box = play(page).getByRole('textbox', { name: 'Position' })
  await box.fill('3 3 3/3 3 3/3 3 3')
  await box.press('Enter')
  await play(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(play(page).getByText('Link copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(/\/clocks\/\?board=3\+3\+3\/3\+3\+3\/3\+3\+3#play$/)
  // "Link copied." is stale once the position changes.
  await play(page)
    .getByRole('button', { name: /^Move 1/ })
    .click()
  await expect(play(page).getByText('Link copied.')).toHaveCount(0)

  const reader = await context.newPage()
  await reader.goto(url)
  await expectInView(play(reader))
  const loaded = play(reader).getByText('Position loaded from the link: 3 3 3/3 3 3/3 3 3.')
  await expect(loaded).toBeInViewport()
  await play(reader)
    .getByRole('button', { name: /^Move 2/ })
    .click()
  await expect(loaded).toBeHidden()
})

test('an old link without a fragment still restores the position and lands on the widget', async ({
  page,
}) => {
  await page.goto(`${PAGE}?board=3+3+3/3+3+3/3+3+3`)
  await expect(play(page).getByRole('textbox', { name: 'Position' })).toHaveValue('3 3 3/3 3 3/3 3 3')
  await expectInView(play(page))
})

test('a bad link is explained in the widget the link lands on, in view', async ({ page }) => {
  await page.goto(`${PAGE}?board=9+9+12/6+6+6/6+3+7#brute-force`)
  await expectInView(brute(page))
  const notice = brute(page).getByRole('alert')
  await expect(notice).toContainText('could not be read')
  await expect(notice).toContainText('Dial I (row 3, column 3) is 7')
  await expect(notice).toBeInViewport()
})

test('a loaded solution steps with the arrow keys while focus is on a dial', async ({ page }) => {
  await page.goto(PAGE)
  await play(page).getByRole('button', { name: 'Show the shortest solution' }).click()
  const player = play(page).getByRole('group', { name: 'Solution steps' })
  const dialA = play(page).getByRole('button', { name: /^Dial A:/ })
  await dialA.focus()
  await page.keyboard.press('ArrowRight')
  await expect(player.getByText(/^Step 1 of 4: move 4/)).toBeVisible()
  await expect(dialA).toBeFocused() // the step key did not move focus to dial B
  await page.keyboard.press('End')
  await expect(player.getByText(/^Step 4 of 4: move 9/)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(player.getByText(/^Step 3 of 4/)).toBeVisible()
  // Typing in the position box is never taken by the player.
  const box = play(page).getByRole('textbox', { name: 'Position' })
  await box.focus()
  await page.keyboard.press('Home')
  await expect(player.getByText(/^Step 3 of 4/)).toBeVisible()
  // Editing the position unloads the solution: the arrows move between dials again.
  await dialA.focus()
  await page.keyboard.press('+')
  await page.keyboard.press('ArrowRight')
  await expect(play(page).getByRole('button', { name: /^Dial B:/ })).toBeFocused()
})

test('class mode is in the URL: the exercise asks for a prediction before it reveals', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${PAGE}?mode=class#exercise`)
  const box = exercise(page)
  await expectInView(box)
  await expect(box.getByLabel('Class mode: hide answers until revealed')).toBeChecked()
  await expect(box.getByRole('button', { name: 'Show a shortest solution' })).toBeHidden()
  await box.getByLabel(/How many moves does the shortest solution take/).fill('4')
  await box.getByRole('button', { name: 'Reveal' }).click()
  await expect(box.getByRole('status')).toHaveText(
    'A shortest solution takes 4 moves: 4 5 8 9. Your prediction, 4 moves, was right.',
  )

  // The exercise's own puzzle travels in its link, with class mode.
  await box.getByRole('button', { name: 'New puzzle' }).click()
  const own = (await box.getByText(/^This exercise has its own puzzle/).textContent())!.match(
    /puzzle, ([\d /]+);/,
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

  // Unchecking class mode takes it out of the address bar.
  await exercise(student).getByLabel('Class mode: hide answers until revealed').uncheck()
  expect(new URL(student.url()).searchParams.get('mode')).toBeNull()
})

test('changing the position during a search drops it: no stale answer appears', async ({ page }) => {
  await page.goto(PAGE)
  const box = play(page).getByRole('textbox', { name: 'Position' })
  await box.fill(formatDials(bruteForceWorst()))
  await box.press('Enter')
  await brute(page)
    .getByRole('button', { name: /Try move sequences/ })
    .click()
  await expect(brute(page).getByText(/Explored [\d,]+ sequences/)).toBeVisible()
  await box.fill('3 3 3/3 3 3/3 3 3')
  await box.press('Enter')
  await expect(brute(page).getByRole('status')).toHaveText('Choose a search to run it on your position.')
  await expect(brute(page).getByRole('button', { name: 'Cancel' })).toBeHidden()
  await page.waitForTimeout(1500)
  await expect(brute(page).getByRole('status')).toHaveText('Choose a search to run it on your position.')
})
