"""The live image of a diagram (issue 17): the picture READMEs and wikis embed, as SVG and PNG.
Pure: no Django, no Celery (web/liveimages/ stores and serves what this draws)."""

from .png import message_png, render_png
from .scene import MAX_PNG_SIDE, RENDERER_VERSION, build
from .svg import message_svg, render_svg


def render_both(document: dict, *, empty: str = "Diagramme vide") -> dict[str, bytes]:
    """The SVG and the PNG of `document`, laid out once."""
    scene = build(document)
    return {"svg": render_svg(document, empty=empty, scene=scene),
            "png": render_png(document, empty=empty, scene=scene)}

__all__ = ["MAX_PNG_SIDE", "RENDERER_VERSION", "message_png", "message_svg", "render_both",
           "render_png", "render_svg"]
