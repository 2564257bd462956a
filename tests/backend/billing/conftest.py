import pytest

from .providers import DECLINING, RECORDING, RecordingProvider


@pytest.fixture
def declining_provider(settings):
    settings.PAYMENT_PROVIDER = DECLINING


@pytest.fixture
def recording_provider(settings) -> list[dict]:
    """The list of charges the provider received during the test."""
    RecordingProvider.charges.clear()
    settings.PAYMENT_PROVIDER = RECORDING
    yield RecordingProvider.charges
    RecordingProvider.charges.clear()
