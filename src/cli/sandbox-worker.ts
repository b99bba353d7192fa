/**
 * The worker thread that runs a reader's code for the CLI (src/cli/sandbox.ts starts it). The
 * reader's code never runs in this thread's own realm: it runs in a fresh `vm` context that
 * holds nothing but the language's built-ins (no require, process, fetch, Buffer, timers), with
 * code generation from strings and WebAssembly refused, and every array it sees made inside that
 * context (an object from outside would lead back to this realm's Function and so to `process`).
 * So it can compute, and that is all: no files, no network, no child processes. The thread's
 * resourceLimits cap its memory; the parent's watchdog terminates it at the time limit.
 */
import { workerData } from 'node:worker_threads'
import { createContext, runInContext } from 'node:vm'
import { ENCODER_SOURCE, decodeValues } from '../solvers/exercise-data.ts'

type Data = {
  js: string
  inputs: Uint8Array
  stride: number
  goal: number[]
  width: number
  flag: Int32Array
  port: import('node:worker_threads').MessagePort
  timeLimitMs: number
  mode?: 'apply'
  inputsJson?: string
}
const data = workerData as Data

// A global looked up from code in a vm context goes through the context's interceptor, which is
// slow (Manhattan distance 181,440 times took over 2 s); these reach the reader's code as
// parameters, so they are locals there, the same objects as the context's globals.
const FAST = [
  'Math',
  'Array',
  'Object',
  'Number',
  'String',
  'JSON',
  'Error',
  'Float64Array',
  'Int32Array',
  'Uint8Array',
  'Map',
  'Set',
  'Infinity',
  'NaN',
  'isFinite',
  'isNaN',
  'parseInt',
]

// Inside the context, before the reader's code runs: an error (or any thrown value) as two
// strings, read within the time limit. Read outside, a hostile getter or Error.prepareStackTrace
// of the reader's would run with no limit.
// The context's Error is frozen first: Error.prepareStackTrace, which V8 calls with the stack's
// frames when an error's stack is formatted, is the classic way out of a vm context.
const FREEZE_ERROR = 'Object.freeze(Error);'
const DESCRIBE = `function (err) {
  var m = 'threw a value that cannot be shown', st = '';
  try { if (err instanceof Error) { m = '' + err.name + ': ' + err.message; st = typeof err.stack === 'string' ? err.stack : ''; } else m = 'threw ' + err; } catch (e) {}
  return { threw: true, message: typeof m === 'string' ? m : '', stack: typeof st === 'string' ? st : '' };
}`

// The harness inside the context: it wraps the reader's CommonJS so line k of their code is line
// k + 1 here, fills the inner arrays, and answers with numbers and strings only.
const HARNESS = `(function (inputs, stride, goal, width) {
  ${FREEZE_ERROR} var describe = ${DESCRIBE};
  try {
  var from = Array.from;
  var module = { exports: {} };
  var values = new Float64Array(inputs.length / stride);
  __reader(module.exports, module, function (what) { throw new Error('import of ' + what + ' is refused: your code runs alone, with no modules.'); }, ${FAST.join(', ')});
  var f = module.exports.default;
  if (typeof f !== 'function') f = module.exports.h;
  if (typeof f !== 'function') throw new Error('Your code has no default export: write export default function h(…) { … }.');
  for (var k = 0; k < values.length; k++) {
    var v = f(from(inputs.subarray(k * stride, k * stride + stride)), goal.slice(), width);
    if (typeof v !== 'number') return { bad: k, what: typeof v === 'string' ? JSON.stringify(v) : v === null ? 'null' : typeof v === 'object' ? 'an object' : String(v) };
    values[k] = v;
  }
  return { values: values };
  } catch (err) { return describe(err); }
})`

// `apply` mode: f(...args) once per input. The inputs arrive as JSON text and are parsed inside
// the context (so every array the reader sees is the context's own), before the reader's code
// runs; each return value leaves as JSON text made inside the context with the built-ins the
// harness took first, values JSON cannot say (NaN, ±Infinity, undefined) written as markers,
// and is parsed back outside: data only, nothing that could lead back to this realm.
const APPLY_HARNESS = `(function (text) {
  ${FREEZE_ERROR} var describe = ${DESCRIBE};
  try {
  var parse = JSON.parse, apply = Reflect.apply, encode = ${ENCODER_SOURCE}(JSON.stringify);
  var inputs = parse(text);
  var module = { exports: {} };
  __reader(module.exports, module, function (what) { throw new Error('import of ' + what + ' is refused: your code runs alone, with no modules.'); }, ${FAST.join(', ')});
  var f = module.exports.default;
  if (typeof f !== 'function') throw new Error('Your code has no default export: write export default function f(…) { … }.');
  var json = '[';
  for (var k = 0; k < inputs.length; k++) {
    var v;
    try { v = apply(f, undefined, inputs[k]); } catch (err) { var d = describe(err); d.index = k; return d; }
    var s;
    try { s = encode(v); } catch (err) { return { bad: k, what: err && typeof err.notData === 'string' ? err.notData : 'a value that is not data (a cycle?)' }; }
    json += (k ? ',' : '') + s;
  }
  return { json: json + ']' };
  } catch (err) { return describe(err); }
})`

