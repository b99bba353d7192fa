/**
 * <connect4-play>: the games article's main widget. The reader's position (position.ts) → board,
 * status, URL; Set, Copy link, undo, the job's outcome words come from the kit's shell
 * (KitWidget). "Show the best move" and the solver's replies run in the worker (play: the perfect
 * solver when it finishes in half the time limit, depth-limited search with iterative deepening
 * otherwise, or depth-limited search to the reader's depth), with progress and Cancel. It always
 * answers, and says which search answered.
 */
import {
  checkSize,
  emptyPosition,
  formatPosition,
  isOver,
  parsePosition,
  play,
  type Position,
} from '../../src/solvers/connect4/board.ts'
import type { Connect4Jobs } from '../../src/solvers/connect4/jobs.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import { randomMiddleGame } from './logic.ts'
import { position } from './position.ts'
import { splitRunner } from '../kit/worker-pool.ts'
import { SplitPlay, TABLE_BYTES } from './split-play.ts'
import { answerSentence, evaluationLine, idleSentence, replySentence } from './words.ts'

type Tag = 'move' | 'edit'

const NOTATION = { parse: (text: string) => parsePosition(text), format: formatPosition }

export class Connect4Play extends KitWidget<Position, Tag, Connect4Jobs> {
  #board!: HTMLElement
  #width!: HTMLSelectElement
  #height!: HTMLSelectElement
  #versus!: HTMLButtonElement
  #search!: HTMLSelectElement
  #depth!: HTMLInputElement
  #time!: HTMLSelectElement
  /** The side the solver plays in "Play against it" (0 Red, 1 Yellow), or null. */
  #solverSide: 0 | 1 | null = null
  #said = ''
  /** How many workers the perfect solver's long searches run on (1: the one worker, as today). */
  #workers = 1

