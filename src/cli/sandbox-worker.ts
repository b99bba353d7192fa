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


type Data = { js: string; inputs: Uint8Array; stride: number; goal: number[]; width: number; flag: Int32Array; port: import('node:worker_threads').MessagePort; timeLimitMs: number; mode?: 'apply'; inputsJson?: string }
const data = workerData as Data

// A global looked up from code in a vm context goes through the context's interceptor, which is
// slow (Manhattan distance 181,440 times took over 2 s); these reach the reader's code as
// parameters, so they are locals there, the same objects as the context's globals.
const FAST = ['Math', 'Array', 'Object', 'Number', 'String', 'JSON', 'Error', 'Float64Array', 'Int32Array', 'Uint8Array', 'Map', 'Set', 'Infinity', 'NaN', 'isFinite', 'isNaN', 'parseInt']

// The harness inside the context: it wraps the reader's CommonJS so line k of their code is line
// k + 1 here, fills the inner arrays, and answers with numbers and strings only.
const HARNESS = `(function (inputs, stride, goal, width) {
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
})`

// `apply` mode: f(...args) once per input. The inputs arrive as JSON text and are parsed inside
// the context (so every array the reader sees is the context's own), before the reader's code
// runs; each return value leaves as JSON text made inside the context with the built-ins the
// harness took first, values JSON cannot say (NaN, ±Infinity, undefined) written as markers,
// and is parsed back outside: data only, nothing that could lead back to this realm.
const APPLY_HARNESS = `(function (text) {
  var parse = JSON.parse, apply = Reflect.apply, encode = ${ENCODER_SOURCE}(JSON.stringify);
  var inputs = parse(text);
  var module = { exports: {} };
  __reader(module.exports, module, function (what) { throw new Error('import of ' + what + ' is refused: your code runs alone, with no modules.'); }, ${FAST.join(', ')});
  var f = module.exports.default;
  if (typeof f !== 'function') throw new Error('Your code has no default export: write export default function f(…) { … }.');
  var json = '[';
  for (var k = 0; k < inputs.length; k++) {
    var v;
    try { v = apply(f, undefined, inputs[k]); } catch (err) { return { threw: err, index: k }; }
    var s;
    try { s = encode(v); } catch (err) { return { bad: k, what: err && typeof err.notData === 'string' ? err.notData : 'a value that is not data (a cycle?)' }; }
    json += (k ? ',' : '') + s;
  }
  return { json: json + ']' };
})`

function where(stack: string): number | null {
  for (const m of stack.matchAll(/reader\.js:(\d+):\d+/g)) if (Number(m[1]) > 1) return Number(m[1]) - 1
  return null
}

function errorReply(err: unknown): Record<string, unknown> {
  let message = 'threw a value that cannot be shown'
  let stack = ''
  try {
    const e = err as { name?: unknown; message?: unknown; stack?: unknown }
    message = typeof e?.message === 'string' ? `${String(e.name)}: ${e.message}` : `threw ${String(err)}`
    stack = typeof e?.stack === 'string' ? e.stack : ''
  } catch { /* a hostile getter: keep the plain sentence */ }
  return { type: 'error', message, line: where(stack) }
}

function applyAll(): Record<string, unknown> {
  const context = createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' })
  // The inputs' text reaches the context as a string (a primitive: nothing of this realm comes with it).
  ;(context as Record<string, unknown>).__inputsText = String(data.inputsJson)
  const script = `${APPLY_HARNESS.replace(/\n\s*/g, ' ')}(__inputsText);\nfunction __reader(exports, module, require, ${FAST.join(', ')}) {${data.js}\n}\n`
  const out = runInContext(script, context, { filename: 'reader.js', timeout: data.timeLimitMs }) as object
  // Own data properties only: an inherited getter the reader planted would run outside the time limit.
  const own = (key: string): unknown => Object.getOwnPropertyDescriptor(out, key)?.value
  const json = own('json')
  if (typeof json === 'string') return { type: 'applied', values: decodeValues(json) }
  const index = own('index')
  if (typeof index === 'number') return { ...errorReply(own('threw')), index }
  return { type: 'bad-value', index: Number(own('bad')), what: String(own('what')) }
}

let reply: Record<string, unknown>
if (data.mode === 'apply') {
  try { reply = applyAll() } catch (err) { reply = errorReply(err) }
} else try {
  const context = createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' })
  const inputs = runInContext(`new Uint8Array(${data.inputs.length})`, context) as Uint8Array
  inputs.set(data.inputs)
  ;(context as Record<string, unknown>).__inputs = inputs
  // Line 1: the harness, run at once (it takes the inputs before the reader's code runs, and its
  // result is the script's value, so no global can stand in for it); from line 2: the reader's
  // code, so an error's line k + 1 is their line k.
  const args = `__inputs, ${Number(data.stride)}, [${data.goal.map(Number).join(',')}], ${Number(data.width)}`
  const script = `${HARNESS.replace(/\n\s*/g, ' ')}(${args});\nfunction __reader(exports, module, require, ${FAST.join(', ')}) {${data.js}\n}\n`
  const out = runInContext(script, context, { filename: 'reader.js', timeout: data.timeLimitMs }) as { values?: Float64Array; bad?: number; what?: string }
  const inner = out.values
  if (inner) {
    const values = new Float64Array(inner.length)
    for (let k = 0; k < values.length; k++) values[k] = inner[k] // indexed reads: nothing the reader can patch
    reply = { type: 'done', values }
  } else reply = { type: 'bad-value', index: Number(out.bad), what: String(out.what) }
} catch (err) {
  reply = errorReply(err)
}
data.port.postMessage(reply)
Atomics.store(data.flag, 0, 1)
Atomics.notify(data.flag, 0)
