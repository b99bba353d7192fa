/** Wires the step-by-step Hungarian widget to the reader's grids (small ones) and the step player. */
import { countOnes, mismatch, parsePair, SOURCE_SMALL, type Grid } from '../../src/solvers/tileswap/index.ts'
import { $, setText } from '../kit/dom.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { onPair } from './pair-state.ts'
import { MAX_TRACE_ONES, shortCell, traceLabels, traceRun, type TraceRun } from './trace.ts'

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
  run.goals.forEach((g, j) => { const th = cell('th', `G${j + 1} ${shortCell(g, start.cols)}`); th.setAttribute('scope', 'col'); head.append(th) })
  const uHead = cell('th', 'u')
  uHead.setAttribute('scope', 'col')
  head.append(uHead)
  $(table, 'thead').replaceChildren(head)
  const rows = run.cost.map((row, i) => {
    const tr = document.createElement('tr')
    tr.append(cell('th', `S${i + 1} ${shortCell(run.starts[i], start.cols)}`))
    row.forEach((c, j) => {
      const onPath = e !== null && e.kind === 'augment' && owner[j] === i && e.path.includes(j)
      const classes = ['num', owner[j] === i ? 'is-matched' : '', tree.has(j) ? 'in-tree' : '', e && e.column === j ? 'is-reached' : '', onPath ? 'on-path' : '']
      tr.append(cell('td', `${c - u[i] - v[j]}${owner[j] === i ? ' ✓' : ''}`, classes.filter(Boolean).join(' ')))
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

export function initHungarianSteps(root: HTMLElement): void {
  const table = $<HTMLTableElement>(root, '[data-ts-hsteps-table]')
  const status = $(root, '[data-status]')
  const player = findStepPlayer(root)
  const example = parsePair(`${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`)

  onPair((pair) => {
    const own = mismatch(pair.start, pair.goal) === null && countOnes(pair.start.cells) <= MAX_TRACE_ONES
    const { start, goal } = own ? pair : example
    const run = traceRun(start, goal)
    setText(status, own
      ? `On your grids: ${run.starts.length} ones, minimum total distance ${run.total}.`
      : `On the source's 4×4 example (minimum ${run.total}): your grids have more than ${MAX_TRACE_ONES} ones or do not match.`)
    player.load(traceLabels(run, goal.cols), (i) => drawTable(table, run, start, i))
  })
}
