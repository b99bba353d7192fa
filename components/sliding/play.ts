/**
 * <sliding-play>: the article's main widget. The reader's position and goal (position.ts) →
 * boards, status, URL; Set, undo, Copy link, job outcomes and the step keys come from the kit's
 * shell (KitWidget). Every change of position or goal goes through `change()`, so a solve in
 * flight is cancelled and its answer never shows under another board. Solving runs in the worker
 * (IDA* with pattern databases; the page keeps finished tables in tables.ts for later jobs).
 */
import {
  blankCell,
  boardData,
  defaultGoal,
  neighbourTable,
  replay,
  sameTiles,
  shuffle,
  slide,
} from '../../src/solvers/sliding/model.ts'
import { checkSameShape, formatBoard, parseBoard } from '../../src/solvers/sliding/notation.ts'
import { solvability } from '../../src/solvers/sliding/parity.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import {
  cellForKey,
  goalFor,
  otherConvention,
  parseSize,
  randomSolvable,
  shuffleLength,
  sizeOf,
} from './logic.ts'
import { EXAMPLE, EXAMPLE_GOAL, positionLink, store, type Position } from './position.ts'
import { keepTables, tablesFor } from './tables.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import {
  conventionButton,
  conventionSentence,
  heldSentence,
  idleSentence,
  slideDirection,
  slideSentence,
  solvedSentence,
  stepLabel,
} from './words.ts'

/** 'slide' changes are counted as moves made; 'edit' (typing, Random, Shuffle …) starts the count again. */
type Tag = 'slide' | 'edit'

export class SlidingPlay extends KitWidget<Position, Tag, SlidingJobs> {
  #board!: HTMLElement
  #goalBoard!: HTMLElement
  #size!: HTMLSelectElement
  #otherRow!: HTMLElement
  #otherButton!: HTMLButtonElement
  /** The board the player shows (a step of a loaded solution), or null for the position itself. */
  #shown: Position['board'] | null = null

  protected setup(): void {
    this.store = store
    // Two boxes (applyText/partText): the board, whose goal stays when the shape does, and the goal.
    this.notation = {
      parse: (text) => this.#withBoard(parseBoard(text)),
      format: (p) => formatBoard(p.board),
    }
    this.link = positionLink
    this.runner = jobsRunner('sliding')
    this.#board = $(this, '[data-position-board] [data-board]')
    this.#goalBoard = $(this, '[data-goal-board] [data-board]')
    this.#size = $<HTMLSelectElement>(this, '[data-size]')
    this.#otherRow = $(this, '[data-other-goal-row]')
    this.#otherButton = $<HTMLButtonElement>(this, '[data-other-goal]')
    this.#wireBoard()
    this.#wireButtons()
  }

  protected render(p: Position): void {
    this.#shown = null
    drawBoard(this.#board, p.board)
    drawBoard(this.#goalBoard, p.goal)
    this.#size.value = sizeOf(p.board) // the menu names the board on screen
    setText($(this, '[data-moves-made]'), `Moves made: ${this.#made()}`)
    const other = otherConvention(p.board, p.goal)
    this.#otherRow.hidden = other === null
    if (other) setText(this.#otherButton, conventionButton(other.convention))
  }

  protected idleStatus(p: Position): string {
    // After a slide the status speaks the move, not the position's parity sentence again.
    const last = this.history[this.history.length - 1]
    if (last?.tag === 'slide' && last.before.board.width === p.board.width) {
      const from = blankCell(p.board.tiles)
      const to = blankCell(last.before.board.tiles)
      return slideSentence(
        p.board.tiles[to],
        slideDirection(from, to, p.board.width),
        this.#made(),
        sameTiles(p.board.tiles, p.goal.tiles),
      )
    }
    return this.#refusal(
      idleSentence(sameTiles(p.board.tiles, p.goal.tiles), this.#made(), solvability(p.board, p.goal).reason),
      p,
    )
  }

  /** A parity refusal, with the other goal convention named when that is the likely cause. */
  #refusal(reason: string, p: Position): string {
    const other = otherConvention(p.board, p.goal)
    return other
      ? `${reason} ${conventionSentence(other.convention, formatBoard(other.goal), p.board.width, p.board.height)}`
      : reason
  }

  /** Slides since the last other change (undo steps back through them too). */
  #made(): number {
    let n = 0
    for (let k = this.history.length - 1; k >= 0 && this.history[k].tag === 'slide'; k--) n++
    return n
  }

  #withBoard(board: Position['board']): Position {
    return { board, goal: goalFor(board, this.position.goal) }
  }

