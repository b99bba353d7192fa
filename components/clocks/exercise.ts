/**
 * "Check yourself": the reader types moves for a position and hears whether they solve it and
 * whether they are the fewest; in class mode the shortest solution stays hidden until revealed.
 * The pure sentence builders come first (unit-tested), the DOM wiring last.
 */
import {
  DIAL_NAMES, NotationError, countsToMoves, formatDials, formatMoves, isSolution,
  parseMoves, replay, solveClosedForm, type Dials, type Move,
} from '../../src/solvers/clocks/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { drawBoard } from './board.ts'
import { HOURS } from './board-text.ts'
import { getPosition, onPosition } from './position.ts'

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const times = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${WORDS[n] ?? n} times`)
const movesWord = (n: number): string => `${n} move${n === 1 ? '' : 's'}`

/** The shortest solution of `dials`, moves in ascending order. */
export function shortestMoves(dials: Dials): Move[] {
  return countsToMoves(solveClosedForm(dials))
}

/** "B points to 3, E to 6" for the dials not at 12 after the moves. */
function pointing(after: Dials): string {
  const off = Array.from(after, (v, k) => ({ name: DIAL_NAMES[k], hour: HOURS[v] })).filter((d) => d.hour !== 12)
  return off.map((d, k) => (k === 0 ? `${d.name} points to ${d.hour}` : `${d.name} to ${d.hour}`)).join(', ')
}

/** Why a solving sequence is longer than the shortest one. */
function whyLonger(moves: readonly Move[]): string {
  const used = new Array<number>(10).fill(0)
  for (const m of moves) used[m]++
  const over = used.flatMap((n, m) => (n >= 4 ? [`move ${m} ${times(n)}`] : []))
  if (over.length === 0) return 'some moves can be replaced by fewer.'
  return `you used ${over.join(' and ')}, and four quarter turns are no turn.`
}

/**
 * The feedback sentence for `moves` on `dials`. With `reveal` false (class mode before the
 * reveal) it never says how long the shortest solution is.
 */
export function judge(dials: Dials, moves: readonly Move[], reveal = true): string {
  if (!isSolution(dials, moves)) return `Not solved: ${pointing(replay(dials, moves))}.`
  const best = shortestMoves(dials).length
  if (moves.length === 0) return 'Solved in 0 moves, the shortest: every dial already points to 12.'
  if (moves.length === best) return `Solved in ${movesWord(moves.length)}, and that is the shortest.`
  const head = reveal
    ? `Solved in ${movesWord(moves.length)}, and the shortest takes ${best}`
    : `Solved in ${movesWord(moves.length)}, but not in the fewest`
  return `${head}: ${whyLonger(moves)}`
}

/** "A shortest solution takes 4 moves: 4 5 8 9." plus, when given, how the prediction did. */
export function revealText(dials: Dials, prediction: number | null = null): string {
  const best = shortestMoves(dials)
  const text = best.length === 0
    ? 'A shortest solution takes 0 moves: every dial already points to 12.'
    : `A shortest solution takes ${movesWord(best.length)}: ${formatMoves(best)}.`
  if (prediction === null) return text
  const diff = prediction - best.length
  const verdict = diff === 0 ? 'was right' : `was ${Math.abs(diff)} too ${diff > 0 ? 'many' : 'few'}`
  return `${text} Your prediction, ${prediction}, ${verdict}.`
}

/** A random position that is not already solved. */
export function randomPosition(random: () => number = Math.random): Dials {
  const dials = Uint8Array.from({ length: 9 }, () => Math.floor(random() * 4) & 3)
  if (dials.every((v) => v === 0)) dials[Math.floor(random() * 9) % 9] = 1 + (Math.floor(random() * 3) % 3)
  return dials
}

/** Wires one Exercise widget. */
export function initExercise(root: HTMLElement): void {
  const board = $(root, '[data-clock-board]')
  const source = $(root, '[data-ex-source]')
  const mine = $<HTMLButtonElement>(root, '[data-ex-mine]')
  const fresh = $<HTMLButtonElement>(root, '[data-ex-new]')
  const input = $<HTMLInputElement>(root, '[data-ex-moves]')
  const error = $(root, '[data-input-error]')
  const classMode = $<HTMLInputElement>(root, '[data-ex-class]')
  const predictBox = $(root, '[data-ex-predict]')
  const prediction = $<HTMLInputElement>(root, '[data-ex-prediction]')
  const show = $<HTMLButtonElement>(root, '[data-ex-show]')
  const status = $(root, '[data-status]')
  let own: Dials | null = null
  let dials = getPosition()
  let revealed = false

  const setPuzzle = (next: Dials): void => {
    dials = next.slice()
    revealed = false
    drawBoard(board, dials)
    setText(source, own
      ? `This exercise has its own puzzle, ${formatDials(dials)}; your position elsewhere on the page is unchanged.`
      : `The puzzle is your position, ${formatDials(dials)}.`)
    mine.hidden = own === null
    showError(input, error, null)
    setText(status, '')
  }
  const check = (): void => {
    let moves: Move[]
    try {
      moves = parseMoves(input.value)
    } catch (err) {
      if (!(err instanceof NotationError)) throw err
      showError(input, error, err.message)
      setText(status, '')
      return
    }
    showError(input, error, null)
    setText(status, judge(dials, moves, revealed || !classMode.checked))
  }
  const setClassMode = (): void => {
    predictBox.hidden = !classMode.checked
    show.hidden = classMode.checked
    revealed = false
    setText(status, '')
  }

  onPosition((position) => { if (own === null) setPuzzle(position) })
  fresh.addEventListener('click', () => { own = randomPosition(); setPuzzle(own) })
  mine.addEventListener('click', () => { own = null; setPuzzle(getPosition()); fresh.focus() })
  $(root, '[data-ex-check]').addEventListener('click', check)
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); check() } })
  classMode.addEventListener('change', setClassMode)
  show.addEventListener('click', () => setText(status, revealText(dials)))
  const predictionError = $(root, `#${prediction.id}-error`)
  $(root, '[data-ex-reveal]').addEventListener('click', () => {
    const raw = prediction.value.trim()
    const max = Number(prediction.max)
    const p = raw === '' ? null : Number(raw)
    if (p !== null && !(Number.isInteger(p) && p >= 0 && p <= max)) {
      showError(prediction, predictionError, `A prediction is a whole number of moves from 0 to ${max}.`)
      return
    }
    showError(prediction, predictionError, null)
    revealed = true
    const text = revealText(dials, p)
    setText(status, p === null ? `${text} (No prediction was entered.)` : text)
  })
  setClassMode()
}

