/**
 * Sentences and labels of the peg widgets, shared by the build-time markup and the page scripts
 * (pure: no DOM; unit-tested in tests/unit/peg-words.test.ts).
 */
import { formatMoves, groupMoves, pegCount, replay, type Jump } from '../../src/solvers/peg/board.ts'
import { COLOUR_NAMES, certificate, certificateSentence, colour } from '../../src/solvers/peg/invariant.ts'
import type { Position } from '../../src/solvers/peg/notation.ts'
import { BROWSER_BUDGET_BYTES as BUDGET_BYTES, type Estimate } from '../../src/solvers/peg/estimate.ts'

/** What the exercise knows about the fewest moves: a number, or that the board is too big to check. */
export type Fewest = number | 'too-big'

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`
/** Exact integers (sent as decimal strings) with thousands separators. */
const big = (n: string): string => BigInt(n).toLocaleString('en-US')

/** "Hole 5: peg", or with the colour classes drawn "Hole 5: peg, colour b". */
export const holeLabel = (hole: number, peg: boolean, colour?: string): string =>
  `Hole ${hole}: ${peg ? 'peg' : 'empty'}${colour ? `, colour ${colour}` : ''}`

/** "one peg anywhere", "one peg in hole 13" (target 0-based, -1 for anywhere). */
export const goalText = (target: number): string =>
  target < 0 ? 'one peg anywhere' : `one peg in hole ${target + 1}`

/** "3 → 1 over 2". */
export const jumpText = (from: number, over: number, to: number): string => `${from} → ${to} over ${over}`

/** "Jumps: 4 · moves: 3": jumps chained by one peg are one move. */
export const moveCountText = (jumps: readonly Jump[]): string =>
  `Jumps: ${jumps.length} · moves: ${groupMoves(jumps).length}`

/** Where the proof's colours are drawn: the widget's toggle of the same name. */
const SEE_COLOURS = '“Show colour classes” draws a, b and c on the board.'

export const IDLE = 'Press a button to count the solutions of your board or find its shortest one.'

/** Why a board has no solution: the class certificate when it applies, else the search. */
export function noSolutionSentence(position: Position, boards: number, target: number): string {
  if (pegCount(position.board) === 0) return 'No solution: the board has no pegs.'
  const c = certificate(position.side, position.board)
  if (!c.possible) return `No solution, and here is the proof. ${certificateSentence(c)} ${SEE_COLOURS}`
  if (target >= 0 && colour(position.side, target) !== c.colour) {
    return (
      `No solution ends in hole ${target + 1}, and here is the proof. ${certificateSentence(c)} ` +
      `So the last peg stands on colour ${COLOUR_NAMES[c.colour]}, and hole ${target + 1} has colour ${COLOUR_NAMES[colour(position.side, target)]}. ${SEE_COLOURS}`
    )
  }
  const where = target >= 0 ? ` with the last peg in hole ${target + 1}` : ''
  return `No solution exists${where}: exhaustive search over ${boards.toLocaleString('en-US')} board${boards === 1 ? '' : 's'}.`
}

/** "14 solutions (jump sequences), found in 3 ms over 55 boards." */
export function countSentence(solutions: string, boards: number, time: string): string {
  return `${big(solutions)} solution${solutions === '1' ? '' : 's'} (jump sequences), found in ${time} over ${boards.toLocaleString('en-US')} boards.`
}

/** "Solved in 5 moves (8 jumps): 7-2 1-4 9-7-2 6-4-1-6 10-3. Found in 4 ms." */
export function solvedSentence(solution: readonly Jump[], time: string): string {
  const moves = groupMoves(solution).length
  return `Solved in ${plural(moves, 'move')} (${plural(solution.length, 'jump')}): ${formatMoves(solution)}. Found in ${time}.`
}

/** The rows of the count tables, with separators: [key, "1,234"]. */
export const countRows = (rows: readonly [number, string][]): [string, string][] =>
  rows.map(([k, n]) => [String(k), big(n)])

/** The step labels of a solution: the start, then "Step 3 of 8: move 2, jump 9 → 7 over 8". */
export function stepLabels(solution: readonly Jump[], over: (j: Jump) => number): { label: string }[] {
  let move = 0
  return [{ label: 'Start: your board' }].concat(
    solution.map((jump, k) => {
      if (k === 0 || solution[k - 1][1] !== jump[0]) move++
      return {
        label: `Step ${k + 1} of ${solution.length}: move ${move}, jump ${jumpText(jump[0], over(jump), jump[1])}`,
      }
    }),
  )
}

/**
 * The feedback for `jumps` on `position` with goal `target` (-1 anywhere, else 0-based). `fewest`
 * is only read when the jumps solve it. With `reveal` false (class mode before Reveal) it never
 * says how many moves the fewest takes.
 */
export function judge(
  position: Position,
  target: number,
  jumps: readonly Jump[],
  fewest: Fewest | null,
  reveal = true,
): string {
  const { side, board } = position
  const r = replay(side, board, jumps)
  if (!r.ok) {
    const [from, to] = r.jump
    const before =
      r.step === 1 ? '' : ` The ${plural(r.step - 1, 'jump')} before it ${r.step === 2 ? 'is' : 'are'} legal.`
    return `Not legal: jump ${r.step}, ${from} → ${to}: ${r.reason}${before}`
  }
  const last = r.boards[r.boards.length - 1]
  const pegs = pegCount(last)
  const moves = groupMoves(jumps).length
  const made = `${plural(moves, 'move')} (${plural(jumps.length, 'jump')})`
  if (jumps.length === 0 && pegs !== 1)
    return `No moves yet: type your moves, each as the holes its peg visits, e.g. 7-2 1-4.`
  if (pegs !== 1) return `Legal, but ${plural(pegs, 'peg')} ${pegs === 1 ? 'is' : 'are'} left after ${made}.`
  const at = Math.round(Math.log2(last)) // the last peg's 0-based hole
  if (target >= 0 && at !== target)
    return `Legal, and one peg is left after ${made}, but in hole ${at + 1}; the goal is hole ${target + 1}.`
  const head = `Solved in ${made}${target >= 0 ? `, the last peg in hole ${target + 1}` : ''}`
  if (fewest === 'too-big')
    return `${head}. T${side} is too big to check the fewest moves quickly on this page.`
  if (fewest === null) return `${head}.`
  if (moves <= fewest) return `${head}, and that is the fewest.`
  return reveal ? `${head}; the fewest is ${fewest}.` : `${head}, but not in the fewest.`
}

/** "A shortest solution takes 5 moves: …". */
export function revealText(fewest: number, solution: readonly Jump[]): string {
  return fewest === 0
    ? 'A shortest solution takes 0 moves: the board already has one peg.'
    : `A shortest solution takes ${plural(fewest, 'move')}: ${formatMoves(solution)}.`
}

/** The sentence under the exercise's board. */
export function exerciseSource(board: string, target: number, own: boolean): string {
  return own
    ? `This exercise has its own puzzle, ${board} (goal: ${goalText(target)}); your board elsewhere on the page is unchanged.`
    : `The puzzle is your board, ${board} (goal: ${goalText(target)}).`
}

/** Why the exercise shows no shortest solution. */
export const TOO_BIG_TO_REVEAL = (side: number): string =>
  `T${side} is too big to find the fewest moves quickly here; the play widget's “Find the shortest solution” does it, with progress and Cancel.`
