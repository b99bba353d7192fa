/**
 * `npm test`: the type check, format and lint (Biome), unused code (knip), the unit tests, a production build, and the end-to-end tests against it.
 * Every suite runs even if an earlier one failed (except e2e, which needs the build), and the last
 * line is the total over all suites: `N passed, N failed`. Exit status is non-zero on any failure.
 *
 * Counting: `astro check` counts as one test; the built-HTML check (scripts/check-html.ts) as one a
 * page; Vitest and Playwright report their own counts through their JSON reporters (.test-results/).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

interface Tally {
  suite: string
  passed: number
  failed: number
  skipped: number
  /** Passed on a retry (Playwright's flaky), counted in `passed` too. */
  flaky?: number
}

const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

/**
 * Runs one suite with the terminal as its output. A suite still running after `minutes` is a hang:
 * it and every process it started are killed and the suite fails, so a stuck test ends this run
 * with its closing line instead of holding CI until its own limit (a child that never exited once
 * held a unit run for as long as CI allowed).
 */
async function run(label: string, command: string, args: string[], minutes: number): Promise<boolean> {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  })
  let hung = false
  const timer = setTimeout(() => {
    hung = true
    console.error(`\n${label}: still running after ${minutes} minutes, so stopped; this counts as a failure.`)
    for (const pid of [child.pid ?? 0, ...descendants(child.pid ?? 0)].filter((p) => p > 0))
      try {
        process.kill(pid, 'SIGKILL')
      } catch {} // ended already
  }, minutes * 60_000)
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      console.error(`${label}: could not start: ${error.message}`)
      resolve(null)
    })
    child.on('exit', (c) => resolve(c))
  })
  clearTimeout(timer)
  return code === 0 && !hung
}

/** Every process below `pid`, found through /proc (Linux); none where there is no /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>()
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
      } catch {} // ended while being read
    }
  } catch {
    return []
  }
  const found: number[] = []
  for (let k = -1, at = pid; k < found.length; at = found[++k])
    for (const [child, parent] of parentOf) if (parent === at) found.push(child)
  return found
}

function readJson(path: string): any {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

function vitestTally(ok: boolean): Tally {
  const j = readJson(`${RESULTS}/vitest.json`)
  if (!j) return { suite: 'unit', passed: 0, failed: 1, skipped: 0 }
  const failed = j.numFailedTests + (ok || j.numFailedTests > 0 ? 0 : 1)
  return {
    suite: 'unit',
    passed: j.numPassedTests,
    failed,
    skipped: j.numPendingTests + (j.numTodoTests ?? 0),
  }
}

function playwrightTally(ok: boolean): Tally {
  const j = readJson(`${RESULTS}/playwright.json`)
  if (!j) return { suite: 'e2e', passed: 0, failed: 1, skipped: 0 }
  const s = j.stats
  const failed = s.unexpected + (ok || s.unexpected > 0 ? 0 : 1)
  // A test that passed on its retry counts as passed, and the suite's line says how many did.
  return { suite: 'e2e', passed: s.expected + s.flaky, failed, skipped: s.skipped, flaky: s.flaky }
}

const tallies: Tally[] = []
/** check, lint, knip, unit, build, html, e2e: a suite that did not run counts as a failure. */
const EXPECTED_SUITES = 7

const checked = await run('type check', 'astro', ['check'], 15)
tallies.push({ suite: 'check', passed: checked ? 1 : 0, failed: checked ? 0 : 1, skipped: 0 })

// Format and lint (biome.json): one test; a file Biome would reformat or a lint finding fails it.
const linted = await run('format and lint', 'biome', ['ci', '--reporter=summary', '.'], 5)
tallies.push({ suite: 'lint', passed: linted ? 1 : 0, failed: linted ? 0 : 1, skipped: 0 })

// Unused files, exports and dependencies (knip.json): one test; any finding fails it.
const tidy = await run('unused code', 'knip', ['--no-progress'], 5)
tallies.push({ suite: 'knip', passed: tidy ? 1 : 0, failed: tidy ? 0 : 1, skipped: 0 })

// A hang guard, not a speed target: the suite runs one file at a time on 2 cores (Vitest leaves
// one core to the rest), about 10 minutes on a quiet machine and 23 when it ran slow (2026-11-27).
const unitOk = await run(
  'unit tests',
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/vitest.json`],
  45,
)
tallies.push(vitestTally(unitOk))

const built = await run('build', 'npm', ['run', '--silent', 'build'], 20)
tallies.push({ suite: 'build', passed: built ? 1 : 0, failed: built ? 0 : 1, skipped: 0 })

if (built) {
  // The built pages: no unrendered expressions, NaN or undefined in the text, no broken links.
  const html = spawnSync('node', ['scripts/check-html.ts', 'dist'], {
    encoding: 'utf8',
    timeout: 5 * 60_000,
    killSignal: 'SIGKILL',
  })
  console.log(`\n=== built HTML: node scripts/check-html.ts dist\n${html.stdout}${html.stderr}`)
  const m = /(\d+) passed, (\d+) failed\s*$/.exec(html.stdout)
  tallies.push(
    m
      ? { suite: 'html', passed: Number(m[1]), failed: Number(m[2]), skipped: 0 }
      : { suite: 'html', passed: 0, failed: 1, skipped: 0 },
  )
  const e2eOk = await run('end-to-end tests', 'playwright', ['test'], 40)
  tallies.push(playwrightTally(e2eOk))
} else {
  console.error('\nThe build failed, so the end-to-end tests did not run.')
}

const passed = tallies.reduce((n, t) => n + t.passed, 0)
const failed = tallies.reduce((n, t) => n + t.failed, 0)
const skipped = tallies.reduce((n, t) => n + t.skipped, 0)
console.log('\n=== summary')
for (const t of tallies)
  console.log(
    `${t.suite.padEnd(6)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}${t.flaky ? ` (${t.flaky} on a retry)` : ''}`,
  )
// Exactly `N passed, N failed`: the skipped count, if any, is on the per-suite lines above.
if (skipped) console.log(`(${skipped} skipped in all)`)
const closing = `${passed} passed, ${failed} failed`
writeFileSync(`${RESULTS}/summary.txt`, closing + '\n')
console.log(closing)
process.exit(failed === 0 && tallies.length === EXPECTED_SUITES ? 0 : 1)
