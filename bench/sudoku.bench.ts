/**
 * Sudoku benches on the published hard set (src/solvers/sudoku/puzzles.ts, nine puzzles): solve
 * all, and count to 2 (the "is it proper?" question), by dancing links and by MRV search; and
 * the count by dancing links in C (bench/c/dlx.c, compiled with cc -O2 when the bench runs),
 * ten passes over the set a run so the process start (about a millisecond) weighs little.
 */
import { HARD, parseGrid, solveDlx, solveSearch } from '../src/solvers/sudoku/index.ts'
import { runC, skipUnlessCompiled } from './c/compile.ts'
import { register } from './lib.ts'

const grids = HARD.map((p) => parseGrid(p.grid))
const input = HARD.map((p) => p.grid).join('\n') + '\n'
const PASSES = 10

const everyOne = (count: (g: Uint8Array) => number): number => {
  let total = 0
  for (const g of grids) {
    const c = count(g)
    if (c !== 1) throw new Error(`A hard puzzle counted ${c} solutions.`)
    total += c
  }
  return total
}

register(
  {
    name: 'sudoku/hard-set-solve-dlx',
    ops: grids.length,
    runs: 15,
    run: () => everyOne((g) => solveDlx(g, 1).count),
  },
  {
    name: 'sudoku/hard-set-solve-backtrack',
    ops: grids.length,
    runs: 15,
    run: () => everyOne((g) => solveSearch(g, { cap: 1 }).count),
  },
  {
    name: 'sudoku/hard-set-count-dlx',
    ops: grids.length,
    runs: 15,
    run: () => everyOne((g) => solveDlx(g, 2).count),
  },
  {
    name: 'sudoku/hard-set-count-backtrack',
    ops: grids.length,
    runs: 15,
    run: () => everyOne((g) => solveSearch(g, { cap: 2 }).count),
  },
  {
    name: 'sudoku/hard-set-count-dlx-x10',
    ops: grids.length * PASSES,
    runs: 9,
    warmup: 3,
    run: () => {
      let s = 0
      for (let k = 0; k < PASSES; k++) s += everyOne((g) => solveDlx(g, 2).count)
      return s
    },
  },
  {
    name: 'sudoku/hard-set-count-dlx-x10-c',
    ops: grids.length * PASSES,
    runs: 9,
    warmup: 2,
    skip: skipUnlessCompiled('dlx'),
    run: () => runC('dlx', ['2', String(PASSES)], input)[0],
  },
)
