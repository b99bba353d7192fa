/**
 * "Your search" (the search lab), its check in Node with the reader's code as the page runs it:
 * types stripped by Sucrase, then in a fresh vm context with the sandbox's prelude, which builds
 * the Problem and records the expansions; the verdicts judged outside (search-check.ts).
 *   search/your-search-graph     the starter on the drawn graph, judged as BFS
 *   search/your-search-puzzles   the starter (BFS) on the 50 seeded 8-puzzles, replayed and judged
 * A vm context's global lookups are slower than a Blob worker's: the page's check takes less.
 */
import { createContext, runInContext } from 'node:vm'
import { transform } from 'sucrase'
import { GRAPH, graphData, judgeGraph, judgePuzzles, puzzleData } from '../src/solvers/search/search-check.ts'
import { puzzles } from '../src/solvers/search/search-puzzles.ts'
import { SEARCH_PRELUDE, type GraphRaw, type PuzzleRaw } from '../src/solvers/search/search-prelude.ts'
import { SEARCH_STARTER } from '../src/solvers/search/search-starter.ts'
import { register, type Bench } from './lib.ts'

const js = transform(SEARCH_STARTER, {
  transforms: ['typescript', 'imports'],
  production: true,
  disableESTransforms: true,
}).code
const script = `var module = { exports: {} }, exports = module.exports;\n${js}\n${SEARCH_PRELUDE}\n__prelude(globalThis).wrap(module.exports.default)(__data)`
const inContext = (data: unknown): unknown => runInContext(script, createContext({ __data: data }))

const list = puzzles()

const graph: Bench = {
  name: 'search/your-search-graph',
  runs: 20,
  warmup: 3,
  run: () => {
    const v = judgeGraph(GRAPH, 'bfs', inContext(graphData(GRAPH)) as GraphRaw)
    if (!v.ok) throw new Error(`the starter fails as BFS: ${v.sentence}`)
    return v.yours.length
  },
}

const puzzlesRow: Bench = {
  name: 'search/your-search-puzzles',
  runs: 5,
  warmup: 1,
  run: () => {
    const v = judgePuzzles(list, inContext(puzzleData(list)) as PuzzleRaw[])
    if (v.optimal !== list.length)
      throw new Error(`the starter's BFS is not optimal on every puzzle: ${v.first}`)
    return v.expanded
  },
}

register(graph, puzzlesRow)
