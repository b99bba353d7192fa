/**
 * The constraints notebook's exercises on its central algorithms, over CSPs given as data
 * (src/solvers/csp/data.ts), graded on N-queens for every n ≤ 8, the maps and seeded random CSPs:
 *
 *   revise              AC-3's step: the values of X that some value of Y supports. Checked on
 *                       every distinct arc (X, Y, their domains) at every node of a
 *                       forward-checking search of those CSPs to its first solution.
 *   forward-checking    backtracking with forward checking, variables and values in order: the
 *                       first solution (or none) and the number of assignments tried, which must be
 *                       the reference's exactly (fewer: values skipped; more: no pruning).
 * Both judges compare with the solver's own search (src/solvers/csp/csp.ts); nothing the reader's
 * code says about itself is trusted.
 */
import type { CodeExercise, ExerciseArgs } from '../code-exercise.ts'
import { showValue } from '../exercise-data.ts'
import { backtrack, valuesOf } from '../csp/csp.ts'
import { fromData, toData, violation, type CspData, type Table } from '../csp/data.ts'
import { mapCsp, queensCsp } from '../csp/problems.ts'
import { randomCsp } from '../csp/random.ts'
import { traceSearch } from '../csp/trace.ts'
import { parseMap } from './maps.ts'

/** A CSP of the check, with the name its sentences use. */
type Named = { name: string; data: CspData }

const MAPS: [string, number][] = [
  ['australia', 1],
  ['australia', 2],
  ['australia', 3],
  ['australia', 4],
  ['australia-without-sa', 2],
  ['usa', 4],
]
/** How many seeded random CSPs each check adds, and their first seed. */
export const RANDOM_COUNT = 150
const FIRST_SEED = 1

/** The CSPs both checks run on: N-queens n = 1..8, the maps, and the seeded random CSPs. */
export function checkedCsps(): Named[] {
  const out: Named[] = []
  for (let n = 1; n <= 8; n++) out.push({ name: `${n}-queens`, data: toData(queensCsp(n)) })
  for (const [map, k] of MAPS)
    out.push({ name: `${map} with ${k} colour${k === 1 ? '' : 's'}`, data: toData(mapCsp(parseMap(map), k)) })
  for (let s = FIRST_SEED; s < FIRST_SEED + RANDOM_COUNT; s++) {
    const n = 4 + (s % 9)
    const spec = { n, d: 2 + (s % 3), edges: n + (s % 7), tightness: 0.2 + (s % 4) * 0.1, seed: s }
    out.push({ name: `random CSP ${s} (${n} variables)`, data: randomCsp(spec) })
  }
  return out
}

const list = (xs: readonly number[]): string => `[${xs.join(', ')}]`
const rowsOf = (t: Table): string => t.map((row) => row.map((b) => (b ? '1' : '0')).join('')).join('/')

// ── revise ──────────────────────────────────────────────────────────────────────────────────────

/** Where each revise input came from, for the judge's sentence (the arrays of inputs() are keys). */
const arcNames = new WeakMap<ExerciseArgs, string>()

/** The values of dx that some value of dy supports: the reference revise. */
export function reviseRight(dx: readonly number[], dy: readonly number[], allowed: Table): number[] {
  return dx.filter((a) => dy.some((b) => allowed[a][b]))
}

const REVISE_STARTER = `// The arc from X to Y. dx: the values X may still take; dy: Y's. allowed[a][b] is
// true when X = a and Y = b satisfy the constraint between them.
// Return the values of dx, in their order, that some value of dy supports.
export default function revise(dx: number[], dy: number[], allowed: boolean[][]): number[] {
  const kept: number[] = []
  for (const a of dx) {
    // TODO: keep a only when some b in dy has allowed[a][b].
    kept.push(a)
  }
  return kept
}
`

const REVISE_MODEL = `export default function revise(dx: number[], dy: number[], allowed: boolean[][]): number[] {
  // a survives when at least one value of Y agrees with it.
  return dx.filter((a) => dy.some((b) => allowed[a][b]))
}
`

