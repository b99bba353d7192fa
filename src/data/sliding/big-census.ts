/**
 * Writes big-census.json: the complete BFS of the 3×4 and 2×6 boards from their default goals
 * (1, 2, … with the blank last), 239,500,800 positions each, in the 2-bit tables of
 * src/solvers/sliding/big-bfs.ts. Several minutes on a loaded machine:
 *   node src/data/sliding/big-census.ts
 * tests/unit/sliding-big-census.test.ts checks the sums (12!/2) and the diameters (53 and 80,
 * OEIS A151944); the BigCensus widget runs the same search in the reader's browser.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { defaultGoal, formatBoard } from '../../solvers/sliding/index.ts'
import { compactBfs } from '../../solvers/sliding/big-bfs.ts'

const runs = [[4, 3], [6, 2]].map(([w, h]) => {
  const goal = defaultGoal(w, h)
  const load = loadavg()[0]
  const start = performance.now()
  const cpu0 = process.cpuUsage()
  let peak = 0
  const r = compactBfs(goal, { onProgress: () => { peak = Math.max(peak, process.memoryUsage().rss) } })
  const cpu = process.cpuUsage(cpu0)
  peak = Math.max(peak, process.memoryUsage().rss)
  const run = {
    shape: `${w}x${h}`, goal: formatBoard(goal), counts: r.counts, reached: r.reached, diameter: r.counts.length - 1,
    farthest: r.farthest.map(formatBoard), seconds: Math.round((performance.now() - start) / 100) / 10,
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10, peakRssMB: Math.round(peak / 2 ** 20), tableMB: Math.round(r.tableBytes / 2 ** 20),
    loadAverage: Math.round(load * 10) / 10, cores: cpus().length,
  }
  console.error(`${run.shape}: ${run.reached} positions, diameter ${run.diameter}, ${run.seconds} s (${run.cpuSeconds} s CPU), peak RSS ${run.peakRssMB} MB, load ${run.loadAverage}`)
  return run
})
writeFileSync(new URL('./big-census.json', import.meta.url), JSON.stringify({ note: 'Written by src/data/sliding/big-census.ts; do not edit.', runs }, null, 1) + '\n')
