"""Benchmarks: `make bench` runs them and prints ratios measured in one run."""
