/**
 * Class mode (`?mode=class`): the page's switch, shared by every exercise and every widget that can
 * give an answer away. Kept apart from exercise.ts so the widget shell can use it too.
 */
import { replaceParams } from './url-state.ts'

/** Dispatched on document when class mode changes (detail: on); see onClassMode. */
const CLASS_MODE_EVENT = 'kit:class-mode'

/** Calls `listener` whenever class mode is switched on the page. */
export function onClassMode(listener: (on: boolean) => void): void {
  document.addEventListener(CLASS_MODE_EVENT, (e) => listener((e as CustomEvent<boolean>).detail))
}

/** Switches class mode for the page: the address bar, the root element and every exercise. */
export function setClassMode(on: boolean): void {
  replaceParams({ mode: on ? 'class' : null })
  document.documentElement.toggleAttribute('data-class-mode', on)
  document.dispatchEvent(new CustomEvent(CLASS_MODE_EVENT, { detail: on }))
}

/** True while the page is in class mode. */
export const classModeOn = (): boolean => document.documentElement.hasAttribute('data-class-mode')
