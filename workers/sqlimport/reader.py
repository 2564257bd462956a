"""Each schema statement, applied to the schema being built."""

from __future__ import annotations

import re

from sqlglot import exp

from document.i18n import gettext_lazy as _

from . import classify as k
from .alter import _NAME, AlterReader, partition_reason
from .columns import expression_reason, name_of, read_column, table_name, unquote
from .indexes import read_create_index
from .model import Schema
from .parse import Lines, Unreadable, parse_one, parse_table
from .tables import Report, TableReader

_STRING = r"N?'((?:[^']|'')*)'"
_NAMED = re.compile(rf"@(\w+)\s*=\s*{_STRING}", re.I)
_POSITIONAL = re.compile(_STRING)
_RENAME = re.compile(r"RENAME\s+TABLE\s+(.+)", re.I | re.S)
_RENAME_PAIR = re.compile(r"([^,]+?)\s+TO\s+([^,]+)", re.I | re.S)
_ADD_VALUE = re.compile(
    r"ALTER\s+TYPE\s+(\S+)\s+ADD\s+VALUE\s+(?:IF\s+NOT\s+EXISTS\s+)?'((?:[^']|'')*)'"
    r"(?:\s+(BEFORE|AFTER)\s+'((?:[^']|'')*)')?", re.I)
_ON_ONLY = re.compile(r"\bON\s+ONLY\b", re.I)
_QUALIFIED = rf"{_NAME}(?:\s*\.\s*{_NAME})*"
# PostgreSQL: CREATE TABLE child PARTITION OF parent FOR VALUES …
_PARTITION_OF = re.compile(
    rf"CREATE\s+(?:(?:GLOBAL|LOCAL)\s+)?(?:(?:TEMP|TEMPORARY|UNLOGGED)\s+)?TABLE\s+"
    rf"(?:IF\s+NOT\s+EXISTS\s+)?({_QUALIFIED})\s+PARTITION\s+OF\s+({_QUALIFIED})", re.I)


# SQL Server's alias types and PostgreSQL's domains: the name, then the base type (what follows
# it, NOT NULL, DEFAULT, CHECK…, is the column's own business).
_TYPE_END = r"(?=\s+(?:NOT\s+NULL|NULL|DEFAULT|CHECK|CONSTRAINT|COLLATE)\b|\s*$)"
_ALIAS = re.compile(
    rf"CREATE\s+(?:TYPE\s+(?P<n1>{_QUALIFIED})\s+FROM|DOMAIN\s+(?P<n2>{_QUALIFIED})\s+(?:AS\s+)?)"
    rf"\s*(?P<base>.+?){_TYPE_END}", re.I | re.S)
_ADDTYPE = re.compile(
    r"EXEC(?:UTE)?\s+(?:\[?\w+\]?\.)*\[?sp_addtype\]?\s+(?:@typename\s*=\s*)?N?'?"
    r"(?P<name>[^',\s]+)'?\s*,\s*(?:@phystype\s*=\s*)?N?'(?P<base>[^']+)'", re.I)


def _last_part(qualified: str) -> str:
    return re.findall(_NAME, qualified)[-1]


