/**
 * "Your search" (the search lab), its check in Node with the reader's code as the page runs it:
 * loaded by the sandbox's TypeScript loader, then in the sandbox's harness (a fresh vm context, in
 * this process) with the prelude, which builds the problems (opaque states) and records the
 * expansions; the verdicts judged outside (search-check.ts).
 *   search/your-search-graph     the starter on the drawn graph, judged as BFS
 *   search/your-search-puzzles   the starter (BFS) on the 50 seeded 8-puzzles, replayed and judged
 *   search/your-search-model-cli     the model answer (uniform-cost search) on the graph and the 50
 *                                    puzzles through the CLI's sandbox (a child process), judged
 *   search/your-search-model-cli-py  the same model in Python (Pyodide in the child, from the CLI's snapshot)
 * Each run makes a fresh context and locks it down (a few milliseconds), as the page makes a worker.
 */
import { transform } from 'sucrase'
import { GRAPH, graphData, judgeGraph, judgePuzzles, puzzleData } from '../src/solvers/search/search-check.ts'
import { puzzles } from '../src/solvers/search/search-puzzles.ts'
import { SEARCH_PRELUDE, type GraphRaw, type PuzzleRaw } from '../src/solvers/search/search-prelude.ts'
import { SEARCH_MODEL, SEARCH_MODEL_PY, SEARCH_STARTER } from '../src/solvers/search/search-starter.ts'
import { searchRecords } from '../src/cli/search-grade.ts'
import { loadTypeScript } from '../src/sandbox/typescript.ts'
import { runInVm } from '../src/sandbox/node.ts'
import { decodeAll } from '../src/solvers/exercise-data.ts'
import { register, type Bench } from './lib.ts'

const loaded = loadTypeScript(SEARCH_STARTER, transform)
if (!loaded.ok) throw new Error(`the starter does not load: ${loaded.message}`)
const { js } = loaded

/** The starter on each problem, in the sandbox with the prelude: the raw records. */
function inSandbox(problems: readonly unknown[]): unknown[] {
  const out = runInVm({
    js,
    name: 'search',
    prelude: SEARCH_PRELUDE,
    inputs: { kind: 'json', text: JSON.stringify(problems.map((p) => [p])) },
    timeLimitMs: 60_000,
  })
  if (out.status !== 'values') throw new Error(`the starter did not run: ${JSON.stringify(out)}`)
  return decodeAll(out.chunks)
}

const list = puzzles()

const graph: Bench = {
  name: 'search/your-search-graph',
  runs: 20,
  warmup: 3,
  run: () => {
    const v = judgeGraph(GRAPH, 'bfs', inSandbox([graphData(GRAPH)])[0] as GraphRaw)
    if (!v.ok) throw new Error(`the starter fails as BFS: ${v.sentence}`)
    return v.yours.length
  },
}

const puzzlesRow: Bench = {
  name: 'search/your-search-puzzles',
  runs: 5,
  warmup: 1,
  run: () => {
    const v = judgePuzzles(list, inSandbox(puzzleData(list)) as PuzzleRaw[])
    if (v.optimal !== list.length)
      throw new Error(`the starter's BFS is not optimal on every puzzle: ${v.first}`)
    return v.expanded
  },
}

/** The model answer in `file` (TypeScript or Python) as `search check search` runs it: one child, graph and puzzles. */
const model = (name: string, file: string, source: string): Bench => ({
  name,
  runs: 3,
  warmup: 1,
  run: () => {
    const raw = searchRecords(file, source, list, 60)
    const g = judgeGraph(GRAPH, 'ucs', raw[0] as GraphRaw)
    const v = judgePuzzles(list, raw.slice(1) as PuzzleRaw[])
    if (!g.ok || v.optimal !== list.length) throw new Error(`the model fails: ${g.sentence} ${v.first}`)
    return v.expanded
  },
})

register(
  graph,
  puzzlesRow,
  model('search/your-search-model-cli', 'search.ts', SEARCH_MODEL),
  model('search/your-search-model-cli-py', 'search.py', SEARCH_MODEL_PY),
)
