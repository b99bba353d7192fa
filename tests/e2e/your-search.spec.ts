// "Your search" in the search lab, by role and keyboard: the starter passes as breadth-first
// search; a uniform-cost search that tests the goal on generation is named as such; a right one
// passes on the graph and the 50 puzzles; an endless loop is stopped with the page responsive.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, recordCspViolations, writeCode } from './helpers.ts'

const widget = (page: Page) => page.getByRole('region', { name: 'Your search', exact: true })
const status = (page: Page) => widget(page).locator('[data-cell-status]')
const runButton = (page: Page) => widget(page).getByRole('button', { name: 'Check my search' })

/** Opens the editor from the keyboard and replaces its code with `code`. */
const write = (page: Page, code: string): Promise<void> =>
  writeCode(page, widget(page), 'Your search, in TypeScript, JavaScript or Python', code)

/** Presses the check button from the keyboard. */
async function check(page: Page): Promise<void> {
  await runButton(page).focus()
  await page.keyboard.press('Enter')
}

// Uniform-cost search: `early` moves the goal test to generation (the mistake the page must name).
const ucs = (early: boolean): string => `export default function search(problem) {
  const open = [{ state: problem.start, g: 0, moves: [] }]
  const best = new Map([[problem.key(problem.start), 0]])
  const done = new Set()
  while (open.length > 0) {
    open.sort((a, b) => a.g - b.g)
    const node = open.shift()
    if (done.has(problem.key(node.state))) continue
    ${early ? '' : 'if (problem.isGoal(node.state)) return node.moves'}
    done.add(problem.key(node.state))
    for (const s of problem.successors(node.state)) {
      const g = node.g + s.cost, key = problem.key(s.state)
      if (best.has(key) && best.get(key) <= g) continue
      best.set(key, g)
      ${early ? 'if (problem.isGoal(s.state)) return [...node.moves, s.move]' : ''}
      open.push({ state: s.state, g, moves: [...node.moves, s.move] })
    }
  }
  return null
}`

test('the starter passes as breadth-first search, on the graph and on 50 puzzles', async ({ page }) => {
  test.slow()
  await recordCspViolations(page) // the sandbox's blob: worker must raise none
  await page.goto('/search-algorithms/')
  await expect(
    widget(page).getByRole('img', {
      name: /^The graph: 8 nodes, start S, goal G\. Edges and their costs: S–A 8/,
    }),
  ).toBeVisible()
  await expect(widget(page).getByRole('combobox', { name: 'I wrote' })).toHaveValue('bfs')
  await check(page)
  await expect(status(page)).toHaveText(
    /^Passed as breadth-first search: expanded S A B C D E F, returned A D G\. 50 of 50 puzzles solved, 50 in the fewest moves; [\d,]+ nodes expanded \(A\* with Manhattan distance: [\d,]+\)\.$/,
    { timeout: 30_000 },
  )
  await expect(widget(page).getByRole('row', { name: /^Yours S A B C D E F$/ })).toBeVisible()
  await expect(
    widget(page).getByRole('row', { name: 'Puzzles solved (legal moves reaching the goal) 50' }),
  ).toBeVisible()
  // Chosen as uniform-cost search, the same run is judged again: it is BFS's order.
  await widget(page).getByRole('combobox', { name: 'I wrote' }).selectOption('ucs')
  await expect(status(page)).toHaveText(
    /^Judged again as uniform-cost search: Not uniform-cost search: you expanded S A B C D E F, the order of breadth-first search/,
  )
  await expect(widget(page).getByText(/^Hint: That is the order of breadth-first search/)).toBeVisible()
  expect(await page.evaluate(() => (window as any).__csp)).toEqual([])
})

test('a uniform-cost search that tests the goal on generation is named; the right one passes', async ({
  page,
}) => {
  test.slow()
  await page.goto('/search-algorithms/')
  await widget(page).getByRole('combobox', { name: 'I wrote' }).selectOption('ucs')
  await write(page, ucs(true))
  await check(page)
  await expect(status(page)).toHaveText(
    /^Not uniform-cost search yet: you expanded S C B A F; uniform-cost search expands S C B A F E\. 50 of 50 puzzles solved/,
    { timeout: 30_000 },
  )
  await expect(
    widget(page).getByText(
      /^Hint: Your search stops as soon as it generates the goal\. Test for the goal when a node is taken out/,
    ),
  ).toBeVisible()
  await write(page, ucs(false))
  await check(page)
  await expect(status(page)).toHaveText(
    /^Passed as uniform-cost search: expanded S C B A F E, returned C F E G\. 50 of 50 puzzles solved, 50 in the fewest moves/,
    { timeout: 30_000 },
  )
  await expect(widget(page).getByText(/^Hint:/)).toBeHidden()
})

test('an endless loop is stopped at the limit and the page stays responsive', async ({ page }) => {
  test.slow()
  await page.goto('/search-algorithms/')
  await write(page, 'export default function search(problem) {\n  while (true) {}\n}')
  await check(page)
  await expect(status(page)).toHaveText(/^Running your search on the graph/)
  const t0 = Date.now()
  expect(
    await page.evaluate(() => document.querySelector('search-your-search [data-cell-status]')!.textContent),
  ).toMatch(/^Running your search/)
  expect(Date.now() - t0).toBeLessThan(1000)
  await expect(status(page)).toHaveText(
    'On the graph: Stopped after 10 s: your code ran past the time limit (an endless loop?).',
    { timeout: 25_000 },
  )
  await expect(runButton(page)).toBeEnabled()
})

test('an error thrown in the search names the reader’s line, even when the prelude threw it', async ({
  page,
}) => {
  await page.goto('/search-algorithms/')
  await write(
    page,
    'export default function search(problem) {\n  const x = 1\n  return problem.successors("Z")\n}',
  )
  await check(page)
  await expect(status(page)).toHaveText(
    /^On the graph: Your code threw an error at line 3: Error: successors was called with "Z", which is not a state of this problem/,
    { timeout: 15_000 },
  )
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe clean with the search checked, ${scheme}, at 360 px`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/search-algorithms/')
    await widget(page).getByRole('combobox', { name: 'I wrote' }).selectOption('astar')
    await check(page)
    await expect(status(page)).toHaveText(/puzzles solved/, { timeout: 30_000 })
    await expect(widget(page).getByText(/^Hint:/)).toBeVisible()
    await widget(page).scrollIntoViewIfNeeded()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
}

test('a setter planted on the built-ins can neither read the nonce nor rewrite the log: they are frozen first', async ({
  page,
}) => {
  await page.goto('/search-algorithms/')
  // Would see every message's nonce as the harness sets it, and swap in a forged answer.
  await write(
    page,
    `Object.defineProperty(Object.prototype, 'nonce', { set(v) { this.value = { moves: ['D', 'G'], expanded: 'S A B C D E F' } } })
export default function search(problem) { return [] }`,
  )
  await check(page)
  await expect(status(page)).toHaveText(
    /^On the graph: Your code failed as it loaded at line 1: TypeError: .*nonce/,
    { timeout: 20_000 },
  )
  // Would rewrite the prelude's record of expansions as it is written into its answers array.
  await write(
    page,
    `Object.defineProperty(Array.prototype, '0', { set(v) { v.expanded = 1 } })
export default function search(problem) { return [] }`,
  )
  await check(page)
  await expect(status(page)).toHaveText(
    /^On the graph: Your code failed as it loaded at line 1: TypeError: /,
    { timeout: 20_000 },
  )
})
