/**
 * Drawing for the search lab (no solver logic): boards, the race table and its log-scale chart,
 * the frontier view's tree, open list and children. Reader text only ever goes into textContent.
 */
import type { Board } from '../../src/solvers/sliding/model.ts'
import type { AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceRow } from '../../src/solvers/search/race.ts'
import { setText } from '../kit/dom.ts'
import { decades, logFraction, type TreeNode } from './logic.ts'
import { boardLabel, fmt, rowCells } from './words.ts'

/** Redraws a Board.astro element for `board`. */
export function drawBoard(el: HTMLElement, board: Board, what = 'Board'): void {
  let cells = Array.from(el.children) as HTMLElement[]
  if (cells.length !== board.tiles.length) {
    el.replaceChildren(...Array.from(board.tiles, () => {
      const span = document.createElement('span')
      span.className = 'search-board__cell'
      span.setAttribute('aria-hidden', 'true')
      return span
    }))
    cells = Array.from(el.children) as HTMLElement[]
  }
  for (const w of [2, 3, 4]) el.classList.toggle(`search-board--cols-${w}`, w === board.width)
  el.setAttribute('aria-label', boardLabel(board, what))
  cells.forEach((cell, c) => {
    const tile = board.tiles[c]
    setText(cell, tile === 0 ? '' : String(tile))
    cell.classList.toggle('is-blank', tile === 0)
  })
}

/** A small board for a list or table, made fresh. */
export function miniBoard(tiles: readonly number[], width: number, what: string): HTMLElement {
  const el = document.createElement('div')
  el.className = 'search-board search-board--tiny'
  el.setAttribute('role', 'img')
  drawBoard(el, { width, height: tiles.length / width, tiles: Uint8Array.from(tiles) }, what)
  return el
}

/** Fills the race table (rows by `data-algorithm`); null empties it. */
export function drawRaceTable(table: HTMLElement, rows: readonly RaceRow[] | null): void {
  for (const tr of table.querySelectorAll<HTMLElement>('tr[data-algorithm]')) {
    const row = rows?.find((r) => r.algorithm === tr.dataset.algorithm)
    tr.hidden = rows !== null && !row
    const cells = row ? rowCells(row) : { length: '–', optimal: '–', expanded: '–', generated: '–', stored: '–', time: '–' }
    for (const [key, text] of Object.entries(cells)) setText(tr.querySelector(`[data-${key}]`)!, text)
    tr.classList.toggle('is-not-optimal', row?.optimal === false)
  }
}

/** The log-scale bars of nodes expanded; null empties them. */
export function drawRaceChart(chart: HTMLElement, rows: readonly RaceRow[] | null): void {
  const max = rows ? Math.max(1, ...rows.map((r) => r.expanded)) : 1
  for (const bar of chart.querySelectorAll<HTMLElement>('[data-bar]')) {
    const row = rows?.find((r) => r.algorithm === bar.dataset.bar)
    bar.hidden = rows !== null && !row
    const fill = bar.querySelector<HTMLElement>('[data-bar-fill]')!
    fill.style.width = row ? `${(100 * logFraction(row.expanded, max)).toFixed(1)}%` : '0%'
    setText(bar.querySelector('[data-bar-value]')!, row ? `${fmt(row.expanded)}${row.length === null ? ' (stopped)' : ''}` : '–')
  }
  const ticks = rows ? decades(max).map((d) => ({ d, left: `${(100 * logFraction(d, max)).toFixed(1)}%` })) : []
  for (const track of chart.querySelectorAll<HTMLElement>('.race-chart__track')) {
    track.querySelectorAll('.race-chart__grid').forEach((g) => g.remove())
    for (const t of ticks) {
      const line = document.createElement('span')
      line.className = 'race-chart__grid'
      line.style.left = t.left
      track.append(line)
    }
  }
  const axis = chart.querySelector<HTMLElement>('[data-axis]')
  axis?.replaceChildren(...ticks.map((t) => {
    const tick = document.createElement('span')
    tick.className = 'race-chart__tick'
    tick.style.left = t.left
    tick.textContent = t.d >= 1e6 ? `${t.d / 1e6}M` : t.d >= 1e3 ? `${t.d / 1e3}k` : String(t.d)
    return tick
  }))
}

/** The rank the class gave each algorithm (NaN where none was chosen). */
export function readRanking(fieldset: HTMLElement): Map<AlgorithmName, number> {
  const out = new Map<AlgorithmName, number>()
  for (const select of fieldset.querySelectorAll<HTMLSelectElement>('select[data-rank]')) out.set(select.dataset.rank as AlgorithmName, Number(select.value))
  return out
}

const NS = 'http://www.w3.org/2000/svg'
const svg = (name: string, attrs: Record<string, string | number>, text?: string): SVGElement => {
  const el = document.createElementNS(NS, name)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v))
  if (text !== undefined) el.textContent = text
  return el
}

export const TREE = { dx: 22, dy: 40, r: 8.5, pad: 14 }

/**
 * The search tree up to expansion `step`: nodes that exist by then, edges to their parents,
 * expanded nodes filled, duplicates crossed out, the node chosen at this step ringed.
 */
export function drawTree(el: SVGSVGElement, nodes: readonly TreeNode[], expandedIds: readonly number[], step: number): void {
  const { dx, dy, r, pad } = TREE
  const shown = nodes.filter((n) => n.step <= step + 1) // the chosen node's children appear with it
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const width = Math.max(...nodes.map((n) => n.x), 0) * dx + 2 * pad
  const height = Math.max(...nodes.map((n) => n.g), 0) * dy + 2 * pad
  el.setAttribute('viewBox', `0 0 ${width} ${height}`)
  el.setAttribute('width', String(width))
  el.setAttribute('height', String(height))
  const pos = (n: TreeNode): [number, number] => [pad + n.x * dx, pad + n.g * dy]
  const expanded = new Set(expandedIds.slice(0, step + 1))
  const chosen = expandedIds[step]
  const edges = shown.filter((n) => n.parent !== null).map((n) => {
    const [x1, y1] = pos(byId.get(n.parent!)!)
    const [x2, y2] = pos(n)
    return svg('line', { x1, y1, x2, y2, class: `tree__edge${n.fate === 'duplicate' ? ' tree__edge--dup' : ''}` })
  })
  const dots = shown.map((n) => {
    const [x, y] = pos(n)
    const cls = ['tree__node', expanded.has(n.id) ? 'tree__node--expanded' : n.fate === 'duplicate' ? 'tree__node--dup' : 'tree__node--open', n.id === chosen ? 'tree__node--chosen' : ''].join(' ')
    const g = svg('g', { class: cls })
    g.append(svg('circle', { cx: x, cy: y, r }))
    if (n.fate === 'duplicate') g.append(svg('line', { x1: x - r, y1: y - r, x2: x + r, y2: y + r, class: 'tree__cross' }))
    g.append(svg('text', { x, y: y + 3.5, 'text-anchor': 'middle' }, String(n.id)))
    return g
  })
  el.replaceChildren(...edges, ...dots)
  const current = nodes.find((n) => n.id === chosen)
  const box = el.parentElement
  if (current && box) { // keep the chosen node in view when the tree is wider than its box
    const [x, y] = pos(current)
    box.scrollLeft = x - box.clientWidth / 2
    box.scrollTop = y - box.clientHeight / 2
  }
}
