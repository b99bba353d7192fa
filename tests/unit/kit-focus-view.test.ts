// Focus view's decisions (components/kit/focus-view.ts): where Tab goes inside the view, and what
// entering or leaving it does to the browser's history (Back leaves the view before the page).
import { describe, expect, it } from 'vitest'
import { focusAction, trapStop } from '../../components/kit/focus-view.ts'

describe('the focus trap', () => {
  it('Tab from the last stop goes to the first; Shift+Tab from the first to the last', () => {
    expect(trapStop(5, 4, false)).toBe(0)
    expect(trapStop(5, 0, true)).toBe(4)
  })

  it('leaves Tab between inner stops to the browser', () => {
    for (let i = 0; i < 4; i++) expect(trapStop(5, i, false)).toBeNull()
    for (let i = 1; i < 5; i++) expect(trapStop(5, i, true)).toBeNull()
  })

  it('brings focus from outside back in, at the near end', () => {
    expect(trapStop(5, -1, false)).toBe(0)
    expect(trapStop(5, -1, true)).toBe(4)
  })

  it('does nothing in a widget with no stop', () => {
    expect(trapStop(0, -1, false)).toBeNull()
    expect(trapStop(0, -1, true)).toBeNull()
  })

  it('a single stop keeps focus on itself', () => {
    expect(trapStop(1, 0, false)).toBe(0)
    expect(trapStop(1, 0, true)).toBe(0)
  })
})

describe('focus view and the history', () => {
  it('asking for what is already so does nothing', () => {
    for (const ours of [true, false])
      for (const link of [true, false]) {
        expect(focusAction(true, true, ours, link)).toBe('none')
        expect(focusAction(false, false, ours, link)).toBe('none')
      }
  })

  it('entering adds a history entry; after a link that opened the view, the entry under it loses view=focus', () => {
    expect(focusAction(true, false, false, false)).toBe('push')
    expect(focusAction(true, false, false, true)).toBe('push-clean')
  })

  it('Forward onto our own entry shows the view without another entry', () => {
    expect(focusAction(true, false, true, true)).toBe('apply')
  })

  it('leaving goes back through our entry (Back then leaves the page), else only drops view from the address', () => {
    expect(focusAction(false, true, true, true)).toBe('back')
    expect(focusAction(false, true, false, true)).toBe('drop')
  })
})
