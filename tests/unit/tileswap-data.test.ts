// The data the tile swap article reads at build time: the saved bench run (src/data/tileswap/bench.json,
// written by save-bench.ts from `npm run bench -- --json tileswap/…`). The article quotes these
// timings and the machine; nothing in it is typed by hand.
import { describe, expect, it } from 'vitest'
import bench from '../../src/data/tileswap/bench.json'

const ROWS = ['12x12-source', '32x32-half', '45x45-half', '64x64-half'].flatMap((n) => [
  `tileswap/${n}`,
  `tileswap/${n}-hungarian`,
])

describe('src/data/tileswap/bench.json', () => {
  it('has every row the article quotes, each a real measurement', () => {
    for (const name of [...ROWS, 'tileswap/4x4-all-bfs']) {
      const row = bench.rows.find((r) => r.name === name)
      expect(row, name).toBeDefined()
      expect(row!.medianMs).toBeGreaterThan(0)
      expect(row!.minMs).toBeLessThanOrEqual(row!.medianMs)
      expect(row!.runs).toBeGreaterThanOrEqual(1)
    }
  })

  it('names the machine and the command it came from', () => {
    expect(bench.machine.cpu).not.toBe('')
    expect(bench.machine.cores).toBeGreaterThan(0)
    expect(bench.machine.node).toMatch(/^v\d+/)
    expect(bench.machine.loadBefore).toHaveLength(3)
    expect(bench.date).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(bench.command).toMatch(/^npm run bench -- --json tileswap\//)
  })

  it('shows what the article says: the flow beats the Hungarian method on 64×64', () => {
    const ms = (name: string) => bench.rows.find((r) => r.name === name)!.medianMs
    expect(ms('tileswap/64x64-half-hungarian')).toBeGreaterThan(ms('tileswap/64x64-half'))
  })
})
