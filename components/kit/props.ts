/** What every widget component takes from its article: its heading and its element id (the fragment links land on). */
export interface WidgetProps {
  /** The widget's heading, from the article. */
  title?: string
  /** The element id: the fragment of links to this widget; change it only to put two on one page. */
  id?: string
}

/**
 * What every puzzle's Board.astro takes (the home page, the first screens and the articles draw
 * any puzzle with these): the position in the puzzle's notation, exactly what
 * `puzzle.position.parse` reads, an accessible name, and whether it is a control or a picture.
 */
export interface BoardProps {
  position: string
  label: string
  interactive?: boolean
  size?: 'small' | 'normal'
}
