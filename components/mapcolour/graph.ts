/**
 * Draws a map's constraint graph (Graph.astro's markup) for any map and state: a node per region,
 * a full disc in its colour once it has one, a pie of the colours it has left while it has none
 * (a dashed ring when one is left, a red ring when none is), a thick ring on the region a step is
 * about and a dashed one on those whose colours it removed. Region names (reader text) only ever
 * go into textContent.
 */
import { setText } from '../kit/dom.ts'
import type { ColourMap } from '../../src/solvers/mapcolour/notation.ts'
import { layoutFor, PALETTE, type Layout } from './layout.ts'
import { graphLabel } from './words.ts'

const NS = 'http://www.w3.org/2000/svg'

export type GraphState = {
  assignment: readonly number[] | null
  domains?: readonly number[] | null
  focus?: number
  touched?: readonly number[]
}

const el = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] => {
  const e = document.createElementNS(NS, tag)
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v))
  return e
}

/** The map a graph shows now (by regions and borders). */
const keyOf = (map: ColourMap): string => `${map.regions.join('\u0000')}|${map.edges.join(';')}`

/** Rebuilds edges and nodes for another map. */
function rebuild(svg: SVGSVGElement, map: ColourMap, L: Layout): void {
  svg.setAttribute('viewBox', `0 0 ${L.width} ${L.height}`)
  svg.style.setProperty('--cg-w', String(L.width))
  svg.style.setProperty('--cg-label', String(L.label))
  const edges = el('g', { class: 'cg-edges' })
  for (const [i, j] of map.edges)
    edges.append(
      el('line', { x1: L.points[i][0], y1: L.points[i][1], x2: L.points[j][0], y2: L.points[j][1] }),
    )
  const nodes = el('g', { class: 'cg-nodes', style: `--cg-r: ${L.radius}; font-size: ${L.label}px` })
  map.regions.forEach((name, i) => {
    const g = el('g', {
      class: 'cg-node',
      'data-node': i,
      transform: `translate(${L.points[i][0]} ${L.points[i][1]})`,
    })
    const pie = el('g', { class: 'cg-pie' })
    const label = el('text', { class: 'cg-label', dy: '0.35em' })
    label.textContent = name
    g.append(pie, el('circle', { class: 'cg-ring', r: L.radius }), label)
    nodes.append(g)
  })
  svg.replaceChildren(edges, nodes)
  svg.dataset.key = keyOf(map)
  svg.dataset.radius = String(L.radius)
}

/** The wedges of a pie of `values` (colour numbers) of radius r. */
function pie(values: readonly number[], r: number): SVGElement[] {
  if (values.length === 0) return [el('circle', { class: 'cg-blank', r })]
  if (values.length === 1) return [el('circle', { r, fill: PALETTE[values[0]] })]
  return values.map((v, k) => {
    const a0 = (2 * Math.PI * k) / values.length - Math.PI / 2
    const a1 = (2 * Math.PI * (k + 1)) / values.length - Math.PI / 2
    const p = (a: number): string => `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`
    return el('path', {
      d: `M0 0L${p(a0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)}Z`,
      fill: PALETTE[v],
    })
  })
}

export function drawGraph(svg: SVGSVGElement, map: ColourMap, state: GraphState | null): void {
  if (svg.dataset.key !== keyOf(map)) rebuild(svg, map, layoutFor(map))
  const r = Number(svg.dataset.radius ?? layoutFor(map).radius)
  svg.querySelectorAll<SVGGElement>('[data-node]').forEach((g) => {
    const i = Number(g.dataset.node)
    const a = state?.assignment?.[i] ?? -1
    const d = state?.domains?.[i]
    const left = d === undefined ? null : Array.from({ length: 31 }, (_, v) => v).filter((v) => d & (1 << v))
    const wedges = a >= 0 ? pie([a], r) : left === null ? pie([], r) : pie(left, r)
    g.querySelector('.cg-pie')!.replaceChildren(...wedges)
    g.classList.toggle('cg-node--set', a >= 0)
    g.classList.toggle('cg-node--single', a < 0 && left?.length === 1)
    g.classList.toggle('cg-node--wiped', a < 0 && left?.length === 0)
    g.classList.toggle('cg-node--focus', state?.focus === i)
    g.classList.toggle('cg-node--touched', state?.touched?.includes(i) ?? false)
  })
  svg.setAttribute(
    'aria-label',
    graphLabel(map, state && { assignment: state.assignment, domains: state.domains }),
  )
}

/** The legend under a graph: a swatch and a name for each of the first k colours. */
export function drawLegend(list: HTMLElement, names: readonly string[]): void {
  list.replaceChildren(
    ...names.map((name, v) => {
      const li = document.createElement('li')
      const swatch = document.createElement('span')
      swatch.className = 'csp-swatch'
      swatch.style.background = PALETTE[v]
      swatch.setAttribute('aria-hidden', 'true')
      const text = document.createElement('span')
      setText(text, name)
      li.append(swatch, text)
      return li
    }),
  )
}

/** Marks the nodes as tappable (class mode) and calls `onPick` with the region tapped. */
export function onNodeTap(svg: SVGSVGElement, onPick: (region: number) => void): void {
  svg.addEventListener('click', (e) => {
    const node = e.target instanceof Element ? e.target.closest<SVGGElement>('[data-node]') : null
    if (node) onPick(Number(node.dataset.node))
  })
}
