import { traceRun, traceLabels } from './components/tileswap/trace.ts'
import { parsePair } from './src/solvers/tileswap/index.ts'
const p = parsePair('1101/0110/0100/1010 1111/1111/0000/0000')
const run = traceRun(p.start, p.goal)
for (const l of traceLabels(run, 4)) console.log(l.label)