/** Every distinct arc of the checked CSPs at every node of a forward-checking search (and three corners). */
function reviseInputs(): ExerciseArgs[] {
  const seen = new Set<string>()
  const out: ExerciseArgs[] = []
  const add = (dx: number[], dy: number[], table: Table, where: string): void => {
    const args = [dx, dy, table] as const
    const key = JSON.stringify(args)
    if (seen.has(key)) return
    seen.add(key)
    const input: ExerciseArgs = [dx, dy, table]
    arcNames.set(input, where)
    out.push(input)
  }
  for (const { name, data } of checkedCsps()) {
    const csp = fromData(data)
    const arcsAt = (domains: readonly number[], assignment: readonly number[] | null, when: string): void => {
      for (let x = 0; x < domains.length; x++)
        for (const y of data.neighbors[x]) {
          if (assignment && assignment[x] >= 0) continue
          add(
            valuesOf(domains[x]),
            valuesOf(domains[y]),
            data.allowed[x][y]!,
            `${name}, ${data.names[x]} → ${data.names[y]}${when}`,
          )
        }
    }
    const t = traceSearch(csp, { variable: 'static', inference: 'forward', limit: 100_000 })
    arcsAt(csp.domains, null, ' (every value possible)')
    for (const s of t.steps) {
      const last = `${data.names[s.variable]} = ${s.value}`
      arcsAt(s.domains, s.assignment, `, after ${last}`)
    }
  }
  // And the corners: nothing left on either side, everything or nothing allowed.
  const all: Table = [
    [true, true],
    [true, true],
  ]
  const none: Table = [
    [false, false],
    [false, false],
  ]
  add([0, 1], [], all, 'an arc whose Y has no value left')
  add([], [0, 1], all, 'an arc whose X has no value left')
  add([0, 1], [0, 1], none, 'a constraint that allows nothing')
  return out
}

export const revise: CodeExercise = {
  id: 'revise',
  puzzle: 'mapcolour',
  title: 'AC-3’s revise',
  task: 'Write revise(dx, dy, allowed) for the arc from X to Y: dx and dy are the values X and Y may still take, allowed[a][b] is true when X = a and Y = b satisfy their constraint. Return the values of dx, in order, that at least one value of dy supports.',
  signature: 'export default function revise(dx: number[], dy: number[], allowed: boolean[][]): number[]',
  starter: REVISE_STARTER,
  hint: 'A value a of X survives when some b in dy has allowed[a][b]; it goes only when every b in dy rules it out (so with dy empty, everything goes). The table is read [X’s value][Y’s value]: the random CSPs’ tables are not symmetric.',
  model: REVISE_MODEL,
  get scope(): string {
    return `${reviseCount().toLocaleString('en-US')} arcs: every distinct arc, with its two domains, at every node of a forward-checking search of N-queens (n ≤ 8), the maps and ${RANDOM_COUNT} seeded random CSPs`
  },
  inputs: reviseInputs,
  judge(args, output): string | null {
    const [dx, dy, allowed] = args as [number[], number[], Table]
    const right = reviseRight(dx, dy, allowed)
    const where = `for dx = ${list(dx)}, dy = ${list(dy)} (${arcNames.get(args) ?? `table ${rowsOf(allowed)}`})`
    if (!Array.isArray(output) || output.some((v) => typeof v !== 'number'))
      return `${where} your revise returned ${showValue(output)}, not a list of values.`
    if (output.length === right.length && output.every((v, k) => v === right[k])) return null
    const stranger = output.find((v) => !dx.includes(v))
    if (stranger !== undefined) return `${where} your revise returned ${stranger}, which is not in dx.`
    const kept = output.find((a) => !right.includes(a))
    if (kept !== undefined) {
      if (dy.length === 0)
        return `${where} your revise kept ${kept}, but dy is empty: no value of Y supports it.`
      const transposed = dy.some((b) => allowed[b]?.[kept])
      return `${where} your revise kept ${kept}, but no value of dy supports it (allowed[${kept}][b] is false for every b in dy)${transposed ? '; the table is read [X’s value][Y’s value], not the other way round' : ''}.`
    }
    const dropped = right.find((a) => !output.includes(a))
    if (dropped !== undefined) {
      const support = dy.find((b) => allowed[dropped][b])!
      const some = dy.some((b) => !allowed[dropped][b])
      return `${where} your revise dropped ${dropped}, but dy’s value ${support} supports it (allowed[${dropped}][${support}] is true)${some ? '; a value goes only when every value of dy rules it out, not when one does' : ''}.`
    }
    return `${where} your revise returned ${list(output)}; the values that stay are ${list(right)}, in dx’s order, each once.`
  },
}

