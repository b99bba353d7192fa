/**
 * Peg solitaire benches: counting from all 15 vacancies of T5 and from one vacancy of T6 (the
 * total over a direct table, and split by moves),
 * the shortest solution in moves from all 21 vacancies of T6 (the distance table, and its fast
 * twin that meets in the middle), and the shortest solution on T7 from one vacancy of each class
 * that can be finished. Each T7 row runs src/data/peg/one-start.ts in its own process (so
 * the peak memory is that search's own) and prints its time, CPU time, peak memory and the load.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  certificate,
  countAll,
  holeCount,
  MoveSearch,
  shortestMeet,
  shortestWith,
  singleVacancy,
  vacancyClasses,
} from '../src/solvers/peg/index.ts'
import { countByFinalFast, countFast } from '../src/solvers/peg/fastcount.ts'
import { geometry } from '../src/solvers/peg/board.ts'
import { runC, skipUnlessCompiled } from './c/compile.ts'
import { register, type Bench } from './lib.ts'

function countAllStarts(side: number): number {
  let sum = 0
  for (let v = 1; v <= holeCount(side); v++)
    sum += Number(countAll(side, singleVacancy(side, v)).solutions % 1000n)
  return sum
}

function shortestAllStarts(side: number): number {
  const search = new MoveSearch(side) // distances belong to boards, so every start shares them
  let sum = 0
  for (let v = 1; v <= holeCount(side); v++) {
    const r = shortestWith(search, singleVacancy(side, v))
    sum += r.solved ? r.moves : 0
  }
  return sum
}

function meetAllStarts(side: number): number {
  let sum = 0
  for (let v = 1; v <= holeCount(side); v++) {
    const r = shortestMeet(side, singleVacancy(side, v))
    sum += r.solved ? r.moves : 0
  }
  return sum
}

const ONE_START = fileURLToPath(new URL('../src/data/peg/one-start.ts', import.meta.url))

/** The T7 shortest search from `vacancy` in a child process; reports time and peak memory. */
function t7Shortest(vacancy: number): number {
  const r = JSON.parse(
    execFileSync(process.execPath, [ONE_START, 'shortest', '7', String(vacancy)], { encoding: 'utf8' }),
  )
  process.stderr.write(
    `  peg/T7-shortest-v${vacancy}: ${r.moves} moves, ${(r.wallMs / 1000).toFixed(1)} s wall, ` +
      `${(r.cpuMs / 1000).toFixed(1)} s CPU, peak ${r.peakMB} MB, ${r.boards.toLocaleString('en-US')} boards, load ${r.load}\n`,
  )
  return r.moves
}

/**
 * The same count in plain C (bench/c/pegcount.c), on the JS geometry's jumps in the same order;
 * its count is checked against countFast's. Its speed-up column is the JS row's median over its
 * own: how many times slower the JS count is (issue 33: at most 2×). Process start-up included
 * (about 1 ms).
 */
function countC(side: number, vacancy: number): Bench {
  const g = geometry(side)
  const start = singleVacancy(side, vacancy)
  const jumps = Array.from(g.delta, (d, j) => `${g.needLo[j]} ${g.needLo[j] | g.emptyLo[j]} ${d}`)
  const input = `${g.holes} ${start} ${jumps.length}\n${jumps.join('\n')}\n`
  let expected = -1
  return {
    name: `peg/T${side}-count-c`,
    ops: 1,
    runs: 5,
    warmup: 1,
    baseline: `peg/T${side}-count`,
    skip: skipUnlessCompiled('pegcount'),
    setup: () => {
      expected = countFast(side, start)
    },
    run: () => {
      const [n] = runC('pegcount', [], input)
      if (n !== expected) throw new Error(`pegcount.c counted ${n}, countFast ${expected}`)
      return n % 1000
    },
  }
}

register(
  // peg/T6-count and peg/T5-count-all-starts: the total number of jump sequences over a direct
  // table of 2^holes counts (fastcount.ts), the computation of the C reference in issue 14.
  {
    name: 'peg/T5-count-all-starts',
    ops: 15,
    runs: 15,
    warmup: 3,
    run: () => {
      let sum = 0
      for (let v = 1; v <= 15; v++) sum += countFast(5, singleVacancy(5, v)) % 1000
      return sum
    },
  },
  { name: 'peg/T6-count', ops: 1, runs: 5, warmup: 1, run: () => countFast(6, singleVacancy(6, 1)) % 1000 },
  countC(6, 1),
  // The same counts split by the number of moves and by final hole, in exact BigInts (count.ts,
  // countAll: what the article's tables need), and the split by final hole alone, direct.
  { name: 'peg/T5-count-by-moves-all-starts', ops: 15, runs: 15, warmup: 3, run: () => countAllStarts(5) },
  {
    name: 'peg/T6-count-by-moves',
    ops: 1,
    runs: 5,
    warmup: 1,
    run: () => Number(countAll(6, singleVacancy(6, 1)).solutions % 1000n),
  },
  {
    name: 'peg/T6-count-by-final-direct',
    ops: 1,
    runs: 5,
    warmup: 1,
    run: () => countByFinalFast(6, singleVacancy(6, 1)).size,
  },
  { name: 'peg/T6-shortest-all-starts', ops: 21, runs: 3, warmup: 1, run: () => shortestAllStarts(6) },
  { name: 'peg/T6-shortest-meet-all-starts', ops: 21, runs: 3, warmup: 1, run: () => meetAllStarts(6) },
  ...vacancyClasses(7)
    .map((c) => c[0])
    .filter((v) => certificate(7, singleVacancy(7, v)).possible)
    .map((v) => ({ name: `peg/T7-shortest-v${v}`, ops: 1, runs: 1, warmup: 0, run: () => t7Shortest(v) })),
)
