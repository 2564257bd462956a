"""`manage.py check_consistency`: lists the rows that break the workspace's rules
(web/core/consistency.py), each rule with the ids at fault; exits with status 1 if there is any."""

from django.core.management.base import BaseCommand, CommandError

from web.core.consistency import RULES, inconsistencies


class Command(BaseCommand):
    help = "Report rows of the workspace that break its rules (exit status 1 if any)."

    def handle(self, *args, **options) -> None:
        found = inconsistencies()
        if not found:
            self.stdout.write("No inconsistent row.")
            return
        for rule in RULES:
            if rule.name in found:
                ids = ", ".join(str(pk) for pk in found[rule.name])
                self.stdout.write(f"{rule.name} ({rule.description}): {ids}")
        total = sum(len(ids) for ids in found.values())
        raise CommandError(f"{total} inconsistent row(s) in {len(found)} rule(s).", returncode=1)
