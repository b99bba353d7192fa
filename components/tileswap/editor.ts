/**
 * Wires one GridEditor: paint with the mouse (click flips a cell, dragging paints the same value),
 * or by keyboard (arrows move a cursor, Space or Enter flips), or type the notation. Every change
 * is handed to `onChange`; the owner calls `show` to draw what it decided.
 */
import { formatGrid, parseGrid, type Grid } from '../../src/solvers/tileswap/grid.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { drawGrid } from './draw.ts'

export type Editor = { show(grid: Grid): void; error(message: string | null): void }

export function initEditor(root: HTMLElement, onChange: (grid: Grid) => void): Editor {
  const canvas = $(root, '[data-ts-canvas]')
  const svg = $<SVGSVGElement>(canvas, 'svg')
  const cursorText = $(root, '[data-ts-cursor]')
  const text = $<HTMLInputElement>(root, '[data-ts-text]')
  const errorEl = $(root, '[data-input-error]')
  const what = root.dataset.tsEditor === 'goal' ? 'goal grid' : 'start grid'
  let grid: Grid = parseGrid(text.value)
  let cursor = -1
  let paint = -1 // the value a drag paints, or −1 when no button is down

  const draw = (): void => drawGrid(svg, { ...grid, cursor: document.activeElement === canvas ? cursor : -1 })
  const describe = (): void => {
    if (cursor < 0) return
    const r = Math.floor(cursor / grid.cols) + 1
    const c = (cursor % grid.cols) + 1
    setText(cursorText, `Row ${r}, column ${c}: ${grid.cells[cursor] ? 'one' : 'zero'}.`)
  }
  const setCell = (i: number, value: number): void => {
    if (grid.cells[i] === value) return
    const cells = grid.cells.slice()
    cells[i] = value
    onChange({ rows: grid.rows, cols: grid.cols, cells })
  }
  const cellAt = (e: PointerEvent): number => {
    const box = svg.getBoundingClientRect()
    const c = Math.floor(((e.clientX - box.left) / box.width) * grid.cols)
    const r = Math.floor(((e.clientY - box.top) / box.height) * grid.rows)
    return r >= 0 && r < grid.rows && c >= 0 && c < grid.cols ? r * grid.cols + c : -1
  }

  canvas.addEventListener('pointerdown', (e) => {
    const i = cellAt(e)
    if (i < 0) return
    e.preventDefault()
    canvas.focus()
    cursor = i
    paint = grid.cells[i] ? 0 : 1
    canvas.setPointerCapture?.(e.pointerId)
    setCell(i, paint)
  })
  canvas.addEventListener('pointermove', (e) => {
    if (paint < 0) return
    const i = cellAt(e)
    if (i >= 0) { cursor = i; setCell(i, paint) }
  })
  for (const end of ['pointerup', 'pointercancel'] as const) canvas.addEventListener(end, () => { paint = -1 })
  canvas.addEventListener('focus', () => { if (cursor < 0) cursor = 0; draw(); describe() })
  canvas.addEventListener('blur', draw)
  canvas.addEventListener('keydown', (e) => {
    const r = Math.floor(Math.max(cursor, 0) / grid.cols)
    const c = Math.max(cursor, 0) % grid.cols
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }
    if (e.key in moves) {
      const [dr, dc] = moves[e.key]
      const nr = Math.min(grid.rows - 1, Math.max(0, r + dr))
      const nc = Math.min(grid.cols - 1, Math.max(0, c + dc))
      cursor = nr * grid.cols + nc
      draw()
      describe()
    } else if (e.key === ' ' || e.key === 'Enter') {
      cursor = Math.max(cursor, 0)
      setCell(cursor, grid.cells[cursor] ? 0 : 1)
    } else return
    e.preventDefault()
  })

  const setFromText = (): void => {
    try {
      onChange(parseGrid(text.value, what))
    } catch (err) {
      showError(text, errorEl, err instanceof Error ? err.message : String(err))
    }
  }
  $(root, '[data-ts-set]').addEventListener('click', setFromText)
  text.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); setFromText() } })

  return {
    show(next) {
      grid = next
      if (cursor >= grid.cells.length) cursor = grid.cells.length - 1
      draw()
      describe()
      if (document.activeElement !== text) text.value = formatGrid(grid)
      showError(text, errorEl, null)
    },
    error(message) { showError(text, errorEl, message) },
  }
}
