"""The diagram document's one definition (DESIGN.md §3), used to validate every document the
server stores. The editor's TypeScript types are generated from it (`document.typescript`).

Validation normalises too: keys the document does not know (UI state such as `isSelected` from
an old client) are dropped, so only document data is ever stored. Pure: no Django import.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import SchemaValidator, core_schema

from .constants import (
    AREA,
    ATTRIBUTE_TYPES,
    FORMAT,
    INDEX_METHODS,
    INDEX_TYPES,
    LIMITS,
    NOTE,
    REFERENTIAL_ACTIONS,
    RELATION_TYPES,
    TABLE,
)
from .i18n import gettext
from .i18n import gettext_lazy as _
from .messages import french_message

MAX_TABLES = LIMITS["tables"]
MAX_RELATIONS = LIMITS["relations"]
MAX_NOTES = LIMITS["notes"]
MAX_AREAS = LIMITS["areas"]
MAX_ATTRIBUTES = LIMITS["attributesPerTable"]
COORDINATE = LIMITS["coordinate"]

Id = Annotated[str, Field(min_length=1, max_length=LIMITS["idLength"])]
Name = Annotated[str, Field(max_length=LIMITS["nameLength"])]
Text = Annotated[str, Field(max_length=LIMITS["textLength"])]
Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
Action = Literal[REFERENTIAL_ACTIONS]  # type: ignore[valid-type]
Size = Annotated[float, Field(ge=1, le=LIMITS["size"])]
AttributeType = Literal[ATTRIBUTE_TYPES]  # type: ignore[valid-type]
RelationType = Literal[RELATION_TYPES]  # type: ignore[valid-type]
DefaultValue = Annotated[str, Field(max_length=LIMITS["defaultValueLength"])]
Length = Annotated[int, Field(ge=0, le=4_294_967_295)]
Precision = Annotated[int, Field(ge=0, le=1000)]
EnumValues = Annotated[str, Field(max_length=LIMITS["enumValuesLength"])]


class _Model(BaseModel):
    # Serialisation mode marks fields with defaults as required: a stored document always has
    # them, and the generated TypeScript types say so.
    model_config = ConfigDict(extra="ignore", strict=False, frozen=False,
                              json_schema_serialization_defaults_required=True)


class Attribute(_Model):
    id: Id
    name: Name
    type: AttributeType
    isNullable: bool = True
    isPrimaryKey: bool = False
    isForeignKey: bool = False
    isUnique: bool = False
    isAutoIncrement: bool = False
    unsigned: bool = False
    # An array of `type` (PostgreSQL's text[]): other engines store it as JSON.
    isArray: bool = False
    defaultValue: DefaultValue | None = None
    length: Length | None = None
    precision: Precision | None = None
    scale: Precision | None = None
    comment: Text = ""
    enumValues: EnumValues = ""
    referencedTable: Id | None = None
    referencedAttribute: Id | None = None


class IndexColumn(_Model):
    attributeId: Id
    order: Literal["ASC", "DESC"] = "ASC"


class Index(_Model):
    id: Id
    name: Name
    type: Literal[INDEX_TYPES] = "INDEX"  # type: ignore[valid-type]
    method: Literal[INDEX_METHODS] | None = "BTREE"  # type: ignore[valid-type]
    comment: Text = ""
    attributes: Annotated[list[IndexColumn], Field(max_length=LIMITS["columnsPerIndex"])]


class SeedValue(_Model):
    key: Name
    data: Annotated[str, Field(max_length=LIMITS["seedValueLength"])]


class Seed(_Model):
    name: Name
    data: Annotated[list[SeedValue], Field(max_length=MAX_ATTRIBUTES)]


class _OnCanvas(_Model):
    """A model placed on the canvas: its coordinates are finite and within the canvas."""

    @field_validator("x", "y", check_fields=False)
    @classmethod
    def _finite(cls, value: float) -> float:
        if not math.isfinite(value) or abs(value) > COORDINATE:
            raise ValueError(gettext("coordonnée hors limites"))
        return value


class Table(_OnCanvas):
    id: Id
    name: Name
    x: float
    y: float
    width: Size
    height: Size
    color: Color = TABLE["defaultColor"]
    comment: Text = ""
    schema_: Annotated[str, Field(max_length=LIMITS["schemaLength"], alias="schema")] = TABLE[
        "defaultSchema"]
    attributes: Annotated[list[Attribute], Field(max_length=MAX_ATTRIBUTES)]
    indexes: Annotated[list[Index], Field(max_length=LIMITS["indexesPerTable"])] = []
    isCollapsed: bool = False
    slug: bool = False
    softDeletes: bool = False
    seeds: Annotated[list[Seed], Field(max_length=LIMITS["seedsPerTable"])] = []

    model_config = ConfigDict(extra="ignore", populate_by_name=True,
                              json_schema_serialization_defaults_required=True)


class Cardinality(_Model):
    from_: Literal["1", "N"] = Field("1", alias="from")
    to: Literal["1", "N"] = "N"

    model_config = ConfigDict(extra="ignore", populate_by_name=True,
                              json_schema_serialization_defaults_required=True)


class AttributePair(_Model):
    fromAttributeId: Id
    toAttributeId: Id


class Relation(_Model):
    """`fromAttributeId` → `toAttributeId` is the (first) referenced → referencing column pair;
    a composite foreign key lists its further pairs, in key order, in `extraPairs`."""

    id: Id
    type: RelationType = "one-to-many"
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
    extraPairs: Annotated[list[AttributePair], Field(max_length=LIMITS["columnsPerIndex"] - 1)] = []


class _Placed(_OnCanvas):
    """Something drawn on the canvas at its own place and size (a note, an area)."""

    id: Id
    x: float
    y: float
    width: Size
    height: Size


class Note(_Placed):
    """A sticky note on the canvas: text only, no part of the schema."""

    text: Text = ""
    color: Color = NOTE["defaultColor"]


class Area(_Placed):
    """A coloured, named rectangle grouping the tables drawn inside it. Membership is where a
    table lies, not a list kept here: moving an area carries the tables inside it at that moment
    (MOVE_AREA lists them), so nothing has to follow a table's removal or move."""

    name: Name = ""
    color: Color = AREA["defaultColor"]


