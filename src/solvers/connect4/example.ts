/** The example position: a 7×6 middle game with 18 stones where only one column (5) keeps Red's win. */
export const EXAMPLE = '742566244422442121'
