/**
 * `puzzle-notebook <puzzle> <verb> <input|-> [options] [--json]` — one command over all solvers:
 * the puzzles, the options and the answers. It runs in a thread of its own (src/cli/main.ts, the
 * entry point, keeps the main thread free to hear Ctrl-C); tests call `main()` in-process.
 *
 * Vocabulary:
 *   PUZZLES  every file in src/cli/puzzles/ exports `puzzle: Puzzle` (help, verbs), made by
 *            `cliPuzzle` from a description in the registry (src/solvers/registry.ts), which gives
 *            its name and article; files are found by name, so adding one touches no shared file.
 *   exit     0 solved, 1 no solution (with the reason), 2 bad input or usage.
 *   --help   at every level: the command, a puzzle, a verb. Help goes to stdout with exit 0;
 *            a usage mistake prints the message and a hint on stderr with exit 2.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import {
  BUDGET_OPTIONS,
  EXIT_BAD_INPUT,
  EXIT_PIPE_CLOSED,
  EXIT_SOLVED,
  PipeClosed,
  UsageError,
  threadCount,
  answerOne,
  answerStream,
  flushingBeforeWait,
  fdChunksAsync,
  fdSink,
  isInputError,
  readLines,
  shortMessage,
  type Puzzle,
  type Sink,
  type Verb,
} from './io.ts'
import { withCheckVerb } from './check.ts'
import { answerParallel, type VerbSource } from './parallel.ts'
import { setSearchThreads } from './threads.ts'

/**
 * The reading order of an article: the `order:` line of content/<slug>.mdx's frontmatter, the one
 * place it is declared (the site reads the same line through the content collection).
 */
export function articleOrder(slug: string): number {
  try {
    const text = readFileSync(new URL(`../../content/${slug}.mdx`, import.meta.url), 'utf8')
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
    const order = /^order:\s*(\d+)\s*$/m.exec(front)?.[1]
    return order === undefined ? Infinity : Number(order)
  } catch {
    return Infinity // installed without its articles: sort by name
  }
}

/** The module of each puzzle, by name: where a batch's worker threads load its verbs (parallel.ts). */
const MODULES = new Map<string, string>()

/** Every puzzle in src/cli/puzzles/, in the order of the articles (then by name). */
async function loadPuzzles(): Promise<Puzzle[]> {
  const dir = new URL('./puzzles/', import.meta.url)
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
  const modules = await Promise.all(
    files.map((f) => import(new URL(f, dir).href) as Promise<{ puzzle: Puzzle }>),
  )
  modules.forEach((m, k) => MODULES.set(m.puzzle.name, new URL(files[k], dir).href))
  const puzzles = await Promise.all(modules.map((m) => withCheckVerb(m.puzzle)))
  const order = new Map(puzzles.map((p) => [p, articleOrder(p.slug)]))
  return puzzles.sort((a, b) => order.get(a)! - order.get(b)! || a.name.localeCompare(b.name))
}

export const PUZZLES: readonly Puzzle[] = await loadPuzzles()
const NAME_WIDTH = Math.max(...PUZZLES.map((p) => p.name.length)) + 2

const MAIN_HELP = `Usage: puzzle-notebook <puzzle> <verb> <input|-> [--json]
       puzzle-notebook <puzzle> [<verb>] --help
       puzzle-notebook check     (every code exercise of every notebook, and how to grade it)

Puzzles
${PUZZLES.map((p) => `  ${p.name.padEnd(NAME_WIDTH)}${p.summary}`).join('\n')}

Input is the puzzle's notation (see "<puzzle> --help"), quoted as one argument, or "-" to read
one instance a line from stdin.

Batches ("-")
  Lines are read and answered as they arrive, in order, so memory stays small whatever the
  input's length and Ctrl-C keeps every answer already printed. Every input line gets exactly one
  output line on stdout: the answer, an empty line for an empty line, or a line starting
  "no solution: ", "error: " or "gave up: " (so "paste input output" lines them up). With --json
  every line gets one JSON value: the answer, {"error":…,"line":N}, {"gaveUp":…,"line":N}, or
  null for an empty line. A line longer than ${(1 << 20).toLocaleString('en-US')} characters is refused without being read whole.
  Lines are answered by --jobs threads at once (default: one a core); the output is the same
  bytes as with --jobs 1, so a batch can also be split across processes or machines and the
  parts joined in order (docs/cli.md).

Options
  --json            answer as JSON (one value a line for "-"); errors too, usage errors included
  --max-nodes N     searches give up before expanding node N + 1 (exit 3); each verb's help
                    gives its default
  --max-memory MB   searches give up before their tables pass MB megabytes (exit 3)
                    (a verb that does not search refuses both, saying why)
  --jobs N          for "-": answer up to N lines at once, one thread each (default: the
                    number of cores; budgets apply to each line's search, in each thread)
  --help            show help for the command, a puzzle or a verb

Exit codes
  0  solved (every line, for "-")
  1  no solution (the reason on stderr, or on its line for "-")
  2  bad input or usage (a message naming what is wrong and where)
  3  gave up: a search reached its --max-nodes or --max-memory budget
  130  interrupted (Ctrl-C); 141  stdout was closed early (e.g. "| head")`

