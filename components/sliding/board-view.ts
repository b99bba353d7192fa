/**
 * Draws a board into a `[data-sliding-board]` element: one button per cell, relabelled in place
 * (so focus is not lost) and rebuilt only when the board's shape changes.
 */
import type { Board } from '../../src/solvers/sliding/index.ts'
import { cellLabel } from './board-text.ts'

export function cellButtons(el: HTMLElement): HTMLButtonElement[] {
  return Array.from(el.querySelectorAll<HTMLButtonElement>('[data-cell]'))
}

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