class Document(_Model):
    format: Literal[1] = FORMAT
    tables: Annotated[list[Table], Field(max_length=MAX_TABLES)]
    relations: Annotated[list[Relation], Field(max_length=MAX_RELATIONS)]
    # Absent from documents stored before notes and areas, and kept absent when none was sent:
    # the generated TypeScript types make them optional (document.typescript).
    notes: Annotated[list[Note], Field(max_length=MAX_NOTES)] = []
    areas: Annotated[list[Area], Field(max_length=MAX_AREAS)] = []


# The document's lists that may be left out, optional in the generated TypeScript types.
OPTIONAL_LISTS = ("notes", "areas")


class _Shell(_Model):
    """The document's outer shape, checked before its items are validated one by one."""

    format: Literal[1] = FORMAT
    tables: Annotated[list[Any], Field(max_length=MAX_TABLES)]
    relations: Annotated[list[Any], Field(max_length=MAX_RELATIONS)]
    notes: Annotated[list[Any], Field(max_length=MAX_NOTES)] | None = None
    areas: Annotated[list[Any], Field(max_length=MAX_AREAS)] | None = None


class DocumentInvalid(ValueError):
    """The document breaks the schema; `errors` are French messages with a path each."""

    def __init__(self, errors: list[str]):
        self.errors = errors
        super().__init__("; ".join(errors[:5]))


