"""The live image's drawing (workers/liveimage/): pure, no database."""

import io
import json
import time
import xml.etree.ElementTree as ET
from pathlib import Path

from PIL import Image

from workers.liveimage import MAX_PNG_SIDE, render_png, render_svg
from workers.liveimage.scene import PADDING, build

DOCUMENT = json.loads((Path(__file__).parents[2] / "vectors" / "commands"
                       / "remove_relation.json").read_text())["before"]
SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: bytes) -> list[str]:
    return [element.text or "" for element in ET.fromstring(svg).iter(f"{SVG}text")]


def table(id_: str, name: str, x: float = 0, y: float = 0, attributes=()) -> dict:
    return {"id": id_, "name": name, "x": x, "y": y, "width": 250, "height": 0,
            "color": "#10b981", "attributes": [
                {"id": f"{id_}_{n}", "name": a, "type": "INT", "isPrimaryKey": n == 0,
                 "isNullable": False} for n, a in enumerate(attributes)]}


def test_the_svg_names_every_table_column_and_type_as_text():
    found = texts(render_svg(DOCUMENT))
    for t in DOCUMENT["tables"]:
        assert t["name"] in found
        for attribute in t["attributes"]:
            assert attribute["name"] in found
    assert "VARCHAR(255)?" in found, "the type, with its length, and ? when nullable"
    assert found.count("PK") == 2 and "FK" in found and "UQ" in found


def test_the_svg_is_framed_like_the_editor_export():
    root = ET.fromstring(render_svg(DOCUMENT))
    x, y, width, height = map(float, root.get("viewBox").split())
    left = min(t["x"] for t in DOCUMENT["tables"])
    assert (x, y) == (left - PADDING, min(t["y"] for t in DOCUMENT["tables"]) - PADDING)
    assert (root.get("width"), root.get("height")) == (f"{width:g}", f"{height:g}")
    assert root.get("font-family").startswith("Inter")
    # One relation: its path, with the ticks of its two ends.
    assert len(root.findall(f"{SVG}g[@class='relations']/{SVG}path")) == 1


def test_names_are_escaped_and_forbidden_characters_dropped():
    name = 'a<b & "c" \'d\'\x01'
    svg = render_svg({"tables": [table("t", name, attributes=["x<y", "z&"])], "relations": []})
    assert b"a<b" not in svg and b"\x01" not in svg
    found = texts(svg)
    assert 'a<b & "c" \'d\'' in found and "x<y" in found and "z&" in found
    title = ET.fromstring(svg).find(f"{SVG}g/{SVG}title")
    assert title.text == 'a<b & "c" \'d\''


def test_a_long_name_is_cut_with_an_ellipsis():
    long = "commandes_" * 20
    found = texts(render_svg({"tables": [table("t", long, attributes=[long])],
                              "relations": []}))
    cut = [text for text in found if text.endswith("…")]
    assert len(cut) == 2 and all(long.startswith(text[:-1]) for text in cut)


def test_an_empty_diagram_is_a_small_picture_that_says_so():
    empty = {"format": 1, "tables": [], "relations": []}
    assert texts(render_svg(empty, empty="Diagramme vide")) == ["Diagramme vide"]
    picture = Image.open(io.BytesIO(render_png(empty)))
    assert picture.format == "PNG" and picture.size == (480, 120)


def test_the_png_is_twice_the_svg_and_shows_the_header_colours():
    root = ET.fromstring(render_svg(DOCUMENT))
    picture = Image.open(io.BytesIO(render_png(DOCUMENT)))
    assert picture.format == "PNG"
    assert picture.size == (2 * int(root.get("width")), 2 * int(root.get("height")))
    colors = {color for _, color in picture.convert("RGB").getcolors(maxcolors=1_000_000)}
    assert (99, 102, 241) in colors  # #6366f1, the tables' header band


def test_the_png_of_a_wide_diagram_is_capped_at_4096_pixels_a_side():
    wide = {"tables": [table(f"t{n}", f"table {n}", x=n * 400, attributes=["id"])
                       for n in range(60)], "relations": []}
    scene = build(wide)
    picture = Image.open(io.BytesIO(render_png(wide)))
    assert max(picture.size) == MAX_PNG_SIDE
    ratio = (picture.size[0] / picture.size[1]) / (scene.width / scene.height)
    assert abs(ratio - 1) < 0.02, "scaled down, not cropped nor stretched"


