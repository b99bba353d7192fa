/**
 * The frontier view's recording: the first expansions of a search, with everything needed to
 * draw them — which node was chosen, its g, h and f, its children (new, duplicate, or a better
 * path to a known state), and the open list as it stood. Beyond `limit` expansions only counts
 * are kept: expansions per depth and per f. The search is the real one (an Observer on the
 * generic algorithm), not a re-enactment.
 *
 * Vocabulary:
 *   id       nodes are numbered in the order they were generated; the start is node 0.
 *   step     one expansion: the chosen node, its children, and the open list before the choice
 *            (the first OPEN_SHOWN entries, in the order the algorithm takes them, so the
 *            chosen node is the first).
 */
import { runAlgorithm, type AlgorithmName } from './algorithms.ts'
import type { Node, Observer, Problem, SearchOptions, SearchResult } from './problem.ts'

export const OPEN_SHOWN = 12

export type TraceNode<S> = { id: number; parent: number | null; state: S; g: number; h: number; move: unknown }
export type TraceChild<S> = TraceNode<S> & { fate: 'new' | 'duplicate' | 'better' }
export type TraceStep<S> = { node: TraceNode<S>; children: TraceChild<S>[]; open: TraceNode<S>[]; openSize: number }
export type Trace<S> = {
  steps: TraceStep<S>[]
  /** Expansions at each depth g, and at each f = g + h, over the whole search. */
  byDepth: number[]
  byF: number[]
  result: SearchResult<unknown>
}

/** Records `algorithm` on `problem`: the first `limit` expansions in full, then counts. */
export function traceSearch<S, M>(problem: Problem<S, M>, algorithm: AlgorithmName, limit: number, options: SearchOptions<S, M> & { weight?: number; maxDepth?: number } = {}): Trace<S> {
  const ids = new Map<Node<S, M>, number>()
  const idOf = (n: Node<S, M>): number => {
    let id = ids.get(n)
    if (id === undefined) { id = ids.size; ids.set(n, id) }
    return id
  }
  const view = (n: Node<S, M>, h: number): TraceNode<S> => ({ id: idOf(n), parent: n.parent ? idOf(n.parent) : null, state: n.state, g: n.g, h, move: n.move })
  const steps: TraceStep<S>[] = []
  const byDepth: number[] = []
  const byF: number[] = []
  const bump = (list: number[], k: number): void => { while (list.length <= k) list.push(0); list[k]++ }
  let expansions = 0
  const observer: Observer<S, M> = {
    expand(node, h, open) {
      expansions++
      bump(byDepth, node.g)
      bump(byF, node.g + h)
      if (expansions > limit) return
      const list = [{ node, h }, ...open()] // as it stood before the choice: the chosen node first
      steps.push({ node: view(node, h), children: [], open: list.slice(0, OPEN_SHOWN).map((e) => view(e.node, e.h)), openSize: list.length })
    },
    generate(child, h, fate) {
      if (expansions === 0 || expansions > limit) return
      steps[steps.length - 1].children.push({ ...view(child, h), fate })
    },
  }
  const result = runAlgorithm(problem, { algorithm, weight: options.weight, maxDepth: options.maxDepth }, { ...options, observer })
  return { steps, byDepth, byF, result }
}
