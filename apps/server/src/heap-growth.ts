import { setFlagsFromString } from 'node:v8';

/**
 * The heap grows by a fixed half after each full collection, instead of V8's own factor. When a process
 * allocates slowly into its old generation (a stream that mostly waits, after a burst of load), V8 lowers
 * that factor to 1.1 and, with a heap of 100–160 MB, marks it again every few hundred milliseconds: an XLSX
 * export of 100 000 rows took 1.5–1.9 s instead of 0.75–0.9 s (`--trace-gc-verbose`: "factor 1.1 based on
 * mu=0.970, speed_ratio=2496"). With 1.5 the export keeps its speed whatever ran before; the heap may hold
 * up to half again its live size between collections. Measured in docs/performance.md.
 */
export const HEAP_GROWING_PERCENT = 50;

export function setHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
