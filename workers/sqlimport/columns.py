"""Names, column definitions and default values, read from sqlglot trees."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlglot import exp

from document.i18n import gettext_lazy as _

from .arrays import array_literal
from .interrupt import reraise
from .model import Column
from .parse import dialect as sqlglot_dialect
from .types import ColumnType, map_type, spelling

_ACTION = re.compile(
    r"ON\s+(DELETE|UPDATE)\s+(CASCADE|SET\s+NULL|SET\s+DEFAULT|RESTRICT|NO\s+ACTION)", re.I)
# When the SQL names no action the database applies NO ACTION (RESTRICT in MySQL, the same in
# effect); an imported relation says so rather than the editor's CASCADE default for new ones.
DEFAULT_ACTION = "NO ACTION"


def name_of(node: exp.Expression | str | None) -> str:
    """An identifier's name, unquoted."""
    if node is None:
        return ""
    if isinstance(node, str):
        return node
    if isinstance(node, exp.Identifier | exp.Var | exp.Literal):
        return str(node.this)
    if isinstance(node, exp.Dot):
        return name_of(node.expression)
    return node.name


def unquote(name: str) -> str:
    """A name as written in SQL ("…", `…` or […]), without its quotes."""
    name = name.strip()
    if len(name) >= 2 and name[0] + name[-1] in ('""', "``", "[]"):
        inner = name[1:-1]
        return inner.replace(name[0] * 2, name[0]) if name[0] != "[" else inner.replace("]]", "]")
    return name


def table_name(node: exp.Expression) -> tuple[str | None, str]:
    """(schema or None, name) of a table reference."""
    if isinstance(node, exp.Schema):
        node = node.this
    if isinstance(node, exp.Table):
        return (node.db or None), node.name
    return None, name_of(node)


def column_names(nodes: list[exp.Expression] | None) -> list[tuple[str, str]]:
    """(name, ASC|DESC) of each column of a key or index; expressions give their first column."""
    out: list[tuple[str, str]] = []
    for node in nodes or []:
        order = "ASC"
        if isinstance(node, exp.Ordered):
            order = "DESC" if node.args.get("desc") else "ASC"
            node = node.this
        while isinstance(node, exp.Collate | exp.Paren):
            node = node.this
        if isinstance(node, exp.ColumnPrefix):  # MySQL `KEY (name(10))`
            node = node.this
        if isinstance(node, exp.Identifier | exp.Column | exp.Var):
            out.append((name_of(node), order))
            continue
        found = node.find(exp.Column) if isinstance(node, exp.Expression) else None
        if found is not None:
            out.append((found.name, order))
    return out


def expressions(nodes: list[exp.Expression] | None, dialect: str) -> list[str]:
    """The items of a key or index that are expressions, not columns (`lower(email)`), as SQL:
    the diagram indexes columns only, so such an index is not imported as a column index."""
    out: list[str] = []
    for node in nodes or []:
        item = node.this if isinstance(node, exp.Ordered) else node
        while isinstance(item, exp.Collate | exp.Opclass):  # b COLLATE "C", a text_pattern_ops
            item = item.this
        if isinstance(item, exp.ColumnPrefix):
            item = item.this
        if isinstance(item, exp.Paren) and isinstance(item.this, exp.Identifier | exp.Column):
            item = item.this
        if isinstance(item, exp.Identifier | exp.Column | exp.Var) or \
                not isinstance(item, exp.Expression):
            continue
        try:
            out.append(_generate(item, dialect))
        except Exception as error:  # noqa: BLE001
            reraise(error)
            out.append("…")
    return out


def expression_reason(name: str, items: list[str]) -> str:
    label = _("« {name} » ").format(name=name) if name else ""
    return (_("Index {label}sur une expression ({value}) ignoré : le diagramme ne représente "
              "que des index sur des colonnes.").format(label=label, value=', '.join(items)[:80]))


def actions(options: list | None) -> tuple[str, str]:
    """(onDelete, onUpdate) from a REFERENCES clause's options."""
    on_delete = on_update = DEFAULT_ACTION
    for option in options or []:
        for verb, action in _ACTION.findall(str(option)):
            action = re.sub(r"\s+", " ", action.upper())
            if verb.upper() == "DELETE":
                on_delete = action
            else:
                on_update = action
    return on_delete, on_update


@dataclass(slots=True)
class InlineReference:
    ref: exp.Expression   # the referenced table (Schema or Table)
    ref_columns: list[str]
    on_delete: str
    on_update: str
    name: str = ""


@dataclass(slots=True)
class ColumnRead:
    column: Column
    references: list[InlineReference] = field(default_factory=list)
    unique_name: str = ""  # `col INT CONSTRAINT name UNIQUE`: a named unique constraint
    array_note: str = ""   # what the diagram does not keep of an array type, for the report


