/**
 * Draws a Sudoku grid (the markup Board.astro renders at build time): digits, givens in bold,
 * and optionally the candidates of open cells as small digits.
 */
import { popcount } from '../../src/solvers/bits.ts'
import type { Grid } from '../../src/solvers/sudoku/grid.ts'
import { setText } from '../kit/dom.ts'
import { gridLabel, gridRows } from './words.ts'

export type Marks = { candidates?: Uint16Array | null; changed?: ReadonlySet<number>; latest?: number }

function cellElements(board: HTMLElement): HTMLElement[] {
  return Array.from(board.querySelectorAll<HTMLElement>('[data-cell]'))
}

export function drawGrid(board: HTMLElement, puzzle: Grid, shown: Grid, marks: Marks = {}): void {
  board.setAttribute('aria-label', gridLabel(puzzle, shown))
  const rows = board.nextElementSibling?.matches('[data-board-rows]') ? board.nextElementSibling : null
  if (rows)
    gridRows(shown).forEach((row, r) => row.forEach((d, c) => setText(rows.children[r]!.children[c + 1]!, d)))
  cellElements(board).forEach((cell, k) => {
    const d = shown[k]
    cell.classList.toggle('sudoku-cell--given', puzzle[k] !== 0)
    cell.classList.toggle('sudoku-cell--changed', marks.changed?.has(k) ?? false)
    cell.classList.toggle('sudoku-cell--latest', marks.latest === k)
    const cands = marks.candidates?.[k] ?? 0
    if (d || !marks.candidates || popcount(cands) === 0) {
      cell.classList.remove('sudoku-cell--pencil')
      cell.textContent = d ? String(d) : ''
      return
    }
    cell.classList.add('sudoku-cell--pencil')
    cell.replaceChildren(
      ...Array.from({ length: 9 }, (_, i) => {
        const s = document.createElement('span')
        s.textContent = cands & (1 << i) ? String(i + 1) : ''
        return s
      }),
    )
  })
}
