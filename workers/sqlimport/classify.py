"""What a statement is, from its first words, before anything is parsed.

Only schema statements go to the parser. Data and session statements (INSERT, COPY, SET, LOCK,
GRANT, pg_dump's `ALTER … OWNER TO` …) are skipped unread and only counted; schema objects the
diagram cannot hold (views, triggers, routines) are skipped unread and reported, so the user
knows what the diagram leaves out.
"""

from __future__ import annotations

import re

from document.i18n import gettext_lazy as _

# Kinds of statement the builder reads.
CREATE_TABLE = "create_table"
CREATE_INDEX = "create_index"
CREATE_TYPE = "create_type"
ALTER_TABLE = "alter_table"
ALTER_TYPE = "alter_type"
COMMENT = "comment"
DROP_TABLE = "drop_table"
RENAME_TABLE = "rename_table"
EXTENDED_PROPERTY = "extended_property"  # SQL Server's table and column descriptions
READ = frozenset({CREATE_TABLE, CREATE_INDEX, CREATE_TYPE, ALTER_TABLE, ALTER_TYPE, COMMENT,
                  DROP_TABLE, RENAME_TABLE, EXTENDED_PROPERTY})
# Kinds skipped without parsing.
IGNORED = "ignored"          # data or session: counted, not reported
UNSUPPORTED = "unsupported"  # schema the diagram cannot show: reported
UNKNOWN = "unknown"          # not SQL we recognise: reported

_QUOTED = re.compile(r"`[^`]*`|\"[^\"]*\"|\[[^\]]*\]|'[^']*'")
_WORD = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_HEAD = 400

_IGNORED_FIRST = frozenset({
    "INSERT", "REPLACE", "UPDATE", "DELETE", "MERGE", "UPSERT", "COPY", "SET", "RESET", "LOCK",
    "UNLOCK", "USE", "BEGIN", "START", "COMMIT", "ROLLBACK", "END", "SAVEPOINT", "RELEASE",
    "SELECT", "WITH", "VALUES", "TABLE", "GRANT", "REVOKE", "ANALYZE", "ANALYSE", "VACUUM",
    "PRAGMA", "DECLARE", "PRINT", "IF", "WHILE", "RAISERROR", "THROW", "DBCC", "SHOW", "FLUSH",
    "TRUNCATE", "CALL", "DO", "LOAD", "REINDEX", "CHECKPOINT", "NOTIFY", "LISTEN", "UNLISTEN",
    "DISCARD", "DEALLOCATE", "PREPARE", "CLUSTER", "REFRESH", "SECURITY", "OPTIMIZE", "REPAIR",
    "CHECK", "CHECKSUM", "KILL", "EXPLAIN", "DESCRIBE", "DESC", "HANDLER", "XA", "INSTALL",
    "UNINSTALL", "SOURCE", "ATTACH", "DETACH", "ABORT", "FETCH", "CLOSE", "OPEN", "MOVE",
    "REASSIGN", "IMPORT", "RESTORE", "BACKUP", "WAITFOR", "DENY", "BULK", "OPTION", "SHUTDOWN",
    "PURGE", "RESIGNAL", "SIGNAL", "GET", "CACHE", "RETURN",
})