type Parsed = {
  words: string[]
  json: boolean
  help: boolean
  values: Record<string, string>
  jobs?: string
}

/**
 * Split argv into words and options. `--json`, `--help`/`-h` are everyone's; `valueOptions` are
 * the chosen verb's options that take a value (`--name value` or `--name=value`). `--` ends
 * the options. The verb is only known after a first pass, so the caller passes its options.
 */
function parseArgs(
  argv: readonly string[],
  valueOptions: readonly string[] = [],
  flagOptions: readonly string[] = [],
): Parsed {
  const parsed: Parsed = { words: [], json: false, help: false, values: {} }
  let options = true
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k]
    if (!options || arg === '-' || !arg.startsWith('-')) parsed.words.push(arg)
    else if (arg === '--')
      options = false // the usual end of options: what follows is input
    else if (arg === '--json') parsed.json = true
    else if (arg === '--help' || arg === '-h') parsed.help = true
    else if (arg === '--jobs' || arg.startsWith('--jobs=')) {
      parsed.jobs = arg === '--jobs' ? argv[++k] : arg.slice('--jobs='.length)
      if (parsed.jobs === undefined) throw new UsageError('Option --jobs needs a value.')
    } else {
      const [name, inline] = arg.slice(2).split(/=(.*)/s)
      if (arg.startsWith('--') && inline === undefined && flagOptions.includes(name)) {
        parsed.values[name] = 'true'
        continue
      }
      if (!arg.startsWith('--') || !valueOptions.includes(name))
        throw new UsageError(`Unknown option "${arg}".`)
      const value = inline ?? argv[++k]
      if (value === undefined) throw new UsageError(`Option --${name} needs a value.`)
      parsed.values[name] = value
    }
  }
  return parsed
}

/** The verb that argv names, if it names one (for the second pass). */
function namedVerb(argv: readonly string[]): Verb | undefined {
  const words = argv.filter((a, k) => !a.startsWith('-') && argv[k - 1] !== '--jobs')
  return PUZZLES.find((p) => p.name === words[0])?.verbs.find((v) => v.name === words[1])
}

/** The value options of the verb that argv names (for the second pass). */
function verbOptions(argv: readonly string[]): readonly string[] {
  return [...(namedVerb(argv)?.options ?? []), ...BUDGET_OPTIONS]
}

function findPuzzle(name: string): Puzzle {
  const puzzle = PUZZLES.find((p) => p.name === name)
  if (!puzzle)
    throw new UsageError(`Unknown puzzle "${name}". Puzzles: ${PUZZLES.map((p) => p.name).join(', ')}.`)
  return puzzle
}

function findVerb(puzzle: Puzzle, name: string | undefined): Verb {
  const names = puzzle.verbs.map((v) => v.name).join(', ')
  if (name === undefined) throw new UsageError(`Missing verb for ${puzzle.name}. Verbs: ${names}.`)
  const verb = puzzle.verbs.find((v) => v.name === name)
  if (!verb) throw new UsageError(`Unknown verb "${name}" for ${puzzle.name}. Verbs: ${names}.`)
  return verb
}

function showHelp(sink: Sink, text: string): number {
  sink.out.push(text)
  return EXIT_SOLVED
}

/** Checks the budget options: whole numbers above zero. */
function checkBudgetOptions(values: Record<string, string>): void {
  for (const name of BUDGET_OPTIONS) {
    const raw = values[name]
    if (raw !== undefined && !/^[1-9]\d{0,14}$/.test(raw.trim()))
      throw new UsageError(`Option --${name} takes a whole number above 0, not "${raw.slice(0, 40)}".`)
  }
}

