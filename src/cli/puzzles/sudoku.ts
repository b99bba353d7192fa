/**
 * `puzzle-notebook sudoku …` — Sudoku over the solvers in src/solvers/sudoku: propagation alone,
 * propagation with MRV search, or exact cover by dancing links; `count` counts solutions up to a
 * cap and shows a second one when there is one.
 */
import {
  SUDOKU_METHODS,
  formatGrid,
  parseGrid,
  solveWith,
  type SudokuMethod,
  puzzle as description,
} from '../../solvers/sudoku/index.ts'
import { cliPuzzle, UsageError } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'

export const DEFAULT_CAP = 2
const fmt = (n: number): string => n.toLocaleString('en-US')

function methodOf(values: OptionValues, fallback: SudokuMethod): SudokuMethod {
  const m = values.method ?? fallback
  if (!(SUDOKU_METHODS as readonly string[]).includes(m))
    throw new UsageError(`Unknown method "${m.slice(0, 20)}": ${SUDOKU_METHODS.join(', ')}.`)
  return m as SudokuMethod
}

function capOf(values: OptionValues): number {
  const raw = values.cap
  if (raw === undefined) return DEFAULT_CAP
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > 1e9)
    throw new UsageError(`Option --cap takes a whole number from 1, not "${raw.slice(0, 20)}".`)
  return Number(raw)
}

function answer(input: string, method: SudokuMethod, cap: number): Outcome {
  const puzzle = parseGrid(input)
  const r = solveWith(puzzle, method, cap)
  const json = JSON.stringify({
    method,
    solution: r.count !== null && r.count > 0 && r.grid ? formatGrid(r.grid) : null,
    count: r.count,
    capped: r.capped,
    second: r.second ? formatGrid(r.second) : null,
    nodes: r.nodes,
    ...(method === 'propagate' ? { grid: r.grid ? formatGrid(r.grid) : null, open: r.open } : {}),
  })
  if (r.count === 0)
    return {
      status: 'unsolvable',
      reason: `No solution (${method === 'propagate' ? 'propagation reached a contradiction' : `exhaustive search, ${fmt(r.nodes)} nodes`}).`,
      json,
    }
  if (r.count === null)
    return {
      status: 'solved',
      text: `${formatGrid(r.grid!)} (propagation alone leaves ${r.open} cells open)`,
      json,
    }
  const many =
    r.count > 1
      ? `; ${r.capped ? `at least ${fmt(r.count)}` : fmt(r.count)} solutions, another: ${formatGrid(r.second!)}`
      : ''
  return { status: 'solved', text: `${formatGrid(r.grid!)}${many}`, json }
}

const NOTATION_HELP = `Notation
  81 characters row by row, a digit 1-9 or "." or "0" for a blank (spaces ignored), or nine rows of
  nine separated by "/" or newlines. Cells are named r<row>c<column>, from r1c1 at the top left.
  A bad character or two equal givens in a row, column or box exit 2 naming the cells.
  With "-", one puzzle a line (81 characters, or rows separated by "/").`

const solveVerb: Verb = {
  name: 'solve',
  budgets: [],
  noBudget:
    'a 9×9 grid is answered in milliseconds (dancing links) to seconds (search), with no table to grow',
  summary: 'a solution (propagate: as far as propagation alone goes)',
  options: ['method'],
  help: `Usage: puzzle-notebook sudoku solve <puzzle|-> [--method propagate|backtrack|dlx] [--json]

Prints the solution as 81 digits. --method backtrack (default): naked and hidden singles, then
search on the cell with the fewest candidates; dlx: exact cover with dancing links; propagate:
singles alone, printing "." where they stop. Exit 1 when the puzzle has no solution.
With --json: {"method","solution","count","capped","second","nodes"} (solve stops at the first
solution: count is 1; use count to learn whether it is the only one).

${NOTATION_HELP}`,
  answer: (input, values) => answer(input, methodOf(values, 'backtrack'), 1),
}

const countVerb: Verb = {
  name: 'count',
  budgets: [],
  noBudget:
    'a 9×9 grid is answered in milliseconds (dancing links) to seconds (search), with no table to grow',
  summary: `count solutions up to a cap (default ${DEFAULT_CAP}), with a second solution when there is one`,
  options: ['method', 'cap'],
  help: `Usage: puzzle-notebook sudoku count <puzzle|-> [--method backtrack|dlx] [--cap N] [--json]

Counts solutions up to N (default ${DEFAULT_CAP}: enough to tell one from more). Prints the first
solution, and with more than one, how many (“at least N” at the cap) and a second one. Default
method dlx. Exit 1 when there is none.

${NOTATION_HELP}`,
  answer: (input, values) => {
    const method = methodOf(values, 'dlx')
    if (method === 'propagate') throw new UsageError('count needs a search: --method backtrack or dlx.')
    return answer(input, method, capOf(values))
  },
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'puzzle',
  summary: 'Sudoku: propagation, search with MRV, exact cover by dancing links',
  options: '[--method …]',
  notation: NOTATION_HELP,
  verbs: [solveVerb, countVerb],
})
