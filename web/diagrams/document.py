"""The diagram document's one Python definition (DESIGN.md §3), used to validate every document
the server stores. Its TypeScript twin is frontend/src/editor/model/types.ts.

Validation normalises too: keys the document does not know (UI state such as `isSelected` from
an old client) are dropped, so only document data is ever stored. Pure: no Django import.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from web.core.validation import french_message

FORMAT = 1
ATTRIBUTE_TYPES = (
    "INT", "INTEGER", "BIGINT", "TINYINT", "SMALLINT", "MEDIUMINT",
    "VARCHAR", "CHAR", "TEXT", "MEDIUMTEXT", "LONGTEXT",
    "DATE", "DATETIME", "TIMESTAMP", "TIME",
    "DECIMAL", "NUMERIC", "FLOAT", "DOUBLE",
    "BOOLEAN", "BOOL", "ENUM", "SET", "JSON", "BLOB", "BINARY", "VARBINARY", "UUID",
)
MAX_TABLES = 10_000
MAX_RELATIONS = 50_000
MAX_ATTRIBUTES = 1_000
COORDINATE = 10_000_000

Id = Annotated[str, Field(min_length=1, max_length=64)]
Name = Annotated[str, Field(max_length=128)]
Text = Annotated[str, Field(max_length=4000)]
Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
Action = Literal["CASCADE", "SET NULL", "RESTRICT", "NO ACTION", "SET DEFAULT"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=False, frozen=False)


class Attribute(_Model):
    id: Id
    name: Name
    type: Literal[ATTRIBUTE_TYPES]  # type: ignore[valid-type]
    isNullable: bool = True
    isPrimaryKey: bool = False
    isForeignKey: bool = False
    isUnique: bool = False
    isAutoIncrement: bool = False
    unsigned: bool = False
    defaultValue: Annotated[str, Field(max_length=1000)] | None = None
    length: Annotated[int, Field(ge=0, le=4_294_967_295)] | None = None
    precision: Annotated[int, Field(ge=0, le=1000)] | None = None
    scale: Annotated[int, Field(ge=0, le=1000)] | None = None
    comment: Text = ""
    enumValues: Annotated[str, Field(max_length=10_000)] = ""
    referencedTable: Id | None = None
    referencedAttribute: Id | None = None


class IndexColumn(_Model):
    attributeId: Id
    order: Literal["ASC", "DESC"] = "ASC"


class Index(_Model):
    id: Id
    name: Name
    type: Literal["INDEX", "UNIQUE", "FULLTEXT", "SPATIAL"] = "INDEX"
    method: Literal["BTREE", "HASH"] | None = "BTREE"
    comment: Text = ""
    attributes: Annotated[list[IndexColumn], Field(max_length=64)]


class SeedValue(_Model):
    key: Name
    data: Annotated[str, Field(max_length=10_000)]


class Seed(_Model):
    name: Name
    data: Annotated[list[SeedValue], Field(max_length=MAX_ATTRIBUTES)]


class Table(_Model):
    id: Id
    name: Name
    x: float
    y: float
    width: Annotated[float, Field(ge=1, le=100_000)]
    height: Annotated[float, Field(ge=1, le=100_000)]
    color: Color = "#6366f1"
    comment: Text = ""
    schema_: Annotated[str, Field(max_length=64, alias="schema")] = "public"
    attributes: Annotated[list[Attribute], Field(max_length=MAX_ATTRIBUTES)]
    indexes: Annotated[list[Index], Field(max_length=256)] = []
    isCollapsed: bool = False
    slug: bool = False
    softDeletes: bool = False
    seeds: Annotated[list[Seed], Field(max_length=10_000)] = []

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    @field_validator("x", "y")
    @classmethod
    def _finite(cls, value: float) -> float:
        if not math.isfinite(value) or abs(value) > COORDINATE:
            raise ValueError("coordonnée hors limites")
        return value


class Cardinality(_Model):
    from_: Literal["1", "N"] = Field("1", alias="from")
    to: Literal["1", "N"] = "N"

    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class Relation(_Model):
    id: Id
    type: Literal["one-to-one", "one-to-many", "many-to-many"] = "one-to-many"
    fromTableId: Id
    toTableId: Id
    fromAttributeId: Id | None = None
    toAttributeId: Id | None = None
    name: Name = ""
    label: Name = ""
    onDelete: Action = "CASCADE"
    onUpdate: Action = "CASCADE"
    color: Color | None = None
    isDashed: bool = False
    cardinality: Cardinality = Cardinality()


class Document(_Model):
    format: Literal[1] = FORMAT
    tables: Annotated[list[Table], Field(max_length=MAX_TABLES)]
    relations: Annotated[list[Relation], Field(max_length=MAX_RELATIONS)]


class _Shell(_Model):
    """The document's outer shape, checked before its items are validated one by one."""

    format: Literal[1] = FORMAT
    tables: Annotated[list[Any], Field(max_length=MAX_TABLES)]
    relations: Annotated[list[Any], Field(max_length=MAX_RELATIONS)]


