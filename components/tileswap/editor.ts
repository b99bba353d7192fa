/**
 * One GridEditor, a part of the main widget: paint with the mouse (click flips a cell, dragging
 * paints the same value), or by keyboard (arrows move a cursor, Space or Enter flips), or type the
 * notation. Every change is handed to `onChange` (the widget's `change`, so it goes through the
 * store); the widget calls `show` to draw what the store holds.
 */
import { cellLabel, formatGrid, parseGrid, type Grid } from '../../src/solvers/tileswap/grid.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { drawGrid } from './draw.ts'
import { moveCursor } from './logic.ts'

export class GridEditor {
  readonly #canvas: HTMLElement
  readonly #svg: SVGSVGElement
  readonly #cursorText: HTMLElement
  readonly #text: HTMLTextAreaElement
  readonly #error: HTMLElement
  readonly #what: string
  readonly #onChange: (grid: Grid) => void
  #grid: Grid
  #cursor = -1
  #paint = -1 // the value a drag paints, or −1 when no button is down

  constructor(root: HTMLElement, onChange: (grid: Grid) => void) {
    this.#canvas = $(root, '[data-canvas]')
    this.#svg = $<SVGSVGElement>(this.#canvas, 'svg')
    this.#cursorText = $(root, '[data-cursor]')
    this.#text = $<HTMLTextAreaElement>(root, '[data-grid-text]')
    this.#error = $(root, '[data-input-error]')
    this.#what = root.dataset.editor === 'goal' ? 'goal grid' : 'start grid'
    this.#onChange = onChange
    this.#grid = parseGrid(this.#text.value)
    this.#wirePointer()
    this.#wireKeys()
    $(root, '[data-set-grid]').addEventListener('click', () => this.#setFromText())
    this.#text.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        this.#setFromText()
      }
    })
  }

  /** Draws `grid` (what the store holds) and clears the error under the box. */
  show(grid: Grid): void {
    this.#grid = grid
    if (this.#cursor >= grid.cells.length) this.#cursor = grid.cells.length - 1
    this.#draw()
    this.#describe()
    if (document.activeElement !== this.#text) this.#text.value = formatGrid(grid)
    showError(this.#text, this.#error, null)
  }

  /** Marks the box invalid with `message` (null clears it). */
  error(message: string | null): void {
    showError(this.#text, this.#error, message)
  }

  #draw(): void {
    drawGrid(this.#svg, {
      ...this.#grid,
      cursor: document.activeElement === this.#canvas ? this.#cursor : -1,
    })
  }

  #describe(): void {
    if (this.#cursor < 0) return
    const { cols, cells } = this.#grid
    setText(
      this.#cursorText,
      `${cellLabel(this.#cursor, cols)}, row ${Math.floor(this.#cursor / cols) + 1}, column ${(this.#cursor % cols) + 1}: ${cells[this.#cursor] ? 'one' : 'zero'}.`,
    )
  }

  #setCell(i: number, value: number): void {
    if (this.#grid.cells[i] === value) return
    const cells = this.#grid.cells.slice()
    cells[i] = value
    this.#onChange({ rows: this.#grid.rows, cols: this.#grid.cols, cells })
  }

  #cellAt(e: PointerEvent): number {
    const box = this.#svg.getBoundingClientRect()
    const { rows, cols } = this.#grid
    const c = Math.floor(((e.clientX - box.left) / box.width) * cols)
    const r = Math.floor(((e.clientY - box.top) / box.height) * rows)
    return r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1
  }

  #wirePointer(): void {
    const canvas = this.#canvas
    canvas.addEventListener('pointerdown', (e) => {
      const i = this.#cellAt(e)
      if (i < 0) return
      e.preventDefault()
      canvas.focus()
      this.#cursor = i
      this.#paint = this.#grid.cells[i] ? 0 : 1
      canvas.setPointerCapture?.(e.pointerId)
      this.#setCell(i, this.#paint)
    })
    canvas.addEventListener('pointermove', (e) => {
      if (this.#paint < 0) return
      const i = this.#cellAt(e)
      if (i >= 0) {
        this.#cursor = i
        this.#setCell(i, this.#paint)
      }
    })
    for (const end of ['pointerup', 'pointercancel'] as const)
      canvas.addEventListener(end, () => {
        this.#paint = -1
      })
  }

  #wireKeys(): void {
    const canvas = this.#canvas
    canvas.addEventListener('focus', () => {
      if (this.#cursor < 0) this.#cursor = 0
      this.#draw()
      this.#describe()
    })
    canvas.addEventListener('blur', () => this.#draw())
    canvas.addEventListener('keydown', (e) => {
      const next = moveCursor(this.#cursor, e.key, this.#grid.rows, this.#grid.cols)
      if (next !== null) {
        this.#cursor = next
        this.#draw()
        this.#describe()
      } else if (e.key === ' ' || e.key === 'Enter') {
        this.#cursor = Math.max(this.#cursor, 0)
        this.#setCell(this.#cursor, this.#grid.cells[this.#cursor] ? 0 : 1)
      } else return
      e.preventDefault()
    })
  }

  #setFromText(): void {
    try {
      this.#onChange(parseGrid(this.#text.value, this.#what))
    } catch (err) {
      this.error(err instanceof Error ? err.message : String(err))
    }
  }
}
