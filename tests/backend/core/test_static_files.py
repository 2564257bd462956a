"""Static files after `collectstatic`, as `make run`, `make stack` and the image serve them:
hashed names cached for ever, compressed copies beside them; the HTML never cached."""

import json
import os
import re
import subprocess
import sys

from django.conf import settings

MANAGE = settings.BASE_DIR / "manage.py"

SERVE = """
import json
from django.conf import settings
from django.templatetags.static import static
from django.test import Client
client = Client()
url = static("admin/css/base.css")
asset = client.get(url)
page = client.get("/login")
print("RESULT", json.dumps({
    "storage": settings.STORAGES["staticfiles"]["BACKEND"], "url": url,
    "asset_status": asset.status_code, "asset_cache": asset.get("Cache-Control", ""),
    "page_status": page.status_code, "page_cache": page.get("Cache-Control", ""),
}))
"""


def test_collected_files_get_hashed_names_cached_for_ever_and_the_page_is_not(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "RELATA_"))}
    env.update(RELATA_STATIC_ROOT=str(tmp_path / "static"), RELATA_DATA_DIR=str(tmp_path / "data"),
               DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}")
    subprocess.run([sys.executable, str(MANAGE), "collectstatic", "--noinput", "-v0"], env=env,
                   cwd=settings.BASE_DIR, check=True, capture_output=True, timeout=300)
    assert (tmp_path / "static" / "staticfiles.json").exists()
    assert list((tmp_path / "static" / "admin" / "css").glob("base.*.css.gz"))

    served = subprocess.run([sys.executable, str(MANAGE), "shell", "-c", SERVE], env=env,
                            cwd=settings.BASE_DIR, capture_output=True, text=True, timeout=120)
    assert served.returncode == 0, served.stderr
    line = next(x for x in served.stdout.splitlines() if x.startswith("RESULT "))
    result = json.loads(line.removeprefix("RESULT "))
    assert result["storage"].endswith("CompressedManifestStaticFilesStorage")
    assert re.fullmatch(r"/static/admin/css/base\.[0-9a-f]{12}\.css", result["url"])
    assert result["asset_status"] == 200
    assert "immutable" in result["asset_cache"] and "max-age=315360000" in result["asset_cache"]
    assert result["page_status"] == 200
    assert "no-cache" in result["page_cache"] or "no-store" in result["page_cache"]
