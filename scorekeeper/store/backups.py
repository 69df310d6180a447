"""Automatic rotating backups: point-in-time copies of the database folder.

A backup holds its own copy of each match file, so damage to a live file never reaches it.
A file unchanged since the previous backup (same size and modification time) is hard-linked
to that backup's copy instead of copied again: backups only share inodes with each other,
and backup files are never written after they are made.

A backup is made without the write lock (every live file is replaced atomically, so each copy
is a whole file), under a lock of its own: saves go on while it is made. It is built in a
hidden folder and renamed into place when complete; a rotated backup is renamed back to a
hidden name before it is deleted, so a crash never leaves a partial backup listed.
"""

from __future__ import annotations

import os
import shutil
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cached_property, partial
from pathlib import Path

from ..system.progress import Progress
from ..system.files import PRIVATE_FILE, flush_many, fsync_dir, read_regular, write_new
from .database import META_FILE, Database, match_files_in, stamp
from .errors import NotFound, StoreError, invalid_reason

KEEP = 10


@dataclass(frozen=True)
class Backup:
    """One snapshot: its folder name, when and why it was taken, how many matches it holds."""

    name: str
    path: Path
    reason: str

    @cached_property
    def matches(self) -> int:
        """How many match files the snapshot holds (counted when first asked: it reads the folder)."""
        return len(_files(self.path / "matches"))

    @property
    def taken(self) -> datetime:
        """When the snapshot was taken (UTC)."""
        return datetime.strptime(self.name.split("-", 1)[0], "%Y%m%dT%H%M%S%fZ").replace(tzinfo=timezone.utc)


def _link_or_copy(source: Path, target: Path) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def create_backup(db: Database, reason: str, keep: int = KEEP, progress: Progress | None = None) -> Backup:
    """Snapshot the database now and drop the oldest snapshots beyond ``keep``. ``progress``
    hears of each shard folder copied."""
    with db.backing_up():
        return _create_backup(db, reason, keep, progress)


def _create_backup(db: Database, reason: str, keep: int, progress: Progress | None = None) -> Backup:
    name = f"{stamp()}-{reason}"
    partial = db.backups_dir / f".{name}.partial"
    try:
        _fill(db, partial, progress)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)  # a full disk or a crash: no partial copy is left listed
        raise
    final = db.backups_dir / name
    partial.rename(final)
    if db.durable:
        fsync_dir(db.backups_dir)
    for old in list_backups(db)[keep:]:
        doomed = old.path.with_name(f".{old.name}.deleting")
        old.path.rename(doomed)
        if db.durable:
            fsync_dir(db.backups_dir)
    for leftover in db.backups_dir.glob(".*"):
        if _real_folder(leftover) and leftover.name.endswith((".partial", ".deleting")):
            shutil.rmtree(leftover, ignore_errors=True)
    return _describe(final)


def _fill(db: Database, partial: Path, progress: Progress | None = None) -> None:
    """Copy the live files into the hidden folder ``partial`` (hard links to the previous backup
    where a file has not changed since), all on disk before the folder is renamed into place:
    flushed together, once (``flush_many``), not one fsync per file. Paths are plain strings here:
    with 10,000 matches pathlib's own cost was most of an unchanged backup's."""
    (partial / "matches").mkdir(parents=True)
    previous = latest_backup(db)
    copied: list[str] = []
    folders = [partial / "matches", partial]
    shards = db.shards()
    if progress is not None:
        progress.start(len(shards), "Backing up")
    for shard in shards:
        if progress is not None:
            progress.advance()
        into = os.path.join(partial, "matches", shard.name)
        before = os.path.join(previous.path, "matches", shard.name) if previous else None
        os.mkdir(into)
        folders.append(Path(into))
        for name, live in _entries(str(shard)):
            target = os.path.join(into, name)
            try:
                if before is not None and _same_as(live, os.path.join(before, name)):
                    _link_or_copy(Path(before, name), Path(target))
                    continue
                _copy(Path(shard, name), Path(target), live)
            except FileNotFoundError:
                continue  # removed for good meanwhile (the trash was emptied): not part of the snapshot
            copied.append(target)
    meta = db.root / META_FILE
    if meta.exists():
        write_new(partial / META_FILE, meta.read_bytes(), PRIVATE_FILE)  # the table's key: the owner's alone
        copied.append(str(partial / META_FILE))
    if db.durable:
        flush_many(map(Path, copied), folders)


def _entries(shard: str) -> list[tuple[str, os.stat_result]]:
    """The match files of a shard (as ``match_files_in`` finds them) with their signatures."""
    found = []
    try:
        with os.scandir(shard) as entries:
            for entry in entries:
                if entry.name.endswith(".json") and not entry.name.startswith(".") \
                        and entry.is_file(follow_symlinks=False):
                    try:
                        found.append((entry.name, entry.stat(follow_symlinks=False)))
                    except FileNotFoundError:
                        pass
    except (FileNotFoundError, NotADirectoryError):
        pass
    return found


def _same_as(live: os.stat_result, earlier: str) -> bool:
    """Whether the previous backup's copy ``earlier`` has the live file's size and time."""
    try:
        copy = os.stat(earlier)
    except FileNotFoundError:
        return False
    return (live.st_size, live.st_mtime_ns) == (copy.st_size, copy.st_mtime_ns)


def _copy(source: Path, target: Path, stamp: os.stat_result) -> None:
    """A copy of the live file ``source`` with its modification time (the next backup compares it).
    ``stamp`` was taken before the bytes are read: a file replaced meanwhile looks changed next time."""
    write_new(target, read_regular(source))
    os.utime(target, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))


