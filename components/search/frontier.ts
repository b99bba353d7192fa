/**
 * <search-frontier id="frontier">: one search drawn as it grows, expansion by expansion: the tree
 * so far (expanded nodes filled, duplicates crossed out, the chosen node ringed), the open list
 * with g, h and f before each choice, the chosen node's board and children. The first
 * TRACE_LIMIT expansions are stepped with the kit's step player and keys; the rest are
 * summarised by depth and by f.
 */
import type { SearchJobs, TraceAlgorithm, TraceResult } from '../../src/solvers/search/jobs.ts'
import type { HeuristicName } from '../../src/solvers/search/sliding.ts'
import { boardData } from '../../src/solvers/sliding/model.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard, drawTree, miniBoard } from './draw.ts'
import { layoutTree } from './logic.ts'
import { position, type Task } from './position.ts'
import { searchRunner } from './worker.ts'
import { fmt, stepLabel } from './words.ts'

export const TRACE_LIMIT = 60

const FATE_WORDS = { new: 'new', duplicate: 'duplicate, dropped', better: 'shorter path to a known state, reopened' } as const

export class SearchFrontier extends KitWidget<Task, string, SearchJobs> {
  #trace: TraceResult | null = null
  #width = 3

  protected setup(): void {
    this.store = position
    this.runner = searchRunner()
    $(this, '[data-trace]').addEventListener('click', () => void this.#run())
    $(this, '[data-algorithm]').addEventListener('change', () => this.#settingsChanged())
    $(this, '[data-heuristic]').addEventListener('change', () => this.#settingsChanged())
  }

  protected render(task: Task): void {
    this.#width = task.board.width
    this.#trace = null
    this.#empty()
  }

  protected idleStatus(): string { return 'Choose an algorithm and press “Trace the search” to watch it on your position.' }

  #settingsChanged(): void {
    const informed = ['greedy', 'astar'].includes($<HTMLSelectElement>(this, '[data-algorithm]').value)
    $<HTMLSelectElement>(this, '[data-heuristic]').disabled = !informed
    if (this.#trace) { this.#trace = null; this.clearSteps(); this.#empty(); this.say('Settings changed: press “Trace the search” again.') }
  }

  #empty(): void {
    $(this, '[data-tree]').replaceChildren()
    $(this, '[data-open] tbody').replaceChildren()
    $(this, '[data-children]').replaceChildren()
    setText($(this, '[data-chosen-text]'), '')
    $(this, '[data-chosen]').hidden = true
    $(this, '[data-summary]').hidden = true
  }

  async #run(): Promise<void> {
    const task = this.position
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]').value as TraceAlgorithm
    const heuristic = $<HTMLSelectElement>(this, '[data-heuristic]').value as HeuristicName
    const done = await this.run({ kind: 'trace', start: boardData(task.board), goal: boardData(task.goal), algorithm, heuristic, limit: TRACE_LIMIT }, 'Tracing the search…')
    if (!done) return
    const t = done.result
    if (t.reason) return this.say(t.reason)
    this.#trace = t
    const informed = algorithm === 'greedy' || algorithm === 'astar'
    this.#summary(t)
    const found = t.length === null ? 'It found no solution.' : `It found a ${t.length}-move solution after ${fmt(t.expanded)} expansions.`
    this.say(`${found} The first ${t.steps.length} expansions are loaded: step through them with the player or the arrow keys.`)
    this.showSteps(t.steps.map((s, k) => ({ label: stepLabel(k, t.steps.length, s.node, s.children, informed) })), (k) => this.#drawStep(k, informed))
  }

  #drawStep(k: number, informed: boolean): void {
    const t = this.#trace
    if (!t) return
    const step = t.steps[k]
    // The tree as it stands after this expansion, laid out afresh so it stays compact as it grows.
    drawTree($<SVGSVGElement>(this, '[data-tree]'), layoutTree(t.steps.slice(0, k + 1)), t.steps.map((s) => s.node.id), k)
    const chosen = $(this, '[data-chosen]')
    chosen.hidden = false
    drawBoard($(this, '[data-chosen] [data-board]'), { width: this.#width, height: step.node.state.length / this.#width, tiles: Uint8Array.from(step.node.state) }, `Node ${step.node.id}`)
    setText($(this, '[data-chosen-text]'), `Node ${step.node.id}: g = ${step.node.g}${informed ? `, h = ${step.node.h}, f = ${step.node.g + step.node.h}` : ''}${step.node.move === null ? ' (the start)' : `, reached by sliding tile ${String(step.node.move)}`}.`)
    this.#drawOpen(step, informed)
    this.#drawChildren(step)
  }

  #drawOpen(step: TraceResult['steps'][number], informed: boolean): void {
    const rows = step.open.map((e, i) => {
      const tr = document.createElement('tr')
      if (i === 0) tr.className = 'is-chosen'
      const cells = [String(e.id), String(e.g), informed ? String(e.h) : '–', informed ? String(e.g + e.h) : '–']
      for (const text of cells) {
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
    $(this, '[data-open] tbody').replaceChildren(...rows)
    const more = step.openSize - step.open.length
    setText($(this, '[data-open-size]'), `${fmt(step.openSize)} node${step.openSize === 1 ? '' : 's'} open${more > 0 ? `; the first ${step.open.length} shown` : ''}. The first row is the one taken next.`)
  }

  #drawChildren(step: TraceResult['steps'][number]): void {
    const items = step.children.map((c) => {
      const li = document.createElement('li')
      li.className = `fate-${c.fate}`
      li.append(miniBoard(c.state, this.#width, `Node ${c.id}`))
      const text = document.createElement('span')
      text.textContent = `node ${c.id}: tile ${String(c.move)} slides, g = ${c.g}, ${FATE_WORDS[c.fate]}`
      li.append(text)
      return li
    })
    $(this, '[data-children]').replaceChildren(...items)
  }

  #summary(t: TraceResult): void {
    const box = $(this, '[data-summary]')
    box.hidden = false
    const fill = (selector: string, counts: number[]): void => {
      const rows = counts.map((c, k) => ({ c, k })).filter((x) => x.c > 0).map(({ c, k }) => {
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
      })
      $(this, `${selector} tbody`).replaceChildren(...rows)
    }
    fill('[data-by-depth]', t.byDepth)
    fill('[data-by-f]', t.byF)
    setText($(this, '[data-summary-text]'), `All ${fmt(t.expanded)} expansions of the search, counted by depth g and by f = g + h.`)
  }
}

if (!customElements.get('search-frontier')) customElements.define('search-frontier', SearchFrontier)
