/**
 * <route-graph id="graph">: the reader's graph (CS188 test format, reader text: parsed in the
 * worker, shown only as textContent) → one algorithm in the worker, the search lab's trace → the
 * hand-trace table, the route, its cost, the heuristic's check; or every algorithm, raced.
 */
import { InputError, isInputError } from '../../src/solvers/contract.ts'
import { INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import { findState, parseGraph } from '../../src/solvers/route/graph.ts'
import type { GraphQuery, RouteJobs } from '../../src/solvers/route/jobs.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { fillRaceTable, tableRow } from './tables.ts'
import { checkSentence, costText, fmt, resultSentence } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

/** The most expansions the table lists (a pasted graph may be large; the count is always given). */
export const TABLE_ROWS = 500
const SHOWN_OPEN = 8

export class RouteGraph extends KitWidget<never, string, RouteJobs> {
  protected setup(): void {
    this.runner = jobsRunner('route')
    $(this, '[data-search]').addEventListener('click', () => void this.#search())
    $(this, '[data-race]').addEventListener('click', () => void this.#race())
    $(this, '[data-algorithm]').addEventListener('change', () => this.#syncControls())
    for (const el of this.querySelectorAll('[data-setting]'))
      el.addEventListener('input', () => {
        $(this, '[data-trace-box]').hidden = true
        $(this, '[data-race-box]').hidden = true
      })
    this.#syncControls()
  }

  protected render(): void {}

  #syncControls(): void {
    const a = $<HTMLSelectElement>(this, '[data-algorithm]').value as AlgorithmName
    $<HTMLSelectElement>(this, '[data-heuristic]').disabled = !INFORMED.has(a)
    $(this, '[data-weight-box]').hidden = a !== 'weighted-astar'
  }

  /**
   * The query, read and checked here first (the same parser as the worker's), so a bad line or an
   * unknown state is explained under the box it was typed in; null after saying so.
   */
  #query(): (GraphQuery & { weight: number }) | null {
    const box = $<HTMLTextAreaElement>(this, '[data-graph-text]')
    const error = $(this, '[data-input-error]')
    const text = (sel: string) => $<HTMLInputElement>(this, sel).value.trim()
    const from = text('[data-from]') || null
    const to = text('[data-to]') ? text('[data-to]').split(/[\s,]+/) : null
    try {
      const graph = parseGraph(box.value)
      if (from !== null) findState(graph, from, 'the start')
      for (const t of to ?? []) findState(graph, t, 'the goal')
      if (from === null && graph.start === null)
        throw new InputError('The graph names no start_state: type one in Start.')
      if (to === null && graph.goals.length === 0)
        throw new InputError('The graph names no goal_states: type one in Goal.')
    } catch (err) {
      if (!isInputError(err)) throw err
      showError(box, error, err.message)
      this.say('Nothing ran: the graph has an error (said under it).')
      return null
    }
    showError(box, error, null)
    const weight = Number(text('[data-weight]'))
    return {
      graph: box.value,
      from,
      to,
      heuristic: $<HTMLSelectElement>(this, '[data-heuristic]').value as 'given' | 'zero',
      weight: weight >= 1 && weight <= 10 ? weight : 2,
    }
  }

  async #search(): Promise<void> {
    const q = this.#query()
    if (!q) return
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]').value as AlgorithmName
    const done = await this.run({ kind: 'graphTrace', ...q, algorithm }, 'Searching…')
    if (!done) return
    const { trace, facts, path } = done.result
    const name = (s: number) => facts.states[s]
    const weighted = algorithm === 'weighted-astar'
    const f = (g: number, h: number) => (weighted ? g + q.weight * h : g + h)
    const rows = trace.steps.slice(0, TABLE_ROWS).map((s, k) => {
      const open = s.open
        .slice(0, SHOWN_OPEN)
        .map((n) => `${name(n.state)} ${costText(n.g)}/${costText(f(n.g, n.h))}`)
      const more = s.openSize > SHOWN_OPEN ? ` … +${fmt(s.openSize - SHOWN_OPEN)}` : ''
      return tableRow(
        [
          String(k + 1),
          name(s.node.state),
          costText(s.node.g),
          costText(s.node.h),
          costText(f(s.node.g, s.node.h)),
          open.join(', ') + more,
        ],
        (i) => i >= 2 && i <= 4,
      )
    })
    // The step number heads each row; the expanded state is the second cell.
    $(this, '[data-trace-table] tbody').replaceChildren(...rows)
    $(this, '[data-trace-box]').hidden = trace.steps.length === 0
    const order = trace.steps.map((s) => name(s.node.state))
    const route = path.length ? ` Route: ${path.map(name).join(' → ')}.` : ''
    const listed = trace.steps.length > TABLE_ROWS ? ` (the table lists the first ${fmt(TABLE_ROWS)})` : ''
    this.say(
      `${resultSentence(trace, facts.cheapest).replace(' Step through it below.', '')}${route} Expansion order${listed}: ${order.slice(0, 60).join(', ')}${order.length > 60 ? ', …' : ''}.`,
    )
    setText($(this, '[data-check-text]'), checkSentence(facts, q.heuristic))
  }

  async #race(): Promise<void> {
    const q = this.#query()
    if (!q) return
    const done = await this.run({ kind: 'graphRace', ...q }, 'Racing every algorithm on this graph…')
    if (!done) return
    const { rows, facts } = done.result
    if (facts.cheapest === null) {
      $(this, '[data-race-box]').hidden = true
      return this.say('No goal can be reached from the start: there is nothing to race.')
    }
    fillRaceTable($(this, '[data-race-table] tbody'), rows)
    $(this, '[data-race-box]').hidden = false
    this.say(`Every algorithm on your graph: the cheapest route costs ${costText(facts.cheapest)}.`)
    setText($(this, '[data-check-text]'), checkSentence(facts, q.heuristic))
  }
}

if (!customElements.get('route-graph')) customElements.define('route-graph', RouteGraph)
