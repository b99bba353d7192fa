/**
 * `puzzle-notebook peg …` — triangular peg solitaire over the solvers in src/solvers/peg.
 *
 * Vocabulary: see the help text (board notation, hole numbers, moves). `count` counts every jump
 * sequence that leaves one peg; `shortest` finds the fewest moves (a move is a chain of jumps by
 * one peg). A board that cannot be finished exits 1 with the reason: the position-class
 * certificate when it applies, otherwise the number of boards the exhaustive search examined.
 */
import {
  countAll,
  certificate,
  countByFinalModular,
  exact,
  formatMoves,
  certificateSentence,
  holeIndex,
  parseBoard,
  pegCount,
  shortestMeet,
  puzzle as peg,
  type CountResult,
  type Position,
} from '../../solvers/peg/index.ts'
import { BudgetError, type Budget } from '../../solvers/contract.ts'
import { cliPuzzle } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'
import tables from '../../data/peg/tables.json' with { type: 'json' }

/** The slowest T7 single vacancy's measured processor time and peak memory (src/data/peg/tables.json). */
function t7Cost(run: 'countRun' | 'shortestRun'): string {
  const rows = (tables.tables.find((t) => t.side === 7)?.rows ?? []) as {
    countRun?: { cpuMs: number; peakMB: number }
    shortestRun?: { cpuMs: number; peakMB: number }
  }[]
  const runs = rows.map((r) => r[run]).filter((r) => r !== undefined)
  const cpu = Math.max(...runs.map((r) => r.cpuMs)) / 1000
  const mb = Math.max(...runs.map((r) => r.peakMB))
  return `up to ${cpu < 60 ? `${Math.round(cpu)} s` : `${Math.round(cpu / 60)} min`} of processor time and ${mb.toLocaleString('en-US')} MB`
}

/** The budgets a search gets when the command line names none (stated in each verb's help). */
export const DEFAULT_MAX_MEMORY_MB = 2048
export const DEFAULT_SHORTEST_MAX_NODES = 300_000_000
/** From this side on, `count` counts by final hole only (modulo three primes): by moves needs far more memory. */
export const BY_FINAL_ONLY_FROM = 7

/** The budget from --max-nodes and --max-memory (already checked as whole numbers > 0), with defaults. */
export function budgetOf(values: OptionValues, defaultNodes?: number): Budget {
  const nodes = values['max-nodes'] !== undefined ? Number(values['max-nodes']) : defaultNodes
  const mb = values['max-memory'] !== undefined ? Number(values['max-memory']) : DEFAULT_MAX_MEMORY_MB
  return nodes === undefined ? { maxBytes: mb * 2 ** 20 } : { maxNodes: nodes, maxBytes: mb * 2 ** 20 }
}

const BUDGET_HELP = (nodes: string): string => `Budget
  --max-memory MB   give up (exit 3, "gave up: …") before the search's tables pass MB megabytes;
                    default ${DEFAULT_MAX_MEMORY_MB} (the tables only; the process needs a little more).
  --max-nodes N     give up after examining N boards; ${nodes}.`

const NUMBERING = [1, 2, 3, 4, 5]
  .map(
    (n) =>
      '    ' +
      ' '.repeat(2 * (5 - n)) +
      Array.from({ length: n }, (_, c) => String(holeIndex(n - 1, c) + 1).padStart(2)).join('  '),
  )
  .join('\n')

const NOTATION_HELP = `Notation
  A board is its rows from the apex, separated by "/", 1 for a peg and 0 for an empty hole;
  row k has k characters. T4 with hole 2 empty:  ${peg.example}
  Boards have 1 to 8 rows (up to 36 holes). Spaces are ignored.

Holes are numbered 1.. row by row from the apex (T5 shown):
${NUMBERING}

A jump takes a peg over a neighbouring peg, along a row or a diagonal, into the empty hole
beyond; the jumped peg is removed. A move is a chain of jumps by the same peg.`

/** Exact integers in JSON: numbers up to 2^53, decimal strings beyond. */
const exact64 = (n: bigint): string => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? n.toString() : `"${n}"`)
const object = (entries: [number, bigint][]): string =>
  `{${entries.map(([k, n]) => `"${k}":${exact64(n)}`).join(',')}}`

const solutions = (n: bigint): string => `${n} solution${n === 1n ? '' : 's'}`

function noSolution(position: Position, boards: number): string {
  const { side, board } = position
  if (pegCount(board) === 0) return 'No solution: the board has no pegs.'
  const c = certificate(side, board)
  if (!c.possible) return `No solution, by the position-class argument. ${certificateSentence(c)}`
  return `No solution exists: exhaustive search over ${boards.toLocaleString('en-US')} board${boards === 1 ? '' : 's'}.`
}

function countBoard(input: string, values: OptionValues = {}): Outcome {
  const position = parseBoard(input)
  const budget = budgetOf(values)
  if (position.side >= BY_FINAL_ONLY_FROM) return countByFinalOnly(position, budget)
  const r: CountResult = countAll(position.side, position.board, -1, { budget })
  const json = `{"solutions":${exact64(r.solutions)},"byFinal":${object([...r.byFinal])},"byMoves":${object([...r.byMoves])}}`
  if (r.solutions === 0n) return { status: 'unsolvable', reason: noSolution(position, r.boards), json }
  const list = (m: Map<number, bigint>): string => [...m].map(([k, n]) => `${k}: ${n}`).join(', ')
  const text = `${solutions(r.solutions)}\nby final hole: ${list(r.byFinal)}\nby moves: ${list(r.byMoves)}`
  return { status: 'solved', text, json }
}

