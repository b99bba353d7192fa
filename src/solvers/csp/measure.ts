/**
 * The tree-structured comparison the constraints article prints: seeded random tree CSPs of a few
 * sizes, solved by the tree algorithm and by backtracking in the variables' numbering (not the
 * tree's order) with each inference. Built when the page is built; a test asserts the claims the
 * article makes about it.
 */
import { backtrack, type Inference } from './csp.ts'
import { fromData } from './data.ts'
import { randomCsp } from './random.ts'
import { solveTree } from './tree.ts'

export const TREE_SIZES = [10, 20, 40] as const
export const TREE_SEEDS = 10
export const TREE_DOMAIN = 3
export const TREE_TIGHTNESS = 0.45
export const TREE_MAX_NODES = 20_000

export type SearchFigures = { medianNodes: number; meanChecks: number; gaveUp: number }
export type TreeRow = {
  n: number
  solvable: number
  treeChecks: number
  searches: Record<Inference, SearchFigures>
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length

export function treeTable(): TreeRow[] {
  return TREE_SIZES.map((n) => {
    const csps = Array.from({ length: TREE_SEEDS }, (_, k) =>
      fromData(randomCsp({ n, d: TREE_DOMAIN, tree: true, tightness: TREE_TIGHTNESS, seed: k + 1 })),
    )
    const trees = csps.map((csp) => solveTree(csp))
    const search = (inference: Inference): SearchFigures => {
      const runs = csps.map((csp) => backtrack(csp, { inference, maxNodes: TREE_MAX_NODES }))
      return {
        medianNodes: median(runs.map((r) => r.nodes)),
        meanChecks: mean(runs.map((r) => r.checks)),
        gaveUp: runs.filter((r) => r.gaveUp).length,
      }
    }
    return {
      n,
      solvable: trees.filter((t) => t.solution).length,
      treeChecks: mean(trees.map((t) => t.checks)),
      searches: { none: search('none'), forward: search('forward'), mac: search('mac') },
    }
  })
}
