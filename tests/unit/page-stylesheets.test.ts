import { describe, expect, it } from 'vitest'
import { joinStylesheets, pageStylesheets } from '../../src/lib/page-stylesheets.mjs'

const link = (href: string) => `<link rel="stylesheet" href="${href}">`
const files: Record<string, string> = {
  '/_astro/a.css': '.a{color:red}',
  '/_astro/b.css': '.b{color:blue}/* a comment */',
  '/_astro/c.css': '.c{color:green}',
}
const read = (href: string) => files[href]

describe('one stylesheet a page', () => {
  it('joins the linked files in their order into one link, where the first one was', () => {
    const html = `<head><meta charset="utf-8">${link('/_astro/b.css')}${link('/_astro/a.css')}<title>t</title>${link('/_astro/c.css')}</head>`
    const joined = joinStylesheets(html, read)!
    expect(joined.css).toBe('.b{color:blue}/* a comment */\n.a{color:red}\n.c{color:green}')
    expect(joined.href).toMatch(/^\/_astro\/page\.[\w-]{10}\.css$/)
    expect(joined.html).toBe(`<head><meta charset="utf-8">${link(joined.href)}<title>t</title></head>`)
    expect(pageStylesheets(joined.html)).toEqual([joined.href])
  })

  it('gives pages with the same set the same file, and another set another', () => {
    const one = joinStylesheets(link('/_astro/a.css') + link('/_astro/b.css'), read)!
    const same = joinStylesheets(`<p>x</p>${link('/_astro/a.css')}${link('/_astro/b.css')}`, read)!
    const other = joinStylesheets(link('/_astro/b.css') + link('/_astro/a.css'), read)!
    expect(same.href).toBe(one.href)
    expect(other.href).not.toBe(one.href)
  })

  it('leaves a page with one stylesheet, and links to other hosts or types, alone', () => {
    expect(joinStylesheets(link('/_astro/a.css'), read)).toBeNull()
    const html = `${link('/_astro/a.css')}<link rel="stylesheet" href="https://example.org/x.css"><link rel="icon" href="/favicon.svg">`
    expect(joinStylesheets(html, read)).toBeNull()
  })
})