function where(stack: string): number | null {
  for (const m of stack.matchAll(/reader\.js:(\d+):\d+/g)) if (Number(m[1]) > 1) return Number(m[1]) - 1
  return null
}

/** An own data property of the harness's answer (an inherited getter the reader planted would run outside the time limit). */
function own(out: object, key: string): unknown {
  return Object.getOwnPropertyDescriptor(out, key)?.value
}

/** The harness's description of what the reader's code threw (strings made inside the context). */
function thrownReply(out: object): Record<string, unknown> {
  const index = own(out, 'index')
  return {
    type: 'error',
    message: String(own(out, 'message')),
    line: where(String(own(out, 'stack'))),
    ...(typeof index === 'number' ? { index } : {}),
  }
}

/** An error of the harness itself or the engine's (a syntax error, the time limit): this realm's or a plain one. */
function errorReply(err: unknown): Record<string, unknown> {
  let message = 'threw a value that cannot be shown'
  let stack = ''
  try {
    const e = err as { name?: unknown; message?: unknown; stack?: unknown }
    message = typeof e?.message === 'string' ? `${String(e.name)}: ${e.message}` : `threw ${String(err)}`
    stack = typeof e?.stack === 'string' ? e.stack : ''
  } catch {
    /* a hostile getter: keep the plain sentence */
  }
  return { type: 'error', message, line: where(stack) }
}

function applyAll(): Record<string, unknown> {
  const context = createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  // The inputs' text reaches the context as a string (a primitive: nothing of this realm comes with it).
  ;(context as Record<string, unknown>).__inputsText = String(data.inputsJson)
  const script = `${APPLY_HARNESS.replace(/\n\s*/g, ' ')}(__inputsText);\nfunction __reader(exports, module, require, ${FAST.join(', ')}) {${data.js}\n}\n`
  const out = runInContext(script, context, { filename: 'reader.js', timeout: data.timeLimitMs }) as object
  const json = own(out, 'json')
  if (typeof json === 'string') return { type: 'applied', values: decodeValues(json) }
  if (own(out, 'threw') === true) return thrownReply(out)
  return { type: 'bad-value', index: Number(own(out, 'bad')), what: String(own(out, 'what')) }
}

let reply: Record<string, unknown>
if (data.mode === 'apply') {
  try {
    reply = applyAll()
  } catch (err) {
    reply = errorReply(err)
  }
} else
  try {
    const context = createContext(Object.create(null), {
      codeGeneration: { strings: false, wasm: false },
      microtaskMode: 'afterEvaluate',
    })
    const inputs = runInContext(`new Uint8Array(${data.inputs.length})`, context) as Uint8Array
    inputs.set(data.inputs)
    ;(context as Record<string, unknown>).__inputs = inputs
    // Line 1: the harness, run at once (it takes the inputs before the reader's code runs, and its
    // result is the script's value, so no global can stand in for it); from line 2: the reader's
    // code, so an error's line k + 1 is their line k.
    const args = `__inputs, ${Number(data.stride)}, [${data.goal.map(Number).join(',')}], ${Number(data.width)}`
    const script = `${HARNESS.replace(/\n\s*/g, ' ')}(${args});\nfunction __reader(exports, module, require, ${FAST.join(', ')}) {${data.js}\n}\n`
    const out = runInContext(script, context, { filename: 'reader.js', timeout: data.timeLimitMs }) as object
    const inner = own(out, 'values') as Float64Array | undefined
    if (own(out, 'threw') === true) reply = thrownReply(out)
    else if (inner) {
      // The count from our own data (a typed array's length is a prototype getter the reader could replace).
      const values = new Float64Array(data.inputs.length / data.stride)
      for (let k = 0; k < values.length; k++) values[k] = inner[k] // indexed reads: nothing the reader can patch
      reply = { type: 'done', values }
    } else reply = { type: 'bad-value', index: Number(own(out, 'bad')), what: String(own(out, 'what')) }
  } catch (err) {
    reply = errorReply(err)
  }
data.port.postMessage(reply)
Atomics.store(data.flag, 0, 1)
Atomics.notify(data.flag, 0)