# After CREATE, the first of these words names the object; modifiers before it are skipped.
_CREATED = {
    "TABLE": CREATE_TABLE, "INDEX": CREATE_INDEX, "TYPE": CREATE_TYPE, "DOMAIN": CREATE_TYPE,
    "VIEW": (UNSUPPORTED, _("Vue ignorée : les vues ne sont pas représentées dans le "
                            "diagramme.")),
    "MATERIALIZED": (UNSUPPORTED,
                     _("Vue matérialisée ignorée : les vues ne sont pas représentées dans le "
                       "diagramme.")),
    "TRIGGER": (UNSUPPORTED,
                _("Déclencheur (trigger) ignoré : les déclencheurs ne sont pas représentés "
                  "dans le diagramme.")),
    "FUNCTION": (UNSUPPORTED, _("Fonction ignorée : le code n'est pas représenté dans le "
                                "diagramme.")),
    "PROCEDURE": (UNSUPPORTED, _("Procédure ignorée : le code n'est pas représenté dans le "
                                 "diagramme.")),
    "PROC": (UNSUPPORTED, _("Procédure ignorée : le code n'est pas représenté dans le "
                            "diagramme.")),
    "EVENT": (UNSUPPORTED, _("Évènement planifié ignoré : il n'est pas représenté dans le "
                             "diagramme.")),
    "VIRTUAL": (UNSUPPORTED, _("Table virtuelle ignorée : elle n'est pas représentée dans le "
                               "diagramme.")),
    "FOREIGN": (UNSUPPORTED, _("Table étrangère ignorée : elle n'est pas représentée dans le "
                               "diagramme.")),
}
# Objects a diagram has no place for and that say nothing of tables: skipped silently.
_CREATED_SILENTLY = frozenset({
    "SEQUENCE", "SCHEMA", "DATABASE", "EXTENSION", "ROLE", "USER", "LOGIN", "GROUP",
    "COLLATION", "AGGREGATE", "OPERATOR", "CAST", "SERVER", "PUBLICATION", "SUBSCRIPTION",
    "POLICY", "RULE", "STATISTICS", "TEXT", "TABLESPACE", "LANGUAGE", "CONVERSION", "ACCESS",
    "SYNONYM", "ASSEMBLY", "CERTIFICATE", "MASTER", "CREDENTIAL", "CATALOG", "PARTITION",
    "TRANSFORM", "DEFAULT", "QUEUE", "CONTRACT", "SPATIAL_REFERENCE",
})
_TSQL_ADDTYPE = re.compile(r"EXEC(?:UTE)?\s+(?:\[?\w+\]?\.)*\[?sp_addtype\b", re.I)
_TSQL_DESCRIPTION = re.compile(r"sp_addextendedproperty\b.*?MS_Description", re.I | re.S)


def head_words(text: str, count: int = 16) -> list[str]:
    """The first words of a statement, upper-cased, quoted names replaced by `Q`."""
    head = _QUOTED.sub(" Q ", text[:_HEAD])
    if head.isascii():  # upper-cased at once; elsewhere `ﬁ` would become the letters FI
        return _WORD.findall(head.upper())[:count]
    return [w.upper() for w in _WORD.findall(head)[:count]]


def classify(text: str) -> tuple[str, str | None]:
    """(kind, French reason when the statement is skipped and reported)."""
    if text.startswith("\\"):
        return IGNORED, None  # psql meta-command
    words = head_words(text)
    if not words:
        return UNKNOWN, _("Instruction non reconnue, ignorée.")
    first = words[0]
    second = words[1] if len(words) > 1 else ""
    if first == "CREATE":
        return _classify_create(words[1:])
    if first == "ALTER":
        if second == "TABLE":
            return ALTER_TABLE, None
        if second == "TYPE":
            return ALTER_TYPE, None
        return IGNORED, None
    if first == "COMMENT":
        if second == "ON" and len(words) > 2 and words[2] in ("TABLE", "COLUMN"):
            return COMMENT, None
        return IGNORED, None
    if first == "DROP":
        return (DROP_TABLE, None) if second == "TABLE" else (IGNORED, None)
    if first == "RENAME" and second == "TABLE":
        return RENAME_TABLE, None
    if first in ("EXEC", "EXECUTE"):
        if _TSQL_DESCRIPTION.search(text, 0, 2000):
            return EXTENDED_PROPERTY, None
        if _TSQL_ADDTYPE.match(text):
            return CREATE_TYPE, None  # an alias type, as CREATE TYPE … FROM
        return IGNORED, None
    if first in _IGNORED_FIRST:
        return IGNORED, None
    return UNKNOWN, _("Instruction non reconnue, ignorée.")


def _classify_create(words: list[str]) -> tuple[str, str | None]:
    # Words before the object are modifiers (`OR REPLACE`, `UNIQUE`, `TEMPORARY`,
    # `ALGORITHM=UNDEFINED DEFINER=root@localhost SQL SECURITY DEFINER`): passed over.
    for word in words:
        found = _CREATED.get(word)
        if found is not None:
            return (found, None) if isinstance(found, str) else found
        if word in _CREATED_SILENTLY:
            return IGNORED, None
    return UNKNOWN, _("Instruction CREATE non reconnue, ignorée.")
