/**
 * `puzzle-notebook mapcolour …` — map colouring over the solvers in src/solvers/csp: the exact
 * number of colourings (dynamic programming over a frontier, no enumeration), and a colouring by
 * backtracking (any ordering and inference), min-conflicts, or the tree-structured algorithm.
 */
import { BudgetError, InputError } from '../../solvers/contract.ts'
import {
  backtrack,
  INFERENCES,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
  type Inference,
  type ValueOrder,
  type VariableOrder,
} from '../../solvers/csp/csp.ts'
import { countSolutions, MAX_STATES } from '../../solvers/csp/count.ts'
import { MIN_CONFLICTS_STEPS, minConflicts } from '../../solvers/csp/local.ts'
import { mapCsp } from '../../solvers/csp/problems.ts'
import { cycleWords, solveTree, treeShape } from '../../solvers/csp/tree.ts'
import {
  BUILT_IN,
  COLOUR_NAMES,
  colourName,
  formatColouring,
  MAX_COLOURS,
  MAX_REGIONS,
  MIN_COLOURS,
  mapWords,
  parseColours,
  parseMap,
  type ColourMap,
  puzzle as description,
} from '../../solvers/mapcolour/index.ts'
import { cliPuzzle, UsageError } from '../io.ts'
import type { OptionValues, Outcome, Puzzle, Verb } from '../io.ts'

/** Backtracking's default budget in the CLI (a few seconds); --max-nodes changes it. */
export const CLI_MAX_NODES = 20_000_000
/** Four colours suffice for any map drawn on a plane (the four-colour theorem). */
export const DEFAULT_COLOURS = 4
const METHODS = ['backtrack', 'min-conflicts', 'tree'] as const
type Method = (typeof METHODS)[number]

const fmt = (n: number): string => n.toLocaleString('en-US')
const VARIABLE_WORDS: Record<VariableOrder, string> = {
  static: 'regions in order',
  mrv: 'MRV',
  'mrv-degree': 'MRV and degree',
}
const VALUE_WORDS: Record<ValueOrder, string> = {
  static: 'colours in order',
  lcv: 'least constraining colour first',
}
const INFERENCE_WORDS: Record<Inference, string> = {
  none: 'no inference',
  forward: 'forward checking',
  mac: 'MAC',
}

function coloursOf(values: OptionValues): number {
  if (values.colours === undefined) return DEFAULT_COLOURS
  try {
    return parseColours(values.colours)
  } catch (err) {
    const m = (err as Error).message
    throw new UsageError(`Option --colours: ${m.charAt(0).toLowerCase()}${m.slice(1)}`)
  }
}

function choice<T extends string>(values: OptionValues, name: string, allowed: readonly T[], fallback: T): T {
  const v = values[name] ?? fallback
  if (!(allowed as readonly string[]).includes(v))
    throw new UsageError(
      `Option --${name} takes ${allowed.join(', ')}, not ${JSON.stringify(v.slice(0, 20))}.`,
    )
  return v as T
}

const mapJson = (map: ColourMap) => ({ map: map.id, regions: map.regions.length, borders: map.edges.length })

function count(input: string, values: OptionValues): Outcome {
  const colours = coloursOf(values)
  const map = parseMap(input)
  const r = countSolutions(mapCsp(map, colours))
  const exact = r.count <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(r.count) : r.count.toString()
  const json = JSON.stringify({ ...mapJson(map), colours, count: exact })
  if (r.count === 0n)
    return {
      status: 'unsolvable',
      reason: `No colouring of ${mapWords(map)} with ${colours} colour${colours === 1 ? '' : 's'} (counted exactly: 0).`,
      json,
    }
  const ways = BigInt(r.count).toLocaleString('en-US')
  return { status: 'solved', text: `${mapWords(map)}, ${colours} colours: ${ways} colourings`, json }
}

