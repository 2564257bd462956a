"""Account deletion across the real processes: the API closes the account at once and its open
sockets end with its sign-in (through the Redis channel layer), then the Celery worker purges
it."""

import json
import time
import uuid

import pytest
from websockets.exceptions import ConnectionClosed

from tests.backend.helpers import png_data_url
from web.accounts.messages import INVALID_CREDENTIALS

pytestmark = pytest.mark.integration

PASSWORD = "correct-horse-battery-9"
EVENT_TIMEOUT = 20


def receive(ws, timeout: float = 5) -> dict:
    return json.loads(ws.recv(timeout=timeout))


def sign_up(live) -> tuple[int, str, str]:
    name = f"purge{uuid.uuid4().hex[:10]}"
    status, body = live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})
    assert status == 201, body
    status, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    assert status == 200, login
    return body["user"]["id"], name, login["access"]


def test_it_purges_a_deleted_account_and_tells_its_open_sockets(live):
    user_id, name, access = sign_up(live)
    status, profile = live.http.patch("/api/users/update_profile/", {"avatar": png_data_url()},
                                      token=access)
    assert status == 200, profile
    avatar = live.media_root / profile["avatar"].removeprefix("/media/")
    assert avatar.is_file()

    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": access}))
        ready = receive(ws)
        assert ready["type"] == "ready"

        status, _ = live.http.delete(f"/api/users/{user_id}/", token=access)
        assert status == 204
        status, body = live.http.get("/api/users/me/", token=access)
        assert (status, body["error"]) == (401, "not_authenticated")

        assert receive(ws, timeout=EVENT_TIMEOUT) == {"type": "session_ended"}
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
        assert closed.value.rcvd.code == 4001

    deadline = time.monotonic() + EVENT_TIMEOUT
    while (live.fetch_one("SELECT count(*) FROM accounts_user WHERE id = %s", user_id) != (0,)
           and time.monotonic() < deadline):
        time.sleep(0.2)
    status, body = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    assert (status, body["message"]) == (400, INVALID_CREDENTIALS)
    assert live.fetch_one("SELECT count(*) FROM accounts_user WHERE id = %s", user_id) == (0,)
    assert not avatar.exists()
    assert not any(avatar.parent.iterdir())


def test_it_refuses_a_socket_that_sends_a_bad_token(live):
    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": "not-a-token"}))
        assert receive(ws)["type"] == "auth_error"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
    assert closed.value.rcvd.code == 4001


def test_it_refuses_the_token_of_a_closed_account_on_a_new_socket(live):
    user_id, _, access = sign_up(live)
    assert live.http.delete(f"/api/users/{user_id}/", token=access)[0] == 204
    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": access}))
        assert receive(ws)["type"] == "auth_error"
    deadline = time.monotonic() + EVENT_TIMEOUT
    while live.fetch_one("SELECT count(*) FROM accounts_user WHERE id = %s", user_id) != (0,):
        assert time.monotonic() < deadline, "the worker never purged the account"
        time.sleep(0.2)
