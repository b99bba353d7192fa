// The closed table of BFS and uniform-cost search (key-table.ts) against a Map: the same answers
// for any script of sets, adds, claims and gets, through growth, on small keys, keys above 2^32 (the
// 15-puzzle's ranked states) and keys that share their low 32 bits.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KeyTable } from '../../src/solvers/search/key-table.ts'

describe('KeyTable', () => {
  it('answers as a Map does', () => {
    const key = fc.oneof(
      fc.nat(50),
      fc.nat(2 ** 28),
      fc.nat(40).map((k) => k * 2 ** 32 + 7), // the same low 32 bits
      fc.integer({ min: 0, max: 2 ** 45 }),
    )
    const op = fc.record({ what: fc.constantFrom('set', 'add', 'claim', 'get'), key, value: fc.nat(1e6) })
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (script) => {
        const table = new KeyTable(4)
        const map = new Map<number, number>()
        for (const { what, key, value } of script) {
          if (what === 'set') {
            table.set(key, value)
            map.set(key, value)
          } else if (what === 'add') {
            expect(table.add(key)).toBe(!map.has(key))
            if (!map.has(key)) map.set(key, 0)
          } else if (what === 'claim') {
            expect(table.claim(key, value)).toBe(map.get(key) ?? -1)
            if (!map.has(key)) map.set(key, value)
          } else expect(table.get(key)).toBe(map.get(key) ?? -1)
          expect(table.size).toBe(map.size)
        }
        for (const [k, v] of map) expect(table.get(k)).toBe(v)
      }),
    )
  })

  it('holds 200,000 keys', () => {
    const table = new KeyTable()
    for (let k = 0; k < 200_000; k++) table.set(k * 16 + (k % 9), k)
    expect(table.size).toBe(200_000)
    for (let k = 0; k < 200_000; k += 997) expect(table.get(k * 16 + (k % 9))).toBe(k)
    expect(table.get(3)).toBe(-1)
  })
})
