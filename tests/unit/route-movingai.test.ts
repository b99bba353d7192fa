// Moving AI benchmark files (Sturtevant 2012): the committed fixtures (two written by hand, four
// made by tests/fixtures/route/generate.ts with lengths from the tests' own Dijkstra) and the page's
// samples reproduce their optimal lengths; held-out maps, made here with seeds and sizes the
// fixtures never used, too; the format is read and written exactly, and refused with reasons.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatMap, formatScen, parseMap, parseScen, sameLength } from '../../src/solvers/route/movingai.ts'
import { runScenarios } from '../../src/solvers/route/search.ts'
import { FIXTURES, SAMPLES, makeMap, makeScen, mapText, type Spec } from '../fixtures/route/generate.ts'
import { messageOf } from './helpers.ts'
import { gridDistances, terrainOfMap } from './route-dijkstra.ts'

const DIRS = [
  new URL('../fixtures/route/', import.meta.url),
  new URL('../../src/data/route/', import.meta.url),
]
const files = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.scen'))
    .map((f) => ({
      name: f,
      scen: readFileSync(new URL(f, dir), 'utf8'),
      map: readFileSync(new URL(f.replace(/\.scen$/, ''), dir), 'utf8'),
    })),
)

describe('the fixtures and the samples', () => {
  it('are all there: two by hand, four generated, two samples', () => {
    expect(files.map((f) => f.name).sort()).toEqual(
      ['hand-6x4', 'hand-crlf', ...FIXTURES.map((s) => s.name), ...SAMPLES.map((s) => s.name)]
        .map((n) => `${n}.map.scen`)
        .sort(),
    )
  })

  it.each(files.map((f) => [f.name, f] as const))(
    '%s: A* and uniform-cost search reproduce every optimal length',
    (_, f) => {
      const grid = parseMap(f.map)
      const scenarios = parseScen(f.scen)
      for (const algorithm of ['astar', 'ucs'] as const) {
        const rows = runScenarios(grid, scenarios, algorithm)
        expect(rows.filter((r) => !r.same)).toEqual([])
        expect(rows).toHaveLength(scenarios.length)
      }
    },
  )

  it('the hand-written lengths agree with the tests’ Dijkstra too', () => {
    for (const f of files.filter((x) => x.name.startsWith('hand-'))) {
      const terrain = terrainOfMap(f.map)
      for (const s of parseScen(f.scen))
        expect(gridDistances(terrain, s.startX, s.startY, true)[s.goalY * s.width + s.goalX]).toBeCloseTo(
          s.optimal,
          7,
        )
    }
  })

  it('the generated files are what generate.ts writes now', () => {
    for (const [spec, dir] of [
      ...FIXTURES.map((s) => [s, DIRS[0]] as const),
      ...SAMPLES.map((s) => [s, DIRS[1]] as const),
    ]) {
      const rows = makeMap(spec)
      expect(readFileSync(new URL(`${spec.name}.map`, dir), 'utf8')).toBe(mapText(rows))
      expect(readFileSync(new URL(`${spec.name}.map.scen`, dir), 'utf8')).toBe(
        makeScen(spec, rows, `${spec.name}.map`),
      )
    }
  })
})

describe('held-out maps', () => {
  const heldOut: Spec[] = [
    { name: 'h-field', kind: 'field', width: 77, height: 41, seed: 9001, scenarios: 40 },
    { name: 'h-rooms', kind: 'rooms', width: 57, height: 73, seed: 9002, scenarios: 40 },
    { name: 'h-maze', kind: 'maze', width: 45, height: 31, seed: 9003, scenarios: 40 },
    { name: 'h-field-big', kind: 'field', width: 200, height: 160, seed: 9004, scenarios: 25 },
  ]
  it.each(heldOut.map((s) => [s.name, s] as const))('%s: every scenario reproduced', (_, spec) => {
    const rows = makeMap(spec)
    const grid = parseMap(mapText(rows))
    const scenarios = parseScen(makeScen(spec, rows, `${spec.name}.map`))
    expect(scenarios.length).toBeGreaterThan(20)
    const run = runScenarios(grid, scenarios, 'astar')
    expect(run.filter((r) => !r.same)).toEqual([])
  })
})

describe('the format', () => {
  it('writes what it reads', () => {
    const f = files.find((x) => x.name === 'field-32.map.scen')!
    expect(formatMap(parseMap(f.map))).toBe(f.map)
    expect(formatScen(parseScen(f.scen))).toBe(f.scen)
    const crlf = files.find((x) => x.name === 'hand-crlf.map.scen')!
    expect(parseMap(crlf.map).terrain).toEqual(Uint8Array.from([1, 0, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1]))
  })

  it('refuses what is not a Moving AI file, saying where', () => {
    expect(messageOf(() => parseMap('type octile\nheight 2\nwidth 2\nmap\n..\n.x\n'))).toBe(
      'Map row 2, column 2: "x" is not a Moving AI cell (. G S passable; @ O T W blocked).',
    )
    expect(messageOf(() => parseMap('type octile\nheight 3\nwidth 2\nmap\n..\n..\n'))).toMatch(
      /height 3 but has 2 rows|row 3 .* has 0 cells/,
    )
    expect(messageOf(() => parseMap('height 2\n'))).toMatch(/^Line 1 of the map must be "type octile"/)
    expect(messageOf(() => parseMap('type octile\nheight 2\nwidth 3\nmap\n..\n...\n'))).toMatch(
      /row 1 \(line 5\) has 2 cells/,
    )
    expect(messageOf(() => parseScen('version 2\n'))).toMatch(
      /^Line 1 of the scenario file must be "version 1"/,
    )
    expect(messageOf(() => parseScen('version 1\n0\tm.map\t2\t2\t0\t0\t1\n'))).toBe(
      'Line 2 of the scenario file has 7 fields; a scenario has 9.',
    )
    expect(messageOf(() => parseScen('version 1\n0\tm.map\t2\t2\t0\t0\t1\t1\tabc\n'))).toMatch(
      /field 9: "abc" is not a length/,
    )
    expect(messageOf(() => parseScen('version 1\n'))).toMatch(/no scenario/)
  })

  it('compares lengths to 1e-4', () => {
    expect(sameLength(2.82842712, 2 * Math.SQRT2)).toBe(true)
    expect(sameLength(99, 70 * Math.SQRT2)).toBe(false) // 0.005 apart
  })
})
