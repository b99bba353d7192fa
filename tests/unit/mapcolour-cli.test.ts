// puzzle-notebook mapcolour count|solve, run as real processes: counts (checked against brute force
// in mapcolour-solvers.test.ts), colourings checked by the map's own checker, every method, batches
// line by line, and exit codes 0 / 1 / 2 / 3 with their sentences.
import { describe, expect, it } from 'vitest'
import { parseColouring, parseMap, isSolution } from '../../src/solvers/mapcolour/index.ts'
import { runCli } from './helpers.ts'

describe('mapcolour count', () => {
  it('counts the built-in maps, in text and JSON, a count past 2^53 as a string', () => {
    expect(runCli(['mapcolour', 'count', 'australia', '--colours', '3'])).toEqual({
      code: 0,
      out: 'australia (7 regions, 9 borders), 3 colours: 18 colourings\n',
      err: '',
    })
    expect(JSON.parse(runCli(['mapcolour', 'count', 'usa', '--json']).out)).toEqual({
      map: 'usa',
      regions: 48,
      borders: 105,
      colours: 4,
      count: 12811591729152,
    })
    expect(JSON.parse(runCli(['mapcolour', 'count', 'usa', '--colours', '5', '--json']).out).count).toBe(
      '6942945645032251772160',
    )
  })

  it('exits 1 when no colouring exists, saying so', () => {
    const r = runCli(['mapcolour', 'count', 'usa', '--colours', '3'])
    expect(r.code).toBe(1)
    expect(r.err).toBe('No colouring of usa (48 regions, 105 borders) with 3 colours (counted exactly: 0).\n')
  })

  it('reads a map of one’s own, and answers a batch line by line', () => {
    expect(runCli(['mapcolour', 'count', 'A: B C; B: C; D', '--colours', '3']).out).toBe(
      'your map (4 regions, 3 borders), 3 colours: 18 colourings\n',
    )
    const r = runCli(
      ['mapcolour', 'count', '-', '--colours', '3', '--json'],
      'australia\n\nA: A\nusa\nnowhere\n',
    )
    expect(r.code).toBe(2)
    const lines = r.out.trimEnd().split('\n')
    expect(lines.length).toBe(5)
    expect(JSON.parse(lines[0]).count).toBe(18)
    expect(lines[1]).toBe('null')
    expect(JSON.parse(lines[2])).toEqual({
      error: 'Entry 1: region "A" is listed as its own neighbour.',
      line: 3,
    })
    expect(JSON.parse(lines[3]).count).toBe(0)
    expect(JSON.parse(lines[4]).error).toMatch(/^"nowhere" is not a built-in map/)
  })

  it('refuses a bad option with a sentence', () => {
    const r = runCli(['mapcolour', 'count', 'australia', '--colours', 'ten'])
    expect(r.code).toBe(2)
    expect(r.err).toContain(
      'Option --colours: the number of colours must be a whole number from 1 to 9, not "ten".',
    )
    expect(runCli(['mapcolour', 'count', 'australia', '--max-nodes', '5']).err).toContain(
      'mapcolour count takes no --max-nodes',
    )
  })
})

describe('mapcolour solve', () => {
  const colouring = (json: string) =>
    parseColouring(
      Object.entries(JSON.parse(json).colouring as Record<string, string>)
        .map(([r, c]) => `${r}=${c}`)
        .join(' '),
    )

  it('colours Australia and the USA by each method, every colouring checked', () => {
    const au = runCli(['mapcolour', 'solve', 'australia', '--colours', '3'])
    expect(au.out).toBe(
      'WA=red NT=green Q=red NSW=green V=red SA=blue T=red (backtracking with MRV, colours in order, forward checking: 8 nodes, 23 checks)\n',
    )
    for (const args of [
      ['--variable', 'static', '--inference', 'none'],
      ['--variable', 'mrv-degree', '--value', 'lcv', '--inference', 'mac'],
      ['--method', 'min-conflicts', '--seed', '3'],
    ]) {
      const r = runCli(['mapcolour', 'solve', 'usa', '--json', ...args])
      expect(r.code, args.join(' ')).toBe(0)
      expect(isSolution(parseMap('usa'), colouring(r.out))).toBe(true)
    }
    const tree = runCli([
      'mapcolour',
      'solve',
      'australia-without-sa',
      '--colours',
      '2',
      '--method',
      'tree',
      '--json',
    ])
    expect(JSON.parse(tree.out)).toMatchObject({ method: 'tree', revisions: 4 })
    expect(isSolution(parseMap('australia-without-sa'), colouring(tree.out))).toBe(true)
  })

  it('exit 1 for a proof of no colouring, 2 for a cycle under --method tree, 3 at the node budget', () => {
    const none = runCli(['mapcolour', 'solve', 'usa', '--colours', '3', '--inference', 'mac'])
    expect(none.code).toBe(1)
    expect(none.err).toMatch(
      /^No colouring of usa \(48 regions, 105 borders\) with 3 colours \(backtracking with MRV/,
    )
    const cycle = runCli(['mapcolour', 'solve', 'australia', '--method', 'tree'])
    expect(cycle.code).toBe(2)
    expect(cycle.err).toContain('has NT – WA – SA – NT.')
    const budget = runCli([
      'mapcolour',
      'solve',
      'usa',
      '--colours',
      '3',
      '--variable',
      'static',
      '--inference',
      'none',
      '--max-nodes',
      '10000',
    ])
    expect(budget.code).toBe(3)
    expect(budget.err).toContain('Gave up after 10,000 nodes without a colouring or a proof that none exists')
    expect(runCli(['mapcolour', 'solve', 'usa', '--method', 'tree', '--inference', 'mac']).err).toContain(
      'Option --inference is for --method backtrack, not tree.',
    )
    expect(runCli(['mapcolour', 'solve', 'usa', '--variable', 'fewest']).err).toContain(
      'Option --variable takes static, mrv, mrv-degree, not "fewest".',
    )
  })

  it('documents the map format and the built-in maps in its help', () => {
    const help = runCli(['mapcolour', '--help']).out
    expect(help).toContain('WA: NT SA; NT: Q SA; Q: NSW SA; NSW: V SA; V: SA; SA; T')
    expect(help).toContain('australia-without-sa')
    expect(runCli(['mapcolour', 'solve', '--help']).out).toContain('--inference none|forward|mac')
  })
})