function solve(input: string, values: OptionValues): Outcome {
  const colours = coloursOf(values)
  const method = choice<Method>(values, 'method', METHODS, 'backtrack')
  const variable = choice<VariableOrder>(values, 'variable', VARIABLE_ORDERS, 'mrv')
  const value = choice<ValueOrder>(values, 'value', VALUE_ORDERS, 'static')
  const inference = choice<Inference>(values, 'inference', INFERENCES, 'forward')
  if (method !== 'backtrack')
    for (const name of ['variable', 'value', 'inference', 'max-nodes'])
      if (values[name] !== undefined)
        throw new UsageError(`Option --${name} is for --method backtrack, not ${method}.`)
  if (method !== 'min-conflicts' && values.seed !== undefined)
    throw new UsageError(`Option --seed is for --method min-conflicts, not ${method}.`)
  const map = parseMap(input)
  const csp = mapCsp(map, colours)
  const done = (colouring: ArrayLike<number>, how: string, extra: Record<string, unknown>): Outcome => ({
    status: 'solved',
    text: `${formatColouring(map, colouring)} (${how})`,
    json: JSON.stringify({
      ...mapJson(map),
      colours,
      method,
      colouring: Object.fromEntries(map.regions.map((r, i) => [r, colourName(colouring[i])])),
      ...extra,
    }),
  })
  const none = (reason: string, extra: Record<string, unknown>): Outcome => ({
    status: 'unsolvable',
    reason,
    json: JSON.stringify({ ...mapJson(map), colours, method, colouring: null, ...extra }),
  })
  if (method === 'tree') {
    const shape = treeShape(csp)
    if (!shape.tree)
      throw new InputError(
        `--method tree needs a map without cycles; ${mapWords(map)} has ${cycleWords(csp, shape.cycle)}.`,
      )
    const r = solveTree(csp)
    const extra = { checks: r.checks, revisions: r.revisions }
    return r.solution
      ? done(r.solution, `tree algorithm: ${fmt(r.revisions)} arcs revised, ${fmt(r.checks)} checks`, extra)
      : none(
          `No colouring with ${colours} colours: arc consistency emptied ${map.regions[r.wipedOut!]}'s colours.`,
          extra,
        )
  }
  if (method === 'min-conflicts') {
    const seed = values.seed === undefined ? 1 : Number(values.seed)
    if (!/^\d+$/.test(values.seed ?? '1') || seed < 1 || seed > 2 ** 31)
      throw new UsageError(
        `Option --seed takes a whole number from 1, not ${JSON.stringify(values.seed!.slice(0, 20))}.`,
      )
    const r = minConflicts(csp, { seed })
    const extra = { seed, steps: r.steps }
    return r.solved
      ? done(r.assignment, `min-conflicts, seed ${seed}: ${fmt(r.steps)} steps`, extra)
      : none(
          `min-conflicts got stuck after ${fmt(MIN_CONFLICTS_STEPS)} steps (seed ${seed}); that proves nothing: --method backtrack decides.`,
          extra,
        )
  }
  const maxNodes = values['max-nodes'] === undefined ? CLI_MAX_NODES : Number(values['max-nodes'])
  const r = backtrack(csp, { variable, value, inference, maxNodes })
  if (r.gaveUp)
    throw new BudgetError(
      `Gave up after ${fmt(maxNodes)} nodes without a colouring or a proof that none exists (raise it with --max-nodes, or try --inference mac).`,
    )
  const how = `backtracking with ${VARIABLE_WORDS[variable]}, ${VALUE_WORDS[value]}, ${INFERENCE_WORDS[inference]}: ${fmt(r.nodes)} nodes, ${fmt(r.checks)} checks`
  const extra = { variable, value, inference, nodes: r.nodes, checks: r.checks }
  return r.solution
    ? done(r.solution, how, extra)
    : none(`No colouring of ${mapWords(map)} with ${colours} colours (${how}).`, extra)
}

