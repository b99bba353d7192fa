/**
 * Writes src/data/connect4/empty-boards.json: the empty position of every board with at most 36
 * cells (4×4 … 6×6), solved by the bitboard solver, each column's score and the
 * node counts. The article's table of small boards reads this file; tests/unit/games-table.test.ts
 * solves the cheaper rows again and checks them, and bench/games.bench.ts times every row.
 *
 *   node bench/games-table.ts        (about three minutes; run through npm's Node 22)
 */
import { writeFileSync } from 'node:fs'
import { emptyPosition, Solver } from '../src/solvers/connect4/index.ts'

/** Every board up to 36 cells, smallest first. 6×7 and 7×6 take hours here without an opening book. */
export const TABLE_SIZES: { width: number; height: number }[] = []
for (let cells = 16; cells <= 36; cells++) {
  for (let width = 4; width <= 7; width++) {
    const height = cells / width
    if (Number.isInteger(height) && height >= 4 && height <= 7) TABLE_SIZES.push({ width, height })
  }
}

export interface TableRow {
  width: number
  height: number
  score: number
  columns: (number | null)[]
  best: number[]
  nodes: number
  nodesAllColumns: number
}

/** One row: the empty board's score by solve() (its node count), and every column's by analyse(). */
export function tableRow(width: number, height: number): TableRow {
  const solver = new Solver(width, height)
  const score = solver.solve(emptyPosition({ width, height }))
  const nodes = solver.nodes
  solver.reset()
  const a = solver.analyse(emptyPosition({ width, height }))
  return { width, height, score, columns: a.columns, best: a.best, nodes, nodesAllColumns: a.nodes }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = TABLE_SIZES.map(({ width, height }) => {
    const t = performance.now()
    const row = tableRow(width, height)
    console.error(
      `${width}x${height}: score ${row.score}, ${row.nodes} nodes, ${((performance.now() - t) / 1000).toFixed(1)} s`,
    )
    return row
  })
  writeFileSync(
    new URL('../src/data/connect4/empty-boards.json', import.meta.url),
    JSON.stringify(rows, null, 1) + '\n',
  )
}
