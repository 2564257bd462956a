"""web/core/json_stream.py: a body read a chunk at a time gives what json.loads gives it, value
for value, and is refused where json.loads refuses it."""

from __future__ import annotations

import io
import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.core.json_stream import load

scalars = st.none() | st.booleans() | st.integers(min_value=-(10 ** 30), max_value=10 ** 30) | (
    st.floats(allow_nan=False)) | st.text()
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
    st.text(max_size=8), inner, max_size=5), max_leaves=40)


def read(text: str | bytes, chunk: int, encoding: str = "utf-8"):
    data = text if isinstance(text, bytes) else text.encode(encoding)
    return load(io.BytesIO(data).read, chunk=chunk)[0]


@settings(max_examples=300, deadline=None)
@given(value=values, chunk=st.integers(min_value=1, max_value=64),
       indent=st.sampled_from([None, 0, 2]), ascii_only=st.booleans())
def test_it_reads_what_json_loads_reads_whatever_the_chunks(value, chunk, indent, ascii_only):
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_only)
    assert read(text, chunk) == json.loads(text)


@pytest.mark.parametrize("text", [
    '{"a": NaN, "b": -Infinity}', '123456789012345678901234567890', '"\\ud800"',
    '{"k": 1, "k": 2}', ' \n[1.5e300, true, null] \t', '{"schema": {"tables": [{"n": 12}]}}',
])
def test_it_keeps_the_json_modules_readings(text):
    expected = json.loads(text)
    for chunk in (1, 2, 3, 7, 1024):
        got = read(text, chunk)
        assert json.dumps(got) == json.dumps(expected) or (
            isinstance(got, dict) and math.isnan(got["a"]))


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-32"])
def test_it_reads_the_encodings_json_loads_detects(encoding):
    text = '{"nom": "café ☕", "n": [1, 2]}'
    assert read(text, 3, encoding) == json.loads(text.encode(encoding))


@pytest.mark.parametrize("text", [
    "", "{", '{"a": 1', '{"a": 1}}', '{"a" 1}', "[1 2]", "[1,]", '{"a": tru}', '{1: 2}',
    '["\\x"]', "[1]x", '{"a": [1, 2}', "nul",
])
def test_it_refuses_what_json_loads_refuses(text):
    with pytest.raises(ValueError):
        json.loads(text)
    for chunk in (1, 4, 1024):
        with pytest.raises(ValueError):
            read(text, chunk)


def test_a_table_with_an_error_is_refused_without_reading_the_rest():
    taken = []
    stream = io.BytesIO(b'{"tables": [{"id": 1}, {"id": 2,, }' + b" " * 100_000 + b"]}")

    def counted(size: int) -> bytes:
        taken.append(size)
        return stream.read(size)

    with pytest.raises(ValueError):
        load(counted, chunk=64)
    assert len(taken) < 5


@pytest.mark.parametrize("chunk", [1, 2, 5, 6, 7, 1024])
def test_it_tells_whether_the_text_escapes_a_nul_character(chunk):
    body = b'{"schema": {"name": "a\\u0000b"}, "x": "' + b"y" * 50 + b'"}'
    assert load(io.BytesIO(body).read, chunk=chunk)[1] is True
    assert load(io.BytesIO(body.replace(b"0000", b"0041")).read, chunk=chunk)[1] is False
