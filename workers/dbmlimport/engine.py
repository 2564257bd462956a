"""import_dbml: a DBML file in, a diagram document out (the package's docstring has the contract).

pydbml reads the whole file at once ("reading"); its tables then become the SQL import's schema
model one by one ("parsing", each shown on the canvas as it is made), and the SQL import's
builder makes the document ("building"), so both imports give the same shape, limits and ids.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable

import pyparsing as pp

from document.i18n import gettext_lazy as _

with warnings.catch_warnings():
    # pydbml 1.2.1 calls pyparsing 3.3's old camelCase names, each call a warning.
    warnings.simplefilter("ignore", DeprecationWarning)
    from pydbml import exceptions as dbml_errors
    from pydbml.classes import Enum as DbmlEnum
    from pydbml.parser.parser import PyDBMLParser

from document.constants import LIMITS
from document.plural import plural
from workers.sqlimport.build import MAX_TABLES, Grid
from workers.sqlimport.engine import (
    ImportResult,
    NoTablesFound,
    Progress,
    _decoded,
    _Progress,
    _Reports,
    _storable,
)
from workers.sqlimport.interrupt import reraise
from workers.sqlimport.model import Schema
from workers.sqlimport.preview import OnTable, Preview

from . import groups, messages
from .relations import build_relations
from .tables import read_table, table_documents

MAX_AREAS = LIMITS["areas"]
MAX_NOTES = LIMITS["notes"]


class DbmlInvalid(ValueError):
    """The file is not DBML pydbml can read; the message is French and names the line."""

    def __init__(self, message: str, line: int = 0):
        super().__init__(message)
        self.line = line


_LEADING = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/)*", re.S)


class _Parser(PyDBMLParser):
    """pydbml's parser, keeping the line each block starts on (its objects do not), for the
    reports, and telling how far it has read: pydbml reads the whole file in one call, a
    minute for the largest files."""

    def __init__(self, source: str, on_advance: Callable[[int], None]):
        super().__init__(source)
        self.lines: dict[int, int] = {}  # id(blueprint) → line
        self.on_advance = on_advance

    def parse_blueprint(self, s, loc, tok):
        # A block's match starts with the blank lines and comments before it.
        start = _LEADING.match(s, loc)
        self.lines[id(tok[0])] = pp.lineno(start.end() if start else loc, s)
        self.on_advance(loc)
        return super().parse_blueprint(s, loc, tok)

    def line_of(self, blueprints: list, i: int) -> int:
        return self.lines.get(id(blueprints[i]), 0) if i < len(blueprints) else 0


# pydbml's own exceptions for a file that parses but does not hold together.
_SEMANTIC = {
    dbml_errors.TableNotFoundError: _("une référence ou un groupe nomme une table inconnue"),
    dbml_errors.ColumnNotFoundError: _("une référence ou un index nomme une colonne inconnue"),
    dbml_errors.IndexNotFoundError: _("un index inconnu est nommé"),
    dbml_errors.DuplicateReferenceError: _("la même référence est déclarée deux fois"),
    dbml_errors.AttributeMissingError: _("un élément est incomplet"),
}


_PYDBML_ERRORS = (*_SEMANTIC, dbml_errors.DBMLError, dbml_errors.ValidationError,
                  dbml_errors.DatabaseValidationError, dbml_errors.UnknownDatabaseError)


def _parse(text: str, on_advance: Callable[[int], None] = lambda at: None):
    parser = _Parser(text, on_advance)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return parser, parser.parse()
    except pp.ParseBaseException as error:
        excerpt = " ".join(error.line.split())[:80]
        raise DbmlInvalid(
            _("DBML illisible à la ligne {lineno}, colonne {col} : « {excerpt} ». Vérifiez "
              "la syntaxe à cet endroit (accolades, crochets, guillemets).")
            .format(lineno=error.lineno, col=error.col, excerpt=excerpt), error.lineno) from None
    except Exception as error:  # noqa: BLE001 — whatever pydbml raises is the file's fault
        reraise(error)
        reason = next((why for kind, why in _SEMANTIC.items() if isinstance(error, kind)),
                      _("son contenu est incohérent"))
        # pydbml's own messages name what is wrong (a table, a column); anything else is a
        # failure inside pydbml that would only puzzle the user.
        ours = isinstance(error, _PYDBML_ERRORS)
        detail = " ".join(str(error).split())[:120] if ours else ""
        raise DbmlInvalid((_("DBML non importable : {reason} ({detail}).") if detail else
                           _("DBML non importable : {reason}.")).format(reason=reason,
                                                                        detail=detail)) from None


def import_dbml(text: str | bytes, *, progress: Progress | None = None,
                on_table: OnTable | None = None) -> ImportResult:
    if isinstance(text, bytes | bytearray):
        text = _decoded(bytes(text))
    text = _storable(text.removeprefix("\ufeff"))
    report = _Reports()
    tick = _Progress(progress)
    tick("reading", 0, len(text))
    parser, database = _parse(text, lambda at: tick("reading", at, len(text)))
    tick("reading", len(text), len(text))

    schema = Schema()
    extras: dict[int, dict] = {}  # id(model table) → what the builder does not carry
    tables = database.tables
    total = len(tables)
    tick("parsing", 0, total)
    preview = Preview(total, on_table) if on_table else None
    made = []
    for i, table in enumerate(tables):
        line = parser.line_of(parser.tables, i)
        read = read_table(schema, table, line, report)
        if read is not None:
            made.append((table, read))
            extras[id(read[0])] = read[1]
            if preview is not None:
                preview.table(read[0])
        tick("parsing", i + 1, total)
    if not schema.tables:
        raise NoTablesFound(_("Aucune table n'a pu être importée : le fichier DBML ne "
                              "contient aucun bloc Table."),
                            dialect="dbml", skipped=report.result())
    _report_unplaced(parser, database, made, report)

    for _dbml_table, (model_table, _extra) in made[MAX_TABLES:]:
        report(model_table.line, model_table.name, _("Plus de {MAX_TABLES} tables : « {name} "
                                                     "» n'est pas importée.")
                                                   .format(MAX_TABLES=MAX_TABLES,
                                                           name=model_table.name))
    made = made[:MAX_TABLES]
    documents, ids, keys = table_documents(schema, [t for _, (t, _) in made], extras, report,
                                           tick, len(made) + len(database.refs))
    by_table = {id(dbml_table): model_table for dbml_table, (model_table, _) in made}
    areas = _placed(parser, database, by_table, documents, ids, report)
    relations = build_relations(schema, database.refs, by_table, ids, keys, documents, report,
                                lambda done: tick("building", len(made) + done,
                                                  len(made) + len(database.refs)))
    document = {"format": 1, "tables": documents, "relations": relations}
    if areas:
        document["areas"] = areas
    if database.sticky_notes:
        document["notes"] = groups.notes(
            [(sticky.name, sticky.text) for sticky in database.sticky_notes][:MAX_NOTES],
            documents, areas)
    return ImportResult(document, "dbml", report.result(), len(tables) + len(database.refs), 0)


def _placed(parser: _Parser, database, by_table: dict, documents: list[dict], ids: dict,
            report) -> list[dict]:
    """Places the tables, each table group's together inside its area; gives the areas."""
    if not database.table_groups:
        grid = Grid(len(documents))
        for doc in documents:
            grid.place(doc)
        return []
    by_id = {doc["id"]: doc for doc in documents}
    taken: set[str] = set()
    made = []
    for i, group in enumerate(database.table_groups[:MAX_AREAS]):
        line = parser.line_of(parser.table_groups, i)
        placed = groups.Group(group.name, group.color)
        for table in group.items:
            entry = ids.get(id(by_table.get(id(table))))
            doc = by_id.get(entry[0]) if entry else None
            if doc is None or doc["id"] in taken:
                if doc is not None:
                    report(line, f"TableGroup {group.name}", messages.TABLE_IN_TWO_GROUPS.format(
                        table=table.name, group=group.name))
                continue
            taken.add(doc["id"])
            placed.tables.append(doc)
        if group.note and group.note.text:
            report(line, f"TableGroup {group.name}",
                   messages.GROUP_NOTE.format(group=group.name))
        made.append(placed)
    return groups.place(documents, made)


