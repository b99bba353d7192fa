/**
 * The step view of domains, for any CSP (pure, unit-tested): a backtracking trace or a tree-CSP
 * trace becomes a list of steps, each with the assignment and the domains to draw, a label, and
 * the choice that comes next with the reason for it, so a class can predict it and be told why.
 *
 * Vocabulary:
 *   Names      how the page names a variable ("row 3", "SA") and a value ("column 5", "red").
 *   ViewStep   what step i shows: the assignment (−1 unassigned), the domains (bit masks), the
 *              variable it is about, those whose domain shrank in it, those left with none.
 *   Choice     what step i + 1 does: which variable, which value (null for a revise), and why.
 */
import type { Inference, ValueOrder, VariableOrder } from '../../src/solvers/csp/csp.ts'
import type { SearchStep, SearchTrace } from '../../src/solvers/csp/trace.ts'
import type { TreeStep } from '../../src/solvers/csp/tree.ts'
import { popcount } from '../../src/solvers/bits.ts'

export type Names = {
  variable: (x: number) => string
  value: (v: number) => string
  /** "regions" / "rows" (for "in order"). */
  variables: string
  /** "colours" / "columns". */
  values: string
}

export type Settings = { variable: VariableOrder; value: ValueOrder; inference: Inference }

export type Choice = {
  kind: 'assign' | 'backtrack' | 'revise'
  variable: number
  value: number | null
  why: string
}

export type ViewStep = {
  assignment: number[]
  domains: number[]
  focus: number
  touched: number[]
  wiped: number[]
  failed: boolean
  label: string
  /** What the next step does (null at the last step). */
  next: Choice | null
}

const valuesOf = (m: number): number[] => {
  const out: number[] = []
  for (let v = 0; m >>> v; v++) if (m & (1 << v)) out.push(v)
  return out
}
const fmt = (n: number): string => n.toLocaleString('en-US')
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const listWords = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** "V {red, blue}": a variable's values left. */
export function domainWords(names: Names, x: number, domain: number): string {
  const vs = valuesOf(domain)
  return `${names.variable(x)} ${vs.length ? `{${vs.map(names.value).join(', ')}}` : 'has none'}`
}

/** The variables whose domain is smaller in `after` than in `before` (the assigned one excluded). */
function shrunk(before: readonly number[], after: readonly number[], skip: number): number[] {
  return after.flatMap((d, x) => (x !== skip && popcount(d) < popcount(before[x]) ? [x] : []))
}

const INFERENCE_WORDS: Record<Inference, string> = {
  none: 'no inference',
  forward: 'forward checking',
  mac: 'MAC',
}

/** Why the search chose this variable at its node. */
export function whyVariable(s: SearchStep, settings: Settings, names: Names): string {
  const name = names.variable(s.variable)
  if (settings.variable === 'static')
    return `${capital(names.variables)} in order: ${name} is the first without a value.`
  const open = s.remaining.map((r, x) => ({ r, x })).filter((o) => o.r >= 0)
  const least = s.remaining[s.variable]
  const tied = open.filter((o) => o.r === least && o.x !== s.variable).map((o) => names.variable(o.x))
  const head = `MRV: ${name} has the fewest ${names.values} left, ${least}`
  if (tied.length === 0) return `${head}.`
  const shown =
    tied.length > 4 ? `${tied.slice(0, 4).join(', ')} and ${tied.length - 4} more` : tied.join(', ')
  if (settings.variable === 'mrv') return `${head}, tied with ${shown}; the first in order goes.`
  return `${head}, tied with ${shown}; the degree heuristic takes the one with the most unassigned neighbours (${s.degree[s.variable]}).`
}

/** Why the search chose this value, given the values it tried before at the same node. */
export function whyValue(s: SearchStep, settings: Settings, names: Names): string {
  const k = s.tried.indexOf(s.value)
  const before = s.tried.slice(0, k).map(names.value)
  const after = before.length ? `after ${listWords(before)} failed, ` : ''
  if (settings.value === 'lcv')
    return `Least constraining ${names.values.replace(/s$/, '')} first: ${after}${names.value(s.value)} rules out ${s.ruledOut[k]} ${names.values} next door${k === 0 ? ', the fewest' : ''}.`
  return `${capital(names.values)} in order: ${after}${names.value(s.value)} is the ${k === 0 ? 'first' : 'next'} left.`
}

