/**
 * <search-trace id="frontier">: the trace view. One algorithm runs to the goal in the worker
 * (src/solvers/search/trace.ts, the race's own code with an observer); the first expansions are
 * stepped with the kit's player and drawn as a tree with g, h and f on every node, the open list
 * (or, for iterative deepening and IDA*, the current path), and an inspector for any node (tap it,
 * or Enter on it, or type its number). The last step marks the goal and the solution path; past
 * the drawn part the view counts by depth, f and iteration. The rule that picks the next node is
 * stated above the player, and each step says how it applied (ties included). Class mode asks
 * "which node is expanded next?" before stepping. The trace shown, its settings and the step are
 * in the address bar and in Copy link (`?board=…&trace=astar&step=12#frontier`), by the kit's
 * settings (settings.ts).
 */
import { ALGORITHM_NAMES, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { SearchJobs, TraceResult } from '../../src/solvers/search/jobs.ts'
import type { CostModel, HeuristicName } from '../../src/solvers/search/sliding.ts'
import { boardData } from '../../src/solvers/sliding/model.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { onClassMode } from '../kit/exercise.ts'
import { checkNumberBoxes, controlSetting } from '../kit/setting-controls.ts'
import { numberProblem, type Restored } from '../kit/settings.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { isClassMode } from '../kit/url-state.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard, miniBoard } from './draw.ts'
import { position, positionLink, type Task } from './position.ts'
import { drawTraceTree } from './trace-draw.ts'
import {
  gLine,
  isInformed,
  isIterative,
  layoutForest,
  nodeName,
  nodeStatus,
  ORDER_RULES,
  predictVerdict,
  STEP_PARAM,
  TRACE_PARAM,
  traceStepLabel,
  traceSummary,
  whyChosen,
  type DrawnNode,
  type Step,
  type TraceSettings,
} from './trace-view.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { fmt } from './words.ts'

const FATE_WORDS = {
  new: 'new',
  duplicate: 'duplicate, dropped',
  better: 'shorter path to a known state, reopened',
} as const

export class SearchTrace extends KitWidget<Task, string, SearchJobs> {
  #trace: TraceResult | null = null
  #settings: TraceSettings | null = null
  #width = 3
  #step = 0
  #nodes: DrawnNode[] = []
  /** A trace asked for by the link (the step to show), run once the page's position is known. */
  #pending: number | null = null
  /** The step the link names (0-based). */
  #linkStep = 0
  #scheduled = false

