/**
 * Search-lab benches: the whole race (every algorithm of src/solvers/search) on 100 seeded random
 * solvable 3×3 positions, with Manhattan distance for the informed ones and w = 2 for weighted
 * A*. Every algorithm runs under the race's node budgets (race.ts, RACE_BUDGET), which only
 * depth-first search can reach; the row reports on stderr how many positions each finished, and
 * the time per algorithm, so the target (under 10 s for everything but DFS) can be read off one run.
 */
import { FACTORIAL, unrank } from '../src/solvers/sliding/rank.ts'
import { defaultGoal, type Board } from '../src/solvers/sliding/model.ts'
import { isReachable } from '../src/solvers/sliding/parity.ts'
import { boardData } from '../src/solvers/sliding/model.ts'
import { ALGORITHMS } from '../src/solvers/search/algorithms.ts'
import { slidingRace } from '../src/solvers/search/jobs.ts'
import { mulberry32, register, type Bench } from './lib.ts'

const GOAL = defaultGoal(3, 3)

/** 100 positions drawn uniformly from the solvable ones (seeded). */
function positions(count: number, seed: number): Board[] {
  const random = mulberry32(seed)
  const out: Board[] = []
  while (out.length < count) {
    const board = {
      width: 3,
      height: 3,
      tiles: unrank(Math.floor(random() * FACTORIAL[9]), new Uint8Array(9)),
    }
    if (isReachable(board, GOAL)) out.push(board)
  }
  return out
}

/** The race bench's positions (tests/unit/search-sliding-iddfs.test.ts runs them too). */
export const POSITIONS = positions(100, 100)

const race100: Bench = {
  name: 'search/8-puzzle-race-100',
  runs: 1,
  warmup: 0,
  ops: POSITIONS.length,
  run: () => {
    const ms = Object.fromEntries(ALGORITHMS.map((a) => [a, 0]))
    const finished = Object.fromEntries(ALGORITHMS.map((a) => [a, 0]))
    const optimal = Object.fromEntries(ALGORITHMS.map((a) => [a, 0]))
    let nodes = 0
    for (const start of POSITIONS) {
      const r = slidingRace({
        start: boardData(start),
        goal: boardData(GOAL),
        heuristic: 'manhattan',
        weight: 2,
      })
      for (const row of r.rows) {
        ms[row.algorithm] += row.ms
        nodes += row.expanded
        if (row.length !== null) finished[row.algorithm]++
        if (row.optimal) optimal[row.algorithm]++
      }
    }
    const lines = ALGORITHMS.map(
      (a) =>
        `    ${a.padEnd(15)} ${(ms[a] / 1000).toFixed(2).padStart(7)} s  finished ${finished[a]}/${POSITIONS.length}  optimal ${optimal[a]}`,
    )
    const withoutDfs = ALGORITHMS.filter((a) => a !== 'dfs').reduce((s, a) => s + ms[a], 0)
    process.stderr.write(
      `  search/8-puzzle-race-100, per algorithm:\n${lines.join('\n')}\n    all but DFS: ${(withoutDfs / 1000).toFixed(2)} s\n`,
    )
    return nodes
  },
}

register(race100)
