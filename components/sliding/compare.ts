/** <sliding-compare>: the five methods on the reader's position, in the worker; and A*'s expansion order. */
import { boardData, type Board } from '../../src/solvers/sliding/model.ts'
import type { AlgorithmRow, SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import { store, type Position } from './position.ts'
import { tablesFor, keepTables } from './tables.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { compareSentence, fmt, heldSentence, rowCells } from './words.ts'

/** How many of A*'s expansions the player steps through. */
const TRACE_LIMIT = 60

export class SlidingCompare extends KitWidget<Position, string, SlidingJobs> {
  #board!: HTMLElement

  protected setup(): void {
    this.store = store
    this.runner = jobsRunner('sliding')
    this.#board = $(this, '[data-board]')
    $(this, '[data-compare]').addEventListener('click', () => void this.#compare())
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-trace]')) {
      b.addEventListener('click', () => void this.#trace(b.dataset.trace === 'pdb' ? 'pdb' : 'manhattan'))
    }
  }

  /** A new position clears the table, so no row shows a number measured on another board. */
  protected render(p: Position): void {
    drawBoard(this.#board, p.board)
    this.#fill([])
  }

  protected idleStatus(): string {
    return 'Press “Compare the algorithms” to run all five on your position.'
  }

  #fill(rows: readonly AlgorithmRow[]): void {
    for (const tr of this.querySelectorAll<HTMLElement>('tr[data-method]')) {
      const r = rows.find((x) => x.method === tr.dataset.method)
      const cells = r ? rowCells(r) : ['not measured yet', '–', '–']
      tr.querySelectorAll('td').forEach((td, k) => setText(td, cells[k]))
    }
  }

  async #compare(): Promise<void> {
    const p = this.position
    const goal = boardData(p.goal)
    this.#fill([])
    drawBoard(this.#board, p.board) // the run clears the player: show the position, not an old step
    const busy =
      'Comparing… (a 4×4 board first builds its pattern databases, which takes a while; the progress line shows which table is being filled)'
    const done = await this.run(
      { kind: 'compare', start: boardData(p.board), goal, pdb: tablesFor(goal) },
      busy,
    )
    if (!done) return
    keepTables(done.result.pdb)
    if (done.result.reason) return this.say(done.result.reason)
    const rows = done.result.rows
    const length = rows.find((x) => x.length !== null)?.length
    if (length === undefined || length === null) {
      this.#fill(rows)
      return this.say(compareSentence(rows))
    }
    // In class mode the table (its lengths) waits until the class has predicted the optimum.
    this.holdAnswer(
      length,
      () => {
        this.#fill(rows)
        return compareSentence(rows)
      },
      heldSentence,
    )
  }

  async #trace(heuristic: 'manhattan' | 'pdb'): Promise<void> {
    const p = this.position
    if (p.board.tiles.length > 9) return this.say('Watching A* is for boards of up to 9 cells.')
    drawBoard(this.#board, p.board)
    const done = await this.run(
      { kind: 'trace', heuristic, limit: TRACE_LIMIT, start: boardData(p.board), goal: boardData(p.goal) },
      'Running A*…',
    )
    if (!done) return
    const r = done.result
    if (r.reason) return this.say(r.reason)
    const name = heuristic === 'pdb' ? 'pattern databases' : 'Manhattan distance'
    this.say(
      `A* with ${name} expanded ${fmt(r.expanded)} positions and found ${r.moves.length} moves; the first ${r.order.length} are in the player.`,
    )
    const boards: Board[] = r.order.map((tiles) => ({
      width: p.board.width,
      height: p.board.height,
      tiles: Uint8Array.from(tiles),
    }))
    this.showSteps(
      boards.map((_, k) => ({
        label: `Expansion ${k + 1} of ${boards.length}${k === 0 ? ': the start' : ''}`,
      })),
      (i) => drawBoard(this.#board, boards[i]),
    )
  }
}

if (!customElements.get('sliding-compare')) customElements.define('sliding-compare', SlidingCompare)