def _real_folder(path: Path) -> bool:
    """Whether ``path`` is a folder itself, not a link to one (links are never followed)."""
    try:
        return stat.S_ISDIR(path.lstat().st_mode)
    except OSError:
        return False


def _describe(path: Path) -> Backup:
    reason = path.name.split("-", 1)[1] if "-" in path.name else ""
    return Backup(path.name, path, reason)


def list_backups(db: Database) -> list[Backup]:
    """Every complete snapshot, newest first."""
    if not db.backups_dir.is_dir():
        return []
    found = [p for p in db.backups_dir.iterdir() if _real_folder(p) and not p.name.startswith(".")]
    return [_describe(path) for path in sorted(found, key=lambda p: p.name, reverse=True)]


def latest_backup(db: Database) -> Backup | None:
    """The newest snapshot, if any."""
    backups = list_backups(db)
    return backups[0] if backups else None


def backup_taken_today(db: Database) -> bool:
    """Whether a snapshot was taken today (UTC)."""
    latest = latest_backup(db)
    return latest is not None and latest.taken.date() == datetime.now(timezone.utc).date()


def restore_backup(db: Database, name: str, progress: Progress | None = None) -> Backup:
    """Make the database what snapshot ``name`` holds; the current state is snapshotted first.

    Call inside ``writing()``. Returns the snapshot of the state before the restore.
    """
    with db.backing_up():
        return _restore_backup(db, name, progress)


@dataclass(frozen=True)
class RestoreChanges:
    """What restoring a backup would do to the matches stored now (ids from file names)."""

    backup: str
    removed: tuple[str, ...]  # stored now, not in the backup: gone after the restore
    added: tuple[str, ...]  # in the backup only: back after the restore
    changed: tuple[str, ...]  # in both, different now: back to the backup's state
    unchanged: int


def _backup_folder(db: Database, name: str) -> Path:
    source = db.backups_dir / name
    if (not name or "/" in name or "\\" in name or name.startswith(".") or not _real_folder(source)
            or not _real_folder(source / "matches")):
        raise NotFound("no_backup", name=name, folder=db.backups_dir)
    return source


def _files(folder: Path) -> dict[Path, Path]:
    """The match files under ``folder`` (a matches folder), in real shard folders only."""
    found = {}
    try:
        with os.scandir(folder) as entries:
            shards = [Path(entry.path) for entry in entries if entry.is_dir(follow_symlinks=False)]
    except (FileNotFoundError, NotADirectoryError):
        return {}
    for shard in shards:
        for path in match_files_in(shard):
            found[path.relative_to(folder)] = path
    return found


def compare_backup(db: Database, name: str) -> RestoreChanges:
    """What restoring backup ``name`` would remove, bring back and change. Writes nothing."""
    source = _backup_folder(db, name)
    then, now = _files(source / "matches"), _files(db.matches_dir)

    def ids(paths: set[Path]) -> tuple[str, ...]:
        return tuple(sorted(path.stem for path in paths))

    both = set(then) & set(now)
    changed = {p for p in both if then[p].read_bytes() != now[p].read_bytes()}
    return RestoreChanges(name, ids(set(now) - set(then)), ids(set(then) - set(now)), ids(changed),
                          len(both) - len(changed))


def verify_backup(db: Database, name: str, progress: Progress | None = None) -> None:
    """StoreError unless every file of backup ``name`` reads and every match in it scores."""
    from ..rules import RuleError, score_match
    from .errors import CorruptFile
    from .storage import decode

    source = _backup_folder(db, name)
    found = sorted(_files(source / "matches").items())
    if progress is not None:
        progress.start(len(found), "Checking the backup")
    for relative, path in found:
        if progress is not None:
            progress.advance()
        try:
            stored = Database.decode_match(path, decode(path, path.read_bytes()))
            score_match(stored.match)
        except (CorruptFile, RuleError, OSError, KeyError, TypeError, ValueError, AttributeError) as error:
            reason = error.reason if isinstance(error, CorruptFile) else invalid_reason(error)
            raise StoreError("damaged_backup", name=name, file=relative, reason=reason) from None
    meta = source / META_FILE
    if meta.exists() or meta.is_symlink():
        try:
            decode(meta, read_regular(meta))
        except (CorruptFile, OSError) as error:
            reason = error.reason if isinstance(error, CorruptFile) else invalid_reason(error)
            raise StoreError("damaged_backup", name=name, file=META_FILE, reason=reason) from None


def _restore_backup(db: Database, name: str, progress: Progress | None = None) -> Backup:
    """Stage every file of the backup beside its target, then commit them (and the removal of the
    matches the backup does not hold) with one journal: a crash leaves the old state or, once
    the journal is written, one the next opening finishes (batch.py)."""
    from .batch import write_all

    source = _backup_folder(db, name)
    verify_backup(db, name, progress)
    before = _create_backup(db, "before-restore", keep=KEEP + 1, progress=progress)
    wanted = _files(source / "matches")
    remove = [path for path in db.match_files() if path.relative_to(db.matches_dir) not in wanted]
    files = [(db.matches_dir / relative, partial(read_regular, path)) for relative, path in sorted(wanted.items())]
    if (source / META_FILE).is_file():
        files.append((db.root / META_FILE, partial(read_regular, source / META_FILE)))
    if progress is not None:
        progress.start(len(files), "Restoring")
    write_all(db, files, remove, kind="restore", done="restored", tick=progress.advance if progress else None)
    return before
