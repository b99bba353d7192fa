/**
 * CLI plumbing shared by every puzzle — outcomes, one input or a batch from stdin, exit codes.
 *
 * Vocabulary:
 *   Outcome   what a verb says about one input: solved (a line to print) or unsolvable (a reason).
 *             `json` is the same answer as one JSON object, already serialized (fast for batches).
 *   input error  an Error named NotationError or InputError: bad input, exit code 2, never a crash.
 *   batch     input `-`: stdin read in one go, one instance per line; empty lines are skipped but
 *             still counted, so line numbers in messages match the file.
 *   Sink      where text goes; collected and written once, so 262,144 answers are one write.
 */

export type Outcome =
  | { status: 'solved'; text: string; json: string }
  | { status: 'unsolvable'; reason: string; json: string }

export type Verb = {
  name: string
  summary: string
  help: string // full help text for `<puzzle> <verb> --help`
  /**
   * Options that take a value, without the dashes (`goal` for `--goal <board>` or
   * `--goal=<board>`); their values reach `answer`. Any other option is a usage error.
   */
  options?: readonly string[]
  /** True when an option can stand in for the positional input (e.g. `--scramble "…"`). */
  inputFromOption?: boolean
  answer: (input: string, values: OptionValues) => Outcome // throws an input error for bad input
}

/** The values of a verb's own options, e.g. { goal: '1 2 3/4 5 6/7 8 0' }. */
export type OptionValues = Readonly<Record<string, string>>

/** One puzzle of the CLI; `slug` names its article, whose frontmatter `order` sets the CLI's order too. */
export type Puzzle = { name: string; slug: string; summary: string; help: string; verbs: readonly Verb[] }
export type Options = { json: boolean; values?: OptionValues }
export type Sink = { out: string[]; err: string[] }

export const EXIT_SOLVED = 0
export const EXIT_UNSOLVABLE = 1
export const EXIT_BAD_INPUT = 2

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

export function isInputError(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'NotationError' || error.name === 'InputError')
}

function errorJson(message: string, line?: number): string {
  return JSON.stringify(line === undefined ? { error: message } : { error: message, line })
}

/** Answer one instance; returns the exit code for it. `line` is set in batch mode. */
export function answerOne(verb: Verb, input: string, options: Options, sink: Sink, line?: number): number {
  try {
    const outcome = verb.answer(input, options.values ?? {})
    if (outcome.status === 'solved') {
      sink.out.push(options.json ? outcome.json : outcome.text)
      return EXIT_SOLVED
    }
    sink.err.push(line === undefined ? outcome.reason : `line ${line}: ${outcome.reason}`)
    if (options.json) sink.out.push(outcome.json)
    return EXIT_UNSOLVABLE
  } catch (error) {
    if (!isInputError(error)) throw error
    sink.err.push(line === undefined ? error.message : `line ${line}: ${error.message}`)
    if (options.json) sink.out.push(errorJson(error.message, line))
    return EXIT_BAD_INPUT
  }
}

/** Answer every non-empty line of `text` in order; exit 2 if any was bad, else 1 if any unsolvable. */
export function answerBatch(verb: Verb, text: string, options: Options, sink: Sink): number {
  const lines = text.split('\n')
  if (lines[lines.length - 1] === '') lines.pop()
  let worst = EXIT_SOLVED
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]
    if (line.trim() === '') continue
    worst = Math.max(worst, answerOne(verb, line, options, sink, k + 1))
  }
  return worst
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Write collected text with one write per stream; each entry is a line. */
export function flush(sink: Sink): void {
  if (sink.err.length > 0) process.stderr.write(sink.err.join('\n') + '\n')
  if (sink.out.length > 0) process.stdout.write(sink.out.join('\n') + '\n')
}

/**
 * What the command prints on stdout for `<puzzle> <verb> <input> [--json]`, or for `-` with
 * `stdin` as its input: the same code path as the CLI, so an article quoting it cannot go stale.
 */
export function cliOutput(puzzle: Puzzle, verbName: string, input: string, options: Options & { stdin?: boolean }): string {
  const verb = puzzle.verbs.find((v) => v.name === verbName)
  if (!verb) throw new Error(`${puzzle.name} has no verb "${verbName}".`)
  const sink: Sink = { out: [], err: [] }
  if (options.stdin) answerBatch(verb, input, options, sink)
  else answerOne(verb, input, options, sink)
  return sink.out.join('\n')
}
