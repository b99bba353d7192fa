// The trace view (/search-algorithms/#frontier) in Chromium, by role and keyboard, at phone,
// laptop and projector sizes: A* on the article's example traced to the goal with the path
// marked, iterative deepening's iterations, bidirectional search's two frontiers, a node inspected
// by keyboard, Space stepping, class mode's "which node is expanded next?", the step restored from
// a link and kept in Copy link, focus view's larger type, and axe in light and dark.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers.ts'
import { trace } from '../../src/solvers/search/jobs.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { EXAMPLE } from '../../components/search/position.ts'

const PAGE = '/search-algorithms/'
const view = (page: Page) =>
  page.getByRole('region', { name: 'Watch the frontier: one search, expansion by expansion' })
const player = (page: Page) => view(page).getByRole('group', { name: 'Expansions' })
const label = (page: Page) => player(page).locator('[data-step-label]')
const tree = (page: Page) => view(page).getByRole('region', { name: /^Search tree so far/ })
/** The solver's own trace of the article's example, to compare the page with. */
const solved = trace({
  kind: 'trace',
  start: boardData(parseBoard(EXAMPLE)),
  goal: boardData(defaultGoal(3, 3)),
  algorithm: 'astar',
  heuristic: 'manhattan',
  weight: 2,
})

async function traceIt(page: Page, algorithm?: string): Promise<void> {
  if (algorithm)
    await view(page).getByRole('combobox', { name: 'Algorithm' }).selectOption({ label: algorithm })
  await view(page).getByRole('button', { name: 'Trace the search' }).click()
  await expect(label(page)).toHaveText(/^Expansion 1 of /, { timeout: 20_000 })
}

for (const size of [
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`A* on the article's example runs to the goal, with the path marked (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto(`${PAGE}#frontier`)
    await traceIt(page)
    expect(solved.expanded).toBe(91)
    await expect(label(page)).toHaveText(
      /^Expansion 1 of 91: node 0 \(g = 0, h = 14, f = 14\); 4 new children\.$/,
    )
    await expect(view(page).getByText(/^Smallest f = g \+ h first\. On a tie, the larger g/)).toBeVisible()
    await page.keyboard.press('End')
    const goal = solved.goal!.id!
    await expect(label(page)).toHaveText(
      `Goal: node ${goal}, after 91 expansions: a 20-move solution, its path marked.`,
    )
    await expect(view(page).locator('.tree__node--path')).toHaveCount(21)
    const goalNode = tree(page).getByRole('button', {
      name: new RegExp(`^Node ${goal}, g 20, h 0, f 20; the goal`),
    })
    await expect(goalNode).toBeVisible()
    await expect(view(page).getByText(`Node ${goal}: g = 20, h = 0, f = 20.`, { exact: false })).toBeVisible()
    // Labels are at least 12 px on the page.
    const px = await view(page)
      .locator('.tree__ghf')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height)
    expect(px).toBeGreaterThanOrEqual(11) // the text box of a 12 px font (digits have no descenders)
    await page.screenshot({ path: `test-results/trace-astar-${size.width}.png` })
    // No table by f for an algorithm without h.
    await traceIt(page, 'Breadth-first')
    await expect(view(page).getByRole('table', { name: 'Expansions by depth g' })).toBeVisible()
    await expect(view(page).getByRole('table', { name: /Expansions by f/ })).toBeHidden()
  })
}

test('iterative deepening shows one iteration after another; IDA* its bounds', async ({ page }) => {
  await page.goto(`${PAGE}?board=1+2+3/4+5+6/0+7+8#frontier`)
  await traceIt(page, 'Iterative deepening')
  await expect(label(page)).toHaveText(/^Expansion 1 of \d+ \[depth limit 1\]: node \d+ \(g = 0\)/)
  await expect(
    view(page).getByText('Which node next: Depth-first in successor order', { exact: false }),
  ).toBeVisible()
  await tree(page).focus()
  await page.keyboard.press('ArrowRight')
  await expect(label(page)).toHaveText(/^Expansion 2 of \d+ \[depth limit 2\]: node \d+ \(g = 0\)/)
  await expect(view(page).getByText('A new iteration: depth limit 2, from the start again.')).toBeVisible()
  await expect(view(page).getByRole('table', { name: 'Expansions by iteration (depth limit)' })).toBeVisible()
  await expect(view(page).getByRole('table', { name: 'The current path (all that is stored)' })).toBeVisible()
  await traceIt(page, 'IDA*')
  await expect(label(page)).toHaveText(/^Expansion 1 of \d+ \[f bound 2\]/)
  await expect(view(page).getByRole('table', { name: 'Expansions by iteration (f bound)' })).toBeVisible()
})

test('bidirectional search grows both frontiers and shows where they meet', async ({ page }) => {
  await page.goto(`${PAGE}#frontier`)
  await traceIt(page, 'Bidirectional BFS')
  await expect(label(page)).toHaveText(/^Expansion 1 of 957 \[from the start\]/)
  await tree(page).focus()
  await page.keyboard.press('ArrowRight')
  await expect(label(page)).toHaveText(/^Expansion 2 of 957 \[from the goal\]/)
  await expect(view(page).getByText(/^Why now: The goal’s frontier is the smaller one/)).toBeVisible()
  await page.keyboard.press('End')
  await expect(label(page)).toHaveText(
    /^The two searches meet at a node made after the drawn part, after 957 expansions: a 20-move solution/,
  )
})

