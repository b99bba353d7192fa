/**
 * Drawing a tile swap grid as SVG, the same at build time (Board.astro) and in the browser:
 * one path for all the ones, one for the goal's ones (outlined), one for the highlighted swap.
 * A cell is one unit of the viewBox; no solver logic here.
 */
import { type Cells, cellLabel } from '../../src/solvers/tileswap/grid.ts'

const INSET = 0.1

/** An SVG path with a square for every cell where `cells` is 1 (inset so neighbours stay apart). */
export function onesPath(cells: Cells, cols: number, inset = INSET): string {
  const size = (1 - 2 * inset).toFixed(2)
  let d = ''
  for (let i = 0; i < cells.length; i++) {
    if (!cells[i]) continue
    d += `M${(i % cols) + inset} ${Math.floor(i / cols) + inset}h${size}v${size}h-${size}z`
  }
  return d
}

/** Squares around the listed cells (for the highlighted swap or the cursor). */
export function cellsPath(list: readonly number[], cols: number, inset = 0): string {
  return onesPath(
    Uint8Array.from({ length: Math.max(0, ...list) + 1 }, (_, i) => (list.includes(i) ? 1 : 0)),
    cols,
    inset,
  )
}

/** Light grid lines, only when cells are big enough to see them. */
export function gridLines(rows: number, cols: number): string {
  if (rows > 24 || cols > 24) return ''
  let d = ''
  for (let r = 1; r < rows; r++) d += `M0 ${r}H${cols}`
  for (let c = 1; c < cols; c++) d += `M${c} 0V${rows}`
  return d
}

export type GridView = {
  rows: number
  cols: number
  cells: Cells
  goal?: Cells | null
  mark?: readonly number[]
  cursor?: number
}

/** Grids up to this side are read out cell by cell; larger ones are summed up. */
const READ_SIDE = 10

/**
 * The board's accessible name: `prefix`, then what the grid holds now (row by row, 1 for a one),
 * the goal's ones and how many cells differ from it, and the swap just made.
 */
export function gridLabel(view: GridView, prefix: string): string {
  const ones = (cells: Cells): number => cells.reduce((n, v) => n + (v ? 1 : 0), 0)
  const rowsOf = (cells: Cells): string =>
    Array.from({ length: view.rows }, (_, r) =>
      Array.from(cells.subarray(r * view.cols, (r + 1) * view.cols)).join(' '),
    ).join('; ')
  const read = view.rows <= READ_SIDE && view.cols <= READ_SIDE
  let label = `${prefix}. ${view.rows}×${view.cols} grid, ${ones(view.cells)} ones`
  if (read) label += `, row by row: ${rowsOf(view.cells)}`
  if (view.goal) {
    const differ = view.cells.reduce((n, v, i) => n + (v !== view.goal![i] ? 1 : 0), 0)
    label += `. Goal${read ? `: ${rowsOf(view.goal)}` : ''}; ${differ} ${differ === 1 ? 'cell differs' : 'cells differ'} from it`
  }
  if (view.mark?.length)
    label += `. Just swapped: ${view.mark.map((i) => cellLabel(i, view.cols)).join(' and ')}`
  return `${label}.`
}

/** Redraws an SVG made by Board.astro. */
export function drawGrid(svg: SVGSVGElement, view: GridView): void {
  svg.setAttribute('aria-label', gridLabel(view, svg.dataset.label ?? 'The grid'))
  svg.setAttribute('viewBox', `0 0 ${view.cols} ${view.rows}`)
  svg.style.aspectRatio = `${view.cols} / ${view.rows}`
  const part = (name: string): SVGElement | null => svg.querySelector(`[data-part="${name}"]`)
  part('bg')?.setAttribute('width', String(view.cols))
  part('bg')?.setAttribute('height', String(view.rows))
  part('lines')?.setAttribute('d', gridLines(view.rows, view.cols))
  part('ones')?.setAttribute('d', onesPath(view.cells, view.cols))
  part('goal')?.setAttribute('d', view.goal ? onesPath(view.goal, view.cols, 0.22) : '')
  part('mark')?.setAttribute('d', view.mark?.length ? cellsPath(view.mark, view.cols) : '')
  part('cursor')?.setAttribute(
    'd',
    view.cursor !== undefined && view.cursor >= 0 ? cellsPath([view.cursor], view.cols, 0.02) : '',
  )
}
