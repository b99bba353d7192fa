/**
 * `puzzle-notebook queens …` — N-queens over the solvers in src/solvers/queens: counting by
 * backtracking (plain or bit masks), the first solution, and local search (hill climbing and its
 * variants, simulated annealing, min-conflicts up to a million queens and beyond).
 */
import {
  bitCount,
  countDistinct,
  firstSolution,
  localSearch,
  localStats,
  minConflictsLarge,
  parseSize,
  plainBacktrack,
  LOCAL_METHODS,
  type LocalMethod,
  puzzle as description,
} from '../../solvers/queens/index.ts'
import { NotationError } from '../../solvers/contract.ts'
import { cliPuzzle, UsageError } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'

/** Backtracking counts up to here (n = 18 already takes minutes). */
export const MAX_COUNT_N = 24
/** Distinct solutions are counted along with the total up to here (they visit every solution). */
export const MAX_DISTINCT_N = 13
/** The steepest-descent methods look at n(n−1) moves a step: up to here. */
export const MAX_CLIMB_N = 200
export const MAX_LOCAL_N = 10_000_000

const fmt = (n: number): string => n.toLocaleString('en-US')

function wholeOption(values: OptionValues, name: string, fallback: number, max: number): number {
  const raw = values[name]
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > max)
    throw new UsageError(
      `Option --${name} takes a whole number from 1 to ${fmt(max)}, not "${raw.slice(0, 20)}".`,
    )
  return Number(raw)
}

function countMethod(values: OptionValues): 'bitmask' | 'plain' {
  const m = values.method ?? 'bitmask'
  if (m !== 'bitmask' && m !== 'plain')
    throw new UsageError(`Unknown method "${m.slice(0, 20)}" for queens count: bitmask or plain.`)
  return m
}

function count(input: string, values: OptionValues): Outcome {
  const n = parseSize(input, MAX_COUNT_N)
  const method = countMethod(values)
  const budget = values['max-nodes'] !== undefined ? { maxNodes: Number(values['max-nodes']) } : undefined
  const r = method === 'plain' ? plainBacktrack(n, undefined, { budget }) : bitCount(n, { budget })
  const distinct = n <= MAX_DISTINCT_N ? countDistinct(n).distinct : null
  const text = `${fmt(r.solutions)} solutions${distinct === null ? '' : ` (${fmt(distinct)} up to rotation and reflection)`}; search tree ${fmt(r.nodes)} nodes`
  const json = JSON.stringify({ n, method, solutions: r.solutions, distinct, nodes: r.nodes })
  return r.solutions === 0
    ? {
        status: 'unsolvable',
        reason: `No solution: no ${n}×${n} placement of ${n} queens is attack-free (exhaustive search, ${fmt(r.nodes)} nodes).`,
        json,
      }
    : { status: 'solved', text, json }
}

function solve(input: string, values: OptionValues): Outcome {
  const method = values.method ?? 'backtrack'
  if (method !== 'backtrack' && method !== 'min-conflicts')
    throw new UsageError(
      `Unknown method "${method.slice(0, 20)}" for queens solve: backtrack or min-conflicts.`,
    )
  const n = parseSize(input, method === 'backtrack' ? 30 : MAX_LOCAL_N)
  let columns: number[] | null
  if (method === 'backtrack') columns = firstSolution(n)
  else {
    // Rows by column from min-conflicts; a solution's transpose is a solution, so it reads as columns by row.
    const r = n <= 3 ? null : minConflictsLarge(n, { seed: 1 })
    columns = n === 1 ? [0] : r?.solved ? Array.from(r.rows) : null
  }
  const json = JSON.stringify({ n, method, columns: columns ? columns.map((c) => c + 1) : null })
  if (!columns)
    return {
      status: 'unsolvable',
      reason:
        n <= 3
          ? `No solution: ${n} queens cannot be placed on a ${n}×${n} board.`
          : `min-conflicts got stuck on ${fmt(n)} queens.`,
      json,
    }
  return { status: 'solved', text: columns.map((c) => c + 1).join(' '), json }
}

function localMethod(values: OptionValues): LocalMethod {
  const m = values.method ?? 'min-conflicts'
  if (!(LOCAL_METHODS as readonly string[]).includes(m))
    throw new UsageError(`Unknown method "${m.slice(0, 20)}" for queens local: ${LOCAL_METHODS.join(', ')}.`)
  return m as LocalMethod
}