  protected setup(): void {
    this.usePosition(position, NOTATION)
    // Every core, as far as the memory budget allows (each worker holds a table of its own).
    const { runner, workers } = splitRunner<Connect4Jobs>(
      'connect4',
      TABLE_BYTES,
      (pool) => new SplitPlay(pool),
    )
    this.runner = runner
    this.#workers = workers
    this.#board = $(this, '[data-board]')
    this.#width = $<HTMLSelectElement>(this, '[data-size="width"]')
    this.#height = $<HTMLSelectElement>(this, '[data-size="height"]')
    this.#versus = $<HTMLButtonElement>(this, '[data-versus]')
    this.#search = $<HTMLSelectElement>(this, '[data-search]')
    this.#depth = $<HTMLInputElement>(this, '[data-depth]')
    this.#time = $<HTMLSelectElement>(this, '[data-time]')
    this.#search.addEventListener('change', () => this.#showSearch())
    this.#showSearch()
    this.#board.addEventListener('click', (e) => {
      const drop = (e.target as Element).closest<HTMLButtonElement>('[data-drop]')
      if (drop && !drop.disabled) this.#drop(Number(drop.dataset.drop) - 1)
    })
    for (const select of [this.#width, this.#height]) select.addEventListener('change', () => this.#resize())
    $(this, '[data-new-game]').addEventListener('click', () => this.#newGame())
    $(this, '[data-random]').addEventListener('click', () => {
      const p = this.position
      this.#stopVersus()
      this.change(randomMiddleGame({ width: p.width, height: p.height }, Math.random), 'edit')
    })
    $(this, '[data-best]').addEventListener('click', () => void this.#showBest())
    this.#versus.addEventListener('click', () => {
      if (this.#solverSide !== null) {
        this.#stopVersus()
        this.say('You play both sides again.')
        return
      }
      if (isOver(this.position)) {
        this.say('The game is over: start a new game, or undo, to play against the solver.')
        return
      }
      this.#solverSide = (this.position.moves.length % 2) as 0 | 1
      this.#versus.setAttribute('aria-pressed', 'true')
      void this.#reply()
    })
  }

  protected render(p: Position): void {
    drawBoard(this.#board, p)
    setText($(this, '[data-eval]'), evaluationLine(p))
    this.#width.value = String(p.width)
    this.#height.value = String(p.height)
    showError(this.#width, $(this, `#${CSS.escape(this.id)}-size-error`), null)
  }

  protected idleStatus(p: Position): string {
    const said = this.#said
    this.#said = ''
    return said || idleSentence(p)
  }

  /** Against the solver, Undo takes back a whole turn (the solver's reply and the reader's move), so it is the reader's turn again. */
  override undo(): void {
    super.undo()
    const solversTurn = (): boolean =>
      this.#solverSide !== null && this.position.moves.length % 2 === this.#solverSide
    if (solversTurn() && this.history.length > 0) super.undo()
    if (solversTurn() && !isOver(this.position)) void this.#reply() // nothing left to take back: the solver moves again
  }

  #stopVersus(): void {
    this.#solverSide = null
    this.#versus.setAttribute('aria-pressed', 'false')
  }

  #newGame(): void {
    const p = this.position
    this.change(emptyPosition({ width: p.width, height: p.height }), 'edit')
    if (this.#solverSide === 0) void this.#reply() // the solver plays first as Red
  }

  #resize(): void {
    const width = Number(this.#width.value)
    const height = Number(this.#height.value)
    try {
      checkSize(width, height)
    } catch (err) {
      showError(this.#width, $(this, `#${CSS.escape(this.id)}-size-error`), (err as Error).message)
      return
    }
    this.#stopVersus()
    this.change(emptyPosition({ width, height }), 'edit')
  }

  #drop(col: number): void {
    const p = this.position
    if (this.#solverSide !== null && p.moves.length % 2 === this.#solverSide) {
      this.say('Wait for the solver’s move (or press Cancel).')
      return
    }
    this.change(play(p, col), 'move')
    if (this.#solverSide !== null && !isOver(this.position)) void this.#reply()
  }

  /** The depth box matters only for depth-limited search alone. */
  #showSearch(): void {
    this.#depth.disabled = this.#search.value !== 'depth'
  }

  /** The worker's request for the position: the search the reader chose, and its limits. */
  #request(p: Position): { kind: 'play'; position: string; depth?: number; timeLimitMs: number } | null {
    const depth = Number(this.#depth.value)
    const error = $(this, `#${CSS.escape(this.id)}-depth-error`)
    if (
      this.#search.value === 'depth' &&
      !(Number.isInteger(depth) && depth >= 1 && depth <= p.width * p.height)
    ) {
      showError(this.#depth, error, `The depth must be a whole number from 1 to ${p.width * p.height}.`)
      this.say('Nothing ran: the depth box has an error (said under it).')
      return null
    }
    showError(this.#depth, error, null)
    return {
      kind: 'play',
      position: formatPosition(p),
      depth: this.#search.value === 'depth' ? depth : undefined,
      timeLimitMs: Number(this.#time.value) * 1000,
    }
  }

  async #showBest(): Promise<void> {
    const p = this.position
    if (isOver(p)) {
      this.say(idleSentence(p))
      return
    }
    const req = this.#request(p)
    if (!req) return
    const done = await this.run(
      req,
      req.depth ? `Searching to depth ${req.depth}…` : `Searching…${this.#splitNote()}`,
    )
    if (!done) return
    // In class mode the columns' values wait until the class has named the best column.
    const a = done.result
    const { best } = a
    this.holdAnswer(
      (col) =>
        `Your prediction, column ${col}, ${best.includes(col) ? 'was a best move' : `was not a best move (${best.length === 1 ? 'the best is' : 'the best are'} ${best.join(', ')})`}.`,
      () => {
        drawBoard(this.#board, p, {
          values: a.columns,
          best,
          depth: a.exact ? undefined : (a.depth ?? undefined),
        })
        return answerSentence(p, a, formatMs(done.elapsedMs))
      },
      'Searched. Which column is the best move? Type the class’s prediction, then press Reveal.',
    )
  }

  /** What the busy status adds when the perfect solver's search may split: the workers and their memory. */
  #splitNote(): string {
    if (this.#workers < 2) return ''
    return ` A long search goes on ${this.#workers} workers, with about ${Math.round(TABLE_BYTES / 1e6)} MB of tables each.`
  }

  /** The solver moves for its side: its answer's column (nearest the centre among equals). */
  async #reply(): Promise<void> {
    const p = this.position
    if (isOver(p) || this.#solverSide === null || p.moves.length % 2 !== this.#solverSide) return
    const req = this.#request(p)
    if (!req) {
      this.#stopVersus()
      return
    }
    const done = await this.run(req, `The solver is thinking…${req.depth ? '' : this.#splitNote()}`)
    if (!done) {
      if (this.lastOutcome !== 'done') this.#stopVersus()
      return
    }
    this.#said = replySentence(p, done.result, formatMs(done.elapsedMs))
    const next = play(p, done.result.column - 1)
    if (isOver(next)) this.#said += ' ' + idleSentence(next)
    this.change(next, 'move')
  }
}

if (!customElements.get('connect4-play')) customElements.define('connect4-play', Connect4Play)
