"""Messages for what pydantic reports about a document or a command: French message ids, read in
the active language (document/i18n.py)."""

from __future__ import annotations

from typing import Any

from .i18n import gettext_lazy as _
from .plural import plural

REQUIRED = _("Ce champ est obligatoire.")

MESSAGES = {
    "missing": REQUIRED,
    "string_too_short": _("Ce champ doit contenir au moins {min_length} caractères."),
    "string_too_long": _("Ce champ ne doit pas dépasser {max_length} caractères."),
    "string_type": _("Ce champ doit être une chaîne de caractères."),
    "string_pattern_mismatch": _("Ce champ n'a pas le format attendu."),
    "int_type": _("Ce champ doit être un nombre entier."),
    "int_parsing": _("Ce champ doit être un nombre entier."),
    "int_from_float": _("Ce champ doit être un nombre entier."),
    "float_type": _("Ce champ doit être un nombre."),
    "float_parsing": _("Ce champ doit être un nombre."),
    "finite_number": _("Ce champ doit être un nombre fini."),
    "bool_type": _("Ce champ doit valoir vrai ou faux."),
    "bool_parsing": _("Ce champ doit valoir vrai ou faux."),
    "literal_error": _("Valeur invalide. Valeurs possibles : {expected}."),
    "enum": _("Valeur invalide. Valeurs possibles : {expected}."),
    "list_type": _("Ce champ doit être une liste."),
    "dict_type": _("Ce champ doit être un objet."),
    "model_type": _("Ce champ doit être un objet."),
    "model_attributes_type": _("Ce champ doit être un objet."),
    "greater_than": _("Ce champ doit être supérieur à {gt}."),
    "greater_than_equal": _("Ce champ doit être supérieur ou égal à {ge}."),
    "less_than": _("Ce champ doit être inférieur à {lt}."),
    "less_than_equal": _("Ce champ doit être inférieur ou égal à {le}."),
    "too_short": _("Ce champ doit contenir au moins {min_length} éléments."),
    "too_long": _("Ce champ ne doit pas contenir plus de {max_length} éléments."),
    "uuid_parsing": _("Ce champ doit être un identifiant valide."),
    "datetime_parsing": _("Ce champ doit être une date valide."),
    "extra_forbidden": _("Ce champ n'est pas accepté."),
    "union_tag_invalid": _("Type de commande inconnu : {tag}."),
    "union_tag_not_found": _("Le type de la commande est obligatoire."),
    "value_error": "{error}",
}

# Messages whose count may be 0 or 1 (French singular): the limit they read, then the singular
# and plural forms, with the plain wording for « at least one ».
_COUNTED = {
    "string_too_short": ("min_length", _("Ce champ ne doit pas être vide."),
                         _("Ce champ doit contenir au moins {n} caractères.")),
    "too_short": ("min_length", _("Ce champ doit contenir au moins un élément."),
                  _("Ce champ doit contenir au moins {n} éléments.")),
    "string_too_long": ("max_length", _("Ce champ ne doit pas dépasser {n} caractère."),
                        _("Ce champ ne doit pas dépasser {n} caractères.")),
    "too_long": ("max_length", _("Ce champ ne doit pas contenir plus de {n} élément."),
                 _("Ce champ ne doit pas contenir plus de {n} éléments.")),
}


def french_message(error: dict[str, Any], extra: dict[str, str] | None = None) -> str:
    kind = error.get("type", "")
    ctx = dict(error.get("ctx") or {})
    template = (extra or {}).get(kind) or MESSAGES.get(kind)
    if template is None:
        return str(_("Valeur invalide."))
    counted = _COUNTED.get(kind)
    if counted and not (extra or {}).get(kind) and isinstance(ctx.get(counted[0]), int):
        return plural(ctx[counted[0]], counted[1], counted[2])
    if kind == "value_error":
        ctx["error"] = str(ctx.get("error") or error.get("msg", "")).removeprefix("Value error, ")
    try:
        return template.format(**ctx)
    except (KeyError, IndexError):
        return str(_("Valeur invalide."))
