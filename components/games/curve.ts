/**
 * Draws the MCTS curve: the share of runs whose move was perfect (0 to 100%) against the number of
 * playouts (a log scale), with the random mover's share as a dashed line. An SVG built with DOM
 * calls (never from reader text), and the same numbers in a table beside it.
 */
import type { CurveAnswer } from '../../src/solvers/mcts-jobs.ts'
import { setText } from '../kit/dom.ts'
import { curveLabel, pct } from './words.ts'

const NS = 'http://www.w3.org/2000/svg'
const W = 640
const H = 300
const M = { left: 56, right: 16, top: 16, bottom: 48 }

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, name)
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v))
  return e
}

function text(x: number, y: number, words: string, anchor = 'middle'): SVGTextElement {
  const t = el('text', { x, y, 'text-anchor': anchor, class: 'mcts-curve__text' })
  t.textContent = words
  return t
}

export function drawCurve(svg: SVGSVGElement, table: HTMLTableElement, c: CurveAnswer): void {
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`)
  svg.setAttribute('aria-label', curveLabel(c))
  const lo = Math.log10(c.levels[0])
  const hi = Math.log10(c.levels[c.levels.length - 1])
  const x = (level: number): number =>
    M.left + ((Math.log10(level) - lo) / (hi - lo || 1)) * (W - M.left - M.right)
  const y = (share: number): number => M.top + (1 - share) * (H - M.top - M.bottom)
  const parts: SVGElement[] = []
  for (const share of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(
      el('line', { x1: M.left, x2: W - M.right, y1: y(share), y2: y(share), class: 'mcts-curve__grid' }),
    )
    parts.push(text(M.left - 8, y(share) + 5, pct(share), 'end'))
  }
  for (const level of c.levels) parts.push(text(x(level), H - M.bottom + 20, level.toLocaleString('en-US')))
  parts.push(text((M.left + W - M.right) / 2, H - 6, 'playouts (log scale)'))
  parts.push(
    el('line', {
      x1: M.left,
      x2: W - M.right,
      y1: y(c.baseline),
      y2: y(c.baseline),
      class: 'mcts-curve__baseline',
    }),
  )
  parts.push(text(W - M.right, y(c.baseline) - 6, `random move ${pct(c.baseline)}`, 'end'))
  const points = c.levels.map((l, i) => `${x(l)},${y(c.rates[i])}`).join(' ')
  parts.push(el('polyline', { points, class: 'mcts-curve__line' }))
  c.levels.forEach((l, i) => {
    const dot = el('circle', { cx: x(l), cy: y(c.rates[i]), r: 5, class: 'mcts-curve__dot' })
    const title = el('title', {})
    title.textContent = `${l.toLocaleString('en-US')} playouts: ${pct(c.rates[i])} perfect`
    dot.append(title)
    parts.push(dot)
  })
  svg.replaceChildren(...parts)
  const body = table.tBodies[0]
  body.replaceChildren(
    ...c.levels.map((l, i) => {
      const tr = document.createElement('tr')
      const th = document.createElement('th')
      th.scope = 'row'
      th.textContent = l.toLocaleString('en-US')
      const td = document.createElement('td')
      td.textContent = pct(c.rates[i])
      tr.append(th, td)
      return tr
    }),
  )
  setText(table.querySelector('[data-baseline]')!, pct(c.baseline))
}
