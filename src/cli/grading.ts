/**
 * Grades a teacher can use: one function grades one file (`gradeFile`), whatever is wrong with it,
 * and its grade is written as the CLI's line (text or JSON), a CSV row, or Gradescope's
 * results.json. A class (a roster: one path a line on stdin) is graded file by file through
 * `gradeFile`, so the batch's runner may spread the files over cores.
 *
 * Vocabulary:
 *   grader   one exercise as the CLI grades it: its parts and their points, and `grade`, which runs
 *            the reader's code in the sandbox and judges what comes back (check.ts, grade.ts,
 *            search-grade.ts).
 *   part     one thing graded, with its points: "right on all 13,935 boards" (the exercise's
 *            points), "A* expansions on 20 positions" (a heuristic's). A Gradescope test each.
 *   verdict  right (every input right), wrong (some wrong), error (the code does not load, throws,
 *            returns a bad value, runs out of memory), timeout (over its time limit), missing (no
 *            such file), unreadable (a folder, a pipe, too big), language (an extension the checks
 *            do not read). Only right and wrong earn points.
 */
import { writeFileSync } from 'node:fs'
import { BudgetError, InputError } from '../solvers/contract.ts'
import { extensionList, extensionOf, languageInfo, type LanguageInfo } from '../sandbox/languages.ts'
import { escapeControls, type OptionValues, type Outcome } from './io.ts'
import { readCodeFile } from './sandbox.ts'

const VERDICTS = ['right', 'wrong', 'error', 'timeout', 'missing', 'unreadable', 'language'] as const
type Verdict = (typeof VERDICTS)[number]

/** Exit status by verdict: 0 right, 1 wrong, 2 the file could not be graded, 3 over its time limit. */
const EXIT: Readonly<Record<Verdict, number>> = {
  right: 0,
  wrong: 1,
  error: 2,
  timeout: 3,
  missing: 2,
  unreadable: 2,
  language: 2,
}

interface PartSpec {
  name: string
  max: number
}
export interface Part extends PartSpec {
  points: number
  /** What the part found, in a sentence (Gradescope shows it to the student). */
  output: string
}

/** A reader's file, read and its language known. */
interface CodeFile {
  name: string
  source: string
  language: LanguageInfo
}

/** What a grader found on a file that ran. */
interface Checked {
  checked: number
  wrong: number
  first: string | null
  /** The line's text, starting with the file's name (may hold several lines; a batch joins them). */
  text: string
  parts: Part[]
  /** The exercise's own fields for --json (kept as the verbs always wrote them). */
  fields: Record<string, unknown>
}

export interface Grader {
  id: string
  title: string
  scope: string
  /** The options this exercise takes beyond the grading ones; any other is refused, not ignored. */
  options: readonly string[]
  /** The parts and their points, known before the file runs (an unreadable file gets 0 of them). */
  parts(values: OptionValues): PartSpec[]
  /** Runs and judges; throws InputError (exit 2) or BudgetError (exit 3) for what the sandbox reported. */
  grade(file: CodeFile, values: OptionValues): Checked
}

export interface Grade {
  file: string
  exercise: string
  /** The language's name, null when the file was not read or its extension is not one. */
  language: string | null
  checked: number | null
  wrong: number | null
  first: string | null
  verdict: Verdict
  text: string
  parts: Part[]
  fields: Record<string, unknown>
}

/** The options every grading verb takes: CSV rows, Gradescope's results.json. */
export const GRADING_OPTIONS = ['gradescope'] as const
export const GRADING_FLAGS = ['csv'] as const

const points = (g: Pick<Grade, 'parts'>): number => g.parts.reduce((s, p) => s + p.points, 0)
export const maxPoints = (g: Pick<Grade, 'parts'>): number => g.parts.reduce((s, p) => s + p.max, 0)

/** A path's code with its language; a file that cannot be read or whose extension is not a language is the reader's error. */
function readFile(path: string): CodeFile {
  const { name, source } = readCodeFile(path)
  const language = languageInfo(name)
  if (!language) {
    const ext = extensionOf(name)
    throw new LanguageError(
      `${name}: ${ext ? `"${ext}" is not` : 'a file with no extension is not'} a language the checks read; name it ${extensionList()}.`,
    )
  }
  return { name, source, language }
}

class LanguageError extends InputError {}

/**
 * Grades the file at `path` with `grader`: never throws for what is wrong with the file (it is the
 * verdict, with no points); throws only for the command's own mistakes (an option the exercise does
 * not take).
 */