let reviseTotal: number | null = null
/** How many arcs the revise check has (computed once). */
export function reviseCount(): number {
  reviseTotal ??= reviseInputs().length
  return reviseTotal
}

// ── backtracking with forward checking ────────────────────────────────────────────────────────────

/** The CSP's name, for the judge's sentence. */
const cspNames = new WeakMap<ExerciseArgs, string>()

export type FcAnswer = { solution: number[] | null; assignments: number }

/** The reference: backtracking in order with forward checking; every assignment tried counted. */
export function forwardCheckingRight(data: CspData): FcAnswer {
  let assignments = 0
  const r = backtrack(fromData(data), { inference: 'forward', onStep: () => assignments++ })
  return { solution: r.solution ? Array.from(r.solution) : null, assignments }
}

const FC_STARTER = `// csp.domains[x]: the values variable x may take, ascending; csp.neighbors[x]: the variables
// x shares a constraint with; csp.allowed[x][y][a][b]: true when x = a and y = b satisfy their
// constraint (null when x and y share none); csp.names[x]: x's name, for messages.
// Assign the variables in order 0, 1, 2, …, each its values in ascending order. Forward checking:
// after x = a, remove from each unassigned neighbour's domain the values a rules out; if one is
// left empty, undo x = a and try x's next value.
// Return the first solution (a value per variable) or null, and how many assignments x = a you
// tried: all of them, those that forward checking then undid included.
type CSP = { names: string[]; domains: number[][]; neighbors: number[][]; allowed: (boolean[][] | null)[][] }

export default function solve(csp: CSP): { solution: number[] | null; assignments: number } {
  const n = csp.domains.length
  const value: number[] = new Array(n).fill(-1)
  let assignments = 0
  const search = (x: number, domains: number[][]): boolean => {
    if (x === n) return true
    for (const a of domains[x]) {
      // Plain backtracking: test a against the neighbours assigned so far.
      if (!csp.neighbors[x].every((y) => value[y] < 0 || csp.allowed[x][y]![a][value[y]])) continue
      assignments++
      value[x] = a
      // TODO: forward checking. Copy the domains, keep in each unassigned neighbour y only the
      // values b with csp.allowed[x][y]![a][b], and do not go deeper when one is left empty.
      if (search(x + 1, domains)) return true
      value[x] = -1
    }
    return false
  }
  const found = search(0, csp.domains)
  return { solution: found ? value : null, assignments }
}
`

const FC_MODEL = `type CSP = { names: string[]; domains: number[][]; neighbors: number[][]; allowed: (boolean[][] | null)[][] }

export default function solve(csp: CSP): { solution: number[] | null; assignments: number } {
  const n = csp.domains.length
  const value: number[] = new Array(n).fill(-1)
  let assignments = 0
  const search = (x: number, domains: number[][]): boolean => {
    if (x === n) return true
    for (const a of domains[x]) {
      assignments++
      value[x] = a
      // Forward checking: prune the unassigned neighbours; a wipe-out ends this value early.
      const next = domains.slice()
      let wipedOut = false
      for (const y of csp.neighbors[x]) {
        if (value[y] >= 0) continue
        next[y] = domains[y].filter((b) => csp.allowed[x][y]![a][b])
        if (next[y].length === 0) {
          wipedOut = true
          break
        }
      }
      if (!wipedOut && search(x + 1, next)) return true
      value[x] = -1
    }
    return false
  }
  const found = search(0, csp.domains)
  return { solution: found ? value : null, assignments }
}
`

