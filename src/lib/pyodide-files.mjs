// @ts-check
/**
 * Pyodide's files, served by the site itself under /pyodide/ (no CDN: the page works offline once
 * they are cached): copied from the pyodide package into dist/ after a build, served from
 * node_modules by the dev server. The page's sandbox loads them only when a reader picks Python
 * (components/kit/sandbox.ts); PYODIDE_BYTES is what the progress counts.
 */
import { copyFileSync, createReadStream, mkdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
]
const DIR = dirname(fileURLToPath(import.meta.resolve('pyodide/pyodide.mjs')))

/** The bytes a first load of Python downloads. */
export const PYODIDE_BYTES = PYODIDE_FILES.reduce((n, f) => n + statSync(join(DIR, f)).size, 0)

const TYPES = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
}

/** The Astro integration: /pyodide/* in dev and in dist/. */
export function pyodideFiles() {
  return {
    name: 'pyodide-files',
    hooks: {
      /** @param {{ server: import('vite').ViteDevServer }} options */
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const m = /^\/pyodide\/([^/?]+)/.exec(req.url ?? '')
          if (!m || !PYODIDE_FILES.includes(m[1])) return next()
          const ext = /** @type {keyof typeof TYPES} */ (m[1].slice(m[1].lastIndexOf('.')))
          res.setHeader('Content-Type', TYPES[ext])
          createReadStream(join(DIR, m[1])).pipe(res)
        })
      },
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        const out = join(fileURLToPath(dir), 'pyodide')
        mkdirSync(out, { recursive: true })
        for (const f of PYODIDE_FILES) copyFileSync(join(DIR, f), join(out, f))
      },
    },
  }
}