  /** Slides the tile on `cell` of the board on screen (a step of a loaded solution continues from there). */
  #slideCell(cell: number): void {
    const p = this.position
    const board = this.#shown ?? p.board
    if (cell < 0 || board.tiles[cell] === 0) return
    if (!neighbourTable(board.width, board.height)[blankCell(board.tiles)].includes(cell)) return
    this.change({ ...p, board: slide(board, board.tiles[cell]) }, this.#shown ? 'edit' : 'slide')
  }

  #wireBoard(): void {
    this.#board.addEventListener('click', (e) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]')
      if (cell) this.#slideCell(Number(cell.dataset.cell))
    })
    // The kit takes the arrow keys first while a solution is loaded (they step it).
    this.#board.addEventListener('keydown', (e) => {
      if (!e.key.startsWith('Arrow')) return
      e.preventDefault()
      this.#slideCell(cellForKey(this.position.board, e.key))
    })
  }

  /** The position after box `part` ('board' or 'goal') is set to `text`; a goal must fit the board. */
  protected applyText(part: string, text: string): Position {
    if (part !== 'goal') return this.#withBoard(parseBoard(text))
    const goal = parseBoard(text)
    checkSameShape(this.position.board, goal)
    return { ...this.position, goal }
  }

  protected partText(part: string, p: Position): string {
    return formatBoard(part === 'goal' ? p.goal : p.board)
  }

  #wireButtons(): void {
    const on = (selector: string, act: () => void): void => $(this, selector).addEventListener('click', act)
    on('[data-new-size]', () => {
      const { width, height } = parseSize(this.#size.value)
      const goal = defaultGoal(width, height)
      this.change({ board: randomSolvable(goal), goal }, 'edit')
    })
    on('[data-shuffle]', () => {
      const p = this.position
      this.change(
        { ...p, board: shuffle(p.goal, shuffleLength($<HTMLInputElement>(this, '[data-shuffle-k]').value)) },
        'edit',
      )
    })
    on('[data-random]', () => {
      const p = this.position
      this.change({ ...p, board: randomSolvable(p.goal) }, 'edit')
    })
    on('[data-example]', () =>
      this.change({ board: parseBoard(EXAMPLE), goal: parseBoard(EXAMPLE_GOAL) }, 'edit'),
    )
    on('[data-solve]', () => void this.#solve())
    on('[data-other-goal]', () => {
      const p = this.position
      const other = otherConvention(p.board, p.goal)
      if (!other) return
      this.change({ ...p, goal: other.goal }, 'edit')
      $<HTMLButtonElement>(this, '[data-solve]').focus() // the button hides itself: Solve is the next thing to do
    })
  }

  async #solve(): Promise<void> {
    const start = this.position
    const goal = boardData(start.goal)
    this.#draw(start.board) // the run clears the player: show the position, not an old step
    const done = await this.run(
      { kind: 'solve', start: boardData(start.board), goal, pdb: tablesFor(goal) },
      'Solving…',
    )
    if (!done) return
    const r = done.result
    keepTables(r.pdb)
    if (r.reason) return this.say(this.#refusal(r.reason, start))
    // In class mode the solution waits until the class has predicted its length.
    this.holdAnswer(
      r.moves.length,
      () => {
        const boards = replay(start.board, r.moves)
        const steps = [{ label: 'Start: your position' }].concat(
          r.moves.map((_, k) => ({ label: stepLabel(k, r.moves) })),
        )
        this.showSteps(steps, (i) => this.#draw(boards[i], i > 0 ? r.moves[i - 1] : -1, i > 0))
        return solvedSentence(r)
      },
      heldSentence,
    )
  }

  #draw(board: Position['board'], highlight = -1, step = false): void {
    this.#shown = step ? board : null
    drawBoard(this.#board, board, highlight)
  }
}

if (!customElements.get('sliding-play')) customElements.define('sliding-play', SlidingPlay)
