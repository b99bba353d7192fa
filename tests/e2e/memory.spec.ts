// Memory of a tab during the site's long jobs (the issue: "no tab above 1 GB in any e2e run of a
// long job", and "Cancel frees the memory"). The jobs run in dedicated module workers, which live
// inside the page's renderer process, so the measure is the resident set size (VmRSS in
// /proc/<pid>/status) of this test's Chromium renderer processes: it counts the workers' heaps and
// typed arrays, which the page's performance.memory and CDP's JSHeapUsedSize (the main thread's
// heap only) do not; those two are logged as well, for information. The probe reads /proc, so
// these tests run on Linux only.
//
// Cancel revokes the job's cancel token and terminates the worker: the job stops itself within
// ~100 ms (src/workers/host.ts; tests/e2e/cancel-cpu.spec.ts measures it). Without the token
// Chromium lets a worker busy in script run on for up to two seconds before it stops it by force
// (Blink's kForcibleTerminationDelay in worker_thread.cc). Either way the tests keep sampling after
// Cancel, count those samples in the peak, and wait for the worker's thread to be gone rather
// than a fixed time.
import { expect, test, type Page } from '@playwright/test'
import { widgetStatus } from './helpers.ts'
import { allWorkerThreads, rendererPids, rssBytes, workerThreads } from './proc-probe.ts'

const MiB = 2 ** 20
const GiB = 2 ** 30
const LIMIT = GiB
const mb = (bytes: number): string => `${Math.round(bytes / MiB)} MB`

// ---------------------------------------------------------------------------------------------
// The probe.
//
// Which processes: Playwright launches the browser from the test's own worker process (the
// `browser` fixture is worker-scoped), so this browser's processes are exactly the descendants of
// `process.pid`, found through the ppid links in /proc/<pid>/stat. Among them the renderers are
// those whose command line holds `--type=renderer`. Browsers of other Playwright workers, or of
// other people's runs on the same machine, descend from other processes and are never counted.
// The tree is read again at every sample, since Chromium starts the site's renderer at navigation
// and keeps a spare one; each renderer's maximum is kept apart, since the limit is per tab.
//
// Which renderer is the tab: the one holding the job's worker, a thread named "DedicatedWorker"
// (/proc/<pid>/task/<tid>/comm) whose CPU time grows while the job runs. Finding it proves the probe
// watches the process that does the work; its disappearance after Cancel proves the worker is gone.
// ---------------------------------------------------------------------------------------------

/** Samples every renderer's RSS every `everyMs` until stopped; keeps each renderer's maximum. */
class RendererMemory {
  readonly peak = new Map<number, number>()
  samples = 0
  #timer: ReturnType<typeof setInterval>

  constructor(everyMs = 200) {
    this.sample()
    this.#timer = setInterval(() => this.sample(), everyMs)
  }

  /** One reading of every renderer: pid → RSS in bytes. */
  sample(): Map<number, number> {
    const now = new Map<number, number>()
    for (const pid of rendererPids()) {
      const rss = rssBytes(pid)
      if (rss === null) continue
      now.set(pid, rss)
      this.peak.set(pid, Math.max(this.peak.get(pid) ?? 0, rss))
    }
    this.samples++
    return now
  }

