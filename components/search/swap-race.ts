/**
 * <search-swap-race id="swap-race">: the same race, through the same generic code, on tile swap:
 * a start grid and a goal grid of ones and zeros, a swap of two neighbours per move. Its own
 * position (the notation of the tile-swap article), Set, Copy link and jobs from the kit.
 */
import { NotationError } from '../../src/solvers/contract.ts'
import type { SearchJobs } from '../../src/solvers/search/jobs.ts'
import type { SwapHeuristic } from '../../src/solvers/search/tileswap.ts'
import { formatPair, parsePair, type Pair } from '../../src/solvers/tileswap/grid.ts'
import { $ } from '../kit/dom.ts'
import { createStore } from '../kit/store.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawRaceChart, drawRaceTable } from './draw.ts'
import { SWAP_EXAMPLE } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { raceSentence } from './words.ts'

const NOTATION = {
  parse(text: string): Pair {
    const pair = parsePair(text)
    if (pair.start.cells.length > 16)
      throw new NotationError(
        `The race takes grids of up to 16 cells; this one has ${pair.start.cells.length}.`,
      )
    return pair
  },
  format: formatPair,
}

const copyPair = (p: Pair): Pair => ({
  start: { ...p.start, cells: p.start.cells.slice() },
  goal: { ...p.goal, cells: p.goal.cells.slice() },
})
const store = createStore<Pair>(parsePair(SWAP_EXAMPLE), copyPair)

export class SearchSwapRace extends KitWidget<Pair, string, SearchJobs> {
  protected setup(): void {
    this.store = store
    this.notation = NOTATION
    this.runner = jobsRunner('search')
    $(this, '[data-run]').addEventListener('click', () => void this.#race())
    $(this, '[data-heuristic]').addEventListener('change', () => this.#clear())
  }

  protected render(): void {
    this.#clear()
  }

  protected idleStatus(): string {
    return 'Press “Run the race” to run every algorithm on this tile-swap pair.'
  }

  #clear(): void {
    drawRaceTable($(this, '[data-table]'), null)
    drawRaceChart($(this, '[data-chart]'), null)
  }

  async #race(): Promise<void> {
    const pair = formatPair(this.position)
    const heuristic = $<HTMLSelectElement>(this, '[data-heuristic]').value as SwapHeuristic
    const done = await this.run(
      { kind: 'swapRace', pair, heuristic, weight: 2 },
      'Racing every algorithm on the grids…',
    )
    if (!done) return
    const r = done.result
    drawRaceTable($(this, '[data-table]'), r.rows)
    drawRaceChart($(this, '[data-chart]'), r.rows)
    this.say(raceSentence(r.rows, r.distance!, 'swap'))
  }
}

if (!customElements.get('search-swap-race')) customElements.define('search-swap-race', SearchSwapRace)
