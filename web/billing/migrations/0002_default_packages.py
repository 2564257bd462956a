from decimal import Decimal

from django.db import migrations

# Annual prices are 12 months at −20 %, rounded down to the cent.
DEFAULTS = [
    {
        "name": "Gratuit", "package_type": "free", "display_order": 0, "is_default": True,
        "description": "Pour découvrir Relata et modéliser de petits projets.",
        "monthly_price": Decimal("0"), "annual_price": Decimal("0"),
        "max_diagrams": 3, "max_tables_per_diagram": 30, "max_team_members": 0,
        "max_versions_per_diagram": 5, "max_imports_per_month": 0, "priority_support": False,
    },
    {
        "name": "Pro", "package_type": "individual", "display_order": 1, "is_featured": True,
        "description": "Pour les développeurs et architectes qui modélisent au quotidien.",
        "monthly_price": Decimal("9.99"), "annual_price": Decimal("95.90"),
        "max_diagrams": 50, "max_tables_per_diagram": 300, "max_team_members": 5,
        "max_versions_per_diagram": 50, "max_imports_per_month": 30, "priority_support": False,
    },
    {
        "name": "Équipe", "package_type": "team", "display_order": 2,
        "description": "Pour les équipes qui conçoivent leurs bases de données ensemble.",
        "monthly_price": Decimal("24.99"), "annual_price": Decimal("239.90"),
        "max_diagrams": -1, "max_tables_per_diagram": -1, "max_team_members": 50,
        "max_versions_per_diagram": -1, "max_imports_per_month": -1, "priority_support": True,
    },
]


def install(apps, schema_editor):
    Package = apps.get_model("billing", "Package")
    for fields in DEFAULTS:
        Package.objects.update_or_create(name=fields["name"], defaults=fields)


def remove(apps, schema_editor):
    apps.get_model("billing", "Package").objects.filter(
        name__in=[d["name"] for d in DEFAULTS]).delete()


class Migration(migrations.Migration):
    dependencies = [("billing", "0001_initial")]
    operations = [migrations.RunPython(install, remove)]
