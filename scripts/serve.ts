/**
 * `node scripts/serve.ts [dir] [port]`: a plain static file server for the built site, used by the
 * end-to-end tests and the browser benches. It shows that dist/ works from any static server (no
 * Astro at run time), and unlike `astro preview` it can run while `npm start` is serving the same
 * project. It adds the headers the site's `_headers` file names (the sliding-puzzles page's
 * cross-origin isolation), as the static hosts that read that file do. Text (HTML, CSS, JavaScript, JSON, SVG) goes out gzipped to a browser that asks for it,
 * as static hosts send it: the phone profile (bench/phone-profile.ts) times pages on a slow
 * connection, where a 370 kB article sent raw took a second more than it would from any host.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { headersFor, parseHeaders } from '../src/lib/headers-file.ts'

const root = resolve(process.argv[2] ?? 'dist')
const port = Number(process.argv[3] ?? 4480)
/** The site's `_headers` (public/_headers, copied to the build): what static hosts add to a response. */
const headerFile = join(root, '_headers')
const rules = existsSync(headerFile) ? parseHeaders(readFileSync(headerFile, 'utf8')) : []

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
}

/** The types sent gzipped; the rest (images, fonts, WebAssembly, data already packed) as they are. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt'])
const gzipped = new Map<string, { mtime: number; body: Buffer }>()

/** A text file gzipped, made once per version of the file. */
function gzipOf(file: string): Buffer {
  const mtime = statSync(file).mtimeMs
  const known = gzipped.get(file)
  if (known?.mtime === mtime) return known.body
  const body = gzipSync(readFileSync(file))
  gzipped.set(file, { mtime, body })
  return body
}

/** The file for a URL path: `/x/` → dist/x/index.html; nothing outside `root`. */
function fileFor(urlPath: string): string | null {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  let file = join(root, path)
  if (!file.startsWith(root)) return null
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html')
    return statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const file = fileFor(url.pathname)
  if (!file) {
    // A directory without its trailing slash gets one, as static hosts do.
    if (!url.pathname.endsWith('/') && fileFor(url.pathname + '/')) {
      res.writeHead(301, { location: url.pathname + '/' + url.search }).end()
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    return
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream'
  for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) res.setHeader(name, value)
  if (TEXT.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const body = gzipOf(file)
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': body.length,
      vary: 'Accept-Encoding',
    })
    res.end(body)
    return
  }
  res.writeHead(200, { 'content-type': type })
  createReadStream(file).pipe(res)
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`))
