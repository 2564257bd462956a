"""document/reducer.py: a BATCH applies its steps one after the other, whatever shortcut it
takes for the steps that change one table (issue 16: moving 5 000 tables of a 10 000-table
diagram copied and searched the list of tables once per table)."""

from __future__ import annotations

import random
import time

from document.reducer import apply
from tests.benchmarks.generate import document


def step_by_step(doc: dict, steps: list[dict]) -> dict:
    for step in steps:
        doc = apply(doc, step)
    return doc


def batch(steps: list[dict]) -> dict:
    return {"type": "BATCH", "name": "", "timestamp": 0, "data": {"commands": steps}}


def cmd(kind: str, **data) -> dict:
    return {"type": kind, "name": "", "timestamp": 0, "data": data}


def random_steps(rng: random.Random, doc: dict, count: int) -> list[dict]:
    ids = [t["id"] for t in doc["tables"]] + ["missing"]
    steps = []
    for n in range(count):
        table = rng.choice(ids)
        kind = rng.choice(["move", "move", "rename", "column", "attribute", "remove", "add"])
        if kind == "move":
            steps.append(cmd("MOVE_TABLE", tableId=table, x=n, y=-n))
        elif kind == "rename":
            steps.append(cmd("UPDATE_TABLE", tableId=table, changes={"name": f"n{n}"}))
        elif kind == "column":
            steps.append(cmd("ADD_ATTRIBUTE", tableId=table, attribute={
                "id": f"new{n % 3}", "name": "c", "type": "INT"}))
        elif kind == "attribute":
            steps.append(cmd("UPDATE_ATTRIBUTE", tableId=table, attributeId=f"a{table[1:]}_1",
                             changes={"name": f"c{n}"}))
        elif kind == "remove":
            steps.append(cmd("REMOVE_TABLE", tableId=table))
        else:
            steps.append(cmd("ADD_TABLE", table={**doc["tables"][0], "id": f"t{n % 4}x"}))
    return steps


def test_a_batch_is_its_steps_one_after_the_other():
    doc = document(40, 4, 60)
    for seed in range(200):
        rng = random.Random(seed)
        steps = random_steps(rng, doc, rng.randint(0, 30))
        assert apply(doc, batch(steps)) == step_by_step(doc, steps), seed


def test_a_batch_that_changes_nothing_gives_the_same_document():
    doc = document(5, 3, 4)
    assert apply(doc, batch([cmd("MOVE_TABLE", tableId="missing", x=1, y=2)])) is doc


def test_moving_5000_tables_of_10000_takes_linear_time():
    doc = document(10_000, 2, 0)
    steps = [cmd("MOVE_TABLE", tableId=f"t{n * 2}", x=n, y=n) for n in range(5000)]
    started = time.process_time()
    moved = apply(doc, batch(steps))
    assert time.process_time() - started < 1.0  # ~25 s step by step
    assert moved["tables"][9998]["x"] == 4999 and doc["tables"][9998]["x"] != 4999
