/**
 * Where a solver's big tables come from (the 15-puzzle's pattern databases: seconds to build,
 * megabytes to keep). By default each table is built here, in this thread. A batch spread over
 * worker threads (src/cli/parallel.ts) installs a source that shares them: the threads split the
 * tables still to build between them, and each then reads every table from shared memory, rather
 * than each building all of them itself.
 *
 * A table is named by a key that says everything it depends on (two tables with one key must be
 * the same bytes), and `build(i)` makes the one named `keys[i]`.
 */
export type TableSource = (keys: readonly string[], build: (index: number) => Uint8Array) => Uint8Array[]

const buildHere: TableSource = (keys, build) => keys.map((_, i) => build(i))
let source: TableSource = buildHere

/** Installs where tables come from in this thread (null: built here again). */
export function setTableSource(next: TableSource | null): void {
  source = next ?? buildHere
}

/** The tables named `keys`, each built by `build(i)` unless another thread built it or is building it. */
export function sharedTables(keys: readonly string[], build: (index: number) => Uint8Array): Uint8Array[] {
  return source(keys, build)
}
