// Shared by the unit tests.
import { expect } from 'vitest'

/** The message of the NotationError (any puzzle's) that `parse` throws; fails if it throws none. */
export function messageOf(parse: () => unknown): string {
  try {
    parse()
  } catch (error) {
    expect((error as Error).name).toBe('NotationError')
    return (error as Error).message
  }
  throw new Error('expected a NotationError')
}
