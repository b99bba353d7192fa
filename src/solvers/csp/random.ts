/**
 * Seeded random binary CSPs, for tests, the code exercises and the tree-structured comparison:
 * n variables with the values 0..d−1, constraints on random pairs (or on the edges of a random
 * tree), each a random table that forbids a fraction `tightness` of the d² pairs of values. The
 * same seed gives the same CSP everywhere.
 */
import { mulberry32 } from '../random.ts'
import type { CspData, Table } from './data.ts'

export type RandomSpec = {
  n: number
  d: number
  /** How many constraints (ignored for a tree, which has n − 1). */
  edges?: number
  /** Fraction of the d² value pairs each constraint forbids (0..1). */
  tightness: number
  /** Constraints on the edges of a random tree (a random parent among the earlier variables, then shuffled). */
  tree?: boolean
  seed: number
}

/** A random CSP as data; its tables are asymmetric in general (x = a, y = b is not y = a, x = b). */
export function randomCsp(spec: RandomSpec): CspData {
  const { n, d, tightness, seed } = spec
  const random = mulberry32(seed)
  const pick = (k: number): number => Math.floor(random() * k)
  const pairs: [number, number][] = []
  if (spec.tree) {
    // A random recursive tree, then the variables renumbered at random so the root is not always 0.
    const label = Array.from({ length: n }, (_, k) => k)
    for (let k = n - 1; k > 0; k--) {
      const j = pick(k + 1)
      ;[label[k], label[j]] = [label[j], label[k]]
    }
    for (let k = 1; k < n; k++) pairs.push([label[pick(k)], label[k]])
  } else {
    const want = Math.min(spec.edges ?? n, (n * (n - 1)) / 2)
    const seen = new Set<number>()
    while (pairs.length < want) {
      const x = pick(n),
        y = pick(n)
      if (x === y || seen.has(Math.min(x, y) * n + Math.max(x, y))) continue
      seen.add(Math.min(x, y) * n + Math.max(x, y))
      pairs.push([x, y])
    }
  }
  const allowed: (Table | null)[][] = Array.from({ length: n }, () => Array<Table | null>(n).fill(null))
  const forbid = Math.round(tightness * d * d)
  for (const [x, y] of pairs) {
    const cells = Array.from({ length: d * d }, (_, k) => k)
    for (let k = cells.length - 1; k > 0; k--) {
      const j = pick(k + 1)
      ;[cells[k], cells[j]] = [cells[j], cells[k]]
    }
    const table: Table = Array.from({ length: d }, () => Array<boolean>(d).fill(true))
    for (const cell of cells.slice(0, forbid)) table[Math.floor(cell / d)][cell % d] = false
    allowed[x][y] = table
    allowed[y][x] = Array.from({ length: d }, (_, b) => Array.from({ length: d }, (_, a) => table[a][b]))
  }
  const neighbors = Array.from({ length: n }, (_, x) =>
    Array.from({ length: n }, (_, y) => y).filter((y) => allowed[x][y] !== null),
  )
  return {
    names: Array.from({ length: n }, (_, x) => `X${x + 1}`),
    domains: Array.from({ length: n }, () => Array.from({ length: d }, (_, v) => v)),
    neighbors,
    allowed,
  }
}
