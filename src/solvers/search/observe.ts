/**
 * What the trace view's observer (trace.ts) hears from the searches that keep no node objects:
 * BFS and uniform-cost search keep their nodes as parallel arrays, iterative deepening and IDA*
 * only the current path. The `Node` objects the observer is given are made here, from what the
 * search keeps, and only when an observer listens: the race and the bench never pay for them.
 * (DFS, bidirectional BFS and best-first search make nodes anyway and tell the observer directly.)
 */
import type { CostQueue } from './heap.ts'
import type { KeyTable } from './key-table.ts'
import { childNode, expander, rootNode, type Node, type Observer, type Problem } from './problem.ts'

/**
 * Nodes kept as parallel arrays: node i is state[i], reached from node parent[i] (−1 for the
 * start) by the move via[i], at cost g[i] (without `g`, one per move).
 */
export type NodeArrays<S, M> = { state: S[]; parent: number[]; via: M[]; g?: number[] }

/** Node objects for the arrays' nodes, each made once: the observer gets the same object for node i every time. */
function arrayNodes<S, M>(problem: Problem<S, M>, nodes: NodeArrays<S, M>) {
  const made: Node<S, M>[] = []
  const nodeAt = (i: number): Node<S, M> => {
    const chain: number[] = [] // node i and its ancestors not made yet, made from the top down
    for (let j = i; j >= 0 && !made[j]; j = nodes.parent[j]) chain.push(j)
    for (let k = chain.length - 1; k >= 0; k--) {
      const j = chain[k]
      const up = nodes.parent[j] < 0 ? null : made[nodes.parent[j]]
      made[j] = {
        state: nodes.state[j],
        key: problem.key(nodes.state[j]),
        g: nodes.g ? nodes.g[j] : up ? up.g + 1 : 0,
        move: up ? nodes.via[j] : null,
        parent: up,
      }
    }
    return made[i]
  }
  /** A child of node i; a kept one becomes the next node pushed (index state.length), so it is made there. */
  const child = (i: number, state: S, move: M, g: number, kept: boolean): Node<S, M> => {
    const node: Node<S, M> = { state, key: problem.key(state), g, move, parent: nodeAt(i) }
    if (kept) made[nodes.state.length] = node
    return node
  }
  return { nodeAt, child }
}

/** Breadth-first search's observer (bfs.ts): the queue is the arrays' states, read from `head`. */
export function observeBfs<S, M>(problem: Problem<S, M>, observer: Observer<S, M>, nodes: NodeArrays<S, M>) {
  const { nodeAt, child } = arrayNodes(problem, nodes)
  const queue = nodes.state
  return {
    expand(head: number): void {
      const open = (): { node: Node<S, M>; h: number }[] =>
        queue.slice(head + 1).map((s, k) => ({ node: nodeAt(head + 1 + k), h: problem.h(s) }))
      observer.expand(nodeAt(head), problem.h(queue[head]), open)
    },
    generate(head: number, state: S, move: M, fresh: boolean): void {
      const node = child(head, state, move, nodeAt(head).g + 1, fresh) // a duplicate is never pushed
      observer.generate(node, problem.h(state), fresh ? 'new' : 'duplicate')
    },
    /** The node just generated (fresh, so made at index queue.length) is the goal. */
    goal(): void {
      observer.goal?.(nodeAt(queue.length))
    },
  }
}

/** Uniform-cost search's observer (ucs.ts): `best` names each state's cheapest node, `open` the queue. */
export function observeUcs<S, M>(
  problem: Problem<S, M>,
  observer: Observer<S, M>,
  nodes: Required<NodeArrays<S, M>>,
  best: KeyTable,
  open: CostQueue,
) {
  const { nodeAt, child } = arrayNodes(problem, nodes)
  return {
    expand(i: number): void {
      const waiting = (): { node: Node<S, M>; h: number }[] =>
        open
          .entries()
          .filter((j) => best.get(problem.key(nodes.state[j])) === j)
          .map((j) => ({ node: nodeAt(j), h: 0 }))
      observer.expand(nodeAt(i), 0, waiting)
    },
    generate(i: number, state: S, move: M, g: number, fate: 'new' | 'better' | 'duplicate'): void {
      observer.generate(child(i, state, move, g, fate !== 'duplicate'), 0, fate)
    },
    goal(i: number): void {
      observer.goal?.(nodeAt(i))
    },
  }
}

/**
 * The children of `parent` as nodes, each reported to the observer; the one that undoes the last
 * move (its key is `parentKey`) as a duplicate. Iterative deepening and IDA* never go back there.
 */
export function observeChildren<S, M>(
  problem: Problem<S, M>,
  observer: Observer<S, M>,
  parent: Node<S, M>,
  level: { states: S[]; moves: M[] },
  count: number,
  parentKey: number,
): Node<S, M>[] {
  const born: Node<S, M>[] = []
  for (let k = 0; k < count; k++) {
    born.push(childNode(problem, parent, level.states[k], level.moves[k]))
    observer.generate(born[k], problem.h(born[k].state), born[k].key === parentKey ? 'duplicate' : 'new')
  }
  return born
}

/**
 * Iterative deepening's expander with an observer (iddfs.ts): the same successors, and each
 * expansion and its children reported as nodes. The depth is known from the arrays it is handed
 * (one pair per depth), the node from its parent's children (a state's successors are distinct),
 * so the search itself keeps no nodes. A fresh start node begins each iteration.
 */
export function watchedExpander<S, M>(
  problem: Problem<S, M>,
  observer: Observer<S, M>,
  children: { states: S[] }[],
) {
  const inner = expander(problem)
  const born: Node<S, M>[][] = [] // the children of the node expanded at each depth of the current path
  const depthOf = new Map<S[], number>() // each depth's successor array, as handed to the expander
  const nodeAt = (key: number, depth: number): Node<S, M> =>
    depth === 0 ? rootNode(problem) : born[depth - 1].find((n) => n.key === key)!
  const expand = (state: S, states: S[], moves: M[]): number => {
    let depth = depthOf.get(states)
    if (depth === undefined) depthOf.set(states, (depth = children.findIndex((c) => c.states === states)))
    const node = nodeAt(problem.key(state), depth)
    observer.expand(node, problem.h(state), () => [])
    const count = inner(state, states, moves)
    born[depth] = observeChildren(problem, observer, node, { states, moves }, count, node.parent?.key ?? -1)
    return count
  }
  return Object.assign(expand, {
    goal: (key: number, depth: number): void => observer.goal?.(nodeAt(key, depth)),
  })
}
