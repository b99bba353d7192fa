/**
 * <route-play id="play">: the grid editor and the search on it. Painting → the reader's grid
 * (position.ts, through the kit's `change`: one undo step per stroke) → the board; Search → the
 * worker's trace (the search lab's own algorithms with an observer) → the step player, which
 * draws the searched cells, the open list, the cell being expanded and, at the end, the route;
 * Race all → every algorithm's row. In class mode a tap on a cell (or Enter on the cursor) while a
 * search is loaded is the class's guess of the next cell to be expanded.
 */
import { ALGORITHM_NAMES, INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import {
  formatTask,
  isAdmissibleOn,
  parseTask,
  WALL,
  xyOf,
  type Connect,
  type GridHeuristic,
  type GridTask,
} from '../../src/solvers/route/grid.ts'
import type { GridTraceResult, RouteJobs } from '../../src/solvers/route/jobs.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { classModeOn, onClassMode } from '../kit/class-mode.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { BANDS, drawGrid, type Overlay } from './draw.ts'
import {
  banded,
  blankTask,
  moveCursor,
  nextExpansion,
  paintCell,
  placeMarker,
  randomTask,
  resizeTask,
  stepView,
  strokeTerrain,
  expandedValues,
  type Brush,
  type View,
} from './logic.ts'
import { EXAMPLE, NOTATION, position } from './position.ts'
import { fillRaceTable } from './tables.ts'
import { costText, fmt, guessVerdict, PICK_RULES, resultSentence, stepLabel } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

const TERRAIN_WORDS = [
  'a wall',
  'ground (cost 1)',
  'cost 2',
  'grass (cost 3)',
  'cost 4',
  'swamp (cost 5)',
  'cost 6',
  'cost 7',
  'cost 8',
  'cost 9',
]

type Loaded = {
  task: GridTask
  result: GridTraceResult
  weight: number
  values: ReturnType<typeof expandedValues>
}
type Stroke = { kind: 'paint'; terrain: number } | { kind: 'start' | 'goal' }

export class RoutePlay extends KitWidget<GridTask, 'edit', RouteJobs> {
  #svg!: SVGSVGElement
  #canvas!: HTMLElement
  #cursor = -1
  #stroke: Stroke | null = null
  /** The grid while a stroke paints it; handed to `change` once, when the stroke ends. */
  #draft: GridTask | null = null
  #loaded: Loaded | null = null
  #k = 0

  protected setup(): void {
    this.usePosition(position, NOTATION)
    this.runner = jobsRunner('route')
    this.#canvas = $(this, '[data-canvas]')
    this.#svg = $<SVGSVGElement>(this.#canvas, 'svg')
    this.#wirePointer()
    this.#wireKeys()
    this.#wireButtons()
    for (const el of this.querySelectorAll('[data-setting]'))
      el.addEventListener('change', () => this.#settingsChanged())
    $(this, '[data-view]').addEventListener('change', () => this.#redraw())
    $(this, '[data-group]').addEventListener('change', () => this.#loadSteps())
    onClassMode(() => this.#loadSteps()) // class mode steps one expansion at a time
    this.#syncControls()
  }

  protected render(task: GridTask): void {
    this.#draft = null
    this.#unload()
    if (this.#cursor >= task.terrain.length) this.#cursor = task.terrain.length - 1
    this.#draw(task)
    const size = $<HTMLSelectElement>(this, '[data-grid-size]')
    const here = `${task.width}x${task.height}`
    if ([...size.options].some((o) => o.value === here)) size.value = here
  }

  protected idleStatus(): string {
    return 'Paint walls and terrain, choose an algorithm, and press “Search”.'
  }

  // ── settings ───────────────────────────────────────────────────────────────────────────────
  get #algorithm(): AlgorithmName {
    return $<HTMLSelectElement>(this, '[data-algorithm]').value as AlgorithmName
  }
  get #connect(): Connect {
    return Number($<HTMLSelectElement>(this, '[data-connect]').value) as Connect
  }
  get #heuristic(): GridHeuristic {
    return $<HTMLSelectElement>(this, '[data-heuristic]').value as GridHeuristic
  }
  get #weight(): number {
    const w = Number($<HTMLInputElement>(this, '[data-weight]').value)
    return w >= 1 && w <= 10 ? w : 2
  }
  get #view(): View {
    return $<HTMLSelectElement>(this, '[data-view]').value as View
  }
  get #brush(): Brush {
    return (this.querySelector<HTMLInputElement>('[data-brush]:checked')?.value ?? 'wall') as Brush
  }

  #syncControls(): void {
    const a = this.#algorithm
    $(this, '[data-heuristic-box]').hidden = !INFORMED.has(a)
    $(this, '[data-weight-box]').hidden = a !== 'weighted-astar'
    setText($(this, '[data-rule]'), PICK_RULES[a])
    const warn =
      INFORMED.has(a) && !isAdmissibleOn(this.#heuristic, this.#connect)
        ? 'Manhattan distance overestimates when diagonals are allowed (one diagonal costs √2, it counts 2), so A* may miss the cheapest route.'
        : ''
    setText($(this, '[data-admissible]'), warn)
  }

  #settingsChanged(): void {
    this.#syncControls()
    if (this.#loaded) {
      this.#unload()
      this.#draw(this.position)
      this.say('Settings changed: press “Search” to run it again.')
    }
  }

  // ── drawing ────────────────────────────────────────────────────────────────────────────────
  #draw(task: GridTask, overlay?: Partial<Overlay>): void {
    const focused = document.activeElement === this.#canvas
    drawGrid(this.#svg, task, {
      bands: [],
      open: [],
      current: null,
      path: [],
      ...overlay,
      cursor: focused && this.#cursor >= 0 ? this.#cursor : null,
    })
  }

  /** Draws the grid as the loaded search stands at expansion k (k = steps: the goal and the route). */
  #drawStep(k: number): void {
    const loaded = this.#loaded
    if (!loaded) return this.#draw(this.#draft ?? this.position)
    this.#k = k
    const { trace, path } = loaded.result
    const view = stepView(trace, k, loaded.task.start)
    const mode = this.#view
    this.dataset.view = mode
    const { cells, ranges } = banded(view, loaded.values, mode, BANDS)
    const done = k >= trace.steps.length
    this.#draw(loaded.task, { bands: cells, open: view.open, current: view.current, path: done ? path : [] })
    this.#legend(mode, ranges)
  }

  #redraw(): void {
    if (this.#loaded) this.#drawStep(this.#k)
    else this.#legend('plain', [])
  }

  #legend(mode: View, ranges: [number, number][]): void {
    const box = $(this, '[data-bands]')
    box.hidden = mode === 'plain' || ranges.length === 0
    if (box.hidden) return
    const colours = ['#fde725', '#a0da39', '#4ac16d', '#1fa187', '#277f8e', '#365c8d', '#46327e', '#440154']
    const items = ranges.map(([lo, hi], b) => {
      const li = document.createElement('li')
      const swatch = document.createElement('span')
      swatch.className = 'route-swatch'
      swatch.style.background = colours[b]
      li.append(swatch, `${mode} ${costText(lo)}–${costText(hi)}`)
      return li
    })
    box.setAttribute(
      'aria-label',
      mode === 'g' ? 'Colours: the cost g of reaching each cell' : 'Colours: f = g + h of each cell',
    )
    box.replaceChildren(...items)
  }

  // ── editing ────────────────────────────────────────────────────────────────────────────────
  #cellAt(e: PointerEvent): number {
    const box = this.#svg.getBoundingClientRect()
    const { width, height } = this.position
    const x = Math.floor(((e.clientX - box.left) / box.width) * width)
    const y = Math.floor(((e.clientY - box.top) / box.height) * height)
    return x >= 0 && y >= 0 && x < width && y < height ? y * width + x : -1
  }

  /** Applies the stroke to `cell` of the draft. */
  #strokeAt(cell: number): void {
    const stroke = this.#stroke
    const draft = this.#draft
    if (!stroke || !draft) return
    const next =
      stroke.kind === 'paint' ? paintCell(draft, cell, stroke.terrain) : placeMarker(draft, stroke.kind, cell)
    if (!next) return
    this.#draft = next
    this.#draw(next)
  }

  #endStroke(): void {
    const draft = this.#draft
    this.#stroke = null
    if (!draft) return
    if (formatTask(draft) !== formatTask(this.position)) this.change(draft, 'edit')
    this.#draft = null
  }

  #wirePointer(): void {
    const canvas = this.#canvas
    canvas.addEventListener('pointerdown', (e) => {
      const cell = this.#cellAt(e)
      if (cell < 0) return
      e.preventDefault()
      canvas.focus({ preventScroll: true })
      this.#cursor = cell
      if (this.#loaded && classModeOn()) return this.#guess(cell)
      const task = this.position
      const brush = this.#brush
      const onMarker = cell === task.start ? 'start' : cell === task.goal ? 'goal' : null
      if (onMarker) this.#stroke = { kind: onMarker }
      else if (brush === 'start' || brush === 'goal') this.#stroke = { kind: brush }
      else this.#stroke = { kind: 'paint', terrain: strokeTerrain(task, cell, brush)! }
      this.#draft = task
      canvas.setPointerCapture?.(e.pointerId)
      this.#strokeAt(cell)
      this.#describe()
    })
    canvas.addEventListener('pointermove', (e) => {
      if (!this.#stroke) return
      const cell = this.#cellAt(e)
      if (cell < 0) return
      this.#cursor = cell
      this.#strokeAt(cell)
    })
    for (const end of ['pointerup', 'pointercancel', 'lostpointercapture'] as const)
      canvas.addEventListener(end, () => this.#endStroke())
  }

  #wireKeys(): void {
    const canvas = this.#canvas
    canvas.addEventListener('focus', () => {
      if (this.#cursor < 0) this.#cursor = this.position.start
      this.#drawStep(this.#k)
      this.#describe()
    })
    canvas.addEventListener('blur', () => this.#drawStep(this.#k))
    canvas.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return
      const task = this.position
      const next = moveCursor(Math.max(0, this.#cursor), e.key, task.width, task.height)
      if (next !== null) {
        this.#cursor = next
        this.#drawStep(this.#k)
        this.#describe()
      } else if (!this.#keyEdit(e.key, task)) return
      e.preventDefault()
    })
  }

  /** A key that edits (or, in class mode with a search loaded, guesses) at the cursor; false for any other key. */
  #keyEdit(key: string, task: GridTask): boolean {
    const cell = Math.max(0, this.#cursor)
    this.#cursor = cell
    if (this.#loaded && classModeOn() && (key === 'Enter' || key === ' ')) {
      this.#guess(cell)
      return true
    }
    let next: GridTask | null
    const k = key.toLowerCase()
    if (key === ' ' || key === 'Enter') {
      const brush = this.#brush
      next =
        brush === 'start' || brush === 'goal'
          ? placeMarker(task, brush, cell)
          : paintCell(task, cell, strokeTerrain(task, cell, brush)!)
    } else if (/^[1-9]$/.test(key)) next = paintCell(task, cell, Number(key))
    else if (k === 'w') next = paintCell(task, cell, task.terrain[cell] === WALL ? 1 : WALL)
    else if (k === 's' || k === 'g') next = placeMarker(task, k === 's' ? 'start' : 'goal', cell)
    else return false
    if (next) this.change(next, 'edit')
    this.#describe()
    return true
  }

  #describe(): void {
    const task = this.#draft ?? this.position
    if (this.#cursor < 0 || this.#cursor >= task.terrain.length) return
    const [x, y] = xyOf(task, this.#cursor)
    const what =
      this.#cursor === task.start
        ? 'the start'
        : this.#cursor === task.goal
          ? 'the goal'
          : TERRAIN_WORDS[task.terrain[this.#cursor]]
    setText($(this, '[data-cursor]'), `Cell ${x},${y} (column ${x + 1}, row ${y + 1}): ${what}.`)
  }

  #wireButtons(): void {
    const size = (): [number, number] =>
      $<HTMLSelectElement>(this, '[data-grid-size]').value.split('x').map(Number) as [number, number]
    $(this, '[data-grid-size]').addEventListener('change', () =>
      this.change(resizeTask(this.position, ...size()), 'edit'),
    )
    $(this, '[data-clear]').addEventListener('click', () => this.change(blankTask(...size()), 'edit'))
    $(this, '[data-random]').addEventListener('click', () =>
      this.change(randomTask(...size(), mulberry32((Math.random() * 2 ** 32) >>> 0)), 'edit'),
    )
    $(this, '[data-example]').addEventListener('click', () => this.change(parseTask(EXAMPLE), 'edit'))
    $(this, '[data-search]').addEventListener('click', () => void this.#search())
    $(this, '[data-race]').addEventListener('click', () => void this.#race())
  }

  // ── searching ──────────────────────────────────────────────────────────────────────────────
  #query() {
    return { task: formatTask(this.position), connect: this.#connect, heuristic: this.#heuristic }
  }

  async #search(): Promise<void> {
    const task = this.position
    const algorithm = this.#algorithm
    const weight = this.#weight
    const done = await this.run(
      { kind: 'gridTrace', ...this.#query(), algorithm, weight },
      `${ALGORITHM_NAMES[algorithm]} is searching…`,
    )
    if (!done) return
    const { result } = done
    this.holdAnswer(
      result.trace.result.expanded,
      () => {
        this.#loaded = { task, result, weight, values: expandedValues(result.trace) }
        this.#loadSteps()
        return resultSentence(result.trace, result.cheapest)
      },
      'Searched. How many cells will it expand before it reaches the goal? Type the class’s prediction, then press Reveal.',
    )
  }

  /** The player's steps: `group` expansions each, then the goal. */
  #loadSteps(): void {
    const loaded = this.#loaded
    if (!loaded) return
    const { trace, cheapest } = loaded.result
    const n = trace.steps.length
    const group = classModeOn() ? 1 : Number($<HTMLSelectElement>(this, '[data-group]').value) || 1
    const groups = Math.ceil(n / group)
    const kOf = (j: number): number => (j < groups ? Math.min((j + 1) * group - 1, n - 1) : n)
    const name = (cell: number) => {
      const [x, y] = xyOf(loaded.task, cell)
      return `cell ${x},${y}`
    }
    const steps = Array.from({ length: groups + 1 }, (_, j) => ({
      label: stepLabel(trace, kOf(j), loaded.weight, name, cheapest),
    }))
    this.showSteps(steps, (j) => this.#drawStep(kOf(j)))
  }

  #unload(): void {
    this.#loaded = null
    this.#k = 0
    $(this, '[data-verdict]').hidden = true
    $(this, '[data-bands]').hidden = true
    $(this, '[data-race-box]').hidden = true
  }

  /** The class's guess: is `cell` the next to be expanded? Then one step on. */
  #guess(cell: number): void {
    const loaded = this.#loaded
    if (!loaded) return
    const next = nextExpansion(loaded.result.trace, this.#k)
    const verdict = $(this, '[data-verdict]')
    verdict.hidden = false
    const name = (c: number) => {
      const [x, y] = xyOf(loaded.task, c)
      return `cell ${x},${y}`
    }
    if (next === null) return setText(verdict, 'No expansion is left: the search has reached its end.')
    setText(verdict, guessVerdict(name(cell), name(next), cell === next))
    const player = this.querySelector<HTMLElement & { next(): void }>('step-player')
    player?.next()
  }

  async #race(): Promise<void> {
    const done = await this.run(
      { kind: 'gridRace', ...this.#query(), weight: this.#weight },
      'Racing every algorithm on this grid…',
    )
    if (!done) return
    const { rows, cheapest } = done.result
    const box = $(this, '[data-race-box]')
    if (cheapest === null) {
      box.hidden = true
      return this.say('The goal cannot be reached from the start: there is nothing to race.')
    }
    fillRaceTable($(this, '[data-race-table] tbody'), rows)
    box.hidden = false
    const best = rows.filter((r) => r.optimal).sort((a, b) => a.expanded - b.expanded)[0]
    this.say(
      `Raced ${rows.length} algorithms. The cheapest route costs ${costText(cheapest)}${best ? `; of the algorithms that found it, ${ALGORITHM_NAMES[best.algorithm]} expanded the fewest cells (${fmt(best.expanded)})` : ''}.`,
    )
  }
}

if (!customElements.get('route-play')) customElements.define('route-play', RoutePlay)