class DocumentInvalid(ValueError):
    """The document breaks the schema; `errors` are French messages with a path each."""

    def __init__(self, errors: list[str]):
        self.errors = errors
        super().__init__("; ".join(errors[:5]))


def _path(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out.replace("schema_", "schema").replace("from_", "from")


def _check_references(tables: list[dict], relations: list[dict]) -> list[str]:
    errors: list[str] = []
    attributes: dict[str, set[str]] = {}
    for i, table in enumerate(tables):
        if table["id"] in attributes:
            errors.append(f"tables[{i}].id : identifiant de table en double « {table['id']} »")
        ids = [a["id"] for a in table["attributes"]]
        if len(ids) != len(set(ids)):
            errors.append(f"tables[{i}].attributes : identifiant d'attribut en double")
        attributes[table["id"]] = set(ids)
        for j, index in enumerate(table["indexes"]):
            for column in index["attributes"]:
                if column["attributeId"] not in attributes[table["id"]]:
                    errors.append(f"tables[{i}].indexes[{j}] : attribut inconnu "
                                  f"« {column['attributeId']} »")
    for i, table in enumerate(tables):
        for j, attribute in enumerate(table["attributes"]):
            target = attribute["referencedTable"]
            if target is None:
                continue
            referenced = attribute["referencedAttribute"]
            missing_attribute = referenced is not None and referenced not in attributes.get(
                target, ())
            if target not in attributes or missing_attribute:
                errors.append(f"tables[{i}].attributes[{j}] : référence vers un élément absent")
    seen_relations: set[str] = set()
    for i, relation in enumerate(relations):
        if relation["id"] in seen_relations:
            errors.append(f"relations[{i}].id : identifiant de relation en double")
        seen_relations.add(relation["id"])
        for side in ("from", "to"):
            table_id = relation[f"{side}TableId"]
            attribute_id = relation[f"{side}AttributeId"]
            if table_id not in attributes:
                errors.append(f"relations[{i}].{side}TableId : table inconnue « {table_id} »")
            elif attribute_id is not None and attribute_id not in attributes[table_id]:
                errors.append(f"relations[{i}].{side}AttributeId : attribut inconnu "
                              f"« {attribute_id} »")
    return errors


def _messages(exc: ValidationError, prefix: tuple = ()) -> list[str]:
    return [f"{_path(prefix + tuple(error['loc'])) or 'document'} : {french_message(error)}"
            for error in exc.errors()[:20]]


def _normalise_items(items: list, model: type[_Model], name: str, errors: list[str],
                     progress: Callable[[int, int], None] | None, offset: int, total: int) -> None:
    """Validate one list item by item, replacing each by its normalised form in place.

    Item by item keeps memory to the document plus one item's models, rather than a second
    copy of a document that may hold tens of thousands of columns.
    """
    for i, item in enumerate(items):
        try:
            items[i] = model.model_validate(item).model_dump(by_alias=True)
        except ValidationError as exc:
            errors.extend(_messages(exc, (name, i)))
            if len(errors) >= 20:
                return
        if progress and i % PROGRESS_EVERY == 0:
            progress(offset + i, total)


PROGRESS_EVERY = 250


def validate_document(data: object, progress: Callable[[int, int], None] | None = None) -> dict:
    """The normalised document, or DocumentInvalid listing what is wrong.

    The input's lists are reused for the output (items are replaced by their normalised form):
    callers must not rely on the input afterwards. `progress(done, total)` is told as it goes.
    """
    if not isinstance(data, dict):
        raise DocumentInvalid(["document : Ce champ doit être un objet."])
    try:
        shell = _Shell.model_validate({"format": data.get("format", FORMAT),
                                       "tables": data.get("tables"),
                                       "relations": data.get("relations")})
    except ValidationError as exc:
        raise DocumentInvalid(_messages(exc)) from exc
    # The caller's own lists (pydantic copied them): replacing their items in place lets each
    # raw item go as soon as its normalised form exists.
    tables, relations = data["tables"], data["relations"]
    del shell
    total = len(tables) + len(relations)
    errors: list[str] = []
    _normalise_items(tables, Table, "tables", errors, progress, 0, total)
    if len(errors) < 20:
        _normalise_items(relations, Relation, "relations", errors, progress, len(tables), total)
    if not errors:
        errors = _check_references(tables, relations)
    if errors:
        raise DocumentInvalid(errors[:20])
    return {"format": FORMAT, "tables": tables, "relations": relations}
