"""Storage errors and notices are Messages with catalogue keys: every language words them, and no
English sentence is built where they are raised."""

from __future__ import annotations

import ast
import json
import os
import threading
from pathlib import Path

import pytest

from builders import OTHER_LANGUAGES, ROOT
from scorekeeper.words.english import ENGLISH
from scorekeeper.words.i18n import Translator
from scorekeeper.rules.messages import Message
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.store import Busy, NewerSchema, NotFound, StoreError
from scorekeeper.store.database import META_FILE
from scorekeeper.store.errors import STORE_TEXTS

OTHERS = list(OTHER_LANGUAGES)
ENGLISH_WORDS = ("could not", "cannot", "nothing was", "was moved", "the match file", "backup", "the file is")


def damaged_database(root: Path) -> tuple[Scorekeeper, list[Message], list[StoreError]]:
    """A database with a damaged match, a link and a newer match in matches' places, and the
    refusals met when reading it: what a session is told, as Messages."""
    service = Scorekeeper.open(root, lock_timeout=0.05, durable=False)
    ids = [service.matches.start_match("cardems-tarneeb").id for _ in range(4)]
    service.db.match_path(ids[0]).write_bytes(b"{not json")
    newer = service.db.match_path(ids[1])
    data = json.loads(newer.read_bytes())
    for record in data["match"].values():
        record["schema"] = 99
    newer.write_text(json.dumps(data))
    linked = service.db.match_path(ids[2])
    linked.unlink()
    os.symlink(root / META_FILE, linked)
    service.reading.list_matches()
    errors: list[StoreError] = []
    for match_id in (*ids[:3], "no-such-match"):
        try:
            service.reading.view(match_id)
        except StoreError as error:
            errors.append(error)
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        with service.db.writing():
            holding.set()
            release.wait(5)

    holder = threading.Thread(target=hold)
    holder.start()
    holding.wait(5)
    try:
        service.matches.start_match("cardems-spades")
    except Busy as error:
        errors.append(error)
    finally:
        release.set()
        holder.join()
    notices = list(service.reading.notices)
    return service, notices, errors


def test_storage_notices_and_errors_are_messages_from_the_catalogue(tmp_path: Path) -> None:
    _, notices, errors = damaged_database(tmp_path)
    kinds = {type(error) for error in errors}
    assert {Busy, NotFound, NewerSchema} <= kinds and len(notices) >= 3
    for said in [*notices, *(error.message for error in errors)]:
        assert isinstance(said, Message) and said.key in ENGLISH
    assert all(str(error) == str(error.message) for error in errors)  # the command line's English


@pytest.mark.parametrize("language", OTHERS)
def test_every_language_words_storage_notices_and_errors(tmp_path: Path, language: str) -> None:
    _, notices, errors = damaged_database(tmp_path)
    t = Translator(language)
    worded = [t.message(notice) for notice in notices] + [t.error(error) for error in errors]
    english = [str(notice) for notice in notices] + [str(error) for error in errors]
    for text, source in zip(worded, english, strict=True):
        assert text != source and "{" not in text
        assert not any(words in text for words in ENGLISH_WORDS), text


def test_an_unexpected_error_is_named_by_its_kind_never_by_its_english() -> None:
    text = Translator("tr").error(KeyError("an English sentence from deep inside"))
    assert "KeyError" in text and "English sentence" not in text


def _raised_or_noticed(tree: ast.AST) -> list[ast.Call]:
    calls = []
    errors = {"StoreError", "CorruptFile", "NewerSchema", "Busy", "NotFound", "CannotWrite"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in errors or (name == "append" and "notices" in ast.unparse(node.func)):
                calls.append(node)
    return calls


@pytest.mark.parametrize("path", [*sorted((ROOT / "scorekeeper/store").glob("*.py")),
                                  *sorted((ROOT / "scorekeeper/services").glob("*.py"))],
                         ids=lambda path: f"{path.parent.name}/{path.name}")
def test_no_storage_error_or_notice_is_an_english_sentence(path: Path) -> None:
    for call in _raised_or_noticed(ast.parse(path.read_text())):
        first = call.args[0] if call.args else None
        assert not isinstance(first, ast.JoinedStr), f"{path.name}:{call.lineno} builds an English sentence"
        if isinstance(first, ast.Constant) and isinstance(first.value, str) and "notices" not in ast.unparse(call):
            name = call.func.id if isinstance(call.func, ast.Name) else ""
            key = first.value if name != "CannotWrite" else f"write.{first.value}"
            assert f"store.{key}" in STORE_TEXTS, f"{path.name}:{call.lineno}: no text for store.{key}"