/** --jobs: a whole number from 1 to MAX_JOBS. */
const jobsOption = (raw: string): number => threadCount('jobs', raw)

/** A budget option the verb does not honour is refused, with the reason, rather than ignored. */
function refuseBudgets(puzzle: Puzzle, verb: Verb, values: Record<string, string>): void {
  const honoured: readonly string[] = verb.budgets ?? BUDGET_OPTIONS
  const refused = BUDGET_OPTIONS.find((name) => values[name] !== undefined && !honoured.includes(name))
  if (refused)
    throw new UsageError(
      `${puzzle.name} ${verb.name} takes no --${refused}: ${verb.noBudget ?? 'it has nothing to budget'}.`,
    )
}

/** Where standard input comes from; `parallel` when a parallel batch reads it (it must not block its thread). */
type Stdin = (parallel: boolean) => AsyncIterable<Buffer | string>

/**
 * Run the command; returns the exit code. Lines go to `sink` as they are answered; `stdin` gives
 * the chunks of standard input and `drain` waits while the output pipe is full. A batch ("-")
 * runs on `defaultJobs` threads unless --jobs says otherwise (the CLI: one a core; tests: one).
 */
export async function main(
  argv: readonly string[],
  sink: Sink,
  stdin: Stdin = () => process.stdin,
  drain?: () => Promise<void>,
  defaultJobs = 1,
): Promise<number> {
  const parsed = parseArgs(argv, verbOptions(argv), namedVerb(argv)?.flags ?? [])
  const { words, json, help, values } = parsed
  checkBudgetOptions(values)
  const jobs = parsed.jobs === undefined ? defaultJobs : jobsOption(parsed.jobs)
  const [puzzleName, verbName, ...inputs] = words
  if (puzzleName === undefined) {
    if (help) return showHelp(sink, MAIN_HELP)
    throw new UsageError('Missing puzzle.')
  }
  if (puzzleName === 'check' && !PUZZLES.some((p) => p.name === 'check')) {
    if (verbName !== undefined)
      throw new UsageError(
        `"check" alone lists the exercises; grade a file with "puzzle-notebook <puzzle> check <exercise> <file>".`,
      )
    return showHelp(sink, everyExercise(json))
  }
  const puzzle = findPuzzle(puzzleName)
  if (help && verbName === undefined) return showHelp(sink, puzzle.help)
  const verb = findVerb(puzzle, verbName)
  if (help) return showHelp(sink, verb.help)
  refuseBudgets(puzzle, verb, values)
  const batch: Batch = { jobs, source: { module: MODULES.get(puzzle.name)!, verb: verb.name } }
  if (parsed.jobs !== undefined && !words.slice(2).includes('-'))
    throw new UsageError('Option --jobs is for a batch ("-"): it answers that many lines at once.')
  if (verb.noInput) {
    if (inputs.length > 0)
      throw new UsageError(
        `${puzzle.name} ${verb.name} takes no input (got "${inputs.join(' ').slice(0, 40)}"); its options say what to run.`,
      )
    return answerOne(verb, '', { json, values }, sink)
  }
  if (verb.argument !== undefined) {
    if (inputs.length === 0) {
      if (verb.bare) return showHelp(sink, verb.bare(json))
      throw new UsageError(`Missing ${verb.argument} for ${puzzle.name} ${verb.name}.`)
    }
    const [argument, ...rest] = inputs
    if (rest.length === 0)
      throw new UsageError(
        `Missing input for ${puzzle.name} ${verb.name} ${argument} (a file, or "-" for file names on stdin).`,
      )
    return answerInputs(
      `${puzzle.name} ${verb.name}`,
      verb,
      rest,
      { json, values: { ...values, [verb.argument]: argument } },
      sink,
      stdin,
      drain,
      batch,
    )
  }
  return answerInputs(
    `${puzzle.name} ${verb.name}`,
    verb,
    inputs,
    { json, values },
    sink,
    stdin,
    drain,
    batch,
  )
}

