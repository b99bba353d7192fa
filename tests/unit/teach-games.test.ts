// The guide's four lessons on games (components/teach/games-facts.ts) and the games article's
// numbers (components/games/facts.ts): each figure recomputed another way, each link read back
// as its widget reads it, and every glossary link of the article naming a term the glossary has.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GLOSSARY } from '../../components/teach/glossary.ts'
import {
  chanceLesson,
  depthLesson,
  LESSON_TREE,
  mctsLesson,
  treeLesson,
} from '../../components/teach/games-facts.ts'
import { gamesKey } from '../../components/teach/games-answers.ts'
import { alwaysPerfectFrom, GAMES_FACTS, pigFacts } from '../../components/games/facts.ts'
import { MCTS_PARAMS, readGamePosition } from '../../components/games/position.ts'
import { minimax, newCount, moveValuesAtDepth, newDepthCount } from '../../src/solvers/game.ts'
import { parsePosition, Solver, connectFour } from '../../src/solvers/connect4/index.ts'
import { connectFourEvaluation } from '../../src/solvers/connect4/evaluate.ts'
import { expectimaxAnalysis } from '../../src/solvers/tictactoe/chance.ts'
import { emptyCells, play, ticTacToe, winner } from '../../src/solvers/tictactoe/model.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { runCli } from './helpers.ts'

const read = (href: string) => new URL(href, 'http://x')

describe('lesson: minimax and alpha-beta by hand', () => {
  const T = treeLesson()
  it('is a tree of depth 3: three moves, then two, then one', () => {
    const b = parseBoard(LESSON_TREE)
    expect(emptyCells(b)).toHaveLength(3)
    expect(T.depth).toBe(3)
    const plain = newCount()
    minimax(ticTacToe, b, plain)
    expect(T.minimaxNodes).toBe(plain.nodes)
    expect(T.nodes).toBe(T.countNodes) // the recorded search visits what negamax counts
  })
  it('its values are the brute force’s: only the block at 2 draws', () => {
    const b = parseBoard(LESSON_TREE)
    // Brute force from X's side, by hand: a line made, a full board, or recurse with max/min.
    const value = (s: number, xToMove: boolean): number => {
      const w = winner(s)
      if (w) return w === 'x' ? 1 : -1
      const cells = emptyCells(s)
      if (cells.length === 0) return 0
      const vs = cells.map((c) => value(play(s, c), !xToMove))
      return xToMove ? Math.max(...vs) : Math.min(...vs)
    }
    expect(T.children).toEqual(emptyCells(b).map((cell) => ({ cell, value: value(play(b, cell), false) })))
    expect(T.value).toBe(value(b, true))
    expect(T.pruned).toEqual(['8 9', '9 8'])
  })
  it('links to the tree, its projector view and the exercise, in class mode', () => {
    expect(read(T.links.tree).searchParams.get('tree')).toBe(LESSON_TREE)
    expect(read(T.links.tree).hash).toBe('#tree')
    expect(read(T.links.focus).searchParams.get('view')).toBe('focus')
    expect(read(T.links.exercise).searchParams.get('puzzle')).toBe(LESSON_TREE)
    for (const href of Object.values(T.links)) expect(read(href).searchParams.get('mode')).toBe('class')
  })
})

describe('lesson: depth-limited search', () => {
  const D = depthLesson()
  it('quotes each depth’s choice as the search makes it, judged by the perfect solver', () => {
    const p = parsePosition(GAMES_FACTS.ladder)
    const exact = new Solver(7, 6, { tableBits: 20 }).analyse(p)
    expect(D.ladder.exactBest).toEqual(exact.best)
    for (const depth of [D.shallow.depth, D.first.depth]) {
      const values = moveValuesAtDepth(connectFour, p, depth, connectFourEvaluation, newDepthCount())
      const top = Math.max(...values.map((v) => v.value))
      const row = D.ladder.rows[depth - 1]
      expect(row.best).toEqual(values.filter((v) => v.value === top).map((v) => v.move + 1))
      expect(row.perfect).toBe(exact.best.includes(row.column))
    }
    expect(D.shallow.perfect).toBe(false)
    expect(D.first.perfect).toBe(true)
    expect(D.ordering.centre).toBeLessThan(D.ordering.natural)
  })
  it('the CLI at the lesson’s depths picks the same columns', () => {
    for (const row of [D.shallow, D.first]) {
      const r = runCli(['connect4', 'play', GAMES_FACTS.ladder, '--depth', String(row.depth), '--json'])
      expect(JSON.parse(r.out)).toMatchObject({ column: row.column, exact: false, depth: row.depth })
    }
  })
  it('links to the play widget with the search and depth it names', () => {
    const u = read(D.links.shallow)
    expect(u.searchParams.get('board')).toBe(GAMES_FACTS.ladder)
    expect(u.searchParams.get('search')).toBe('depth')
    expect(u.searchParams.get('depth')).toBe(String(D.shallow.depth))
    expect(u.hash).toBe('#play')
  })
})

