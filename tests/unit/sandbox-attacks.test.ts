// Issue 27's attack corpus, CLI and harness side: each attack the issue reports (and a few more),
// as a hostile student would send it, through the real command (child processes, the sandbox's
// own child with its limits) or through the shared harness in a vm context. The page's side is
// tests/e2e/sandbox-attacks.spec.ts. Every one of these passed for the attacker before the fix.
import { spawnSync } from 'node:child_process'
import { statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { transform } from 'sucrase'
import { loadExercise } from '../../src/solvers/code-exercises.ts'
import { ALLOW, readerWrapper } from '../../src/sandbox/harness.ts'
import { runInVm } from '../../src/sandbox/node.ts'
import { htmlLikeComment, loadTypeScript } from '../../src/sandbox/typescript.ts'
import { CLI_MAX_NODES, solveBudget } from '../../src/cli/puzzles/connect4.ts'
import { MAX_CODE_BYTES } from '../../src/cli/sandbox.ts'
import { runCli as cli, scratch, NO_HANG } from './helpers.ts'

const { dir, file } = scratch('attacks-')
const tictactoe = await loadExercise('tictactoe', 'winner')
const MODEL = file('model.ts', tictactoe.model)
const check = (path: string, ...more: string[]) => cli(['tictactoe', 'check', 'winner', path, ...more])
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))

/** The reader's code run by the harness in a vm context, on inputs [[1], [2], [3]]. */
function inVm(source: string, timeLimitMs = 5000) {
  const loaded = loadTypeScript(source, transform)
  if (!loaded.ok) throw new Error(loaded.message)
  return runInVm({ js: loaded.js, name: 'f', inputs: { kind: 'json', text: '[[1],[2],[3]]' }, timeLimitMs })
}
/** The harness on JavaScript that bypasses the loader (as a divergence between it and the engine would). */
const rawInVm = (js: string) =>
  runInVm({ js, name: 'f', inputs: { kind: 'json', text: '[[1]]' }, timeLimitMs: 5000 })

describe('1, 2: code that reaches outside its function', () => {
  it('an HTML-like comment is refused with its line, by the loader the page and the CLI share', () => {
    expect(htmlLikeComment('const a = 1 <!--b\n')).toMatchObject({ line: 1, text: '<!--' })
    expect(htmlLikeComment('let x = 1\n  --> hidden\n')).toMatchObject({ line: 2, text: '-->' })
    expect(htmlLikeComment('/* a */ --> b')).toMatchObject({ line: 1, text: '-->' })
    expect(htmlLikeComment('while (n --> 0) n--\nx-- > 0')).toBeNull()
    // Sucrase reads `a <!--b` as `a < !--b`; a script reads a comment from `<!--` to the line's end.
    const attack = 'export default function winner(board) {\n  let a = 1, b = 2\n  return a <!--b }\n'
    expect(loadTypeScript(attack, transform)).toMatchObject({ ok: false, line: 3 })
    const r = check(file('comment.ts', attack))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(
      /comment\.ts:3:\d+: "<!--" is refused: a browser reads it as the start of a comment/,
    )
    expect(r.out).toBe('')
  }, 30_000)

  it('text the stripper reads as a regex and the engine as a division is refused before it runs', () => {
    // Found by an independent attacker: after `export default class {}` (an expression once
    // stripped) a `/` is a division to the engine but began a regex for Sucrase; the same after a
    // variable named `await`. Either closed the wrapper early, and its outside ran before the
    // harness's length check could refuse the function.
    const afterClass =
      'export default class {}\n/ 1 }, (() => { throw new Error("ESCAPED") })(), function () { / *1/g\n'
    const afterAwait =
      'let await: any = 1, g: any = 1\nexport default function f() { return null }\nawait\n/ 1 }, (() => { throw new Error("ESCAPED") })(), function () { / *1/g\n'
    for (const [name, source] of [
      ['class.ts', afterClass],
      ['await.ts', afterAwait],
    ]) {
      const r = check(file(name, source))
      expect(r.code, name).toBe(2)
      expect(r.err, name).not.toMatch(/ESCAPED/)
      expect(r.out, name).toBe('')
    }
    expect(loadTypeScript(afterClass, transform)).toMatchObject({ ok: false })
  }, 60_000)

  it('a symbolic link is not followed: a roster cannot make the grader read and echo another file', () => {
    const secret = file('teacher.env', 'TEACHER_TOKEN=ghp_Secret0123456789\n')
    const link = join(dir, 'alice.ts')
    symlinkSync(secret, link)
    const r = check(link)
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/is a symbolic link, which is not followed/)
    expect(r.err + r.out).not.toMatch(/ghp_Secret/)
  }, 30_000)

  it('a function the engine parsed differently from the wrapper is not run, nor is its outside', () => {
    // As if the transpiler had kept a bracket that the engine reads as the end of the function.
    const escaped = rawInVm('exports.default = (b) => 1 }); globalThis.x = 1; (function () {')
    expect(escaped).toMatchObject({ status: 'error', phase: 'load' })
    expect((escaped as { message: string }).message).toMatch(/reaches outside its function/)
  })

  it("a script's completion value is never read: a Proxy there, whose traps would loop forever, is ignored", () => {
    const proxy =
      'exports.default = (b) => 1 }); new Proxy({}, { get() { for (;;) {} }, getOwnPropertyDescriptor() { for (;;) {} } }); (function () {'
    expect(rawInVm(proxy).status).toBe('error') // returned at all: nothing outside read the Proxy
  })

  it('the harness cannot be reloaded, driven or replaced by the reader', () => {
    const calls = [
      '__sandbox.load(function () {})',
      '__sandbox.prelude(function () {})',
      '__sandbox.run("guess")',
      'Object.defineProperty(globalThis, "__sandbox", { value: 1 })',
    ]
    for (const call of calls) {
      const out = inVm(`export default function f(a) {\n  ${call}\n  return a\n}`)
      expect(out, call).toMatchObject({ status: 'error', line: 2, index: 0 })
    }
  })
})

