/**
 * `puzzle-notebook peg …` — triangular peg solitaire over the solvers in src/solvers/peg.
 *
 * Vocabulary: see the help text (board notation, hole numbers, moves). `count` counts every jump
 * sequence that leaves one peg; `shortest` finds the fewest moves (a move is a chain of jumps by
 * one peg). A board that cannot be finished exits 1 with the reason: the position-class
 * certificate when it applies, otherwise the number of boards the exhaustive search examined.
 */
import {
  countAll, certificate, formatMoves, certificateSentence, holeIndex, parseBoard, pegCount, shortestMeet,
  puzzle as peg, type CountResult, type Position,
} from '../../solvers/peg/index.ts'
import type { Outcome, Puzzle, Verb } from '../io.ts'

const NUMBERING = [1, 2, 3, 4, 5].map((n) => '    ' + ' '.repeat(2 * (5 - n)) +
  Array.from({ length: n }, (_, c) => String(holeIndex(n - 1, c) + 1).padStart(2)).join('  ')).join('\n')

const NOTATION_HELP = `Notation
  A board is its rows from the apex, separated by "/", 1 for a peg and 0 for an empty hole;
  row k has k characters. T4 with hole 2 empty:  ${peg.example}
  Boards have 1 to 8 rows (up to 36 holes). Spaces are ignored.

Holes are numbered 1.. row by row from the apex (T5 shown):
${NUMBERING}

A jump takes a peg over a neighbouring peg, along a row or a diagonal, into the empty hole
beyond; the jumped peg is removed. A move is a chain of jumps by the same peg.`

/** Exact integers in JSON: numbers up to 2^53, decimal strings beyond. */
const exact = (n: bigint): string => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? n.toString() : `"${n}"`)
const object = (entries: [number, bigint][]): string => `{${entries.map(([k, n]) => `"${k}":${exact(n)}`).join(',')}}`

function noSolution(position: Position, boards: number): string {
  const { side, board } = position
  if (pegCount(board) === 0) return 'No solution: the board has no pegs.'
  const c = certificate(side, board)
  if (!c.possible) return `No solution, by the position-class argument. ${certificateSentence(c)}`
  return `No solution exists: exhaustive search over ${boards.toLocaleString('en-US')} board${boards === 1 ? '' : 's'}.`
}

function countBoard(input: string): Outcome {
  const position = parseBoard(input)
  const r: CountResult = countAll(position.side, position.board)
  const json = `{"solutions":${exact(r.solutions)},"byFinal":${object([...r.byFinal])},"byMoves":${object([...r.byMoves])}}`
  if (r.solutions === 0n) return { status: 'unsolvable', reason: noSolution(position, r.boards), json }
  const list = (m: Map<number, bigint>): string => [...m].map(([k, n]) => `${k}: ${n}`).join(', ')
  const text = `${r.solutions} solutions\nby final hole: ${list(r.byFinal)}\nby moves: ${list(r.byMoves)}`
  return { status: 'solved', text, json }
}

function shortestBoard(input: string): Outcome {
  const position = parseBoard(input)
  const r = shortestMeet(position.side, position.board) // the fast twin of the distance table (meet.ts)
  if (!r.solved) {
    return { status: 'unsolvable', reason: noSolution(position, r.boards), json: '{"moves":null,"solution":null}' }
  }
  const text = `${r.moves} move${r.moves === 1 ? '' : 's'}: ${formatMoves(r.solution)}`
  return { status: 'solved', text, json: JSON.stringify({ moves: r.moves, solution: r.solution }) }
}

// The examples in the help are the solvers' own answers (a few milliseconds for T4).
const EXAMPLE = peg.example
const exampleCount = countBoard(EXAMPLE)
const exampleShortest = shortestBoard(EXAMPLE)
const example = (o: Outcome, field: 'text' | 'json'): string =>
  o.status === 'solved' ? (field === 'text' ? o.text : o.json) : o.reason
const indent = (text: string): string => text.split('\n').map((line) => '  ' + line).join('\n')

const count: Verb = {
  name: 'count',
  summary: 'count the jump sequences that leave one peg: in total, by final hole, by moves',
  help: `Usage: puzzle-notebook peg count <board|-> [--json]

Counts every sequence of jumps that leaves one peg, in total, by the hole of the last peg and by
the number of moves:
  $ puzzle-notebook peg count ${EXAMPLE}
${indent(example(exampleCount, 'text'))}
With --json: ${example(exampleCount, 'json')}
(integers past 2^53 are printed as decimal strings). Exit 1 with the reason when no sequence
leaves one peg. With "-", reads one board a line from stdin and answers one line each.

${NOTATION_HELP}`,
  answer: countBoard,
}

const shortestVerb: Verb = {
  name: 'shortest',
  summary: 'the fewest moves that leave one peg, and one such solution',
  help: `Usage: puzzle-notebook peg shortest <board|-> [--json]

Prints the minimum number of moves and one solution, each move as the holes its peg visits:
  $ puzzle-notebook peg shortest ${EXAMPLE}
${indent(example(exampleShortest, 'text'))}
With --json, the jumps [from, to] in order (1-based holes):
  ${example(exampleShortest, 'json')}
Exit 1 with the reason when the board cannot be reduced to one peg. With "-", reads one board a line from stdin.

${NOTATION_HELP}`,
  answer: shortestBoard,
}

export const puzzle: Puzzle = {
  name: peg.id,
  slug: peg.slug,
  summary: 'triangular peg solitaire: jump until one peg is left',
  help: `Usage: puzzle-notebook peg <verb> <board|-> [--json]

Verbs
  count      ${count.summary}
  shortest   ${shortestVerb.summary}

${NOTATION_HELP}`,
  verbs: [count, shortestVerb],
}
