/**
 * Peg solitaire benches: counting from all 15 vacancies of T5, counting from one vacancy of T6,
 * and the shortest solution in moves from all 21 vacancies of T6. The T7 shortest solutions, with
 * time and peak memory, come from tests/fixtures/peg/make-tables.ts (one run takes too long here).
 */
import { countAll, holeCount, MoveSearch, shortestWith, singleVacancy } from '../src/solvers/peg/index.ts'
import { register } from './lib.ts'

function countAllStarts(side: number): number {
  let sum = 0
  for (let v = 1; v <= holeCount(side); v++) sum += Number(countAll(side, singleVacancy(side, v)).solutions % 1000n)
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

register(
  { name: 'peg/T5-count-all-starts', ops: 15, runs: 15, warmup: 3, run: () => countAllStarts(5) },
  { name: 'peg/T6-count', ops: 1, runs: 5, warmup: 1, run: () => Number(countAll(6, singleVacancy(6, 1)).solutions % 1000n) },
  { name: 'peg/T6-shortest-all-starts', ops: 21, runs: 3, warmup: 1, run: () => shortestAllStarts(6) },
)
