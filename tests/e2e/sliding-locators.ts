// The sliding page's widgets and controls, by role and name, for both sliding specs.
import type { Page } from '@playwright/test'
import { widgetStatus } from './helpers.ts'

export const PAGE = '/sliding-puzzles/'
export const play = (page: Page) => page.getByRole('region', { name: 'Sliding puzzle: your position' })
export const board = (page: Page) => play(page).getByRole('group', { name: /^Your position/ })
export const positionBox = (page: Page) => play(page).getByRole('textbox', { name: 'Position' })
export const goalBox = (page: Page) => play(page).getByRole('textbox', { name: 'Goal' })
export const status = (page: Page) => widgetStatus(play(page))
export const exercise = (page: Page) => page.getByRole('region', { name: 'Check your solution' })
