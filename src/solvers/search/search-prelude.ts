/**
 * The prelude of "Your search": JavaScript source that the page's sandbox (components/kit/sandbox.ts)
 * places after the reader's code and runs before it. It builds a real `Problem` inside the
 * sandbox from structured-clone data (the drawn graph, or one 8-puzzle at a time), hands it to
 * the reader's `search(problem)`, and records in its own closure every expansion (each call of
 * `successors`), which the reader's code cannot reach. It answers with raw values only: what
 * `search` returned and the expansions. The verdict is made outside, by search-check.ts.
 *
 * The problem the reader gets (the article's Problem, with a cost on each successor):
 *   start, isGoal(s), successors(s) → [{ state, move, cost }], key(s) → number, h(s) → number.
 *   Graph: a state is a node's name, a move the name of the node it leads to, costs as drawn,
 *   successors in alphabetical order, h as drawn.
 *   8-puzzle: a state is an array of 9 tiles in reading order (0 = the blank), a move the tile
 *   that slides, cost 1, successors in the lab's order (the tile above the blank, left, right,
 *   below), h Manhattan distance.
 *
 * Written as source text because it runs inside the worker; it is joined into one line, so it
 * uses explicit semicolons and no line comments. It captures what it uses before the reader's
 * code runs, and keeps its log in a string and a number; the harness freezes the built-in
 * prototypes before the reader's code runs, so no setter or toJSON of theirs can rewrite it.
 */

/** The graph as the prelude takes it. */
export interface GraphData {
  kind: 'graph'
  nodes: string[]
  h: number[]
  adj: [string, number][][]
  start: string
  goal: string
}
/** The 8-puzzles as the prelude takes them (3×3; goal in reading order). */
export interface PuzzleData {
  kind: 'puzzles'
  starts: number[][]
  goal: number[]
  width: number
}

/** What the prelude answers: on the graph, the expansions as a string of node names; on puzzles, one count each. */
export interface GraphRaw {
  moves: unknown
  expanded: string
  goalTests: number
}
export interface PuzzleRaw {
  moves: unknown
  expanded: number
}

/** At most this many expansions are recorded on the graph (a search with no visited set can go on). */
export const LOG_CAP = 400

export const SEARCH_PRELUDE = `function __prelude(G) {
  'use strict';
  var freeze = G.Object.freeze; var isArr = G.Array.isArray; var ErrorC = G.Error; var stringify = G.JSON.stringify; var abs = G.Math.abs;
  var isInt = G.Number.isInteger;
  function show(v) { try { var s = stringify(v); return s === undefined ? String(v) : s.length > 60 ? s.slice(0, 57) + '...' : s; } catch (e) { return 'a value that cannot be shown'; } }
  function graphProblem(d, log) {
    var index = G.Object.create(null); for (var i = 0; i < d.nodes.length; i++) index[d.nodes[i]] = i;
    function check(what, s) { if (typeof s !== 'string' || index[s] === undefined) throw new ErrorC(what + ' was called with ' + show(s) + ', which is not a node of the graph (' + d.nodes.join(' ') + ').'); return index[s]; }
    return freeze({
      start: d.start,
      isGoal: function (s) { check('isGoal', s); log.goalTests++; return s === d.goal; },
      successors: function (s) {
        var k = check('successors', s); if (log.expanded.length < ${LOG_CAP}) log.expanded += s; else log.more++;
        var out = []; var list = d.adj[k];
        for (var j = 0; j < list.length; j++) out[j] = freeze({ state: list[j][0], move: list[j][0], cost: list[j][1] });
        return out;
      },
      key: function (s) { return check('key', s); },
      h: function (s) { return d.h[check('h', s)]; }
    });
  }
  function puzzleProblem(start, goal, width, log) {
    var n = goal.length; var home = []; for (var c = 0; c < n; c++) home[goal[c]] = c;
    function check(what, s) {
      var ok = isArr(s) && s.length === n; var seen = [];
      for (var c = 0; ok && c < n; c++) { var t = s[c]; if (!isInt(t) || t < 0 || t >= n || seen[t]) ok = false; else seen[t] = true; }
      if (!ok) throw new ErrorC(what + ' was called with ' + show(s) + ', which is not an 8-puzzle state (an array of the tiles 0 to 8, each once).');
    }
    function copy(s) { var out = []; for (var c = 0; c < n; c++) out[c] = s[c]; return out; }
    return freeze({
      start: copy(start),
      isGoal: function (s) { check('isGoal', s); for (var c = 0; c < n; c++) if (s[c] !== goal[c]) return false; return true; },
      successors: function (s) {
        check('successors', s); log.expanded++;
        var b = 0; while (s[b] !== 0) b++;
        var row = (b - b % width) / width; var col = b % width; var rows = n / width;
        var from = [row > 0 ? b - width : -1, col > 0 ? b - 1 : -1, col < width - 1 ? b + 1 : -1, row < rows - 1 ? b + width : -1];
        var out = []; var m = 0;
        for (var k = 0; k < 4; k++) { if (from[k] < 0) continue; var next = copy(s); next[b] = s[from[k]]; next[from[k]] = 0; out[m++] = freeze({ state: next, move: s[from[k]], cost: 1 }); }
        return out;
      },
      key: function (s) { check('key', s); var key = 0; for (var c = 0; c < n; c++) key = key * n + s[c]; return key; },
      h: function (s) {
        check('h', s); var sum = 0;
        for (var c = 0; c < n; c++) { var t = s[c]; if (t === 0) continue; var hc = home[t]; sum += abs(hc % width - c % width) + abs((hc - hc % width) / width - (c - c % width) / width); }
        return sum;
      }
    });
  }
  return {
    name: 'search',
    wrap: function (search) {
      return function (data) {
        if (data.kind === 'graph') {
          var log = { expanded: '', more: 0, goalTests: 0 };
          var moves = search(graphProblem(data, log));
          return { moves: moves, expanded: log.expanded, more: log.more, goalTests: log.goalTests };
        }
        var answers = [];
        for (var p = 0; p < data.starts.length; p++) {
          var count = { expanded: 0 };
          var r = search(puzzleProblem(data.starts[p], data.goal, data.width, count));
          answers[p] = { moves: r, expanded: count.expanded };
        }
        return answers;
      };
    }
  };
}`.replace(/\n\s*/g, ' ')
