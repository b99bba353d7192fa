/**
 * Cut a marked region out of a source file, for the articles' code blocks: the lines between
 * `// #region name` and `// #endregion name`, other region markers removed, common indentation
 * stripped. Throws at build time when the region is missing, so a renamed region breaks the
 * build instead of silently showing nothing.
 */
const MARKER = /^\s*\/\/\s*#(end)?region\b.*$/

export function extractRegion(source: string, region?: string): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n')
  let body = lines
  if (region) {
    const start = lines.findIndex((l) => new RegExp(`^\\s*//\\s*#region\\s+${region}\\s*$`).test(l))
    const end = lines.findIndex(
      (l, k) => k > start && new RegExp(`^\\s*//\\s*#endregion\\s+${region}\\s*$`).test(l),
    )
    if (start < 0 || end < 0)
      throw new Error(
        `Region "${region}" not found (expected // #region ${region} … // #endregion ${region}).`,
      )
    body = lines.slice(start + 1, end)
  }
  body = body.filter((l) => !MARKER.test(l))
  while (body.length && body[0].trim() === '') body.shift()
  while (body.length && body.at(-1)!.trim() === '') body.pop()
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.match(/^\s*/)![0].length))
  return body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n')
}
