/**
 * <route-scenarios id="benchmarks">: a Moving AI map and scenario file (a sample, or the reader's
 * files, read here and checked with the same parsers as the worker, errors said under the file
 * boxes) → the scenarios in chunks, one worker job each, so the table fills as it runs and Cancel
 * keeps the rows done → any scenario's searched cells and route drawn on a canvas.
 */
import { isInputError } from '../../src/solvers/contract.ts'
import type { Grid } from '../../src/solvers/route/grid.ts'
import { MAX_FILE_CHARS, parseMap, parseScen, type Scenario } from '../../src/solvers/route/movingai.ts'
import type { RouteJobs } from '../../src/solvers/route/jobs.ts'
import type { ScenarioRow } from '../../src/solvers/route/search.ts'
import { $, showError } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { SAMPLES } from './samples.ts'
import { tableRow } from './tables.ts'
import { fmt } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

/** Scenarios per worker job: the table grows chunk by chunk. */
export const CHUNK = 25

type Files = { map: string; scen: string; grid: Grid; scenarios: Scenario[] }

export class RouteScenarios extends KitWidget<never, string, RouteJobs> {
  #files: Files | null = null
  #rows: ScenarioRow[] = []

  protected setup(): void {
    this.runner = jobsRunner('route')
    $(this, '[data-sample]').addEventListener('change', () => void this.#load())
    for (const input of this.querySelectorAll('[data-map-file], [data-scen-file]'))
      input.addEventListener('change', () => {
        $<HTMLSelectElement>(this, '[data-sample]').value = 'own'
        void this.#load()
      })
    $(this, '[data-run]').addEventListener('click', () => void this.#runAll())
    $(this, '[data-show]').addEventListener('click', () => void this.#show())
    void this.#load()
  }

  protected render(): void {}

  async #readFile(sel: string, what: string): Promise<string | null> {
    const file = $<HTMLInputElement>(this, sel).files?.[0]
    if (!file) return null
    if (file.size > MAX_FILE_CHARS)
      throw Object.assign(
        new Error(
          `The ${what} is ${fmt(Math.round(file.size / 1024))} KB; this page reads files of up to ${fmt(MAX_FILE_CHARS / 1024)} KB.`,
        ),
        { name: 'InputError' },
      )
    return file.text()
  }

  /** The chosen map and scenarios, checked; the map drawn. */
  async #load(): Promise<void> {
    const error = $(this, '[data-input-error]')
    const mapBox = $(this, '[data-map-file]')
    this.#files = null
    this.#rows = []
    $(this, '[data-table-box]').hidden = true
    const sample = $<HTMLSelectElement>(this, '[data-sample]').value
    try {
      const chosen =
        sample === 'own'
          ? {
              map: await this.#readFile('[data-map-file]', 'map'),
              scen: await this.#readFile('[data-scen-file]', 'scenario file'),
            }
          : SAMPLES[sample]
      showError(mapBox, error, null)
      if (!chosen.map || !chosen.scen) {
        this.#draw(null)
        return this.say('Choose a .map file and its .scen file.')
      }
      const grid = parseMap(chosen.map)
      const scenarios = parseScen(chosen.scen)
      const wrong = scenarios.find((s) => s.width !== grid.width || s.height !== grid.height)
      if (wrong)
        throw Object.assign(
          new Error(
            `The scenarios are for a ${wrong.width} × ${wrong.height} map, and this map is ${grid.width} × ${grid.height}: is it the right map?`,
          ),
          { name: 'InputError' },
        )
      this.#files = { map: chosen.map, scen: chosen.scen, grid, scenarios }
      $<HTMLInputElement>(this, '[data-show-index]').max = String(scenarios.length)
      this.#draw(null)
      this.say(
        `A ${grid.width} × ${grid.height} map with ${fmt(scenarios.length)} scenarios. Press “Run the scenarios”.`,
      )
    } catch (err) {
      if (!isInputError(err) && (err as Error).name !== 'InputError') throw err
      showError(mapBox, error, (err as Error).message)
      this.#draw(null)
      this.say('Nothing to run: a file has an error (said under the files).')
    }
  }

  async #runAll(): Promise<void> {
    const files = this.#files
    if (!files) return this.say('Choose a map and its scenarios first.')
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]').value as 'astar' | 'ucs'
    const total = files.scenarios.length
    this.#rows = []
    const tbody = $(this, '[data-table] tbody')
    tbody.replaceChildren()
    $(this, '[data-table-box]').hidden = false
    for (let from = 0; from < total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK)
      const done = await this.run(
        { kind: 'scenarios', map: files.map, scen: files.scen, algorithm, from, to },
        `Running scenarios ${fmt(from + 1)}–${fmt(to)} of ${fmt(total)}…`,
      )
      if (!done) {
        if (this.#rows.length)
          this.say(`${this.#summary(total)} ${this.lastOutcome === 'cancelled' ? 'Cancelled there.' : ''}`)
        return
      }
      this.#rows.push(...done.result.rows)
      tbody.append(...done.result.rows.map((r) => this.#row(r)))
    }
    this.say(this.#summary(total))
  }

  #summary(total: number): string {
    const same = this.#rows.filter((r) => r.same).length
    const n = this.#rows.length
    const first = this.#rows.find((r) => !r.same)
    return `${fmt(same)} of ${fmt(n)} scenarios run${n < total ? ` (of ${fmt(total)})` : ''} reproduce the file’s optimal length.${first ? ` Scenario ${first.index} differs.` : ''}`
  }

  #row(r: ScenarioRow): HTMLTableRowElement {
    const show = (x: number | null) => (x === null ? 'none' : x.toFixed(8))
    return tableRow(
      [
        String(r.index),
        String(r.bucket),
        `${r.start}`,
        `${r.goal}`,
        show(r.length),
        show(r.expected),
        r.same ? 'yes' : 'NO',
        fmt(r.expanded),
      ],
      (i) => i === 1 || i === 4 || i === 5 || i === 7,
    )
  }

