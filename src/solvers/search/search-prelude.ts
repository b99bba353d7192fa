/**
 * The prelude of "Your search": JavaScript source that the sandbox's harness (src/sandbox/
 * harness.ts) loads after its lockdown and before the reader's code. For each input (the drawn
 * graph, or one 8-puzzle) it builds a `Problem` inside the sandbox, hands it to the reader's
 * `search(problem)`, and keeps in its own closure, where the reader's code cannot reach, the record
 * a grader reads: every expansion (each call of `successors`), and whether the moves returned
 * follow states that were expanded. It answers with raw values only; the verdicts are made
 * outside, by search-check.ts.
 *
 * States are opaque. The reader's code gets handles (frozen empty objects, one per state, so the
 * same state is always the same handle) whose only use is to pass them back to the problem:
 *   start, isGoal(s), successors(s) → [{ state, move, cost }], key(s) → a number naming the state
 *   (in the order the problem first handed it out), h(s).
 * So a search cannot look inside a state and make its own moves: an expansion is made through the
 * problem, or not at all. And moves that pass through a state the search never expanded (a
 * solution known in advance) are recorded as such: `unexpanded`, the first move made from a state
 * that was never expanded (-1 when there is none).
 *   Graph: a move is the name of the node it leads to, costs as drawn, successors in alphabetical
 *   order, h as drawn. 8-puzzle: a move is the tile that slides, cost 1, successors in the lab's
 *   order (the tile above the blank, left, right, below), h Manhattan distance.
 *
 * Written as source text because it runs inside the sandbox (a function expression the harness
 * calls with the sandbox's global); it takes what it uses from there before the reader's code
 * runs, and the harness has frozen every built-in, so no setter or toJSON of the reader's can
 * rewrite its record.
 */

/** The graph as the prelude takes it (one input). */
export interface GraphData {
  kind: 'graph'
  nodes: string[]
  h: number[]
  adj: [string, number][][]
  start: string
  goal: string
}
/** One 8-puzzle as the prelude takes it (one input; goal in reading order). */
export interface PuzzleData {
  kind: 'puzzle'
  start: number[]
  goal: number[]
  width: number
}

/** What the prelude answers: on the graph, the expansions as a string of node names; on a puzzle, their count. */
export interface GraphRaw {
  moves: unknown
  expanded: string
  goalTests: number
  unexpanded: number
}
export interface PuzzleRaw {
  moves: unknown
  expanded: number
  unexpanded: number
}

/** At most this many expansions are recorded on the graph (a search with no visited set can go on). */
export const LOG_CAP = 400
/** Moves beyond this many are not followed by the prelude (the judge refuses such a path anyway). */
const MOVES_CAP = 1_000_000

