from django.contrib.auth.models import AbstractUser
from django.db import models
from django.db.models.functions import Lower

from storage.files import public_store


class User(AbstractUser):
    class Theme(models.TextChoices):
        LIGHT = "light", "Clair"
        DARK = "dark", "Sombre"
        # Follows the device's light or dark setting. The default stays LIGHT (the spec's): an
        # account signed up from the site is created with the visitor's choice, « Système » unless
        # they picked one (see RegisterIn.theme).
        SYSTEM = "system", "Système"

    class Language(models.TextChoices):
        # French is the product's language (spec); English is offered beside it.
        FR = "fr", "Français"
        EN = "en", "English"

    email = models.EmailField("adresse email", max_length=254)
    # In the public store: an avatar is shown to anyone sharing a diagram, by a plain URL.
    avatar = models.ImageField("avatar", upload_to="avatars/", storage=public_store, blank=True,
                               max_length=255)
    bio = models.TextField("bio", blank=True, max_length=500)
    theme = models.CharField("thème", max_length=10, choices=Theme, default=Theme.LIGHT)
    language = models.CharField("langue", max_length=5, choices=Language, default=Language.FR,
                                db_default=Language.FR)
    last_seen = models.DateTimeField("vu pour la dernière fois", null=True, blank=True)

    class Meta:
        verbose_name = "utilisateur"
        verbose_name_plural = "utilisateurs"
        constraints = [
            # The API checks these too; the constraints settle the race of two sign-ups at once.
            models.UniqueConstraint(Lower("username"), name="user_username_ci_unique"),
            models.UniqueConstraint(
                Lower("email"), name="user_email_ci_unique", condition=~models.Q(email="")
            ),
        ]

    def __str__(self) -> str:
        return self.username
