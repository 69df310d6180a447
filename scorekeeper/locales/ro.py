"""ro catalogue."""

CATALOGUE: dict[str, str] = {}