  protected setup(): void {
    this.store = position
    this.link = positionLink
    this.runner = jobsRunner('search')
    this.#linkSettings()
    // The inspector's board is not the widget's board: the kit brings `[data-board]` into view at
    // each step in focus view, and here the tree is what must stay in view (#drawStep does it).
    const inspected = $(this, '[data-chosen] [data-board]')
    inspected.removeAttribute('data-board')
    inspected.dataset.inspected = ''
    $(this, '[data-trace]').addEventListener('click', () => void this.#onTraceButton())
    $(this, '[data-algorithm]').addEventListener('change', () => {
      this.#syncControls()
      this.#settingsChanged()
    })
    for (const sel of ['[data-heuristic]', '[data-weight]', '[data-depth]', '[data-cost]'])
      $(this, sel).addEventListener('change', () => this.#settingsChanged())
    const tree = $(this, '[data-tree]')
    tree.addEventListener('click', (e) => this.#onNode(e))
    tree.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.#onNode(e)
    })
    // Space on the tree steps forward (registered before the kit's step keys, which then leave it).
    this.addEventListener('keydown', (e) => this.#onSpace(e), { capture: true })
    $(this, '[data-check]').addEventListener('click', () => this.#checkTyped())
    $(this, '[data-guess]').addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        this.#checkTyped()
      }
    })
    $(this, '[data-inspect-go]').addEventListener('click', () => this.#inspectTyped())
    $(this, '[data-inspect]').addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        this.#inspectTyped()
      }
    })
    onClassMode(() => this.#showPredict())
    this.#syncControls()
  }

  protected render(task: Task): void {
    this.#width = task.board.width
    const shown = this.#trace !== null
    this.#trace = null
    if (shown) this.linkChanged()
    this.#empty()
    if (this.#pending !== null) this.#schedule()
  }

  protected idleStatus(): string {
    return this.#pending !== null
      ? ''
      : 'Choose an algorithm and press “Trace the search” to watch it on your position.'
  }

  // ── settings and the link ──────────────────────────────────────────────────────────────────
  /**
   * The trace in links: `?trace=<algorithm>` asks for a trace and `step` names the step shown; a
   * link carries them, and the settings under them (Trace.astro's `data-param`), while a trace is
   * shown with the settings the controls hold.
   */
  #linkSettings(): void {
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]')
    const shown = (): boolean =>
      this.#trace !== null && JSON.stringify(this.#settings) === JSON.stringify(this.#controls())
    this.settings.add({
      ...controlSetting(algorithm, TRACE_PARAM),
      initial: '',
      read: () => (shown() ? algorithm.value : ''),
    })
    this.settings.add({
      param: STEP_PARAM,
      what: 'step',
      initial: '',
      under: { param: TRACE_PARAM, values: null },
      read: () => (shown() ? String(this.#step + 1) : ''),
      problem: (v) => numberProblem('the step', { min: '1', max: '', step: '1' }, v),
      write: (v) => {
        this.#linkStep = Number(v) - 1
      },
    })
  }

  protected settingsRestored(r: Restored): string {
    this.#syncControls()
    if (r.refused.length) return 'Choose the settings and press “Trace the search”.'
    if (r.loaded.some((l) => l.setting.param === TRACE_PARAM)) this.#pending = this.#linkStep
    return ''
  }

  /** The settings the controls hold, unchecked. */
  #controls(): TraceSettings {
    const depth = $<HTMLInputElement>(this, '[data-depth]').value.trim()
    return {
      algorithm: $<HTMLSelectElement>(this, '[data-algorithm]').value as AlgorithmName,
      heuristic: $<HTMLSelectElement>(this, '[data-heuristic]').value as HeuristicName,
      weight: Number($<HTMLInputElement>(this, '[data-weight]').value) || 2,
      maxDepth: depth === '' ? null : Number(depth),
      cost: $<HTMLSelectElement>(this, '[data-cost]').value as CostModel,
    }
  }

  /** The controls' settings, or null after saying under them what is wrong. */
  #readSettings(): TraceSettings | null {
    const boxes = [$<HTMLInputElement>(this, '[data-weight]'), $<HTMLInputElement>(this, '[data-depth]')]
    return checkNumberBoxes(this, boxes) ? this.#controls() : null
  }

  /** Shows the controls the algorithm uses and states its rule. */
  #syncControls(): void {
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]').value as AlgorithmName
    $<HTMLSelectElement>(this, '[data-heuristic]').disabled = !isInformed(algorithm)
    $(this, '[data-weight-box]').hidden = algorithm !== 'weighted-astar'
    $(this, '[data-depth-box]').hidden = algorithm !== 'dfs'
    setText($(this, '[data-rule]'), ORDER_RULES[algorithm])
  }

  #settingsChanged(): void {
    this.#pending = null
    if (!this.#trace) return
    this.#trace = null
    this.#settings = null
    this.linkChanged()
    this.clearSteps()
    this.#empty()
    this.say('Settings changed: press “Trace the search” again.')
  }

  #empty(): void {
    $(this, '[data-tree]').replaceChildren()
    $(this, '[data-open] tbody').replaceChildren()
    $(this, '[data-children]').replaceChildren()
    setText($(this, '[data-chosen-text]'), '')
    setText($(this, '[data-open-size]'), '')
    $(this, '[data-chosen]').hidden = true
    $(this, '[data-summary]').hidden = true
    this.#nodes = []
    this.#showPredict()
  }

  // ── running ────────────────────────────────────────────────────────────────────────────────
  #schedule(): void {
    if (this.#scheduled) return
    this.#scheduled = true
    setTimeout(() => {
      this.#scheduled = false
      if (this.#pending !== null) void this.#run(false)
    }, 0)
  }

  async #onTraceButton(): Promise<void> {
    this.#pending = null
    // The same trace is already loaded: Space or Enter on the button steps it, never runs it again.
    const same =
      this.#trace && this.#settings && JSON.stringify(this.#settings) === JSON.stringify(this.#readSettings())
    if (same) {
      findStepPlayer(this).next()
      return
    }
    await this.#run(true)
  }

  async #run(byHand: boolean): Promise<void> {
    const settings = this.#readSettings()
    if (!settings) return
    const task = this.position
    const done = await this.run(
      {
        kind: 'trace',
        start: boardData(task.board),
        goal: boardData(task.goal),
        algorithm: settings.algorithm,
        heuristic: settings.heuristic,
        weight: settings.weight,
        maxDepth: settings.maxDepth ?? undefined,
        cost: settings.cost,
      },
      `Tracing ${ALGORITHM_NAMES[settings.algorithm]} to the goal…`,
    )
    if (!done) return
    const t = done.result
    if (t.reason) {
      this.#pending = null
      return this.say(t.reason)
    }
    const start = this.#pending ?? 0
    this.#pending = null
    this.#trace = t
    this.#settings = settings
    this.#summary(t)
    if (t.steps.length === 0)
      return this.say(
        t.length === 0 ? 'The position is already the goal: nothing to expand.' : traceSummary(t),
      )
    // In class mode the outcome and the counts wait for the last step: the class predicts first.
    this.say(
      isClassMode()
        ? `${ALGORITHM_NAMES[t.algorithm]} traced: step through it with the player or the arrow keys; how it ends, and the counts, show at the last step.`
        : `${traceSummary(t)} Step through it with the player or the arrow keys.`,
    )
    const labels = Array.from({ length: t.steps.length + 1 }, (_, k) => ({
      label: traceStepLabel(t, k, settings.weight),
    }))
    this.showSteps(labels, (k) => this.#drawStep(k), Math.min(start, t.steps.length))
    if (byHand) $(this, '[data-tree-box]').focus({ preventScroll: true })
  }

  // ── one step ───────────────────────────────────────────────────────────────────────────────
  #drawStep(k: number): void {
    const t = this.#trace
    const s = this.#settings
    if (!t || !s) return
    this.#step = k
    const final = k >= t.steps.length
    if (final && isClassMode() && $(this, '[data-summary]').hidden) {
      $(this, '[data-summary]').hidden = false
      this.say(`${traceSummary(t)} Step back through it with the player or the arrow keys.`)
    }
    const step = final ? null : t.steps[k]
    this.#nodes = layoutForest(t, k, s.weight)
    const goalId = final ? (t.goal?.id ?? null) : null
    const path = new Set(final ? (t.goal?.path ?? []) : [])
    const focusable = new Set<number>(
      [step?.node.id, ...(step?.children.map((c) => c.id) ?? []), goalId].filter(
        (x): x is number => x != null,
      ),
    )
    const at = drawTraceTree($<SVGSVGElement>(this, '[data-tree]'), this.#nodes, {
      step: k,
      chosen: step?.node.id ?? null,
      path,
      goal: goalId,
      informed: isInformed(t.algorithm),
      focusable,
      label: (n) => nodeName(n, isInformed(t.algorithm), nodeStatus(n, k, path.has(n.id), n.id === goalId)),
    })
    if (this.hasAttribute('data-focus')) $(this, '[data-tree-box]').scrollIntoView({ block: 'nearest' })
    this.#scrollTo(at)
    this.#drawOpen(step)
    this.#inspect(step?.node.id ?? goalId ?? this.#nodes.at(-1)?.id ?? 0)
    this.linkChanged()
    this.#showPredict()
  }

  #scrollTo(at: { x: number; y: number } | null): void {
    const box = $(this, '[data-tree-box]')
    const svg = $<SVGSVGElement>(this, '[data-tree]')
    if (!at) return
    const scale = svg.getBoundingClientRect().width / Number(svg.style.getPropertyValue('--w') || 1)
    box.scrollLeft = at.x * scale - box.clientWidth / 2
    box.scrollTop = at.y * scale - box.clientHeight / 3
  }

  /** The open list before the choice; for iterative deepening and IDA*, the current path instead. */
  #drawOpen(step: Step | null): void {
    const t = this.#trace!
    const informed = isInformed(t.algorithm)
    const iterative = isIterative(t.algorithm)
    const caption = iterative ? 'The current path (all that is stored)' : 'Open list before this choice'
    setText($(this, '[data-open] caption'), caption)
    $(this, '[data-open-box]').setAttribute('aria-label', caption)
    let rows: Step['open'] = []
    if (step && iterative) {
      const byId = new Map(this.#nodes.map((n) => [n.id, n]))
      for (let n = byId.get(step.node.id); n; n = n.parent === null ? undefined : byId.get(n.parent))
        rows.unshift({ ...n, parent: n.parent })
    } else if (step) rows = step.open
    const body = rows.map((e) => {
      const tr = document.createElement('tr')
      if (step && e.id === step.node.id) tr.className = 'is-chosen'
      const f = this.#nodes.find((n) => n.id === e.id)?.f ?? e.g + e.h
      for (const text of [
        String(e.id),
        String(e.g),
        informed ? String(e.h) : '–',
        informed ? String(f) : '–',
      ]) {
        const td = document.createElement('td')
        td.className = 'num'
        td.textContent = text
        tr.append(td)
      }
      const td = document.createElement('td')
      td.append(miniBoard(e.state, this.#width, `Node ${e.id}`))
      tr.append(td)
      return tr
    })
    $(this, '[data-open] tbody').replaceChildren(...body)
    const more = step ? step.openSize - step.open.length : 0
    setText(
      $(this, '[data-open-size]'),
      !step
        ? ''
        : iterative
          ? `Iterative searches keep no open list: only this path (and the children of each node on it still to try).`
          : `${fmt(step.openSize)} node${step.openSize === 1 ? '' : 's'} open${more > 0 ? `; the first ${step.open.length} shown` : ''}. The first row is the one taken.`,
    )
  }

  // ── inspecting ─────────────────────────────────────────────────────────────────────────────
  #onNode(e: Event): void {
    const target = e.target instanceof Element ? e.target.closest<SVGGElement>('[data-node]') : null
    if (!target) return
    e.preventDefault()
    const id = Number(target.dataset.node)
    if (isClassMode() && this.#canPredict()) this.#guess(id)
    else this.#inspect(id)
  }

  #inspectTyped(): void {
    const box = $<HTMLInputElement>(this, '[data-inspect]')
    const error = $(this, '[data-inspect-error]')
    const id = Number(box.value)
    if (box.value.trim() === '' || !this.#nodes.some((n) => n.id === id)) {
      const ids = this.#nodes.map((n) => n.id)
      return showError(
        box,
        error,
        `Node “${box.value}” is not in the tree drawn at this step${ids.length ? ` (its nodes are numbered ${Math.min(...ids)} to ${Math.max(...ids)}, with gaps)` : ''}.`,
      )
    }
    showError(box, error, null)
    this.#inspect(id)
  }

  /** Shows node `id` of the tree drawn now: its board, g/h/f, parent, what it is, why it was chosen. */
  #inspect(id: number): void {
    const t = this.#trace
    const s = this.#settings
    const n = this.#nodes.find((x) => x.id === id)
    if (!t || !s || !n) return
    const k = this.#step
    const step = t.steps[k]
    const final = k >= t.steps.length
    const goalId = final ? (t.goal?.id ?? null) : null
    const onPath = final && (t.goal?.path.includes(id) ?? false)
    $(this, '[data-chosen]').hidden = false
    const chosen = !final && step.node.id === id
    setText($(this, '[data-inspect-title]'), chosen ? `Chosen node: ${id}` : `Node ${id}`)
    drawBoard(
      $(this, '[data-inspected]'),
      { width: this.#width, height: n.state.length / this.#width, tiles: Uint8Array.from(n.state) },
      `Node ${id}`,
    )
    const parent =
      n.parent === null
        ? n.g === 0
          ? ' It is the start.'
          : ' It is the goal, where the backward search starts.'
        : ` Parent: node ${n.parent}, by sliding tile ${String(n.move)}.`
    setText(
      $(this, '[data-chosen-text]'),
      `Node ${id}: ${gLine(t.algorithm, s.weight, n)}.${parent} Now: ${nodeStatus(n, k, onPath, id === goalId)}.`,
    )
    setText(
      $(this, '[data-why]'),
      chosen
        ? `Why now: ${whyChosen(t.algorithm, s.weight, step)}`
        : n.expandedAt !== null && n.expandedAt < k
          ? `Why then: ${whyChosen(t.algorithm, s.weight, t.steps[n.expandedAt])}`
          : '',
    )
    const kids = chosen
      ? step.children
      : this.#nodes
          .filter((c) => c.parent === id)
          .map((c) => ({ ...c, fate: c.fate === 'root' ? ('new' as const) : c.fate }))
    setText($(this, '[data-children-title]'), kids.length ? 'Its children' : 'No children drawn')
    $(this, '[data-children]').replaceChildren(
      ...kids.map((c) => {
        const li = document.createElement('li')
        li.className = `fate-${c.fate}`
        li.append(miniBoard(c.state, this.#width, `Node ${c.id}`))
        const text = document.createElement('span')
        text.textContent = `node ${c.id}: tile ${String(c.move)} slides, ${gLine(t.algorithm, s.weight, c)}, ${FATE_WORDS[c.fate]}`
        li.append(text)
        return li
      }),
    )
  }

  // ── class mode ─────────────────────────────────────────────────────────────────────────────
  /** A prediction makes sense: a trace is loaded and the next step expands a node drawn now. */
  #canPredict(): boolean {
    const t = this.#trace
    return t !== null && this.#step + 1 < t.steps.length
  }

  #showPredict(): void {
    const box = $(this, '[data-predict]')
    box.hidden = !(isClassMode() && this.#canPredict())
    if (!box.hidden) {
      const next = this.#trace!.steps[this.#step + 1]
      const fresh = next.node.parent === null
      setText(
        $(box, 'legend'),
        fresh
          ? 'Class: a new iteration starts next, from the start node (press Forward).'
          : 'Class: which node is expanded next?',
      )
    }
  }

  #checkTyped(): void {
    const box = $<HTMLInputElement>(this, '[data-guess]')
    const error = $(this, '[data-guess-error]')
    const id = Number(box.value)
    if (box.value.trim() === '' || !Number.isInteger(id) || !this.#nodes.some((n) => n.id === id)) {
      return showError(box, error, `Type the number of a node drawn in the tree; “${box.value}” is not one.`)
    }
    showError(box, error, null)
    this.#guess(id)
  }

  /** The class's answer: right or wrong (and why), then one step forward. */
  #guess(id: number): void {
    const t = this.#trace!
    const next = t.steps[this.#step + 1]
    setText(
      $(this, '[data-verdict]'),
      predictVerdict(id, next, whyChosen(t.algorithm, this.#settings!.weight, next)),
    )
    $<HTMLInputElement>(this, '[data-guess]').value = ''
    findStepPlayer(this).next()
  }

  #onSpace(e: KeyboardEvent): void {
    if (e.key !== ' ' || !this.#trace || e.altKey || e.ctrlKey || e.metaKey) return
    if (!(e.target instanceof Element) || !e.target.closest('[data-tree-box]')) return
    e.preventDefault()
    const player = findStepPlayer(this)
    player.pause()
    player.next()
  }

  // ── counts past the drawing ────────────────────────────────────────────────────────────────
  #summary(t: TraceResult): void {
    $(this, '[data-summary]').hidden = isClassMode() // class mode: shown at the last step (#drawStep)
    const fill = (selector: string, counts: [number, number][]): void => {
      const table = $(this, selector)
      table.hidden = counts.length === 0
      $(table, 'tbody').replaceChildren(
        ...counts.map(([k, c]) => {
          const tr = document.createElement('tr')
          const th = document.createElement('th')
          th.scope = 'row'
          th.className = 'num'
          th.textContent = String(k)
          const td = document.createElement('td')
          td.className = 'num'
          td.textContent = fmt(c)
          tr.append(th, td)
          return tr
        }),
      )
    }
    const nonzero = (list: number[]): [number, number][] =>
      list.map((c, k): [number, number] => [k, c]).filter(([, c]) => c > 0)
    fill('[data-by-depth]', nonzero(t.byDepth))
    fill('[data-by-f]', isInformed(t.algorithm) ? nonzero(t.byF) : []) // no h, no f: BFS and the others have no such table
    const bound = t.algorithm === 'iddfs' ? 'Depth limit' : 'f bound'
    setText($(this, '[data-bound-head]'), bound)
    setText($(this, '[data-bound-caption]'), `Expansions by iteration (${bound.toLowerCase()})`)
    fill(
      '[data-by-bound]',
      t.iterations.map((i): [number, number] => [i.bound, i.expanded]),
    )
    setText($(this, '[data-summary-text]'), traceSummary(t))
  }
}

if (!customElements.get('search-trace')) customElements.define('search-trace', SearchTrace)
