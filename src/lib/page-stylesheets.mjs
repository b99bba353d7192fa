// One stylesheet request a page. Astro links each page to the CSS of every component chunk it
// needs, one file a chunk: 25–78 render-blocking requests a page, which on a slow phone cost more
// than their bytes (each waits for a round trip before the first paint). After the build, this
// joins the stylesheets a page links, in their order, into one file named by its content hash, and
// links that instead. A page still gets exactly the CSS Astro chose for it, and pages that link the
// same set share the file (and the browser's cache).
//
// Astro's and Vite's own options do not give that: `build.inlineStylesheets: 'always'` inlines the
// CSS, which the Content-Security-Policy's hashes miss for the styles of components used inside MDX
// (see astro.config.mjs), and `vite.build.cssCodeSplit: false` gives every page every widget's CSS.

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A stylesheet link as Astro prints it, for a file it built (under /_astro/). */
const LINK = /<link rel="stylesheet" href="(\/_astro\/[^"?#]+\.css)">/g

/** The hrefs of the built stylesheets `html` links, in document order. */
export function pageStylesheets(html) {
  return [...html.matchAll(LINK)].map((m) => m[1])
}

/**
 * `html` with its stylesheet links replaced by one link to their contents joined in order, and that
 * file (`href`, `css`); null when the page links fewer than two. `read(href)` gives a file's text.
 */
export function joinStylesheets(html, read) {
  const hrefs = pageStylesheets(html)
  if (hrefs.length < 2) return null
  // Each file ends its last rule; a newline between them keeps a trailing comment from eating the next.
  const css = hrefs.map((href) => read(href)).join('\n')
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
  const href = `/_astro/page.${hash}.css`
  let first = true
  const out = html.replace(LINK, () => {
    if (!first) return ''
    first = false
    return `<link rel="stylesheet" href="${href}">`
  })
  return { html: out, href, css }
}

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* htmlFiles(path)
    else if (name.endsWith('.html')) yield path
  }
}

/** The Astro integration: rewrites every built page (astro:build:done). */
export function oneStylesheetPerPage() {
  return {
    name: 'one-stylesheet-per-page',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const read = (href) => readFileSync(join(root, href), 'utf8')
        let pages = 0
        let before = 0
        const files = new Set()
        for (const path of htmlFiles(root)) {
          const html = readFileSync(path, 'utf8')
          const joined = joinStylesheets(html, read)
          if (!joined) continue
          const target = join(root, joined.href)
          if (!existsSync(target)) writeFileSync(target, joined.css)
          writeFileSync(path, joined.html)
          pages++
          before += pageStylesheets(html).length
          files.add(joined.href)
        }
        logger.info(`${pages} pages: ${before} stylesheet links joined into ${files.size} files, one a page`)
      },
    },
  }
}