  async #show(): Promise<void> {
    const files = this.#files
    if (!files) return this.say('Choose a map and its scenarios first.')
    const box = $<HTMLInputElement>(this, '[data-show-index]')
    const index = Number(box.value)
    const error = $(this, '[data-input-error]')
    if (!(Number.isInteger(index) && index >= 1 && index <= files.scenarios.length)) {
      showError(box, error, `Choose a scenario from 1 to ${fmt(files.scenarios.length)}.`)
      return
    }
    showError(box, error, null)
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]').value as 'astar' | 'ucs'
    const done = await this.run(
      { kind: 'scenarioPath', map: files.map, scen: files.scen, index, algorithm },
      'Searching…',
    )
    if (!done) return
    const r = done.result
    this.#draw(r)
    const s = files.scenarios[index - 1]
    this.say(
      `Scenario ${index}: from ${s.startX},${s.startY} to ${s.goalX},${s.goalY}, length ${r.length === null ? 'none' : r.length.toFixed(8)} (the file: ${s.optimal.toFixed(8)}), ${fmt(r.expanded.length)} cells expanded.`,
    )
  }

  /** The map, and a scenario's searched cells and route. */
  #draw(r: { path: Int32Array; expanded: Int32Array } | null): void {
    const canvas = $<HTMLCanvasElement>(this, '[data-canvas]')
    const grid = this.#files?.grid
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    if (!grid) {
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      return
    }
    const s = Math.max(1, Math.floor(640 / Math.max(grid.width, grid.height)))
    canvas.width = grid.width * s
    canvas.height = grid.height * s
    // The page's own colours, resolved (light or dark): the text colour for walls.
    const css = getComputedStyle(canvas)
    const bg = css.backgroundColor
    ctx.fillStyle = bg && bg !== 'rgba(0, 0, 0, 0)' ? bg : '#fff'
    ctx.fillRect(0, 0, canvas.width, canvas.height)
    ctx.fillStyle = css.color || '#000'
    grid.terrain.forEach((t, c) => {
      if (t === 0) ctx.fillRect((c % grid.width) * s, Math.floor(c / grid.width) * s, s, s)
    })
    if (!r) return
    const cell = (c: number, colourName: string) => {
      ctx.fillStyle = colourName
      ctx.fillRect((c % grid.width) * s, Math.floor(c / grid.width) * s, s, s)
    }
    for (const c of r.expanded) cell(c, 'rgba(74, 144, 226, 0.55)')
    for (const c of r.path) cell(c, '#d9480f')
    if (r.path.length) {
      cell(r.path[0], '#1d6b33')
      cell(r.path[r.path.length - 1], '#a3191f')
    }
  }
}

if (!customElements.get('route-scenarios')) customElements.define('route-scenarios', RouteScenarios)