function local(input: string, values: OptionValues): Outcome {
  const method = localMethod(values)
  const n = parseSize(input, MAX_LOCAL_N)
  const seed = wholeOption(values, 'seed', 1, 2 ** 31)
  const runs = wholeOption(values, 'runs', 1, 1_000_000)
  if (n < 4)
    throw new NotationError(
      `Local search needs n ≥ 4 (n = 2 and 3 have no solution, n = 1 is trivial), not ${n}.`,
    )
  if (method !== 'min-conflicts' && n > MAX_CLIMB_N)
    throw new NotationError(
      `${method} looks at every move of every queen each step: n up to ${fmt(MAX_CLIMB_N)} (min-conflicts goes to ${fmt(MAX_LOCAL_N)}).`,
    )
  if (runs > 1) {
    const s = localStats(n, method, runs, { seed })
    const mean = (x: number): string => (Number.isNaN(x) ? '–' : x.toFixed(1))
    const text = `${method} on ${fmt(n)} queens, ${fmt(runs)} runs (seeds ${seed}–${seed + runs - 1}): ${(100 * s.successRate).toFixed(1)}% solved; mean steps ${mean(s.meanStepsSolved)} when solved, ${mean(s.meanStepsFailed)} when stuck${method === 'restarts' ? `; mean restarts ${s.meanRestarts.toFixed(2)}` : ''}`
    const json = JSON.stringify({
      ...s,
      seed,
      meanStepsSolved: Number.isNaN(s.meanStepsSolved) ? null : s.meanStepsSolved,
      meanStepsFailed: Number.isNaN(s.meanStepsFailed) ? null : s.meanStepsFailed,
    })
    return {
      status: s.solved > 0 ? 'solved' : 'unsolvable',
      text,
      reason: `${method} solved none of ${fmt(runs)} runs.`,
      json,
    } as Outcome
  }
  const big = method === 'min-conflicts' && n > 1000
  const t = performance.now()
  const r = big ? minConflictsLarge(n, { seed }) : localSearch(n, method, { seed })
  const ms = performance.now() - t
  const restarts = 'restarts' in r ? r.restarts : 0
  const json = JSON.stringify({
    n,
    method,
    seed,
    solved: r.solved,
    steps: r.steps,
    restarts,
    ms: Math.round(ms),
    rows: n <= 1000 ? Array.from(r.rows, (x) => x + 1) : undefined,
  })
  const how = `${fmt(r.steps)} steps${restarts ? `, ${fmt(restarts)} restarts` : ''}, ${(ms / 1000).toFixed(2)} s`
  if (!r.solved)
    return {
      status: 'unsolvable',
      reason: `${method} got stuck on ${fmt(n)} queens (seed ${seed}) after ${how}.`,
      json,
    }
  const rows = n <= 64 ? `: ${Array.from(r.rows, (x) => x + 1).join(' ')}` : ''
  return { status: 'solved', text: `${method} solved ${fmt(n)} queens (seed ${seed}) in ${how}${rows}`, json }
}

const SIZE_HELP = `Input
  n, the board size: n queens on an n×n board, one per row. A solution lists, row by row, the
  column (1..n) of that row's queen.`

const countVerb: Verb = {
  name: 'count',
  budgets: ['max-nodes'],
  noBudget: 'a backtracking count keeps one board, so only --max-nodes applies',
  summary: 'count every solution (and the distinct ones up to symmetry), with the search tree size',
  options: ['method'],
  help: `Usage: puzzle-notebook queens count <n|-> [--method bitmask|plain] [--max-nodes N] [--json]

Counts every placement by backtracking (n up to ${MAX_COUNT_N}; n = 16 takes seconds, each n after it
about six times longer). --method bitmask (default) keeps the free columns and diagonals in bit
masks; plain checks each new queen against those above it. Up to n = ${MAX_DISTINCT_N} it also counts
solutions up to rotation and reflection. Exit 1 for n = 2 and 3, which have none. --max-nodes N
gives up (exit 3) once the search tree passes N nodes (looked at every 1,048,576 nodes).
  $ puzzle-notebook queens count 8
  92 solutions (12 up to rotation and reflection); search tree 2,057 nodes
With --json: {"n":8,"method":"bitmask","solutions":92,"distinct":12,"nodes":2057}

${SIZE_HELP}`,
  answer: count,
}

const solveVerb: Verb = {
  name: 'solve',
  budgets: [],
  noBudget: 'the first solution is found in a few nodes for every n it takes (min-conflicts beyond)',
  summary: 'one solution: the first in lexicographic order, or any by min-conflicts',
  options: ['method'],
  help: `Usage: puzzle-notebook queens solve <n|-> [--method backtrack|min-conflicts] [--json]

Prints a solution as the column (1..n) of each row's queen. --method backtrack (default): the
first solution in lexicographic order, n up to 30:
  $ puzzle-notebook queens solve 8
  1 5 8 6 3 7 2 4
With --json: {"n":8,"method":"backtrack","columns":[1,5,8,6,3,7,2,4]}
--method min-conflicts: some solution, n up to ${fmt(MAX_LOCAL_N)} (seed 1; see "queens local").

${SIZE_HELP}`,
  answer: solve,
}

const localVerb: Verb = {
  name: 'local',
  budgets: [],
  noBudget: 'each run has its own step limit (a local search has no tree to budget)',
  summary: 'local search: hill climbing, sideways moves, restarts, annealing, min-conflicts',
  options: ['method', 'seed', 'runs'],
  help: `Usage: puzzle-notebook queens local <n|-> [--method ${LOCAL_METHODS.join('|')}] [--seed S] [--runs R] [--json]

One queen a column, each on a random row (seeded: --seed, default 1); a step moves one queen
within its column. h is the number of attacking pairs.
  hill           steepest descent; stops when no move lowers h
  sideways       also moves that keep h, up to 100 in a row
  restarts       hill climbing from new random states until one succeeds (up to 1,000 restarts)
  annealing      random moves, a worse one taken with probability e^(−Δ/T), T from 2, ×0.995 a step
  min-conflicts  (the default) a random queen in conflict moves to its least attacked row (n up to ${fmt(MAX_LOCAL_N)};
                 above 1,000 a greedy start and an incremental list of conflicts)
Every method but min-conflicts takes n up to ${fmt(MAX_CLIMB_N)}. Steps are capped at 10,000 a run
(2,000,000 for min-conflicts above n = 1,000). Exit 1 when the run gets stuck.
With --runs R > 1, runs seeds S..S+R−1 and prints the success rate and mean steps:
  $ puzzle-notebook queens local 8 --method hill --runs 1000
With one run, the result (and the rows, for n ≤ 64):
  $ puzzle-notebook queens local 1000000 --method min-conflicts`,
  answer: local,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'n',
  summary: 'N-queens: n queens on an n×n board, none attacking another',
  options: '[--method …]',
  notation: SIZE_HELP,
  verbs: [countVerb, solveVerb, localVerb],
})
