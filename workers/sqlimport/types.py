"""From a column's SQL type to the diagram's attribute type (DESIGN.md §3, ATTRIBUTE_TYPES).

sqlglot reads every dialect's spelling into one list of types; this module maps that list onto
the diagram's shorter one, keeping length, precision and scale where the diagram has them, and
picking the closest type for the rest (a diagram attribute never fails on an exotic type).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlglot import exp

from .interrupt import reraise

_T = exp.DataType.Type

# sqlglot's type name → (diagram type, auto-increment). Unlisted types fall back to TEXT.
_BY_NAME: dict[str, str] = {
    "INT": "INT", "UINT": "INT", "BIGINT": "BIGINT", "UBIGINT": "BIGINT",
    "INT128": "BIGINT", "INT256": "BIGINT", "UINT128": "BIGINT", "UINT256": "BIGINT",
    "SMALLINT": "SMALLINT", "USMALLINT": "SMALLINT", "TINYINT": "TINYINT", "UTINYINT": "TINYINT",
    "MEDIUMINT": "MEDIUMINT", "UMEDIUMINT": "MEDIUMINT",
    "SERIAL": "INT", "BIGSERIAL": "BIGINT", "SMALLSERIAL": "SMALLINT",
    "VARCHAR": "VARCHAR", "NVARCHAR": "VARCHAR", "CHAR": "CHAR", "NCHAR": "CHAR",
    "BPCHAR": "CHAR", "FIXEDSTRING": "CHAR", "NAME": "VARCHAR",
    "TEXT": "TEXT", "TINYTEXT": "TINYTEXT", "MEDIUMTEXT": "MEDIUMTEXT", "LONGTEXT": "LONGTEXT",
    "XML": "TEXT", "VARIANT": "TEXT",
    "DATE": "DATE", "DATE32": "DATE",
    "DATETIME": "DATETIME", "DATETIME2": "DATETIME", "DATETIME64": "DATETIME",
    "SMALLDATETIME": "DATETIME",
    "TIMESTAMP": "TIMESTAMP", "TIMESTAMPTZ": "TIMESTAMPTZ", "TIMESTAMPLTZ": "TIMESTAMPTZ",
    "TIMESTAMPNTZ": "TIMESTAMP", "TIMESTAMP_S": "TIMESTAMP", "TIMESTAMP_MS": "TIMESTAMP",
    "TIMESTAMP_NS": "TIMESTAMP",
    "TIME": "TIME", "TIMETZ": "TIME", "TIME_NS": "TIME", "INTERVAL": "TIME",
    "YEAR": "YEAR",
    "DECIMAL": "DECIMAL", "UDECIMAL": "DECIMAL", "BIGDECIMAL": "DECIMAL", "DECIMAL32": "DECIMAL",
    "DECIMAL64": "DECIMAL", "DECIMAL128": "DECIMAL", "DECIMAL256": "DECIMAL",
    "DECFLOAT": "DECIMAL", "BIGNUM": "DECIMAL", "MONEY": "DECIMAL", "SMALLMONEY": "DECIMAL",
    "FLOAT": "FLOAT", "DOUBLE": "DOUBLE", "UDOUBLE": "DOUBLE",
    "BOOLEAN": "BOOLEAN", "BIT": "BOOLEAN",
    "ENUM": "ENUM", "ENUM8": "ENUM", "ENUM16": "ENUM", "SET": "SET",
    "JSON": "JSON", "JSONB": "JSON", "HSTORE": "JSON", "ARRAY": "JSON", "LIST": "JSON",
    "MAP": "JSON", "STRUCT": "JSON", "OBJECT": "JSON", "SUPER": "JSON",
    "BLOB": "BLOB", "TINYBLOB": "BLOB", "MEDIUMBLOB": "BLOB", "LONGBLOB": "BLOB",
    "IMAGE": "BLOB", "BINARY": "BINARY", "VARBINARY": "VARBINARY", "ROWVERSION": "BINARY",
    "UUID": "UUID",
    "GEOMETRY": "GEOMETRY", "GEOGRAPHY": "GEOMETRY", "GEOGRAPHYPOINT": "GEOMETRY",
    "POINT": "GEOMETRY", "RING": "GEOMETRY", "LINESTRING": "GEOMETRY",
    "MULTILINESTRING": "GEOMETRY", "POLYGON": "GEOMETRY", "MULTIPOLYGON": "GEOMETRY",
    "INET": "INET", "IPADDRESS": "INET", "IPV4": "INET", "IPV6": "INET", "IPPREFIX": "CIDR",
    "TSVECTOR": "TSVECTOR",
}
_AUTO = {"SERIAL", "BIGSERIAL", "SMALLSERIAL"}
_UNSIGNED = {"UINT", "UBIGINT", "USMALLINT", "UTINYINT", "UMEDIUMINT", "UDECIMAL", "UDOUBLE",
             "UINT128", "UINT256"}
# Fixed sizes of types the diagram shows as VARCHAR or DECIMAL.
_SIZES = {"NAME": (63, None, None), "MONEY": (None, 19, 4), "SMALLMONEY": (None, 10, 4),
          "ROWVERSION": (8, None, None)}

# Types sqlglot knows only by name (PostgreSQL extensions, SQL Server's aliases, MySQL
# geometries it cannot read): name → (diagram type, length, auto-increment).
USER_TYPES: dict[str, tuple[str, int | None, bool]] = {
    "serial2": ("SMALLINT", None, True), "serial4": ("INT", None, True),
    "serial8": ("BIGINT", None, True), "citext": ("TEXT", None, False),
    "cidr": ("CIDR", None, False), "macaddr": ("MACADDR", None, False),
    "macaddr8": ("MACADDR", None, False), "tsvector": ("TSVECTOR", None, False),
    "tsquery": ("TEXT", None, False), "varbit": ("BINARY", None, False),
    "ltree": ("TEXT", None, False), "sysname": ("VARCHAR", 128, False),
    "hierarchyid": ("VARCHAR", None, False), "uniqueidentifier": ("UUID", None, False),
    "point": ("GEOMETRY", None, False), "linestring": ("GEOMETRY", None, False),
    "polygon": ("GEOMETRY", None, False), "multipoint": ("GEOMETRY", None, False),
    "multilinestring": ("GEOMETRY", None, False), "multipolygon": ("GEOMETRY", None, False),
    "geometrycollection": ("GEOMETRY", None, False), "geomcollection": ("GEOMETRY", None, False),
    "geometry": ("GEOMETRY", None, False), "geography": ("GEOMETRY", None, False),
}
# Spellings kept as written when the diagram has the same word (sqlglot reads INTEGER as INT,
# NUMERIC as DECIMAL, BOOL as BOOLEAN); REAL is a single-precision FLOAT in every dialect here.
WRITTEN = {"integer": "INTEGER", "numeric": "NUMERIC", "bool": "BOOL", "real": "FLOAT"}

LENGTH_MAX = 4_294_967_295
SCALE_MAX = 1000


@dataclass(slots=True)
class ColumnType:
    type: str = "TEXT"
    length: int | None = None
    precision: int | None = None
    scale: int | None = None
    unsigned: bool = False
    auto: bool = False
    enum_values: str = ""
    user_type: str | None = None  # a name to look up among CREATE TYPE … AS ENUM
    # An array of the type above (text[]); the diagram holds one dimension of it.
    is_array: bool = False
    dimensions: int = 0
    # An array type the diagram keeps as JSON, its element type unknown (DuckDB's bare LIST).
    array_of: str = ""


def _number(node: exp.Expression) -> int | None:
    value = node.this if isinstance(node, exp.DataTypeParam) else node
    if isinstance(value, exp.Literal) and not value.is_string:
        try:
            return int(str(value.this))
        except ValueError:
            return None
    return None


def _is_max(node: exp.Expression) -> bool:
    value = node.this if isinstance(node, exp.DataTypeParam) else node
    return isinstance(value, exp.Var | exp.Column | exp.Identifier) and \
        value.name.upper() == "MAX"


_NAMES = {member: member.name for member in _T}
_MEMO: dict[tuple, ColumnType] = {}
_MEMO_MAX = 4096


def map_type(kind: exp.DataType | None, dialect: str, written: str | None = None) -> ColumnType:
    """The diagram type of a column declared with `kind` (None: SQLite's untyped column);
    `written` is the type's first word as the script spells it, when known. The result is
    shared between columns of the same declared type: do not change it."""
    if kind is None:
        return ColumnType("TEXT")
    name = _NAMES.get(kind.this) or str(kind.this)
    if name in _ARRAYS:
        return _array(kind, dialect, written)
    params = kind.expressions
    # Dumps declare thousands of columns with a handful of types: remember each answer.
    keys = [_param_key(p) for p in params]
    if None in keys:  # a nested type (ARRAY<…>, STRUCT<…>): rare, mapped without the memo
        return _map(kind, name, list(params), dialect, written)
    key = (name, dialect, written, tuple(keys),
           _user_type_name(kind) if name == "USERDEFINED" else None)
    found = _MEMO.get(key)
    if found is None:
        found = _map(kind, name, list(params), dialect, written)
        if len(_MEMO) < _MEMO_MAX:
            _MEMO[key] = found
    return found


def _param_key(node: exp.Expression) -> object:
    """What the mapping reads of a type parameter: a literal, or a name (MAX); None for
    anything else. Never the parameter's repr, which for a type nested n deep (a fuzzed
    ARRAY<ARRAY<…>>) costs time in n³."""
    value = node.this if isinstance(node, exp.DataTypeParam) else node
    if isinstance(value, exp.Literal):
        return (value.is_string, str(value.this))
    if isinstance(value, exp.Var | exp.Column | exp.Identifier):
        return ("name", value.name.upper() == "MAX")
    return None


def _map(kind: exp.DataType, name: str, params: list, dialect: str,
         written: str | None) -> ColumnType:
    out = ColumnType(_BY_NAME.get(name, "TEXT"))
    if out.type == "TIMESTAMPTZ" and dialect == "mysql":
        out.type = "TIMESTAMP"  # sqlglot reads MySQL's TIMESTAMP (kept in UTC) so: not written
    out.auto = name in _AUTO
    # T-SQL's TINYINT is unsigned by nature: read as UTINYINT, but nobody wrote UNSIGNED.
    out.unsigned = name in _UNSIGNED and dialect != "tsql"
    if name == "USERDEFINED":
        return _user_type(kind, out, dialect)
    if name in ("ENUM", "ENUM8", "ENUM16", "SET"):
        out.enum_values = ",".join(p.name for p in params if isinstance(p, exp.Literal))
        return out
    if name in _SIZES:
        out.length, out.precision, out.scale = _SIZES[name]
    numbers = [_number(p) for p in params]
    first = numbers[0] if numbers else None
    if params and _is_max(params[0]):
        # VARCHAR(MAX), NVARCHAR(MAX), VARBINARY(MAX): SQL Server's unbounded columns
        out.type = "BLOB" if out.type == "VARBINARY" else "TEXT"
    elif out.type in ("VARCHAR", "CHAR", "BINARY", "VARBINARY"):
        if first is not None:
            out.length = min(first, LENGTH_MAX)
        elif out.type == "VARBINARY":
            out.type = "BLOB"  # PostgreSQL's BYTEA and SQLite's BLOB read as VARBINARY
    elif out.type in ("DECIMAL", "NUMERIC") and first is not None:
        out.precision = _bounded(first)
        out.scale = _bounded(numbers[1]) if len(numbers) > 1 else None
    elif out.type in ("FLOAT", "DOUBLE"):
        if len(numbers) == 1 and first is not None and first > 24:
            out.type = "DOUBLE"  # FLOAT(p) with p > 24 is double precision everywhere
        elif len(numbers) == 2:
            out.precision, out.scale = _bounded(first), _bounded(numbers[1])
    elif out.type == "BOOLEAN" and name == "BIT" and first is not None and first > 1:
        out.type = "BINARY"  # BIT(n) holds n bits, not a truth value
    elif out.type in ("DATETIME", "TIMESTAMP", "TIMESTAMPTZ", "TIME") and first is not None:
        out.precision = _bounded(first)  # fractional seconds: DATETIME(6), DATETIME2(7)
    elif name == "TINYINT" and dialect == "mysql" and first == 1:
        out.type = "BOOLEAN"  # MySQL stores BOOLEAN as TINYINT(1), and dumps it so
    if written and not out.auto:
        spelled = WRITTEN.get(written.lower())
        if spelled and _same_family(spelled, out.type):
            out.type = spelled
    return out


_ARRAYS = {"ARRAY", "LIST"}


def _array(kind: exp.DataType, dialect: str, written: str | None) -> ColumnType:
    """text[], int[][], integer ARRAY, DuckDB's INT[] and LIST<INT>, BigQuery's ARRAY<STRING>:
    the element type mapped as it would be alone, marked as an array of so many dimensions.
    Declared sizes (int[3]) go: PostgreSQL does not enforce them either."""
    element, dimensions = kind, 0
    while _NAMES.get(element.this) in _ARRAYS and element.expressions and \
            isinstance(element.expressions[0], exp.DataType):
        element, dimensions = element.expressions[0], dimensions + 1
    if dimensions == 0:
        return ColumnType("JSON", array_of=spelling(kind, dialect))
    return replace(map_type(element, dialect, written), is_array=True, dimensions=dimensions)


def spelling(kind: exp.DataType, dialect: str) -> str:
    """A type as SQL, for a report."""
    try:
        return kind.sql(dialect="postgres" if dialect == "postgres" else None)
    except Exception as error:  # noqa: BLE001 — a type nested too deep to write: its name will do
        reraise(error)
        return _NAMES.get(kind.this) or str(kind.this)


def _same_family(spelled: str, mapped: str) -> bool:
    families = ({"INT", "INTEGER"}, {"DECIMAL", "NUMERIC"}, {"BOOLEAN", "BOOL"},
                {"FLOAT", "DOUBLE"})
    return any(spelled in f and mapped in f for f in families)


def _bounded(value: int | None) -> int | None:
    if value is None or value < 0:
        return None
    return min(value, SCALE_MAX)


def _user_type_name(kind: exp.DataType) -> str:
    raw = kind.args.get("kind")
    if isinstance(raw, exp.Dot):  # public.mood
        return ".".join(part.name for part in raw.find_all(exp.Identifier))
    return raw.name if isinstance(raw, exp.Expression) else str(raw or "")


def _user_type(kind: exp.DataType, out: ColumnType, dialect: str) -> ColumnType:
    name = _user_type_name(kind)
    known = USER_TYPES.get(name.lower().rsplit(".", 1)[-1])
    internal = _internal_array(name) if dialect == "postgres" and not known else None
    if internal is not None:
        return replace(map_type(internal, dialect), is_array=True, dimensions=1)
    if known:
        out.type, out.length, out.auto = known
    else:
        out.type = "TEXT"
        out.user_type = name
    return out


def _internal_array(name: str) -> exp.DataType | None:
    """The element type of PostgreSQL's own name for an array type (_text, _int4, as
    information_schema reports them), or None when `name` is not one of a built-in type."""
    if not name.startswith("_") or "." in name:
        return None
    try:
        element = exp.DataType.build(name[1:], dialect="postgres")
    except Exception as error:  # noqa: BLE001 — not a type name: a user type after all
        reraise(error)
        return None
    return None if element.this in (_T.USERDEFINED, _T.ARRAY) else element
