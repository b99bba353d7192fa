/**
 * Drawing for the search lab (no solver logic): boards, the race table and its log-scale chart,
 * small boards for the trace view's lists (its tree is trace-draw.ts). Reader text only ever goes into textContent.
 */
import type { Board } from '../../src/solvers/sliding/model.ts'
import type { AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { RaceRow } from '../../src/solvers/search/race.ts'
import { setText } from '../kit/dom.ts'
import { decades, logFraction } from './logic.ts'
import { boardLabel, fmt, rowCells } from './words.ts'

/** Redraws a Board.astro element for `board`. */
export function drawBoard(el: HTMLElement, board: Board, what = 'Board'): void {
  let cells = Array.from(el.children) as HTMLElement[]
  if (cells.length !== board.tiles.length) {
    el.replaceChildren(
      ...Array.from(board.tiles, () => {
        const span = document.createElement('span')
        span.className = 'search-board__cell'
        span.setAttribute('aria-hidden', 'true')
        return span
      }),
    )
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
    const cells = row
      ? rowCells(row)
      : { length: '–', optimal: '–', expanded: '–', generated: '–', stored: '–', time: '–' }
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
    setText(
      bar.querySelector('[data-bar-value]')!,
      row ? `${fmt(row.expanded)}${row.length === null ? ' (stopped)' : ''}` : '–',
    )
  }
  const ticks = rows
    ? decades(max).map((d) => ({ d, left: `${(100 * logFraction(d, max)).toFixed(1)}%` }))
    : []
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
  axis?.replaceChildren(
    ...ticks.map((t) => {
      const tick = document.createElement('span')
      tick.className = 'race-chart__tick'
      tick.style.left = t.left
      tick.textContent = t.d >= 1e6 ? `${t.d / 1e6}M` : t.d >= 1e3 ? `${t.d / 1e3}k` : String(t.d)
      return tick
    }),
  )
}

/** The rank the class gave each algorithm (NaN where none was chosen). */
export function readRanking(fieldset: HTMLElement): Map<AlgorithmName, number> {
  const out = new Map<AlgorithmName, number>()
  for (const select of fieldset.querySelectorAll<HTMLSelectElement>('select[data-rank]'))
    out.set(select.dataset.rank as AlgorithmName, Number(select.value))
  return out
}