describe('lesson: chance', () => {
  const C = chanceLesson()
  it('quotes what the CLI prints for the same boards', () => {
    for (const f of [C.gamble, C.empty]) {
      const j = JSON.parse(runCli(['tictactoe', 'expectimax', f.board, '--json']).out)
      expect(j).toMatchObject({
        value: f.analysis.value,
        win: f.analysis.win,
        loss: f.analysis.loss,
        best: f.analysis.best,
      })
    }
  })
  it('the gamble: expectimax’s best is none of minimax’s, and it can lose where minimax’s best cannot', () => {
    expect(C.gamble.analysis.best.some((c) => C.gamble.perfect.includes(c))).toBe(false)
    expect(C.gamble.best.loss).toBeGreaterThan(0)
    expect(C.gamble.safest.some((m) => m.loss === 0)).toBe(true)
    expect(expectimaxAnalysis(parseBoard(GAMES_FACTS.gamble)).best).toEqual(C.gamble.analysis.best)
  })
  it('Pig to 100: 53.06% for the first player', () => {
    expect(pigFacts([100])[0].first).toBeCloseTo(0.5306, 4)
  })
  it('links to the expectimax widget with its board', () => {
    expect(read(C.links.gamble).searchParams.get('chance')).toBe(GAMES_FACTS.gamble)
    expect(read(C.links.gamble).hash).toBe('#chance')
  })
})

describe('lesson: MCTS against the exact solver', () => {
  const M = mctsLesson()
  it('each run’s verdict is the perfect solver’s', () => {
    const best = new Solver(7, 6, { tableBits: 20 }).analyse(parsePosition(M.position)).best
    for (const r of M.runs) {
      expect(r.perfectMoves).toEqual(best)
      expect(r.perfect).toBe(best.includes(r.best))
    }
    expect(M.runs[0].perfect).toBe(false) // too few playouts
    expect(alwaysPerfectFrom(M.curves.tictactoe)).not.toBeNull()
    expect(alwaysPerfectFrom({ levels: [1, 2, 3], rates: [1, 0.5, 1] })).toBe(3)
    expect(M.runs[M.runs.length - 1].perfect).toBe(true)
  })
  it('links carry the game, position, playouts and seed the widget reads', () => {
    const u = read(M.links.many)
    expect(u.searchParams.get(MCTS_PARAMS.game)).toBe('connect4')
    expect(readGamePosition('connect4', u.searchParams.get(MCTS_PARAMS.position)!).text).toBe(M.position)
    expect(u.searchParams.get(MCTS_PARAMS.playouts)).toBe(String(M.runs[M.runs.length - 1].playouts))
    expect(u.hash).toBe('#mcts')
  })
})

describe('the games article', () => {
  const mdx = readFileSync('content/games.mdx', 'utf8')
  it('links every glossary term it names to an entry the glossary has', () => {
    const ids = new Set(GLOSSARY.map((t) => t.id))
    const linked = [...mdx.matchAll(/\/teach\/#(term-[\w-]+)/g)].map((m) => m[1])
    expect(linked.length).toBeGreaterThan(12)
    for (const id of linked) expect(ids, id).toContain(id)
  })
  it('links at least two other articles, and the search article links back', () => {
    const others = new Set(
      [...mdx.matchAll(/\]\(\/([\w-]+)\//g)].map((m) => m[1]).filter((s) => s !== 'teach' && s !== 'games'),
    )
    expect(others.size).toBeGreaterThanOrEqual(2)
    expect(readFileSync('content/search-algorithms.mdx', 'utf8')).toMatch(/\]\(\/games\/#/)
  })
  it('its answer key names the pruned branches of the exercise’s example', () => {
    const key = gamesKey()
    const first = key.groups[0].items[0].answer.map((p) => (typeof p === 'string' ? p : p.code)).join('')
    expect(first).toMatch(/^5 branches: /)
  })
})
