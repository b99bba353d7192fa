/** The Hungarian method step by step (a KitWidget): the reader's small grids → trace → table and step player. */
import {
  cellLabel,
  countOnes,
  mismatch,
  parsePair,
  type Grid,
  type Pair,
} from '../../src/solvers/tileswap/grid.ts'
import { $ } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { EXAMPLE, position } from './position.ts'
import { MAX_TRACE_ONES, traceRun, type TraceRun } from './logic.ts'
import { traceLabels, traceSentence } from './words.ts'

function cell(tag: 'td' | 'th', text: string, className = ''): HTMLElement {
  const el = document.createElement(tag)
  el.textContent = text
  if (className) el.className = className
  if (tag === 'th') el.setAttribute('scope', 'row')
  return el
}

function drawTable(table: HTMLTableElement, run: TraceRun, start: Grid, step: number): void {
  const k = run.starts.length
  const e = step > 0 ? run.events[step - 1] : null
  const u = e ? e.u : new Array<number>(k).fill(0)
  const v = e ? e.v : new Array<number>(k).fill(0)
  const owner = e ? e.owner : new Array<number>(k).fill(-1)
  const tree = new Set(e ? e.inTree : [])
  const head = document.createElement('tr')
  const corner = cell('th', 'S \\ G')
  corner.setAttribute('scope', 'col')
  head.append(corner)
  run.goals.forEach((g, j) => {
    const th = cell('th', `G${j + 1} ${cellLabel(g, start.cols)}`)
    th.setAttribute('scope', 'col')
    head.append(th)
  })
  const uHead = cell('th', 'u')
  uHead.setAttribute('scope', 'col')
  head.append(uHead)
  $(table, 'thead').replaceChildren(head)
  const rows = run.cost.map((row, i) => {
    const tr = document.createElement('tr')
    tr.append(cell('th', `S${i + 1} ${cellLabel(run.starts[i], start.cols)}`))
    row.forEach((c, j) => {
      const onPath = e !== null && e.kind === 'augment' && owner[j] === i && e.path.includes(j)
      const classes = [
        'num',
        owner[j] === i ? 'is-matched' : '',
        tree.has(j) ? 'in-tree' : '',
        e && e.column === j ? 'is-reached' : '',
        onPath ? 'on-path' : '',
      ]
      tr.append(
        cell('td', `${c - u[i] - v[j]}${owner[j] === i ? ' ✓' : ''}`, classes.filter(Boolean).join(' ')),
      )
    })
    tr.append(cell('td', String(u[i]), 'num pot'))
    return tr
  })
  const vRow = document.createElement('tr')
  vRow.append(cell('th', 'v'))
  v.forEach((x) => vRow.append(cell('td', String(x), 'num pot')))
  vRow.append(document.createElement('td'))
  $(table, 'tbody').replaceChildren(...rows, vRow)
}

/** <tileswap-hungarian>: the method step by step on the reader's grids, or the example when they are too big. */
export class HungarianSteps extends KitWidget<Pair> {
  #table!: HTMLTableElement
  #sentence = ''

  protected setup(): void {
    this.store = position
    this.#table = $<HTMLTableElement>(this, '[data-table]')
  }

  protected render(pair: Pair): void {
    const own = mismatch(pair.start, pair.goal) === null && countOnes(pair.start.cells) <= MAX_TRACE_ONES
    const { start, goal } = own ? pair : parsePair(EXAMPLE)
    const run = traceRun(start, goal)
    this.#sentence = traceSentence(own, run.starts.length, run.total, MAX_TRACE_ONES)
    this.showSteps(traceLabels(run, goal.cols), (i) => drawTable(this.#table, run, start, i))
  }

  protected idleStatus(): string {
    return this.#sentence
  }
}

if (!customElements.get('tileswap-hungarian')) customElements.define('tileswap-hungarian', HungarianSteps)
