"""French reports of the DBML import about table groups and sticky notes (English in locale/)."""

from document.i18n import gettext_lazy as _

TABLE_IN_TWO_GROUPS = _("Table « {table} » déjà dans un autre groupe : elle reste dans le "
                        "premier, pas dans « {group} ».")
GROUP_NOTE = _("Groupe de tables « {group} » : sa note n'est pas importée (les zones du "
               "diagramme n'en ont pas).")
TOO_MANY_GROUPS = _("Plus de {n} groupes de tables : « {group} » n'est pas importé comme "
                    "zone, ses tables le sont.")
TOO_MANY_NOTES = _("Plus de {n} notes : « {note} » n'est pas importée.")
NOTE_CUT = _("Note « {note} » : son texte est coupé à {n} caractères.")