describe('3: one file cannot crash the CLI or the batch', () => {
  it('a huge array or string returned is a bad value, named and cut short (exit 2)', () => {
    const array = check(
      file('array.ts', 'export default function winner() { return new Array(3e7).fill(1) }'),
    )
    expect(array.code).toBe(2)
    expect(array.err).toMatch(/returned an array of 30,000,000 items for input 1/)
    const text = check(file('string.ts', 'export default function winner() { return "x".repeat(1e8) }'))
    expect(text.code).toBe(2)
    expect(text.err).toMatch(/returned a string of 100,000,000 characters \("x{40}"…\) for input 1/)
    expect(text.err.length).toBeLessThan(400)
  }, 60_000)

  it('running out of memory is that file’s verdict, with the input; a class batch goes on', () => {
    const bomb = file(
      'bomb.ts',
      'export default function winner(b) {\n  const a = []\n  for (;;) a.push({ b, n: a.length })\n}',
    )
    const buffers = file(
      'buffers.ts',
      'export default function winner(b) {\n  const a = []\n  for (;;) a.push(new Float64Array(1e6).fill(1))\n}',
    )
    const r = cli(['tictactoe', 'check', 'winner', '-', '--json'], `${bomb}\n${buffers}\n${MODEL}\n`)
    expect(r.code).toBe(2)
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(3)
    expect(lines[0].error).toMatch(
      /bomb\.ts: ran out of memory \(its limit is 256 MB of heap, 512 MB in all\) on input 1, /,
    )
    expect(lines[1].error).toMatch(/buffers\.ts: ran out of memory .* on input 1, .*\(line 3\)/)
    expect(lines[2]).toMatchObject({ checked: 5478, wrong: 0 })
  }, 120_000)

  it('a stack overflow is the reader’s error, with its line', () => {
    const r = check(file('deep.ts', 'export default function winner(b): number {\n  return winner(b) + 1\n}'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/deep\.ts:2: RangeError: Maximum call stack size exceeded \(for input 1/)
  }, 30_000)
})

describe('4: nothing from input or reader code reaches a terminal raw', () => {
  const forged =
    'export default function winner() {\n  throw new Error("\\r\\x1b[2K\\x1b[1A\\x1b[2K alice.ts: Right on all 5,478 positions.\\u009b2K\\u202e")\n}'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not reach the terminal
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/

  it('an error message forging a verdict line comes out escaped, single file and batch, text and JSON', () => {
    const path = file('forge.ts', forged)
    const one = check(path)
    expect(one.code).toBe(2)
    expect(one.err).not.toMatch(RAW)
    expect(one.err).toContain('\\r\\x1b[2K\\x1b[1A\\x1b[2K alice.ts: Right on all')
    const batch = cli(['tictactoe', 'check', 'winner', '-'], `${path}\n`)
    expect(batch.out + batch.err).not.toMatch(RAW)
    const json = cli(['tictactoe', 'check', 'winner', '-', '--json'], `${path}\n`)
    expect(json.out).not.toMatch(RAW)
    expect(JSON.parse(json.out).error).toContain('\r\u001b[2K') // JSON keeps the text, escaped
  }, 60_000)

  it('a file name from a roster, and bad input to tictactoe, connect4 and queens, come out escaped', () => {
    const name = join(dir, 'a\u001b[2Kb.ts')
    writeFileSync(name, tictactoe.model)
    const roster = cli(['tictactoe', 'check', 'winner', '-'], `${name}\n`)
    expect(roster.out).toContain('a\\x1b[2Kb.ts: Right on all')
    for (const args of [
      ['tictactoe', 'solve', 'X\u001b[2J/...'],
      ['connect4', 'solve', '44\u001b[1A'],
      ['queens', 'solve', '8\u001b[2J'],
    ]) {
      const r = cli([...args, '--json'])
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.out + r.err, args.join(' ')).not.toMatch(RAW)
      const text = cli(args)
      expect(text.err, args.join(' ')).not.toMatch(RAW)
      const nul = cli([...args.slice(0, 2), '-'], `${args[2]}\u0000\r\n`)
      expect(nul.out + nul.err, args.join(' ')).not.toMatch(RAW)
    }
  }, 180_000) // ten CLI processes: a minute and more on a busy machine
})

describe('5: a huge bad value of a heuristic is named short', () => {
  it('h returning a 10,000,000-character string: "a string of 10,000,000 characters", cut', () => {
    const r = cli([
      'sliding',
      'check-heuristic',
      file('h.ts', 'export default function h() { return "3".repeat(1e7) }'),
    ])
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/h returned a string of 10,000,000 characters \("3{40}"…\) for 0 1 2\/3 4 5\/6 7 8/)
    expect(r.err.length).toBeLessThan(400)
  }, 30_000)
})

