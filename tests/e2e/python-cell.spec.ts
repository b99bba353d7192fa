// Python in a code cell (issue 29): the language switch on "Your heuristic", Pyodide loaded from
// the site itself (no other host: every request is checked) with its progress, the whole check of
// a Python Manhattan heuristic in Chromium, a traceback with the reader's own line, the choice kept
// with the saved code and in Copy link, and Stop cancelling the download; "Your search" in Python,
// judged as in TypeScript. No CSP violation.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { recordCspViolations, writeCode } from './helpers.ts'
import { SEARCH_MODEL_PY } from '../../src/solvers/search/search-starter.ts'
import { MANHATTAN_PY as MANHATTAN } from '../../components/search/starters.ts'

const PAGE = '/search-algorithms/'
const heuristic = (page: Page) => page.getByRole('region', { name: 'Your heuristic', exact: true })
const status = (page: Page) => heuristic(page).locator('[data-cell-status]')
const run = (page: Page) => heuristic(page).getByRole('button', { name: 'Check and race my h' })
const LABEL = 'Your heuristic h, in TypeScript, JavaScript or Python'
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

/** Fails the test on any request that leaves the local server. */
async function localOnly(page: Page): Promise<string[]> {
  const outside: string[] = []
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.protocol === 'blob:')
      return route.continue()
    outside.push(url.href)
    return route.abort()
  })
  return outside
}

test.beforeEach(({ page }) => recordCspViolations(page))

test('a Python heuristic is checked on every position, Pyodide from the site only', async ({ page }) => {
  test.setTimeout(180_000)
  const outside = await localOnly(page)
  const loads: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/pyodide/')) loads.push(new URL(r.url()).pathname)
  })
  await page.goto(PAGE)
  const cell = heuristic(page)
  await expect(cell.getByRole('radio', { name: 'Python' })).toBeVisible()
  expect(loads).toEqual([]) // nothing of Python loads until the reader chooses it
  await cell.getByRole('radio', { name: 'Python' }).check()
  await expect(cell.locator('[data-cell-static] code, .cm-content').first()).toContainText(
    'def h(tiles, goal, width):',
  )
  await expect.poll(() => loads).toContain('/pyodide/pyodide.mjs') // then at once (preloadPython)
  await writeCode(page, cell, LABEL, MANHATTAN)
  const t0 = Date.now()
  await run(page).click()
  await expect(status(page)).toContainText(/Loading Python, [\d.]+ MB…|Starting Python|Running your h/, {
    timeout: 30_000,
  })
  await expect(cell.locator('[data-fact="overestimates"]')).toHaveText('0', { timeout: 150_000 })
  const ms = Date.now() - t0
  console.log(`Python heuristic check, Pyodide's first load included: ${ms} ms`)
  await expect(cell.locator('[data-fact="positions"]')).toHaveText('181,440')
  expect(loads).toEqual(expect.arrayContaining(['/pyodide/pyodide.mjs', '/pyodide/pyodide.asm.wasm']))
  expect(outside).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])

  // A traceback with the reader's own line.
  await writeCode(
    page,
    cell,
    LABEL,
    'def helper(t):\n    return 1 // (t[0] - t[0])\n\ndef h(tiles, goal, width):\n    return helper(tiles)\n',
  )
  await run(page).click()
  await expect(status(page)).toContainText(
    /at line 2: ZeroDivisionError: division by zero \(in helper line 2, called from h line 5\)/,
    {
      timeout: 60_000,
    },
  )
  // Python's own tries at the page: nothing to reach.
  await writeCode(page, cell, LABEL, 'import js\ndef h(tiles, goal, width):\n    return 0\n')
  await run(page).click()
  await expect(status(page)).toContainText(/import of js is refused/, { timeout: 60_000 })

  // The choice is kept with the saved code, and travels in Copy link.
  await page.reload()
  await expect(heuristic(page).getByRole('radio', { name: 'Python' })).toBeChecked()
  await expect(heuristic(page).locator('[data-cell-static] code')).toContainText('import js')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await heuristic(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(status(page)).toContainText(/Link copied|Copy this link/)
  const link = await page.evaluate(() => navigator.clipboard.readText().catch(() => ''))
  expect(link).toMatch(/#code-your-heuristic-code=py\./)
  await heuristic(page).getByRole('radio', { name: 'TypeScript' }).check()
  await expect(heuristic(page).locator('[data-cell-static] code')).toContainText('export default function h')
  await page.goto('about:blank') // the link differs from this page by its fragment only: load it afresh
  await page.goto(link)
  await expect(heuristic(page).getByRole('radio', { name: 'Python' })).toBeChecked()
  await expect(heuristic(page).locator('[data-cell-static] code')).toContainText('import js')
  expect(outside).toEqual([])
})

