/** Drawing a board into a [data-board] element: the same markup as Board.astro (no solver logic). */
import { hasPeg, holeIndex } from '../../src/solvers/peg/board.ts'
import { COLOUR_NAMES } from '../../src/solvers/peg/invariant.ts'
import type { Position } from '../../src/solvers/peg/notation.ts'
import { holeLabel } from './words.ts'

export type Marks = { selected?: number; landed?: number; removed?: number } // 1-based holes

/** Rebuild the rows when the size changed, else update classes and labels in place. */
export function drawBoard(
  root: HTMLElement,
  { side, board }: Position,
  interactive: boolean,
  marks: Marks = {},
): void {
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
        hole.dataset.colour = COLOUR_NAMES[(r + c) % 3]
        const number = document.createElement('span')
        number.setAttribute('aria-hidden', 'true')
        number.textContent = String(holeIndex(r, c) + 1)
        const colour = document.createElement('span')
        colour.className = 'peg-hole__colour'
        colour.setAttribute('aria-hidden', 'true')
        colour.textContent = hole.dataset.colour
        hole.append(number, colour)
        row.append(hole)
      }
      root.append(row)
    }
    root.dataset.side = String(side)
  }
  const colours = root.classList.contains('peg-board--colours')
  for (const el of holeElements(root)) {
    const hole = Number(el.dataset.hole)
    const peg = hasPeg(board, hole - 1)
    el.className = 'peg-hole'
    el.classList.toggle('peg-hole--peg', peg)
    el.classList.toggle('peg-hole--selected', marks.selected === hole)
    el.classList.toggle('peg-hole--landed', marks.landed === hole)
    el.classList.toggle('peg-hole--removed', marks.removed === hole)
    const label =
      holeLabel(hole, peg, colours ? el.dataset.colour : undefined) +
      (marks.selected === hole ? ', selected' : '')
    if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label)
    if (el instanceof HTMLButtonElement) el.setAttribute('aria-pressed', String(marks.selected === hole))
  }
}

export function holeElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-hole]')]
}

/** Draws or hides the three colour classes (a, b, c) on a board; the hole labels name them too. */
export function showColours(root: HTMLElement, on: boolean): void {
  root.classList.toggle('peg-board--colours', on)
  for (const el of holeElements(root)) {
    const label = holeLabel(
      Number(el.dataset.hole),
      el.classList.contains('peg-hole--peg'),
      on ? el.dataset.colour : undefined,
    )
    el.setAttribute('aria-label', label + (el.classList.contains('peg-hole--selected') ? ', selected' : ''))
  }
}

/**
 * The three-colouring of T_side as a static SVG (the article's figure, drawn at build time): each
 * hole a circle ringed in its colour class with its letter, and one line of three holes along
 * each direction to show that a line always holds a, b and c. Pure: returns markup, no DOM.
 */
export function colouringSvg(side: number, title: string): string {
  const r = 15
  const dx = 40
  const dy = 35
  const width = side * dx + 20
  const height = side * dy + 20
  const x = (row: number, col: number): number => width / 2 + (col - row / 2) * dx
  const y = (row: number): number => 25 + row * dy
  const parts: string[] = []
  // The three example lines: along a row, and along each diagonal, each through holes of the three colours.
  const lines: [number, number, number, number][] =
    side >= 4
      ? [
          [side - 1, 0, side - 1, 2],
          [1, 0, 3, 0],
          [1, 1, 3, 3],
        ]
      : []
  for (const [r1, c1, r2, c2] of lines) {
    parts.push(
      `<line x1="${x(r1, c1)}" y1="${y(r1)}" x2="${x(r2, c2)}" y2="${y(r2)}" class="peg-fig__line" />`,
    )
  }
  for (let row = 0; row < side; row++) {
    for (let col = 0; col <= row; col++) {
      const name = COLOUR_NAMES[(row + col) % 3]
      parts.push(
        `<g class="peg-fig__hole peg-fig__hole--${name}"><circle cx="${x(row, col)}" cy="${y(row)}" r="${r}" />` +
          `<text x="${x(row, col)}" y="${y(row) + 5}" text-anchor="middle">${name}</text></g>`,
      )
    }
  }
  return (
    `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}" class="peg-fig">` +
    `<title>${title}</title>${parts.join('')}</svg>`
  )
}
