/**
 * The page's judge for the code exercises, run in the site's worker under the name `judge`:
 * `inputs` lists an exercise's inputs as chunks of JSON text for the sandbox; `judge` decodes the
 * values the sandbox wrote and judges every one against its input. The page's main thread only
 * passes strings along, and no verdict comes from the reader's own worker.
 */
import { judgeAll, type CodeExercise, type ExerciseArgs, type ExerciseVerdict } from './code-exercise.ts'
import { decodeValues, encodeChunks } from './exercise-data.ts'
import { loadExercise } from './code-exercises.ts'
import { throwIfAborted, type JobContext } from './contract.ts'

type Prepared = { exercise: CodeExercise; inputs: ExerciseArgs[]; chunks: string[] }
const prepared = new Map<string, Promise<Prepared>>()

function prepare(puzzle: string, id: string): Promise<Prepared> {
  const key = `${puzzle}/${id}`
  if (!prepared.has(key)) {
    prepared.set(
      key,
      loadExercise(puzzle, id).then((exercise) => {
        const inputs = exercise.inputs()
        return { exercise, inputs, chunks: encodeChunks(inputs) }
      }),
    )
  }
  return prepared.get(key)!
}

export type InputsRequest = { kind: 'inputs'; puzzle: string; exercise: string }
export type JudgeRequest = { kind: 'judge'; puzzle: string; exercise: string; values: string[] }

/** The exercise's inputs, as the sandbox takes them. */
export async function inputs(req: InputsRequest): Promise<{ count: number; chunks: string[] }> {
  const p = await prepare(req.puzzle, req.exercise)
  return { count: p.inputs.length, chunks: p.chunks }
}

/** Every value judged against its input, a text of values at a time (stoppable between them). */
export async function judge(req: JudgeRequest, ctx: JobContext): Promise<ExerciseVerdict> {
  const p = await prepare(req.puzzle, req.exercise)
  const total: ExerciseVerdict = { checked: 0, wrong: 0, first: null }
  let start = 0
  for (const text of req.values) {
    throwIfAborted(ctx.signal)
    const values = decodeValues(text)
    if (start + values.length > p.inputs.length) break
    const v = judgeAll(p.exercise, p.inputs.slice(start, start + values.length), values)
    start += values.length
    total.checked += v.checked
    total.wrong += v.wrong
    total.first ??= v.first
    ctx.onProgress?.({
      explored: start,
      note: `${start.toLocaleString('en-US')} of ${p.inputs.length.toLocaleString('en-US')} judged`,
    })
  }
  if (start !== p.inputs.length) throw new Error(`${start} answers for ${p.inputs.length} inputs`)
  return total
}

export const jobs = { inputs, judge }
export type ExerciseJobs = typeof jobs
