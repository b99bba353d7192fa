/**
 * A code exercise: the reader writes one function, and the site checks it exhaustively (every
 * position of a small state space) or against an independent solver. One contract for every
 * notebook, so the page (the kit's code exercise, around a `<code-cell>`), the CLI
 * (`puzzle-notebook <puzzle> check <exercise> <file>`) and the unit tests run the same check.
 *
 * The reader's function is called once per input, in a sandbox (a Blob worker on the page, a
 * worker thread with an empty vm context in the CLI); the sandbox hands back the raw return
 * values (structured clones: numbers, strings, booleans, arrays and plain objects of those), and
 * `judge` decides, outside the sandbox, whether each one is right. Nothing the reader's code says
 * about itself is trusted.
 *
 * Pure TypeScript: no DOM, no Node modules. A puzzle lists its exercises in
 * `src/solvers/<puzzle>/exercises.ts` as `export const exercises: CodeExercise[]`.
 */

/** One input: the arguments of one call of the reader's function (JSON-like values only). */
export type ExerciseArgs = readonly unknown[]

export interface CodeExercise {
  /** Short id: the CLI's word and the cell's id (`solve`, `is-solvable`, `moves`). */
  id: string
  /** The puzzle's id (the folder and the CLI's first word): `clocks`, `sliding`, `peg` … */
  puzzle: string
  /** A title for the page: "Solve any Clocks position". */
  title: string
  /** What the function must do, one or two sentences for the page and the CLI's help. */
  task: string
  /** The signature the starter declares, e.g. `export default function solve(dials: number[]): number[]`. */
  signature: string
  /** The starter code (TypeScript): the signature, a body with TODOs, maybe a helper. */
  starter: string
  /** A hint, one or two sentences, shown on request. */
  hint: string
  /** A model answer (TypeScript), hidden in class mode; the unit tests run it and it must pass. */
  model: string
  /**
   * The same exercise in Python: the function is the TypeScript one's name in snake_case
   * (pythonName), over lists, numbers, strings, None and dicts; the same inputs and the same judge.
   * `hint` only where the TypeScript hint does not read well for Python.
   */
  python?: { starter: string; model: string; hint?: string }
  /** What the check covers, for the page and the CLI: "all 262,144 positions". */
  scope: string
  /** What right on every input earns in a teacher's grade (the CLI's --csv and --gradescope); 1 when not given. */
  points?: number
  /**
   * Every input the check calls the reader's function on, in a fixed order (deterministic: a
   * seeded sample when not exhaustive). Each is the argument list of one call.
   */
  inputs(): ExerciseArgs[]
  /**
   * Whether `output` is right for `args`: null when it is, else one sentence naming the input in
   * the puzzle's notation and what is wrong ("for 9 9 12/6 6 6/6 3 6 your moves leave 3 3 12/…").
   * Never throws on a bad output (a string, NaN, a short array): says so instead.
   */
  judge(args: ExerciseArgs, output: unknown): string | null
}

/** What a whole check found: how many inputs, how many wrong, and the first wrong one's sentence. */
export interface ExerciseVerdict {
  checked: number
  wrong: number
  first: string | null
}

/** Judges every output against its input (outputs[k] answers inputs[k]). */
export function judgeAll(
  exercise: CodeExercise,
  inputs: readonly ExerciseArgs[],
  outputs: readonly unknown[],
): ExerciseVerdict {
  if (outputs.length !== inputs.length)
    throw new Error(`${outputs.length} answers for ${inputs.length} inputs`)
  let wrong = 0
  let first: string | null = null
  for (let k = 0; k < inputs.length; k++) {
    const why = exercise.judge(inputs[k], outputs[k])
    if (why !== null) {
      wrong++
      first ??= why
    }
  }
  return { checked: inputs.length, wrong, first }
}

/** The name of the reader's function, as the signature declares it (`isSolvable`, `search`). */
export function functionName(exercise: Pick<CodeExercise, 'signature'>): string {
  return /function\s+([A-Za-z_$][\w$]*)/.exec(exercise.signature)?.[1] ?? 'f'
}

/** The Python function's name: the TypeScript name in snake_case (`is_solvable`). */
export function pythonName(exercise: Pick<CodeExercise, 'signature'>): string {
  return functionName(exercise)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
}
