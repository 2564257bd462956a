"""A minimal diagram-socket client for server tests and benchmarks (web/realtime/PROTOCOL.md).

It holds the confirmed document only (no local pending view: that is the editor's sync module,
frontend/src/editor/sync): it applies `command` frames in revision order with the Python reducer,
holds frames that arrive early, asks `resync` when a gap lasts, and resolves each command it sent
when its acknowledgement or its error arrives.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
import urllib.request
import uuid

import orjson
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from document.reducer import apply

GAP_WAIT = 0.3


class Refused(Exception):
    def __init__(self, frame: dict):
        self.frame = frame
        super().__init__(frame.get("message"))


class DiagramClient:
    def __init__(self, base_ws: str, project_id: int, token: str | None, *, origin: str,
                 track: bool = True):
        # Without `track` the client only numbers what it receives (a benchmark's many editors
        # would otherwise spend the machine applying every change to their own copy).
        self.track = track
        self.url = f"{base_ws}/ws/diagrams/{project_id}/"
        self.http = base_ws.replace("ws://", "http://", 1)
        self.project_id, self.token, self.origin = project_id, token, origin
        self.ws: ClientConnection | None = None
        self.document: dict | None = None
        self.revision = 0
        self.early: dict[int, dict] = {}
        self.waiting: dict[str, asyncio.Future] = {}
        self.sent_at: dict[str, float] = {}
        self.seen: dict[int, str] = {}  # revision → command id, every revision applied once
        self.arrivals: list[tuple[str, float]] = []  # (command id, time seen) of others' commands
        self.frames: list[dict] = []  # everything else, for assertions
        self.you: dict = {}
        self.users: list[dict] = []
        self.reader: asyncio.Task | None = None
        self.gap_timer: asyncio.TimerHandle | None = None
        self.synced = asyncio.Event()

    async def join(self, *, revision: int | None = None) -> dict:
        self.ws = await connect(self.url, origin=self.origin, max_size=None, proxy=None,
                                open_timeout=20, ping_interval=None)
        frame = {"type": "join_diagram", "diagramId": self.project_id, "token": self.token,
                 "user": {"name": "bench", "color": "#6366f1", "id": 0}}
        if revision is not None:
            frame["revision"] = revision
        self.synced.clear()
        await self.send(frame)
        answer = orjson.loads(await self.ws.recv())
        if answer["type"] != "schema_sync":
            raise Refused(answer)
        self._sync(answer)
        self.reader = asyncio.create_task(self._read())
        if answer.get("fetch"):
            await self._fetch()
        return answer

    async def _fetch(self) -> None:
        """The document too large for the socket, read over HTTP, then the tail after it."""
        path = (f"/api/projects/{self.project_id}" if self.token
                else f"/api/project/public/{self.project_id}/")
        request = urllib.request.Request(f"{self.http}{path}", headers={
            "Authorization": f"Bearer {self.token}"} if self.token else {})
        detail = await asyncio.to_thread(
            lambda: orjson.loads(urllib.request.urlopen(request, timeout=60).read()))
        self.document, self.revision = detail["schema"], detail["revision"]
        self.early = {r: e for r, e in self.early.items() if r > self.revision}
        await self.send({"type": "resync", "since": self.revision})

    async def close(self) -> None:
        if self.reader:
            self.reader.cancel()
            await asyncio.gather(self.reader, return_exceptions=True)
        if self.ws:
            await self.ws.close()

    async def send(self, frame: dict) -> None:
        await self.ws.send(orjson.dumps(frame).decode())

    async def command(self, command: dict, *, command_id: str | None = None,
                      timeout: float = 30) -> dict:
        """Send a command and wait for its acknowledgement (Refused on command_error)."""
        command_id = command_id or uuid.uuid4().hex
        future = asyncio.get_running_loop().create_future()
        self.waiting[command_id] = future
        self.sent_at[command_id] = time.perf_counter()
        await self.send({"type": "command", "id": command_id, "baseRevision": self.revision,
                         "command": command})
        return await asyncio.wait_for(future, timeout)

    # --- receiving -------------------------------------------------------------------------

    def _sync(self, frame: dict) -> None:
        if frame["project"]["schema"] is not None:
            self.document = frame["project"]["schema"]
            self.revision = frame["revision"]
        self.you, self.users = frame.get("you", {}), frame.get("users", [])
        for entry in frame.get("changes", []):
            self._entry(entry)
        self.synced.set()

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                self._receive(orjson.loads(raw))
        except ConnectionClosed:
            pass

    def _receive(self, frame: dict) -> None:
        kind = frame["type"]
        if kind == "command":
            self._entry(frame)
        elif kind == "changes":
            for entry in frame["changes"]:
                self._entry(entry)
        elif kind == "schema_sync":
            self.early.clear()
            self._sync(frame)
            if frame.get("fetch"):
                asyncio.ensure_future(self._fetch())
        elif kind == "command_error":
            future = self.waiting.pop(frame.get("id"), None)
            if future and not future.done():
                future.set_exception(Refused(frame))
        else:
            self.frames.append(frame)

    def _entry(self, entry: dict) -> None:
        revision = entry["revision"]
        if revision <= self.revision:  # held already: an acknowledgement at most
            self._acknowledge(entry)
            return
        self.early[revision] = entry
        if self.document is None:  # still being fetched over HTTP
            return
        while self.revision + 1 in self.early:
            entry = self.early.pop(self.revision + 1)
            if entry["command"]["type"] == "REPLACE_DOCUMENT":
                self.early.clear()
                self._ask_resync()
                return
            if self.track:
                self.document = apply(self.document, entry["command"])
            self.revision = entry["revision"]
            self.seen[self.revision] = entry["id"]
            if entry["id"] and entry["id"] not in self.waiting:
                self.arrivals.append((entry["id"], time.perf_counter()))
            self._acknowledge(entry)
        if self.early and self.gap_timer is None:
            self.gap_timer = asyncio.get_running_loop().call_later(GAP_WAIT, self._ask_resync)

    def _acknowledge(self, entry: dict) -> None:
        future = self.waiting.pop(entry["id"], None)
        if future and not future.done():
            future.set_result(entry)

    def _ask_resync(self) -> None:
        self.gap_timer = None
        if self.early or self.document is not None:
            asyncio.ensure_future(self.send({"type": "resync", "since": self.revision}))


# --- random commands, as several editors would make them ----------------------------------------

_ids = itertools.count()


def _attribute(name: str) -> dict:
    return {"id": f"a{uuid.uuid4().hex[:10]}", "name": name, "type": "VARCHAR",
            "isNullable": True, "isPrimaryKey": False, "isForeignKey": False,
            "isUnique": False, "isAutoIncrement": False, "unsigned": False,
            "defaultValue": None, "length": 255, "precision": None, "scale": None,
            "comment": "", "enumValues": "", "referencedTable": None,
            "referencedAttribute": None}


def random_command(rng: random.Random, document: dict) -> dict:
    """A valid edit of `document` (which may be out of date by the time it lands)."""
    tables = document["tables"]
    choice = rng.random() if tables else 0
    if choice < 0.15 or len(tables) < 3:
        table_id = f"t{uuid.uuid4().hex[:10]}"
        return {"type": "ADD_TABLE", "name": "Ajouter une table", "timestamp": 1, "data": {
            "table": {"id": table_id, "name": f"table_{next(_ids)}",
                      "x": rng.randint(0, 4000), "y": rng.randint(0, 4000), "width": 250,
                      "height": 75, "attributes": [_attribute("id")]}}}
    table = rng.choice(tables)
    if choice < 0.55:
        return {"type": "MOVE_TABLE", "name": "Déplacer la table", "timestamp": 1,
                "data": {"tableId": table["id"], "x": rng.randint(0, 4000),
                         "y": rng.randint(0, 4000)}}
    if choice < 0.7:
        return {"type": "UPDATE_TABLE", "name": "Renommer la table", "timestamp": 1,
                "data": {"tableId": table["id"], "changes": {"name": f"t_{next(_ids)}",
                                                             "color": "#10b981"}}}
    if choice < 0.8 and table["attributes"]:
        attribute = rng.choice(table["attributes"])
        return {"type": "UPDATE_ATTRIBUTE", "name": "Modifier l'attribut", "timestamp": 1,
                "data": {"tableId": table["id"], "attributeId": attribute["id"],
                         "changes": {"name": f"col_{next(_ids)}", "isNullable": rng.random() < .5}}}
    if choice < 0.92:
        return {"type": "ADD_ATTRIBUTE", "name": "Ajouter un attribut", "timestamp": 1,
                "data": {"tableId": table["id"], "attribute": _attribute(f"c{next(_ids)}")}}
    return {"type": "REMOVE_TABLE", "name": "Supprimer la table", "timestamp": 1,
            "data": {"tableId": table["id"]}}
