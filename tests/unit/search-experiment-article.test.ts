// What the search article says about its experiments, asserted on the same runs it prints
// (components/search/experiment-article.ts): the by-depth b* table and the textbook's table re-run.
import { describe, expect, it } from 'vitest'
import {
  BY_DEPTH,
  PUBLISHED,
  byDepthTable,
  publishedBStar,
  textbookTable,
} from '../../components/search/experiment-article.ts'

describe('the article’s experiments', () => {
  const tb = textbookTable()

  it('iterative deepening on the tree lands on the published count; parent pruning changes it by orders of magnitude', () => {
    const tree = tb.at(12, 'iddfs-tree')
    const pruned = tb.at(12, 'iddfs')
    expect(Math.abs(tree.meanGenerated / PUBLISHED[12].ids - 1)).toBeLessThan(0.1)
    expect(Math.abs(tree.bStar - publishedBStar(PUBLISHED[12].ids, 12))).toBeLessThan(0.05)
    expect(tree.meanGenerated / pruned.meanGenerated).toBeGreaterThan(10) // "orders of magnitude"
    for (const c of tb.cells) expect(c.budgetHits).toBe(0) // every row is a real mean, not a bound
  })

  it('A* lands near the book: same order of rows, a gap between h1 and h2 that grows with depth', () => {
    for (const d of [12, 20] as const) {
      const h1 = tb.at(d, 'astar:misplaced').meanGenerated
      const h2 = tb.at(d, 'astar:manhattan').meanGenerated
      expect(h1 / PUBLISHED[d].h1).toBeGreaterThan(0.67) // "near": within a factor of 1.5 either way
      expect(h1 / PUBLISHED[d].h1).toBeLessThan(1.5)
      expect(h2 / PUBLISHED[d].h2).toBeGreaterThan(0.67)
      expect(h2 / PUBLISHED[d].h2).toBeLessThan(1.5)
      expect(h2).toBeLessThan(h1)
    }
    const gap = (d: number) =>
      tb.at(d, 'astar:misplaced').meanGenerated / tb.at(d, 'astar:manhattan').meanGenerated
    expect(gap(20)).toBeGreaterThan(gap(12))
  })

  it('b* by depth: each heuristic nearly flat across depths, better heuristics lower at every depth', () => {
    const bd = byDepthTable()
    const order = ['misplaced', 'manhattan', 'linear-conflict', 'pdb']
    for (const d of BY_DEPTH.depths) {
      const line = order.map((h) => bd.at(d, `astar:${h}`).bStar)
      for (let k = 1; k < line.length; k++) expect(line[k], `depth ${d}`).toBeLessThanOrEqual(line[k - 1])
    }
    for (const h of order) {
      const bs = BY_DEPTH.depths.filter((d) => d >= 12).map((d) => bd.at(d, `astar:${h}`).bStar)
      expect(Math.max(...bs) - Math.min(...bs), h).toBeLessThan(0.15) // "nearly flat"
    }
  })
})