export const SEARCH_PRELUDE = `function (G) {
  'use strict';
  var freeze = G.Object.freeze, isArr = G.Array.isArray, ErrorC = G.Error, stringify = G.JSON.stringify;
  var abs = G.Math.abs, WeakMapC = G.WeakMap, MapC = G.Map, SetC = G.Set;
  function show(v) {
    try { var s = stringify(v); return s === undefined ? String(v) : s.length > 60 ? s.slice(0, 57) + '...' : s; }
    catch (e) { return 'a value that cannot be shown'; }
  }
  /** A copy by hand: Array.prototype's methods stay writable (the harness seals it), so the prelude calls none. */
  function copy(a) { var out = []; for (var i = 0; i < a.length; i++) out[i] = a[i]; return out; }
  /** Handles for the states of one problem: one frozen object per state, interned by the state's code. */
  function states() {
    var byCode = new MapC(), codeOf = new WeakMapC(), order = new WeakMapC(), n = 0;
    return {
      handle: function (code) {
        var h = byCode.get(code);
        if (h === undefined) { h = freeze({}); byCode.set(code, h); codeOf.set(h, code); order.set(h, n++); }
        return h;
      },
      code: function (what, s) {
        var c = (typeof s === 'object' && s !== null) ? codeOf.get(s) : undefined;
        if (c === undefined) throw new ErrorC(what + ' was called with ' + show(s) + ', which is not a state of this problem: states come from problem.start and problem.successors, and only the problem can look inside them.');
        return c;
      },
      key: function (s) { return order.get(s); }
    };
  }
  /** The moves returned, read once (so what is checked is what is judged), and the first made from a state never expanded. */
  function follow(moves, start, expanded, step) {
    if (!isArr(moves)) return { moves: moves, unexpanded: -1 };
    var n = moves.length;
    if (!(n <= ${MOVES_CAP})) return { moves: moves, unexpanded: -1 };
    var copy = [], unexpanded = -1, at = start;
    // Moves are kept only as primitives: an object (a toJSON, a getter) would be followed here as
    // one thing and encoded for the judge as another.
    for (var i = 0; i < n; i++) { var m = moves[i]; copy[i] = m !== null && (typeof m === 'object' || typeof m === 'function') ? null : m; }
    for (var j = 0; j < n && at !== null; j++) {
      if (!expanded.has(at)) { unexpanded = j; break; }
      at = step(at, copy[j]);
    }
    return { moves: copy, unexpanded: unexpanded };
  }
  function graph(d) {
    var index = new MapC(); for (var i = 0; i < d.nodes.length; i++) index.set(d.nodes[i], i);
    var S = states(), expanded = new SetC(), log = '', goalTests = 0;
    var problem = freeze({
      start: S.handle(index.get(d.start)),
      isGoal: function (s) { var k = S.code('isGoal', s); goalTests++; return d.nodes[k] === d.goal; },
      successors: function (s) {
        var k = S.code('successors', s); expanded.add(k);
        if (log.length < ${LOG_CAP}) log += d.nodes[k];
        var out = [], list = d.adj[k];
        for (var j = 0; j < list.length; j++) out[j] = freeze({ state: S.handle(index.get(list[j][0])), move: list[j][0], cost: list[j][1] });
        return out;
      },
      key: function (s) { S.code('key', s); return S.key(s); },
      h: function (s) { return d.h[S.code('h', s)]; }
    });
    return { problem: problem, record: function (moves) {
      var step = function (k, move) { var list = d.adj[k]; for (var j = 0; j < list.length; j++) if (list[j][0] === move) return index.get(move); return null; };
      var f = follow(moves, index.get(d.start), expanded, step);
      return { moves: f.moves, expanded: log, goalTests: goalTests, unexpanded: f.unexpanded };
    } };
  }
  function puzzle(d) {
    var goal = d.goal, width = d.width, n = goal.length, rows = n / width, home = [];
    for (var c = 0; c < n; c++) home[goal[c]] = c;
    var S = states(), expanded = new SetC(), count = 0, tilesOf = new MapC();
    function code(tiles) { var k = 0; for (var c = 0; c < n; c++) k = k * n + tiles[c]; if (!tilesOf.has(k)) tilesOf.set(k, tiles); return k; }
    function slides(tiles) {
      var b = 0; while (tiles[b] !== 0) b++;
      var row = (b - b % width) / width, col = b % width;
      var from = [row > 0 ? b - width : -1, col > 0 ? b - 1 : -1, col < width - 1 ? b + 1 : -1, row < rows - 1 ? b + width : -1];
      var out = [];
      for (var k = 0; k < 4; k++) {
        if (from[k] < 0) continue;
        var next = copy(tiles); next[b] = tiles[from[k]]; next[from[k]] = 0;
        out[out.length] = { tiles: next, move: tiles[from[k]] };
      }
      return out;
    }
    var startCode = code(copy(d.start));
    var problem = freeze({
      start: S.handle(startCode),
      isGoal: function (s) { var t = tilesOf.get(S.code('isGoal', s)); for (var c = 0; c < n; c++) if (t[c] !== goal[c]) return false; return true; },
      successors: function (s) {
        var k = S.code('successors', s); expanded.add(k); count++;
        var list = slides(tilesOf.get(k)), out = [];
        for (var j = 0; j < list.length; j++) out[j] = freeze({ state: S.handle(code(list[j].tiles)), move: list[j].move, cost: 1 });
        return out;
      },
      key: function (s) { S.code('key', s); return S.key(s); },
      h: function (s) {
        var t = tilesOf.get(S.code('h', s)), sum = 0;
        for (var c = 0; c < n; c++) { var v = t[c]; if (v === 0) continue; var hc = home[v]; sum += abs(hc % width - c % width) + abs((hc - hc % width) / width - (c - c % width) / width); }
        return sum;
      }
    });
    return { problem: problem, record: function (moves) {
      var step = function (k, move) { var list = slides(tilesOf.get(k)); for (var j = 0; j < list.length; j++) if (list[j].move === move) return code(list[j].tiles); return null; };
      var f = follow(moves, startCode, expanded, step);
      return { moves: f.moves, expanded: count, unexpanded: f.unexpanded };
    } };
  }
  return {
    name: 'search',
    wrap: function (search) {
      return function (data) {
        if (!data || (data.kind !== 'graph' && data.kind !== 'puzzle')) throw new ErrorC('The check gave the search no problem.');
        var p = data.kind === 'graph' ? graph(data) : puzzle(data);
        return p.record(search(p.problem));
      };
    }
  };
}`

