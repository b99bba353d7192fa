// The page's copy of pattern databases: handed out only for the goal they were built for.
import { describe, expect, it } from 'vitest'
import { keepTables, tablesFor } from '../../components/sliding/tables.ts'
import type { PdbData } from '../../src/solvers/sliding/jobs.ts'

const goal = { width: 4, height: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0] }
const db: PdbData = { width: 4, height: 3, goal: Uint8Array.from(goal.tiles), groups: [[1, 2]], tables: [new Uint8Array(4)], bytes: 4 }

describe('tablesFor / keepTables', () => {
  it('returns the kept tables for their goal only, and keeps them when nothing new comes back', () => {
    expect(tablesFor(goal)).toBeNull()
    keepTables(db)
    expect(tablesFor(goal)).toBe(db)
    expect(tablesFor({ ...goal, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toBeNull()
    expect(tablesFor({ width: 3, height: 4, tiles: goal.tiles })).toBeNull()
    keepTables(null)
    keepTables(undefined)
    expect(tablesFor(goal)).toBe(db)
  })
})
