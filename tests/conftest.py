"""Shared pytest set-up for the whole test suite (kept at the rootdir; there is no tests/__init__.py).

Hypothesis profiles: ``dev`` (the default) keeps local runs quick, ``ci`` runs more
examples in a reproducible order. Choose one with the ``HYPOTHESIS_PROFILE``
environment variable; ``.ci/run`` sets ``HYPOTHESIS_PROFILE=ci``.
"""

import os

import pytest

# Qt tests run without a display unless one is asked for explicitly.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

try:
    from hypothesis import settings
except ImportError:  # hypothesis comes with the "test" extra; without it, property tests cannot run anyway
    pass
else:
    settings.register_profile("dev", max_examples=30, deadline=None)
    settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True, print_blob=True)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings, autosaves and statistics of tests go to a temporary folder, never the user's."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path_factory.mktemp("home")))
