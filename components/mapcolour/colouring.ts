/**
 * <mapcolour-colouring>: the page's map (position.ts) → its constraint graph; colour it, count its
 * colourings, or run every method, in the worker. The shell owns Set, Undo, job outcomes and the
 * held answer of class mode.
 */
import type { Inference, ValueOrder, VariableOrder } from '../../src/solvers/csp/csp.ts'
import type { MapColourJobs } from '../../src/solvers/mapcolour/jobs.ts'
import {
  formatColouring,
  formatMapText,
  mapWords,
  type ColourMap,
} from '../../src/solvers/mapcolour/notation.ts'
import { parseMap } from '../../src/solvers/mapcolour/maps.ts'
import { predictionVerdict } from '../kit/exercise-logic.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawGraph, drawLegend } from './graph.ts'
import { map, NOTATION } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { colourNames, methodCells, plural } from './words.ts'

/** Each backtracking setting's node budget in the "every method" table. */
export const COMPARE_NODES = 200_000
/** Min-conflicts' seeded starts in that table. */
export const COMPARE_RUNS = 20

export class MapColouring extends KitWidget<ColourMap, string, MapColourJobs> {
  #menu!: HTMLSelectElement
  #colours!: HTMLSelectElement

  protected setup(): void {
    this.usePosition(map, NOTATION)
    this.link = null // the page's link is the queens board's
    this.runner = jobsRunner('mapcolour')
    this.#menu = $<HTMLSelectElement>(this, '[data-map-menu]')
    this.#colours = $<HTMLSelectElement>(this, '[data-colours]')
    this.#menu.addEventListener('change', () => {
      if (this.#menu.value) this.change(parseMap(this.#menu.value), 'edit')
    })
    this.#colours.addEventListener('change', () => this.render(this.position))
    $(this, '[data-solve]').addEventListener('click', () => void this.#solve())
    $(this, '[data-count]').addEventListener('click', () => void this.#count())
    $(this, '[data-compare]').addEventListener('click', () => void this.#compare())
  }

  get #k(): number {
    return Number(this.#colours.value)
  }

  protected partText(_part: string, m: ColourMap): string {
    return formatMapText(m)
  }

  protected render(m: ColourMap): void {
    drawGraph($(this, '[data-graph]'), m, null)
    drawLegend($(this, '[data-legend]'), colourNames(this.#k))
    setText($(this, '[data-colouring]'), '')
    this.#menu.value = m.id ?? ''
    $(this, '[data-compare-box]').hidden = true
  }

  protected idleStatus(m: ColourMap): string {
    return `${mapWords(m)}: colour it, count its colourings, or run every method.`
  }

  #settings(): { variable: VariableOrder; value: ValueOrder; inference: Inference } {
    return {
      variable: $<HTMLSelectElement>(this, '[data-variable]').value as VariableOrder,
      value: $<HTMLSelectElement>(this, '[data-value]').value as ValueOrder,
      inference: $<HTMLSelectElement>(this, '[data-inference]').value as Inference,
    }
  }

  async #solve(): Promise<void> {
    const m = this.position
    const k = this.#k
    const out = await this.run(
      { kind: 'solve', map: formatMapText(m), colours: k, ...this.#settings() },
      'Colouring…',
    )
    if (!out) return
    const r = out.result
    const how = `${plural(r.nodes, 'node')}, ${plural(r.checks, 'check')}`
    if (!r.colouring) {
      drawGraph($(this, '[data-graph]'), m, null)
      this.say(
        `No colouring of ${mapWords(m)} with ${plural(k, 'colour')}: the search tried everything (${how}).`,
      )
      return
    }
    drawGraph($(this, '[data-graph]'), m, { assignment: r.colouring })
    setText($(this, '[data-colouring]'), formatColouring(m, r.colouring))
    this.say(`Coloured ${mapWords(m)} with ${plural(k, 'colour')}, no two neighbours alike: ${how}.`)
  }

  async #count(): Promise<void> {
    const m = this.position
    const k = this.#k
    const out = await this.run({ kind: 'count', map: formatMapText(m), colours: k }, 'Counting colourings…')
    if (!out) return
    const count = BigInt(out.result.count)
    const words = `${mapWords(m)} has ${count.toLocaleString('en-US')} colouring${count === 1n ? '' : 's'} with ${plural(k, 'colour')} (counted exactly, without listing them).`
    this.holdAnswer(
      (p) =>
        count <= BigInt(Number.MAX_SAFE_INTEGER)
          ? `Your prediction, ${p.toLocaleString('en-US')}, ${predictionVerdict(p, Number(count))}.`
          : `Your prediction was ${p.toLocaleString('en-US')}.`,
      () => words,
      'Counted. How many colourings does the class predict? Type it and press Reveal.',
    )
  }

  async #compare(): Promise<void> {
    const m = this.position
    const k = this.#k
    const out = await this.run(
      { kind: 'compare', map: formatMapText(m), colours: k, maxNodes: COMPARE_NODES, runs: COMPARE_RUNS },
      'Running every method…',
    )
    if (!out) return
    const rows = out.result.rows
    $(this, '[data-compare-rows]').replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement('tr')
        const cells = methodCells(r)
        const th = document.createElement('th')
        th.scope = 'row'
        th.textContent = cells[0]
        tr.append(
          th,
          ...cells.slice(1).map((text) => {
            const td = document.createElement('td')
            td.textContent = text
            return td
          }),
        )
        return tr
      }),
    )
    setText($(this, '[data-compare-caption]'), `Every method on ${mapWords(m)} with ${plural(k, 'colour')}`)
    $(this, '[data-compare-box]').hidden = false
    const bt = rows.filter((r) => r.method === 'backtracking')
    const done = bt.filter((r) => !r.gaveUp)
    this.say(
      `${done.length} of 18 backtracking settings finished within ${COMPARE_NODES.toLocaleString('en-US')} nodes; nodes from ${Math.min(...done.map((r) => r.nodes)).toLocaleString('en-US')} to ${Math.max(...bt.map((r) => r.nodes)).toLocaleString('en-US')}${bt.some((r) => r.gaveUp) ? ' (the largest gave up)' : ''}.`,
    )
  }
}

if (!customElements.get('mapcolour-colouring')) customElements.define('mapcolour-colouring', MapColouring)
