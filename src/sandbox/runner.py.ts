/**
 * The Python side of the sandbox's Python engine (python.ts): a module Pyodide runs once, before
 * the harness locks the realm down and before any reader code exists. It compiles the reader's
 * source under the file name `<your code>` (so a traceback's lines are the reader's own), finds
 * their function by its name, and runs the loop over the inputs in Python: one call from
 * JavaScript per slice, not one per input. Each value is turned into plain data here (numbers,
 * strings, booleans, None, lists, dicts with string keys; NaN and ±inf as the harness's marks),
 * measured before it is encoded, and the slice's values leave as one JSON text that the harness
 * parses and measures again: nothing the reader's code does to this module can shape more than
 * its own values.
 *
 * Lockdown, Python side (the JavaScript side is the harness's): the modules that lead to
 * JavaScript (`js`, `pyodide_js`, `pyodide.ffi` …) and to the host (`os.system`, subprocess,
 * sockets) are removed from `sys.modules` and refused on import. That alone is no wall (Python
 * cannot wall one part of a program off from another); the wall is that the realm those modules
 * lead to has been emptied (harness.ts) and, in the CLI, Node's permission model.
 */
export const PYTHON_RUNNER = String.raw`
import builtins as _b, json as _json, math as _math, sys as _sys, time as _time, traceback as _tb

_FILE = '<your code>'
_BLOCKED = ('js', 'pyodide', '_pyodide', 'pyodide_js', '_pyodide_core', 'micropip', 'ctypes',
            'subprocess', 'socket', '_socket', 'ssl', '_ssl', 'select', 'selectors', 'asyncio',
            'multiprocessing', 'threading', '_thread', 'urllib', 'http', 'webbrowser', 'pyodide_http')
_MARK = '\u0000'

class _Refused(Exception):
    pass

class _Bad(Exception):
    pass

def _blocked(name):
    return name.split('.')[0] in _BLOCKED

class _Block:
    def find_spec(self, name, path=None, target=None):
        if _blocked(name):
            raise ImportError('import of %s is refused: your code runs in a sandbox with Python\'s own '
                              'built-ins and pure modules only (math, heapq, collections, itertools …), '
                              'no JavaScript, network, files or processes' % name)
        return None

def _lock():
    for name in list(_sys.modules):
        if _blocked(name):
            del _sys.modules[name]
    _sys.meta_path.insert(0, _Block())
    import os
    for name in ('system', 'popen', 'execv', 'execve', 'spawnv', 'fork', 'kill', 'remove', 'unlink',
                 'rmdir', 'rename', 'mkdir', 'listdir', 'scandir', 'chdir', 'open', 'walk'):
        if hasattr(os, name):
            delattr(os, name)
    def _no_files(*args, **kwargs):
        raise PermissionError('open() is refused: your code runs in a sandbox with no files')
    _b.open = _no_files
    import io
    io.open = _no_files

_f = None
_fname = 'f'
_inputs = None
_stride = 0
_goal = ()
_width = 0
_count = 0
_json_kind = True
_max_value = 1000000

def _brief(v):
    try:
        if isinstance(v, str):
            return ('a string of {:,} characters ({}…)'.format(len(v), _json.dumps(v[:40]))
                    if len(v) > 40 else _json.dumps(v))
        if isinstance(v, (list, tuple)):
            return 'a %s of {:,} items'.format(len(v)) % type(v).__name__
        if v is None or isinstance(v, (bool, int, float)):
            return repr(v)[:60]
        return 'a value of type %s' % type(v).__name__[:60]
    except BaseException:
        return 'a value that cannot be shown'

def _number(v):
    t = type(v)
    if t is float:
        return v if _math.isfinite(v) else {_MARK: 'NaN' if v != v else ('Infinity' if v > 0 else '-Infinity')}
    if t is int:
        if -9007199254740992 <= v <= 9007199254740992:
            return v
        try:
            return float(v)
        except OverflowError:
            raise _Bad('an int of {:,} digits'.format(len(str(abs(v))) if v.bit_length() < 20000 else v.bit_length() * 3 // 10))
    raise _Bad(_brief(v))

def _data(v, budget, depth):
    t = type(v)
    if v is None or t is bool or t is str:
        if t is str and len(v) > budget:
            raise _Bad(_brief(v))
        return v
    if t is int or t is float:
        return _number(v)
    if depth > 64:
        raise _Bad('a value nested more than 64 levels deep (a cycle?)')
    if t is list or t is tuple:
        if len(v) > budget:
            raise _Bad(_brief(v))
        return [_data(x, budget, depth + 1) for x in v]
    if t is dict:
        if len(v) > budget:
            raise _Bad('a dict of {:,} keys'.format(len(v)))
        out = {}
        for k, x in v.items():
            if type(k) is not str:
                raise _Bad('a dict with a key that is not a string (%s)' % _brief(k))
            out[k] = _data(x, budget, depth + 1)
        return out
    raise _Bad(_brief(v))

def _where(err):
    frames = [f for f in _tb.extract_tb(err.__traceback__) if f.filename == _FILE]
    if not frames and isinstance(err, SyntaxError) and err.filename == _FILE:
        return err.lineno, ''
    if not frames:
        return None, ''
    chain = ', called from '.join('%s line %d' % (f.name if f.name != '<module>' else 'the top level', f.lineno)
                                  for f in reversed(frames))
    return frames[-1].lineno, chain

def _error(err, phase, index):
    try:
        name = type(err).__name__[:60]
        if isinstance(err, SyntaxError):
            text = '%s: %s' % (name, str(err.msg)[:300])
        else:
            text = '%s: %s' % (name, str(err)[:400]) if str(err) else name
        line, chain = _where(err)
        if chain and phase == 'run':
            text += ' (in ' + chain[:300] + ')'
    except BaseException:
        text, line = 'threw a value that cannot be shown', None
    if isinstance(err, KeyboardInterrupt):
        return _json.dumps({'type': 'timeout'}) + '\n'
    if isinstance(err, MemoryError):
        return _json.dumps({'type': 'error', 'phase': phase, 'message': 'Array buffer allocation failed (MemoryError)',
                            'line': line, 'index': index}) + '\n'
    return _json.dumps({'type': 'error', 'phase': phase, 'message': text, 'line': line, 'index': index}) + '\n'

def load(source, name, max_value, prelude=''):
    global _f, _fname, _max_value
    _fname = name
    _max_value = max_value
    _lock()
    # A check's prelude (e.g. "Your search"'s problems) runs first, in a scope of its own, so what it
    # takes from the built-ins is taken before the reader's code exists; its wrap(f) is what is called.
    wrap = None
    if prelude:
        own = {'__name__': '_prelude', '__builtins__': _b}
        exec(compile(prelude, '<check>', 'exec', dont_inherit=True), own)
        wrap = own['wrap']
    scope = {'__name__': '__main__', '__builtins__': _b}
    try:
        code = compile(source, _FILE, 'exec', dont_inherit=True)
        exec(code, scope)
    except BaseException as err:
        return _error(err, 'load', None)
    f = scope.get(name)
    if not callable(f):
        return _json.dumps({'type': 'error', 'phase': 'load', 'line': None, 'index': None,
                            'message': 'Your code has no function %s: write def %s(…):' % (name, name)}) + '\n'
    _f = wrap(f) if wrap else f
    return _json.dumps({'type': 'ready'}) + '\n'

def inputs(kind, data, stride, goal, width):
    global _inputs, _stride, _goal, _width, _count, _json_kind
    if kind == 'json':
        _inputs = _json.loads(data)
        _count = len(_inputs)
        _json_kind = True
    else:
        _inputs = bytes.fromhex(data) if isinstance(data, str) else bytes(data.to_py())
        _stride, _goal, _width = stride, tuple(_json.loads(goal)), width
        _count = len(_inputs) // stride
        _json_kind = False
    return _count

def run(start, slice_ms, budget):
    f = _f
    k = start
    n = _count
    out = []
    until = _time.perf_counter() + slice_ms / 1000 if slice_ms > 0 else None
    try:
        if _json_kind:
            data = _inputs
            dumps = _json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(',', ':')).encode
            while k < n:
                if until is not None and k > start and _time.perf_counter() > until:
                    break
                v = f(*data[k])
                try:
                    # The common case in C: plain data. NaN, inf, sets, cycles and the like fall
                    # back to _data, which marks what can be marked and names what cannot.
                    text = dumps(v)
                except (TypeError, ValueError, RecursionError):
                    text = dumps(_data(v, _max_value, 0))
                if len(text) > _max_value:
                    _data(v, _max_value, 0)  # names a long string or list short, as it raises
                    raise _Bad('a value of more than {:,} characters as JSON'.format(_max_value))
                budget -= len(text) + 1
                if budget < 0:
                    raise _Bad('answers of more than the sandbox\'s limit of characters in all (as JSON)')
                out.append(text)
                k += 1
        else:
            data, stride, goal, width = _inputs, _stride, _goal, _width
            number = _number
            at = k * stride
            while k < n:
                if until is not None and k > start and (k & 255) == 0 and _time.perf_counter() > until:
                    break
                out.append(number(f(list(data[at:at + stride]), list(goal), width)))
                k += 1
                at += stride
        text = '[' + ','.join(out) + ']' if _json_kind else _json.dumps(out, allow_nan=False)
    except _Bad as bad:
        return _json.dumps({'type': 'bad', 'index': k, 'what': str(bad.args[0])[:200]}) + '\n'
    except BaseException as err:
        return _error(err, 'run', k)
    return _json.dumps({'type': 'values', 'to': k}) + '\n' + text
`
