/**
 * The experiment engine (src/solvers/search/experiment.ts) on one fixed experiment: the textbook's
 * settings up to depth 12 (100 seeded positions per even depth from 2 to 12; iterative deepening on
 * the tree and with parent pruning, A* with misplaced tiles and with Manhattan distance), the
 * table the article prints. The row reports on stderr each algorithm's time and its N at d = 12.
 */
import { TEXTBOOK } from '../components/search/experiment-article.ts'
import { runExperiment, samplePositions } from '../src/solvers/search/experiment.ts'
import { register, type Bench } from './lib.ts'

const experiment: Bench = {
  name: 'search/experiment-textbook-2-12',
  runs: 3,
  warmup: 1,
  ops: TEXTBOOK.depths.length * TEXTBOOK.perDepth * TEXTBOOK.contestants.length,
  setup: () => {
    samplePositions(TEXTBOOK.goal, 2, 1, 1)
  }, // the goal's BFS table, built once
  run: () => {
    const cells = runExperiment(TEXTBOOK)
    const ms = new Map<string, number>()
    for (const c of cells) ms.set(c.contestant, (ms.get(c.contestant) ?? 0) + c.ms)
    const at12 = cells
      .filter((c) => c.depth === 12)
      .map((c) => `${c.contestant} ${Math.round(c.meanGenerated).toLocaleString('en-US')}`)
      .join(', ')
    process.stderr.write(
      `  search/experiment-textbook-2-12: ${[...ms].map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`).join(', ')}; N at d = 12: ${at12}\n`,
    )
    return cells.reduce((s, c) => s + c.meanGenerated, 0)
  },
}

register(experiment)