def _report_unplaced(parser: _Parser, database, made: list, report) -> None:
    """What DBML has and the diagram cannot hold: the Project block, enums shared by several
    columns, enum items' notes, and groups and sticky notes past the document's limits."""
    for i, group in enumerate(database.table_groups[MAX_AREAS:], start=MAX_AREAS):
        report(parser.line_of(parser.table_groups, i), f"TableGroup {group.name}",
               messages.TOO_MANY_GROUPS.format(n=MAX_AREAS, group=group.name))
    if database.project is not None:
        project = database.project
        note = project.note.text if project.note else ""
        report(parser.lines.get(id(parser.project), 0), f"Project {project.name}",
               (_("Bloc Project « {name} » : le diagramme n'a pas de place pour ses réglages "
                  "ni pour sa note.") if note else
                _("Bloc Project « {name} » : le diagramme n'a pas de place pour ses "
                  "réglages.")).format(name=project.name))
    for i, sticky in enumerate(database.sticky_notes):
        line = parser.line_of(parser.sticky_notes, i)
        if i >= MAX_NOTES:
            report(line, f"Note {sticky.name}",
                   messages.TOO_MANY_NOTES.format(n=MAX_NOTES, note=sticky.name))
        elif len(sticky.text) > groups.TEXT_MAX:
            report(line, f"Note {sticky.name}",
                   messages.NOTE_CUT.format(n=groups.TEXT_MAX, note=sticky.name))
    users: dict[int, list[str]] = {}
    enums: dict[int, DbmlEnum] = {}
    for dbml_table, _made in made:
        for column in dbml_table.columns:
            if isinstance(column.type, DbmlEnum):
                users.setdefault(id(column.type), []).append(f"{dbml_table.name}.{column.name}")
                enums[id(column.type)] = column.type
    for i, enum in enumerate(database.enums):
        line = parser.line_of(parser.enums, i)
        columns = users.get(id(enum), [])
        if len(columns) > 1:
            report(line, enum.name, _("Type énuméré « {name} » partagé par {len} colonnes (« "
                                      "{value} ») : ses valeurs sont reprises sur chacune, le "
                                      "type partagé n'est pas représenté dans le diagramme.")
                                    .format(name=enum.name, len=len(columns),
                                            value=', '.join(columns)[:120]))
        noted = sum(1 for item in enum.items if item.note and item.note.text)
        if noted:
            report(line, enum.name, plural(
                noted, _("Type énuméré « {name} » : {{n}} note de valeur n'est pas importée "
                         "(le diagramme n'en a pas).").format(name=enum.name),
                _("Type énuméré « {name} » : {{n}} notes de valeurs ne sont pas importées "
                  "(le diagramme n'en a pas).").format(name=enum.name)))

