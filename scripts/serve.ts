/**
 * `node scripts/serve.ts [dir] [port]`: a plain static file server for the built site, used by the
 * end-to-end tests. It shows that dist/ works from any static server (no Astro at run time), and
 * unlike `astro preview` it can run while `npm start` is serving the same project.
 */
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const root = resolve(process.argv[2] ?? 'dist')
const port = Number(process.argv[3] ?? 4480)

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
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(res)
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`))
