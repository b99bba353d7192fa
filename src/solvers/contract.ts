/**
 * The puzzle contract: what every puzzle in src/solvers/<puzzle>/index.ts describes, and the few
 * things every solver shares (the input errors, the abort check, the progress type, a timing
 * harness). Pure TypeScript: no DOM, no postMessage; it runs in Node, in a worker and on the page.
 *
 * Vocabulary:
 *   Notation<T>   text ⇄ value, for a position or a move list: the same `parse`/`format` serve the
 *                 URL (`?board=`), the CLI, the tests and the article.
 *   Job           `(request, { signal, onProgress }) → result`: one kind of long work. The site's
 *                 worker serves a folder's jobs.ts; the CLI and the bench call the same functions.
 *   Jobs          the puzzle's jobs by kind; a request names its kind: `{ kind: 'solve', … }`.
 *   Puzzle        the description: names, example, notations, checker, jobs.
 */

/** Bad input text: names what is wrong and where (exit 2 in the CLI, shown under the input on the page). */
export class NotationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotationError'
  }
}

/** Input that reads but cannot be used (a goal of another shape, an illegal move in a list). */
export class InputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InputError'
  }
}

/**
 * A search that stopped at its budget (nodes or memory) before it finished: not bad input and not
 * "no solution". The message says how far it got: "Gave up after 5,000,000 nodes (budget …)."
 */
export class BudgetError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BudgetError'
  }
}

/** A search's budget: how many nodes it may expand and how many bytes it may keep. */
export interface Budget {
  maxNodes?: number
  maxBytes?: number
}

/**
 * The error of a search that has expanded every node of its budget and needs one more: a search
 * checks `expanded >= maxNodes` before each expansion and throws this, so it never expands more
 * than the budget (`--max-nodes N` means at most N).
 */
export function nodeBudgetSpent(maxNodes: number): BudgetError {
  const n = maxNodes.toLocaleString('en-US')
  return new BudgetError(
    `Gave up after ${n} node${maxNodes === 1 ? '' : 's'} (the budget is ${n}; raise it with --max-nodes).`,
  )
}

/**
 * The error of a search about to allocate past its memory budget: `bytes` is what its tables
 * would take with the allocation, so it gives up before the tables pass the budget.
 */
export function memoryBudgetSpent(bytes: number, maxBytes: number): BudgetError {
  const mb = (b: number): string =>
    b < 2 ** 20 ? (b / 2 ** 20).toFixed(2) : Math.round(b / 2 ** 20).toLocaleString('en-US')
  return new BudgetError(
    `Gave up before its tables reached ${mb(bytes)} MB (the budget is ${mb(maxBytes)} MB; raise it with --max-memory).`,
  )
}

/** Throws BudgetError when `nodes` or `bytes` passed the budget; call it where progress is reported. */
export function checkBudget(budget: Budget | undefined, nodes: number, bytes = 0): void {
  if (!budget) return
  // Callers look at node maxNodes + 1 before expanding it, so the search spent exactly its budget.
  if (budget.maxNodes !== undefined && nodes > budget.maxNodes) throw nodeBudgetSpent(budget.maxNodes)
  if (budget.maxBytes !== undefined && bytes > budget.maxBytes) {
    throw new BudgetError(
      `Gave up at ${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB of tables (the budget is ${Math.round(budget.maxBytes / 2 ** 20).toLocaleString('en-US')} MB; raise it with --max-memory).`,
    )
  }
}

/** True for the errors that mean "the reader's input is wrong", not "the program is wrong". */
export function isInputError(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'NotationError' || error.name === 'InputError')
}

/** What a long job reports while it runs. */
export interface Progress {
  explored: number
  depth?: number
  note?: string
}

/** The options every long solver takes: check `signal` often (stop within ~50 ms), report progress. */
export interface JobOptions {
  signal?: AbortSignal
  onProgress?: (p: Progress) => void
}

/** JobOptions and a budget: a search that gives up (BudgetError) rather than pass it. */
export interface BudgetOptions extends JobOptions {
  budget?: Budget
}

/** What a job receives besides its request (the worker host and the CLI both build one). */
export interface JobContext {
  signal: AbortSignal
  onProgress: (p: Progress) => void
}

/** The error a solver throws when its signal is aborted. */
export function abortError(): Error {
  const err = new Error('The search was cancelled.')
  err.name = 'AbortError'
  return err
}

/** Throws `abortError()` when `signal` is aborted; cheap enough for a hot loop every few thousand steps. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError()
}

/** True for the error thrown by `throwIfAborted`. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

/** One kind of long work; the request carries its `kind`. */
export type Job<Req extends { kind: string } = any, Res = any> = (
  req: Req,
  ctx: JobContext,
) => Res | Promise<Res>

/** A puzzle's jobs by kind. */
export type Jobs = Record<string, Job>

/** The request type of job `K`. */
export type RequestOf<J extends Jobs, K extends keyof J> = Parameters<J[K]>[0]
/** The result type of job `K`. */
export type ResultOf<J extends Jobs, K extends keyof J> = Awaited<ReturnType<J[K]>>

/** Text ⇄ value. `parse` throws NotationError naming what is wrong and where. */
export interface Notation<T> {
  parse(text: string): T
  format(value: T): string
}

/** The description a puzzle exports from src/solvers/<puzzle>/index.ts as `puzzle`. */
export interface Puzzle<P = any, M = any, J extends Jobs = Jobs> {
  /** Short name: the folder, the worker, the CLI's first word ("clocks", "tileswap"). */
  id: string
  /** The reader's name for it ("Clocks", "Tile swap"). */
  name: string
  /** The article's slug (content/<slug>.mdx, the page /<slug>/); the article owns the reading order. */
  slug: string
  /** The example position, in the notation. */
  example: string
  /** Positions: the `?board=` value, the CLI's input. */
  position: Notation<P>
  /** Move lists, as a reader types them. */
  moves: Notation<M[]>
  /** The position after `moves`; throws InputError naming the first illegal move. */
  replay(start: P, moves: readonly M[]): P
  /** True when `moves` are legal from `start` and reach the goal. */
  isSolution(start: P, moves: readonly M[]): boolean
  jobs: J
}

/** Declares a puzzle with its types inferred (an identity function, for checking only). */
export function definePuzzle<P, M, J extends Jobs>(puzzle: Puzzle<P, M, J>): Puzzle<P, M, J> {
  return puzzle
}

/** Mean time of one call of `run`, from repeating it for at least `budgetMs` (after one warm-up call). */
export function timeRepeated<T>(
  run: () => T,
  budgetMs = 40,
  now: () => number = () => performance.now(),
): { value: T; ms: number; runs: number } {
  let value = run()
  let runs = 0
  const start = now()
  let elapsed = 0
  for (let batch = 1; elapsed < budgetMs; batch *= 2) {
    for (let k = 0; k < batch; k++) value = run()
    runs += batch
    elapsed = now() - start
  }
  return { value, ms: elapsed / runs, runs }
}

/** Time one call of `run`. */
export function timed<T>(
  run: () => T,
  now: () => number = () => performance.now(),
): { value: T; ms: number } {
  const start = now()
  const value = run()
  return { value, ms: now() - start }
}