/** How step `s` follows `prev`: deeper in the tree, the next value at the same node, or back up. */
export function stepRelation(prev: SearchStep | undefined, s: SearchStep): 'deeper' | 'same-node' | 'back' {
  if (prev === undefined || s.depth > prev.depth) return 'deeper'
  return prev.depth === s.depth && prev.variable === s.variable ? 'same-node' : 'back'
}

/** The steps of a backtracking trace, the start (every domain as it was) first. */
export function searchSteps(trace: SearchTrace, settings: Settings, names: Names): ViewStep[] {
  const n = trace.start.length
  const steps: ViewStep[] = [
    {
      assignment: new Array<number>(n).fill(-1),
      domains: trace.start,
      focus: -1,
      touched: [],
      wiped: trace.start.flatMap((d, x) => (d === 0 ? [x] : [])),
      failed: !trace.startOk,
      label: trace.startOk
        ? `Start: no ${names.variables.replace(/s$/, '')} has a value yet${settings.inference === 'mac' ? '; AC-3 has made every arc consistent' : ''}.`
        : 'Start: AC-3 already empties a domain, so there is no solution.',
      next: null,
    },
  ]
  // The domains at each depth's node, to tell what each step pruned.
  const nodeDomains: number[][] = [trace.start]
  trace.steps.forEach((s, k) => {
    const before = nodeDomains[s.depth]
    const how = stepRelation(trace.steps[k - 1], s)
    const touched = settings.inference === 'none' ? [] : shrunk(before, s.domains, s.variable)
    const wiped = s.domains.flatMap((d, x) => (s.assignment[x] < 0 && d === 0 ? [x] : []))
    if (!s.failed) nodeDomains[s.depth + 1] = s.domains
    const what = `${names.variable(s.variable)} takes ${names.value(s.value)}`
    const head = how === 'back' ? `back up: ${what}` : how === 'same-node' ? `${what} instead` : what
    const stuck = listWords(s.stuck.map(names.variable))
    const has = s.stuck.length === 1 ? 'has' : 'have'
    const value = names.values.replace(/s$/, '')
    const inference = INFERENCE_WORDS[settings.inference]
    const kept = touched.filter((x) => s.domains[x] !== 0).map((x) => domainWords(names, x, s.domains[x]))
    const keptWords =
      kept.length > 6 ? `${kept.slice(0, 6).join(', ')} and ${kept.length - 6} more` : kept.join(', ')
    const tail =
      settings.inference === 'none'
        ? s.stuck.length
          ? `; no inference, and ${stuck} ${has} no ${value} that agrees with ${s.stuck.length === 1 ? 'its' : 'their'} neighbours, so the search tries another`
          : '; no inference, so no domain shrinks'
        : s.failed
          ? `; ${inference} empties ${stuck}${kept.length ? ` and leaves ${keptWords}` : ''}, so the search tries another ${value}`
          : kept.length
            ? `; ${inference} leaves ${keptWords}`
            : `; ${inference} removes nothing`
    steps.push({
      assignment: s.assignment,
      domains: s.domains,
      focus: s.variable,
      touched,
      wiped,
      failed: s.failed,
      label: `Step ${fmt(k + 1)} of ${fmt(trace.steps.length)}: ${head}${tail}.`,
      next: null,
    })
  })
  for (let i = 0; i + 1 < steps.length; i++) {
    const s = trace.steps[i]
    const how = stepRelation(trace.steps[i - 1], s)
    const why =
      how === 'same-node'
        ? whyValue(s, settings, names)
        : how === 'back'
          ? `Everything below failed, so the search backs up to ${names.variable(s.variable)}, the deepest ${names.variables.replace(/s$/, '')} with a ${names.values.replace(/s$/, '')} left to try. ${whyValue(s, settings, names)}`
          : `${whyVariable(s, settings, names)} ${whyValue(s, settings, names)}`
    steps[i].next = {
      kind: how === 'back' ? 'backtrack' : 'assign',
      variable: s.variable,
      value: s.value,
      why,
    }
  }
  return steps
}

