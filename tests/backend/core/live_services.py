"""A payment provider that claims to be live, for the deploy checks: production refuses only
providers in test mode. It is never called."""


class LiveProvider:
    name = "live"
    test_mode = False
