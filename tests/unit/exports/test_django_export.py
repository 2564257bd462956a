"""The Django ZIP is a project that runs (spec 001 §9: Django >= 4.2, < 5.0): in a throwaway
virtualenv with Django 4.2 (the repository itself uses Django 5.2), `makemigrations diagram`,
`migrate`, `check` and `makemigrations --check --dry-run` all pass without a warning.

Slow the first time (it installs Django 4.2 from PyPI into tests/.cache/, see
tests/unit/django42.py), quick afterwards."""

from __future__ import annotations

import subprocess
import zipfile

import pytest

from tests.unit.django42 import manage


@pytest.mark.parametrize("fixture", ["shop", "chain"])
def test_the_project_migrates_and_checks_cleanly(fixture, exported, django42, tmp_path):
    with zipfile.ZipFile(exported[fixture] / "django.zip") as archive:
        archive.extractall(tmp_path)
    assert (tmp_path / "requirements.txt").read_text() == "Django>=4.2,<5.0\npillow>=10\n"
    version = subprocess.run([str(django42), "-m", "django", "--version"], capture_output=True,
                             text=True, check=True).stdout
    assert version.startswith("4.2.")

    made = manage(django42, tmp_path, "makemigrations", "diagram")
    assert "Create model" in made
    manage(django42, tmp_path, "migrate", "--noinput")
    assert "System check identified no issues" in manage(django42, tmp_path, "check")
    assert "No changes detected" in manage(django42, tmp_path, "makemigrations", "--check",
                                           "--dry-run")
    assert (tmp_path / "db.sqlite3").exists()


def test_the_models_work_with_real_rows(exported, django42, tmp_path):
    """Related rows, a many-to-many link and the self reference, saved and read back."""
    with zipfile.ZipFile(exported["shop"] / "django.zip") as archive:
        archive.extractall(tmp_path)
    manage(django42, tmp_path, "makemigrations", "diagram")
    manage(django42, tmp_path, "migrate", "--noinput")
    script = """
import uuid
from diagram.models import Category, Order, OrderItem, Product, Tag, User
boss = User.objects.create(email="boss@example.com", is_admin=True)
ada = User.objects.create(email="ada@example.com", manager=boss)
root = Category.objects.create(nom="Racine")
leaf = Category.objects.create(nom="Feuille", parent=root)
product = Product.objects.create(sku="SKU-1", title="Chaise", category=leaf)
product.tags_2.add(Tag.objects.create(label="promo"))
order = Order.objects.create(id=uuid.uuid4(), user=ada)
OrderItem.objects.create(order=order, product=product, quantity=2)
assert boss.users_by_manager.get() == ada
assert list(leaf.products.all()) == [product]
assert order.order_items.get().product.tags_2.get().label == "promo"
assert ada.status == "active" and str(order.total) == "0.00"
print("rows ok")
"""
    assert "rows ok" in manage(django42, tmp_path, "shell", "-c", script)
