"""The live image of a diagram (issue 17): the picture READMEs and wikis embed, as SVG and PNG.
Pure: no Django, no Celery (web/liveimages/ stores and serves what this draws)."""

from .png import message_png, render_png
from .scene import MAX_PNG_SIDE, RENDERER_VERSION
from .svg import message_svg, render_svg

__all__ = ["MAX_PNG_SIDE", "RENDERER_VERSION", "message_png", "message_svg", "render_png",
           "render_svg"]
