/**
 * How many threads one search may use (`--threads`), for every verb that splits a single search
 * over cores: `sliding solve` (src/cli/split-ida.ts), `sliding distances` (census-threads.ts) and
 * `connect4 solve` (split-connect4.ts).
 * The command's thread sets the default to one a core (command.ts); a batch's threads set the
 * default and the most to one (parallel.ts), so that a batch already on every core does not start
 * threads within each of its threads.
 */
import { threadCount } from './io.ts'

let defaultThreads = 1
let maxThreads = Number.POSITIVE_INFINITY

/** The threads a search uses when --threads is not given, and the most it may use. */
export function setSearchThreads(byDefault: number, atMost = Number.POSITIVE_INFINITY): void {
  defaultThreads = byDefault
  maxThreads = atMost
}

/**
 * --threads (a whole number from 1 to 256, as --jobs), or the default (set above, unless the verb
 * has its own: `connect4 solve`'s is 1); capped as set above.
 */
export function searchThreads(raw: string | undefined, byDefault = defaultThreads): number {
  return Math.min(raw === undefined ? byDefault : threadCount('threads', raw), maxThreads)
}
