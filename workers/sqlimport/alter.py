"""ALTER TABLE: keys and foreign keys added after the tables (pg_dump, phpMyAdmin, SSMS), column
changes, renames and drops.

pg_dump writes hundreds of `ALTER TABLE … OWNER TO`, mysqldump wraps every table's rows in
`ALTER TABLE … DISABLE KEYS`: such actions are recognised and passed over without parsing. A
statement sqlglot cannot read whole is read action by action, so one odd action (SQL Server's
`ADD CONSTRAINT df DEFAULT 0 FOR col`, which is handled here) does not cost the others.
"""

from __future__ import annotations

import re

from sqlglot import exp

from document.i18n import gettext_lazy as _

from .columns import AUTO, default_text, name_of, read_column, table_name, unquote
from .model import Schema, Table
from .parse import Lines, Unreadable, note_written, parse_one, split_top_level
from .quick_alter import apply_quick
from .tables import Report, TableReader

_NAME = r"(?:\"(?:[^\"]|\"\")*\"|`(?:[^`]|``)*`|\[(?:[^\]]|\]\])*\]|[\w$#@]+)"
_HEAD = re.compile(
    rf"ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?({_NAME}(?:\s*\.\s*{_NAME})*)\s*(.*)",
    re.I | re.S)
_NAME_PART = re.compile(_NAME)
# Actions with nothing for the diagram.
_IGNORED = re.compile(
    r"(?:OWNER\s+TO|(?:DISABLE|ENABLE)\s+(?:KEYS|TRIGGER|RULE|ROW|ALWAYS|REPLICA)"
    r"|(?:NO\s+)?FORCE\s+ROW|REPLICA\s+IDENTITY|CLUSTER\s+ON|SET\s+WITHOUT|SET\s+WITH\s+OIDS"
    r"|SET\s*\(|RESET\s*\(|SET\s+(?:TABLESPACE|LOGGED|UNLOGGED|SCHEMA|ACCESS)|INHERIT|NO\s+INHERIT"
    r"|DETACH\s+PARTITION|VALIDATE\s+CONSTRAINT|ALTER\s+CONSTRAINT"
    r"|AUTO_INCREMENT|ENGINE|ROW_FORMAT|(?:DEFAULT\s+)?(?:CHARSET|CHARACTER\s+SET|COLLATE)"
    r"|CONVERT\s+TO|ALGORITHM|LOCK\s*=|OF\s|NOT\s+OF|(?:WITH\s+(?:NO)?CHECK\s+)?(?:NO)?CHECK"
    r"\s+CONSTRAINT|(?:ENABLE|DISABLE)\s+CHANGE_TRACKING|SWITCH|REBUILD|SET\s+\(LOCK_ESCALATION"
    r"|ALTER\s+(?:COLUMN\s+)?\S+\s+SET\s+(?:STATISTICS|STORAGE|COMPRESSION|\())",
    re.I)
_ACTION_IS = {
    # SQL Server: ALTER TABLE t ADD CONSTRAINT df DEFAULT (0) FOR col
    "default_for": re.compile(rf"ADD\s+(?:CONSTRAINT\s+{_NAME}\s+)?DEFAULT\s+(.+?)\s+FOR\s+"
                              rf"({_NAME})\s*$", re.I | re.S),
    # PostgreSQL 10+: ALTER TABLE t ALTER COLUMN id ADD GENERATED … AS IDENTITY (…)
    "identity": re.compile(rf"ALTER\s+(?:COLUMN\s+)?({_NAME})\s+ADD\s+GENERATED\b", re.I),
    "comment": re.compile(r"COMMENT\s*=?\s*'((?:[^'\\]|\\.|'')*)'\s*$", re.I | re.S),
}


_ATTACH = re.compile(rf"ATTACH\s+PARTITION\s+({_NAME}(?:\s*\.\s*{_NAME})*)", re.I)


def partition_reason(child: str, parent: str) -> str:
    return (_("Partition « {child} » de la table « {parent} » : ses lignes sont celles de la "
              "table mère, importée seule ; la partition n'est pas une table à part.")
            .format(child=child, parent=parent))


