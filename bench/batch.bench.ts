/**
 * Batches through the real CLI (issue 33): each row runs `puzzle-notebook … -` in a process of its
 * own on a batch, at --jobs 1 and at every core (os.availableParallelism()), and the every-core row
 * gives its speed-up over the one-core row. Times are wall times of the whole command, start-up
 * included (about a second: what a teacher waits for). Every run checks the status and that the
 * answers are the same bytes at every --jobs.
 *
 *   roster   a class of 24 files graded with `peg check moves -` (each file in its own sandboxed
 *            child process: model answers, the starter, a file that throws)
 *   korf100  Korf's 100 with `sliding solve -` (IDA*, the 6-6-3 tables, built once for the batch)
 *   peg-T6   `peg count -` from each of the 21 single vacancies of T6
 *   3x3      `sliding search - --algorithm astar` on 2,000 seeded 3×3 boards (fast lines)
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadExercise } from '../src/solvers/code-exercises.ts'
import { holeCount, singleVacancy } from '../src/solvers/peg/index.ts'
import { formatBoard as formatPeg } from '../src/solvers/peg/notation.ts'
import { defaultGoal } from '../src/solvers/sliding/model.ts'
import { formatBoard } from '../src/solvers/sliding/notation.ts'
import { mulberry32, register, type Bench } from './lib.ts'

const MAIN = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url))
const CORES = availableParallelism()

type Workload = { name: string; args: string[]; input: () => string; runs?: number; ok: number[] }

/** The one-core row and the every-core row of a workload, the second compared with the first. */
function rows(w: Workload): Bench[] {
  let input = ''
  let expected: string | null = null
  const run = (jobs: number) => (): number => {
    const r = spawnSync(process.execPath, [MAIN, ...w.args, '-', '--jobs', String(jobs)], {
      input,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    })
    if (r.status === null || !w.ok.includes(r.status))
      throw new Error(`${w.name} --jobs ${jobs}: status ${r.status}; ${r.stderr.slice(0, 300)}`)
    expected ??= r.stdout
    if (r.stdout !== expected)
      throw new Error(`${w.name}: --jobs ${jobs} answered other bytes than --jobs 1.`)
    return r.stdout.length
  }
  const setup = (): void => {
    if (input === '') input = w.input()
  }
  const one = `batch/${w.name} --jobs 1`
  return [
    { name: one, setup, run: run(1), runs: w.runs ?? 3, warmup: 0 },
    {
      name: `batch/${w.name} --jobs ${CORES}`,
      setup,
      run: run(CORES),
      runs: w.runs ?? 3,
      warmup: 0,
      baseline: one,
    },
  ]
}

const peg = await loadExercise('peg', 'moves')

/** A class of `n` files in a fresh folder (written when the row is run): model answers, the starter and a file that throws. */
function roster(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-roster-'))
  const throws = 'export default function moves(board) {\n  throw new Error("not yet " + board)\n}\n'
  const names: string[] = []
  for (let k = 0; k < n; k++) {
    const path = join(dir, `student-${k}.ts`)
    writeFileSync(path, [peg.model, peg.starter, throws][k % 3])
    names.push(path)
  }
  return `${names.join('\n')}\n`
}

const KORF = readFileSync(new URL('../src/data/sliding/korf100-instances.txt', import.meta.url), 'utf8')

function boards3x3(n: number): string {
  const random = mulberry32(33)
  const goal = defaultGoal(3, 3)
  const lines: string[] = []
  for (let k = 0; k < n; k++) {
    // A random walk from the goal: reachable, and 20 to 60 moves deep.
    const tiles = Uint8Array.from(goal.tiles)
    let blank = tiles.indexOf(0)
    for (let step = 20 + Math.floor(random() * 40); step > 0; step--) {
      const next = [
        blank - 3,
        blank + 3,
        blank % 3 > 0 ? blank - 1 : -1,
        blank % 3 < 2 ? blank + 1 : -1,
      ].filter((c) => c >= 0 && c < 9)
      const to = next[Math.floor(random() * next.length)]
      tiles[blank] = tiles[to]
      tiles[to] = 0
      blank = to
    }
    lines.push(formatBoard({ width: 3, height: 3, tiles }))
  }
  return `${lines.join('\n')}\n`
}

register(
  ...rows({ name: 'roster-24', args: ['peg', 'check', 'moves'], input: () => roster(24), ok: [2] }),
  ...rows({
    name: 'korf100',
    args: ['sliding', 'solve', '--goal', '0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15'],
    input: () => KORF,
    ok: [0],
  }),
  ...rows({
    name: 'peg-T6-21',
    args: ['peg', 'count'],
    input: () =>
      Array.from(
        { length: holeCount(6) },
        (_, k) => `${formatPeg({ side: 6, board: singleVacancy(6, k + 1) })}\n`,
      ).join(''),
    ok: [0, 1],
  }),
  ...rows({
    name: '3x3-2000',
    args: ['sliding', 'search', '--algorithm', 'astar'],
    input: () => boards3x3(2000),
    ok: [0],
  }),
)
