/**
 * The step player's keys from anywhere in its widget, one part of the widget shell: while steps are
 * loaded, ←/→/Home/End/Space step them with focus anywhere in the widget, the board included (the
 * listener runs in the capture phase, so the player wins over the board's own arrow keys until the
 * position is edited and the steps unload). Keys typed into text boxes and menus are never taken;
 * a widget's own listener registered earlier can take a key first (preventDefault).
 */
import { stepKeyAction } from './step-logic.ts'
import type { StepPlayerElement } from './step-player.ts'

export function stepKeys(widget: HTMLElement, player: StepPlayerElement): void {
  widget.addEventListener(
    'keydown',
    (e) => {
      if (player.count === 0 || e.defaultPrevented) return
      const target = e.target instanceof Element ? e.target.localName : ''
      const editable = e.target instanceof HTMLElement && e.target.isContentEditable
      const action = editable ? null : stepKeyAction(e.key, target, e.altKey || e.ctrlKey || e.metaKey)
      if (!action) return
      e.preventDefault()
      e.stopPropagation()
      if (action === 'toggle') player.toggle()
      else {
        player.pause()
        player[action]()
      }
    },
    { capture: true },
  )
}
