/**
 * <sliding-fifteen>: one of Korf's 100 instances → the worker (pattern databases, then IDA*) →
 * steps. The instance menu is this widget's own position (its own store), so choosing another
 * instance cancels a solve in flight; "Load" hands the instance to the main widget. The first
 * solve on a page downloads the shipped tables (the worker's solve job); the page keeps them
 * (tables.ts) and hands them to every later job, in this widget or another.
 */
import { boardData, replay, type Board } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import type { SlidingJobs, SolveResult } from '../../src/solvers/sliding/jobs.ts'
import { $ } from '../kit/dom.ts'
import { createStore } from '../kit/store.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import { loadPosition } from './position.ts'
import { keepTables, tablesFor } from './tables.ts'
import { splitRunner } from '../kit/worker-pool.ts'
import { SplitSolver, TABLE_BYTES } from './split-solve.ts'
import { heldSentence, instanceSentence } from './words.ts'

/** Korf's goal: the blank top-left. */
const KORF_GOAL = '0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15'

const copyBoard = (b: Board): Board => ({ ...b, tiles: b.tiles.slice() })

const MB = (bytes: number): number => Math.round(bytes / 1e6)

const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

/** Where this solve's pattern databases came from. */
function tablesSentence(r: Pick<SolveResult, 'tables' | 'buildMs' | 'downloadMs'>): string {
  if (r.tables === 'cached')
    return `The pattern databases came from this browser's cache (saved on an earlier visit) and were unpacked in ${seconds(r.downloadMs)}.`
  if (r.tables === 'downloaded')
    return `The pattern databases were downloaded and unpacked in ${seconds(r.downloadMs)}; this page keeps them for every later solve.`
  if (r.tables === 'built')
    return `The pattern databases were built here in ${seconds(r.buildMs)} (the download was not available); this page keeps them for every later solve.`
  if (r.tables === 'kept')
    return 'The pattern databases were already on this page: nothing was downloaded or built.'
  return ''
}

export class SlidingFifteen extends KitWidget<Board, string, SlidingJobs> {
  #select!: HTMLSelectElement
  #board!: HTMLElement
  #intro = ''
  #chosen = false
  /** How many workers a long search runs on (1: the one worker, as every other widget). */
  #workers = 1

  protected setup(): void {
    this.#select = $<HTMLSelectElement>(this, '[data-korf]')
    this.#board = $(this, '[data-board]')
    this.#intro = $(this, '[data-status]').textContent ?? ''
    this.store = createStore<Board>(parseBoard(this.#select.value), copyBoard)
    // Every core, as far as the memory budget allows (each worker holds its own copy of the tables).
    const { runner, workers } = splitRunner<SlidingJobs>(
      'sliding',
      TABLE_BYTES,
      (pool) => new SplitSolver(pool),
    )
    this.runner = runner
    this.#workers = workers
    this.#select.addEventListener('change', () => {
      this.#chosen = true
      this.change(parseBoard(this.#select.value))
    })
    $(this, '[data-load-korf]').addEventListener('click', () => {
      loadPosition({ board: this.position, goal: parseBoard(KORF_GOAL) })
      this.say(`Instance ${this.#which()} is now your position, with Korf's goal (blank top-left).`)
    })
    $(this, '[data-solve-korf]').addEventListener('click', () => void this.#solve())
  }

  protected render(board: Board): void {
    drawBoard(this.#board, board)
  }

  protected idleStatus(): string {
    return this.#chosen ? `Instance ${this.#which()} chosen.` : this.#intro
  }

  #which(): number {
    return this.#select.selectedIndex + 1
  }

  async #solve(): Promise<void> {
    const start = this.position
    const which = this.#which()
    const goal = boardData(parseBoard(KORF_GOAL))
    drawBoard(this.#board, start) // the run clears the player: show the instance, not an old step
    const done = await this.run(
      { kind: 'solve', start: boardData(start), goal, pdb: tablesFor(goal) },
      this.#workers > 1
        ? `Solving instance ${which}… A long search goes on ${this.#workers} workers, with about ${MB(TABLE_BYTES)} MB of tables each.`
        : `Solving instance ${which}…`,
    )
    if (!done) return
    const r = done.result
    keepTables(r.pdb)
    if (r.reason) return this.say(r.reason)
    // In class mode the solution waits until the class has predicted its length.
    this.holdAnswer(
      r.moves.length,
      () => {
        const boards = replay(start, r.moves)
        const steps = [{ label: `Start: instance ${which}` }].concat(
          r.moves.map((t, k) => ({ label: `Step ${k + 1} of ${r.moves.length}: tile ${t} slides` })),
        )
        this.showSteps(steps, (i) => drawBoard(this.#board, boards[i], i > 0 ? r.moves[i - 1] : -1))
        const split = r.workers ? ` The search was split over ${r.workers} workers.` : ''
        return `${instanceSentence(which, { ...r, buildMs: 0 })}${split} ${tablesSentence(r)}`
      },
      heldSentence,
    )
  }
}

if (!customElements.get('sliding-fifteen')) customElements.define('sliding-fifteen', SlidingFifteen)
