/** Row names of the comparison, shared by the build-time table and the client. */
import type { AlgorithmRow } from '../../src/solvers/sliding/jobs.ts'

export const METHOD_NAMES: Record<AlgorithmRow['method'], string> = {
  bfs: 'BFS (rank table)',
  'astar-manhattan': 'A*, Manhattan',
  'idastar-manhattan': 'IDA*, Manhattan',
  'idastar-linear-conflict': 'IDA*, linear conflict',
  'idastar-pdb': 'IDA*, pattern databases',
}
export const METHODS = Object.keys(METHOD_NAMES) as AlgorithmRow['method'][]
