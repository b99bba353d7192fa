/**
 * <peg-play>: the article's main widget. The reader's board and goal (position.ts) → board,
 * menus, status, URL; undo, Set, Copy link, the job outcome wording and the step keys come from
 * the kit's shell (KitWidget). Counting and the shortest solution run in the worker.
 */
import {
  geometry,
  hasPeg,
  isLegal,
  jumpIndex,
  replay,
  singleVacancy,
  type Jump,
} from '../../src/solvers/peg/board.ts'
import type { PegJobs } from '../../src/solvers/peg/jobs.ts'
import type { ResultOf } from '../../src/solvers/contract.ts'
import {
  BROWSER_BUDGET_BYTES,
  cliCommand,
  estimate,
  type Estimate,
  type SearchKind,
} from '../../src/solvers/peg/estimate.ts'
import { formatBoard } from '../../src/solvers/peg/notation.ts'
import { $, setText } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard, holeElements, showColours, type Marks } from './draw.ts'
import { clampTarget, neighbour, sizeOptions } from './logic.ts'
import { boardAndGoalLink, boardNotation, position, type PegPosition } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import {
  busyText,
  costLine,
  countRows,
  countSentence,
  goalText,
  IDLE,
  jumpText,
  moveCountText,
  noSolutionSentence,
  refusalSentence,
  solvedSentence,
  stepLabels,
} from './words.ts'

/** Estimated tables from this size up end their worker when the search is over (see WorkerRunner.release). */
const RELEASE_BYTES = 64 * 2 ** 20

/** What an undoable change was: a jump, an edit of the board, a change of goal. */
type Tag = Jump | 'edit' | 'goal'

export class PegPlay extends KitWidget<PegPosition, Tag, PegJobs> {
  #board!: HTMLElement
  #size!: HTMLSelectElement
  #target!: HTMLSelectElement
  #table!: HTMLElement
  #selected = -1
  #mode: 'play' | 'edit' = 'play'

