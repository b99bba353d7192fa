// The site's _headers file (public/_headers, read by static hosts and by scripts/serve.ts):
// the sliding-puzzles page alone is cross-origin isolated (issue 33: its census shares a table
// between workers), its worker scripts say require-corp; the other pages and the embeds get nothing.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeaders } from '../../src/lib/headers-file.ts'

const rules = parseHeaders(readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8'))

describe('public/_headers', () => {
  it('isolates /sliding-puzzles/: COOP same-origin, COEP require-corp', () => {
    expect(headersFor(rules, '/sliding-puzzles/')).toEqual({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    })
  })

  it('leaves every other page, the embeds and the other files alone', () => {
    for (const path of [
      '/',
      '/search/',
      '/peg-solitaire/',
      '/embed/sliding/play/',
      '/sliding-puzzles/x/',
      '/pyodide/pyodide.mjs',
    ])
      expect(headersFor(rules, path), path).toEqual({})
  })

  it("gives the bundles require-corp, without which the isolated page's workers would not start", () => {
    expect(headersFor(rules, '/_astro/jobs.worker-B9C9vqO7.js')).toEqual({
      'Cross-Origin-Embedder-Policy': 'require-corp',
    })
  })
})

describe('the _headers format', () => {
  it('reads paths, splats, indented headers and comments; a later rule adds or overrides', () => {
    const r = parseHeaders('# a comment\n/a/*\n  X-One: 1\n  X-Two: a: b\n\n/a/b.js\n  X-One: 2\n')
    expect(headersFor(r, '/a/b.js')).toEqual({ 'X-One': '2', 'X-Two': 'a: b' })
    expect(headersFor(r, '/a/c')).toEqual({ 'X-One': '1', 'X-Two': 'a: b' })
    expect(headersFor(r, '/ab')).toEqual({})
  })

  it('refuses a header before any path', () => {
    expect(() => parseHeaders('  X-One: 1\n')).toThrow('a header outside a path')
  })
})
