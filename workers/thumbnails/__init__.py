from .render import render_thumbnail

__all__ = ["render_thumbnail"]
