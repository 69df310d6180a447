"""Scorekeeper: the score keeper for partnership trick-taking games played at a real table."""

__version__ = "0.1.0"