test('Python started from the snapshot reaches nothing of the page: every JavaScript object found through gc', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const outside = await localOnly(page)
  const snapshot = page.waitForResponse((r) => r.url().endsWith('/pyodide/snapshot.bin'), {
    timeout: 150_000,
  })
  await page.goto(PAGE)
  const cell = heuristic(page)
  await cell.getByRole('radio', { name: 'Python' }).check()
  // Python cannot hide one object from another: gc finds Pyodide's API and every JsProxy. What they
  // lead to is the locked-down worker (docs/sandbox.md): no way out, whether Python was started from
  // scratch or restored from the site's snapshot.
  await writeCode(
    page,
    cell,
    LABEL,
    `import gc
def h(tiles, goal, width):
    proxies = [v for o in gc.get_objects() if isinstance(o, dict)
               for v in list(o.values()) if type(v).__name__ == 'JsProxy']
    reached = set()
    for v in proxies:
        for name in ('fetch', 'postMessage', 'importScripts', 'XMLHttpRequest', 'WebSocket',
                     'indexedDB', 'caches', 'Worker', 'location', 'setTimeout', 'eval'):
            try:
                getattr(v, name)
                reached.add(name)
            except BaseException:
                pass
    api = [v for v in proxies if 'loadPackage' in list(v.object_keys())]
    tries = []
    def t(fn):
        try:
            tries.append(str(fn())[:60])
        except BaseException as e:
            tries.append(type(e).__name__)
    if api:
        t(lambda: api[0].loadPackage.constructor('return 1')())
        t(lambda: list(api[0]._api.config.jsglobals.object_keys()))
    raise RuntimeError('api %d; reached: %s; tries: %s' % (len(api), ','.join(sorted(reached)) or 'nothing', tries))
`,
  )
  await run(page).click()
  const said = status(page)
  await expect(said).toContainText(/RuntimeError: api \d+; reached: /, { timeout: 150_000 })
  // The API is found; the page's realm is not: no global of the worker's, no Function from a
  // string (the CSP refuses it: a JsException), and `import js` would lead to an empty object.
  await expect(said).toContainText("api 1; reached: nothing; tries: ['JsException', '[]']")
  expect((await snapshot).status()).toBe(200) // the build made one (src/lib/pyodide-files.mjs)
  expect(outside).toEqual([])
})

test('Stop cancels Python while it loads', async ({ page }) => {
  test.setTimeout(60_000)
  await localOnly(page)
  // Slow the download so that Stop lands during it.
  await page.route('**/pyodide/pyodide.asm.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, 3000))
    await route.continue()
  })
  await page.goto(PAGE)
  await heuristic(page).getByRole('radio', { name: 'Python' }).check()
  await run(page).click()
  await expect(status(page)).toContainText(/Loading Python|Starting Python|Running|Listing/)
  await heuristic(page).getByRole('button', { name: 'Stop' }).click()
  await expect(status(page)).toHaveText('Stopped.')
  await expect(run(page)).toBeEnabled()
})

