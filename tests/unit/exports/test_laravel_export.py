"""Every PHP file of the Laravel ZIPs (foreign keys inline, and in separate migrations with a
custom namespace) passes `php -l`. PHP comes from Debian's php-cli (`make php`); without it the
test is skipped outside CI and fails under CI=true."""

from __future__ import annotations

import shutil
import subprocess
import zipfile

import pytest

from tests.services import in_ci


@pytest.fixture(scope="module")
def php() -> str:
    found = shutil.which("php")
    if not found:
        message = "php is not installed: run make php (apt-get install php-cli)"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    return found


@pytest.mark.parametrize("fixture", ["shop", "chain"])
@pytest.mark.parametrize("archive", ["laravel.zip", "laravel-fk.zip"])
def test_every_php_file_passes_php_lint(fixture, archive, exported, php, tmp_path):
    with zipfile.ZipFile(exported[fixture] / archive) as zipped:
        zipped.extractall(tmp_path)
    files = sorted(tmp_path.rglob("*.php"))
    tables = len(list((tmp_path / "database" / "migrations").glob("*_create_*_table.php")))
    assert tables >= (10 if fixture == "shop" else 36)
    for path in files:
        done = subprocess.run([php, "-l", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, f"{path.relative_to(tmp_path)}: {done.stdout}{done.stderr}"


def test_the_archives_hold_migrations_models_and_seeders(exported, tmp_path):
    with zipfile.ZipFile(exported["shop"] / "laravel-fk.zip") as zipped:
        names = zipped.namelist()
    assert "app/Domain/Models/User.php" in names
    assert "database/seeders/DatabaseSeeder.php" in names
    assert "database/seeders/UserSeeder.php" in names
    adds = [n for n in names if "_add_foreign_keys_to_" in n]
    creates = [n for n in names if "_create_" in n]
    assert adds and max(creates) < min(adds)
