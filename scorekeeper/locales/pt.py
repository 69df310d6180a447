"""pt catalogue."""

CATALOGUE: dict[str, str] = {}
