"""The fidelity check on real-world schemas (issue 13): `python -m tests.fidelity.realworld`,
`make fidelity`; under pytest, tests/unit/fidelity. normalise.py says how types, defaults and
actions are compared."""
