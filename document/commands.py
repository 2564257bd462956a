"""Commands, validated at the edge (DESIGN.md §4): one model per command type.

`parse_command` turns what a client sent into the normalised command the reducer applies and
the change log stores, or raises CommandInvalid with French reasons. Entities a command carries
(a table, an attribute, a relation) are checked with the document's own models; `changes` keep
only the keys that were sent, each checked like the field it changes, so a client can neither
store a value the document refuses nor clear a field by sending null.
"""

import math
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator

from .constants import LIMITS
from .i18n import gettext
from .messages import french_message
from .shape import (
    Action,
    Area,
    Attribute,
    AttributePair,
    AttributeType,
    Cardinality,
    Color,
    DefaultValue,
    EnumValues,
    Id,
    Index,
    Length,
    Name,
    Note,
    Precision,
    Relation,
    RelationType,
    Seed,
    Size,
    Table,
    Text,
    path_of,
)

# The server's own command (imports, whole saves): never accepted from a client.
REPLACE_DOCUMENT = "REPLACE_DOCUMENT"

Coordinate = Annotated[float, Field(ge=-LIMITS["coordinate"], le=LIMITS["coordinate"])]
Position = Annotated[int, Field(ge=0, le=LIMITS["batchCommands"])]


class CommandInvalid(ValueError):
    """The command breaks its schema; `errors` are French messages with a path each."""

    def __init__(self, errors: list[str]):
        self.errors = errors
        super().__init__("; ".join(errors[:3]))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True,
                              json_schema_serialization_defaults_required=True)


