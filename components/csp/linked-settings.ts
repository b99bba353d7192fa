/**
 * Settings in a link for a widget that is not the page's main one: when a link lands on it
 * (`#<id>`), its `data-param` controls take the link's values (a bad one refused with a sentence,
 * shown in the widget's notice), and its Copy link writes the settings that differ from the
 * defaults. The kit does this for the main widget (settings.ts); these two calls give it to any.
 */
import { changedParams, paramControls, restoreParams } from '../kit/settings.ts'
import { pageLink } from '../kit/url-state.ts'
import { landingWidget, type KitWidget } from '../kit/widget.ts'

/**
 * Restores the widget's settings from the page's link when the link lands on it, and says so where
 * the reader lands: the refusals (and `extra`, the widget's own) as an alert, else a note that
 * `what` was loaded. `loaded` says the widget read something of its own from the link.
 */
export function restoreLandingSettings(
  widget: KitWidget<any, any, any>,
  extra: string[] = [],
  { what = 'Settings', loaded = false }: { what?: string; loaded?: boolean } = {},
): void {
  if (landingWidget(widget) !== widget) return
  const params = new URLSearchParams(location.search)
  const refused = [...extra, ...restoreParams(widget, params)]
  const named = loaded || paramControls(widget).some((el) => params.has(el.dataset.param!))
  if (refused.length) widget.notify(refused.join(' '))
  else if (named) widget.notify(`${what} loaded from the link.`, 'info')
}

/** True when the page's link lands on this widget. */
export const landsHere = (widget: HTMLElement): boolean => landingWidget(widget) === widget

/** The link to the widget: `params`, then its changed settings, and `view=focus` in focus view. */
export function settingsLink(widget: HTMLElement, params: [string, string][] = []): string {
  const all: [string, string][] = [...params, ...changedParams(widget)]
  if (widget.hasAttribute('data-focus')) all.push(['view', 'focus'])
  return pageLink(all, widget.id)
}
