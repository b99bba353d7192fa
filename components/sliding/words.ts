/**
 * The sliding widgets' sentences and labels, shared by the build-time markup and the client
 * modules (pure: unit-tested in tests/unit/sliding-widgets.test.ts).
 */
import { formatMs } from '../kit/job-controls.ts'
import type { Board } from '../../src/solvers/sliding/model.ts'
import type { AlgorithmRow, Method } from '../../src/solvers/sliding/jobs.ts'
import type { Convention } from './logic.ts'
import type { Conflict, TileDistance, TreeNode } from './figures.ts'
import { formatBoard } from '../../src/solvers/sliding/notation.ts'

export const fmt = (n: number): string => n.toLocaleString('en-US')

/** "1 node", "1,024 nodes". */
export const nodes = (n: number): string => `${fmt(n)} node${n === 1 ? '' : 's'}`

/** "1 move", "5 moves". */
const moveCount = (n: number): string => `${n} move${n === 1 ? '' : 's'}`

/** A duration as the progress line shows it: "42 ms", "2.4 s" (the kit's wording). */
const duration = formatMs

export function cellLabel(board: Board, cell: number): string {
  const tile = board.tiles[cell]
  const where = `row ${Math.floor(cell / board.width) + 1}, column ${(cell % board.width) + 1}`
  return tile === 0 ? `Blank, ${where}` : `Tile ${tile}, ${where}`
}

/** "3 × 3" for a menu value "3x3" (columns × rows). */
export const sizeLabel = (value: string): string => value.replace('x', ' × ')

/** The sentence the status region announces for an optimal solution. */
function solutionSentence(moves: readonly number[]): string {
  if (moves.length === 0) return 'Already at the goal.'
  return `Solved in ${moveCount(moves.length)}: ${moves.join(' ')}`
}

/** The play widget's answer: the solution, then how IDA* found it. */
export function solvedSentence(r: {
  moves: readonly number[]
  expanded: number
  searchMs: number
  buildMs: number
}): string {
  const build = r.buildMs >= 1 ? `; pattern databases built in ${duration(r.buildMs)}` : ''
  return `${solutionSentence(r.moves)} (IDA* expanded ${nodes(r.expanded)} in ${duration(r.searchMs)}${build}).`
}

/** The 15-puzzle widget's answer for instance `which`, with the search rate. */
export function instanceSentence(
  which: number,
  r: { moves: readonly number[]; expanded: number; searchMs: number; buildMs: number },
): string {
  const rate = r.searchMs > 0 ? `, ${fmt(Math.round(r.expanded / (r.searchMs / 1000)))} nodes a second` : ''
  const build = r.buildMs >= 1 ? ` Pattern databases built in ${duration(r.buildMs)}.` : ''
  return `Instance ${which}: ${solutionSentence(r.moves)}. IDA* expanded ${nodes(r.expanded)} in ${duration(r.searchMs)}${rate}.${build}`
}

export type Direction = 'up' | 'down' | 'left' | 'right'

/** Which way a tile went when it slid from cell `from` to cell `to` of a board `width` wide. */
export function slideDirection(from: number, to: number, width: number): Direction {
  if (to === from - width) return 'up'
  if (to === from + width) return 'down'
  return to < from ? 'left' : 'right'
}

/** What a slide announces, short enough to hear after every move: "Tile 4 up, move 1." */
export function slideSentence(tile: number, direction: Direction, made: number, atGoal: boolean): string {
  const move = `Tile ${tile} ${direction}, move ${made}.`
  return atGoal ? `${move} Solved! You reached the goal in ${moveCount(made)}.` : move
}

/** The status while a solution waits for the class's prediction (class mode). */
export const heldSentence =
  'Solved. How long is the shortest solution? Type the class’s prediction in moves, then press Reveal.'

/** What the play widget's status says while no answer was asked for. */
export function idleSentence(atGoal: boolean, made: number, reason: string): string {
  if (!atGoal) return reason
  return made > 0 ? `Solved! You reached the goal in ${moveCount(made)}.` : 'Already at the goal.'
}

/** How a convention reads in a sentence and on its button. */
const CONVENTION_WORDS: Record<Convention, string> = {
  'blank-first': 'the blank first',
  'blank-last': 'the blank last',
}

/**
 * Added to a parity refusal when the goal's convention is the likely cause: the position can
 * reach the goal of the other convention (`goalText`); Korf's 15-puzzle instances use blank first.
 */
export function conventionSentence(
  convention: Convention,
  goalText: string,
  width: number,
  height: number,
): string {
  const korf =
    convention === 'blank-first' && width === 4 && height === 4 ? ', as in Korf’s 15-puzzle instances' : ''
  return (
    `Or keep the tiles and change the goal: the goal with ${CONVENTION_WORDS[convention]} (${goalText}${korf}) is reachable. ` +
    'On this board the two usual goals, blank first and blank last, lie on opposite sides of the parity rule, so a position made for one is refused by the other.'
  )
}

/** The button that sets that goal. */
export const conventionButton = (convention: Convention): string =>
  `Use the goal with ${CONVENTION_WORDS[convention]}`

/** "Step 3 of 5: tile 8 slides into the blank". */
export const stepLabel = (k: number, moves: readonly number[]): string =>
  `Step ${k + 1} of ${moves.length}: tile ${moves[k]} slides into the blank`

/** "148, the first 24 shown" when the list is cut short, else just the count. */
export function farthestLabel(count: number, shown: number): string {
  return shown < count ? `${fmt(count)}, the first ${fmt(shown)} shown` : fmt(count)
}

