// The built-HTML check that npm test runs after the build: it must catch each slip it names.
import { describe, expect, it } from 'vitest'
import { brokenLinks, readPage, slips, type Page } from '../../scripts/check-html.ts'

const page = (body: string, url = '/a/'): Page =>
  readPage(`<!doctype html><html><body>${body}</body></html>`, url)

describe('check-html: slips', () => {
  it('finds an unrendered expression in text and in KaTeX annotations', () => {
    expect(slips(page('<p>9! = {fmt(perms9)}</p>'))).toHaveLength(1)
    expect(
      slips(page('<math><annotation encoding="application/x-tex">4! = {FACTORIAL[4]}</annotation></math>')),
    ).toHaveLength(1)
    expect(slips(page('<p>a set {1, 2} and $x^{2}$ and { x }</p>'))).toEqual([])
  })

  it('finds NaN, undefined and [object Object] in the text but not in code', () => {
    for (const bad of ['NaN', 'undefined', '[object Object]', 'Infinity'])
      expect(slips(page(`<p>It took ${bad} moves.</p>`))).toHaveLength(1)
    expect(slips(page('<pre><code>if (x === undefined) return NaN</code></pre><p>fine</p>'))).toEqual([])
    expect(slips(page('<p>undefined-ness is a word part</p>'))).toEqual([])
  })
})

describe('check-html: control characters', () => {
  it('finds NUL and other control characters anywhere in the file (issue 23: a typed array written out as bytes)', () => {
    const nul = page('<table><tr><th>G1</th>\u0000\u0000<th>u</th></tr></table>')
    expect(slips(nul)).toEqual([
      '2 control characters (first U+0000 at character 49: "…th>G1</th>␀␀<th>u</th></tr></t…")',
    ])
    expect(slips(page('<p>bell\u0007</p>'))).toHaveLength(1)
    expect(slips(page('<script>const a = "\u0001"</script>'))).toHaveLength(1)
    expect(slips(page('<p>tab\tnewline\ncarriage\r\nfine</p>'))).toEqual([])
  })
})

describe('check-html: links', () => {
  it('finds links to missing pages and missing fragments, and passes good ones', () => {
    const a = page(
      '<h2 id="x">X</h2><a href="/b/#y">1</a><a href="/b/#z">2</a><a href="#x">3</a><a href="/c/">4</a><a href="https://e.org/">5</a><a href="/favicon.svg">6</a>',
    )
    const b = page('<h2 id="y">Y</h2>', '/b/')
    const pages = new Map([
      ['/a/', a],
      ['/b/', b],
    ])
    expect(brokenLinks(a, pages)).toEqual(['/b/#z: no element #z on /b/', '/c/: no page /c/'])
  })

  it('takes a code link (#code-<cell id>=…) to its cell', () => {
    const a = page('<a href="/b/#code-cell=TVA9">1</a><a href="/b/#code-gone=TVA9">2</a>')
    const b = page('<div id="cell"></div>', '/b/')
    expect(
      brokenLinks(
        a,
        new Map([
          ['/a/', a],
          ['/b/', b],
        ]),
      ),
    ).toEqual(['/b/#code-gone=TVA9: no element #gone on /b/'])
  })
})