const MAP_HELP = `Maps
  A built-in map by name:
${BUILT_IN.map((m) => `    ${m.id.padEnd(22)}${m.title}`).join('\n')}
  or a map of your own: regions and their neighbours, entries separated by ";" or new lines:
    "WA: NT SA; NT: Q SA; Q: NSW SA; NSW: V SA; V: SA; SA; T"
  "R: A B C" says region R borders A, B and C (spaces or commas between them); each border is
  listed once, from either side; a region alone ("T") borders nothing or is listed elsewhere.
  Names: letters, digits, _ . ' - (up to 30 characters); at most ${MAX_REGIONS} regions. The regions'
  order (the entries', then regions named only as neighbours) is the order a static search uses.
  The format is aima-python's MapColoringCSP's. With "-", one map a line (a name or a map on one
  line, entries separated by ";"); a file of your own: "$(cat my-map.txt)" as the argument.
Colours
  --colours K, from ${MIN_COLOURS} to ${MAX_COLOURS} (default ${DEFAULT_COLOURS}: enough for any map drawn on a plane, by the
  four-colour theorem; a map of your own need not be one), named ${COLOUR_NAMES.join(', ')} in that order.`

const countVerb: Verb = {
  name: 'count',
  budgets: [],
  noBudget: `counting keeps at most ${fmt(MAX_STATES)} partial colourings at once and gives up (exit 3) past that`,
  summary: 'the exact number of colourings with K colours, without listing them',
  options: ['colours'],
  help: `Usage: puzzle-notebook mapcolour count <map|-> [--colours K] [--json]

Counts every colouring in which no two neighbours share a colour. It does not list them (the USA
has trillions): it assigns the regions in an order that keeps the "frontier" (coloured regions
with an uncoloured neighbour) small and merges colourings that agree on it, so the time grows with
K to the power of the frontier's width, not with the count. Exit 1 when the count is 0.
  $ puzzle-notebook mapcolour count australia --colours 3
  australia (7 regions, 9 borders), 3 colours: 18 colourings
With --json: {"map":"australia","regions":7,"borders":9,"colours":3,"count":18}
("map" is null for a map of your own; "count" is a string when it passes 2^53).

${MAP_HELP}`,
  answer: count,
}

const solveVerb: Verb = {
  name: 'solve',
  budgets: ['max-nodes'],
  noBudget: '',
  summary: 'one colouring: backtracking (any ordering and inference), min-conflicts or the tree algorithm',
  options: ['colours', 'method', 'variable', 'value', 'inference', 'seed'],
  help: `Usage: puzzle-notebook mapcolour solve <map|-> [--colours K] [--method backtrack|min-conflicts|tree] [--json]

Prints a colouring as region=colour pairs, in the map's order, and how it was found.
--method backtrack (default): backtracking search, with
  --variable static|mrv|mrv-degree   which region next: in order, fewest colours left (MRV,
                                     the default), MRV with ties to the most uncoloured neighbours
  --value static|lcv                 which colour first: in order (default), least constraining
  --inference none|forward|mac       after each choice: nothing, forward checking (default), or
                                     arc consistency (MAC: AC-3 from the region just coloured)
  --max-nodes N                      give up (exit 3) past N nodes (default ${fmt(CLI_MAX_NODES)})
  Exit 1 when the search proves no colouring exists.
--method min-conflicts: from a random colouring (--seed S, default 1), repair the region in
  conflict until none is, at most ${fmt(MIN_CONFLICTS_STEPS)} steps; exit 1 when stuck (that proves nothing).
--method tree: the tree-structured algorithm (arc consistency from the leaves, then colours from
  the root), for a map without cycles; a map with one exits 2 naming a cycle.
  $ puzzle-notebook mapcolour solve australia --colours 3
  WA=red NT=green Q=red NSW=green V=red SA=blue T=red (backtracking with MRV, colours in order, forward checking: 8 nodes, 23 checks)
With --json: {"map","regions","borders","colours","method","colouring":{"WA":"red",…}, and
"nodes","checks" (backtrack), "steps","seed" (min-conflicts) or "checks","revisions" (tree)}.

${MAP_HELP}`,
  answer: solve,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'map',
  summary: 'map colouring: neighbouring regions in different colours (Australia, the USA, your own)',
  options: '[--colours K]',
  notation: MAP_HELP,
  verbs: [countVerb, solveVerb],
})
