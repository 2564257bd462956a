"""French texts of the live image (drawn into the pictures themselves)."""

from django.utils.translation import gettext_lazy as _

EMPTY = _("Diagramme vide")
PREPARING = _("Image du diagramme en préparation…")
