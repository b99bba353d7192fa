// The registry of notebooks (src/solvers/registry.ts) is the one list: every folder with a
// description, jobs or code exercises is in it with exactly the files it has, each description
// sits in the folder of its id, the CLI's commands are its descriptions, the one worker entry
// serves each folder's jobs and the judge by name, and the guide lists every code exercise.
import { existsSync, readdirSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { REGISTRY, descriptions, foldersWith, has, jobsModule } from '../../src/solvers/registry.ts'
import { everyExercise } from '../../src/solvers/code-exercises.ts'
import { PUZZLES } from '../../src/cli/command.ts'

const SOLVERS = new URL('../../src/solvers/', import.meta.url)
const FILES = { puzzle: 'index.ts', jobs: 'jobs.ts', exercises: 'exercises.ts' } as const

describe('the registry', () => {
  it('lists every folder that has a description, jobs or code exercises, with exactly those files', () => {
    const onDisk: Record<string, string[]> = {}
    for (const folder of readdirSync(SOLVERS, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue
      const parts = Object.entries(FILES)
        .filter(([, file]) => existsSync(new URL(`${folder.name}/${file}`, SOLVERS)))
        .map(([part]) => part)
      if (parts.length > 0) onDisk[folder.name] = parts
    }
    expect(REGISTRY).toEqual(onDisk)
  })

  it('answers for registered folders only', () => {
    expect(has('clocks', 'jobs')).toBe(true)
    expect(has('tictactoe', 'jobs')).toBe(false)
    expect(has('nonesuch', 'jobs')).toBe(false)
    expect(has('toString', 'puzzle')).toBe(false)
    expect(foldersWith('jobs')).toContain('search')
    expect(foldersWith('puzzle')).not.toContain('search')
  })

  it('finds each description in the folder of its id', async () => {
    expect((await descriptions()).map((p) => p.id)).toEqual(foldersWith('puzzle'))
  })

  it("gives the CLI its commands: a description's id and article, or commands named for their input", async () => {
    const slugs = new Map((await descriptions()).map((p) => [p.id, p.slug]))
    // Commands that are not a puzzle's: the route notebook's, named for what they read (graph,
    // grid), and the search lab's (search: its exercises' checks; the lab has jobs, no description).
    const OTHERS: Record<string, string> = {
      graph: 'route-finding',
      grid: 'route-finding',
      search: 'search-algorithms',
    }
    for (const command of PUZZLES)
      expect(slugs.get(command.name) ?? OTHERS[command.name], command.name).toBe(command.slug)
    const named = new Set(PUZZLES.map((c) => c.name))
    const bySlug = new Set(PUZZLES.map((c) => c.slug))
    for (const [id, slug] of slugs) expect(named.has(id) || bySlug.has(slug), id).toBe(true)
  })

  it('serves each folder its jobs, the judge its own, and refuses any other name', async () => {
    for (const id of foldersWith('jobs')) {
      const { jobs } = await jobsModule(id)
      expect(Object.keys(jobs).length, id).toBeGreaterThan(0)
    }
    expect(Object.keys((await jobsModule('judge')).jobs).sort()).toEqual(['inputs', 'judge'])
    expect(Object.keys((await jobsModule('mcts')).jobs).length).toBeGreaterThan(0)
    await expect(jobsModule('clock')).rejects.toThrow(
      /^No jobs are named "clock" \(there are clocks, connect4, .*, tileswap, judge, mcts\)\.$/,
    )
    await expect(jobsModule('tictactoe')).rejects.toThrow(/No jobs are named "tictactoe"/)
    await expect(jobsModule('../cli/command')).rejects.toThrow(/No jobs are named/)
  })

  it('the worker entry answers each request for jobs it does not serve with the reason', async () => {
    const worker = new Worker(new URL('./harness/node-worker.ts', import.meta.url), {
      workerData: {
        worker: new URL('../../src/workers/jobs.worker.ts', import.meta.url).href,
        name: 'nonesuch',
      },
    })
    const answers: unknown[] = []
    const two = new Promise((resolve) =>
      worker.on('message', (m) => {
        answers.push(m)
        if (answers.length === 2) resolve(answers)
      }),
    )
    await new Promise((resolve) => worker.once('online', resolve))
    worker.postMessage({ id: 1, req: { kind: 'solve' } })
    worker.postMessage({ id: 2, req: { kind: 'solve' } })
    await two
    await worker.terminate()
    const message = expect.stringMatching(/^No jobs are named "nonesuch" \(there are clocks, /)
    expect(answers).toEqual([
      { id: 1, type: 'error', message },
      { id: 2, type: 'error', message },
    ])
  })

  it("lists every code exercise under its description's article, those without a main widget too", async () => {
    const all = (await everyExercise()).map(
      ({ slug, exercise }) => `${slug} ${exercise.puzzle} ${exercise.id}`,
    )
    expect(all).toContain('games tictactoe winner')
    expect(all).toContain('constraints queens safe')
    expect(all).toContain('clocks clocks solve')
    expect(all.length).toBeGreaterThanOrEqual(foldersWith('exercises').length)
  })
})