def test_a_large_diagram_draws_in_linear_size_and_reasonable_time():
    def diagram(count: int) -> dict:
        tables = [table(f"t{n}", f"table_{n}", x=(n % 50) * 300, y=(n // 50) * 300,
                        attributes=["id", "name", "owner_id"]) for n in range(count)]
        relations = [{"id": f"r{n}", "fromTableId": f"t{n}", "toTableId": f"t{n + 1}",
                      "fromAttributeId": f"t{n}_0", "toAttributeId": f"t{n + 1}_2",
                      "cardinality": {"from": "1", "to": "N"}} for n in range(count - 1)]
        return {"tables": tables, "relations": relations}

    small, large = len(render_svg(diagram(200))), len(render_svg(diagram(2000)))
    assert 9 < large / small < 11
    started = time.monotonic()
    picture = Image.open(io.BytesIO(render_png(diagram(2000))))
    assert max(picture.size) <= MAX_PNG_SIDE
    assert time.monotonic() - started < 20


def test_relations_end_with_a_bar_and_a_crows_foot_on_facing_sides():
    scene = build(DOCUMENT)
    link = scene.links[0]
    users, posts = scene.boxes
    assert link.points[0] == (users.x + users.width, users.anchor_y("a_users_id"))
    assert link.points[-1] == (posts.x, posts.anchor_y("a_posts_user"))
    assert link.ends == ("1", "N")


def test_a_document_with_odd_values_still_draws():
    odd = {"tables": [{"id": "t", "name": None, "x": "12", "y": None, "color": "red;x",
                       "attributes": [None, {"name": 3}]}],
           "relations": [{"fromTableId": "t", "toTableId": "missing"}, "nonsense"]}
    ET.fromstring(render_svg(odd))
    assert Image.open(io.BytesIO(render_png(odd))).format == "PNG"


AREA = {"id": "r1", "name": "Ventes", "x": -100, "y": -100, "width": 600, "height": 400,
        "color": "#ef4444"}
NOTE = {"id": "n1", "x": 700, "y": 0, "width": 200, "height": 80, "color": "#eab308",
        "text": "À revoir : les index des commandes, la clé de facturation, les dates et "
                "les montants des lignes"}


def test_areas_and_notes_are_drawn_under_the_tables_and_framed():
    doc = {"tables": [table("t", "commandes", attributes=["id"])], "relations": [],
           "areas": [AREA], "notes": [NOTE]}
    svg = render_svg(doc)
    root = ET.fromstring(svg)
    x, y, width, height = map(float, root.get("viewBox").split())
    assert (x, y) == (-100 - PADDING, -100 - PADDING)
    assert x + width == 900 + PADDING
    classes = [g.get("class") for g in root.findall(f"{SVG}g")]
    # The canvas's order: areas, relations, notes, then the tables on top.
    assert classes == ["area", "relations", "note", "table"]
    found = texts(svg)
    assert "Ventes" in found
    # The note's text wraps to its width and is cut, with « … », where the note ends.
    lines = [t for t in found if t not in ("Ventes", "commandes", "id", "INT", "PK")]
    assert len(lines) == 3 and lines[0].startswith("À revoir") and lines[-1].endswith("…")


def test_the_png_shows_the_areas_pale_fill_and_the_notes_band():
    doc = {"tables": [], "relations": [], "areas": [AREA], "notes": [NOTE]}
    picture = Image.open(io.BytesIO(render_png(doc))).convert("RGB")
    scene = build(doc)

    def pixel(x, y):
        return picture.getpixel((round((x - scene.x) * 2), round((y - scene.y) * 2)))

    assert pixel(400, 250) == (254, 240, 240)  # #ef4444 at 8 % over white
    assert pixel(800, 2) == (234, 179, 8)  # the note's band, its full colour
    assert pixel(880, 70) == (249, 234, 186)  # #eab308 at 28 % over white


def test_a_diagram_of_notes_alone_is_drawn_not_called_empty():
    doc = {"tables": [], "relations": [], "notes": [NOTE]}
    assert "Diagramme vide" not in texts(render_svg(doc))
