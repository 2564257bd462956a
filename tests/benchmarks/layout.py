"""Auto layout benchmark: time and quality score of workers.layout on generated diagrams
(relations = 1.5 × tables), against the generator's own naive grid placement.

usage: python -m tests.benchmarks.layout [--sizes 30 100 300 1000] [--columns 20] [--runs 3]

Targets (DESIGN.md §6, the brief of the layout engine): 300 tables under 1 s, 1000 under 3 s.
Prints figures; it is not a test and fails nothing. The target is judged on wall-clock time.
"""

from __future__ import annotations

import argparse
import time

from tests.benchmarks.generate import document
from workers.layout import layout_document, quality

TARGETS = {300: 1.0, 1000: 3.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[30, 100, 300, 1000])
    parser.add_argument("--columns", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs is shown")
    args = parser.parse_args()

    header = (f"{'tables':>6} {'rel.':>5} {'time':>7} {'cpu':>6} {'target':>8} | {'score':>9} "
              f"{'ovl':>4} "
              f"{'cross':>6} {'thru':>5} | {'naive':>9} {'ovl':>4} {'cross':>6} {'thru':>5}")
    print(header)
    print("-" * len(header))
    for size in args.sizes:
        doc = document(size, args.columns, round(size * 1.5))
        timings, cpu = [], []
        for _ in range(args.runs):
            start, start_cpu = time.perf_counter(), time.process_time()
            result = layout_document(doc)
            timings.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        best = min(timings)
        limit = TARGETS.get(size)
        verdict = "" if limit is None else (f"<{limit:g}s ok" if best < limit else f">{limit:g}s !")
        naive = quality(doc)
        relations = len(doc["relations"])
        print(f"{size:>6} {relations:>5} {best:>6.2f}s {min(cpu):>5.2f}s {verdict:>8} | "
              f"{result.score:>9.1f} {result.overlaps:>4} {result.crossings:>6} "
              f"{result.through_tables:>5} | {naive['score']:>9.1f} {naive['overlaps']:>4} "
              f"{naive['crossings']:>6} {naive['through_tables']:>5}")
    print("\ntime: best wall clock of the runs; cpu: this process's CPU time (steadier on a busy "
          "machine)")
    print("score = 100 − 15 × overlaps − 1.5 × crossings − 5 × relations through a table "
          "(not clamped); naive = the generator's row-major grid")


if __name__ == "__main__":
    main()
