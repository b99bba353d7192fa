/** The pure part of site search: which words a query has, whether a page has them all, excerpts as nodes. */

/** Lower-case words of a query, without accents; punctuation separates words. */
export function wordsOf(query: string): string[] {
  return normalise(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
}

function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** True when every word starts a word of `text` (so "perm" finds "permutation", "xyzzy" finds nothing). */
export function containsAllWords(text: string, words: readonly string[]): boolean {
  const haystack = ' ' + normalise(text).replace(/[^\p{L}\p{N}]+/gu, ' ')
  return words.every((w) => haystack.includes(' ' + w))
}

/** Pagefind's excerpt (text with <mark>…</mark>) as DOM nodes, never as HTML. */
export function excerptNodes(excerpt: string): Node[] {
  const nodes: Node[] = []
  const parts = excerpt.split(/<\/?mark>/)
  parts.forEach((part, k) => {
    const text = part
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
    if (k % 2 === 1) {
      const mark = document.createElement('mark')
      mark.textContent = text
      nodes.push(mark)
    } else if (text) nodes.push(document.createTextNode(text))
  })
  return nodes
}
