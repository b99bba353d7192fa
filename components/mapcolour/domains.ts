/**
 * <mapcolour-domains>: the shared domains view (components/csp/) on the page's map: backtracking
 * or the tree algorithm, each step drawn as pies on the constraint graph and rows of the table.
 */
import type { MapColourJobs } from '../../src/solvers/mapcolour/jobs.ts'
import { TRACE_LIMIT } from '../../src/solvers/mapcolour/jobs.ts'
import { formatMap, parseMap } from '../../src/solvers/mapcolour/maps.ts'
import { colourName, formatMapText, mapWords, type ColourMap } from '../../src/solvers/mapcolour/notation.ts'
import { drawDomainTable } from '../csp/domain-table.ts'
import { CspDomainsView, type AnyTrace } from '../csp/domains-view.ts'
import type { Names, Settings, ViewStep } from '../csp/steps.ts'
import { $ } from '../kit/dom.ts'
import { drawGraph, onNodeTap } from './graph.ts'
import { PALETTE } from './layout.ts'
import { map } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { plural } from './words.ts'

const VARIABLE_WORDS = { static: 'regions in order', mrv: 'MRV', 'mrv-degree': 'MRV and degree' } as const
const INFERENCE_WORDS = { none: 'no inference', forward: 'forward checking', mac: 'MAC' } as const

export class MapDomains extends CspDomainsView<ColourMap, MapColourJobs> {
  #map: ColourMap | null = null
  #k = 3

  protected wire(): void {
    this.store = map
    this.runner = jobsRunner('mapcolour')
    const menu = $<HTMLSelectElement>(this, '[data-map-menu]')
    menu.addEventListener('change', () => {
      if (menu.value) this.change(parseMap(menu.value))
    })
    $(this, '[data-colours]').addEventListener('change', () => this.render(this.position))
    onNodeTap($(this, '[data-graph]'), (x) => this.pickVariable(x))
    // The map in links: the widget's leading setting (`?map=<map>`, its prefix), beside the menus'.
    this.settings.add({
      param: this.dataset.paramPrefix ?? 'map',
      what: 'map',
      initial: formatMap(map.get()),
      under: null,
      read: () => formatMap(this.position),
      problem: (v) => {
        try {
          parseMap(v)
          return null
        } catch (err) {
          return (err as Error).message
        }
      },
      write: (v) => map.set(parseMap(v)),
    })
  }

  get #colours(): number {
    return Number($<HTMLSelectElement>(this, '[data-colours]').value)
  }

  /** The start: every colour possible everywhere, before any search. */
  protected render(m: ColourMap): void {
    this.#map = m
    this.#k = this.#colours
    this.forget()
    $<HTMLSelectElement>(this, '[data-map-menu]').value = m.id ?? ''
    const all = (1 << this.#k) - 1
    this.drawStep({
      assignment: m.regions.map(() => -1),
      domains: m.regions.map(() => all),
      focus: -1,
      touched: [],
      wiped: [],
      failed: false,
      label: '',
      next: null,
    })
  }

  protected idleStatus(m: ColourMap): string {
    return `${mapWords(m)}: press “Trace the search”, then step; each region shows the colours it has left.`
  }

  protected async request(s: Settings & { method: string }): Promise<AnyTrace | null> {
    const m = this.position
    const out = await this.run(
      {
        kind: 'trace',
        map: formatMapText(m),
        colours: this.#colours,
        method: s.method === 'tree' ? 'tree' : 'backtracking',
        variable: s.variable,
        value: s.value,
        inference: s.inference,
        limit: TRACE_LIMIT,
      },
      s.method === 'tree' ? 'Running the tree algorithm…' : 'Tracing the search…',
    )
    if (!out) return null
    this.#map = m
    this.#k = this.#colours
    return out.result
  }

  protected names(): Names {
    const m = this.#map ?? this.position
    return { variable: (x) => m.regions[x], value: colourName, variables: 'regions', values: 'colours' }
  }

  protected drawStep(step: ViewStep): void {
    const m = this.#map ?? this.position
    drawGraph($(this, '[data-graph]'), m, step)
    drawDomainTable(
      $(this, '[data-domain-table]'),
      { variables: m.regions.length, values: this.#k, heading: 'Region', swatches: PALETTE },
      this.names(),
      step,
    )
  }

  protected summary(trace: AnyTrace, s: Settings): string {
    const m = this.#map!
    const head = `${mapWords(m)}, ${plural(this.#k, 'colour')}`
    if (trace.method === 'tree') {
      const revised = trace.steps.filter((t) => t.kind === 'revise').length
      return trace.wipedOut === null
        ? `${head}, the tree algorithm: ${plural(revised, 'arc')} made consistent from the leaves up, then ${plural(m.regions.length, 'region')} coloured from the root down, never backing up.`
        : `${head}, the tree algorithm: arc consistency leaves ${m.regions[trace.wipedOut]} no colour, so there is no colouring.`
    }
    const how = `${VARIABLE_WORDS[s.variable]}${s.value === 'lcv' ? ', least constraining first' : ''}, ${INFERENCE_WORDS[s.inference]}`
    const end = trace.gaveUp
      ? `gave up after ${trace.nodes.toLocaleString('en-US')} nodes`
      : trace.solution
        ? `${plural(trace.nodes, 'node')} to the first colouring`
        : `no colouring (${plural(trace.nodes, 'node')} to prove it)`
    return `${head}, ${how}: ${end}, ${plural(trace.steps.length, 'assignment')}${trace.truncated ? ` (the first ${TRACE_LIMIT} shown)` : ''}.`
  }

  // ── the link: the map by name, or its text ──────────────────────────────────────────────────────
}

if (!customElements.get('mapcolour-domains')) customElements.define('mapcolour-domains', MapDomains)
