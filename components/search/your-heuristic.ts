/**
 * <search-your-heuristic>: the reader's h, checked on every 3×3 position and every move, then
 * raced. Three steps, each one stoppable from the cell's Stop:
 *   1. the lab's worker lists the positions (checkPositions);
 *   2. the sandbox (kit/sandbox.ts) calls the reader's h on each and hands back the raw numbers;
 *   3. the lab's worker judges those numbers against the true distances (checkHeuristic) and
 *      races them as a table (raceHeuristic): no verdict ever comes from the reader's worker.
 */
import type {
  HeuristicVerdict,
  PositionsResult,
  HeuristicRaceResult,
  Example,
} from '../../src/solvers/search/heuristic-check.ts'
import type { SearchJobs } from '../../src/solvers/search/jobs.ts'
import { defaultGoal, sameTiles, boardData } from '../../src/solvers/sliding/model.ts'
import { parseBoard, formatBoard } from '../../src/solvers/sliding/notation.ts'
import { $, setText } from '../kit/dom.ts'
import { runSandbox, sandboxSentence } from '../kit/sandbox.ts'
import { loadingSentence } from '../kit/download.ts'
import { decodeAll } from '../../src/solvers/exercise-data.ts'
import type { CellRun } from '../kit/code-cell.ts'
import { onCellRun, result, withJobs } from '../kit/cell-jobs.ts'
import { miniBoard } from './draw.ts'
import { position, EXAMPLE } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { ALGORITHM_NAMES, HEURISTIC_NAMES, fmt, formatMs } from './words.ts'

const GOAL = defaultGoal(3, 3)

/** The sentence for a value that is not a number ≥ 0, from the sandbox's description of it. */
function badValueSentence(what: string, tiles: ArrayLike<number>, width: number): string {
  return `h returned ${what} for ${formatBoard({ width, height: tiles.length / width, tiles: Uint8Array.from(tiles) })}: a heuristic must return a number ≥ 0.`
}

const plural = (n: number, one: string, many = `${one}s`): string => `${fmt(n)} ${n === 1 ? one : many}`

/** One sentence for a verdict. */
function verdictSentence(v: HeuristicVerdict, ms: number): string {
  const head = `Checked on ${fmt(v.positions)} positions in ${(ms / 1000).toFixed(1)} s`
  if (v.overestimates === 0 && v.inconsistentMoves === 0)
    return `${head}: admissible and consistent, exact on ${fmt(v.exact)}.`
  const parts = []
  if (v.overestimates) parts.push(`overestimates on ${plural(v.overestimates, 'position')} (not admissible)`)
  else parts.push('admissible')
  if (v.inconsistentMoves) parts.push(`inconsistent on ${plural(v.inconsistentMoves, 'move')}`)
  return `${head}: ${parts.join(', ')}.`
}

export class SearchYourHeuristic extends HTMLElement {
  #runner = jobsRunner<SearchJobs>('search')
  #positions: PositionsResult | null = null

  connectedCallback(): void {
    onCellRun(this, (run) => withJobs(this.#runner, run, () => this.#steps(run)))
  }

  async #steps(run: CellRun): Promise<string> {
    const goal = boardData(GOAL)
    run.say('Listing every position…')
    this.#positions ??= await result(this.#runner.run({ kind: 'checkPositions', goal }))
    const pos = this.#positions
    const t0 = performance.now()
    run.say(`Running your h on ${fmt(pos.count)} positions (stopped after ${run.timeLimitMs / 1000} s)…`)
    const out = await runSandbox(
      run.js,
      { mode: 'map', inputs: pos.tiles, stride: pos.goal.length, goal: pos.goal, width: pos.width },
      {
        timeLimitMs: run.timeLimitMs,
        signal: run.signal,
        name: 'h',
        language: run.language,
        onLoading: (done, total) => run.say(loadingSentence('Python', done, total)),
        onProgress: (done, total) =>
          run.say(
            `Running your h: ${fmt(done)} of ${fmt(total)} positions (stopped after ${run.timeLimitMs / 1000} s)…`,
          ),
      },
    )
    const n = pos.goal.length
    if (out.status === 'bad-value')
      return badValueSentence(out.what, pos.tiles.subarray(out.index * n, out.index * n + n), pos.width)
    if (out.status !== 'values') return sandboxSentence(out) ?? 'Your code returned nothing to check.'
    const values = Float64Array.from(decodeAll(out.chunks) as number[])
    if (values.length !== pos.count)
      return `The sandbox answered ${fmt(values.length)} values for ${fmt(pos.count)} positions.`
    const bad = values.findIndex((v) => !(v >= 0 && v < Infinity)) // NaN, ±Infinity, negative
    if (bad >= 0)
      return badValueSentence(String(values[bad]), pos.tiles.subarray(bad * n, bad * n + n), pos.width)
    run.say('Checking every position and every move…')
    const verdict = await result(this.#runner.run({ kind: 'checkHeuristic', goal, values }))
    const ms = performance.now() - t0
    this.#drawVerdict(verdict)
    const summary = verdictSentence(verdict, ms)
    this.dataset.checkMs = String(Math.round(ms))
    run.say(`${summary} Racing it…`)
    const start = this.#start()
    const sample = (JSON.parse(this.dataset.sample ?? '[]') as string[]).map((t) => boardData(parseBoard(t)))
    const race = await result(
      this.#runner.run({ kind: 'raceHeuristic', goal, start: boardData(start), values, sample }, (p) =>
        run.say(`${summary} Racing it: ${p.note ?? ''} ${fmt(p.explored)} nodes…`),
      ),
    )
    this.#drawRace(race, start)
    const astar = race.rows.find((r) => r.yours && r.algorithm === 'astar')!
    const manhattan = race.rows.find(
      (r) => !r.yours && r.algorithm === 'astar' && r.heuristic === 'manhattan',
    )!
    return `${summary} A* with it expanded ${fmt(astar.expanded)} nodes on ${formatBoard(start)} (Manhattan: ${fmt(manhattan.expanded)}).`
  }

  /** The lab's position when it is a 3×3 toward the default goal, else the article's example. */
  #start(): { width: number; height: number; tiles: Uint8Array } {
    const task = position.get()
    const ok = task.board.width === 3 && task.board.height === 3 && sameTiles(task.goal.tiles, GOAL.tiles)
    return ok ? task.board : parseBoard(EXAMPLE)
  }

