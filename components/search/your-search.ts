/**
 * <search-your-search>: the reader's search(problem), checked as a grader would, in two runs of
 * the cell's sandbox (kit/sandbox.ts; Python: one run, so that Python starts once), each with the
 * prelude of search-prelude.ts in the cell's language (TypeScript or Python), which builds
 * the Problem inside the sandbox (its states opaque handles, so every expansion goes through it)
 * and records the expansions where the reader's code cannot reach:
 *   1. the drawn graph: the order of expansions against the reference for the algorithm the
 *      reader chose, with a hint when it matches a usual mistake (judgeGraph);
 *   2. the 50 puzzles (computed at build time, with their true distances and A*'s counts): every
 *      answer replayed on the page (judgePuzzles).
 * Both verdicts are made here, from raw values; the reader's worker only ever returns them.
 */
import {
  ALGORITHM_TITLES,
  GRAPH,
  graphData,
  judgeGraph,
  judgePuzzles,
  puzzleData,
  puzzleSentence,
  type Algorithm,
  type GraphVerdict,
  type Puzzle,
  type PuzzleVerdict,
} from '../../src/solvers/search/search-check.ts'
import {
  SEARCH_PRELUDE,
  SEARCH_PRELUDE_PY,
  type GraphRaw,
  type PuzzleRaw,
} from '../../src/solvers/search/search-prelude.ts'
import { loadingSentence } from '../kit/download.ts'
import { $, setText } from '../kit/dom.ts'
import { runSandbox, sandboxSentence } from '../kit/sandbox.ts'
import { decodeAll } from '../../src/solvers/exercise-data.ts'
import type { CellRun, CodeCell } from '../kit/code-cell.ts'
import { fmt } from './words.ts'

/** Problems run together: where they are ("On the graph") and the inputs. */
interface Group {
  label: string
  problems: readonly unknown[]
}

/**
 * The reader's search on each group of problems (one input each, one chunk a group) in one run of
 * the sandbox, with the prelude, in the cell's language, that builds the problems and keeps the
 * record: the raw records of each group, or the sentence for why there are none.
 */
async function searchIn(run: CellRun, groups: readonly Group[]): Promise<unknown[][] | string> {
  const python = run.language === 'python'
  const out = await runSandbox(
    run.js,
    { mode: 'apply', chunks: groups.map((g) => JSON.stringify(g.problems.map((p) => [p]))) },
    {
      timeLimitMs: run.timeLimitMs,
      signal: run.signal,
      prelude: python ? SEARCH_PRELUDE_PY : SEARCH_PRELUDE,
      name: 'search',
      language: run.language,
      onLoading: (done, total) => run.say(loadingSentence('Python', done, total)),
    },
  )
  // The group of input k, and k within it.
  const at = (k: number): [Group, number] => {
    let g = 0
    while (g < groups.length - 1 && k >= groups[g].problems.length) k -= groups[g++].problems.length
    return [groups[g], k]
  }
  if (out.status === 'bad-value') {
    const [g, k] = at(out.index)
    return `${g.label}: your search returned ${out.what} on problem ${k + 1}: return the moves, as ${python ? 'a list' : 'an array'}.`
  }
  if (out.status !== 'values') {
    const [g] = at('index' in out && typeof out.index === 'number' ? out.index : 0)
    return `${g.label}: ${sandboxSentence(out) ?? 'your code returned nothing to check.'}`
  }
  const values = decodeAll(out.chunks)
  const total = groups.reduce((n, g) => n + g.problems.length, 0)
  if (values.length !== total) return `The sandbox answered ${values.length} answers for ${total} problems.`
  let from = 0
  return groups.map((g) => values.slice(from, (from += g.problems.length)))
}

export class SearchYourSearch extends HTMLElement {
  #graphRaw: GraphRaw | null = null

  get algorithm(): Algorithm {
    return $<HTMLSelectElement>(this, '[data-algorithm]').value as Algorithm
  }

