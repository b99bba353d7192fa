/**
 * <sudoku-solver>: the reader's Sudoku (position.ts) → grid, candidates; propagate, solve, count
 * and step in the worker. The shell owns Set, Undo, job outcomes and the step keys.
 */
import type { Grid } from '../../src/solvers/sudoku/grid.ts'
import { initialState, propagate } from '../../src/solvers/sudoku/propagate.ts'
import { gridAtStep } from '../../src/solvers/sudoku/search.ts'
import type { SudokuJobs } from '../../src/solvers/sudoku/jobs.ts'
import type { SudokuMethod } from '../../src/solvers/sudoku/solve.ts'
import { $ } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawGrid } from './draw.ts'
import { NOTATION, sudoku } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { solveSentence, stepLabel } from './words.ts'

/** The search's placements shown in the step player at most (the log is cut there). */
const STEP_LIMIT = 400

export class SudokuSolver extends KitWidget<Grid, string, SudokuJobs> {
  #board!: HTMLElement
  #candidates!: HTMLInputElement
  #published!: HTMLSelectElement

  protected setup(): void {
    this.usePosition(sudoku, NOTATION)
    this.link = null // the page's link is the queens board's; this widget starts from its own example
    this.runner = jobsRunner('sudoku')
    this.#board = $(this, '[data-board]')
    this.#candidates = $<HTMLInputElement>(this, '[data-candidates]')
    this.#candidates.addEventListener('change', () => this.render(this.position))
    const published = (this.#published = $<HTMLSelectElement>(this, '[data-published]'))
    published.addEventListener('change', () => {
      if (published.value) this.change(NOTATION.parse(published.value), 'edit')
    })
    $(this, '[data-propagate]').addEventListener('click', () => void this.#solve('propagate', 1))
    $(this, '[data-solve]').addEventListener('click', () => void this.#solve(this.#method(), 1))
    $(this, '[data-count]').addEventListener('click', () => void this.#solve(this.#method(), 2))
    $(this, '[data-steps]').addEventListener('click', () => void this.#steps())
  }

  #method(): SudokuMethod {
    return $<HTMLSelectElement>(this, '[data-method]').value as SudokuMethod
  }

  /** The candidates of the grid's givens (before any propagation), or null when hidden. */
  #cands(g: Grid, run = false): Uint16Array | null {
    if (!this.#candidates.checked) return null
    const s = initialState(g)
    if (s && run) propagate(s)
    return s ? s.cands : null
  }

  protected render(g: Grid): void {
    drawGrid(this.#board, g, g, { candidates: this.#cands(g) })
    // The menu names the grid on the board: a published one, or "Your own puzzle" after a paste or an edit.
    const text = Array.from(g).join('')
    const match = Array.from(this.#published.options).find(
      (o) => o.value && o.value.replace(/[.]/g, '0') === text,
    )
    this.#published.value = match ? match.value : ''
  }

  protected idleStatus(): string {
    return 'Propagate, solve, count, or step through the search.'
  }

  async #solve(method: SudokuMethod, cap: number): Promise<void> {
    const puzzle = this.position
    const busy = method === 'propagate' ? 'Propagating…' : cap > 1 ? 'Counting solutions…' : 'Solving…'
    const out = await this.run({ kind: 'solve', grid: Array.from(puzzle), method, cap }, busy)
    if (!out) return
    const r = out.result
    const show = (): string => {
      if (!r.grid) return solveSentence(r, cap > 1, out.elapsedMs)
      const shown = Uint8Array.from(r.second ?? r.grid)
      const changed = r.second
        ? new Set(r.second.flatMap((d, k) => (d !== r.grid![k] ? [k] : [])))
        : undefined
      const cands =
        method === 'propagate' && this.#candidates.checked
          ? (() => {
              const s = initialState(puzzle)
              if (s) propagate(s)
              return s?.cands ?? null
            })()
          : null
      drawGrid(this.#board, puzzle, shown, { candidates: cands, changed })
      return solveSentence(r, cap > 1, out.elapsedMs)
    }
    if (cap === 1 || method === 'propagate') return this.say(show())
    // Counting: in class mode the count (0, 1, or two and more) waits until the class has predicted it.
    const answer = Math.min(r.count ?? 0, 2) // the count stops at 2: "two or more"
    this.holdAnswer(
      (p) => `Your prediction, ${p === 2 ? 'two or more' : p}, ${p === answer ? 'was right' : 'was wrong'}.`,
      show,
      'Counted. How many solutions does this puzzle have? Type the class’s prediction, then press Reveal.',
    )
  }

  async #steps(): Promise<void> {
    const puzzle = this.position
    const out = await this.run(
      { kind: 'steps', grid: Array.from(puzzle), limit: STEP_LIMIT },
      'Recording the search…',
    )
    if (!out) return
    const log = out.result.log.filter((p) => p.reason !== 'given')
    const choices = log.filter((p) => p.reason === 'choice').length
    const made = out.result.truncated
      ? `more than ${log.length.toLocaleString('en-US')} placements (the first ${log.length.toLocaleString('en-US')} shown, ${choices} of them guesses)`
      : `${log.length.toLocaleString('en-US')} placements, ${choices} of them guesses`
    this.say(
      `The search made ${made}, over ${out.result.nodes.toLocaleString('en-US')} nodes to its first solution; a guess that fails is undone and the next digit tried.`,
    )
    const steps = [{ label: 'Start: your puzzle' }].concat(
      log.map((p, k) => ({ label: stepLabel(p, k + 1, log.length) })),
    )
    this.showSteps(steps, (i) => {
      const shown = gridAtStep(puzzle, log, i)
      drawGrid(this.#board, puzzle, shown, { latest: i > 0 ? log[i - 1].cell : undefined })
    })
  }
}

if (!customElements.get('sudoku-solver')) customElements.define('sudoku-solver', SudokuSolver)
