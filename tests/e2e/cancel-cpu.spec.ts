// Cancel frees the CPU (issue 23): after Cancel, or an input that makes a running job stale, the
// job's worker thread stops using the processor within 100 ms. Measured from /proc, as
// memory.spec.ts measures memory: the CPU time (utime + stime, in 10 ms clock ticks) of the
// renderer's DedicatedWorker thread that ran the job, from just before the click until it stops
// growing or the thread is gone. Before the fix a busy worker ran on for up to two seconds
// (Chromium's grace period after terminate()); now the job polls its cancel token and stops.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { widgetStatus, writeCode } from './helpers.ts'
import { allWorkerThreads, rendererPids } from './proc-probe.ts'

const TICK_MS = 10 // USER_HZ
/** The goal. */
const MAX_CPU_AFTER_MS = 100

/** The worker thread that gained the most CPU since `before`, once it has used `minMs` (the job's). */
async function busyWorker(before: Map<string, number>, minMs = 300): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        const now = allWorkerThreads(rendererPids())
        const gains = [...now]
          .map(([key, ticks]) => [key, ticks - (before.get(key) ?? 0)] as const)
          .sort((a, b) => b[1] - a[1])
        found = gains[0] && gains[0][1] * TICK_MS >= minMs ? gains[0][0] : ''
        return found
      },
      {
        timeout: 20_000,
        intervals: [50],
        message: 'no worker thread got busy: the job did not start, or the probe is broken',
      },
    )
    .not.toBe('')
  return found
}

/** The ticks of thread `key` ("pid/tid"), or null once it is gone. */
function ticksOf(key: string): number | null {
  const pid = Number(key.split('/')[0])
  return allWorkerThreads([pid]).get(key) ?? null
}

/**
 * Starts a job, waits until its worker is busy, runs `stop` (the click that cancels or makes it
 * stale), and returns the worker's CPU milliseconds from the click until it stopped growing
 * (300 ms without a tick) or the thread ended.
 */
async function cpuAfterStop(
  page: Page,
  label: string,
  start: () => Promise<void>,
  stop: () => Promise<void>,
  busyMs = 300,
): Promise<number> {
  const before = allWorkerThreads(rendererPids())
  await start()
  const worker = await busyWorker(before, busyMs)
  const beforeClick = ticksOf(worker)!
  const t0 = Date.now()
  await stop()
  // The page's part starts when the click has been dispatched (Playwright's click resolves then);
  // what the worker used while Playwright checked and moved the mouse is reported, not judged.
  const atStop = ticksOf(worker) ?? beforeClick
  let last = ticksOf(worker)
  let seen = last ?? atStop // the last reading of a thread that may end while we watch
  let lastChange = Date.now()
  while (last !== null && Date.now() - lastChange < 300 && Date.now() - t0 < 5000) {
    await page.waitForTimeout(20)
    const now = ticksOf(worker)
    if (now !== last) lastChange = Date.now()
    last = now
    if (now !== null) seen = now
  }
  const after = (seen - atStop) * TICK_MS
  const line = `${label}: ${after} ms of worker CPU after the click (${(seen - beforeClick) * TICK_MS} ms from just before it; thread ${worker} ${last === null ? 'ended' : 'idle'} ${Date.now() - t0} ms after it)`
  console.log(line)
  test.info().annotations.push({ type: 'cpu', description: line })
  return after
}

test.skip(process.platform !== 'linux', 'the probe reads /proc (Linux only)')
// One more try per test. A job that does not poll its token fails every try (the thread runs on to
// Chromium's grace period, 1–3 s); a try on a loaded two-core machine can lose the CPU between the
// click and the page's handler (once in CI: 1,330 ms, the race's heuristic change; 0 ms in 24 local
// runs beside three busy processes). The retried test shows as flaky in the summary.
test.describe.configure({ retries: 1 })

const cancelOf = (widget: Locator) => widget.getByRole('button', { name: 'Cancel' })
const CANCELLED = 'Cancelled: the search was stopped before it finished.'

test('peg T7 shortest: Cancel frees the CPU at once', async ({ page }) => {
  const play = page.getByRole('region', { name: 'Peg solitaire: your board' })
  await page.goto('/peg-solitaire/?board=1/01/111/1111/11111/111111/1111111')
  const ms = await cpuAfterStop(
    page,
    'peg T7 shortest',
    async () => {
      await play.getByRole('button', { name: 'Find the shortest solution' }).click()
    },
    async () => {
      await cancelOf(play).click()
    },
  )
  await expect(widgetStatus(play)).toHaveText(CANCELLED)
  expect(ms).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
})