  connectedCallback(): void {
    const cell = $<CodeCell>(this, 'code-cell')
    const attach = (): void => {
      cell.onRun = (run) => this.#check(run)
    }
    if (customElements.get('code-cell')) attach()
    else void customElements.whenDefined('code-cell').then(attach)
    // Another algorithm chosen after a run: the same expansions, judged again (nothing reruns).
    $(this, '[data-algorithm]').addEventListener('change', () => {
      if (!this.#graphRaw) return
      const v = judgeGraph(GRAPH, this.algorithm, this.#graphRaw)
      this.#drawGraph(v)
      cell.say(`Judged again as ${ALGORITHM_TITLES[this.algorithm]}: ${v.sentence}`)
    })
  }

  async #check(run: CellRun): Promise<string> {
    const limit = `stopped after ${run.timeLimitMs / 1000} s`
    this.#graphRaw = null
    const list = JSON.parse(this.dataset.puzzles ?? '[]') as Puzzle[]
    const graph: Group = { label: 'On the graph', problems: [graphData(GRAPH)] }
    const onPuzzles: Group = { label: 'On the puzzles', problems: puzzleData(list) }
    // Python: the graph and the puzzles in one run (Python starts once); TypeScript: the graph's
    // verdict first, then the puzzles.
    if (run.language === 'python') {
      run.say(`Running your search on the graph, then on ${list.length} 8-puzzles…`)
      const all = await searchIn(run, [graph, onPuzzles])
      if (typeof all === 'string') return all
      return this.#verdicts(all[0][0] as GraphRaw, list, all[1] as PuzzleRaw[])
    }
    run.say(`Running your search on the graph (${limit})…`)
    const g = await searchIn(run, [graph])
    if (typeof g === 'string') return g
    const sentence = this.#judgeGraph(g[0][0] as GraphRaw).sentence
    run.say(`${sentence} Running it on ${list.length} 8-puzzles (${limit})…`)
    const p = await searchIn(run, [onPuzzles])
    if (typeof p === 'string') return `${sentence} ${p}`
    return this.#verdicts(g[0][0] as GraphRaw, list, p[0] as PuzzleRaw[])
  }

  /** The graph's raw record judged for the algorithm chosen, and drawn. */
  #judgeGraph(raw: GraphRaw): GraphVerdict {
    this.#graphRaw = raw
    const graph = judgeGraph(GRAPH, this.algorithm, raw)
    this.#drawGraph(graph)
    return graph
  }

  /** Both verdicts drawn, and the cell's sentence. */
  #verdicts(graphRaw: GraphRaw, list: readonly Puzzle[], raw: PuzzleRaw[]): string {
    const graph = this.#judgeGraph(graphRaw)
    const puzzles = judgePuzzles(list, raw)
    this.#drawPuzzles(puzzles)
    return `${graph.sentence} ${puzzleSentence(puzzles)}`
  }

  #drawGraph(v: GraphVerdict): void {
    $(this, '[data-results]').hidden = false
    const hint = $(this, '[data-graph-hint]')
    hint.hidden = v.hint === null
    setText(hint, v.hint ? `Hint: ${v.hint}` : '')
    setText($(this, '[data-order-yours]'), v.yours.join(' ') || 'nothing')
    setText($(this, '[data-order-ref]'), v.reference.join(' '))
    setText(
      $(this, '[data-order-ref-name]'),
      ALGORITHM_TITLES[this.algorithm][0].toUpperCase() + ALGORITHM_TITLES[this.algorithm].slice(1),
    )
    // On the drawing: the step(s) at which the reader's search expanded each node.
    for (const node of this.querySelectorAll<SVGGElement>('[data-node]')) {
      const steps = v.yours.flatMap((name, k) => (name === node.dataset.node ? [k + 1] : []))
      const text = steps.length > 3 ? `${steps.slice(0, 3).join(',')}…` : steps.join(',')
      setText(node.querySelector('[data-order]')!, text)
    }
  }

  #drawPuzzles(v: PuzzleVerdict): void {
    $(this, '[data-puzzle-table]').hidden = false
    for (const key of ['solved', 'optimal', 'wrong', 'gaveUp', 'expanded'] as const)
      setText($(this, `[data-fact="${key}"]`), fmt(v[key]))
    const first = $(this, '[data-puzzle-first]')
    first.hidden = v.first === null
    setText(first, v.first ?? '')
  }
}

if (!customElements.get('search-your-search')) customElements.define('search-your-search', SearchYourSearch)