export const noSolutionForGoal = (target: number): string =>
  `This puzzle has no solution with the goal ${goalText(target)}; the play widget shows why.`

/** "0.4 s", "13 s", "4 min", "2.5 h", "3 days": an estimate's time, rounded as an estimate. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${Math.max(0.1, Math.round(ms / 100) / 10)} s`
  const s = ms / 1000
  if (s < 90) return `${Math.round(s)} s`
  if (s < 90 * 60) return `${Math.round(s / 60)} min`
  if (s < 48 * 3600) return `${Math.round(s / 360) / 10} h`
  return `${Math.round(s / 86400).toLocaleString('en-US')} days`
}

/** "160 MB", "1.2 GB", "90 GB". */
export function bytesText(bytes: number): string {
  const mb = bytes / 2 ** 20
  if (mb < 1) return 'under 1 MB'
  if (mb < 1000) return `${Math.round(mb)} MB`
  const gb = bytes / 2 ** 30
  return gb < 10 ? `${Number(gb.toFixed(1))} GB` : `${Math.round(gb).toLocaleString('en-US')} GB`
}

/** "about 340,000 boards, 2 s, 160 MB": an estimate's figures, to two significant digits. */
export function estimateText(e: Estimate): string {
  const round = (n: number): number => {
    const p = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1)
    return Math.round(n / p) * p
  }
  const boards = round(e.boards)
  const many =
    boards >= 1e9
      ? `${(boards / 1e9).toLocaleString('en-US', { maximumFractionDigits: 1 })} billion`
      : boards.toLocaleString('en-US')
  return `about ${many} board${boards === 1 ? '' : 's'}, ${durationText(e.ms)}, ${bytesText(e.bytes)}`
}

const what = (kind: Estimate['kind']): string => (kind === 'count' ? 'Counting' : 'The shortest search')

/** The status while a search runs: what it is and what it should cost. */
export function busyText(e: Estimate): string {
  return `${e.kind === 'count' ? 'Counting' : 'Searching for the fewest moves'}… (estimate: ${estimateText(e)}; this page allows ${bytesText(BUDGET_BYTES)})`
}

/**
 * Why the page will not start a search, and what does it instead. `cli` is the command line;
 * on T7 and T8 the command line counts by final hole only.
 */
export function refusalSentence(e: Estimate, cli: string): string {
  const source = e.extrapolated
    ? ' (extrapolated from T6 and T7: no T8 search has finished here)'
    : ' (from measured rates)'
  const head = `Not started: ${what(e.kind).toLowerCase()} on this T${e.side} board would need ${estimateText(e)}${source}; this page allows ${bytesText(BUDGET_BYTES)} per tab.`
  if (e.side >= 8) {
    return `${head} The command line can try it with a larger budget, ${cli} --max-memory <MB>, and gives up cleanly (exit 3) when that runs out; T8 has not been finished on our machine.`
  }
  const note = e.kind === 'count' && e.side >= 7 ? ' (on T7 it counts by final hole only, not by moves)' : ''
  return `${head} The command line does it: ${cli}${note}.`
}

/** The line under the buttons: what each search would cost on this board, or that it is refused here. */
export function costLine(count: Estimate, shortest: Estimate): string {
  const one = (e: Estimate, name: string): string =>
    `${name} ${e.fits ? estimateText(e) : `${estimateText(e)}: too big for this page`}`
  return `Estimated cost on this board: ${one(count, 'count')}; ${one(shortest, 'shortest')}.`
}
