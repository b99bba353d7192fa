/** What every widget component takes from its article: its heading and its element id (the fragment links land on). */
export interface WidgetProps {
  /** The widget's heading, from the article. */
  title?: string
  /** The element id: the fragment of links to this widget; change it only to put two on one page. */
  id?: string
}
