/// <reference lib="webworker" />
/**
 * A helper worker of the browser's census on several workers (issue 33): the `bigCensus` job,
 * itself in a worker, starts one per extra core and posts it its share of the census (the table
 * in a SharedArrayBuffer: the page is cross-origin isolated). It scans chunks of each depth until
 * the job says stop (src/solvers/sliding/census-split.ts), then closes.
 */
import { censusHelper, type CensusShare } from '../solvers/sliding/census-split.ts'

self.addEventListener(
  'message',
  (e: MessageEvent) => {
    censusHelper(e.data as CensusShare)
    self.close()
  },
  { once: true },
)
