/** Draws an N-queens board (the markup Board.astro renders at build time) for any placement. */
import type { Placement } from '../../src/solvers/queens/notation.ts'
import { attacks } from '../../src/solvers/queens/model.ts'
import { boardLabel } from './words.ts'

/** Rows whose queen another queen attacks. */
export function attackedRows(p: Placement): boolean[] {
  return Array.from(
    p.cols,
    (c, r) => c >= 0 && Array.from(p.cols).some((c2, r2) => r2 !== r && c2 >= 0 && attacks(r, c, r2, c2)),
  )
}

export function drawBoard(board: HTMLElement, p: Placement): void {
  board.style.setProperty('--n', String(p.n))
  board.setAttribute('aria-label', boardLabel(p))
  const cells = board.querySelectorAll<HTMLElement>('[data-cell]')
  if (cells.length !== p.n * p.n) {
    board.replaceChildren(
      ...Array.from({ length: p.n * p.n }, (_, k) => {
        const cell = document.createElement('span')
        cell.className = 'queens-cell'
        cell.dataset.cell = String(k)
        if ((Math.floor(k / p.n) + (k % p.n)) % 2 === 1) cell.classList.add('queens-cell--dark')
        return cell
      }),
    )
  }
  const hit = attackedRows(p)
  board.querySelectorAll<HTMLElement>('[data-cell]').forEach((cell, k) => {
    const r = Math.floor(k / p.n),
      c = k % p.n
    const queen = p.cols[r] === c
    cell.textContent = queen ? '♛' : ''
    cell.classList.toggle('queens-cell--queen', queen)
    cell.classList.toggle('queens-cell--attacked', queen && hit[r])
  })
}

/**
 * The domains view on the same board: queens where rows are assigned, a dot on each square still
 * in an unassigned row's domain, and rows whose domain emptied marked.
 */
export function drawDomains(
  board: HTMLElement,
  n: number,
  cols: Int8Array,
  domains: readonly number[] | null,
): void {
  drawBoard(board, { n, cols })
  board.querySelectorAll<HTMLElement>('[data-cell]').forEach((cell, k) => {
    const r = Math.floor(k / n),
      c = k % n
    const open = domains !== null && cols[r] < 0 && (domains[r] & (1 << c)) !== 0
    cell.classList.toggle('queens-cell--open', open)
    cell.classList.toggle('queens-cell--wiped', domains !== null && cols[r] < 0 && domains[r] === 0)
    if (open) cell.textContent = '•'
  })
}
