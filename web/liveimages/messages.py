"""French texts of the live image (drawn into the pictures themselves)."""

EMPTY = "Diagramme vide"
PREPARING = "Image du diagramme en préparation…"
