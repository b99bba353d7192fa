/**
 * Drawing a grid task (no solver logic): SVG paths in cell units, one path per layer, so a grid of
 * thousands of cells is a few DOM nodes. Board.astro draws the same layers at build time; `drawGrid`
 * updates them on the page.
 *
 * Layers, bottom to top: ground, terrain (one path per cost 2–9, darker as it costs more), the
 * searched cells (eight bands of colour: one band, or g, or f), walls, the open list (rings), the
 * path found, the cell being expanded, start and goal, the terrain's digits, the keyboard cursor.
 */
import { WALL, type Grid, type GridTask } from '../../src/solvers/route/grid.ts'

export const BANDS = 8

/** The cells as a path of unit squares, horizontal runs merged. */
export function cellsPath(cells: Iterable<number>, width: number, inset = 0): string {
  const sorted = Int32Array.from(cells).sort()
  const parts: string[] = []
  const size = 1 - 2 * inset
  for (let k = 0; k < sorted.length; ) {
    const first = sorted[k]
    let run = 1
    while (
      inset === 0 &&
      k + run < sorted.length &&
      sorted[k + run] === first + run &&
      (first + run) % width !== 0
    )
      run++
    const x = (first % width) + inset
    const y = Math.floor(first / width) + inset
    parts.push(`M${x} ${y}h${run - 2 * inset}v${size}h${-(run - 2 * inset)}z`)
    k += run
  }
  return parts.join('')
}

/** The thin lines between cells. */
export function gridLines(width: number, height: number): string {
  const parts: string[] = []
  for (let x = 1; x < width; x++) parts.push(`M${x} 0v${height}`)
  for (let y = 1; y < height; y++) parts.push(`M0 ${y}h${width}`)
  return parts.join('')
}

/** A polyline through the centres of `cells`. */
export function routePath(cells: readonly number[], width: number): string {
  return cells
    .map((c, k) => `${k === 0 ? 'M' : 'L'}${(c % width) + 0.5} ${Math.floor(c / width) + 0.5}`)
    .join('')
}

/** The cells of each terrain cost 2–9, and the walls. */
export function terrainCells(grid: Grid): { walls: number[]; byCost: number[][] } {
  const walls: number[] = []
  const byCost: number[][] = Array.from({ length: 10 }, () => [])
  grid.terrain.forEach((t, c) => {
    if (t === WALL) walls.push(c)
    else if (t > 1) byCost[t].push(c)
  })
  return { walls, byCost }
}

/** What a search shows on the grid at one step. */
export type Overlay = {
  /** Searched cells by colour band (0…BANDS − 1). */
  bands: number[][]
  open: number[]
  current: number | null
  path: number[]
  cursor: number | null
}
export const NO_OVERLAY: Overlay = { bands: [], open: [], current: null, path: [], cursor: null }

/** Every layer's path for `task` with `overlay` (Board.astro and drawGrid share it). */
export function layers(task: GridTask, overlay: Overlay): Record<string, string> {
  const { width } = task
  const { walls, byCost } = terrainCells(task)
  const out: Record<string, string> = {
    walls: cellsPath(walls, width),
    open: cellsPath(overlay.open, width, 0.12),
    current: overlay.current === null ? '' : cellsPath([overlay.current], width, 0.06),
    path: overlay.path.length > 1 ? routePath(overlay.path, width) : '',
    cursor: overlay.cursor === null ? '' : cellsPath([overlay.cursor], width, 0.04),
  }
  for (let t = 2; t <= 9; t++) out[`t${t}`] = cellsPath(byCost[t], width)
  for (let b = 0; b < BANDS; b++) out[`band${b}`] = cellsPath(overlay.bands[b] ?? [], width)
  return out
}

/** The digits shown on weighted cells, and the S and G markers: [x, y, text]. */
export function labels(task: GridTask): [number, number, string][] {
  const out: [number, number, string][] = []
  task.terrain.forEach((t, c) => {
    if (t > 1 && c !== task.start && c !== task.goal)
      out.push([c % task.width, Math.floor(c / task.width), String(t)])
  })
  return out
}

const SVG = 'http://www.w3.org/2000/svg'

/** Redraws the board `svg` (made by Board.astro) for `task` and `overlay`. */
export function drawGrid(svg: SVGSVGElement, task: GridTask, overlay: Overlay = NO_OVERLAY): void {
  const { width, height } = task
  if (svg.dataset.size !== `${width}x${height}`) {
    svg.dataset.size = `${width}x${height}`
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`)
    svg.style.aspectRatio = `${width} / ${height}`
    svg.style.setProperty('--grid-aspect', String(width / height))
    svg.querySelector('[data-part="bg"]')?.setAttribute('width', String(width))
    svg.querySelector('[data-part="bg"]')?.setAttribute('height', String(height))
    svg.querySelector('[data-part="lines"]')?.setAttribute('d', gridLines(width, height))
  }
  for (const [part, d] of Object.entries(layers(task, overlay))) {
    const el = svg.querySelector(`[data-part="${part}"]`)
    if (el && el.getAttribute('d') !== d) el.setAttribute('d', d)
  }
  for (const [name, cell] of [
    ['start', task.start],
    ['goal', task.goal],
  ] as const) {
    const marker = svg.querySelector(`[data-part="${name}"]`)
    marker?.setAttribute('transform', `translate(${cell % width} ${Math.floor(cell / width)})`)
  }
  const key = `${width}:${task.start}:${task.goal}:${task.terrain.join('')}`
  const digits = svg.querySelector<SVGGElement>('[data-part="digits"]')
  if (digits && digits.dataset.key !== key) {
    digits.dataset.key = key
    digits.replaceChildren(
      ...labels(task).map(([x, y, text]) => {
        const t = document.createElementNS(SVG, 'text')
        t.setAttribute('x', String(x + 0.5))
        t.setAttribute('y', String(y + 0.5))
        t.textContent = text
        return t
      }),
    )
  }
}
