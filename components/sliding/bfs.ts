/** <sliding-bfs>: BFS on the reader's position, two ways, in the worker: frontier table, path, steps. */
import { boardData, replay } from '../../src/solvers/sliding/model.ts'
import { formatBoard } from '../../src/solvers/sliding/notation.ts'
import { MAX_BFS_CELLS } from '../../src/solvers/sliding/bfs.ts'
import type { SlidingJobs } from '../../src/solvers/sliding/jobs.ts'
import { $ } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard, drawFrontier } from './draw.ts'
import { store, type Position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { fmt, heldSentence } from './words.ts'

type Method = 'ranked' | 'list-scan'

export class SlidingBfs extends KitWidget<Position, string, SlidingJobs> {
  #board!: HTMLElement
  #wrap!: HTMLElement

  protected setup(): void {
    this.store = store
    this.runner = jobsRunner('sliding')
    this.#board = $(this, '[data-board]')
    this.#wrap = $(this, '[data-frontier-wrap]')
    for (const b of this.querySelectorAll<HTMLButtonElement>('[data-run]')) {
      b.addEventListener(
        'click',
        () => void this.#run(b.dataset.run === 'list-scan' ? 'list-scan' : 'ranked'),
      )
    }
  }

  protected render(p: Position): void {
    drawBoard(this.#board, p.board)
    this.#wrap.hidden = true
  }

  protected idleStatus(): string {
    return 'Choose a search to run it on your position.'
  }

  async #run(method: Method): Promise<void> {
    const p = this.position
    const n = p.board.tiles.length
    if (n > MAX_BFS_CELLS)
      return this.say(
        `BFS here handles boards of up to ${MAX_BFS_CELLS} cells; this one has ${n}. Use the comparison below.`,
      )
    const busy = method === 'ranked' ? 'Searching with a rank table…' : 'Searching with a list scan…'
    this.#wrap.hidden = true
    drawBoard(this.#board, p.board) // the run clears the player: show the position, not an old step
    const done = await this.run(
      { kind: 'bfs', method, start: boardData(p.board), goal: boardData(p.goal) },
      busy,
    )
    if (!done) return
    const r = done.result
    if (r.reason) return this.say(r.reason)
    const how = method === 'ranked' ? 'with a rank table' : "with the seed's list scan"
    const sentence = `BFS ${how} found a ${r.length}-move solution after expanding ${fmt(r.expanded)} positions in ${formatMs(done.elapsedMs)}.`
    const moves = r.moves
    if (!moves) return this.say(sentence)
    // In class mode the length, the frontier and the steps wait until the class has predicted it.
    this.holdAnswer(
      moves.length,
      () => {
        drawFrontier($(this, '[data-frontier]'), r.frontier)
        this.#wrap.hidden = false
        const boards = replay(p.board, moves)
        const steps = [{ label: `Start: ${formatBoard(p.board)}` }].concat(
          moves.map((t, k) => ({ label: `Step ${k + 1} of ${moves.length}: tile ${t} slides` })),
        )
        this.showSteps(steps, (i) => drawBoard(this.#board, boards[i], i > 0 ? moves[i - 1] : -1))
        return sentence
      },
      heldSentence,
    )
  }
}

if (!customElements.get('sliding-bfs')) customElements.define('sliding-bfs', SlidingBfs)