test('a code exercise in Python: the model is right, the starter wrong, as in TypeScript', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const outside = await localOnly(page)
  await page.goto('/constraints/')
  const widget = page.getByRole('region', { name: 'Code exercise: Is this placement safe?' })
  await widget.getByRole('radio', { name: 'Python' }).check()
  const label = 'Your safe, in TypeScript, JavaScript or Python'
  const model = (await widget.locator('pre[aria-label^="Model answer in Python"]').textContent()) ?? ''
  expect(model).toMatch(/^def safe\(queens, n\):/m)
  await writeCode(page, widget, label, model)
  await widget.getByRole('button', { name: 'Check' }).click()
  await expect(widget.locator('[data-cell-status]')).toContainText(/Right on all [\d,]+ placements/, {
    timeout: 150_000,
  })
  await widget.getByRole('button', { name: 'Reset' }).click()
  await widget.getByRole('button', { name: 'Check' }).click()
  await expect(widget.locator('[data-cell-status]')).toContainText(/Wrong on [\d,]+ of [\d,]+ placements/, {
    timeout: 60_000,
  })
  expect(outside).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
})

test('"Your search" in Python: the starter is BFS, the model passes as uniform-cost search', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const outside = await localOnly(page)
  await page.goto(PAGE)
  const widget = page.getByRole('region', { name: 'Your search', exact: true })
  const said = widget.locator('[data-cell-status]')
  const check = widget.getByRole('button', { name: 'Check my search' })
  await widget.getByRole('combobox', { name: 'I wrote' }).selectOption('ucs')
  await widget.getByRole('radio', { name: 'Python' }).check()
  await expect(widget.locator('[data-cell-static] code, .cm-content').first()).toContainText(
    'def search(problem):',
  )
  // The hand-in line names the Python file the CLI grades.
  await expect(widget.locator('.code-cell__command')).toHaveText(
    'puzzle-notebook search check search search.py',
  )
  // The starter, as written: breadth-first search, named as such.
  await check.click()
  await expect(said).toHaveText(
    /^Not uniform-cost search: you expanded S A B C D E F, the order of breadth-first search; .* 50 of 50 puzzles solved, 50 in the fewest moves/,
    { timeout: 180_000 },
  )
  await expect(widget.getByText(/^Hint: That is the order of breadth-first search/)).toBeVisible()
  // The model: the TypeScript model's expansions (tests/unit/search-your-search-python.test.ts).
  const t0 = Date.now()
  await writeCode(page, widget, 'Your search, in TypeScript, JavaScript or Python', SEARCH_MODEL_PY)
  await check.click()
  await expect(said).toHaveText(
    /^Passed as uniform-cost search: expanded S C B A F E, returned C F E G\. 50 of 50 puzzles solved, 50 in the fewest moves; 25,953 nodes expanded/,
    { timeout: 120_000 },
  )
  console.log(`"Your search" in Python, the model checked (Python cached): ${Date.now() - t0} ms`)
  await expect(widget.getByRole('row', { name: /^Yours S C B A F E$/ })).toBeVisible()
  // Downloaded, it is search.py, and the CLI grades it as the page checked it.
  const onPage = (await said.textContent()) ?? ''
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    widget.getByRole('button', { name: 'Download my code' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('search.py')
  const path = join(mkdtempSync(join(tmpdir(), 'search-py-')), 'search.py')
  await download.saveAs(path)
  const cli = spawnSync(process.execPath, [MAIN, 'search', 'check', 'search', path, '--json'], {
    encoding: 'utf8',
  })
  const row = JSON.parse(cli.stdout)
  expect([row.verdict, row.language, row.points]).toEqual(['right', 'Python', 4])
  expect(onPage).toBe(
    `${row.graph.sentence} 50 of 50 puzzles solved, 50 in the fewest moves; ${row.puzzles.expanded.toLocaleString('en-US')} nodes expanded (A* with Manhattan distance: ${row.puzzles.astarExpanded.toLocaleString('en-US')}).`,
  )
  // A state is opaque: a sentence, with the reader's line.
  await writeCode(
    page,
    widget,
    'Your search, in TypeScript, JavaScript or Python',
    'def search(problem):\n    return problem.successors("S")\n',
  )
  await check.click()
  await expect(said).toContainText(
    /^On the graph: Your code threw an error at line 2: TypeError: successors was called with 'S', which is not a state of this problem/,
    { timeout: 120_000 },
  )
  expect(outside).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
})