/** The steps of the tree algorithm: the arcs revised from the leaves up, then the values from the root down. */
export function treeSteps(
  trace: { start: number[]; steps: TreeStep[]; parent: number[]; wipedOut: number | null },
  names: Names,
): ViewStep[] {
  const n = trace.start.length
  const none = new Array<number>(n).fill(-1)
  const steps: ViewStep[] = [
    {
      assignment: none,
      domains: trace.start,
      focus: -1,
      touched: [],
      wiped: [],
      failed: false,
      label: `Start: a tree, ordered from its root${trace.parent.filter((p) => p < 0).length > 1 ? 's (one per part)' : ''}; every ${names.values.replace(/s$/, '')} still possible.`,
      next: null,
    },
  ]
  let assignment = none
  const total = trace.steps.length
  trace.steps.forEach((s, k) => {
    const at = `Step ${k + 1} of ${total}: `
    if (s.kind === 'revise') {
      const removed = s.removed.map(names.value)
      const wiped = s.domains[s.parent] === 0 ? [s.parent] : []
      steps.push({
        assignment,
        domains: s.domains,
        focus: s.parent,
        touched: removed.length ? [s.parent] : [],
        wiped,
        failed: wiped.length > 0,
        label: `${at}arc ${names.variable(s.parent)} → ${names.variable(s.child)} (parent, child): ${removed.length ? `removes ${listWords(removed)} from ${names.variable(s.parent)}, no value of ${names.variable(s.child)} allows ${removed.length === 1 ? 'it' : 'them'}` : `every ${names.values.replace(/s$/, '')} of ${names.variable(s.parent)} keeps a partner in ${names.variable(s.child)}`}${wiped.length ? `; ${names.variable(s.parent)} has none left: no solution` : ''}.`,
        next: null,
      })
    } else {
      assignment = s.assignment
      const p = trace.parent[s.variable]
      steps.push({
        assignment,
        domains: s.domains,
        focus: s.variable,
        touched: [],
        wiped: [],
        failed: false,
        label: `${at}${names.variable(s.variable)} takes ${names.value(s.value)}${p < 0 ? ', the first left (a root)' : `, the first its parent ${names.variable(p)} = ${names.value(s.assignment[p])} allows`}.`,
        next: null,
      })
    }
  })
  for (let i = 0; i < trace.steps.length; i++) {
    const s = trace.steps[i]
    steps[i].next =
      s.kind === 'revise'
        ? {
            kind: 'revise',
            variable: s.parent,
            value: null,
            why: `From the leaves up: ${names.variable(s.child)} is the last ${names.variables.replace(/s$/, '')} in the order not yet used, so its parent ${names.variable(s.parent)} is made consistent with it.`,
          }
        : {
            kind: 'assign',
            variable: s.variable,
            value: s.value,
            why:
              trace.parent[s.variable] < 0
                ? `From the root down: ${names.variable(s.variable)} is a root and takes its first ${names.values.replace(/s$/, '')} left.`
                : `From the root down: ${names.variable(s.variable)} is next in the order, and arc consistency guarantees its parent’s ${names.values.replace(/s$/, '')} has a partner: the first is ${names.value(s.value)}.`,
          }
  }
  return steps
}

/** The class's verdict on "which assignment comes next?" (value null: only the variable was asked). */
export function predictVerdict(
  guess: { variable: number; value: number | null },
  next: Choice,
  names: Names,
): string {
  const right =
    next.value === null
      ? names.variable(next.variable)
      : `${names.variable(next.variable)} = ${names.value(next.value)}`
  if (guess.variable !== next.variable)
    return `Not ${names.variable(guess.variable)}: next is ${right}. ${next.why}`
  if (next.value !== null && guess.value !== null && guess.value !== next.value)
    return `${names.variable(next.variable)} is right, but it takes ${names.value(next.value)}, not ${names.value(guess.value)}. ${next.why}`
  return `Right: ${right}. ${next.why}`
}
