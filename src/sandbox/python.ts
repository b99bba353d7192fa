/**
 * Python in the sandbox: Pyodide (the npm package `pyodide`, pinned) started by the host before
 * the harness runs, then wrapped as the harness's engine. The page's worker (components/kit/
 * sandbox.ts) and the CLI's child process (child.ts) start it the same way: `jsglobals` an empty
 * object (so `import js` leads nowhere), no environment, output dropped; then PYTHON_RUNNER
 * (runner.py.ts) is run in a scope of its own and its three functions are taken. Only then does
 * the harness capture, lock the realm down (deleting what Pyodide itself put on the global, such
 * as the `require` it gives Emscripten in Node) and load the reader's code through `load`.
 *
 * `pythonEngine` is self-contained (its source runs in the worker and in the child): it uses
 * nothing but its parameters.
 */
import { PYTHON_RUNNER } from './runner.py.ts'

export { PYTHON_RUNNER }

/** What the harness calls: strings and numbers in, strings out (a JSON head, a newline, the values' JSON). */
export interface PythonEngine {
  /** `prelude`: Python source whose `wrap(f)` wraps the reader's function ('' for none). */
  load(source: string, name: string, maxValueChars: number, prelude: string): string
  inputs(kind: string, data: unknown, stride: number, goal: string, width: number): number
  run(from: number, sliceMs: number, budget: number): string
}

/** The options every host gives loadPyodide: nothing of the realm reachable from `import js`. */
export function pyodideOptions(): Record<string, unknown> {
  return {
    jsglobals: Object.create(null),
    env: { HOME: '/home/reader' },
    stdout: () => {},
    stderr: () => {},
    stdin: () => null,
    checkAPIVersion: true,
  }
}

/** The engine over a loaded Pyodide `py` (self-contained: runs as source text in the hosts). */
export function pythonEngine(py: any, runner: string, interrupt: Int32Array | null): PythonEngine {
  const scope = py.globals.get('dict')()
  py.runPython(runner, { globals: scope })
  const load = scope.get('load')
  const inputs = scope.get('inputs')
  const run = scope.get('run')
  if (interrupt) py.setInterruptBuffer(interrupt)
  const text = (v: unknown): string => (typeof v === 'string' ? v : '{"type":"error","phase":"run"}\n')
  return Object.freeze({
    load: (source: string, name: string, max: number, prelude: string) =>
      text(load(source, name, max, prelude)),
    inputs: (kind: string, data: unknown, stride: number, goal: string, width: number) =>
      Number(inputs(kind, data, stride, goal, width)),
    run: (from: number, sliceMs: number, budget: number) => text(run(from, sliceMs, budget)),
  })
}
