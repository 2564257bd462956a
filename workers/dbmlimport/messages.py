"""French reports of the DBML import about table groups and sticky notes."""

TABLE_IN_TWO_GROUPS = ("Table « {table} » déjà dans un autre groupe : elle reste dans le "
                       "premier, pas dans « {group} ».")
GROUP_NOTE = ("Groupe de tables « {group} » : sa note n'est pas importée (les zones du "
              "diagramme n'en ont pas).")
TOO_MANY_GROUPS = ("Plus de {n} groupes de tables : « {group} » n'est pas importé comme zone, "
                   "ses tables le sont.")
TOO_MANY_NOTES = "Plus de {n} notes : « {note} » n'est pas importée."
NOTE_CUT = "Note « {note} » : son texte est coupé à {n} caractères."
