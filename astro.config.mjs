// @ts-check
import { defineConfig } from 'astro/config'
import mdx from '@astrojs/mdx'
import { unified } from '@astrojs/markdown-remark'
import remarkMath from 'remark-math'
import rehypeKatex from 'rehype-katex'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { INLINE_SCRIPTS } from './src/lib/inline-scripts.mjs'
import { pyodideFiles } from './src/lib/pyodide-files.mjs'
import { oneStylesheetPerPage } from './src/lib/page-stylesheets.mjs'
import { headersFor, parseHeaders } from './src/lib/headers-file.ts'

/**
 * The sliding-puzzles page's cross-origin isolation (COOP + COEP, issue 33), as public/_headers
 * gives it to static hosts. `astro dev` and `astro preview` (npm start) send server.headers on
 * every response, whatever the path, and take no plugin that could choose by path, so there every
 * page is isolated; the built site's hosts isolate that one page.
 */
const isolation = headersFor(
  parseHeaders(readFileSync(new URL('./public/_headers', import.meta.url), 'utf8')),
  '/sliding-puzzles/',
)

/** The hash a Content-Security-Policy needs for each inline script the layouts print as is. */
const inlineHashes = Object.values(INLINE_SCRIPTS).map(
  (code) =>
    /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(code).digest('base64')}`),
)

/**
 * The web fonts never swap in after the first paint: a swap re-flows every line, and on a slow
 * phone that shifted whole pages (CLS 0.10-0.15 on /search/, the summary and the embeds).
 * `font-display: optional` uses a font only if it is there within about 100 ms, else the system
 * font for that page (the font is cached for the next one). Fontsource's CSS says `swap`.
 */
function fontsWithoutSwap() {
  return {
    name: 'fonts-without-swap',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/[\\/]@fontsource-variable[\\/].*\.css$/.test(id)) return null
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null }
    },
  }
}

// Math is rendered to HTML at build time (rehype-katex); the page only needs KaTeX's CSS and
// fonts, which Vite bundles from node_modules, so nothing is fetched from a CDN.
export default defineConfig({
  site: 'http://localhost:4321',
  trailingSlash: 'ignore',
  // Stylesheets stay files: Astro's CSP hashes miss the inline <style> of components used inside
  // MDX, and files are allowed by 'self' whatever renders them.
  build: { format: 'directory', inlineStylesheets: 'never' },
  markdown: {
    processor: unified({ remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] }),
    shikiConfig: {
      themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
      defaultColor: 'light',
    },
  },
  // One render-blocking stylesheet a page: see src/lib/page-stylesheets.mjs.
  integrations: [mdx(), pyodideFiles(), oneStylesheetPerPage()],
  devToolbar: { enabled: false },
  // A Content-Security-Policy <meta> on every page: only the site's own scripts (Astro's bundles by
  // hash, the two inline scripts by the hashes above, and WebAssembly for the search index),
  // workers, styles, fonts and frames; style attributes are allowed (Shiki and the boards' SVG use
  // them); nothing from another host. blob: in worker-src, and nowhere else: the code cells run the
  // reader's code in a Blob worker (components/kit/sandbox.ts), which inherits this policy, so its
  // connect-src 'self' stops the reader's code from reaching another host. A job's cancel token (a
  // blob: URL, src/workers/host.ts) is read by the site's own workers, which are loaded from 'self'
  // and so are not under this <meta> policy.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: inlineHashes },
    },
  },
  server: { port: 4321, host: 'localhost', headers: isolation },
  vite: {
    worker: { format: 'es' },
    plugins: [fontsWithoutSwap()],
  },
})
