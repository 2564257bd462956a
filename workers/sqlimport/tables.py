"""What a CREATE TABLE, and the constraints an ALTER TABLE adds, do to the schema."""

from __future__ import annotations

from collections.abc import Callable

from sqlglot import exp

from document.i18n import gettext_lazy as _

from .columns import (
    DEFAULT_ACTION,
    actions,
    column_names,
    expression_reason,
    expressions,
    name_of,
    read_column,
    table_name,
)
from .model import Column, ForeignKey, Index, Schema, Table

Report = Callable[[int, str, str], None]  # (line, excerpt, reason); the excerpt may be lazy

_INDEX_KINDS = {"FULLTEXT": "FULLTEXT", "SPATIAL": "SPATIAL", "UNIQUE": "UNIQUE"}


class TableReader:
    def __init__(self, schema: Schema, dialect: str, report: Report):
        self.schema = schema
        self.dialect = dialect
        self.report = report

    # CREATE TABLE ---------------------------------------------------------------------------

    def create(self, tree: exp.Create, line: int, excerpt: str) -> None:
        target = tree.this
        schema_name, name = table_name(target)
        if not name:
            self.report(line, excerpt, _("Nom de table illisible."))
            return
        table = self.schema.add_table(schema_name, name, line)
        if table is None:
            if not tree.args.get("exists"):
                self.report(line, excerpt, _("La table « {name} » est déjà définie plus haut "
                                             "; cette définition est ignorée.").format(name=name))
            return
        properties = tree.args.get("properties")
        for prop in properties.expressions if properties else []:
            if isinstance(prop, exp.SchemaCommentProperty):
                table.comment = name_of(prop.this)
            elif isinstance(prop, exp.LikeProperty):
                self._copy_like(table, prop.this, line, excerpt)
        if not isinstance(target, exp.Schema):
            if tree.args.get("expression") is not None:
                self.report(line, excerpt, _("CREATE TABLE … AS SELECT : les colonnes ne "
                                             "sont pas déclarées, la table est importée sans "
                                             "colonnes."))
            return
        for element in target.expressions:
            if isinstance(element, exp.ColumnDef):
                self.add_column(table, element, line, excerpt)
            elif isinstance(element, exp.Identifier):  # SQLite: a column without a type
                self.add_column(table, exp.ColumnDef(this=element), line, excerpt)
            else:
                self.constraint(table, element, line)

    def add_column(self, table: Table, node: exp.ColumnDef, line: int, excerpt: str,
                   replace: Column | None = None) -> Column | None:
        read = read_column(node, self.dialect)
        column = read.column
        if replace is not None:
            # MODIFY / CHANGE: the column keeps its place and the keys it belongs to.
            column.primary = column.primary or replace.primary
            column.nullable = column.nullable and not column.primary
            table.columns = {
                (column.name.lower() if key == replace.name.lower() else key):
                    (column if value is replace else value)
                for key, value in table.columns.items()
            }
            self.schema.rename_column(table, replace.name, column.name)
        elif not table.add_column(column):
            self.report(line, excerpt, _("La colonne « {name} » apparaît deux fois dans la "
                                         "table « {name2} » ; la seconde est ignorée.")
                                       .format(name=column.name, name2=table.name))
            return None
        if read.array_note:
            self.report(line, excerpt, read.array_note)
        if read.unique_name:
            table.indexes.append(Index(read.unique_name, [(column.name, "ASC")], "UNIQUE"))
        for ref in read.references:
            schema_name, ref_name = table_name(ref.ref)
            self.schema.foreign_keys.append(ForeignKey(
                table, [column.name], schema_name, ref_name, ref.ref_columns, ref.on_delete,
                ref.on_update, ref.name, line))
        return column

    def _copy_like(self, table: Table, source: exp.Expression, line: int, excerpt: str) -> None:
        schema_name, name = table_name(source)
        original = self.schema.find(schema_name, name)
        if original is None:
            self.report(line, excerpt, _("Table modèle « {name} » introuvable pour LIKE.")
                                       .format(name=name))
            return
        for column in original.columns.values():
            table.add_column(Column(**{f: getattr(column, f) for f in Column.__slots__}))
        table.indexes.extend(Index(i.name, list(i.columns), i.type, i.method)
                             for i in original.indexes)

    # Table constraints ----------------------------------------------------------------------

    def constraint(self, table: Table, node: exp.Expression, line: int, name: str = "") -> None:
        """A table-level key, index or foreign key, in CREATE TABLE or ALTER TABLE … ADD."""
        if isinstance(node, exp.Constraint):
            label = name_of(node.this)
            parts = list(node.expressions)
            for i, part in enumerate(parts):
                if isinstance(part, exp.PrimaryKeyColumnConstraint):
                    # SQL Server: CONSTRAINT pk PRIMARY KEY CLUSTERED (cols)
                    rest = parts[i + 1] if i + 1 < len(parts) else None
                    cols = rest.this if rest is not None and isinstance(rest.this, list) else []
                    self.primary_key(table, column_names(cols), line)
                elif not isinstance(part, exp.ClusteredColumnConstraint |
                                    exp.NonClusteredColumnConstraint):
                    self.constraint(table, part, line, label)
        elif isinstance(node, exp.PrimaryKey):
            self.primary_key(table, column_names(node.expressions), line)
        elif isinstance(node, exp.ForeignKey):
            self._foreign_key(table, node, line, name)
        elif isinstance(node, exp.UniqueColumnConstraint):
            self._unique(table, node, line, name)
        elif isinstance(node, exp.IndexColumnConstraint):
            kind = str(node.args.get("kind") or "").upper()
            found = expressions(node.expressions, self.dialect)
            if found:
                self.report(line, name_of(node.this) or name or table.name,
                            expression_reason(name_of(node.this) or name, found))
                return
            self.add_index(table, name_of(node.this) or name, column_names(node.expressions),
                           _INDEX_KINDS.get(kind, "INDEX"), _method(node), line)
        # CHECK and EXCLUDE constraints have no place in the diagram.

    def primary_key(self, table: Table, columns: list[tuple[str, str]], line: int) -> None:
        if not columns:
            return
        missing = [n for n, _ in columns if table.column(n) is None]
        if missing:
            self.report(line, ", ".join(missing)[:80],
                        _("Clé primaire sur une colonne absente de « {name} ».")
                        .format(name=table.name))
            return
        for existing in table.columns.values():
            existing.primary = False  # a table has one primary key: the last one declared
        table.key_order = [n.lower() for n, _ in columns]
        for column_name, _type in columns:
            column = table.column(column_name)
            column.primary, column.nullable = True, False

    def _unique(self, table: Table, node: exp.UniqueColumnConstraint, line: int,
                name: str) -> None:
        target = node.this
        if isinstance(target, exp.Schema):
            name = name or name_of(target.this)
            items = target.expressions
        elif isinstance(target, exp.ClusteredColumnConstraint |
                        exp.NonClusteredColumnConstraint):
            items = target.this if isinstance(target.this, list) else []
        else:
            items = node.expressions
        cols = column_names(items)
        found = expressions(items, self.dialect)
        if found:
            self.report(line, name or table.name, expression_reason(name, found))
            return
        if len(cols) == 1 and not name:
            column = table.column(cols[0][0])
            if column is not None:
                column.unique = True
                return
        self.add_index(table, name, cols, "UNIQUE", _method(node), line)

    def add_index(self, table: Table, name: str, columns: list[tuple[str, str]], kind: str,
                  method: str | None, line: int) -> None:
        known = [(n, order) for n, order in columns if table.column(n) is not None]
        if not known:
            self.report(line, name or table.name,
                        _("Index sans colonne connue de « {name} », ignoré.")
                        .format(name=table.name))
            return
        if kind in ("FULLTEXT", "SPATIAL"):
            method = None  # the diagram gives these no method
        name = name or f"idx_{table.name}_{len(table.indexes) + 1}"
        table.indexes.append(Index(name, [(table.column(n).name, o) for n, o in known], kind,
                                   method))

    def _foreign_key(self, table: Table, node: exp.ForeignKey, line: int, name: str) -> None:
        reference = node.args.get("reference")
        if reference is None:
            return
        columns = [n for n, _ in column_names(node.expressions)]
        target = reference.this
        ref_columns = [n for n, _ in column_names(target.expressions)] \
            if isinstance(target, exp.Schema) else []
        schema_name, ref_name = table_name(target)
        on_delete, on_update = actions(reference.args.get("options"))
        self.schema.foreign_keys.append(ForeignKey(
            table, columns, schema_name, ref_name, ref_columns, on_delete, on_update, name,
            line))


def _method(node: exp.Expression) -> str | None:
    """BTREE or HASH when the SQL names one; BTREE, every engine's default, otherwise."""
    found = node.args.get("index_type")
    for option in node.args.get("options") or []:
        if isinstance(option, exp.IndexConstraintOption) and option.args.get("using"):
            found = option.args["using"]
    text = name_of(found).upper() if isinstance(found, exp.Expression) else str(found or "")
    return "HASH" if text.upper() == "HASH" else "BTREE"


__all__ = ["DEFAULT_ACTION", "TableReader"]