/** T7 and T8: the count by final hole modulo three primes (modcount.ts); by moves is not computed. */
function countByFinalOnly(position: Position, budget: Budget): Outcome {
  const { side, board } = position
  if (pegCount(board) === 0 || !certificate(side, board).possible) {
    return {
      status: 'unsolvable',
      reason: noSolution(position, 0),
      json: '{"solutions":0,"byFinal":{},"byMoves":null}',
    }
  }
  const m = countByFinalModular(side, board, undefined, { budget })
  const e = exact(m)
  if (!e)
    throw new BudgetError(
      `Gave up: the count's proven bound ${m.bound} does not fit under the product of the three primes.`,
    )
  const boards = m.layers.reduce((a, b) => a + b, 0)
  const json = `{"solutions":${exact64(e.solutions)},"byFinal":${object([...e.byFinal])},"byMoves":null}`
  if (e.solutions === 0n) return { status: 'unsolvable', reason: noSolution(position, boards), json }
  const list = (m: Map<number, bigint>): string => [...m].map(([k, n]) => `${k}: ${n}`).join(', ')
  const text = `${solutions(e.solutions)}\nby final hole: ${list(e.byFinal)}\nby moves: not computed on T${BY_FINAL_ONLY_FROM} and larger (it needs far more memory)`
  return { status: 'solved', text, json }
}

function shortestBoard(input: string, values: OptionValues = {}): Outcome {
  const position = parseBoard(input)
  // The fast twin of the distance table (meet.ts), within its budget.
  const r = shortestMeet(position.side, position.board, -1, {
    budget: budgetOf(values, DEFAULT_SHORTEST_MAX_NODES),
  })
  if (!r.solved) {
    return {
      status: 'unsolvable',
      reason: noSolution(position, r.boards),
      json: '{"moves":null,"solution":null}',
    }
  }
  const text =
    r.moves === 0
      ? '0 moves: the board already has one peg'
      : `${r.moves} move${r.moves === 1 ? '' : 's'}: ${formatMoves(r.solution)}`
  return { status: 'solved', text, json: JSON.stringify({ moves: r.moves, solution: r.solution }) }
}

// The examples in the help are the solvers' own answers (a few milliseconds for T4).
const EXAMPLE = peg.example
const exampleCount = countBoard(EXAMPLE)
const exampleShortest = shortestBoard(EXAMPLE)
const example = (o: Outcome, field: 'text' | 'json'): string =>
  o.status === 'unsolvable' ? o.reason : field === 'text' ? o.text : o.json
const indent = (text: string): string =>
  text
    .split('\n')
    .map((line) => '  ' + line)
    .join('\n')

const count: Verb = {
  name: 'count',
  summary: 'count the jump sequences that leave one peg: in total, by final hole, by moves',
  help: `Usage: puzzle-notebook peg count <board|-> [--json] [--max-memory MB] [--max-nodes N]

Counts every sequence of jumps that leaves one peg, in total, by the hole of the last peg and by
the number of moves:
  $ puzzle-notebook peg count ${EXAMPLE}
${indent(example(exampleCount, 'text'))}
With --json: ${example(exampleCount, 'json')}
(integers past 2^53 are printed as decimal strings). Exit 1 with the reason when no sequence
leaves one peg. With "-", reads one board a line from stdin and answers one line each.
On T${BY_FINAL_ONLY_FROM} and T8 it counts by final hole only ("byMoves": null): it keeps one count per
board, modulo three primes, two layers at a time. A T7 single vacancy takes ${t7Cost('countRun')}
(measured); T8 passes the default memory budget and gives up (exit 3).

${BUDGET_HELP('no limit by default (memory is the limit)')}

${NOTATION_HELP}`,
  answer: countBoard,
}

const shortestVerb: Verb = {
  name: 'shortest',
  summary: 'the fewest moves that leave one peg, and one such solution',
  help: `Usage: puzzle-notebook peg shortest <board|-> [--json] [--max-memory MB] [--max-nodes N]

Prints the minimum number of moves and one solution, each move as the holes its peg visits:
  $ puzzle-notebook peg shortest ${EXAMPLE}
${indent(example(exampleShortest, 'text'))}
With --json, the jumps [from, to] in order (1-based holes):
  ${example(exampleShortest, 'json')}
Exit 1 with the reason when the board cannot be reduced to one peg. With "-", reads one board a line from stdin.
A T7 single vacancy takes ${t7Cost('shortestRun')} (measured); T8 passes the default budget
and gives up (exit 3).

${BUDGET_HELP(`default ${DEFAULT_SHORTEST_MAX_NODES.toLocaleString('en-US')}`)}

${NOTATION_HELP}`,
  answer: shortestBoard,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: peg,
  input: 'board',
  summary: 'triangular peg solitaire: jump until one peg is left',
  notation: NOTATION_HELP,
  verbs: [count, shortestVerb],
})
