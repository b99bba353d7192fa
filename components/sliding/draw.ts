/**
 * Drawing for the sliding widgets (no solver logic): boards as one button per cell, relabelled in
 * place (so focus is not lost) and rebuilt only when the shape changes; the distance chart's SVG;
 * the BFS frontier table. Reader text only ever goes into textContent.
 */
import type { Board } from '../../src/solvers/sliding/model.ts'
import { CHART, bars } from './logic.ts'
import { cellLabel, chartSummary, fmt } from './words.ts'

function cellButtons(el: HTMLElement): HTMLButtonElement[] {
  return Array.from(el.querySelectorAll<HTMLButtonElement>('[data-cell]'))
}

/** Draws `board` into a `[data-board]` element (Board.astro's markup); `highlight` marks a tile. */
export function drawBoard(el: HTMLElement, board: Board, highlight = -1): void {
  let cells = cellButtons(el)
  if (cells.length !== board.tiles.length || el.dataset.width !== String(board.width)) {
    el.replaceChildren()
    for (let c = 0; c < board.tiles.length; c++) {
      const b = document.createElement('button')
      b.type = 'button'
      b.className = 'sliding-cell'
      b.dataset.cell = String(c)
      b.tabIndex = -1
      el.append(b)
    }
    el.dataset.width = String(board.width)
    el.style.setProperty('--cols', String(board.width))
    cells = cellButtons(el)
  }
  cells.forEach((b, c) => {
    const tile = board.tiles[c]
    b.textContent = tile === 0 ? '' : String(tile)
    b.setAttribute('aria-label', cellLabel(board, c))
    b.classList.toggle('is-blank', tile === 0)
    b.classList.toggle('is-moved', tile !== 0 && tile === highlight)
  })
}

const NS = 'http://www.w3.org/2000/svg'

function svgEl(name: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(NS, name)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  if (text !== undefined) node.textContent = text
  return node
}

/** Redraws a DistanceChart's SVG for new counts; `what` names the board in its spoken summary. */
export function drawChart(svg: SVGElement, counts: readonly number[], what: string): void {
  const { W, H, left, right, bottom } = CHART
  const g = bars(counts)
  svg.dataset.what = what
  svg.setAttribute('aria-label', chartSummary(counts, what))
  svg.querySelector('[data-chart-grid]')!.replaceChildren(
    ...g.ticks.map((t) => {
      const group = svgEl('g', {})
      group.append(
        svgEl('line', { class: 'kit-chart__grid', x1: left, x2: W - right, y1: t.y, y2: t.y }),
        svgEl('text', { class: 'kit-chart__tick', x: left - 5, y: t.y + 4, 'text-anchor': 'end' }, t.label),
      )
      return group
    }),
  )
  svg
    .querySelector('[data-chart-bars]')!
    .replaceChildren(
      ...g.bars.map((b) =>
        svgEl('rect', { class: 'kit-chart__bar', x: b.x, y: b.y, width: b.width, height: b.height }),
      ),
    )
  svg
    .querySelector('[data-chart-x]')!
    .replaceChildren(
      ...g.xLabels.map((l) =>
        svgEl(
          'text',
          { class: 'kit-chart__tick', x: l.x, y: H - bottom + 15, 'text-anchor': 'middle' },
          l.label,
        ),
      ),
    )
}

/** Rows of "depth, positions, a bar as long as the count" for the BFS frontier table. */
export function drawFrontier(body: HTMLElement, frontier: readonly number[]): void {
  const max = Math.max(...frontier)
  body.replaceChildren(
    ...frontier.map((count, depth) => {
      const tr = document.createElement('tr')
      for (const t of [String(depth), fmt(count)])
        tr.append(Object.assign(document.createElement('td'), { className: 'num', textContent: t }))
      const bar = Object.assign(document.createElement('span'), { className: 'bar' })
      bar.style.width = `${Math.max(1, (count / max) * 12)}rem`
      const barCell = document.createElement('td')
      barCell.append(bar)
      tr.append(barCell)
      return tr
    }),
  )
}

/** Rows of "distance, positions" for the state-space table. */
export function drawCounts(body: HTMLElement, counts: readonly number[]): void {
  body.replaceChildren(
    ...counts.map((c, d) => {
      const tr = document.createElement('tr')
      for (const t of [String(d), fmt(c)])
        tr.append(Object.assign(document.createElement('td'), { className: 'num', textContent: t }))
      return tr
    }),
  )
}
