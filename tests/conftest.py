"""Shared pytest set-up: Hypothesis profiles, and writes without fsync where durability is not tested.

Hypothesis has no time limits (shared, noisy machines). ``make test`` picks the profile by the
environment: ``ci`` (CI=true, as .ci/run sets) runs every property test in full; ``dev`` runs a
fifth of the examples for a quicker answer while working. HYPOTHESIS_PROFILE names one outright.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from scorekeeper.system import files

FULL_EXAMPLES = 150
QUICK_SHARE = 5  # the dev profile runs 1/5 of every test's examples

settings.register_profile(
    "ci",
    deadline=None,
    max_examples=FULL_EXAMPLES,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.register_profile("dev", settings.get_profile("ci"), max_examples=FULL_EXAMPLES // QUICK_SHARE)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI", "").lower() in ("1", "true") else "dev")
settings.load_profile(PROFILE)


def pytest_report_header() -> str:
    return f"hypothesis profile: {PROFILE} ({settings.default.max_examples} examples a test)"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "durable: the test checks durability, so the store's fsyncs are real")


@pytest.fixture(autouse=True)
def _fsync_only_where_durability_is_tested(request: pytest.FixtureRequest,
                                           monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Skip fsync in this process unless the test is marked ``durable``: files are still written to a
    temporary name and renamed into place, so what is read back is the same; only the flush to the
    disk is left out. Processes a test starts (servers, killed writers) always fsync."""
    if request.node.get_closest_marker("durable") is None:
        monkeypatch.setattr(os, "fsync", _no_fsync)
        if files.syncfs is not None:
            monkeypatch.setattr(files, "syncfs", _no_syncfs)
    yield


def _no_fsync(fd: int) -> None:
    os.fstat(fd)  # a closed or bad descriptor still fails, as fsync would


def _no_syncfs(fd: int) -> int:
    os.fstat(fd)
    return 0
