"""The API object, with the error shape documented once for every operation.

Errors are produced by one handler (handlers.py), never declared route by route; this adds the
same `4XX` answer to each operation of the OpenAPI document so generated clients know its type.
"""

from __future__ import annotations

from ninja import NinjaAPI, Schema


class ErrorOut(Schema):
    error: str
    message: str
    fields: dict[str, list[str]] | None = None


ERROR_REF = {"$ref": "#/components/schemas/ErrorOut"}


class RelataAPI(NinjaAPI):
    def get_openapi_schema(self, *args, **kwargs):
        schema = super().get_openapi_schema(*args, **kwargs)
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        components["ErrorOut"] = ErrorOut.model_json_schema()
        for operations in schema.get("paths", {}).values():
            for operation in operations.values():
                # Status codes are strings in OpenAPI; ninja writes ints.
                declared = operation.get("responses", {})
                responses = {str(code): answer for code, answer in declared.items()}
                operation["responses"] = responses
                responses.setdefault("4XX", {
                    "description": "Erreur : {error, message, fields?}",
                    "content": {"application/json": {"schema": ERROR_REF}},
                })
        return schema
