/** Drawing a board into a [data-board] element: the same markup as Board.astro (no solver logic). */
import { hasPeg, holeIndex } from '../../src/solvers/peg/board.ts'
import type { Position } from '../../src/solvers/peg/notation.ts'
import { holeLabel } from './words.ts'

export type Marks = { selected?: number; landed?: number; removed?: number } // 1-based holes

/** Rebuild the rows when the size changed, else update classes and labels in place. */
export function drawBoard(root: HTMLElement, { side, board }: Position, interactive: boolean, marks: Marks = {}): void {
  if (Number(root.dataset.side) !== side || root.children.length !== side) {
    root.replaceChildren()
    for (let r = 0; r < side; r++) {
      const row = document.createElement('div')
      row.className = 'peg-board__row'
      for (let c = 0; c <= r; c++) {
        const hole = document.createElement(interactive ? 'button' : 'span')
        if (hole instanceof HTMLButtonElement) hole.type = 'button'
        else hole.setAttribute('role', 'img')
        hole.dataset.hole = String(holeIndex(r, c) + 1)
        const number = document.createElement('span')
        number.setAttribute('aria-hidden', 'true')
        number.textContent = String(holeIndex(r, c) + 1)
        hole.append(number)
        row.append(hole)
      }
      root.append(row)
    }
    root.dataset.side = String(side)
  }
  for (const el of holeElements(root)) {
    const hole = Number(el.dataset.hole)
    const peg = hasPeg(board, hole - 1)
    el.className = 'peg-hole'
    el.classList.toggle('peg-hole--peg', peg)
    el.classList.toggle('peg-hole--selected', marks.selected === hole)
    el.classList.toggle('peg-hole--landed', marks.landed === hole)
    el.classList.toggle('peg-hole--removed', marks.removed === hole)
    const label = holeLabel(hole, peg) + (marks.selected === hole ? ', selected' : '')
    if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label)
    if (el instanceof HTMLButtonElement) el.setAttribute('aria-pressed', String(marks.selected === hole))
  }
}

export function holeElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-hole]')]
}
