/**
 * <rubiks-clock-play>: the article's main widget. The reader's position (position.ts) → board,
 * status, URL; Set, Copy link, undo, the job's outcome words and the step keys come from the
 * kit's shell (KitWidget). The pins and which face is in front are this widget's own (they are
 * not part of a position). Any solution by linear algebra is instant and runs on the page; the
 * fewest moves run in the worker, then the step player walks through them.
 */
import {
  HOURS,
  amountsToMoves,
  applyMove,
  moveIndex,
  randomDials,
  replay,
  solvedDials,
  type Dials,
  type Move,
  type PinMask,
  type Side,
} from '../../src/solvers/rubiks-clock/model.ts'
import { formatPosition, parsePosition, parseScramble } from '../../src/solvers/rubiks-clock/notation.ts'
import {
  frontPinsFrom,
  other,
  pinsAfter,
  pinsUpOn,
  togglePin,
  turnDial,
  wheelMove,
} from '../../src/solvers/rubiks-clock/pins.ts'
import { solveAny } from '../../src/solvers/rubiks-clock/linear.ts'
import type { RubiksClockJobs } from '../../src/solvers/rubiks-clock/jobs.ts'
import type { Metric } from '../../src/solvers/rubiks-clock/optimal.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { predictionVerdict } from '../kit/exercise-logic.ts'
import { KitWidget } from '../kit/widget.ts'
import { dialElements, drawPuzzle } from './draw.ts'
import { neighbourDial } from './logic.ts'
import { EXAMPLE_PINS, position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { IDLE, anySentence, lengthIn, optimalSentence, stepLabel, wheelSentence } from './words.ts'

type Tag = 'dial' | 'wheel' | 'edit'

const NOTATION = { parse: parsePosition, format: formatPosition }

export class RubiksClockPlay extends KitWidget<Dials, Tag, RubiksClockJobs> {
  #board!: HTMLElement
  #frontUp: PinMask = EXAMPLE_PINS // the pins the example scramble leaves up, as drawn at build time
  #facing: Side = 'front'
  #said = '' // what the next status says instead of the idle sentence (a wheel turn, a scramble)
  #shown: { dials: Dials; move?: Move } | null = null // what the board shows: the position or a step
  #metric: Metric = 'move' // how "Solve optimally" counts: moves, or hours turned the short way
  #solving = false

  protected setup(): void {
    this.usePosition(position, NOTATION)
    this.runner = jobsRunner('rubiks-clock')
    this.#board = $(this, '[data-board]')
    this.#wireDials()
    this.#wirePinsAndWheels()
    this.#wireScramble()
    $(this, '[data-flip]').addEventListener('click', () => {
      this.#facing = other(this.#facing)
      this.#redraw()
    })
    $(this, '[data-random]').addEventListener('click', () => this.change(randomDials(Math.random), 'edit'))
    $(this, '[data-solved]').addEventListener('click', () => this.change(solvedDials(), 'edit'))
    $(this, '[data-solve-any]').addEventListener('click', () =>
      this.say(anySentence(solveAny(this.position))),
    )
    $(this, '[data-solve]').addEventListener('click', () => void this.#solve())
    for (const radio of this.querySelectorAll<HTMLInputElement>('[data-metric]')) {
      radio.addEventListener('change', () => this.#setMetric(radio.value as Metric))
    }
  }

  /**
   * A new way of counting makes a shown answer stale: drop it. A search in flight restarts in the
   * new metric (the runner's latest request wins, so the old search's answer never shows).
   */
  #setMetric(metric: Metric): void {
    if (metric === this.#metric) return
    this.#metric = metric
    if (this.#solving) {
      void this.#solve()
      return
    }
    this.clearSteps()
    this.#draw(this.position)
    this.say(IDLE)
  }

  protected render(dials: Dials): void {
    this.#draw(dials)
  }

  protected idleStatus(): string {
    const said = this.#said
    this.#said = ''
    return said || IDLE
  }

  /** Draws `dials`; with `move` (a solution step), its pins and its wheel turn are marked. */
  #draw(dials: Dials, move?: Move): void {
    this.#shown = { dials, move }
    drawPuzzle(this.#board, dials, this.#frontUp, this.#facing, move)
    const up = pinsUpOn(this.#facing, this.#frontUp)
    this.querySelectorAll<HTMLButtonElement>('[data-pin-toggle]').forEach((b, p) =>
      b.setAttribute('aria-pressed', String(((up >> p) & 1) === 1)),
    )
    setText($(this, '[data-facing]'), `Facing you: the ${this.#facing}.`)
    setText($(this, '[data-pins-legend]'), `Pins, on the ${this.#facing} (facing you)`)
  }

  #redraw(): void {
    if (this.#shown) this.#draw(this.#shown.dials, this.#shown.move)
  }

  #wireDials(): void {
    for (const side of ['front', 'back'] as const) {
      const dials = dialElements(this.#board, side)
      dials.forEach((el, k) => {
        const turn = (by: number): void => this.change(turnDial(this.position, side, k, by), 'dial')
        el.addEventListener('click', (e) => turn(e.shiftKey ? -1 : 1))
        el.addEventListener('keydown', (e) => {
          const focus = neighbourDial(k, e.key)
          if (e.key === '+' || e.key === '=' || e.key === 'ArrowUp') turn(1)
          else if (e.key === '-' || e.key === '−' || e.key === '_' || e.key === 'ArrowDown') turn(-1)
          else if (focus >= 0) dials[focus].focus()
          else return
          e.preventDefault()
        })
        // Roving tabindex: one Tab stop per face, at the dial last used.
        el.addEventListener('focus', () => dials.forEach((d) => (d.tabIndex = d === el ? 0 : -1)))
      })
    }
  }

  #wirePinsAndWheels(): void {
    this.querySelectorAll<HTMLButtonElement>('[data-pin-toggle]').forEach((button, p) =>
      button.addEventListener('click', () => {
        this.#frontUp = togglePin(this.#facing, this.#frontUp, p)
        this.clearSteps()
        this.#draw(this.position)
      }),
    )
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-wheel]')) {
      button.addEventListener('click', () => {
        const wheel = Number(button.dataset.wheel)
        const move = wheelMove(this.#facing, this.#frontUp, wheel, Number(button.dataset.turn))
        this.#said = wheelSentence(wheel, this.#facing, move)
        this.change(applyMove(this.position, moveIndex(move.side, move.pins), move.turn), 'wheel')
      })
    }
  }

  #wireScramble(): void {
    const box = $<HTMLInputElement>(this, '[data-scramble-input]')
    const error = $(this, '#rc-scramble-error')
    const apply = (): void => {
      try {
        const s = parseScramble(box.value)
        showError(box, error, null)
        this.#facing = s.flipped ? 'back' : 'front'
        this.#frontUp = frontPinsFrom(this.#facing, s.pinsUp)
        this.#said = `Scramble applied${s.flipped ? ' (it ends with the back facing you)' : ''}.`
        this.change(s.dials, 'edit')
      } catch (err) {
        showError(box, error, err instanceof Error ? err.message : String(err))
      }
    }
    $(this, '[data-apply-scramble]').addEventListener('click', apply)
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        apply()
      }
    })
  }

  async #solve(): Promise<void> {
    const start = this.position
    const metric = this.#metric
    this.#solving = true
    const busy =
      metric === 'hour' ? 'Searching for the fewest hours of turning…' : 'Searching for the fewest moves…'
    const done = await this.run({ kind: 'optimal', dials: Array.from(start), metric }, busy)
    if (metric === this.#metric) this.#solving = false
    if (!done || metric !== this.#metric) return
    const moves = amountsToMoves(Uint8Array.from(done.result.amounts))
    // In class mode the solution waits until the class has predicted its length (moves, or hours in the hour metric).
    const r = done.result
    const judge =
      metric === 'hour'
        ? (p: number) =>
            `Your prediction, ${p} hours, ${predictionVerdict(p, r.cost ?? lengthIn(moves, metric))}.`
        : r.length
    this.holdAnswer(
      judge,
      () => {
        this.#loadSteps(start, moves)
        return optimalSentence(r, moves, formatMs(done.elapsedMs), HOURS ** 4)
      },
      `Solved. How ${metric === 'hour' ? 'many hours of turning does' : 'many moves does'} the optimal solution take? Type the class’s prediction, then press Reveal.`,
    )
  }

  /**
   * Each step turns the drawn puzzle to the side being moved, so its words ("front, pin DL up")
   * name pins as the reader sees them and the pins panel shows that side's pins; the start shows
   * the side that faced the reader when the solution was asked for.
   */
  #loadSteps(start: Dials, moves: Move[]): void {
    const savedUp = this.#frontUp
    const savedFacing = this.#facing
    const steps = [{ label: 'Start: your position' }].concat(
      moves.map((_, k) => ({ label: stepLabel(k, moves) })),
    )
    this.showSteps(steps, (i) => {
      this.#frontUp = i > 0 ? pinsAfter(moves[i - 1]) : savedUp
      this.#facing = i > 0 ? moves[i - 1].side : savedFacing
      this.#draw(replay(start, moves.slice(0, i)), moves[i - 1])
    })
  }
}

if (!customElements.get('rubiks-clock-play')) customElements.define('rubiks-clock-play', RubiksClockPlay)
