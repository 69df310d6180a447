"""ar catalogue."""

CATALOGUE: dict[str, str] = {}
