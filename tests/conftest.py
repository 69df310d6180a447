"""Shared pytest set-up: hypothesis without time limits (shared, noisy machines)."""

from hypothesis import HealthCheck, settings

settings.register_profile(
    "scorekeeper",
    deadline=None,
    max_examples=150,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile("scorekeeper")