class AlterReader:
    def __init__(self, schema: Schema, dialect: str, report: Report, tables: TableReader):
        self.schema = schema
        self.dialect = dialect
        self.report = report
        self.tables = tables

    def is_ignorable(self, text: str) -> bool:
        """A whole ALTER TABLE whose only action has nothing for the diagram."""
        m = _HEAD.match(text)
        return bool(m and _IGNORED.match(m.group(2)) and "," not in m.group(2))

    def read(self, text: str, line: int, excerpt: str) -> None:
        m = _HEAD.match(text)
        if m is None:
            raise Unreadable(_("ALTER TABLE illisible."))
        parts = [unquote(p) for p in _NAME_PART.findall(m.group(1))]
        schema_name, name = (parts[-2] if len(parts) > 1 else None), parts[-1]
        table = self.schema.find(schema_name, name)
        if table is None:
            if name.lower() not in self.schema.partitions:  # already reported
                self.report(line, excerpt, _("Table « {name} » inconnue : elle doit être "
                                             "créée avant d'être modifiée.").format(name=name))
            return
        rest = m.group(2)
        attach = _ATTACH.match(rest.strip())
        if attach:
            self._attach(table, attach.group(1), line, excerpt)
            return
        if apply_quick(self, table, rest, line):
            return
        try:
            tree = parse_one(text, self.dialect) if not self._special(rest) else None
        except Unreadable:
            tree = None
        if isinstance(tree, exp.Alter):
            note_written(tree.args.get("actions") or [], text)
            for action in tree.args.get("actions") or []:
                self._apply(table, action, line, excerpt)
            return
        # Read action by action.
        head = text[:m.start(2)]
        line_of = Lines(text, line)
        for piece in split_top_level(rest, self.dialect, m.start(2)):
            action_text = piece.text.strip()
            action_line = line_of(piece.offset)
            if _IGNORED.match(action_text) or self._special_action(table, action_text):
                continue
            source = f"{head} {action_text}"
            try:
                tree = parse_one(source, self.dialect)
            except Unreadable as error:
                self.report(action_line, action_text[:80], str(error))
                continue
            if not isinstance(tree, exp.Alter):
                self.report(action_line, action_text[:80], _("Modification non reconnue."))
                continue
            note_written(tree.args.get("actions") or [], source)
            for action in tree.args.get("actions") or []:
                self._apply(table, action, action_line, action_text[:80])

    def _attach(self, parent: Table, child_name: str, line: int, excerpt: str) -> None:
        """PostgreSQL's ATTACH PARTITION (pg_dump creates each partition as a table of its
        own, then attaches it): the partition is folded into its parent, and reported."""
        parts = [unquote(p) for p in _NAME_PART.findall(child_name)]
        child = self.schema.find(parts[-2] if len(parts) > 1 else None, parts[-1])
        if child is not None and child is not parent:
            self.schema.drop(child)
        self.schema.partitions[parts[-1].lower()] = parent.name
        self.report(line, excerpt, partition_reason(parts[-1], parent.name))

    def _special(self, rest: str) -> bool:
        return any(p.match(rest.strip()) for p in _ACTION_IS.values())

    def _special_action(self, table: Table, action: str) -> bool:
        m = _ACTION_IS["default_for"].match(action)
        if m:
            column = table.column(unquote(m.group(2)))
            if column is not None:
                try:
                    value = default_text(parse_one(f"SELECT {m.group(1)}", self.dialect)
                                         .expressions[0], self.dialect,
                                         array=column.is_array)
                except (Unreadable, AttributeError, IndexError):
                    value = m.group(1).strip()
                if value is AUTO:
                    column.auto = True
                else:
                    column.default = value
            return True
        m = _ACTION_IS["identity"].match(action)
        if m:
            column = table.column(unquote(m.group(1)))
            if column is not None:
                column.auto = True
            return True
        m = _ACTION_IS["comment"].match(action)
        if m:
            table.comment = re.sub(r"\\(.)", r"\1", m.group(1).replace("''", "'"))
            return True
        return False

    def _apply(self, table: Table, action: exp.Expression, line: int, excerpt: str) -> None:
        if isinstance(action, exp.ColumnDef):
            self.tables.add_column(table, action, line, excerpt)
        elif isinstance(action, exp.AddConstraint):
            for node in action.expressions:
                self.tables.constraint(table, node, line)
        elif isinstance(action, exp.ModifyColumn):
            old = name_of(action.args.get("rename_from")) or name_of(action.this.this)
            existing = table.column(old)
            if existing is None:
                self.report(line, excerpt, _("Colonne « {old} » inconnue dans « {name} ».")
                                           .format(old=old, name=table.name))
            else:
                self.tables.add_column(table, action.this, line, excerpt, replace=existing)
        elif isinstance(action, exp.AlterColumn):
            self._alter_column(table, action, line, excerpt)
        elif isinstance(action, exp.RenameColumn):
            self._rename_column(table, name_of(action.this), name_of(action.args.get("to")))
        elif isinstance(action, exp.AlterRename):
            schema_name, name = table_name(action.this)
            if not self.schema.rename(table, schema_name, name):
                self.report(line, excerpt, _("Impossible de renommer en « {name} » : ce nom "
                                             "est déjà pris.").format(name=name))
        elif isinstance(action, exp.Drop):
            self._drop(table, action)
        elif isinstance(action, exp.Constraint | exp.PrimaryKey | exp.ForeignKey):
            self.tables.constraint(table, action, line)
        # Anything else (table options, partitions) has nothing for the diagram.

    def _alter_column(self, table: Table, action: exp.AlterColumn, line: int,
                      excerpt: str) -> None:
        column = table.column(name_of(action.this))
        if column is None:
            self.report(line, excerpt, _("Colonne « {name_of} » inconnue dans « {name} ».")
                                       .format(name_of=name_of(action.this), name=table.name))
            return
        if "default" in action.args and action.args["default"] is not None:
            value = default_text(action.args["default"], self.dialect, array=column.is_array)
            if value is AUTO:
                column.auto = True
            else:
                column.default = value
        elif action.args.get("drop") and "allow_null" not in action.args:
            column.default = None
        if "allow_null" in action.args:
            column.nullable = bool(action.args["allow_null"]) and not column.primary
        dtype = action.args.get("dtype")
        if isinstance(dtype, exp.DataType):
            replacement = exp.ColumnDef(this=exp.to_identifier(column.name), kind=dtype)
            read = read_column(replacement, self.dialect)
            for field in ("type", "length", "precision", "scale", "unsigned", "enum_values",
                          "user_type", "is_array"):
                setattr(column, field, getattr(read.column, field))
            if read.array_note:
                self.report(line, excerpt, read.array_note)

    def _rename_column(self, table: Table, old: str, new: str) -> None:
        column = table.column(old)
        if column is None or not new or table.column(new) is not None:
            return
        table.columns = {(new.lower() if k == old.lower() else k): v
                         for k, v in table.columns.items()}
        self.schema.rename_column(table, column.name, new)
        column.name = new

    def _drop(self, table: Table, action: exp.Drop) -> None:
        kind = str(action.args.get("kind") or "").upper()
        names = [name_of(t) for t in action.args.get("tables") or []]
        for name in names:
            key = name.lower()
            if kind == "COLUMN" and key in table.columns:
                del table.columns[key]
                for index in table.indexes:
                    index.columns = [(n, o) for n, o in index.columns if n.lower() != key]
                table.indexes = [i for i in table.indexes if i.columns]
                self.schema.foreign_keys = [
                    fk for fk in self.schema.foreign_keys
                    if not (fk.table is table and key in (c.lower() for c in fk.columns))]
            elif kind in ("CONSTRAINT", "INDEX", "FOREIGN KEY", "KEY"):
                table.indexes = [i for i in table.indexes if i.name.lower() != key]
                self.schema.foreign_keys = [
                    fk for fk in self.schema.foreign_keys
                    if not (fk.table is table and fk.name.lower() == key)]
