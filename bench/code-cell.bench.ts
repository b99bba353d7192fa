/**
 * The code cell's benches (issue 19): the heuristic check of a reader's Manhattan-like h on all
 * 181,440 3×3 positions and every move, in Node,
 *   code-cell/check-heuristic-node      h called on every position (plain function, as the page's
 *                                       sandbox calls it) + the verdict (heuristic-check.ts);
 *   code-cell/check-heuristic-cli       the same through the CLI's sandbox: a worker thread, a vm
 *                                       context, types stripped (what `sliding check-heuristic` does);
 *   code-cell/check-heuristic-cli-py    the same with Manhattan in Python (Pyodide in the CLI's child);
 *   code-cell/strip-types               Sucrase on the article's starter heuristic (the step the
 *                                       page runs on each Run, after its first load).
 * The check in Chromium (positions listed, h in the Blob worker, verdict) is measured by
 * tests/e2e/code-cell.spec.ts, which logs the figure.
 */
import { transform } from 'sucrase'
import { MANHATTAN_PY, MANHATTAN_STARTER as MANHATTAN_SOURCE } from '../components/search/starters.ts'
import { defaultGoal } from '../src/solvers/sliding/model.ts'
import { positions, valuesOf, verdict } from '../src/solvers/search/heuristic-check.ts'
import { mapInSandbox } from '../src/cli/sandbox.ts'
import { register, type Bench } from './lib.ts'

const GOAL = defaultGoal(3, 3)

/** The starter's own h as a plain function (types stripped, loaded as a module): what the page's sandbox calls. */
const STRIPPED = transform(MANHATTAN_SOURCE, { transforms: ['typescript'], disableESTransforms: true }).code
const manhattanLike = (await import(`data:text/javascript,${encodeURIComponent(STRIPPED)}`)).default as (
  tiles: number[],
  goal: number[],
  width: number,
) => number

const checkNode: Bench = {
  name: 'code-cell/check-heuristic-node',
  runs: 5,
  warmup: 1,
  run: () => {
    const pos = positions(GOAL) // cached after the warm-up, as the page's worker keeps it
    const v = verdict(pos, valuesOf(pos, manhattanLike))
    if (v.overestimates !== 0 || v.positions !== 181_440)
      throw new Error('Manhattan distance must check clean')
    return v.exact
  },
}

const checkCli: Bench = {
  name: 'code-cell/check-heuristic-cli',
  runs: 3,
  warmup: 1,
  run: () => {
    const pos = positions(GOAL)
    const values = mapInSandbox(
      'manhattan.ts',
      MANHATTAN_SOURCE,
      { inputs: pos.tiles, stride: 9, goal: Array.from(GOAL.tiles), width: 3 },
      10,
    )
    return verdict(pos, values).exact
  },
}

const checkCliPython: Bench = {
  name: 'code-cell/check-heuristic-cli-py',
  runs: 3,
  warmup: 1,
  run: () => {
    const pos = positions(GOAL)
    const values = mapInSandbox(
      'manhattan.py',
      MANHATTAN_PY,
      { inputs: pos.tiles, stride: 9, goal: Array.from(GOAL.tiles), width: 3 },
      30,
    )
    return verdict(pos, values).exact
  },
}

const strip: Bench = {
  name: 'code-cell/strip-types',
  runs: 50,
  warmup: 5,
  run: () =>
    transform(MANHATTAN_SOURCE, {
      transforms: ['typescript', 'imports'],
      production: true,
      disableESTransforms: true,
    }).code.length,
}

register(checkNode, checkCli, checkCliPython, strip)
