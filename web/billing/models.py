from decimal import Decimal

from django.conf import settings
from django.db import models

UNLIMITED = -1


class Package(models.Model):
    """A plan. Operators edit plans in the Django admin; -1 means unlimited."""

    class Type(models.TextChoices):
        FREE = "free", "Gratuit"
        INDIVIDUAL = "individual", "Individuel"
        TEAM = "team", "Équipe"

    name = models.CharField("nom", max_length=60, unique=True)
    description = models.TextField("description", blank=True)
    package_type = models.CharField("type", max_length=20, choices=Type)
    monthly_price = models.DecimalField("prix mensuel (USD)", max_digits=8, decimal_places=2)
    annual_price = models.DecimalField("prix annuel (USD)", max_digits=9, decimal_places=2)
    display_order = models.PositiveIntegerField("ordre d'affichage", default=0)
    is_featured = models.BooleanField("mis en avant", default=False)
    is_active = models.BooleanField("proposé", default=True)
    is_default = models.BooleanField(
        "plan par défaut", default=False,
        help_text="Le plan de tout compte sans abonnement payant (un seul).",
    )
    max_diagrams = models.IntegerField("diagrammes", default=UNLIMITED)
    max_tables_per_diagram = models.IntegerField("tables par diagramme", default=UNLIMITED)
    max_team_members = models.IntegerField("membres d'équipe", default=0)
    max_versions_per_diagram = models.IntegerField("versions par diagramme", default=UNLIMITED)
    max_imports_per_month = models.IntegerField("imports SQL par mois", default=UNLIMITED)
    priority_support = models.BooleanField("support prioritaire", default=False)

    class Meta:
        verbose_name = "plan"
        ordering = ["display_order", "id"]
        constraints = [
            models.UniqueConstraint(fields=["is_default"], condition=models.Q(is_default=True),
                                    name="one_default_package"),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def is_free(self) -> bool:
        return self.monthly_price == 0

    @property
    def annual_savings(self) -> Decimal:
        return max(Decimal(0), self.monthly_price * 12 - self.annual_price)

    @property
    def savings_percentage(self) -> int:
        full = self.monthly_price * 12
        if full <= 0:
            return 0
        return int((self.annual_savings / full * 100).quantize(Decimal(1)))


class Subscription(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active", "Actif"
        TRIAL = "trial", "Essai"
        CANCELED = "canceled", "Annulé"
        EXPIRED = "expired", "Expiré"

    class Cycle(models.TextChoices):
        MONTHLY = "monthly", "Mensuel"
        ANNUAL = "annual", "Annuel"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscriptions"
    )
    package = models.ForeignKey(Package, on_delete=models.PROTECT, related_name="subscriptions")
    status = models.CharField(max_length=10, choices=Status, default=Status.ACTIVE)
    billing_cycle = models.CharField(max_length=10, choices=Cycle, default=Cycle.MONTHLY)
    start_date = models.DateTimeField()
    end_date = models.DateTimeField(null=True, blank=True)
    auto_renew = models.BooleanField(default=True)
    # The provider's reference for the customer's payment method and the last charge.
    provider = models.CharField(max_length=30, blank=True)
    provider_reference = models.CharField(max_length=100, blank=True)
    is_current = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "abonnement"
        ordering = ["-start_date", "-id"]
        constraints = [
            # Exactly one current subscription per user, so quota checks can lock that row.
            models.UniqueConstraint(fields=["user"], condition=models.Q(is_current=True),
                                    name="one_current_subscription"),
        ]

    def __str__(self) -> str:
        return f"{self.user} → {self.package} ({self.status})"


class Payment(models.Model):
    """One charge made through the payment provider (checkout or renewal)."""

    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE,
                                     related_name="payments")
    amount = models.DecimalField(max_digits=9, decimal_places=2)
    currency = models.CharField(max_length=3, default="USD")
    provider = models.CharField(max_length=30)
    provider_reference = models.CharField(max_length=100)
    period_start = models.DateTimeField()
    period_end = models.DateTimeField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "paiement"
        ordering = ["-created_at"]
        constraints = [
            # A renewal charged twice for the same period is impossible by construction.
            models.UniqueConstraint(fields=["subscription", "period_start"],
                                    name="one_payment_per_period"),
        ]

    def __str__(self) -> str:
        return f"{self.amount} {self.currency} for {self.subscription_id}"
