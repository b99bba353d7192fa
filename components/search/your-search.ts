/**
 * <search-your-search>: the reader's search(problem), checked as a grader would, in two runs of
 * the cell's sandbox (kit/sandbox.ts), each with the prelude of search-prelude.ts, which builds
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
  type Algorithm,
  type GraphVerdict,
  type Puzzle,
  type PuzzleVerdict,
} from '../../src/solvers/search/search-check.ts'
import { SEARCH_PRELUDE, type GraphRaw, type PuzzleRaw } from '../../src/solvers/search/search-prelude.ts'
import { $, setText } from '../kit/dom.ts'
import { runSandbox, sandboxSentence } from '../kit/sandbox.ts'
import { decodeAll } from '../../src/solvers/exercise-data.ts'
import type { CellRun, CodeCell } from '../kit/code-cell.ts'
import { fmt } from './words.ts'

/** One sentence for the puzzles' verdict. */
export function puzzleSentence(v: PuzzleVerdict): string {
  const counts = `${v.solved} of ${v.checked} puzzles solved, ${v.optimal} in the fewest moves; ${fmt(v.expanded)} nodes expanded (A* with Manhattan distance: ${fmt(v.astarExpanded)}).`
  return v.first ? `${counts} ${v.first}` : counts
}

/**
 * The reader's search on each problem (one input each) in the sandbox, with the prelude that
 * builds the problems and keeps the record: the raw records, or the sentence for why there are none.
 */
async function searchIn(run: CellRun, problems: readonly unknown[]): Promise<unknown[] | string> {
  const out = await runSandbox(
    run.js,
    { mode: 'apply', chunks: [JSON.stringify(problems.map((p) => [p]))] },
    { timeLimitMs: run.timeLimitMs, signal: run.signal, prelude: SEARCH_PRELUDE, name: 'search' },
  )
  if (out.status === 'bad-value')
    return `your search returned ${out.what} on problem ${out.index + 1}: return the moves, as an array.`
  if (out.status !== 'values') return sandboxSentence(out) ?? 'your code returned nothing to check.'
  const values = decodeAll(out.chunks)
  return values.length === problems.length
    ? values
    : `the sandbox answered ${values.length} answers for ${problems.length} problems.`
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
    run.say(`Running your search on the graph (${limit})…`)
    const g = await searchIn(run, [graphData(GRAPH)])
    if (typeof g === 'string') return `On the graph: ${g}`
    this.#graphRaw = g[0] as GraphRaw
    const graph = judgeGraph(GRAPH, this.algorithm, this.#graphRaw)
    this.#drawGraph(graph)
    const list = JSON.parse(this.dataset.puzzles ?? '[]') as Puzzle[]
    run.say(`${graph.sentence} Running it on ${list.length} 8-puzzles (${limit})…`)
    const p = await searchIn(run, puzzleData(list))
    if (typeof p === 'string') return `${graph.sentence} On the puzzles: ${p}`
    const puzzles = judgePuzzles(list, p as PuzzleRaw[])
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
