/**
 * Wires the puzzle widget: input → the reader's position (position.ts) → board, status, URL.
 * The linear-algebra solution is instant and runs on the page; the optimal one runs in the worker
 * with progress and Cancel, then the step player walks through it.
 */
import {
  DIALS, HOURS, amountsToMoves, applyMove, formatMoves, formatPosition, moveIndex, parsePosition,
  parseScramble, randomDials, replay, solveAny, solvedDials, type Dials, type Move, type PinMask, type Side,
} from '../../src/solvers/rubiks-clock/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { boardUrl, copyText, readBoardParam, replaceBoardInAddressBar } from '../kit/url-state.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { dialElements, drawPuzzle } from './board.ts'
import { anySentence, moveWords, pinWords, proofSentence, turnWords } from './words.ts'
import { frontPinsFrom, other, pinsUpOn, wheelMove } from '../../src/solvers/rubiks-clock/pins.ts'
import { EXAMPLE_PINS, getPosition, onPosition, setPosition } from './position.ts'
import { rubiksClockRunner } from './worker.ts'

const PIN_LABELS = ['UL', 'UR', 'DL', 'DR']

/** The index in Dials of dial `k` of `side` (face numbering), and whether it reads backwards there. */
function dialSlot(side: Side, k: number): { index: number; sign: 1 | -1 } {
  if (side === 'front') return { index: k, sign: 1 }
  const corner: Record<number, number> = { 0: 2, 2: 0, 6: 8, 8: 6 }
  if (k in corner) return { index: corner[k], sign: -1 }
  return { index: 9 + [1, 3, 4, 5, 7].indexOf(k), sign: 1 }
}

