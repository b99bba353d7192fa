// @ts-check
/**
 * Pyodide's files, served by the site itself under /pyodide/ (no CDN: the page works offline once
 * they are cached): copied from the pyodide package into dist/ after a build, served from
 * node_modules by the dev server. The page's sandbox loads them only when a reader picks Python
 * (components/kit/sandbox.ts); PYODIDE_BYTES is what the progress counts.
 *
 * Beside them, `snapshot.bin`: a memory snapshot of a started Python (gzip), the same one the CLI
 * starts its children from (src/cli/sandbox.ts `pythonSnapshot`: made by a child of its own with
 * nothing of a reader's in it, kept in the user's cache folder). Restoring it skips importing the
 * standard library, most of a cold start (docs/python.md, "Measured"). When it cannot be made,
 * the site has no snapshot and the page starts Python from scratch.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, createReadStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
]
/** The snapshot's name under /pyodide/ (components/kit/sandbox.ts fetches it). */
export const PYODIDE_SNAPSHOT = 'snapshot.bin'
const DIR = dirname(fileURLToPath(import.meta.resolve('pyodide/pyodide.mjs')))
const CLI_SANDBOX = new URL('../cli/sandbox.ts', import.meta.url).href

/** The bytes a first load of Python downloads without the snapshot. */
const FILE_BYTES = PYODIDE_FILES.reduce((n, f) => n + statSync(join(DIR, f)).size, 0)

/** @type {Buffer | null | undefined} */
let snapshot
/**
 * The snapshot, gzipped (about 6 MB of 31), or null if it cannot be made here. Made once a
 * process: the CLI's own function runs in a child (the build's Node loads .ts sources there).
 */
function snapshotBytes() {
  if (snapshot !== undefined) return snapshot
  const r = spawnSync(
    process.execPath,
    ['-e', `import(${JSON.stringify(CLI_SANDBOX)}).then((m) => process.stdout.write(m.pythonSnapshot()))`],
    { encoding: 'utf8', timeout: 180_000 },
  )
  const path = r.status === 0 ? r.stdout.trim() : ''
  snapshot = path ? gzipSync(readFileSync(path)) : null
  if (!snapshot)
    console.warn(`[pyodide-files] no Python snapshot: the page will start Python cold. ${r.stderr ?? ''}`)
  return snapshot
}

const TYPES = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
}

/** The Astro integration: /pyodide/* in dev and in dist/, and the bytes the page's progress counts. */
export function pyodideFiles() {
  return {
    name: 'pyodide-files',
    hooks: {
      /** @param {{ command: string, updateConfig: (c: object) => void }} options */
      'astro:config:setup': ({ command, updateConfig }) => {
        const image = command === 'build' || command === 'dev' ? snapshotBytes() : null
        const bytes = FILE_BYTES + (image?.length ?? 0)
        updateConfig({ vite: { define: { 'import.meta.env.PYODIDE_BYTES': JSON.stringify(bytes) } } })
      },
      /** @param {{ server: import('vite').ViteDevServer }} options */
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const m = /^\/pyodide\/([^/?]+)/.exec(req.url ?? '')
          const image = m?.[1] === PYODIDE_SNAPSHOT ? snapshotBytes() : null
          if (!m || (!PYODIDE_FILES.includes(m[1]) && !image)) return next()
          const ext = /** @type {keyof typeof TYPES} */ (m[1].slice(m[1].lastIndexOf('.')))
          res.setHeader('Content-Type', TYPES[ext])
          if (image) res.end(image)
          else createReadStream(join(DIR, m[1])).pipe(res)
        })
      },
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        const out = join(fileURLToPath(dir), 'pyodide')
        mkdirSync(out, { recursive: true })
        for (const f of PYODIDE_FILES) copyFileSync(join(DIR, f), join(out, f))
        const image = snapshotBytes()
        if (image) writeFileSync(join(out, PYODIDE_SNAPSHOT), image)
      },
    },
  }
}
