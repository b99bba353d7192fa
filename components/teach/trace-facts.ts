/**
 * The numbers of the lesson "predict the next node", computed by the trace engine (the race's own
 * algorithms, src/solvers/search/trace.ts) when the site is built; a unit test asserts them.
 * Build-time only.
 */
import { trace, type TraceResult } from '../../src/solvers/search/jobs.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { EXAMPLE } from '../search/position.ts'
import { STEP_PARAM, TRACE_PARAM } from '../search/trace-view.ts'
import type { AlgorithmName } from '../../src/solvers/search/algorithms.ts'

/**
 * The search article's trace view on its example (in the link, so a reader's own position does not
 * replace it), in class mode (`focus`: the projector view), with the trace's default settings
 * (Manhattan distance, unit costs); `step` from 0.
 */
export function traceLink(
  algorithm: AlgorithmName,
  options: { focus?: boolean; step?: number } = {},
): string {
  const params = new URLSearchParams([
    ['board', EXAMPLE],
    [TRACE_PARAM, algorithm],
    ...(options.step === undefined ? [] : [[STEP_PARAM, String(options.step + 1)]]),
    ['mode', 'class'],
    ...(options.focus ? [['view', 'focus']] : []),
  ])
  return `/search-algorithms/?${params.toString()}#frontier`
}

export function traceFacts() {
  const run = (algorithm: AlgorithmName): TraceResult =>
    trace({
      kind: 'trace',
      start: boardData(parseBoard(EXAMPLE)),
      goal: boardData(defaultGoal(3, 3)),
      algorithm,
      heuristic: 'manhattan',
      weight: 2,
    })
  const astar = run('astar')
  const bfs = run('bfs')
  // The first expansion where several open nodes share the smallest f and also the largest g: the
  // oldest of them goes first. And the first where the larger g alone decides.
  const byAge = astar.steps.findIndex((s) => s.tie !== null && s.tie.sameG > 1)
  const byG = astar.steps.findIndex((s) => s.tie !== null && s.tie.count > 1 && s.tie.sameG === 1)
  const tie = (k: number) => ({
    expansion: k + 1,
    node: astar.steps[k].node.id,
    g: astar.steps[k].node.g,
    f: astar.steps[k].tie!.priority,
    count: astar.steps[k].tie!.count,
    sameG: astar.steps[k].tie!.sameG,
  })
  return {
    example: EXAMPLE,
    astar: {
      expanded: astar.expanded,
      length: astar.length!,
      goal: astar.goal!.id!,
      first: astar.steps[0].node,
      second: astar.steps[1].node.id,
    },
    bfs: { expanded: bfs.expanded, drawn: bfs.steps.length },
    byAge: tie(byAge),
    byG: tie(byG),
  }
}