export function initClockPuzzle(root: HTMLElement): void {
  const board = $(root, '[data-rc-board]')
  const input = $<HTMLInputElement>(root, '[data-position-input]')
  const inputError = $(root, '#rc-position-error')
  const scrambleInput = $<HTMLInputElement>(root, '[data-scramble-input]')
  const scrambleError = $(root, '#rc-scramble-error')
  const notice = $(root, '[data-notice]')
  const status = $(root, '[data-status]')
  const facingText = $(root, '[data-facing]')
  const pinsLegend = $(root, '[data-pins-legend]')
  const copyResult = $(root, '[data-copy-result]')
  const pinButtons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-pin-toggle]'))
  const player = findStepPlayer(root)
  const runner = rubiksClockRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const initialStatus = status.textContent ?? ''
  let frontUp: PinMask = EXAMPLE_PINS // the pins the example scramble leaves up, as drawn at build time
  let facing: Side = 'front'
  let lastTurn = ''
  let generation = 0 // bumped by every change, so a solve for an older position stays quiet

  /** Draws the position; with `move` (a solution step), its pins and its wheel turn are marked. */
  function draw(dials: Dials, move?: Move): void {
    drawPuzzle(board, dials, frontUp, facing, move)
    const up = pinsUpOn(facing, frontUp)
    pinButtons.forEach((b, p) => b.setAttribute('aria-pressed', String(((up >> p) & 1) === 1)))
    setText(facingText, `Facing you: the ${facing}.`)
    setText(pinsLegend, `Pins, on the ${facing} (facing you)`)
  }

  /** Every change of position goes through here: board, text box, URL, other widgets. */
  function change(next: Dials, turn = ''): void {
    notice.hidden = true // a notice about a bad link is stale once the reader sets a position
    lastTurn = turn
    setPosition(next)
  }

  function render(dials: Dials): void {
    generation++
    if (runner.busy) runner.cancel()
    controls.stop()
    draw(dials)
    if (document.activeElement !== input) input.value = formatPosition(dials)
    showError(input, inputError, null)
    player.load([], () => {})
    setText(status, (lastTurn ? `${lastTurn} ` : '') + anySentence(solveAny(dials)))
  }

  function turnDial(side: Side, k: number, by: number): void {
    const { index, sign } = dialSlot(side, k)
    const next = getPosition()
    next[index] = (((next[index] + sign * by) % HOURS) + HOURS) % HOURS
    change(next)
  }

  function turnWheel(wheel: number, turn: number): void {
    const move = wheelMove(facing, frontUp, wheel, turn)
    const how = move.side === facing
      ? `a ${move.side} move (${pinWords(move.pins)} on the ${move.side})`
      : `its pin is down here, so it is a ${move.side} move (${pinWords(move.pins)} on the ${move.side}, ${turnWords(move.turn)} as seen from there)`
    change(applyMove(getPosition(), moveIndex(move.side, move.pins), move.turn),
      `Turned the ${PIN_LABELS[wheel]} wheel: ${how}.`)
  }

  function setFromText(): void {
    try {
      change(parsePosition(input.value))
      input.value = formatPosition(getPosition())
    } catch (err) {
      showError(input, inputError, err instanceof Error ? err.message : String(err))
    }
  }

  function applyScramble(): void {
    try {
      const s = parseScramble(scrambleInput.value)
      showError(scrambleInput, scrambleError, null)
      facing = s.flipped ? 'back' : 'front'
      frontUp = frontPinsFrom(facing, s.pinsUp)
      change(s.dials, `Scramble applied${s.flipped ? ' (it ends with the back facing you)' : ''}.`)
    } catch (err) {
      showError(scrambleInput, scrambleError, err instanceof Error ? err.message : String(err))
    }
  }

  async function solve(): Promise<void> {
    const start = getPosition()
    const mine = generation
    setText(status, 'Searching for the fewest moves…')
    controls.start()
    const outcome = await runner.run({ kind: 'optimal', dials: Array.from(start) }, (p) => controls.progress(p))
    if (outcome.status === 'superseded' || mine !== generation) return
    controls.stop()
    if (outcome.status === 'cancelled') return setText(status, 'Cancelled. The search stopped at once.')
    if (outcome.status === 'error') return setText(status, `The search failed: ${outcome.message}`)
    const r = outcome.result
    if (r.kind !== 'optimal') return
    const moves = amountsToMoves(Uint8Array.from(r.amounts))
    const sides = `${r.frontLength} on the front, ${r.backLength} on the back`
    setText(status, moves.length === 0
      ? 'Optimal: 0 moves, the puzzle is solved.'
      : `Optimal: ${r.length} ${r.length === 1 ? 'move' : 'moves'} (${sides}; found in ${formatMs(outcome.elapsedMs)}): ` +
        `${formatMoves(moves)}. ${proofSentence(r.length, r.bounds, HOURS ** 4)}`)
    loadSteps(start, moves)
  }

  function loadSteps(start: Dials, moves: Move[]): void {
    const savedUp = frontUp
    const steps = [{ label: 'Start: your position' }].concat(
      moves.map((m, k) => ({ label: `Step ${k + 1} of ${moves.length}: ${moveWords(m)}` })),
    )
    player.load(steps, (i) => {
      frontUp = i > 0 ? frontPinsFrom(moves[i - 1].side, moves[i - 1].pins) : savedUp
      draw(replay(start, moves.slice(0, i)), moves[i - 1])
    })
  }

  for (const side of ['front', 'back'] as const) {
    const dials = dialElements(board, side)
    dials.forEach((el, k) => {
      el.addEventListener('click', (e) => turnDial(side, k, e.shiftKey ? -1 : 1))
      el.addEventListener('keydown', (e) => {
        let focus = -1
        if (e.key === '+' || e.key === '=' || e.key === 'ArrowUp') turnDial(side, k, 1)
        else if (e.key === '-' || e.key === '−' || e.key === '_' || e.key === 'ArrowDown') turnDial(side, k, -1)
        else if (e.key === 'ArrowRight') focus = Math.min(8, k + 1)
        else if (e.key === 'ArrowLeft') focus = Math.max(0, k - 1)
        else if (e.key === 'Home') focus = 0
        else if (e.key === 'End') focus = 8
        else return
        e.preventDefault()
        if (focus >= 0) dials[focus].focus()
      })
      // Roving tabindex: one Tab stop per face, at the dial last used.
      el.addEventListener('focus', () => dials.forEach((d) => (d.tabIndex = d === el ? 0 : -1)))
    })
  }
  pinButtons.forEach((button, p) => button.addEventListener('click', () => {
    frontUp = frontPinsFrom(facing, pinsUpOn(facing, frontUp) ^ (1 << p))
    player.load([], () => {})
    draw(getPosition())
  }))
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-wheel]')) {
    button.addEventListener('click', () => turnWheel(Number(button.dataset.wheel), Number(button.dataset.turn)))
  }
  $(root, '[data-flip]').addEventListener('click', () => {
    facing = other(facing)
    draw(getPosition())
  })
  $(root, '[data-set-position]').addEventListener('click', setFromText)
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); setFromText() }
  })
  $(root, '[data-apply-scramble]').addEventListener('click', applyScramble)
  scrambleInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); applyScramble() }
  })
  $(root, '[data-random]').addEventListener('click', () => change(randomDials(Math.random)))
  $(root, '[data-solved]').addEventListener('click', () => change(solvedDials()))
  $(root, '[data-solve]').addEventListener('click', () => void solve())
  $(root, '[data-copy-link]').addEventListener('click', async () => {
    const url = boardUrl(formatPosition(getPosition()))
    const ok = await copyText(url)
    setText(copyResult, ok ? 'Link copied.' : `Copy this link: ${url}`)
  })

  // Restore the reader's input from ?board= (a bad one shows the default and says why).
  const param = readBoardParam(parsePosition)
  if (param.error) {
    setText(notice, param.error)
    notice.hidden = false
  }
  if (param.value && param.value.length === DIALS) setPosition(param.value)
  let first = true
  onPosition((dials) => {
    render(dials)
    if (first) {
      first = false
      setText(status, param.value ? `Position loaded from the link: ${formatPosition(dials)}. ${anySentence(solveAny(dials))}` : initialStatus)
      return
    }
    replaceBoardInAddressBar(formatPosition(dials))
  })
}