  stop(): void {
    clearInterval(this.#timer)
  }
}

/** The main thread's JS heap, by CDP and by performance.memory (information only: workers are not in it). */
async function mainThreadHeap(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN
  const perf = await page.evaluate(
    () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? NaN,
  )
  return `${mb(used)} (CDP JSHeapUsedSize) / ${mb(perf)} (performance.memory)`
}

function report(line: string): void {
  console.log(line)
  test.info().annotations.push({ type: 'memory', description: line })
}

interface Figures {
  tab: number
  idle: number
  peak: number
  end: number
}

/**
 * Measures the tab while a long job runs: its idle RSS for a second, then `start()`, sampling every
 * 200 ms for `runMs`, then `stop()` (Cancel, or waiting for the answer). Asserts the probe found the
 * renderer running the job's worker and saw it grow, and that no renderer passed 1 GiB at any
 * sample; `afterStop` then runs with the tab's pid and the job's worker thread while sampling goes on.
 */
async function measureJob(
  page: Page,
  label: string,
  opts: { runMs: number; minRise: number; minCpuTicks?: number },
  start: () => Promise<void>,
  stop: () => Promise<void>,
  afterStop: (tab: number, worker: string, idle: number) => Promise<string>,
): Promise<Figures> {
  const probe = new RendererMemory(200)
  try {
    await page.waitForTimeout(1000)
    const idle = probe.sample()
    expect(
      idle.size,
      "no Chromium renderer among this test's processes: the probe is broken",
    ).toBeGreaterThan(0)
    const heapIdle = await mainThreadHeap(page)
    probe.peak.clear() // the maxima from here on are the job's

    const threadsAtStart = allWorkerThreads(idle.keys())
    await start()
    await page.waitForTimeout(opts.runMs)
    const heapRunning = await mainThreadHeap(page)
    // Worker threads' CPU time just before and just after the job stops (a cancelled worker is
    // still there right after the click, a finished one stays for the next job): the larger counts.
    const running = allWorkerThreads(rendererPids())
    await stop()
    for (const [key, ticks] of allWorkerThreads(rendererPids()))
      running.set(key, Math.max(ticks, running.get(key) ?? 0))

    // The job's worker: the worker thread that used the most CPU since the start.
    const busiest = [...running]
      .map(([key, ticks]) => [key, ticks - (threadsAtStart.get(key) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1])[0]
    expect(
      busiest,
      `no worker thread in this test's renderers (${[...idle.keys()].join(', ')}): the probe is broken`,
    ).toBeDefined()
    const [worker, ticks] = busiest!
    // Clock ticks are 1/100 s (USER_HZ): 100 is a second of CPU.
    expect(ticks, `the worker thread ${worker} hardly ran`).toBeGreaterThanOrEqual(opts.minCpuTicks ?? 100)
    const tab = Number(worker.split('/')[0])
    const idleRss = idle.get(tab)
    expect(idleRss, `the job's renderer ${tab} was not there before the job`).toBeDefined()

    const end = await afterStop(tab, worker, idleRss!)
    probe.sample()
    const peak = probe.peak.get(tab)!
    const last = rssBytes(tab) ?? NaN
    const heapEnd = await mainThreadHeap(page)

    report(
      `${label}: tab renderer ${tab} (worker thread ${worker}, ${(ticks / 100).toFixed(1)} s of CPU): ` +
        `idle ${mb(idleRss!)}, peak ${mb(peak)}, ${end} ${mb(last)}; ${probe.samples} samples every 200 ms; ` +
        `every renderer's peak: ${[...probe.peak].map(([pid, max]) => `${pid} ${mb(max)}`).join(', ')}; ` +
        `main-thread JS heap idle ${heapIdle}, running ${heapRunning}, at the end ${heapEnd}`,
    )

    // The probe saw the job: the tab grew while it ran. A probe reading the wrong process fails here.
    expect(peak - idleRss!, `the tab's RSS never rose above its idle ${mb(idleRss!)}`).toBeGreaterThan(
      opts.minRise,
    )
    for (const [pid, max] of probe.peak)
      expect(max, `renderer ${pid} peaked at ${mb(max)}`).toBeLessThan(LIMIT)
    return { tab, idle: idleRss!, peak, end: last }
  } finally {
    probe.stop()
  }
}

/**
 * After Cancel: waits (up to 8 s: Chromium's 2 s grace, then the teardown) until the job's worker
 * thread is gone and the tab's RSS has come back down; returns the wording for the report.
 */
async function expectFreed(
  page: Page,
  tab: number,
  worker: string,
  idle: number,
  after = 'Cancel',
): Promise<string> {
  const t0 = Date.now()
  const tid = Number(worker.split('/')[1])
  await expect
    .poll(() => workerThreads(tab).has(tid), {
      timeout: 8000,
      intervals: [100],
      message: `the worker thread ${worker} is still alive after ${after}`,
    })
    .toBe(false)
  const goneMs = Date.now() - t0
  // The pages go back to the system as the worker's isolate is torn down: give it a moment.
  await expect.poll(() => rssBytes(tab)! - idle, { timeout: 5000, intervals: [100] }).toBeLessThan(64 * MiB)
  const freedMs = Date.now() - t0
  await page.waitForTimeout(500)
  return `worker thread gone ${goneMs} ms after ${after}, RSS within 64 MB of idle after ${freedMs} ms, then`
}

test.skip(process.platform !== 'linux', 'the probe reads /proc (Linux only)')

test.describe('a tab stays under 1 GB during a long job', () => {
  test('peg T7 shortest: under 1 GB while it runs, and Cancel frees the memory', async ({ page }) => {
    test.setTimeout(60_000)
    const play = page.getByRole('region', { name: 'Peg solitaire: your board' })
    const status = play.getByRole('status').and(page.locator('[data-status]'))
    const cancel = play.getByRole('button', { name: 'Cancel' })
    await page.goto('/peg-solitaire/?board=1/01/111/1111/11111/111111/1111111')
    // The heaviest search the widget accepts: T7 counting is refused up front (too big for the page).
    await expect(
      play.getByText(
        /^Estimated cost on this board: count .*too big for this page; shortest about [\d,]+ boards/,
      ),
    ).toBeVisible()
    const f = await measureJob(
      page,
      'peg T7 shortest, cancelled after 9 s',
      { runMs: 9000, minRise: 100 * MiB },
      async () => {
        await play.getByRole('button', { name: 'Find the shortest solution' }).click()
        await expect(status).toHaveText(
          /^Searching for the fewest moves… \(estimate: about [\d,]+ boards, \d+ s, \d+ MB; this page allows 1 GB\)$/,
        )
        await expect(cancel).toBeVisible()
      },
      async () => {
        report('peg progress at Cancel: ' + (await play.locator('[data-job-progress]').textContent()))
        await cancel.click()
        await expect(status).toHaveText('Cancelled: the search was stopped before it finished.')
        await expect(cancel).toBeHidden()
      },
      (tab, worker, idle) => expectFreed(page, tab, worker, idle),
    )
    // Most of what the job took came back (the poll in expectFreed already saw it within 64 MB of idle).
    expect(f.peak - f.end).toBeGreaterThan((f.peak - f.idle) / 2)
  })

  test('peg T7 shortest run to its answer: the whole search stays under 1 GB, and its worker gives the memory back after', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const play = page.getByRole('region', { name: 'Peg solitaire: your board' })
    const status = play.getByRole('status').and(page.locator('[data-status]'))
    await page.goto('/peg-solitaire/?board=1/01/111/1111/11111/111111/1111111')
    const estimate = (await play.locator('[data-cost]').textContent())!
    expect(estimate).toMatch(/shortest about [\d,]+ boards, \d+ s, \d+ MB\.?$/)
    const started = Date.now()
    await measureJob(
      page,
      'peg T7 shortest, to the answer',
      { runMs: 3000, minRise: 100 * MiB },
      async () => {
        await play.getByRole('button', { name: 'Find the shortest solution' }).click()
      },
      async () => {
        await expect(status).toHaveText(/^Solved in 12 moves \(26 jumps\): /, { timeout: 50_000 })
      },
      async (tab, worker, idle) => {
        // A search this big ends its worker when it is done (WorkerRunner.release): the memory comes back now.
        const ms = Date.now() - started
        const freed = await expectFreed(page, tab, worker, idle, 'the answer')
        return `(${estimate.replace(/^.*; shortest/, 'estimate')}) answered ${(ms / 1000).toFixed(1)} s after the click; ${freed}`
      },
    )
  })

  test('sliding 4×3 census: under 1 GB while it runs, and Cancel frees the memory', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/sliding-puzzles/')
    const widget = page.getByRole('region', { name: 'The complete census of a board of up to 12 cells' })
    const cancel = widget.getByRole('button', { name: 'Cancel' })
    await widget.getByLabel('Board').selectOption('4x3')
    await expect(widgetStatus(widget)).toContainText(
      /^4×3: 239,500,800 positions, a \d+ MB table( shared by \d+ workers)?\./,
    )
    // The whole census takes about a minute here (its table is under 100 MB; the tab peaks about
    // 130 MB above idle at the end): 12 s of it, then Cancel.
    const f = await measureJob(
      page,
      'sliding 4×3 census, cancelled after 12 s',
      { runMs: 12_000, minRise: 40 * MiB },
      async () => {
        await widget.getByRole('button', { name: 'Count every position' }).click()
        await expect(cancel).toBeVisible()
      },
      async () => {
        report('census progress at Cancel: ' + (await widget.locator('[data-job-progress]').textContent()))
        await cancel.click()
        await expect(widgetStatus(widget)).toHaveText('Cancelled: the search was stopped before it finished.')
        await expect(cancel).toBeHidden()
      },
      (tab, worker, idle) => expectFreed(page, tab, worker, idle),
    )
    expect(f.peak - f.end).toBeGreaterThan((f.peak - f.idle) / 2)
  })

  test('cold 15-puzzle solve (pattern databases downloaded and unpacked): under 1 GB', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/sliding-puzzles/')
    const widget = page.getByRole('region', { name: 'The 15-puzzle solved in your browser' })
    await measureJob(
      page,
      'cold 15-puzzle solve, instance 1',
      { runMs: 0, minRise: 30 * MiB, minCpuTicks: 0 },
      async () => {
        await widget.getByRole('button', { name: 'Solve this instance' }).click()
      },
      async () => {
        await expect(widgetStatus(widget)).toContainText(/^Instance 1: Solved in \d+ moves/, {
          timeout: 45_000,
        })
        await expect(widgetStatus(widget)).toContainText(
          'The pattern databases were downloaded and unpacked in',
        )
      },
      async () => {
        await page.waitForTimeout(1000)
        return '1 s after the answer'
      },
    )
  })
})