const named = (data: CspData, values: readonly number[]): string =>
  values.map((v, x) => `${data.names[x]} = ${v}`).join(', ')

function solutionProblem(data: CspData, right: FcAnswer, got: unknown): string | null {
  if (got === null)
    return right.solution ? `returned no solution, but ${named(data, right.solution)} is one` : null
  if (!Array.isArray(got) || got.length !== data.domains.length || got.some((v) => typeof v !== 'number'))
    return `returned the solution ${showValue(got)}, not a list of ${data.domains.length} values`
  const v = violation(fromData(data), got)
  if (v?.kind === 'constraint')
    return `returned a solution where ${data.names[v.x]} = ${v.a} and ${data.names[v.y]} = ${v.b} break their constraint`
  if (v)
    return `returned a solution that gives ${data.names[v.x]} the value ${showValue(got[v.x])}, not one of its domain`
  if (!right.solution) return 'returned a solution where there is none' // unreachable: a valid one exists
  if (got.some((x, k) => x !== right.solution![k]))
    return `returned a solution, but not the first in the order asked (variables in order, values ascending): that is ${named(data, right.solution)}`
  return null
}

export const forwardChecking: CodeExercise = {
  id: 'forward-checking',
  puzzle: 'mapcolour',
  title: 'Backtracking with forward checking',
  task: 'Write solve(csp): backtracking over the variables in order, each value in ascending order, with forward checking after each assignment. Return the first solution (or null) and the number of assignments tried.',
  signature: 'export default function solve(csp: CSP): { solution: number[] | null; assignments: number }',
  starter: FC_STARTER,
  hint: 'After x = a, go through x’s neighbours that have no value yet and keep in each only the values b with allowed[x][y][a][b]. Pass these new domains down (a copy: the caller’s must stay as they were for x’s next value), and if one of them is empty, do not go deeper. Count every x = a before you check it.',
  model: FC_MODEL,
  get scope(): string {
    return `${(MAPS.length + 8 + RANDOM_COUNT).toLocaleString('en-US')} problems: N-queens for n = 1 to 8, Australia with 1 to 4 colours and without SA with 2, the USA with 4, and ${RANDOM_COUNT} seeded random CSPs; the first solution and the number of assignments against the solver’s`
  },
  inputs(): ExerciseArgs[] {
    return checkedCsps().map(({ name, data }) => {
      const input: ExerciseArgs = [data]
      cspNames.set(input, name)
      return input
    })
  },
  judge(args, output): string | null {
    const data = args[0] as CspData
    const where = `for ${cspNames.get(args) ?? `a CSP of ${data.domains.length} variables`} your solve`
    const o = output as { solution?: unknown; assignments?: unknown } | null
    if (
      o === null ||
      typeof o !== 'object' ||
      Array.isArray(o) ||
      !('solution' in o) ||
      typeof o.assignments !== 'number'
    )
      return `${where} returned ${showValue(output)}, not { solution, assignments }.`
    const right = forwardCheckingRight(data)
    const problem = solutionProblem(data, right, o.solution)
    if (problem) return `${where} ${problem}.`
    if (o.assignments === right.assignments) return null
    const fmt = (x: number): string => x.toLocaleString('en-US')
    return o.assignments > right.assignments
      ? `${where} tried ${fmt(o.assignments)} assignments; backtracking with forward checking tries ${fmt(right.assignments)}. More: does it prune the unassigned neighbours’ domains after each assignment, and back up as soon as one is empty?`
      : `${where} counted ${fmt(o.assignments)} assignments; backtracking with forward checking tries ${fmt(right.assignments)}. Fewer: count every x = a you try, also those forward checking then undoes, and skip no value still in the domain.`
  },
}

export const exercises: CodeExercise[] = [revise, forwardChecking]
