/**
 * Drawing of the trace view's tree (no solver logic): one SVG, a row per depth, every node a
 * circle with its number and, under it, its g (and h and f for informed searches). Expanded nodes
 * are filled, open ones hollow, duplicates dashed and crossed, the node being expanded ringed; at
 * the last step the solution path is drawn thick and the goal gets a double ring. Each node is a
 * button for the pointer (and for Enter when it has focus): `data-node` holds its number.
 *
 * Sizes are in SVG units, and the SVG is drawn at `--trace-unit` pixels per unit (1 px normally,
 * more in focus view), so the type (12 units) grows with the viewport on a projector.
 */
import type { DrawnNode } from './trace-view.ts'

const NS = 'http://www.w3.org/2000/svg'
const svg = (name: string, attrs: Record<string, string | number>, text?: string): SVGElement => {
  const el = document.createElementNS(NS, name)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v))
  if (text !== undefined) el.textContent = text
  return el
}

/** Layout in SVG units: column width, row height (with and without h and f), radius, margins. */
const TRACE_TREE = { dx: 44, dyInformed: 84, dyPlain: 56, r: 14, pad: 24, left: 58, line: 14 }

export type TreeMarks = {
  step: number
  chosen: number | null
  path: ReadonlySet<number>
  goal: number | null
  informed: boolean
  /** Nodes that take Tab (the chosen one, its children, the goal); the rest are for the pointer. */
  focusable: ReadonlySet<number>
  label: (n: DrawnNode) => string
}

/** Draws `nodes` into `el`; returns the chosen node's position, or the goal's (to scroll it into view). */
export function drawTraceTree(
  el: SVGSVGElement,
  nodes: readonly DrawnNode[],
  marks: TreeMarks,
): { x: number; y: number } | null {
  const { dx, r, pad, left, line } = TRACE_TREE
  const dy = marks.informed ? TRACE_TREE.dyInformed : TRACE_TREE.dyPlain
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const rows = Math.max(0, ...nodes.map((n) => n.row))
  const width = left + Math.max(0, ...nodes.map((n) => n.x)) * dx + 2 * pad
  const height = rows * dy + 2 * pad + (marks.informed ? 3 : 1) * line
  el.setAttribute('viewBox', `0 0 ${width} ${height}`)
  el.style.setProperty('--w', String(width))
  el.style.setProperty('--h', String(height))
  const pos = (n: DrawnNode): [number, number] => [left + pad + n.x * dx, pad + n.row * dy]
  const below = r + (marks.informed ? 3 : 1) * line + 4 // the circle and its g (h, f) lines
  const rowLabels = Array.from({ length: rows + 1 }, (_, g) =>
    svg('text', { x: 6, y: pad + g * dy + 4, class: 'tree__row' }, `g ${g}`),
  )
  const edges = nodes
    .filter((n) => n.parent !== null)
    .map((n) => {
      const [x1, y1] = pos(byId.get(n.parent!)!)
      const [x2, y2] = pos(n)
      const onPath = marks.path.has(n.id) && marks.path.has(n.parent!)
      // from under the parent's labels to the child's circle
      return svg('line', {
        x1,
        y1: y1 + below,
        x2,
        y2: y2 - r,
        class: `tree__edge${n.fate === 'duplicate' ? ' tree__edge--dup' : ''}${onPath ? ' tree__edge--path' : ''}`,
      })
    })
  let chosenAt: { x: number; y: number } | null = null
  const dots = nodes.map((n) => {
    const [x, y] = pos(n)
    const expanded = n.expandedAt !== null && n.expandedAt <= marks.step
    const cls = [
      'tree__node',
      expanded ? 'tree__node--expanded' : n.fate === 'duplicate' ? 'tree__node--dup' : 'tree__node--open',
    ]
    if (n.id === marks.chosen) cls.push('tree__node--chosen')
    if (n.id === (marks.chosen ?? marks.goal)) chosenAt = { x, y } // the node to keep in view
    if (marks.path.has(n.id)) cls.push('tree__node--path')
    if (n.id === marks.goal) cls.push('tree__node--goal')
    const g = svg('g', {
      class: cls.join(' '),
      'data-node': n.id,
      role: 'button',
      tabindex: marks.focusable.has(n.id) ? 0 : -1,
      'aria-label': marks.label(n),
    })
    if (n.id === marks.goal) g.append(svg('circle', { cx: x, cy: y, r: r + 5, class: 'tree__goal-ring' }))
    g.append(svg('circle', { cx: x, cy: y, r }))
    if (n.fate === 'duplicate')
      g.append(svg('line', { x1: x - r, y1: y - r, x2: x + r, y2: y + r, class: 'tree__cross' }))
    // Each text ends in a space (not drawn: SVG trims it) so the node's text reads "12 g 1 h 15 f 16", as its name does.
    g.append(svg('text', { x, y: y + 4.5, 'text-anchor': 'middle', class: 'tree__id' }, `${n.id} `))
    const lines = marks.informed ? [`g ${n.g}`, `h ${n.h}`, `f ${n.f}`] : [`g ${n.g}`]
    lines.forEach((text, i) =>
      g.append(
        svg(
          'text',
          { x, y: y + r + line * (i + 1), 'text-anchor': 'middle', class: 'tree__ghf' },
          `${text} `,
        ),
      ),
    )
    return g
  })
  el.replaceChildren(...rowLabels, ...edges, ...dots)
  return chosenAt
}
