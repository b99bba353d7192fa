/**
 * Tile swap — one entry point: the fewest swaps between two grids and a sequence that achieves
 * them, by either exact method.
 *
 * Vocabulary:
 *   method     'hungarian' (the assignment problem over all ones, O(k³), with a certificate) or
 *              'flow' (min-cost flow on the grid graph; the ones common to both grids stay put).
 *   Solution   the fewest swaps (cost), the matching as [startCell, goalCell] pairs, and the
 *              swaps that play it out: always exactly `cost` of them.
 */
import { mismatch, type Grid } from './grid.ts'
import { assign, type Options } from './hungarian.ts'
import { gridFlow } from './flow.ts'
import { commonPairs, pairsCost, pairsOf, swapsFromMatching, type SwapList } from './swaps.ts'

export type Method = 'hungarian' | 'flow'
export type Solution = {
  cost: number
  pairs: Int32Array
  swaps: SwapList
  relabels: Int32Array
  method: Method
  potentials: Int32Array | null // the flow's cell potentials (a certificate), null for 'hungarian'
}

/** The optimal matching's pairs and cost by `method`. */
export function optimalPairs(
  start: Grid,
  goal: Grid,
  method: Method,
  options: Options = {},
): { cost: number; pairs: Int32Array; potentials: Int32Array | null } {
  const why = mismatch(start, goal)
  if (why) throw new Error(why)
  if (method === 'hungarian') {
    const a = assign(start, goal, options)
    return { cost: a.cost, pairs: pairsOf(a.starts, a.goals, a.match), potentials: null }
  }
  const f = gridFlow(start, goal, options)
  const common = commonPairs(start, goal)
  const pairs = new Int32Array(f.pairs.length + common.length)
  pairs.set(f.pairs)
  pairs.set(common, f.pairs.length)
  return { cost: f.cost, pairs, potentials: f.potentials }
}

/** The fewest swaps from `start` to `goal` and a sequence of exactly that many. */
export function solve(start: Grid, goal: Grid, method: Method = 'flow', options: Options = {}): Solution {
  const { cost, pairs, potentials } = optimalPairs(start, goal, method, options)
  const matched = pairsCost(pairs, start.cols)
  if (matched !== cost) throw new Error(`The ${method} matching costs ${matched}, not ${cost}.`)
  const plan = swapsFromMatching(start, pairs)
  if (plan.swaps.length / 2 !== cost) {
    throw new Error(
      `The relabel construction made ${plan.swaps.length / 2} swaps for a matching of cost ${cost}.`,
    )
  }
  return { cost, pairs, swaps: plan.swaps, relabels: plan.relabels, method, potentials }
}
