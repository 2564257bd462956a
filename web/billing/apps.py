from django.apps import AppConfig


class BillingConfig(AppConfig):
    name = "web.billing"
    label = "billing"
    verbose_name = "Abonnements"
