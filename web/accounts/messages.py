"""Messages of the accounts area; tests import them instead of repeating the text. The French
text is the message id (gettext_lazy): read in the language of the request (locale/en/)."""

from django.utils.translation import gettext_lazy as _

INVALID_CREDENTIALS = _("Identifiants invalides")
USERNAME_TAKEN = _("Ce nom d'utilisateur est déjà utilisé")
EMAIL_TAKEN = _("Cet email est déjà utilisé")
USERNAME_TOO_SHORT = _("Le nom d'utilisateur doit contenir au moins {n} caractères.")
USERNAME_TOO_LONG = _("Le nom d'utilisateur ne doit pas dépasser {n} caractères.")
EMAIL_INVALID = _("Saisissez une adresse email valide.")
TOO_MANY_LOGIN_ATTEMPTS = _("Trop de tentatives de connexion. Réessayez dans quelques minutes.")
CURRENT_PASSWORD_REQUIRED = _("Veuillez entrer votre mot de passe actuel")
NEW_PASSWORD_REQUIRED = _("Veuillez entrer un nouveau mot de passe")
PASSWORD_TOO_SHORT = _("Le nouveau mot de passe doit contenir au moins 8 caractères")
CURRENT_PASSWORD_WRONG = _("Mot de passe actuel incorrect")
INVALID_REFRESH = _("Votre session a expiré. Veuillez vous reconnecter.")
AVATAR_NOT_IMAGE = _("Veuillez sélectionner une image")
AVATAR_TOO_LARGE = _("L'image ne doit pas dépasser 2MB")
DELETE_OTHER_USER = _("Vous ne pouvez supprimer que votre propre compte.")
SEARCH_TOO_SHORT = _("Saisissez au moins 2 caractères.")
BIO_TOO_LONG = _("La bio ne doit pas dépasser 500 caractères.")