class _Changes(BaseModel):
    """Partial updates: a field left out is not changed. The `None` defaults are never validated,
    so an explicit null is checked against the field's type (and refused where it is not
    nullable)."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    @field_validator("x", "y", check_fields=False)
    @classmethod
    def _finite(cls, value: float) -> float:
        if not math.isfinite(value) or abs(value) > LIMITS["coordinate"]:
            raise ValueError(gettext("coordonnée hors limites"))
        return value

    def dump(self) -> dict:
        return self.model_dump(by_alias=True, exclude_unset=True)


class TableChanges(_Changes):
    name: Name = None  # type: ignore[assignment]
    x: float = None  # type: ignore[assignment]
    y: float = None  # type: ignore[assignment]
    width: Size = None  # type: ignore[assignment]
    height: Size = None  # type: ignore[assignment]
    color: Color = None  # type: ignore[assignment]
    comment: Text = None  # type: ignore[assignment]
    schema_: Annotated[str, Field(max_length=LIMITS["schemaLength"], alias="schema")] = None  # type: ignore[assignment]  # noqa: E501
    indexes: Annotated[list[Index], Field(max_length=LIMITS["indexesPerTable"])] = None  # type: ignore[assignment]  # noqa: E501
    isCollapsed: bool = None  # type: ignore[assignment]
    slug: bool = None  # type: ignore[assignment]
    softDeletes: bool = None  # type: ignore[assignment]
    seeds: Annotated[list[Seed], Field(max_length=LIMITS["seedsPerTable"])] = None  # type: ignore[assignment]  # noqa: E501


class AttributeChanges(_Changes):
    name: Name = None  # type: ignore[assignment]
    type: AttributeType = None  # type: ignore[assignment]
    isNullable: bool = None  # type: ignore[assignment]
    isPrimaryKey: bool = None  # type: ignore[assignment]
    isForeignKey: bool = None  # type: ignore[assignment]
    isUnique: bool = None  # type: ignore[assignment]
    isAutoIncrement: bool = None  # type: ignore[assignment]
    unsigned: bool = None  # type: ignore[assignment]
    isArray: bool = None  # type: ignore[assignment]
    defaultValue: DefaultValue | None = None
    length: Length | None = None
    precision: Precision | None = None
    scale: Precision | None = None
    comment: Text = None  # type: ignore[assignment]
    enumValues: EnumValues = None  # type: ignore[assignment]
    referencedTable: Id | None = None
    referencedAttribute: Id | None = None


class RelationChanges(_Changes):
    type: RelationType = None  # type: ignore[assignment]
    fromTableId: Id = None  # type: ignore[assignment]
    toTableId: Id = None  # type: ignore[assignment]
    fromAttributeId: Id | None = None
    toAttributeId: Id | None = None
    name: Name = None  # type: ignore[assignment]
    label: Name = None  # type: ignore[assignment]
    onDelete: Action = None  # type: ignore[assignment]
    onUpdate: Action = None  # type: ignore[assignment]
    color: Color | None = None
    isDashed: bool = None  # type: ignore[assignment]
    cardinality: Cardinality = None  # type: ignore[assignment]
    extraPairs: Annotated[list[AttributePair], Field(
        max_length=LIMITS["columnsPerIndex"] - 1)] = None  # type: ignore[assignment]


class NoteChanges(_Changes):
    text: Text = None  # type: ignore[assignment]
    x: float = None  # type: ignore[assignment]
    y: float = None  # type: ignore[assignment]
    width: Size = None  # type: ignore[assignment]
    height: Size = None  # type: ignore[assignment]
    color: Color = None  # type: ignore[assignment]


class AreaChanges(_Changes):
    name: Name = None  # type: ignore[assignment]
    x: float = None  # type: ignore[assignment]
    y: float = None  # type: ignore[assignment]
    width: Size = None  # type: ignore[assignment]
    height: Size = None  # type: ignore[assignment]
    color: Color = None  # type: ignore[assignment]


class _Command(_Strict):
    name: Annotated[str, Field(max_length=200)] = ""
    timestamp: Annotated[float, Field(ge=0, le=1e15)] = 0


class AddTableData(_Strict):
    table: Table
    index: Position | None = None


class AddTable(_Command):
    type: Literal["ADD_TABLE"]
    data: AddTableData


class TableRef(_Strict):
    tableId: Id


class RemoveTable(_Command):
    type: Literal["REMOVE_TABLE"]
    data: TableRef


class MoveTableData(_Strict):
    tableId: Id
    x: Coordinate
    y: Coordinate


class MoveTable(_Command):
    type: Literal["MOVE_TABLE"]
    data: MoveTableData


class UpdateTableData(_Strict):
    tableId: Id
    changes: TableChanges


class UpdateTable(_Command):
    type: Literal["UPDATE_TABLE"]
    data: UpdateTableData


class AddAttributeData(_Strict):
    tableId: Id
    attribute: Attribute
    index: Position | None = None


class AddAttribute(_Command):
    type: Literal["ADD_ATTRIBUTE"]
    data: AddAttributeData


class AttributeRef(_Strict):
    tableId: Id
    attributeId: Id


class RemoveAttribute(_Command):
    type: Literal["REMOVE_ATTRIBUTE"]
    data: AttributeRef


class UpdateAttributeData(_Strict):
    tableId: Id
    attributeId: Id
    changes: AttributeChanges


class UpdateAttribute(_Command):
    type: Literal["UPDATE_ATTRIBUTE"]
    data: UpdateAttributeData


class AddRelationData(_Strict):
    relation: Relation
    index: Position | None = None


class AddRelation(_Command):
    type: Literal["ADD_RELATION"]
    data: AddRelationData


class RelationRef(_Strict):
    relationId: Id


class RemoveRelation(_Command):
    type: Literal["REMOVE_RELATION"]
    data: RelationRef


class UpdateRelationData(_Strict):
    relationId: Id
    changes: RelationChanges


class UpdateRelation(_Command):
    type: Literal["UPDATE_RELATION"]
    data: UpdateRelationData


class AddNoteData(_Strict):
    note: Note
    index: Position | None = None


class AddNote(_Command):
    type: Literal["ADD_NOTE"]
    data: AddNoteData


class NoteRef(_Strict):
    noteId: Id


class RemoveNote(_Command):
    type: Literal["REMOVE_NOTE"]
    data: NoteRef


class MoveNoteData(_Strict):
    noteId: Id
    x: Coordinate
    y: Coordinate


class MoveNote(_Command):
    type: Literal["MOVE_NOTE"]
    data: MoveNoteData


class UpdateNoteData(_Strict):
    noteId: Id
    changes: NoteChanges


class UpdateNote(_Command):
    type: Literal["UPDATE_NOTE"]
    data: UpdateNoteData


class AddAreaData(_Strict):
    area: Area
    index: Position | None = None


class AddArea(_Command):
    type: Literal["ADD_AREA"]
    data: AddAreaData


class AreaRef(_Strict):
    areaId: Id


class RemoveArea(_Command):
    type: Literal["REMOVE_AREA"]
    data: AreaRef


class TablePlace(_Strict):
    tableId: Id
    x: Coordinate
    y: Coordinate


class MoveAreaData(_Strict):
    """The area's new place and that of every table it carries: the tables inside it when the
    move started, chosen by the author's editor. Carried whole so that the server, collaborators
    and undo give the same result whatever the tables' places are when it is applied."""

    areaId: Id
    x: Coordinate
    y: Coordinate
    tables: Annotated[list[TablePlace], Field(max_length=LIMITS["tables"])] = []


