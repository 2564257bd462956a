"""The diagram socket, `/ws/diagrams/{id}/`: live collaboration on one diagram.

The protocol is web/realtime/PROTOCOL.md (rule ids in brackets below). This consumer only
translates frames: the document's write path is web/documents/services.py, access is decided by
web/access/policy.py, and the database work runs in threads (diagram_state.py).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import math
import time
import uuid

import orjson
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.utils.functional import Promise

from document.constants import PALETTE
from storage import files
from web.core import language
from web.core.errors import DomainError, Forbidden, NotFound
from web.documents.services import Item, Submitted, document_checkpoint

from . import diagram_state as state
from . import messages
from .cursors import hub as cursor_hub
from .diagram_events import diagram_group, diagram_user_group
from .frames import MAX_FRAME_BYTES, read_frame
from .presence import REFRESH_SECONDS, presence
from .writer import writer

logger = logging.getLogger(__name__)

JOIN_TIMEOUT_SECONDS = 10
CURSOR_RATE = 20  # frames per second, per connection
CURSOR_FLUSH_SECONDS = 0.05  # others' cursors reach a socket at most twenty times a second
CLIENT_ORIGINS = {"editor", "layout", "recovery", "json_import"}
CLOSE_UNAUTHENTICATED, CLOSE_FORBIDDEN, CLOSE_NOT_FOUND, CLOSE_PROTOCOL = 4001, 4003, 4004, 4008
CLOSE_FOR = {"not_authenticated": CLOSE_UNAUTHENTICATED, "forbidden": CLOSE_FORBIDDEN,
             "not_found": CLOSE_NOT_FOUND}
COLORS = [color for _, color in PALETTE]


def _in_thread(function):
    # Not thread-sensitive: commands of different diagrams run side by side; those of one
    # diagram wait for each other on the row lock.
    return database_sync_to_async(function, thread_sensitive=False)


def _number(value, *, low: float = -1e7, high: float = 1e7) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) and low <= value <= high else None


def _color_for(wanted: object, seed: str) -> str:
    if isinstance(wanted, str) and wanted.lower() in COLORS:
        return wanted.lower()
    return COLORS[hashlib.sha1(seed.encode()).digest()[0] % len(COLORS)]


def _plain_text(value: object) -> str:
    """A message still lazy (gettext_lazy) read as text, in the active language."""
    if isinstance(value, Promise):
        return str(value)
    raise TypeError


class DiagramConsumer(AsyncJsonWebsocketConsumer):
    @classmethod
    async def encode_json(cls, content):
        return orjson.dumps(content, default=_plain_text).decode()

    @classmethod
    async def decode_json(cls, text_data):
        return orjson.loads(text_data)

    async def dispatch(self, message):
        # Channels closes stale database connections before every message, a hop to its one
        # sync thread each time: thousands a second when a busy diagram's changes fan out. This
        # consumer's queries run through database_sync_to_async, which closes them itself in
        # the thread that used them.
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        # Messages are read in the socket's language (`?lang=` of its URL, French by default),
        # and so are those of the tasks and timers started from here.
        with language.speaking(self.scope.get("lang") or self._language()):
            await handler(message)

    def _language(self) -> str:
        self.scope["lang"] = language.from_query_string(self.scope.get("query_string"))
        return self.scope["lang"]

    async def connect(self):
        self.project_id = int(self.scope["url_route"]["kwargs"]["project_id"])
        self.connection_id = uuid.uuid4().hex[:16]
        self.joined = False
        self.can_edit = False
        self.claims = None
        self.key = None
        self.user = None
        self.member = None
        self.view = None
        self.view_saved_at = 0.0
        self.cursor_allowance = float(CURSOR_RATE)
        self.cursor_at = time.monotonic()
        self.cursors: dict[str, dict] = {}
        self.cursor_flush: asyncio.TimerHandle | None = None
        self.cursor_sent_at = 0.0
        self.recheck_task: asyncio.Task | None = None
        self.recheck_again = False
        self.refresh_task: asyncio.Task | None = None
        self.hold_task: asyncio.Task | None = None  # kept: a task nobody holds may be collected
        await self.accept()
        self.deadline = asyncio.create_task(self._close_unless_joined())

    async def _close_unless_joined(self):
        await asyncio.sleep(JOIN_TIMEOUT_SECONDS)
        if not self.joined:
            await self.close(code=CLOSE_PROTOCOL)

    async def disconnect(self, code):
        self.deadline.cancel()
        for task in (self.recheck_task, self.refresh_task):
            if task is not None:
                task.cancel()
        if self.cursor_flush is not None:
            self.cursor_flush.cancel()
        if not self.joined:
            return
        self.joined = False
        await self.channel_layer.group_discard(diagram_group(self.project_id), self.channel_name)
        if self.user.is_authenticated:
            await self.channel_layer.group_discard(diagram_user_group(self.user.pk),
                                                   self.channel_name)
            if self.view is not None:
                await _in_thread(state.remember_view)(self.user.pk, self.project_id, self.view)
        await presence.leave(self.project_id, self.connection_id)
        await self._to_others("diagram.presence", {"event": "user_left",
                                                   "id": self.connection_id})

    # --- frames from the client --------------------------------------------------------------

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        content = await read_frame(self, text_data, max_bytes=MAX_FRAME_BYTES)
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "join_diagram":
            await self.on_join(content)
        elif kind == "ping":
            await self.on_ping()
        elif not self.joined:
            return
        elif kind == "command":
            await self.on_command(content)
        elif kind == "resync":
            await self.on_resync(content)
        elif kind == "cursor_move":
            await self.on_cursor(content)
        elif kind == "view_transform":
            await self.on_view(content)
        elif kind == "force_save":
            await self.on_force_save()

    async def on_join(self, content):
        if self.joined:
            return
        signed = await _in_thread(state.signed_in)(content.get("token"))
        if signed is None:
            await self._refuse("not_authenticated", messages.JOIN_NOT_AUTHENTICATED)
            return
        self.user, self.claims = signed
        self.key = state.link_key(content.get("key"))
        access = await _in_thread(state.access_at_join)(self.user, self.project_id, self.key)
        if access.error:
            await self._refuse(access.error, messages.JOIN_NOT_FOUND)
            return
        self.can_edit = access.can_edit
        # Listen before reading the document: a change landing in between is then told twice
        # at worst (clients ignore revisions they hold), never missed.
        await self.channel_layer.group_add(diagram_group(self.project_id), self.channel_name)
        if self.user.is_authenticated:
            await self.channel_layer.group_add(diagram_user_group(self.user.pk),
                                               self.channel_name)
        since = content.get("revision")
        since = since if isinstance(since, int) and not isinstance(since, bool) else None
        sync = await _in_thread(state.sync_state)(self.project_id, since)
        if sync is None:
            await self._refuse("not_found", messages.JOIN_NOT_FOUND)
            return
        self.member = self._member(content.get("user"))
        users = await presence.join(self.project_id, self.connection_id, self.member)
        view = await _in_thread(state.last_view)(
            self.user.pk if self.user.is_authenticated else None, self.project_id)
        self.joined = True
        self.deadline.cancel()
        await self._send_state({
            "type": "schema_sync", **sync, "users": users, "viewTransform": view,
            "you": {**self.member, "canEdit": self.can_edit},
        })
        await self._to_others("diagram.presence", {"event": "user_joined", **self.member})
        self.refresh_task = asyncio.create_task(self._refresh_presence())
        if self.can_edit and sync["project"]["schema"] is None:
            self.hold_task = asyncio.create_task(_in_thread(state.hold_document)(self.project_id))

    def _member(self, wanted: object) -> dict:
        wanted = wanted if isinstance(wanted, dict) else {}
        if self.user.is_authenticated:
            user = {"id": self.user.pk, "name": self.user.username,
                    "avatar": files.url(self.user.avatar.name) if self.user.avatar else None}
        else:
            user = {"id": None, "name": str(messages.VISITOR), "avatar": None}
        user["color"] = _color_for(wanted.get("color"), str(user["id"] or self.connection_id))
        return {"id": self.connection_id, "user": user}

    async def _refresh_presence(self):
        while True:
            await asyncio.sleep(REFRESH_SECONDS)
            await presence.refresh(self.project_id, self.connection_id, self.member)

    async def _refuse(self, error: str, message: str):
        await self.send_json({"type": "join_error", "error": error, "message": message})
        await self.close(code=CLOSE_FOR.get(error, CLOSE_FORBIDDEN))

    async def on_command(self, content):
        command_id = content.get("id")
        if not isinstance(command_id, str) or not 0 < len(command_id) <= 64:
            await self._command_error(None, "invalid_command", messages.COMMAND_ID_INVALID)
            return
        if not self.can_edit:
            await self._command_error(command_id, "forbidden", messages.COMMAND_READ_ONLY)
            return
        origin = content.get("origin") if content.get("origin") in CLIENT_ORIGINS else "editor"
        outcome = await writer.write(
            self.project_id, Item(self.user, Submitted(content.get("command"), command_id),
                                  origin, language.current()), self.channel_name)
        error = outcome.error
        if error is None:
            await self._send_entry(outcome.entry, serverMs=outcome.server_ms)
        elif isinstance(error, Forbidden | NotFound):
            await self._command_error(command_id, "forbidden", messages.COMMAND_READ_ONLY)
            self._recheck()
        elif isinstance(error, DomainError):  # quota_reached, invalid_command… [C6]
            await self._command_error(command_id, error.code, error.message)
        else:
            logger.error("Command on diagram %s failed", self.project_id, exc_info=error)
            await self._command_error(command_id, "server_error", messages.COMMAND_FAILED)

    async def _command_error(self, command_id, error: str, message: str):
        await self.send_json({"type": "command_error", "id": command_id, "error": error,
                              "message": message})

    async def on_ping(self):
        """`pong` carries the diagram's revision (once joined): a client that missed the last
        broadcast (nothing came after it to show the gap) notices it here [G2]."""
        frame = {"type": "pong"}
        if self.joined:
            frame["revision"] = await _in_thread(state.head_revision)(self.project_id)
        await self.send_json(frame)

    async def on_resync(self, content):
        since = content.get("since")
        if since is None:  # the whole state, whatever the client holds
            since = -1
        if not isinstance(since, int) or isinstance(since, bool) or since < -1:
            return
        answer = await _in_thread(state.catch_up)(self.project_id, since)
        if answer is None:
            await self._refuse("not_found", messages.JOIN_NOT_FOUND)
            return
        if answer["type"] == "schema_sync":
            answer["users"] = await presence.members(self.project_id)
            answer["viewTransform"] = self.view or state.DEFAULT_VIEW
            answer["you"] = {**self.member, "canEdit": self.can_edit}
        await self._send_state(answer)

    async def on_cursor(self, content):
        now = time.monotonic()
        self.cursor_allowance = min(CURSOR_RATE, self.cursor_allowance
                                    + (now - self.cursor_at) * CURSOR_RATE)
        self.cursor_at = now
        x, y = _number(content.get("x")), _number(content.get("y"))
        if self.cursor_allowance < 1 or x is None or y is None:
            return
        self.cursor_allowance -= 1
        cursor_hub.move(self.project_id, {
            "userId": self.connection_id, "x": x, "y": y,
            "color": self.member["user"]["color"], "name": self.member["user"]["name"]})

    async def on_view(self, content):
        scale = _number(content.get("scale"), low=0.001, high=100)
        offset = content.get("offset") if isinstance(content.get("offset"), dict) else {}
        x, y = _number(offset.get("x"), low=-1e9, high=1e9), _number(offset.get("y"), low=-1e9,
                                                                       high=1e9)
        if scale is None or x is None or y is None:
            return
        self.view = {"scale": scale, "offset": {"x": x, "y": y}}
        relayed = dict(self.view)
        viewport = content.get("viewport") if isinstance(content.get("viewport"), dict) else {}
        width = _number(viewport.get("width"), low=1, high=100_000)
        height = _number(viewport.get("height"), low=1, high=100_000)
        if width is not None and height is not None:
            # Lets a follower with another screen size centre the same place.
            relayed["viewport"] = {"width": width, "height": height}
        await self._to_others("diagram.view", {"userId": self.connection_id, **relayed})
        if self.user.is_authenticated and time.monotonic() - self.view_saved_at > 5:
            self.view_saved_at = time.monotonic()
            await _in_thread(state.remember_view)(self.user.pk, self.project_id, self.view)

    async def on_force_save(self):
        if not self.can_edit:
            await self.send_json({"type": "save_error", "message": messages.SAVE_READ_ONLY})
            return
        try:
            revision = await _in_thread(document_checkpoint)(project_id=self.project_id)
        except Exception:
            logger.exception("Saving diagram %s failed", self.project_id)
            revision = None
        if revision is None:
            await self.send_json({"type": "save_error", "message": messages.SAVE_FAILED})
        else:
            await self.send_json({"type": "save_success", "revision": revision})

    # --- frames too large for the socket ------------------------------------------------------

    async def _send_state(self, frame: dict):
        """A whole state too large for one frame goes without its document, or the changes
        without them: the client fetches the document over HTTP, then catches up ([P3])."""
        text = orjson.dumps(frame)
        if len(text) > MAX_FRAME_BYTES:
            if frame["type"] == "changes":
                frame = {"type": "schema_sync", "revision": frame["revision"],
                         "project": {"id": self.project_id, "revision": frame["revision"]},
                         "users": await presence.members(self.project_id),
                         "viewTransform": self.view or state.DEFAULT_VIEW,
                         "you": {**self.member, "canEdit": self.can_edit}}
            frame = {**frame, "project": {**frame["project"], "schema": None}, "changes": [],
                     "fetch": True}
            text = orjson.dumps(frame)
        await self.send(text_data=text.decode())

    async def _send_entry(self, entry: dict, **extra):
        """A change too large for one frame is told as a replacement: the client resyncs."""
        text = orjson.dumps({"type": "command", **entry, **extra})
        if len(text) > MAX_FRAME_BYTES:
            command = entry["command"]
            text = orjson.dumps({"type": "command", **entry, **extra, "command": {
                "type": "REPLACE_DOCUMENT", "name": command.get("name", ""),
                "timestamp": command.get("timestamp", 0), "data": {}}})
        await self.send(text_data=text.decode())

    # --- messages from the diagram's group ------------------------------------------------------

    async def _to_others(self, kind: str, data: dict):
        await self.channel_layer.group_send(diagram_group(self.project_id),
                                            {"type": kind, "sender": self.channel_name, **data})

    def _mine(self, event) -> bool:
        return not self.joined or event.get("sender") == self.channel_name

    async def diagram_changes(self, event):
        if not self.joined:
            return
        for entry, sender in zip(event["entries"], event["senders"], strict=True):
            # A command sent over HTTP names the connection of its sender, answered there [C7].
            if sender != self.channel_name and sender != self.connection_id:
                await self._send_entry(entry)

    async def diagram_presence(self, event):
        if self._mine(event):
            return
        if event["event"] == "user_joined":
            await self.send_json({"type": "user_joined", "id": event["id"],
                                  "user": event["user"]})
        else:
            await self.send_json({"type": "user_left", "id": event["id"]})

    async def diagram_cursors(self, event):
        """Others' cursors, gathered by each process (cursors.py) and, when several processes
        serve the diagram, gathered again here: at most one frame every 50 ms, the latest
        position of each person."""
        if not self.joined:
            return
        for move in event["moves"]:
            if move["userId"] != self.connection_id:
                self.cursors[move["userId"]] = move
        if not self.cursors or self.cursor_flush is not None:
            return
        wait = self.cursor_sent_at + CURSOR_FLUSH_SECONDS - time.monotonic()
        if wait <= 0:
            await self._flush_cursors()
        else:
            self.cursor_flush = asyncio.get_running_loop().call_later(
                wait, lambda: asyncio.ensure_future(self._flush_cursors()))

    async def _flush_cursors(self):
        moves, self.cursors, self.cursor_flush = list(self.cursors.values()), {}, None
        if not moves or not self.joined:
            return
        self.cursor_sent_at = time.monotonic()
        if len(moves) == 1:
            await self.send_json({"type": "cursor_move", **moves[0]})
        else:
            await self.send_json({"type": "cursors", "moves": moves})

    async def diagram_view(self, event):
        if not self._mine(event):
            frame = {"type": "view_transform", "userId": event["userId"],
                     "scale": event["scale"], "offset": event["offset"]}
            if "viewport" in event:
                frame["viewport"] = event["viewport"]
            await self.send_json(frame)

    async def diagram_import(self, event):
        """A running import's tables, or its end (web/jobs/import_stream.py): to every socket
        of the diagram, viewers included, already encoded."""
        if self.joined:
            await self.send(text_data=event["text"])

    async def diagram_access(self, event):
        if self.joined:
            self._recheck()

    # --- rights, re-checked live [R1] -------------------------------------------------------

    def _recheck(self):
        if self.recheck_task is not None and not self.recheck_task.done():
            self.recheck_again = True
            return
        self.recheck_task = asyncio.create_task(self._run_recheck())

    async def _run_recheck(self):
        while True:
            self.recheck_again = False
            access = await _in_thread(state.access_now)(self.claims, self.project_id, self.key)
            if access.error:
                await self._refuse(access.error, messages.ACCESS_LOST[access.error])
                return
            if access.can_edit != self.can_edit:
                self.can_edit = access.can_edit
                await self.send_json({"type": "access_changed", "canEdit": self.can_edit})
            if not self.recheck_again:
                return
