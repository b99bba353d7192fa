/**
 * A CSP as plain data: what crosses a worker's or a sandbox's boundary, and what the code
 * exercises hand to the reader's function. Every constraint is a table, so a CSP given as data
 * needs no function to be sent along.
 *
 * Vocabulary:
 *   CspData     { names, domains, neighbors, allowed }: `domains[x]` lists x's values (ascending,
 *               each 0..30); `neighbors[x]` the variables x shares a constraint with (ascending);
 *   allowed     `allowed[x][y]` is null when x and y share no constraint, else a table with
 *               `allowed[x][y][a][b]` true when x = a and y = b satisfy it. The two directions
 *               agree: `allowed[y][x][b][a] === allowed[x][y][a][b]`.
 *   violation   the first constraint an assignment breaks, or a variable left without a value.
 */
import { valuesOf, type CSP } from './csp.ts'

export type Table = boolean[][]
export type CspData = {
  names: string[]
  domains: number[][]
  neighbors: number[][]
  allowed: (Table | null)[][]
}

/** One more than the largest value any domain holds: the size of each table. */
export function valueCount(csp: CSP): number {
  return csp.domains.reduce((m, d) => Math.max(m, 32 - Math.clz32(d)), 0)
}

/** The CSP as data: each constraint tabulated by calling `consistent` on every pair of values. */
export function toData(csp: CSP): CspData {
  const n = csp.domains.length
  const size = valueCount(csp)
  const allowed: (Table | null)[][] = Array.from({ length: n }, () => Array<Table | null>(n).fill(null))
  for (let x = 0; x < n; x++)
    for (const y of csp.neighbors[x])
      allowed[x][y] = Array.from({ length: size }, (_, a) =>
        Array.from({ length: size }, (_, b) => csp.consistent(x, a, y, b)),
      )
  return {
    names: [...csp.names],
    domains: csp.domains.map(valuesOf),
    neighbors: csp.neighbors.map((ys) => [...ys].sort((a, b) => a - b)),
    allowed,
  }
}

/** The CSP that data describes (its constraint a table lookup). */
export function fromData(data: CspData): CSP {
  return {
    names: data.names,
    domains: data.domains.map((d) => d.reduce((m, v) => m | (1 << v), 0)),
    neighbors: data.neighbors,
    consistent: (x, a, y, b) => data.allowed[x][y]?.[a]?.[b] ?? true,
  }
}

export type Violation =
  | { kind: 'unassigned'; x: number }
  | { kind: 'domain'; x: number; value: number }
  | { kind: 'constraint'; x: number; y: number; a: number; b: number }

/** The first way `assignment` fails to solve `csp` (a value per variable), or null when it solves it. */
export function violation(csp: CSP, assignment: ArrayLike<number>): Violation | null {
  const n = csp.domains.length
  for (let x = 0; x < n; x++) {
    const a = assignment[x]
    if (!Number.isInteger(a) || a < 0) return { kind: 'unassigned', x }
    if (a > 30 || !(csp.domains[x] & (1 << a))) return { kind: 'domain', x, value: a }
  }
  for (let x = 0; x < n; x++)
    for (const y of csp.neighbors[x])
      if (y > x && !csp.consistent(x, assignment[x], y, assignment[y]))
        return { kind: 'constraint', x, y, a: assignment[x], b: assignment[y] }
  return null
}
