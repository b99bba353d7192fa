/**
 * "Check yourself": the reader types a solution as moves (`7-2 1-4 9-7-2`) for their board or a
 * new puzzle; the page replays it with the solver's checker and says whether it is legal, whether
 * it leaves one peg (in the goal hole), how many moves it took and whether that is the fewest.
 * Class mode hides the fewest until the teacher presses Reveal. The pure sentence builders come
 * first (unit-tested), the DOM wiring last.
 */
import {
  certificate, formatBoard, formatMoves, groupMoves, hasPeg, holeCount, parseMoves, pegCount, replay,
  singleVacancy, NotationError, type Jump, type Position,
} from '../../src/solvers/peg/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { bindJobControls } from '../kit/job-controls.ts'
import { drawBoard } from './board.ts'
import { getGoal, getPosition, onGoal, onPosition } from './position.ts'
import { pegRunner } from './worker.ts'

/** The largest side whose fewest moves the page computes (in the worker, well under a second). */
export const CHECK_FEWEST_UP_TO = 6

/** What the page knows about the fewest moves: a number, or that the board is too big to check. */
export type Fewest = number | 'too-big'

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`
const goalText = (target: number): string => (target < 0 ? 'one peg anywhere' : `one peg in hole ${target + 1}`)

/** Does the position with these jumps need the fewest-moves search to be judged? */
export function needsFewest(position: Position, target: number, jumps: readonly Jump[]): boolean {
  const r = replay(position.side, position.board, jumps)
  if (!r.ok) return false
  const last = r.boards[r.boards.length - 1]
  return pegCount(last) === 1 && (target < 0 || hasPeg(last, target))
}

/**
 * The feedback for `jumps` on `position` with goal `target` (-1 anywhere, else 0-based). `fewest`
 * is only read when the jumps solve it. With `reveal` false (class mode before Reveal) it never
 * says how many moves the fewest takes.
 */
export function judge(position: Position, target: number, jumps: readonly Jump[], fewest: Fewest | null, reveal = true): string {
  const { side, board } = position
  const r = replay(side, board, jumps)
  if (!r.ok) {
    const [from, to] = r.jump
    const before = r.step === 1 ? '' : ` The ${plural(r.step - 1, 'jump')} before it ${r.step === 2 ? 'is' : 'are'} legal.`
    return `Not legal: jump ${r.step}, ${from} → ${to}: ${r.reason}${before}`
  }
  const last = r.boards[r.boards.length - 1]
  const pegs = pegCount(last)
  const moves = groupMoves(jumps).length
  const made = `${plural(moves, 'move')} (${plural(jumps.length, 'jump')})`
  if (jumps.length === 0 && pegs !== 1) return `No moves yet: type your moves, each as the holes its peg visits, e.g. 7-2 1-4.`
  if (pegs !== 1) return `Legal, but ${plural(pegs, 'peg')} ${pegs === 1 ? 'is' : 'are'} left after ${made}.`
  const at = Math.round(Math.log2(last)) // the last peg's 0-based hole
  if (target >= 0 && at !== target) return `Legal, and one peg is left after ${made}, but in hole ${at + 1}; the goal is hole ${target + 1}.`
  const head = `Solved in ${made}${target >= 0 ? `, the last peg in hole ${target + 1}` : ''}`
  if (fewest === 'too-big') return `${head}. T${side} is too big to check the fewest moves quickly on this page.`
  if (fewest === null) return `${head}.`
  if (moves <= fewest) return `${head}, and that is the fewest.`
  return reveal ? `${head}; the fewest is ${fewest}.` : `${head}, but not in the fewest.`
}

/** "A shortest solution takes 5 moves: …" plus, when given, how the prediction did. */
export function revealText(fewest: number, solution: readonly Jump[], prediction: number | null = null): string {
  const text = fewest === 0
    ? 'A shortest solution takes 0 moves: the board already has one peg.'
    : `A shortest solution takes ${plural(fewest, 'move')}: ${formatMoves(solution)}.`
  if (prediction === null) return text
  const diff = prediction - fewest
  const verdict = diff === 0 ? 'was right' : `was ${Math.abs(diff)} too ${diff > 0 ? 'many' : 'few'}`
  return `${text} Your prediction, ${prediction}, ${verdict}.`
}

/**
 * A random single vacancy of T_side that can be finished. Every vacancy the position-class
 * certificate allows can be finished on T4 to T7 (the unit tests check T4 to T6 by search, the
 * tables fixture T7), so the certificate is the filter.
 */
export function randomPuzzle(side: number, random: () => number = Math.random): Position {
  const open: number[] = []
  for (let v = 1; v <= holeCount(side); v++) if (certificate(side, singleVacancy(side, v)).possible) open.push(v)
  const v = open[Math.min(open.length - 1, Math.floor(random() * open.length))]
  return { side, board: singleVacancy(side, v) }
}

/** Wires one Exercise widget. */
export function initPegExercise(root: HTMLElement): void {
  const board = $(root, '[data-peg-board]')
  const source = $(root, '[data-ex-source]')
  const size = $<HTMLSelectElement>(root, '[data-ex-size]')
  const mine = $<HTMLButtonElement>(root, '[data-ex-mine]')
  const input = $<HTMLInputElement>(root, '[data-ex-moves]')
  const error = $(root, `#${input.id}-error`)
  const classMode = $<HTMLInputElement>(root, '[data-ex-class]')
  const predictBox = $(root, '[data-ex-predict]')
  const prediction = $<HTMLInputElement>(root, '[data-ex-prediction]')
  const predictionError = $(root, `#${prediction.id}-error`)
  const show = $<HTMLButtonElement>(root, '[data-ex-show]')
  const status = $(root, '[data-status]')
  const runner = pegRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  let own: Position | null = null
  let puzzle = getPosition()
  let target = getGoal()
  let revealed = false
  const cache = new Map<string, { moves: number; solution: Jump[] } | null>()

  const key = (): string => `${formatBoard(puzzle)} ${target}`
  const setPuzzle = (next: Position, goal: number): void => {
    puzzle = { ...next }
    target = goal
    revealed = false
    drawBoard(board, puzzle, false)
    const text = formatBoard(puzzle)
    setText(source, own
      ? `This exercise has its own puzzle, ${text} (goal: ${goalText(target)}); your board elsewhere on the page is unchanged.`
      : `The puzzle is your board, ${text} (goal: ${goalText(target)}).`)
    mine.hidden = own === null
    showError(input, error, null)
    if (runner.busy) runner.cancel()
    controls.stop()
    setText(status, '')
  }

  /** The fewest moves and one shortest solution, from the worker (cached); null when unsolvable. */
  async function fewest(): Promise<{ moves: number; solution: Jump[] } | null | 'cancelled'> {
    const k = key()
    if (cache.has(k)) return cache.get(k)!
    setText(status, 'Finding the fewest moves…')
    controls.start()
    const outcome = await runner.run({ kind: 'shortest', side: puzzle.side, board: puzzle.board, target }, (p) => controls.progress(p))
    if (outcome.status === 'superseded') return 'cancelled'
    controls.stop()
    if (outcome.status === 'cancelled') { setText(status, 'Cancelled.'); return 'cancelled' }
    if (outcome.status === 'error') { setText(status, `The search failed: ${outcome.message}`); return 'cancelled' }
    const r = outcome.result
    const value = r.kind === 'shortest' && r.moves !== null ? { moves: r.moves, solution: r.solution } : null
    cache.set(k, value)
    return value
  }

  async function check(): Promise<void> {
    let jumps: Jump[]
    try {
      jumps = parseMoves(input.value, puzzle.side)
    } catch (err) {
      if (!(err instanceof NotationError)) throw err
      showError(input, error, err.message)
      setText(status, '')
      return
    }
    showError(input, error, null)
    const reveal = revealed || !classMode.checked
    if (!needsFewest(puzzle, target, jumps)) return setText(status, judge(puzzle, target, jumps, null, reveal))
    if (puzzle.side > CHECK_FEWEST_UP_TO) return setText(status, judge(puzzle, target, jumps, 'too-big', reveal))
    const best = await fewest()
    if (best === 'cancelled') return
    setText(status, judge(puzzle, target, jumps, best === null ? null : best.moves, reveal))
  }

  async function reveal(p: number | null): Promise<void> {
    if (puzzle.side > CHECK_FEWEST_UP_TO) {
      return setText(status, `T${puzzle.side} is too big to find the fewest moves quickly here; the play widget's “Find the shortest solution” does it, with progress and Cancel.`)
    }
    const best = await fewest()
    if (best === 'cancelled') return
    if (best === null) return setText(status, `This puzzle has no solution with the goal ${goalText(target)}; the play widget shows why.`)
    revealed = true
    const text = revealText(best.moves, best.solution, p)
    setText(status, p === null && classMode.checked ? `${text} (No prediction was entered.)` : text)
  }

  const setClassMode = (): void => {
    predictBox.hidden = !classMode.checked
    show.hidden = classMode.checked
    revealed = false
    setText(status, '')
  }

  onPosition((p) => { if (own === null) setPuzzle(p, getGoal()) })
  onGoal((g) => { if (own === null && g !== target) setPuzzle(getPosition(), g) })
  $(root, '[data-ex-new]').addEventListener('click', () => {
    own = randomPuzzle(Number(size.value))
    setPuzzle(own, -1)
  })
  mine.addEventListener('click', () => {
    own = null
    setPuzzle(getPosition(), getGoal())
    $<HTMLButtonElement>(root, '[data-ex-new]').focus()
  })
  $(root, '[data-ex-check]').addEventListener('click', () => void check())
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); void check() } })
  classMode.addEventListener('change', setClassMode)
  show.addEventListener('click', () => void reveal(null))
  $(root, '[data-ex-reveal]').addEventListener('click', () => {
    const raw = prediction.value.trim()
    const max = Math.max(0, pegCount(puzzle.board) - 1)
    const p = raw === '' ? null : Number(raw)
    if (p !== null && !(Number.isInteger(p) && p >= 0 && p <= max)) {
      showError(prediction, predictionError, `A prediction is a whole number of moves from 0 to ${max} (one per peg removed at most).`)
      return
    }
    showError(prediction, predictionError, null)
    void reveal(p)
  })
  setClassMode()
}
