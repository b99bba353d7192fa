/** Table bodies the route-finding widgets fill (reader text only ever as textContent). */
import type { RaceRow } from '../../src/solvers/search/race.ts'
import { raceCells } from './words.ts'

/** A row: a header cell, then data cells (`numeric` columns right-aligned). */
export function tableRow(cells: readonly string[], numeric: (i: number) => boolean): HTMLTableRowElement {
  const tr = document.createElement('tr')
  cells.forEach((text, i) => {
    const cell = document.createElement(i === 0 ? 'th' : 'td')
    if (i === 0) cell.setAttribute('scope', 'row')
    else if (numeric(i)) cell.className = 'num'
    cell.textContent = text
    tr.append(cell)
  })
  return tr
}

/** The race's rows into `tbody` (algorithm, cost, cheapest?, expanded, generated, stored, time). */
export function fillRaceTable(tbody: HTMLElement, rows: readonly RaceRow[]): void {
  tbody.replaceChildren(...rows.map((row) => tableRow(raceCells(row), (i) => i !== 2)))
}