class MoveArea(_Command):
    type: Literal["MOVE_AREA"]
    data: MoveAreaData


class UpdateAreaData(_Strict):
    areaId: Id
    changes: AreaChanges


class UpdateArea(_Command):
    type: Literal["UPDATE_AREA"]
    data: UpdateAreaData


class BatchData(_Strict):
    commands: Annotated[list["Command"], Field(max_length=LIMITS["batchCommands"])]


class Batch(_Command):
    type: Literal["BATCH"]
    data: BatchData


Command = Annotated[
    AddTable | RemoveTable | MoveTable | UpdateTable | AddAttribute | RemoveAttribute
    | UpdateAttribute | AddRelation | RemoveRelation | UpdateRelation | AddNote | RemoveNote
    | MoveNote | UpdateNote | AddArea | RemoveArea | MoveArea | UpdateArea | Batch,
    Field(discriminator="type"),
]
BatchData.model_rebuild()
Batch.model_rebuild()
_ADAPTER: TypeAdapter[Any] = TypeAdapter(Command)


def _normalised(command: BaseModel) -> dict:
    data: dict[str, Any] = {}
    for key, value in command.data:  # type: ignore[attr-defined]
        if isinstance(value, _Changes):
            data[key] = value.dump()
        elif key == "commands":
            data[key] = [_normalised(step) for step in value]
        elif key == "tables":  # a MOVE_AREA's carried tables
            data[key] = [place.model_dump() for place in value]
        elif isinstance(value, BaseModel):
            data[key] = value.model_dump(by_alias=True)
        elif value is not None or key != "index":
            data[key] = value
    return {"type": command.type, "name": command.name,  # type: ignore[attr-defined]
            "timestamp": command.timestamp, "data": data}  # type: ignore[attr-defined]


def _size(command: BaseModel, depth: int = 1) -> tuple[int, int]:
    """(commands in it, deepest nesting of batches)."""
    if not isinstance(command, Batch):
        return 1, depth
    count, deepest = 1, depth
    for step in command.data.commands:
        n, d = _size(step, depth + 1)
        count, deepest = count + n, max(deepest, d)
    return count, deepest


def parse_command(raw: object) -> dict:
    """The normalised command, or CommandInvalid listing what is wrong."""
    if not isinstance(raw, dict):
        raise CommandInvalid([gettext("commande : Ce champ doit être un objet.")])
    try:
        command = _ADAPTER.validate_python(raw)
    except ValidationError as exc:
        raise CommandInvalid([
            f"{path_of(('commande', *error['loc']))} : {french_message(error)}"
            for error in exc.errors()[:10]]) from exc
    count, depth = _size(command)
    if depth > LIMITS["batchDepth"]:
        raise CommandInvalid([gettext("commande : pas plus de {n} lots imbriqués.").format(
            n=LIMITS["batchDepth"])])
    if count > LIMITS["batchCommands"]:
        raise CommandInvalid([gettext("commande : pas plus de {n} commandes.").format(
            n=LIMITS["batchCommands"])])
    return _normalised(command)


def command_json_schema() -> dict:
    """The commands' JSON Schema, for the generated TypeScript types."""
    return _ADAPTER.json_schema(mode="serialization")