/**
 * The same prelude in Python, for a search written in Python (`def search(problem)`): the runner
 * of the sandbox's Python engine (src/sandbox/runner.py.ts) runs it in a scope of its own before
 * the reader's code and calls `wrap(search)` on each input, so the loop over the problems stays in
 * Python. The problem and its record are the JavaScript prelude's, in Python's style:
 *   problem.start, problem.is_goal(s), problem.successors(s) → a list of (state, move, cost)
 *   tuples, problem.key(s), problem.h(s); states are opaque handles (instances of a class with no
 *   attributes, one per state, compared by identity), and the raw record answered has the same
 *   fields, which the same judge reads (search-check.ts).
 * The built-ins it uses are bound when it runs, before the reader's code exists. Python cannot wall
 * one part of a program off from another (docs/sandbox.md): a student who digs through the
 * closures of `problem.successors` (`__closure__`, the `gc` module) can reach the states' tiles and
 * the record, which the JavaScript prelude keeps out of reach; what ordinary code can do (look
 * inside a state, make one, change the problem) is refused here as there.
 */
export const SEARCH_PRELUDE_PY = `
def _prelude(len=len, list=list, tuple=tuple, type=type, isinstance=isinstance, range=range, abs=abs,
             divmod=divmod, dict=dict, repr=repr, str=str, int=int, float=float, bool=bool, object=object,
             TypeError=TypeError, AttributeError=AttributeError, ValueError=ValueError):
    setattr_ = object.__setattr__
    plain = (int, float, str, bool)

    class State:
        """A state of the problem: opaque. Pass it back to the problem; problem.key(s) names it."""
        __slots__ = ()
        def __repr__(self):
            return '<state>'
        def __copy__(self):
            return self
        def __deepcopy__(self, memo):
            return self
        def __reduce__(self):
            raise TypeError('a state cannot be pickled: pass it back to the problem')

    class Problem:
        """The problem: start, is_goal(s), successors(s) -> [(state, move, cost)], key(s), h(s)."""
        __slots__ = ('start', 'is_goal', 'successors', 'key', 'h')
        def __init__(self, start, is_goal, successors, key, h):
            setattr_(self, 'start', start)
            setattr_(self, 'is_goal', is_goal)
            setattr_(self, 'successors', successors)
            setattr_(self, 'key', key)
            setattr_(self, 'h', h)
        def __setattr__(self, name, value):
            raise AttributeError('problem.%s cannot be changed' % name)
        def __delattr__(self, name):
            raise AttributeError('problem.%s cannot be changed' % name)
        def __repr__(self):
            return '<problem>'

    def show(v):
        try:
            s = repr(v)
        except BaseException:
            return 'a value that cannot be shown'
        return s[:57] + '...' if len(s) > 60 else s

    def states():
        """Handles for the states of one problem: one per state, interned by the state's code."""
        by_code = {}
        code_of = {}
        order = {}
        def handle(code):
            h = by_code.get(code)
            if h is None:
                h = State()
                by_code[code] = h
                code_of[h] = code
                order[h] = len(order)
            return h
        def code(what, s):
            # The exact type first: an object of the reader's never runs its __eq__ or __hash__ here.
            c = code_of.get(s) if type(s) is State else None
            if c is None:
                raise TypeError(what + ' was called with ' + show(s) + ', which is not a state of this problem: '
                                'states come from problem.start and problem.successors, and only the problem '
                                'can look inside them.')
            return c
        def key(s):
            code('key', s)
            return order[s]
        return handle, code, key

    def follow(moves, start, expanded, step):
        """The moves returned, read once (what is checked is what is judged), and the first made from a state never expanded."""
        if not isinstance(moves, (list, tuple)):
            return moves, -1
        moves = list(moves)
        n = len(moves)
        if n > ${MOVES_CAP}:
            return moves, -1
        # Moves are kept only as plain values of the exact built-in types (an object of the reader's
        # could compare one way here and be encoded another way for the judge).
        kept = [m if m is None or type(m) in plain else None for m in moves]
        unexpanded = -1
        at = start
        for j in range(n):
            if at is None:
                break
            if at not in expanded:
                unexpanded = j
                break
            at = step(at, kept[j])
        return kept, unexpanded

    def graph(d):
        nodes = list(d['nodes'])
        index = {name: i for i, name in enumerate(nodes)}
        adj = [[(index[m], m, c) for m, c in row] for row in d['adj']]
        hs = list(d['h'])
        goal = d['goal']
        handle, code, key = states()
        expanded = set()
        log = []
        goal_tests = [0]
        def is_goal(s):
            k = code('is_goal', s)
            goal_tests[0] += 1
            return nodes[k] == goal
        def successors(s):
            k = code('successors', s)
            expanded.add(k)
            if len(log) < ${LOG_CAP}:
                log.append(nodes[k])
            return [(handle(i), m, c) for i, m, c in adj[k]]
        def h(s):
            return hs[code('h', s)]
        start = index[d['start']]
        problem = Problem(handle(start), is_goal, successors, key, h)
        def step(k, move):
            for i, m, c in adj[k]:
                if m == move:
                    return i
            return None
        def record(moves):
            kept, unexpanded = follow(moves, start, expanded, step)
            return {'moves': kept, 'expanded': ''.join(log), 'goalTests': goal_tests[0], 'unexpanded': unexpanded}
        return problem, record

    def puzzle(d):
        goal = tuple(d['goal'])
        width = d['width']
        n = len(goal)
        rows = n // width
        home = [0] * n
        for c in range(n):
            home[goal[c]] = c
        handle, code, key = states()
        expanded = set()
        count = [0]
        tiles_of = {}
        def code_of(tiles):
            k = 0
            for t in tiles:
                k = k * n + t
            if k not in tiles_of:
                tiles_of[k] = tiles
            return k
        def slides(tiles):
            """(tiles after, the tile that slides), in the lab's order: the tile above the blank, left, right, below."""
            b = tiles.index(0)
            row, col = divmod(b, width)
            out = []
            for f in (b - width if row > 0 else -1, b - 1 if col > 0 else -1,
                      b + 1 if col < width - 1 else -1, b + width if row < rows - 1 else -1):
                if f >= 0:
                    nxt = list(tiles)
                    nxt[b] = tiles[f]
                    nxt[f] = 0
                    out.append((tuple(nxt), tiles[f]))
            return out
        def is_goal(s):
            return tiles_of[code('is_goal', s)] == goal
        def successors(s):
            k = code('successors', s)
            expanded.add(k)
            count[0] += 1
            return [(handle(code_of(t)), m, 1) for t, m in slides(tiles_of[k])]
        def h(s):
            t = tiles_of[code('h', s)]
            total = 0
            for c in range(n):
                v = t[c]
                if v:
                    hr, hc = divmod(home[v], width)
                    r, cc = divmod(c, width)
                    total += abs(hr - r) + abs(hc - cc)
            return total
        start = code_of(tuple(d['start']))
        problem = Problem(handle(start), is_goal, successors, key, h)
        def step(k, move):
            for t, m in slides(tiles_of[k]):
                if m == move and type(move) is not bool:
                    return code_of(t)
            return None
        def record(moves):
            kept, unexpanded = follow(moves, start, expanded, step)
            return {'moves': kept, 'expanded': count[0], 'unexpanded': unexpanded}
        return problem, record

    def wrap(search):
        def checked(data):
            if type(data) is not dict or data.get('kind') not in ('graph', 'puzzle'):
                raise ValueError('The check gave the search no problem.')
            problem, record = graph(data) if data['kind'] == 'graph' else puzzle(data)
            return record(search(problem))
        return checked

    return wrap

wrap = _prelude()
del _prelude
`