/** `puzzle-notebook check`: every exercise of every notebook, with the command that grades it. */
function everyExercise(json: boolean): string {
  const rows = PUZZLES.flatMap((p) =>
    p.verbs
      .filter((v) => v.name === 'check')
      .flatMap((v) => (v.exercises ?? []).map((e) => ({ puzzle: p.name, ...e }))),
  )
  if (json)
    return JSON.stringify(
      rows.map(({ id, ...e }) => ({
        puzzle: e.puzzle,
        exercise: id,
        title: e.title,
        scope: e.scope,
        points: e.points,
      })),
    )
  const command = (r: (typeof rows)[number]): string => `${r.puzzle} check ${r.id}`
  const width = Math.max(...rows.map((r) => command(r).length)) + 2
  const pts = (n: number): string => `${n} point${n === 1 ? '' : 's'}`
  return [
    'Every code exercise (puzzle-notebook <puzzle> check <exercise> <file|->; --help on each):',
    ...rows.map((r) => `  ${command(r).padEnd(width)}${r.title}: checked on ${r.scope}; ${pts(r.points)}`),
  ].join('\n')
}

/** How a batch runs: on how many threads, and where their threads find the verb. */
type Batch = { jobs: number; source: VerbSource }

/** The verb on its input: one, or one a line from stdin for "-". */
function answerInputs(
  label: string,
  verb: Verb,
  inputs: readonly string[],
  options: { json: boolean; values: Record<string, string> },
  sink: Sink,
  stdin: Stdin,
  drain: (() => Promise<void>) | undefined,
  batch: Batch,
): number | Promise<number> {
  const { json, values } = options
  const nonBudget = Object.keys(values).filter((k) => !(BUDGET_OPTIONS as readonly string[]).includes(k))
  if (inputs.length === 0 && !(verb.inputFromOption && nonBudget.length > 0)) {
    const alternatives = verb.inputFromOption ? (verb.options ?? []).map((o) => `--${o} <…>`) : []
    const what = ['a position', ...alternatives, '"-" for stdin'].join(', or ')
    throw new UsageError(`Missing input for ${label} (${what}).`)
  }
  if (inputs.includes('-') && inputs.length > 1) throw new UsageError('"-" must be the only input.')
  const single = (verb.single ?? []).find((o) => values[o] !== undefined)
  if (inputs[0] === '-' && single)
    throw new UsageError(`--${single} applies to one file, not to "-": run it once per file.`)
  if (json && values.csv !== undefined) throw new UsageError('Give either --csv or --json, not both.')
  const header = verb.header?.(values)
  if (header) sink.out.push(header)
  if (inputs[0] === '-' && batch.jobs > 1) {
    const lines = readLines(stdin(true))
    return answerParallel(verb, batch.source, lines, { json, values }, sink, batch.jobs, drain)
  }
  if (inputs[0] === '-') return answerStream(verb, readLines(stdin(false)), { json, values }, sink, drain)
  return answerOne(verb, inputs.join(' '), { json, values }, sink)
}

/** True when argv asks for JSON (so even a usage error is answered as JSON). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--')
  return (end < 0 ? argv : argv.slice(0, end)).includes('--json')
}

/**
 * The command in the CLI's search thread (src/cli/main.ts starts it): answers go straight to file
 * descriptors 1 and 2 in whole lines under the output lock, so the main thread, which handles
 * Ctrl-C, can end the process at once without cutting a line; a closed stdout or stderr ends
 * the command quietly with 141.
 */
export async function runInThread(argv: readonly string[], lock: Int32Array): Promise<number> {
  const sink = fdSink(lock, 1, 2, wantsJson(argv))
  setSearchThreads(availableParallelism()) // one search on every core, unless a batch runs on them
  let code: number
  try {
    code = await main(
      argv,
      sink,
      (parallel) => (parallel ? fdChunksAsync(0) : flushingBeforeWait(fdChunksAsync(0), sink.flush)),
      async () => sink.flush(),
      availableParallelism(),
    )
  } catch (error) {
    if (error instanceof PipeClosed) return EXIT_PIPE_CLOSED
    if (!(error instanceof UsageError || isInputError(error))) throw error
    const message = shortMessage(error.message)
    if (wantsJson(argv))
      sink.out.push(
        JSON.stringify(error instanceof UsageError ? { error: message, usage: true } : { error: message }),
      )
    sink.err.push(`puzzle-notebook: ${message}`)
    sink.err.push('Try "puzzle-notebook --help".')
    code = EXIT_BAD_INPUT
  }
  try {
    sink.flush()
  } catch (error) {
    if (error instanceof PipeClosed) return EXIT_PIPE_CLOSED
    throw error
  }
  return code
}

if (!isMainThread && (workerData as { cli?: unknown } | null)?.cli === true) {
  const { argv, lock } = workerData as { argv: string[]; lock: SharedArrayBuffer }
  const code = await runInThread(argv, new Int32Array(lock))
  parentPort?.postMessage({ exitCode: code })
}
