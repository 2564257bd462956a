"""compose/backup.sh and compose/restore.sh for real: a running Relata's database and files are
backed up, restored into another database and folder, and the copy holds the same rows and
files."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from pathlib import Path

import psycopg
import pytest

from tests.integration.conftest import database_url, recreate_database

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct-horse-battery-9"
RESTORED_DATABASE = "relata_restore_check"


def run(script: str, *args: str, env: dict[str, str]) -> str:
    result = subprocess.run(["bash", str(ROOT / "compose" / script), *args], cwd=ROOT,
                            env={**os.environ, **env}, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, f"{script} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def snapshot(url: str) -> dict:
    with psycopg.connect(url) as conn:
        tables = [row[0] for row in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")]
        users = conn.execute(
            "SELECT md5(string_agg(u::text, ',' ORDER BY id)) FROM accounts_user u").fetchone()
        projects = conn.execute(
            "SELECT id, name, owner_id FROM projects_project ORDER BY id").fetchall()
        migrations = conn.execute("SELECT count(*) FROM django_migrations").fetchone()
    return {"tables": tables, "users": users, "projects": projects, "migrations": migrations}


@pytest.mark.skipif(not (shutil.which("pg_dump") and shutil.which("pg_restore")),
                    reason="pg_dump and pg_restore are needed")
def test_a_backup_restores_into_another_database_with_the_same_rows_and_files(live, tmp_path):
    name = f"bak{uuid.uuid4().hex[:8]}"
    assert live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})[0] == 201
    _, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    status, project = live.http.post("/api/projects/", {"name": "À sauvegarder"},
                                     token=login["access"])
    assert status == 201
    picture = live.media_root / "avatars" / f"{name}.png"
    picture.parent.mkdir(parents=True, exist_ok=True)
    picture.write_bytes(b"\x89PNG not really")

    out = run("backup.sh", str(tmp_path / "backups"), env={
        "DATABASE_URL": live.database_url, "RELATA_MEDIA_ROOT": str(live.media_root),
        "S3_BUCKET": ""})
    backup = Path(out.strip().splitlines()[-1])
    assert (backup / "database.dump").stat().st_size > 0
    assert (backup / "MANIFEST").exists()
    source = snapshot(live.database_url)

    target = recreate_database(RESTORED_DATABASE)
    restored_media = tmp_path / "restored-media"
    run("restore.sh", str(backup), env={
        "DATABASE_URL": target, "RELATA_MEDIA_ROOT": str(restored_media), "S3_BUCKET": ""})

    copy = snapshot(database_url(RESTORED_DATABASE))
    assert copy == source
    assert (project["id"], "À sauvegarder") in [(p[0], p[1]) for p in copy["projects"]]
    assert (restored_media / "avatars" / f"{name}.png").read_bytes() == picture.read_bytes()

    # Restoring again over the restored copy replaces it rather than failing on what exists.
    run("restore.sh", str(backup), env={
        "DATABASE_URL": target, "RELATA_MEDIA_ROOT": str(restored_media), "S3_BUCKET": ""})
    assert snapshot(database_url(RESTORED_DATABASE)) == source