  protected setup(): void {
    this.store = position
    this.notation = boardNotation(() => position.get().target)
    this.link = boardAndGoalLink
    this.runner = jobsRunner('peg')
    this.#board = $(this, '[data-board]')
    this.#size = $<HTMLSelectElement>(this, '[data-size]')
    this.#target = $<HTMLSelectElement>(this, '[data-target]')
    this.#table = $(this, '[data-count-table]')
    this.#wireBoard()
    for (const radio of this.querySelectorAll<HTMLInputElement>('[data-mode]')) {
      radio.addEventListener('change', () => {
        this.#mode = radio.value === 'edit' ? 'edit' : 'play'
        this.#select(-1)
      })
    }
    const colours = $<HTMLInputElement>(this, '[data-colours]')
    colours.addEventListener('change', () => showColours(this.#board, colours.checked))
    this.#size.addEventListener('change', () => {
      const side = Number(this.#size.value)
      this.change({ side, board: singleVacancy(side, 1), target: -1 }, 'edit')
    })
    this.#target.addEventListener('change', () =>
      this.change({ ...this.position, target: Number(this.#target.value) }, 'goal'),
    )
    $(this, '[data-count]').addEventListener('click', () => void this.#count())
    $(this, '[data-shortest]').addEventListener('click', () => void this.#shortest())
  }

  protected render(p: PegPosition): void {
    this.#selected = -1
    drawBoard(this.#board, p, true)
    this.#renderSize(p.side)
    this.#renderGoals(p)
    const jumps = this.history.map((a) => a.tag).filter((t): t is Jump => Array.isArray(t))
    setText($(this, '[data-move-count]'), moveCountText(jumps))
    setText(
      $(this, '[data-cost]'),
      costLine(estimate('count', p.side, p.board), estimate('shortest', p.side, p.board)),
    )
    this.#table.hidden = true
  }

  /**
   * The estimate of `kind` on `p` when it fits the page's budget; otherwise says why the search
   * is not started and which command does it, and returns null. The worker gets the same budget,
   * so a wrong estimate ends in "gave up", never in a tab past 1 GB.
   */
  #within(kind: SearchKind, p: PegPosition): Estimate | null {
    const e = estimate(kind, p.side, p.board)
    if (e.fits) return e
    this.clearSteps()
    this.say(refusalSentence(e, cliCommand(kind, formatBoard(p))))
    return null
  }

  protected idleStatus(): string {
    return IDLE
  }

  /** Undo, saying what was undone. */
  undo(): void {
    const last = this.history[this.history.length - 1]
    super.undo()
    if (!last) return
    this.say(
      Array.isArray(last.tag)
        ? `Undid the jump ${last.tag[0]} → ${last.tag[1]}.`
        : last.tag === 'goal'
          ? `Undid the change of goal: ${goalText(this.position.target)}.`
          : 'Undid the last change.',
    )
  }

  /** The Size menu always shows the board's real size (a typed T1–T3 gets an option of its own). */
  #renderSize(side: number): void {
    const options = sizeOptions(side)
    const now = [...this.#size.options].map((o) => o.value).join()
    if (now !== options.map((o) => o.value).join())
      this.#size.replaceChildren(...options.map((o) => new Option(o.label, o.value)))
    this.#size.value = String(side)
  }

  #renderGoals(p: PegPosition): void {
    const holes = geometry(p.side).holes
    if (this.#target.options.length !== holes + 1) {
      this.#target.replaceChildren(
        ...Array.from({ length: holes + 1 }, (_, k) => new Option(goalText(k - 1), String(k - 1))),
      )
    }
    this.#target.value = String(clampTarget(p.side, p.target))
  }

  #select(hole: number, marks: Marks = {}): void {
    this.#selected = hole
    drawBoard(this.#board, this.position, true, { selected: hole > 0 ? hole : undefined, ...marks })
  }

  #wireBoard(): void {
    this.#board.addEventListener('click', (e) => {
      const el = (e.target as Element).closest<HTMLElement>('[data-hole]')
      if (el) this.#clickHole(Number(el.dataset.hole))
    })
    this.#board.addEventListener('keydown', (e) => {
      const el = (e.target as Element).closest<HTMLElement>('[data-hole]')
      if (!el || !e.key.startsWith('Arrow')) return
      e.preventDefault()
      const next = neighbour(this.position.side, Number(el.dataset.hole), e.key)
      holeElements(this.#board)
        .find((h) => Number(h.dataset.hole) === next)
        ?.focus()
    })
  }

  #clickHole(hole: number): void {
    const p = this.position
    if (this.#mode === 'edit')
      return this.change(
        { ...p, board: p.board + (hasPeg(p.board, hole - 1) ? -1 : 1) * 2 ** (hole - 1) },
        'edit',
      )
    if (hasPeg(p.board, hole - 1)) {
      this.#select(this.#selected === hole ? -1 : hole)
      return this.say(
        this.#selected > 0
          ? `Peg ${hole} selected: choose the empty hole it jumps to.`
          : 'Selection cleared.',
      )
    }
    if (this.#selected < 0) return this.say(`Hole ${hole} is empty: first choose a peg to jump with.`)
    const from = this.#selected
    const j = jumpIndex(p.side, from, hole)
    const g = geometry(p.side)
    if (j < 0 || !isLegal(g, p.board, j)) {
      return this.say(
        `Peg ${from} cannot jump to hole ${hole}: a jump goes over one neighbouring peg, along a row or a diagonal.`,
      )
    }
    this.change({ ...p, board: p.board + g.delta[j] }, [from, hole])
    this.say(`Jumped ${jumpText(from, g.over[j] + 1, hole)}.`)
  }

  /** Both searches start alike: the board on screen, checked against the page's budget, run in the worker. */
  async #search<K extends SearchKind>(
    kind: K,
  ): Promise<{ p: PegPosition; done: { result: ResultOf<PegJobs, K>; elapsedMs: number } } | null> {
    const p = this.position
    this.#table.hidden = true
    const e = this.#within(kind, p)
    if (!e) return null
    // One request for either kind (both take the same fields); the result is that kind's.
    const req = {
      kind,
      side: p.side,
      board: p.board,
      target: p.target,
      maxBytes: BROWSER_BUDGET_BYTES,
    } as never
    const done = (await this.run(req, busyText(e))) as {
      result: ResultOf<PegJobs, K>
      elapsedMs: number
    } | null
    // A search's tables die with it; a big one's memory is given back at once (a new worker runs the next).
    if (e.bytes >= RELEASE_BYTES) this.runner?.release()
    return done ? { p, done } : null
  }

  async #count(): Promise<void> {
    const s = await this.#search('count')
    if (!s) return
    const { p, done } = s
    const r = done.result
    if (r.solutions === '0') return this.say(noSolutionSentence(p, r.boards, p.target))
    this.say(countSentence(r.solutions, r.boards, formatMs(done.elapsedMs)))
    this.#showTable(r.byFinal, r.byMoves)
  }

  async #shortest(): Promise<void> {
    const s = await this.#search('shortest')
    if (!s) return
    const { p, done } = s
    const r = done.result
    if (r.moves === null) return this.say(noSolutionSentence(p, r.boards, p.target))
    const replayed = replay(p.side, p.board, r.solution)
    if (!replayed.ok) return this.say(`The solver's answer did not replay: ${replayed.reason}`)
    const g = geometry(p.side)
    const over = ([from, to]: Jump): number => g.over[jumpIndex(p.side, from, to)] + 1
    // In class mode the solution waits until the class has predicted how many moves it takes.
    this.holdAnswer(
      r.moves,
      () => {
        this.showSteps(stepLabels(r.solution, over), (i) => {
          const marks: Marks = {}
          if (i > 0) {
            marks.landed = r.solution[i - 1][1]
            marks.removed = over(r.solution[i - 1])
          }
          drawBoard(this.#board, { side: p.side, board: replayed.boards[i] }, true, marks)
        })
        return solvedSentence(r.solution, formatMs(done.elapsedMs))
      },
      'Solved. How many moves does the shortest solution take? Type the class’s prediction, then press Reveal.',
    )
  }

  #showTable(byFinal: [number, string][], byMoves: [number, string][]): void {
    const make = (caption: string, head: string, rows: [string, string][]): HTMLTableElement => {
      const t = document.createElement('table')
      t.createCaption().textContent = caption
      const tr = t.createTHead().insertRow()
      for (const text of [head, 'solutions']) {
        const th = document.createElement('th')
        th.scope = 'col'
        th.textContent = text
        tr.append(th)
      }
      const body = t.createTBody()
      for (const [k, n] of rows) {
        const row = body.insertRow()
        row.insertCell().textContent = k
        row.insertCell().textContent = n
      }
      return t
    }
    this.#table.replaceChildren(
      make('By final hole', 'hole', countRows(byFinal)),
      make('By number of moves', 'moves', countRows(byMoves)),
    )
    this.#table.hidden = false
  }
}

if (!customElements.get('peg-play')) customElements.define('peg-play', PegPlay)