  #drawVerdict(v: HeuristicVerdict): void {
    $(this, '[data-results]').hidden = false
    for (const key of [
      'positions',
      'overestimates',
      'inconsistentMoves',
      'exact',
      'aboveManhattan',
      'belowManhattan',
    ] as const) {
      setText($(this, `[data-fact="${key}"]`), fmt(v[key]))
    }
    const board = (e: Example, what: string): HTMLElement =>
      miniBoard(
        e.tiles,
        3,
        `${what}: ${formatBoard({ width: 3, height: 3, tiles: Uint8Array.from(e.tiles) })}, h = ${e.h}, true distance ${e.d}`,
      )
    const over = $(this, '[data-over-example]')
    over.hidden = !v.overestimateExample
    if (v.overestimateExample) {
      const e = v.overestimateExample
      setText(
        $(this, '[data-over-text]'),
        `First overestimate (of ${fmt(v.overestimates)}): h = ${num(e.h)} on a position ${e.d} moves from the goal.`,
      )
      $(this, '[data-over-board]').replaceChildren(board(e, 'Overestimated position'))
    }
    const inc = $(this, '[data-inc-example]')
    inc.hidden = !v.inconsistentExample
    if (v.inconsistentExample) {
      const { from, to } = v.inconsistentExample
      setText(
        $(this, '[data-inc-text]'),
        `First inconsistent move (of ${fmt(v.inconsistentMoves)}): one slide takes h from ${num(from.h)} to ${num(to.h)}, a drop of more than the move's cost of 1.`,
      )
      const arrow = document.createElement('span')
      arrow.textContent = '→'
      arrow.setAttribute('aria-hidden', 'true')
      $(this, '[data-inc-boards]').replaceChildren(
        board(from, 'Before the move'),
        arrow,
        board(to, 'After the move'),
      )
    }
    const path = $<SVGPathElement>(this, '[data-yours-line]')
    const n = (k: string): number => Number(path.dataset[k])
    path.setAttribute(
      'd',
      v.meanByDistance
        .map(
          (m, d) =>
            `${d ? 'L' : 'M'}${(n('x0') + d * n('sx')).toFixed(1)} ${(n('y0') - Math.min(m, 32) * n('sy')).toFixed(1)}`,
        )
        .join(''),
    )
  }

  #drawRace(r: HeuristicRaceResult, start: { width: number; height: number; tiles: Uint8Array }): void {
    setText(
      $(this, '[data-race-caption]'),
      `A* and IDA* on ${formatBoard(start)} (true distance ${r.distance}), your h beside the built-ins`,
    )
    $(this, '[data-race-rows]').replaceChildren(
      ...r.rows.map((row) => {
        const tr = document.createElement('tr')
        if (row.yours) tr.className = 'yh-mine'
        const cells = [
          ALGORITHM_NAMES[row.algorithm],
          row.yours ? 'yours' : HEURISTIC_NAMES[row.heuristic ?? 'zero'],
          row.length === null ? `none (${row.note})` : String(row.length),
          row.optimal === null ? '–' : row.optimal ? 'yes' : 'no',
          fmt(row.expanded),
          formatMs(row.ms),
        ]
        cells.forEach((text, k) => {
          const td = document.createElement(k === 0 ? 'th' : 'td')
          if (k === 0) td.setAttribute('scope', 'row')
          if (k === 2 || k >= 4) td.className = 'num'
          td.textContent = text
          tr.append(td)
        })
        return tr
      }),
    )
    const builtIn = (JSON.parse(this.dataset.ebf ?? '[]') as { name: string; ebf: number }[])
      .map((e) => `${e.name} ${e.ebf.toFixed(2)}`)
      .join(', ')
    setText(
      $(this, '[data-ebf]'),
      `Effective branching factor b* of A* on the article's ${r.sample} sample positions: yours ${r.ebf.toFixed(2)} (${fmt(r.meanExpanded)} nodes expanded on average); ${builtIn}.`,
    )
  }
}

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2))

if (!customElements.get('search-your-heuristic'))
  customElements.define('search-your-heuristic', SearchYourHeuristic)