/** The state-space widget's sentence after a census. */
export function censusSentence(reached: number, counts: readonly number[], ms: number | null): string {
  const time = ms === null ? '' : ` (counted in ${duration(ms)})`
  return `From your goal, ${fmt(reached)} positions are reachable${time}; the farthest need ${counts.length - 1} moves.`
}

/** A sentence that summarizes the chart for screen readers. */
export function chartSummary(counts: readonly number[], what: string): string {
  const total = counts.reduce((a, b) => a + b, 0)
  const peak = counts.indexOf(Math.max(...counts))
  return (
    `Bar chart of ${what}: ${total.toLocaleString('en-US')} positions at distances 0 to ${counts.length - 1}; ` +
    `the most common distance is ${peak} (${counts[peak].toLocaleString('en-US')} positions) and ${counts[counts.length - 1].toLocaleString('en-US')} ` +
    `${counts[counts.length - 1] === 1 ? 'is' : 'are'} at the largest distance, ${counts.length - 1}.`
  )
}

/** Row names of the comparison, shared by the build-time table and the client. */
export const METHOD_NAMES: Record<Method, string> = {
  bfs: 'BFS (rank table)',
  'astar-manhattan': 'A*, Manhattan',
  'idastar-manhattan': 'IDA*, Manhattan',
  'idastar-linear-conflict': 'IDA*, linear conflict',
  'idastar-pdb': 'IDA*, pattern databases',
}
export const METHODS = Object.keys(METHOD_NAMES) as Method[]

/** The three cells of a comparison row after a run: nodes, time, length. */
export function rowCells(r: AlgorithmRow): [string, string, string] {
  const expanded =
    r.expanded === null ? 'skipped' : r.length === null ? `over ${fmt(r.expanded)}` : fmt(r.expanded)
  const time = r.expanded === null ? r.note : r.ms === null ? r.note || '–' : duration(r.ms)
  return [expanded, time, r.length === null ? '–' : String(r.length)]
}

/** The comparison's verdict: the finished methods agree, or they do not. */
export function compareSentence(rows: readonly AlgorithmRow[]): string {
  const lengths = new Set(rows.filter((x) => x.length !== null).map((x) => x.length))
  return lengths.size === 1
    ? `Done: every method that finished found ${[...lengths][0]} moves, the optimum.`
    : 'Done, but the lengths differ: please report this position.'
}

/** The exercise's verdict for `moves`, given the optimal length (null when unknown or hidden). */
export function verdict(reached: boolean, used: number, optimal: number | null): string {
  if (!reached) return `Legal, but after ${moveCount(used)} the board is not the goal yet.`
  if (optimal === null) return `Correct: ${moveCount(used)} ${used === 1 ? 'reaches' : 'reach'} the goal.`
  if (used === optimal) return `Correct and optimal: ${moveCount(used)}, the fewest possible.`
  return `Correct: ${moveCount(used)} ${used === 1 ? 'reaches' : 'reach'} the goal. The optimum is ${optimal}, so ${used - optimal} could be saved.`
}

/** The exercise's revealed answer. */
export function shortestSentence(moves: readonly number[]): string {
  return moves.length === 0
    ? 'The puzzle is already at its goal: 0 moves.'
    : `A shortest solution takes ${moveCount(moves.length)}: ${moves.join(' ')}.`
}

/** The search-tree figure's accessible name: every node, level by level, the repeats said as such. */
export function treeLabel(nodes: readonly TreeNode[]): string {
  const depth = Math.max(...nodes.map((n) => n.depth))
  const parts = [
    `Search tree of breadth-first search from ${formatBoard(nodes[0].board)}, ${depth} level${depth === 1 ? '' : 's'} deep.`,
  ]
  for (let d = 1; d <= depth; d++) {
    const level = nodes.filter((n) => n.depth === d)
    const say = level.map((n) => {
      const from = d > 1 ? `from ${formatBoard(nodes[n.parent].board)}, ` : ''
      return n.seen
        ? `${from}tile ${n.move} slides, giving ${formatBoard(n.board)} again, already seen at depth ${n.seenAt}, so it is not queued`
        : `${from}tile ${n.move} slides, giving ${formatBoard(n.board)}`
    })
    parts.push(`Depth ${d}: ${say.join('; ')}.`)
  }
  return parts.join(' ')
}

/** The heuristic figure's accessible name: each tile's distance, the conflicts, the sums. */
export function heuristicLabel(
  board: string,
  goal: string,
  tiles: readonly TileDistance[],
  conflicts: readonly Conflict[],
  manhattan: number,
  withConflict: number,
): string {
  const off = tiles.filter((t) => t.distance > 0)
  const each = off
    .map(
      (t) =>
        `tile ${t.tile} ${t.distance} (${t.rows} row${t.rows === 1 ? '' : 's'}, ${t.cols} column${t.cols === 1 ? '' : 's'})`,
    )
    .join(', ')
  const pairs = conflicts
    .map((c) => `tiles ${c.tiles[0]} and ${c.tiles[1]} in ${c.line} ${c.index + 1}`)
    .join('; ')
  return (
    `The position ${board} against the goal ${goal}. Manhattan distance: ${each}; the other tiles are home; ${manhattan} in all. ` +
    (conflicts.length === 0
      ? 'No two tiles conflict.'
      : `In the wrong order in their goal line: ${pairs}; linear conflict adds 2 for each tile that must leave its line, ${withConflict} in all.`)
  )
}