test('sliding 4×3 census: Cancel frees the CPU at once', async ({ page }) => {
  await page.goto('/sliding-puzzles/')
  const widget = page.getByRole('region', { name: 'The complete census of a board of up to 12 cells' })
  await widget.getByLabel('Board').selectOption('4x3')
  const ms = await cpuAfterStop(
    page,
    'sliding 4×3 census',
    async () => {
      await widget.getByRole('button', { name: 'Count every position' }).click()
    },
    async () => {
      await cancelOf(widget).click()
    },
  )
  await expect(widgetStatus(widget)).toHaveText(CANCELLED)
  expect(ms).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
})

test('search race: Cancel, and a new heuristic mid-race, free the CPU at once', async ({ page }) => {
  await page.goto('/search-algorithms/?board=8+6+7/2+5+4/3+0+1#race')
  const race = page.getByRole('region', { name: 'The race: every algorithm on your position' })
  const run = race.getByRole('button', { name: 'Run the race' })
  const cancelled = await cpuAfterStop(
    page,
    'search race, Cancel',
    () => run.click(),
    () => cancelOf(race).click(),
  )
  // The race keeps the rows that had finished, and says so.
  await expect(widgetStatus(race)).toHaveText(
    /^Cancelled during [^:]+: (no row had finished|the \d+ finished rows? (is|are) kept)\.$/,
  )
  const changed = await cpuAfterStop(
    page,
    'search race, heuristic changed',
    () => run.click(),
    async () => {
      await race.getByLabel('Heuristic').selectOption('misplaced')
    },
  )
  expect(cancelled).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
  expect(changed).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
})

test('tile swap 64×64 with the Hungarian method: Cancel frees the CPU at once', async ({ page }) => {
  await page.goto('/tile-swap/')
  const scale = page.getByRole('region', { name: 'Both methods on the same grids' })
  await scale.getByRole('combobox', { name: 'Random pair of size' }).selectOption('64')
  const ms = await cpuAfterStop(
    page,
    'tile swap 64×64 Hungarian',
    () => scale.getByRole('button', { name: 'Time both methods' }).click(),
    () => cancelOf(scale).click(),
  )
  await expect(widgetStatus(scale)).toHaveText(/^Cancelled/)
  expect(ms).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
})

test("Rubik's Clock sampler: Cancel frees the CPU at once", async ({ page }) => {
  await page.goto('/rubiks-clock/')
  const sampler = page.getByRole('region', { name: 'Sample the distribution yourself' })
  await sampler.getByRole('combobox', { name: 'Sample size' }).selectOption('1000')
  const ms = await cpuAfterStop(
    page,
    "Rubik's Clock sampler",
    () => sampler.getByRole('button', { name: 'Solve the sample optimally' }).click(),
    () => cancelOf(sampler).click(),
  )
  await expect(widgetStatus(sampler)).toHaveText(/^Cancelled/)
  expect(ms).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
})

// The reader's code (issue 27): the sandbox runs it in slices and waits for the page between two,
// so Stop ends a check of code whose calls return at once. A single call that never returns
// (an endless loop) cannot be stopped from outside before Chromium's terminate() grace period:
// measured and reported here, bounded by it (docs/sandbox.md).
const exercise = (page: Page) =>
  page.getByRole('region', { name: 'Code exercise: Solve any Clocks position', exact: true })

async function stopCheck(page: Page, label: string, code: string): Promise<number> {
  await page.goto('/clocks/')
  await writeCode(page, exercise(page), 'Your solve, in TypeScript, JavaScript or Python', code)
  const ms = await cpuAfterStop(
    page,
    label,
    () => exercise(page).getByRole('button', { name: 'Check', exact: true }).click(),
    () => exercise(page).getByRole('button', { name: 'Stop' }).click(),
  )
  await expect(exercise(page).locator('[data-cell-status]')).toHaveText('Stopped.')
  return ms
}

test('a code exercise: Stop frees the CPU at once from code whose calls return', async ({ page }) => {
  test.setTimeout(90_000)
  // About half a millisecond a call: 262,144 calls would take minutes.
  const slow =
    'export default function solve(dials: number[]): number[] {\n  let x = 0\n  for (let i = 0; i < 300000; i++) x += i % 7\n  return x < 0 ? [1] : []\n}'
  const ms = await stopCheck(page, 'code exercise, slow calls', slow)
  expect(ms).toBeLessThanOrEqual(MAX_CPU_AFTER_MS)
})

test('a code exercise: an endless loop in one call ends within Chromium’s terminate() grace', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const ms = await stopCheck(
    page,
    'code exercise, endless loop in one call',
    'export default function solve(dials: number[]): number[] {\n  while (true) {}\n}',
  )
  expect(ms).toBeLessThanOrEqual(2500)
})
