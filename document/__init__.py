"""The diagram document (DESIGN.md §3): its shape, constants, commands and reducer, once.

Pure: no Django, no Celery. The server (web/), the workers (workers/) and, through generated
files, the editor (frontend/src/editor/model/generated/) all take the document from here.
"""