describe('7: the sandbox holds only what a pure function needs', () => {
  it('its globals are the allowlist and the harness’s own door; the built-ins are frozen or sealed', () => {
    const out = inVm(`export default function f(a) {
  const names = Object.getOwnPropertyNames(globalThis).sort()
  const frozen = [Function.prototype, Object.getPrototypeOf([][Symbol.iterator]()), Object.getPrototypeOf(function* () {}),
    Map.prototype, String.prototype, JSON, Math, Error, Object, Array].every(Object.isFrozen)
  const sealed = [Object.prototype, Array.prototype].every((p) => Object.isSealed(p) && !Object.isExtensible(p))
  return a === 1 ? names : frozen && sealed
}`)
    expect(out.status).toBe('values')
    const [names, locked] = JSON.parse((out as { chunks: string[] }).chunks[0])
    expect(locked).toBe(true)
    for (const name of names) expect([...ALLOW, '__sandbox'], name).toContain(name)
    for (const gone of [
      'WebAssembly',
      'SharedArrayBuffer',
      'Atomics',
      'eval',
      'FinalizationRegistry',
      'WeakRef',
    ])
      expect(names).not.toContain(gone)
  })

  it('methods replaced on the sealed prototypes change nothing the harness writes', () => {
    // Object.prototype and Array.prototype are sealed, not frozen (for speed): their methods stay
    // writable, and the harness calls none of them once the reader's code has run.
    const out = inVm(`Array.prototype.join = () => '[9,9,9]'
Array.prototype.push = function () { return 0 }
Array.prototype.slice = () => [9]
Object.prototype.toString = () => '9'
export default function f(a) { return [a, { a }] }`)
    expect(out).toMatchObject({ status: 'values', chunks: ['[[1,{"a":1}],[2,{"a":2}],[3,{"a":3}]]'] })
  })

  it('every way out that the old refusal list forgot is simply not there', () => {
    for (const way of [
      'webkitRequestFileSystem(0, 1)',
      'new WebSocketStream("ws://x")',
      'caches.open("x")',
      'process.exit(0)',
      'require("fs")',
    ])
      expect(inVm(`export default function f() {\n  return ${way}\n}`), way).toMatchObject({
        status: 'error',
        line: 2,
      })
  })
})