export function gradeFile(grader: Grader, path: string, values: OptionValues): Grade {
  const name = path.trim()
  const specs = grader.parts(values)
  const base = { file: name, exercise: grader.id, checked: null, wrong: null, first: null, fields: {} }
  const failed = (verdict: Verdict, message: string, language: LanguageInfo | null): Grade => ({
    ...base,
    language: language?.title ?? null,
    verdict,
    text: message,
    first: message,
    parts: specs.map((p) => ({ ...p, points: 0, output: message })),
    fields: verdict === 'timeout' ? { gaveUp: message } : { error: message },
  })
  let file: CodeFile
  try {
    file = readFile(name)
  } catch (err) {
    if (!(err instanceof InputError)) throw err
    const verdict =
      err instanceof LanguageError
        ? 'language'
        : /: no such file\.$/.test(err.message)
          ? 'missing'
          : 'unreadable'
    return failed(verdict, err.message, null)
  }
  try {
    const c = grader.grade(file, values)
    return {
      ...base,
      language: file.language.title,
      checked: c.checked,
      wrong: c.wrong,
      first: c.first,
      verdict: c.wrong === 0 ? 'right' : 'wrong',
      text: c.text,
      parts: c.parts,
      fields: c.fields,
    }
  } catch (err) {
    if (err instanceof BudgetError) return failed('timeout', err.message, file.language)
    if (err instanceof InputError) return failed('error', err.message, file.language)
    throw err
  }
}

export const CSV_HEADER = 'file,exercise,language,checked,wrong,first wrong input,verdict,points,max points'

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or a control
 * character, quotes doubled; control characters (a file's name may hold them) escaped as `\x1b`,
 * `\n`, so no field reaches a terminal raw or breaks the row.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return ''
  const raw = String(value)
  const text = escapeControls(raw.replace(/\n/g, '\\n').replace(/\t/g, '\\t'))
  return text !== raw || /[",]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const round = (x: number): number => Math.round(x * 1000) / 1000

/** The grade as one CSV row, the columns of CSV_HEADER. */
function csvRow(g: Grade): string {
  return [
    g.file,
    g.exercise,
    g.language,
    g.checked,
    g.wrong,
    g.verdict === 'right' ? null : g.first,
    g.verdict,
    round(points(g)),
    round(maxPoints(g)),
  ]
    .map(csvField)
    .join(',')
}

/** The grade as the JSON line of --json: the exercise's fields, then the grade's. */
function gradeJson(g: Grade): Record<string, unknown> {
  return {
    ...g.fields,
    file: g.file,
    exercise: g.exercise,
    language: g.language,
    verdict: g.verdict,
    points: round(points(g)),
    maxPoints: round(maxPoints(g)),
  }
}

/**
 * Gradescope's results.json for one submission (https://gradescope-autograders.readthedocs.io/en/latest/specs/):
 * the score, and one test per part with its score, max_score, output and visibility.
 */
function gradescopeResults(g: Grade): Record<string, unknown> {
  return {
    score: round(points(g)),
    output: `Verdict: ${g.verdict}. ${g.text}`,
    visibility: 'visible',
    stdout_visibility: 'hidden',
    tests: g.parts.map((p) => ({
      name: p.name,
      score: round(p.points),
      max_score: round(p.max),
      status: p.points >= p.max ? 'passed' : 'failed',
      output: p.output,
      visibility: 'visible',
    })),
  }
}

const LABEL: Readonly<Record<number, string>> = { 1: 'no solution', 2: 'error', 3: 'gave up' }

/** The grade as the CLI's outcome: the line (or CSV row) and its exit status. */
export function gradeOutcome(g: Grade, values: OptionValues): Outcome {
  if (values.gradescope !== undefined) {
    try {
      writeFileSync(values.gradescope, `${JSON.stringify(gradescopeResults(g), null, 2)}\n`)
    } catch {
      throw new InputError(
        `${values.gradescope}: cannot be written (--gradescope names the results.json to write).`,
      )
    }
  }
  return {
    status: 'graded',
    code: EXIT[g.verdict],
    label: LABEL[EXIT[g.verdict]] ?? '',
    text: g.text,
    json: JSON.stringify(gradeJson(g)),
    row: values.csv === 'true' ? csvRow(g) : undefined,
  }
}

/** Refuses an option the exercise does not take (so none is accepted and ignored). */
export function refuseOptions(grader: Grader, values: OptionValues, common: readonly string[]): void {
  const known = new Set([...grader.options, ...common, ...GRADING_OPTIONS, ...GRADING_FLAGS])
  const extra = Object.keys(values).find((k) => !known.has(k) && values[k] !== undefined)
  if (extra) throw new InputError(`--${extra} does not apply to the exercise ${grader.id}.`)
}

/** The help's paragraph on grades: --csv, --gradescope, points, verdicts. */
export const GRADING_HELP = `Grades
  Every file gets one line, naming it, whatever happened to it; with "-", the file names come one
  a line on stdin (a roster: ls class/*.ts | …). A file is read as TypeScript or JavaScript by its
  extension (${extensionList()}).
  --csv              one row per file after a header: ${CSV_HEADER}
                     (RFC 4180: fields with commas, quotes or control characters are quoted and escaped).
  --gradescope FILE  writes Gradescope's results.json for the one file graded (score, and one test
                     per part with its score, max_score and output); for an autograder's run_autograder.
  --json             adds "file", "language", "verdict", "points" and "maxPoints" to each line.
  verdict  right, wrong, error (does not load, throws, a bad value, out of memory), timeout,
           missing (no such file), unreadable (not a regular file, too big), language (an
           extension that is not ${extensionList()}); only right and wrong earn points.`
