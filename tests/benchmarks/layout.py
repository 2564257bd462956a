"""Auto layout benchmark: time, memory, progress and quality score of workers.layout on generated
diagrams (relations = 1.5 × tables) and on a real import, against the documents' own placement.

usage: python -m tests.benchmarks.layout [--sizes 30 100 300 1000 5000] [--columns 20]
                                         [--runs 3] [--no-import]

Cases: generated documents of each size (tests/benchmarks/generate.py), then "ddl": what the SQL
importer makes of the 10 MB pg_dump-style DDL of tests/benchmarks/sql_generator.py (5000 tables,
~12 columns each, 8000 foreign keys), its SQL cached in /tmp. Each case runs in a child process
of its own, so that its peak memory (ru_maxrss) is its own: "peak" is the child's peak, "doc" its
peak once the document is built (for "ddl", after the import, which the layout must stay close
to), "+lay" how far the layout went past that. "gap" is the longest wait between two progress
calls, the start and the end of the layout included.

Targets (DESIGN.md §6, the brief of the layout engine, and the import issue): 300 tables under
1 s, 1000 under 3 s; the imported DDL under 5 s, adding little memory, with a progress call at
least every 0.5 s. Prints figures; it is not a test and fails nothing. The targets are judged on
wall-clock time.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

TARGETS = {"300": 1.0, "1000": 3.0, "ddl": 5.0}
GAP_TARGET = 0.5
DDL_SQL = Path("/tmp/relata-layout-bench-ddl-10mb.sql")
ROOT = Path(__file__).resolve().parents[2]


def _document(case: str, columns: int) -> dict:
    if case != "ddl":
        from tests.benchmarks.generate import document

        size = int(case)
        return document(size, columns, round(size * 1.5))
    if not DDL_SQL.exists():
        from tests.benchmarks.sql_generator import generate

        partial = DDL_SQL.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(generate("ddl", 10, 5000), encoding="utf-8")
        partial.replace(DDL_SQL)
    from workers.sqlimport import import_sql

    return import_sql(DDL_SQL.read_text(encoding="utf-8")).document


def child(case: str, columns: int, runs: int) -> None:
    from workers.layout import layout_document, quality

    doc = _document(case, columns)
    doc_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    timings, cpu, gaps = [], [], []
    for _ in range(runs):
        stamps: list[float] = []
        start, start_cpu = time.perf_counter(), time.process_time()
        result = layout_document(doc, progress=lambda *_, to=stamps: to.append(time.perf_counter()))
        end = time.perf_counter()
        timings.append(end - start)
        cpu.append(time.process_time() - start_cpu)
        moments = [start, *stamps, end]
        gaps.append(max(b - a for a, b in zip(moments, moments[1:], strict=False)))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    naive = quality(doc)
    print(json.dumps({
        "tables": len(doc["tables"]), "relations": len(doc["relations"]),
        "time": min(timings), "cpu": min(cpu), "gap": max(gaps), "peak": peak, "doc": doc_mib,
        "score": result.score, "overlaps": result.overlaps, "crossings": result.crossings,
        "through": result.through_tables, "naive": naive,
    }))


def run(case: str, columns: int, runs: int) -> dict:
    command = [sys.executable, "-m", "tests.benchmarks.layout", "--child", case,
               "--columns", str(columns), "--runs", str(runs)]
    out = subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT,
                         env=os.environ.copy())
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[30, 100, 300, 1000, 5000])
    parser.add_argument("--columns", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs is shown")
    parser.add_argument("--no-import", action="store_true",
                        help="leave out the imported 10 MB DDL (5000 tables)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.columns, args.runs)
        return

    header = (f"{'case':>6} {'rel.':>5} {'time':>7} {'cpu':>6} {'target':>8} {'peak':>5} "
              f"{'doc':>5} {'+lay':>4} {'gap':>6} | {'score':>10} {'ovl':>3} {'cross':>7} "
              f"{'thru':>5} | {'naive':>10} {'ovl':>5} {'cross':>7} {'thru':>5}")
    print(header)
    print("-" * len(header))
    cases = [str(size) for size in args.sizes] + ([] if args.no_import else ["ddl"])
    for case in cases:
        r = run(case, args.columns, args.runs)
        limit = TARGETS.get(case)
        verdict = "" if limit is None else (
            f"<{limit:g}s ok" if r["time"] < limit else f">{limit:g}s !")
        gap = f"{r['gap']:.2f}s" + ("!" if r["gap"] > GAP_TARGET else " ")
        naive = r["naive"]
        print(f"{case:>6} {r['relations']:>5} {r['time']:>6.2f}s {r['cpu']:>5.2f}s {verdict:>8} "
              f"{r['peak']:>5.0f} {r['doc']:>5.0f} {max(0.0, r['peak'] - r['doc']):>4.0f} "
              f"{gap:>6} | {r['score']:>10.1f} {r['overlaps']:>3} {r['crossings']:>7} "
              f"{r['through']:>5} | {naive['score']:>10.1f} {naive['overlaps']:>5} "
              f"{naive['crossings']:>7} {naive['through_tables']:>5}", flush=True)
    print("\ncase: tables of a generated document, or ddl: the imported 10 MB DDL (5000 tables)")
    print("time: best wall clock of the runs; cpu: the child's CPU time (steadier on a busy "
          "machine); peak, doc, +lay: MiB (see above); gap: longest wait between progress calls")
    print("score = 100 − 15 × overlaps − 1.5 × crossings − 5 × relations through a table "
          "(not clamped); naive = the document's own placement (the generator's row-major "
          "grid, the importer's)")


if __name__ == "__main__":
    main()