def path_of(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out.replace("schema_", "schema").replace("from_", "from")


def _check_placed(name: str, items: list[dict]) -> list[str]:
    seen: set[str] = set()
    errors = []
    for i, item in enumerate(items):
        if item["id"] in seen:
            errors.append(_("{name}[{i}].id : identifiant en double « {value} »")
                          .format(name=name, i=i, value=item['id']))
        seen.add(item["id"])
    return errors


def _check_references(tables: list[dict], relations: list[dict]) -> list[str]:
    errors: list[str] = []
    attributes: dict[str, set[str]] = {}
    for i, table in enumerate(tables):
        if table["id"] in attributes:
            errors.append(_("tables[{i}].id : identifiant de table en double « {value} »")
                          .format(i=i, value=table['id']))
        ids = [a["id"] for a in table["attributes"]]
        if len(ids) != len(set(ids)):
            errors.append(f"tables[{i}].attributes : identifiant d'attribut en double")
        attributes[table["id"]] = set(ids)
        for j, index in enumerate(table["indexes"]):
            for column in index["attributes"]:
                if column["attributeId"] not in attributes[table["id"]]:
                    errors.append(_("tables[{i}].indexes[{j}] : attribut inconnu « {value} »")
                                  .format(i=i, j=j, value=column['attributeId']))
    for i, table in enumerate(tables):
        for j, attribute in enumerate(table["attributes"]):
            target = attribute["referencedTable"]
            if target is None:
                continue
            referenced = attribute["referencedAttribute"]
            missing_attribute = referenced is not None and referenced not in attributes.get(
                target, ())
            if target not in attributes or missing_attribute:
                errors.append(_("tables[{i}].attributes[{j}] : référence vers un élément "
                                "absent").format(i=i, j=j))
    seen_relations: set[str] = set()
    for i, relation in enumerate(relations):
        if relation["id"] in seen_relations:
            errors.append(f"relations[{i}].id : identifiant de relation en double")
        seen_relations.add(relation["id"])
        for side in ("from", "to"):
            table_id = relation[f"{side}TableId"]
            attribute_id = relation[f"{side}AttributeId"]
            if table_id not in attributes:
                errors.append(_("relations[{i}].{side}TableId : table inconnue « {table_id} »")
                              .format(i=i, side=side, table_id=table_id))
                continue
            if attribute_id is not None and attribute_id not in attributes[table_id]:
                errors.append(_("relations[{i}].{side}AttributeId : attribut inconnu « "
                                "{attribute_id} »")
                              .format(i=i, side=side, attribute_id=attribute_id))
            pairs = relation["extraPairs"]
            extra = [pair[f"{side}AttributeId"] for pair in pairs]
            for k, pair_attribute in enumerate(extra):
                if pair_attribute not in attributes[table_id]:
                    errors.append(_("relations[{i}].extraPairs[{k}].{side}AttributeId : "
                                    "attribut inconnu « {pair_attribute} »")
                                  .format(i=i, k=k, side=side, pair_attribute=pair_attribute))
            if extra and (attribute_id is None or len({attribute_id, *extra}) != len(extra) + 1):
                errors.append(_("relations[{i}].extraPairs : chaque colonne n'est reliée "
                                "qu'une fois, après la première paire").format(i=i))
    return errors


def _messages(exc: ValidationError, prefix: tuple = ()) -> list[str]:
    return [f"{path_of(prefix + tuple(error['loc'])) or 'document'} : {french_message(error)}"
            for error in exc.errors()[:20]]


_CARRIED_CONFIG = {"extra_fields_behavior", "strict", "validate_by_alias", "validate_by_name",
                   "title"}


def _as_dicts(schema: dict) -> dict:
    """`schema` (a model's core schema, or part of one) with every model made a typed dict of
    the same fields, checks and defaults, keyed as model_dump(by_alias=True) keys its output.

    Validating with it gives the normalised item at once, in one pass in pydantic's core:
    building the models and then dumping them took about half of a large document's
    validation. The errors are the models' own (same types, same locations; a non-object is
    `dict_type` where a model says `model_type`, both the same French message)."""
    kind = schema["type"]
    if kind == "model":
        config = schema.get("config", {})
        # Anything else a model may say (strictness, string options…) is not carried over:
        # refused here rather than silently validated differently.
        if set(config) - _CARRIED_CONFIG or config.get("strict") or config.get(
                "extra_fields_behavior", "ignore") != "ignore" or schema.get("custom_init"):
            raise TypeError(f"_as_dicts: the configuration of {schema['cls'].__name__} is not "
                            "carried over")
        fields = {}
        by_name = config.get("validate_by_name", False)
        for name, field in schema["schema"]["fields"].items():
            alias = field.get("validation_alias")
            key = field.get("serialization_alias") or name
            paths = [[alias]] if alias else []
            if by_name or not alias:
                paths.append([name])
            fields[key] = core_schema.typed_dict_field(
                _as_dicts(field["schema"]), required=field["schema"]["type"] != "default",
                validation_alias=None if paths == [[key]] else paths)
        return core_schema.typed_dict_schema(fields, extra_behavior="ignore")
    if kind == "default":
        default = schema["default"]
        if isinstance(default, BaseModel):
            default = default.model_dump(by_alias=True)
        return {**schema, "default": default, "schema": _as_dicts(schema["schema"])}
    if kind == "nullable" or (kind == "function-after" and schema["schema"]["type"] != "model"):
        # A field's own check (a model's own would be given a dict instead of the model).
        return {**schema, "schema": _as_dicts(schema["schema"])}
    if kind == "list":
        return {**schema, "items_schema": _as_dicts(schema["items_schema"])}
    if kind in ("str", "int", "float", "bool", "literal"):
        return schema
    raise TypeError(f"_as_dicts: core schema {kind!r} not handled")


# Built at import, so that a model this cannot carry over fails at once, not at a first save.
_ITEM_VALIDATORS = {model: SchemaValidator(_as_dicts(model.__pydantic_core_schema__))
                    for model in (Table, Relation, Note, Area)}


def _normalise_items(items: list, model: type[_Model], name: str, errors: list[str],
                     progress: Callable[[int, int], None] | None, offset: int, total: int,
                     known: list | None = None) -> None:
    """Validate one list item by item, replacing each by its normalised form in place.

    Item by item keeps memory to the document plus one item's normalised form, rather than a
    second copy of a document that may hold tens of thousands of columns. An item equal to the
    `known` item of its id (normalised already) is replaced by that item, unchecked again.
    """
    validate = _ITEM_VALIDATORS[model].validate_python
    by_id = {item["id"]: item for item in known} if known else {}
    for i, item in enumerate(items):
        if by_id and type(item) is dict:
            same = by_id.get(item.get("id"))
            if same is not None and same == item:
                items[i] = same
                continue
        try:
            items[i] = validate(item)
        except ValidationError as exc:
            errors.extend(_messages(exc, (name, i)))
            if len(errors) >= 20:
                return
        if progress and i % PROGRESS_EVERY == 0:
            progress(offset + i, total)


PROGRESS_EVERY = 250


def validate_document(data: object, progress: Callable[[int, int], None] | None = None, *,
                      known: dict | None = None) -> dict:
    """The normalised document, or DocumentInvalid listing what is wrong.

    The input's lists are reused for the output (items are replaced by their normalised form):
    callers must not rely on the input afterwards. `progress(done, total)` is told as it goes.
    `known`, a document validated earlier (the diagram's current one, for a whole save), spares
    checking again the tables and relations that come back unchanged: the output then shares
    them with it.
    """
    if not isinstance(data, dict):
        raise DocumentInvalid([gettext("document : Ce champ doit être un objet.")])
    try:
        shell = _Shell.model_validate({"format": data.get("format", FORMAT),
                                       "tables": data.get("tables"),
                                       "relations": data.get("relations"),
                                       **{key: data[key] for key in OPTIONAL_LISTS
                                          if data.get(key) is not None}})
    except ValidationError as exc:
        raise DocumentInvalid(_messages(exc)) from exc
    # The caller's own lists (pydantic copied them): replacing their items in place lets each
    # raw item go as soon as its normalised form exists.
    tables, relations = data["tables"], data["relations"]
    del shell
    total = len(tables) + len(relations)
    errors: list[str] = []
    _normalise_items(tables, Table, "tables", errors, progress, 0, total,
                     known and known["tables"])
    if len(errors) < 20:
        _normalise_items(relations, Relation, "relations", errors, progress, len(tables), total,
                         known and known["relations"])
    # Notes and areas are few (a thousand at most): checked whole, with no progress of their own.
    placed = {"notes": Note, "areas": Area}
    extra = {key: data[key] for key in OPTIONAL_LISTS if data.get(key) is not None}
    for key, items in extra.items():
        if len(errors) < 20:
            _normalise_items(items, placed[key], key, errors, None, 0, 0,
                             known and known.get(key))
    if not errors:
        errors = _check_references(tables, relations)
        for key, items in extra.items():
            errors += _check_placed(key, items)
    if errors:
        raise DocumentInvalid(errors[:20])
    return {"format": FORMAT, "tables": tables, "relations": relations, **extra}
