/**
 * Draws the domain table (DomainTable.astro's markup) for one step of any CSP: rebuilt when the
 * variables or values change, otherwise only its cells and classes. Reader text (a region's name)
 * only ever goes into textContent.
 */
import { setText } from '../kit/dom.ts'
import type { Names, ViewStep } from './steps.ts'

export type TableShape = { variables: number; values: number; heading: string; swatches?: readonly string[] }

function cell(tag: 'td' | 'th', text: string): HTMLTableCellElement {
  const el = document.createElement(tag)
  el.textContent = text
  return el
}

function mark(symbol: string, words: string): DocumentFragment {
  const f = document.createDocumentFragment()
  const shown = document.createElement('span')
  shown.setAttribute('aria-hidden', 'true')
  shown.textContent = symbol
  const said = document.createElement('span')
  said.className = 'visually-hidden'
  said.textContent = words
  f.append(shown, said)
  return f
}

/** Rebuilds the table's head and rows for a CSP of this shape. */
function rebuild(table: HTMLTableElement, shape: TableShape, names: Names): void {
  const head = document.createElement('tr')
  const first = cell('th', shape.heading)
  first.scope = 'col'
  head.append(first)
  for (let v = 0; v < shape.values; v++) {
    const th = cell('th', ` ${names.value(v)}`)
    th.scope = 'col'
    const colour = shape.swatches?.[v]
    if (colour) {
      const swatch = document.createElement('span')
      swatch.className = 'csp-swatch csp-swatch--small'
      swatch.style.background = colour
      swatch.setAttribute('aria-hidden', 'true')
      th.prepend(swatch)
    }
    head.append(th)
  }
  const left = cell('th', 'Left')
  left.scope = 'col'
  head.append(left)
  table.tHead?.replaceChildren(head)
  const body = table.tBodies[0]
  body.replaceChildren(
    ...Array.from({ length: shape.variables }, (_, x) => {
      const tr = document.createElement('tr')
      const th = cell('th', names.variable(x))
      th.scope = 'row'
      tr.append(th, ...Array.from({ length: shape.values + 1 }, () => document.createElement('td')))
      tr.lastElementChild!.className = 'csp-left'
      tr.dataset.variable = String(x)
      return tr
    }),
  )
  table.dataset.shape = `${shape.variables}x${shape.values}:${Array.from({ length: shape.variables }, (_, x) => names.variable(x)).join('\u0000')}`
}

/** Fills the table for one step. */
export function drawDomainTable(
  table: HTMLTableElement,
  shape: TableShape,
  names: Names,
  step: ViewStep,
): void {
  const key = `${shape.variables}x${shape.values}:${Array.from({ length: shape.variables }, (_, x) => names.variable(x)).join('\u0000')}`
  if (table.dataset.shape !== key) rebuild(table, shape, names)
  const rows = table.tBodies[0].rows
  for (let x = 0; x < shape.variables; x++) {
    const tr = rows[x]
    const assigned = step.assignment[x]
    const domain = step.domains[x] ?? 0
    tr.classList.toggle('csp-row--focus', x === step.focus)
    tr.classList.toggle('csp-row--touched', step.touched.includes(x))
    tr.classList.toggle('csp-row--wiped', assigned < 0 && domain === 0)
    const left: string[] = []
    for (let v = 0; v < shape.values; v++) {
      const td = tr.cells[v + 1]
      const on = (domain & (1 << v)) !== 0
      const set = assigned === v
      td.className = set ? 'csp-cell--set' : on ? 'csp-cell--on' : ''
      td.replaceChildren(set ? mark('●', 'its value') : on ? mark('•', 'possible') : mark('', 'removed'))
      if (on && !set) left.push(names.value(v))
    }
    setText(
      tr.cells[shape.values + 1],
      assigned >= 0 ? `= ${names.value(assigned)}` : left.length ? left.join(', ') : 'none: dead end',
    )
  }
}