describe('9: files are read only if they are regular files, and not too large', () => {
  it('a FIFO with no writer, /dev/zero, a folder and a file over the limit are refused at once; the roster goes on', () => {
    const fifo = join(dir, 'fifo.ts')
    spawnSync('mkfifo', [fifo])
    const big = file(
      'big.ts',
      `// ${'x'.repeat(MAX_CODE_BYTES)}\nexport default function winner() { return null }`,
    )
    const started = Date.now()
    const r = cli(
      ['tictactoe', 'check', 'winner', '-'],
      [fifo, '/dev/zero', dir, big, MODEL].join('\n') + '\n',
    )
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(r.code).toBe(2)
    expect(r.out.split('\n').slice(0, 5)).toEqual([
      `error: ${fifo}: is not a regular file (a device, a pipe or a socket).`,
      'error: /dev/zero: is not a regular file (a device, a pipe or a socket).',
      `error: ${dir}: is a folder, not a file.`,
      `error: ${big}: is ${statSync(big).size.toLocaleString('en-US')} bytes; a code file may have at most 1,000,000.`,
      `${MODEL}: Right on all 5,478 positions.`,
    ])
  }, 60_000)
})

describe('10: the small ones', () => {
  it('a setTimeout after returning is a missing timer at its line, not "failed as it loaded"', () => {
    const r = check(
      file(
        'late.ts',
        'export default function winner(b) {\n  setTimeout(() => { throw new Error("late") }, 0)\n  return null\n}',
      ),
    )
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/late\.ts:2: setTimeout is not available: your code runs in a sandbox/)
  }, 30_000)

  it('3n is reported as a BigInt, not as "returned 3"', () => {
    expect(check(file('big-int.ts', 'export default function winner() { return 3n }')).err).toMatch(
      /returned 3n \(a BigInt\) for input 1/,
    )
    expect(
      cli(['sliding', 'check-heuristic', file('h3n.ts', 'export default function h() { return 3n }')]).err,
    ).toMatch(/h returned 3n \(a BigInt\) for /)
  }, 30_000)

  it('a verdict that cannot be written ends with 141: a reader gone (| true) or stdout closed (>&-)', () => {
    const sh = (command: string) =>
      spawnSync('bash', ['-c', command], {
        encoding: 'utf8',
        ...NO_HANG,
        env: { ...process.env, NODE: process.execPath },
      })
    const run = `"$NODE" ${JSON.stringify(MAIN)} tictactoe check winner ${JSON.stringify(MODEL)}`
    // The reader closes its end at once and stays alive, so the verdict always meets a closed pipe.
    expect(sh(`${run} | (exec 0<&-; sleep 1); echo "status \${PIPESTATUS[0]}"`).stdout).toMatch(/status 141/)
    expect(sh(`${run} >&-; echo "status $?"`).stdout).toMatch(/status 141/)
    expect(sh(`${run} > /dev/null; echo "status $?"`).stdout).toMatch(/status 0/) // discarding on purpose is fine
  }, 60_000)

  it('connect4 solve has a node budget by default (the empty board was hours)', () => {
    expect(solveBudget({}).maxNodes).toBe(CLI_MAX_NODES)
    expect(solveBudget({ 'max-nodes': '5' }).maxNodes).toBe(5)
    expect(cli(['connect4', 'solve', '--help']).out).toMatch(/--max-nodes \(default 100,000,000/)
  }, 30_000)
})

describe('the wrapper', () => {
  it('keeps the reader’s lines where they are', () => {
    const js = 'a\nb\nc'
    expect(readerWrapper(js).split('\n')).toHaveLength(4)
    expect(readerWrapper(js).split('\n')[0]).toMatch(/'use strict';a$/)
  })
})
