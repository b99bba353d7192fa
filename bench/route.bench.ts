/**
 * Route-finding benches: the Moving AI scenarios of the largest committed fixture (a 128 × 96 open
 * field with blocks, 60 scenarios, tests/fixtures/route/) by A* with the octile distance and by
 * uniform-cost search, 8-connected, with the lengths checked against the file's on every run.
 */
import { readFileSync } from 'node:fs'
import { parseMap, parseScen } from '../src/solvers/route/movingai.ts'
import { runScenarios } from '../src/solvers/route/search.ts'
import { register, type Bench } from './lib.ts'

const dir = new URL('../tests/fixtures/route/', import.meta.url)
const grid = parseMap(readFileSync(new URL('field-128x96.map', dir), 'utf8'))
const scenarios = parseScen(readFileSync(new URL('field-128x96.map.scen', dir), 'utf8'))

function scenarioBench(algorithm: 'astar' | 'ucs'): Bench {
  return {
    name: `route/movingai-field-128x96-${algorithm}`,
    runs: 5,
    warmup: 1,
    ops: scenarios.length,
    run: () => {
      const rows = runScenarios(grid, scenarios, algorithm)
      if (rows.some((r) => !r.same))
        throw new Error(`${algorithm}: a scenario's length differs from the file's`)
      return rows.reduce((s, r) => s + r.expanded, 0)
    },
  }
}

register(scenarioBench('astar'), scenarioBench('ucs'))
