/**
 * The registry of notebooks: every folder of src/solvers/ that the site, the CLI, the workers and
 * the teacher's guide know, one line each: the folder's name (the puzzle's `id`) and the files it
 * has beside its solvers. A notebook is an article (content/<slug>.mdx); it holds one folder or
 * several (the games notebook: tictactoe and connect4), each naming its article by the `slug` of
 * its description.
 *
 * The files, each loaded when it is asked for:
 *   puzzle     index.ts, the description (contract.ts): the site's pages, boards and embeds
 *              (src/lib/puzzles.ts); the CLI builds its command from it (src/cli/puzzles/<id>.ts).
 *   jobs       jobs.ts, the long work: the one worker entry (src/workers/jobs.worker.ts) serves it to
 *              a page that asks by the folder's name (the kit's `jobsRunner(id)`).
 *   exercises  exercises.ts, the code exercises (code-exercises.ts): the page's judge, the CLI's
 *              `check` verb and the teacher's guide.
 * The loaders import `./${id}/<file>`: the bundler makes each folder's file a chunk of its own (a
 * page's worker downloads its own notebook's solvers only), and Node loads the same path. The search
 * lab has jobs and no description. tests/unit/registry.test.ts checks every line against the folders.
 */
import type { Jobs, Puzzle } from './contract.ts'

type Part = 'puzzle' | 'jobs' | 'exercises'

export const REGISTRY = {
  clocks: ['puzzle', 'jobs', 'exercises'],
  connect4: ['puzzle', 'jobs'],
  mapcolour: ['puzzle', 'jobs', 'exercises'],
  peg: ['puzzle', 'jobs', 'exercises'],
  queens: ['puzzle', 'jobs', 'exercises'],
  'rubiks-clock': ['puzzle', 'jobs', 'exercises'],
  route: ['puzzle', 'jobs'],
  search: ['jobs'],
  sliding: ['puzzle', 'jobs', 'exercises'],
  sudoku: ['puzzle', 'jobs'],
  tictactoe: ['puzzle', 'exercises'],
  tileswap: ['puzzle', 'jobs', 'exercises'],
} as const satisfies Record<string, readonly Part[]>

type Registry = typeof REGISTRY
const parts: Readonly<Record<string, readonly Part[]>> = REGISTRY

/**
 * The names a page gives the one worker entry: a folder with jobs, `judge`, the code exercises'
 * judge (exercise-jobs.ts), which serves every notebook's exercises, or `mcts`, Monte Carlo tree
 * search on both games of the games notebook (mcts-jobs.ts).
 */
export type WorkerName =
  | { [K in keyof Registry]: 'jobs' extends Registry[K][number] ? K : never }[keyof Registry]
  | 'judge'
  | 'mcts'

/** A jobs module as a worker serves it: `transferOf` lists a result's buffers to move, not copy. */
export type JobsModule = { jobs: Jobs; transferOf?: (result: any) => Transferable[] }

/** True when folder `id` is registered with `part`. */
export function has(id: string, part: Part): boolean {
  return Object.hasOwn(parts, id) && parts[id].includes(part)
}

/** The folders registered with `part`, in the registry's order (the articles own the reading order). */
export function foldersWith(part: Part): string[] {
  return Object.keys(parts).filter((id) => has(id, part))
}

/** Every description, in the registry's order. */
export async function descriptions(): Promise<Puzzle[]> {
  const modules = foldersWith('puzzle').map((id) => import(`./${id}/index.ts`) as Promise<{ puzzle: Puzzle }>)
  return (await Promise.all(modules)).map((m) => m.puzzle)
}

/** The jobs module a worker named `name` serves; rejects, naming the choices, for any other name. */
export function jobsModule(name: string): Promise<JobsModule> {
  if (name === 'judge') return import('./exercise-jobs.ts')
  if (name === 'mcts') return import('./mcts-jobs.ts')
  if (has(name, 'jobs')) return import(`./${name}/jobs.ts`)
  const names = [...foldersWith('jobs'), 'judge', 'mcts'].join(', ')
  return Promise.reject(new Error(`No jobs are named "${name.slice(0, 40)}" (there are ${names}).`))
}