class Reader:
    def __init__(self, schema: Schema, dialect: str, report: Report):
        self.schema = schema
        self.dialect = dialect
        self.report = report
        self.tables = TableReader(schema, dialect, report)
        self.alter = AlterReader(schema, dialect, report, self.tables)

    def read(self, kind: str, text: str, line: int, excerpt: str) -> None:
        """Apply one statement; Unreadable when it cannot be read at all."""
        if kind == k.CREATE_TABLE:
            partition = _PARTITION_OF.match(text)
            if partition:
                child, parent = (unquote(_last_part(partition.group(i))) for i in (1, 2))
                self.schema.partitions[child.lower()] = parent
                self.report(line, excerpt, partition_reason(child, parent))
                return
            tree, failed = parse_table(text, self.dialect)
            self.tables.create(tree, line, excerpt)
            line_of = Lines(text, line)
            for offset, piece, reason in failed:
                self.report(line_of(offset), piece[:80], reason)
        elif kind == k.ALTER_TABLE:
            self.alter.read(text, line, excerpt)
        elif kind == k.CREATE_INDEX:
            self._create_index(text, line, excerpt)
        elif kind == k.COMMENT:
            self._comment(text, line, excerpt)
        elif kind == k.CREATE_TYPE:
            self._create_type(text, line)
        elif kind == k.ALTER_TYPE:
            self._alter_type(text)
        elif kind == k.DROP_TABLE:
            self._drop(text)
        elif kind == k.RENAME_TABLE:
            self._rename(text, line, excerpt)
        elif kind == k.EXTENDED_PROPERTY:
            self._extended_property(text)

    def _create_index(self, text: str, line: int, excerpt: str) -> None:
        if self.dialect == "postgres":
            text = _ON_ONLY.sub("ON", text, count=1)  # pg_dump's indexes of partitioned tables
        index = read_create_index(text, self.dialect)
        table = self.schema.find(index.schema, index.table)
        if table is None:
            if index.table.lower() not in self.schema.partitions:  # already reported
                self.report(line, excerpt, _("Table « {table} » inconnue pour cet index.")
                                           .format(table=index.table))
            return
        if index.expressions:
            self.report(line, excerpt, expression_reason(index.name, index.expressions))
            return
        if index.where:
            label = _("« {name} » ").format(name=index.name) if index.name else ""
            if index.kind == "UNIQUE":
                # Unique over every row, it would refuse rows the database accepts.
                self.report(line, excerpt, _("Index unique partiel {label}({value}) ignoré : "
                                             "le diagramme ne représente pas sa condition.")
                                           .format(label=label, value=index.where[:80]))
                return
            self.report(line, excerpt, _("Index partiel {label}importé sans sa condition "
                                         "({value}).").format(label=label, value=index.where[:80]))
        if index.kind == "UNIQUE" and len(index.columns) == 1 and not index.name:
            column = table.column(index.columns[0][0])
            if column is not None:
                column.unique = True
                return
        self.tables.add_index(table, index.name, index.columns, index.kind, index.method, line)

    def _comment(self, text: str, line: int, excerpt: str) -> None:
        tree = parse_one(text, self.dialect)
        if not isinstance(tree, exp.Comment):
            raise Unreadable(_("COMMENT ON illisible."))
        value = tree.args.get("expression")
        comment = "" if value is None or isinstance(value, exp.Null) else name_of(value)
        kind = str(tree.args.get("kind") or "").upper()
        target = tree.this
        if kind == "TABLE":
            schema_name, name = table_name(target)
            table = self.schema.find(schema_name, name)
            if table is not None:
                table.comment = comment
            return
        if kind == "COLUMN" and isinstance(target, exp.Column):
            table = self.schema.find(target.args.get("db") and target.db or None, target.table)
            column = table.column(target.name) if table is not None else None
            if column is None:
                self.report(line, excerpt, _("Commentaire sur une colonne inconnue."))
                return
            column.comment = comment

    def _create_type(self, text: str, line: int) -> None:
        alias = _ALIAS.match(text) or _ADDTYPE.match(text)
        if alias:
            found = alias.groupdict()
            self._alias(found.get("name") or found.get("n1") or found.get("n2") or "",
                        found["base"])
            return
        try:
            tree = parse_one(text, self.dialect)
        except Unreadable:
            return  # composite and range types: nothing for the diagram
        dtype = tree.args.get("expression")
        if isinstance(dtype, exp.DataType) and dtype.this == exp.DataType.Type.ENUM:
            schema_name, name = table_name(tree.this)
            values = [v.name for v in dtype.expressions if isinstance(v, exp.Literal)]
            self.schema.add_enum(schema_name, name, values, line)

    def _alias(self, name: str, base: str) -> None:
        """An alias type: columns declared with it get its base type (nvarchar(50))."""
        name = unquote(_last_part(name.strip()))
        try:
            tree = parse_one(f"CREATE TABLE _relata_t (_relata_c {base.strip()})", self.dialect)
        except Unreadable:
            return
        node = tree.this.expressions[0] if isinstance(tree, exp.Create) and \
            isinstance(tree.this, exp.Schema) and tree.this.expressions else None
        if isinstance(node, exp.ColumnDef) and node.args.get("kind") is not None:
            self.schema.aliases[name.lower()] = read_column(node, self.dialect).column

    def _alter_type(self, text: str) -> None:
        m = _ADD_VALUE.match(text)
        if m is None:
            return
        parts = [unquote(p) for p in m.group(1).split(".")]
        values = self.schema.find_enum(".".join(parts))
        if values is None:
            return
        value = m.group(2).replace("''", "'")
        anchor = (m.group(4) or "").replace("''", "'")
        if m.group(3) and anchor in values:
            at = values.index(anchor) + (1 if m.group(3).upper() == "AFTER" else 0)
            values.insert(at, value)
        elif value not in values:
            values.append(value)

    def _drop(self, text: str) -> None:
        try:
            tree = parse_one(text, self.dialect)
        except Unreadable:
            return
        for target in tree.args.get("tables") or []:
            schema_name, name = table_name(target)
            table = self.schema.find(schema_name, name)
            if table is not None:
                # mysqldump creates a stand-in table for each view, then drops it.
                self.schema.drop(table)

    def _rename(self, text: str, line: int, excerpt: str) -> None:
        m = _RENAME.match(text)
        for old, new in _RENAME_PAIR.findall(m.group(1) if m else ""):
            old_parts = [unquote(p) for p in old.strip().split(".")]
            new_parts = [unquote(p) for p in new.strip().split(".")]
            table = self.schema.find(old_parts[-2] if len(old_parts) > 1 else None, old_parts[-1])
            if table is None or not self.schema.rename(
                    table, new_parts[-2] if len(new_parts) > 1 else None, new_parts[-1]):
                self.report(line, excerpt, _("Renommage impossible : table inconnue ou nom pris."))

    def _extended_property(self, text: str) -> None:
        """SQL Server's descriptions: sp_addextendedproperty 'MS_Description' on a table or a
        column, as SSMS scripts them."""
        named = {key.lower(): value.replace("''", "'") for key, value in _NAMED.findall(text)}
        if not named:
            values = [v.replace("''", "'") for v in _POSITIONAL.findall(text)]
            keys = ["name", "value", "level0type", "level0name", "level1type", "level1name",
                    "level2type", "level2name"]
            named = dict(zip(keys, values, strict=False))
        if named.get("name", "").lower() != "ms_description":
            return
        if named.get("level1type", "").upper() != "TABLE":
            return
        schema_name = named.get("level0name") if named.get("level0type", "").upper() == \
            "SCHEMA" else None
        table = self.schema.find(schema_name, named.get("level1name", ""))
        if table is None:
            return
        if named.get("level2type", "").upper() == "COLUMN":
            column = table.column(named.get("level2name", ""))
            if column is not None:
                column.comment = named.get("value", "")
        elif "level2type" not in named:
            table.comment = named.get("value", "")