test('a node is inspected by keyboard, and Space on the tree steps without running again', async ({
  page,
}) => {
  await page.goto(`${PAGE}#frontier`)
  await traceIt(page)
  // The button moved focus to the tree: Space steps.
  await expect(tree(page)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(label(page)).toHaveText(/^Expansion 2 of 91:/)
  await page.keyboard.press('Space')
  await expect(label(page)).toHaveText(/^Expansion 3 of 91:/)
  // Tab from the tree reaches its nodes; Enter inspects one.
  const chosen = solved.steps[2].node.id
  await page.keyboard.press('Tab')
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('data-node', /\d+/)
  const id = await focused.getAttribute('data-node')
  await page.keyboard.press('Enter')
  await expect(view(page).locator('[data-inspect-title]')).toHaveText(
    id === String(chosen) ? `Chosen node: ${id}` : `Node ${id}`,
  )
  await expect(view(page).locator('[data-chosen-text]')).toHaveText(
    new RegExp(
      `^Node ${id}: g = \\d+, h = \\d+, f = \\d+\\. Parent: node \\d+, by sliding tile \\d\\. Now: `,
    ),
  )
  // The number box reaches any node drawn, and refuses one that is not.
  const box = view(page).getByRole('spinbutton', { name: 'Inspect node' })
  await box.fill('0')
  await box.press('Enter')
  await expect(view(page).locator('[data-chosen-text]')).toHaveText(
    /^Node 0: g = 0, h = 14, f = 14\. It is the start\. Now: expanded at expansion 1\.$/,
  )
  await expect(view(page).getByText(/^Why then: Node 0 has the smallest f, 14/)).toBeVisible()
  await box.fill('9999')
  await box.press('Enter')
  await expect(
    view(page).getByRole('alert').filter({ hasText: 'Node “9999” is not in the tree drawn at this step' }),
  ).toBeVisible()
})

test('class mode asks which node is expanded next, says right or wrong, then steps', async ({ page }) => {
  await page.goto(`${PAGE}?mode=class#frontier`)
  await traceIt(page)
  const ask = view(page).getByRole('group', { name: 'Class: which node is expanded next?' })
  await expect(ask).toBeVisible()
  const next = solved.steps[1].node.id
  await ask.getByRole('spinbutton', { name: 'Node' }).fill(String(next))
  await ask.getByRole('button', { name: 'Check' }).click()
  await expect(ask.locator('[data-verdict]')).toHaveText(
    new RegExp(`^Right: node ${next} is expanded next\\.`),
  )
  await expect(label(page)).toHaveText(/^Expansion 2 of 91:/)
  // A tap on a wrong node: the page names the right one and why, then steps.
  const right = solved.steps[2].node.id
  const wrong = solved.steps[1].children.map((c) => c.id).find((c) => c !== right)!
  await tree(page).locator(`[data-node="${wrong}"]`).click()
  await expect(ask.locator('[data-verdict]')).toHaveText(
    new RegExp(`^Not node ${wrong}: node ${right} is expanded next\\. `),
  )
  await expect(label(page)).toHaveText(/^Expansion 3 of 91:/)
})

test('the step is in the address bar and in Copy link, and a link restores it', async ({ page }) => {
  await page.goto(`${PAGE}?trace=weighted-astar&trace-weight=3&step=12#frontier`)
  await expect(label(page)).toHaveText(/^Expansion 12 of \d+:/, { timeout: 20_000 })
  await expect(view(page).getByRole('spinbutton', { name: 'Weight w' })).toHaveValue('3')
  await tree(page).focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('13')
  const link = await view(page).evaluate((el) => (el as unknown as { linkHere(): string }).linkHere())
  const url = new URL(link)
  expect([
    url.searchParams.get('trace'),
    url.searchParams.get('trace-weight'),
    url.searchParams.get('step'),
    url.hash,
  ]).toEqual(['weighted-astar', '3', '13', '#frontier'])
  await page.goto(link)
  await expect(label(page)).toHaveText(/^Expansion 13 of \d+:/, { timeout: 20_000 })
  // A bad link is refused where it lands, with the reason.
  await page.goto(`${PAGE}?trace=quick#frontier`)
  await expect(view(page).getByRole('alert').first()).toContainText(
    'The link’s trace could not be read: unknown algorithm "quick"',
  )
})

test('focus view opens from the link, and the tree’s type grows with the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${PAGE}?trace=astar&step=5&view=focus#frontier`)
  await expect(view(page)).toHaveAttribute('data-focus', '')
  await expect(label(page)).toHaveText(/^Expansion 5 of 91:/, { timeout: 20_000 })
  const px = await view(page)
    .locator('.tree__id')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height)
  expect(px).toBeGreaterThan(18) // 12 units at about 2 px each on a 1280×800 screen
  await page.screenshot({ path: 'test-results/trace-focus-1280.png' })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the traced view (${scheme})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`${PAGE}?mode=class&trace=bfs&step=30#frontier`)
    await expect(label(page)).toHaveText(/^Expansion 30 of /, { timeout: 20_000 })
    await page.screenshot({ path: `test-results/trace-bfs-${scheme}.png` })
    await expectNoAxeViolations(page)
  })
}

test('the teacher’s guide links its lesson to the trace in class mode', async ({ page }) => {
  await page.goto('/teach/')
  const lesson = page.getByRole('region', { name: 'Lesson 5: predict the next node' })
  await expect(lesson.getByText(`reaches the goal in 91 expansions`, { exact: false })).toBeVisible()
  await lesson.locator('[data-class-link="trace-astar"]').click()
  await expect(page).toHaveURL(/\/search-algorithms\/\?board=.*trace=astar.*mode=class.*#frontier$/)
  await expect(view(page).getByText(/Position loaded from the link/)).toBeVisible()
  await expect(label(page)).toHaveText(/^Expansion 1 of 91:/, { timeout: 20_000 })
  await expect(view(page).getByRole('group', { name: 'Class: which node is expanded next?' })).toBeVisible()
})