def read_column(node: exp.ColumnDef, dialect: str) -> ColumnRead:
    kind = node.args.get("kind")
    kind = kind if isinstance(kind, exp.DataType) else None
    mapped = map_type(kind, dialect, node.meta.get("written") if node.meta else None)
    column = Column(name_of(node.this), mapped.type, mapped.length, mapped.precision,
                    mapped.scale, unsigned=mapped.unsigned, auto=mapped.auto,
                    enum_values=mapped.enum_values, user_type=mapped.user_type,
                    is_array=mapped.is_array)
    if node.meta and node.meta.get("unsigned"):
        column.unsigned = True  # FLOAT UNSIGNED, which the parser does not read
    out = ColumnRead(column, array_note=_array_note(column.name, mapped, kind, dialect))
    for constraint in node.args.get("constraints") or []:
        c = constraint.args.get("kind") if isinstance(constraint, exp.ColumnConstraint) \
            else constraint
        label = name_of(constraint.this) if isinstance(constraint, exp.ColumnConstraint) else ""
        _apply_constraint(out, c, label, dialect)
    if column.primary:
        column.nullable = False
    return out


def _array_note(name: str, mapped: ColumnType, kind: exp.DataType | None,
                dialect: str) -> str:
    if mapped.array_of:
        return (_("Colonne « {name} » de type tableau (« {value} ») sans type d'élément "
                  "connu : importée en JSON.").format(name=name, value=mapped.array_of[:60]))
    if mapped.dimensions > 1 and kind is not None:
        return (_("Colonne « {name} » de type tableau à {dimensions} dimensions (« {value} "
                  "») : importée comme tableau simple, le diagramme ne garde pas le nombre de "
                  "dimensions.")
                .format(name=name, dimensions=mapped.dimensions,
                        value=spelling(kind, dialect)[:60]))
    return ""


def _apply_constraint(out: ColumnRead, c: exp.Expression | None, label: str, dialect: str) -> None:
    column = out.column
    if isinstance(c, exp.NotNullColumnConstraint):
        column.nullable = bool(c.args.get("allow_null"))
    elif isinstance(c, exp.PrimaryKeyColumnConstraint):
        column.primary = True
    elif isinstance(c, exp.UniqueColumnConstraint):
        if label:
            out.unique_name = label
        else:
            column.unique = True
    elif isinstance(c, exp.AutoIncrementColumnConstraint):
        column.auto = True
    elif isinstance(c, exp.GeneratedAsIdentityColumnConstraint):
        # IDENTITY(1,1) and GENERATED … AS IDENTITY; `GENERATED ALWAYS AS (expr)` is computed.
        if c.args.get("expression") is None:
            column.auto = True
    elif isinstance(c, exp.DefaultColumnConstraint):
        value = default_text(c.this, dialect, array=column.is_array)
        if value is AUTO:
            column.auto = True
        else:
            column.default = value
    elif isinstance(c, exp.CommentColumnConstraint):
        column.comment = name_of(c.this)
    elif isinstance(c, exp.Reference):
        ref = c.this
        ref_columns = [n for n, _ in column_names(ref.expressions)] \
            if isinstance(ref, exp.Schema) else []
        on_delete, on_update = actions(c.args.get("options"))
        out.references.append(InlineReference(ref, ref_columns, on_delete, on_update, label))


AUTO = object()  # a default that makes the column auto-increment: nextval('…_seq')


def default_text(node: exp.Expression | None, dialect: str, array: bool = False):
    """A default as the user would type it in the editor: a string literal's value unquoted,
    numbers and expressions as SQL text, an array column's value as its quoted literal
    (arrays.py); None for no default or DEFAULT NULL; AUTO for a sequence's next value."""
    while isinstance(node, exp.Paren):  # SQL Server writes DEFAULT ((0))
        node = node.this
    if node is None or isinstance(node, exp.Null):
        return None
    if array:
        literal = array_literal(node)
        if literal is not None:
            return literal
    if isinstance(node, exp.Cast) and isinstance(node.this, exp.Literal | exp.Paren | exp.Neg):
        return default_text(node.this, dialect)  # PostgreSQL's 'active'::character varying
    if isinstance(node, exp.Literal):
        return str(node.this)
    if isinstance(node, exp.National):
        return str(node.this)
    if isinstance(node, exp.Boolean):
        return "TRUE" if node.this else "FALSE"
    if isinstance(node, exp.Anonymous) and str(node.this).lower() == "nextval":
        return AUTO
    if isinstance(node, exp.CurrentTimestamp) and not node.this:
        return "CURRENT_TIMESTAMP"  # the standard spelling, not MySQL's CURRENT_TIMESTAMP()
    try:
        return _generate(node, dialect)
    except Exception as error:  # noqa: BLE001 — a default that cannot be written back is dropped
        reraise(error)
        return None


def _generate(node: exp.Expression, dialect: str) -> str:
    # copy=False: the tree is thrown away after this statement, no need to copy it first.
    # Function names keep the script's spelling (gen_random_uuid(), not GEN_RANDOM_UUID()).
    return sqlglot_dialect(dialect).generate(node, copy=False, normalize_functions=False)
