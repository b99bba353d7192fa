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
export const MOVES_CAP = 1_000_000

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
    for (var i = 0; i < n; i++) copy[i] = moves[i];
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
