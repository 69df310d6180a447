"""``python -m scorekeeper.site [FOLDER]``: build the phone-alone site (default ``build/site``)."""

from __future__ import annotations

import sys
from pathlib import Path

from .build import build
from .client import ClientChanged


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("build/site")
    try:
        site = build(out)
    except (ClientChanged, OSError) as error:
        print(f"scorekeeper site: {error}", file=sys.stderr)
        return 1
    size = sum(site.files.values())
    print(f"Built {site.folder} (version {site.version}): {len(site.files)} files, {size / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
