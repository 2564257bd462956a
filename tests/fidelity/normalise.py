"""What a column type, a default and a referential action mean, in one spelling per meaning, so
a catalog (each database spells its types its own way) and the diagram document (the editor's
short list of types) can be compared.

Types, `canonical_type(spelling, dialect)`: lower case, one space between words, then

| written (any dialect unless said)                         | canonical                       |
| --------------------------------------------------------- | ------------------------------- |
| bool, boolean, bit; MySQL tinyint(1)                      | boolean                         |
| tinyint / smallint, int2 / mediumint                      | tinyint / smallint / mediumint  |
| int, integer, int4, serial, serial4                       | integer                         |
| bigint, int8, bigserial, serial8                          | bigint                          |
| … unsigned: MySQL only (PostgreSQL has none, SQLite ignores it) | … unsigned              |
| decimal, numeric, dec (p,s); (p) is (p,0); MySQL bare is (10,0) | decimal(p,s) / decimal     |
| real, float4; float(p ≤ 24); MySQL float                  | real                            |
| double, double precision, float8; PostgreSQL bare float   | double                          |
| SQLite: every floating type (REAL is 8 bytes there)       | double                          |
| char, character, nchar, bpchar (n; bare is 1)             | char(n)                         |
| varchar, character varying, nvarchar, varchar2 (n)        | varchar(n), or varchar bare     |
| text, clob, ntext; MySQL keeps tinytext/mediumtext/longtext | text (sizes MySQL only)       |
| blob, bytea, image; MySQL keeps tinyblob/mediumblob/longblob | blob (sizes MySQL only)      |
| binary(n) / varbinary(n)                                  | binary(n) / varbinary(n)        |
| date / year                                               | date / year                     |
| time, time without time zone / time with time zone, timetz | time / timetz                  |
| timestamp, timestamp without time zone                    | timestamp                       |
| timestamp with time zone, timestamptz                     | timestamptz                     |
| datetime, datetime2, smalldatetime                        | datetime                        |
| PostgreSQL: datetime (it has none; exports write timestamp) | timestamp                     |
| SQLite: timestamp (a name only, no time zone either way)  | datetime                        |
| fractional seconds (3), (6): kept, PostgreSQL's default (6) dropped | timestamp(3) …        |
| enum('a','b') / set('a','b')                              | same, values re-quoted          |
| json, jsonb                                               | json                            |
| uuid, uniqueidentifier                                    | uuid                            |
| anything else (geometry, a PostgreSQL enum type's name)   | itself, lower case              |
| PostgreSQL: t[], t[][], t[3], t ARRAY, _t (arrays.py)     | canonical t + [] (one dimension)|
| elsewhere: an array (the exports store it as JSON)        | json                            |

Integer display widths (int(11)) are dropped: they are not part of the value's range.

Defaults, `canonical_default(value, type)`: no default, NULL and nextval(…) (auto-increment is
compared apart) are None; casts (::text) and enclosing parentheses go; a quoted string is its
value ('G' and G are the same, '' '' unescaped); a number is its decimal value (4.990 = 4.99,
'1' = 1); CURRENT_TIMESTAMP, current_timestamp(), now(), localtimestamp are current_timestamp
(likewise current_date, current_time); on a boolean, 1/0/'t'/'f'/b'1' are true/false; on an
array, '{a,b}' and ARRAY['a', 'b'] are {a,b} (arrays.py).

Actions, `canonical_action(action, dialect)`: upper case, missing is NO ACTION; in MySQL and
MariaDB RESTRICT is NO ACTION (InnoDB checks both at once, and MariaDB reports RESTRICT for an
unspecified action), elsewhere the two stay apart.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from tests.unit.migrations_sql.catalogs import closing_parenthesis

from .arrays import array_element, canonical_array

_SPACES = re.compile(r"\s+")
_QUOTED = re.compile(r"'((?:[^']|'')*)'")

_INTEGERS = {
    "tinyint": "tinyint", "int1": "tinyint", "smallint": "smallint", "int2": "smallint",
    "smallserial": "smallint", "serial2": "smallint", "mediumint": "mediumint",
    "int": "integer", "integer": "integer", "int4": "integer", "serial": "integer",
    "serial4": "integer", "bigint": "bigint", "int8": "bigint", "bigserial": "bigint",
    "serial8": "bigint",
}
_SIMPLE = {
    "bool": "boolean", "boolean": "boolean", "bit": "boolean",
    "real": "real", "float4": "real",
    "double": "double", "double precision": "double", "float8": "double",
    "text": "text", "clob": "text", "ntext": "text",
    "tinytext": "tinytext", "mediumtext": "mediumtext", "longtext": "longtext",
    "blob": "blob", "bytea": "blob", "image": "blob",
    "tinyblob": "tinyblob", "mediumblob": "mediumblob", "longblob": "longblob",
    "date": "date", "year": "year",
    "time": "time", "time without time zone": "time", "time with time zone": "timetz",
    "timetz": "timetz",
    "timestamp": "timestamp", "timestamp without time zone": "timestamp",
    "timestamp with time zone": "timestamptz", "timestamptz": "timestamptz",
    "datetime": "datetime", "datetime2": "datetime", "smalldatetime": "datetime",
    "json": "json", "jsonb": "json", "uuid": "uuid", "uniqueidentifier": "uuid",
}
_CHARS = {"char": "char", "character": "char", "nchar": "char", "bpchar": "char",
          "varchar": "varchar", "character varying": "varchar", "nvarchar": "varchar",
          "varchar2": "varchar", "nvarchar2": "varchar"}
_BUILT_IN = {*_INTEGERS, *_SIMPLE, *_CHARS, "numeric", "decimal", "float"}
_MYSQL_SIZES = {"tinytext", "mediumtext", "longtext", "tinyblob", "mediumblob", "longblob"}
_TIMES = {"time", "timetz", "timestamp", "timestamptz", "datetime"}


def _split(spelling: str) -> tuple[str, str | None]:
    """('timestamp with time zone', '3') from 'timestamp(3) with time zone'."""
    text = _SPACES.sub(" ", spelling.strip().lower())
    start = text.find("(")
    if start < 0:
        return text, None
    at = closing_parenthesis(text, start)
    if at < 0:
        return text, None
    name = (text[:start].strip() + " " + text[at + 1:].strip()).strip()
    return name, text[start + 1:at].strip()


def _numbers(args: str | None) -> list[int]:
    return [int(part) for part in re.findall(r"\d+", args or "")]


def canonical_type(spelling: str | None, dialect: str) -> str | None:
    """The type's meaning in `dialect` (mysql, postgres, sqlite, tsql); see the module's table."""
    if spelling is None:
        return None
    element = array_element(spelling, dialect, _BUILT_IN)
    if element is not None:
        # PostgreSQL keeps no dimensions (its catalog says integer[] for int[][]).
        return f"{canonical_type(element, dialect)}[]" if dialect == "postgres" else "json"
    name, args = _split(spelling)
    words = name.split()
    unsigned = "unsigned" in words
    name = " ".join(w for w in words if w not in ("unsigned", "signed", "zerofill"))
    if dialect == "postgres" and name == "datetime":
        name = "timestamp"
    if name in ("enum", "set"):
        # The values keep their case: _split lowered the spelling, not the values.
        values = [v.replace("''", "'") for v in _QUOTED.findall(spelling)]
        return f"{name}(" + ",".join("'" + v.replace("'", "''") + "'" for v in values) + ")"
    if name in _INTEGERS:
        if dialect == "mysql" and name == "tinyint" and _numbers(args) == [1]:
            return "boolean"
        result = _INTEGERS[name]
    elif name in ("decimal", "numeric", "dec", "money"):
        numbers = _numbers(args)
        if name == "money":
            numbers = [19, 4]
        if not numbers and dialect == "mysql":
            numbers = [10, 0]
        if len(numbers) == 1:
            numbers.append(0)
        result = f"decimal({numbers[0]},{numbers[1]})" if numbers else "decimal"
    elif name == "float":
        bits = _numbers(args)
        single = bits[0] <= 24 if bits else dialect != "postgres"
        result = "real" if single else "double"
    elif name in _CHARS:
        family = _CHARS[name]
        numbers = _numbers(args)
        if args and args.strip() == "max":
            return "text"
        if family == "char" and not numbers:
            numbers = [1]
        result = f"{family}({numbers[0]})" if numbers else family
    elif name in ("binary", "varbinary"):
        result = f"{name}({args})" if args else name
    elif name in _SIMPLE:
        result = _SIMPLE[name]
        if result in _TIMES and args and not (dialect == "postgres" and args == "6"):
            result = f"{result}({args})"
    else:
        result = name + (f"({args})" if args else "")
    return _in_dialect(result, dialect, unsigned)


def _in_dialect(result: str, dialect: str, unsigned: bool) -> str:
    base = result.split("(")[0]
    if dialect != "mysql" and base in _MYSQL_SIZES:
        result = "text" if base.endswith("text") else "blob"
    if dialect == "sqlite":
        if base in ("real", "double"):
            result = "double"
        elif base == "timestamp":
            result = result.replace("timestamp", "datetime", 1)
    if unsigned and dialect == "mysql" and base in (*_INTEGERS.values(), "decimal", "real",
                                                     "double"):
        result += " unsigned"
    return result


def document_spelling(attribute: dict) -> str:
    """The document attribute's type written as SQL, for canonical_type. The diagram's FLOAT is a
    single-precision float (the import reads REAL and FLOAT(p ≤ 24) as FLOAT)."""
    kind = attribute["type"].lower()
    if kind in ("enum", "set"):
        values = [v for v in (attribute.get("enumValues") or "").split(",") if v != ""]
        return f"{kind}(" + ",".join("'" + v.replace("'", "''") + "'" for v in values) + ")"
    if kind == "float":
        kind = "real"
    if kind in ("decimal", "numeric") and attribute.get("precision") is not None:
        kind += f"({attribute['precision']},{attribute.get('scale') or 0})"
    elif kind in ("varchar", "char", "binary", "varbinary") and attribute.get("length"):
        kind += f"({attribute['length']})"
    if attribute.get("unsigned"):
        kind += " unsigned"
    return kind + "[]" if attribute.get("isArray") else kind


_CAST = re.compile(r"::[a-z_ ]+(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])?$", re.I)
_NOW = {"current_timestamp": "current_timestamp", "now": "current_timestamp",
        "localtimestamp": "current_timestamp", "current_date": "current_date",
        "curdate": "current_date", "current_time": "current_time", "curtime": "current_time",
        "getdate": "current_timestamp", "sysdatetime": "current_timestamp"}
_TRUE = {"1", "true", "t", "b'1'", "y", "yes", "on"}
_FALSE = {"0", "false", "f", "b'0'", "n", "no", "off"}


def canonical_default(value: str | None, canonical: str | None) -> str | None:
    """The default's meaning for a column of the canonical type `canonical`; see the module."""
    if value is None:
        return None
    text = str(value).strip()
    while True:
        before = text
        text = _CAST.sub("", text).strip()
        if text.startswith("(") and text.endswith(")"):
            text = text[1:-1].strip()
        if text == before:
            break
    lowered = text.lower()
    if lowered == "null" or lowered.startswith("nextval("):
        return None
    quoted = _QUOTED.fullmatch(text)
    if quoted:
        text = quoted.group(1).replace("''", "'")
        lowered = text.lower()
    elif re.fullmatch(r"[a-z_]+(\(\))?", lowered) and lowered.rstrip("()") in _NOW:
        return _NOW[lowered.rstrip("()")]
    if canonical is not None and canonical.endswith("[]"):
        array = canonical_array(text)
        if array is not None:
            return array
    if canonical == "boolean" and lowered in _TRUE | _FALSE:
        return "true" if lowered in _TRUE else "false"
    if re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)", text):
        try:
            number = Decimal(text)
        except InvalidOperation:
            return text
        return format(number.normalize(), "f") if number else "0"
    return text


def canonical_action(action: str | None, dialect: str) -> str:
    text = _SPACES.sub(" ", (action or "NO ACTION").strip().upper())
    if dialect == "mysql" and text == "RESTRICT":
        return "NO ACTION"
    return text
