"""Small helpers shared by backend tests: images as the browser sends them, and the error shape."""

from __future__ import annotations

import base64
import io

from PIL import Image


def png_bytes(width: int = 32, height: int = 32, color=(230, 98, 57)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), color).save(out, format="PNG")
    return out.getvalue()


def data_url(content: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64,{base64.b64encode(content).decode()}"


def png_data_url(width: int = 32, height: int = 32) -> str:
    return data_url(png_bytes(width, height))


def assert_error(response, status: int, *, code: str | None = None, field: str | None = None,
                 message: str | None = None) -> dict:
    """The answer is `status` with the API's JSON error shape; returns the body.

    With `field`, that field is reported and `message` (if given) is among its messages;
    otherwise `message` is the top-level message.
    """
    assert response.status_code == status, response.content[:500]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) <= {"error", "message", "fields"}
    assert isinstance(body["error"], str) and body["error"]
    assert isinstance(body["message"], str) and body["message"]
    if code is not None:
        assert body["error"] == code
    if field is not None:
        assert field in body.get("fields", {}), body
        if message is not None:
            assert message in body["fields"][field]
    elif message is not None:
        assert body["message"] == message
    return body
