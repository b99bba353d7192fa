/** Redraws a DistanceChart's SVG for new counts (client side; text only through textContent). */
import { CHART, bars, chartSummary } from './chart.ts'

const NS = 'http://www.w3.org/2000/svg'

function el(name: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(NS, name)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  if (text !== undefined) node.textContent = text
  return node
}

export function drawChart(svg: SVGElement, counts: readonly number[]): void {
  const { W, H, left, right, bottom } = CHART
  const g = bars(counts)
  svg.setAttribute('aria-label', chartSummary(counts, svg.dataset.what ?? 'positions by distance'))
  svg.querySelector('[data-chart-grid]')!.replaceChildren(...g.ticks.map((t) => {
    const group = el('g', {})
    group.append(el('line', { class: 'sliding-chart__grid', x1: left, x2: W - right, y1: t.y, y2: t.y }),
      el('text', { class: 'sliding-chart__tick', x: left - 5, y: t.y + 4, 'text-anchor': 'end' }, t.label))
    return group
  }))
  svg.querySelector('[data-chart-bars]')!.replaceChildren(...g.bars.map((b) =>
    el('rect', { class: 'sliding-chart__bar', x: b.x, y: b.y, width: b.width, height: b.height })))
  svg.querySelector('[data-chart-x]')!.replaceChildren(...g.xLabels.map((l) =>
    el('text', { class: 'sliding-chart__tick', x: l.x, y: H - bottom + 15, 'text-anchor': 'middle' }, l.label)))
}
