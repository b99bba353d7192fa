/** Sentences and labels of the map-colouring widgets (pure, unit-tested). */
import type { MethodRow } from '../../src/solvers/mapcolour/jobs.ts'
import type { ColourMap } from '../../src/solvers/mapcolour/notation.ts'
import { colourName } from '../../src/solvers/mapcolour/notation.ts'
import { rowCells } from '../sudoku/csp-rows.ts'

const fmt = (n: number): string => n.toLocaleString('en-US')
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${fmt(n)} ${n === 1 ? one : many}`

/** The graph's accessible name: the map, and each region's colour (or colours left) when there are. */
export function graphLabel(
  map: ColourMap,
  state: { assignment: readonly number[] | null; domains?: readonly number[] | null } | null,
): string {
  const head = `Constraint graph of ${map.id ?? 'your map'}: ${plural(map.regions.length, 'region')}, ${plural(map.edges.length, 'border')}, a line for each border`
  if (!state?.assignment) return `${head}.`
  const parts = map.regions.map((r, i) => {
    const a = state.assignment![i]
    if (a >= 0) return `${r} ${colourName(a)}`
    const d = state.domains?.[i]
    if (d === undefined) return `${r} uncoloured`
    const left = Array.from({ length: 31 }, (_, v) => v).filter((v) => d & (1 << v))
    return `${r} ${left.length ? `could be ${left.map(colourName).join(' or ')}` : 'has no colour left'}`
  })
  return `${head}. ${parts.join('; ')}.`
}

/** The colours' names, for a legend and the menus: red, green, … (the first k). */
export const colourNames = (k: number): string[] => Array.from({ length: k }, (_, v) => colourName(v))

const ms = (x: number): string =>
  x < 10 ? `${x.toFixed(2)} ms` : `${Math.round(x).toLocaleString('en-US')} ms`

/** A row of the "every method" table: method, settings, nodes (or steps), checks, time, result. */
export function methodCells(row: MethodRow): string[] {
  switch (row.method) {
    case 'backtracking': {
      const [variable, value, inference, nodes, checks, time, result] = rowCells(row)
      return ['Backtracking', `${variable}; ${value}; ${inference}`, nodes, checks, time, result]
    }
    case 'min-conflicts':
      return [
        'Min-conflicts',
        `${plural(row.runs, 'seeded start')}, at most 10,000 steps`,
        Number.isNaN(row.meanSteps) ? '–' : `${row.meanSteps.toFixed(1)} steps on average`,
        '–',
        `${ms(row.ms)} a run`,
        `solved ${row.solved} of ${row.runs}`,
      ]
    case 'tree':
      return 'notTree' in row
        ? ['Tree algorithm', '–', '–', '–', '–', `not a tree: ${row.notTree} is a cycle`]
        : [
            'Tree algorithm',
            `${plural(row.revisions, 'arc')} revised once each`,
            '–',
            fmt(row.checks),
            ms(row.ms),
            row.solved ? 'solved, no backtracking' : 'no solution',
          ]
    case 'count':
      return [
        'Count every colouring',
        `frontier of at most ${row.width}`,
        '–',
        '–',
        ms(row.ms),
        `${BigInt(row.count).toLocaleString('en-US')} colourings`,
      ]
  }
}
