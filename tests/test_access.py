"""The table PIN: constant-time check, five wrong tries lock a phone out for a minute, twenty from
all phones lock every phone."""

from __future__ import annotations

from scorekeeper.ui.access import LOCKOUT_SECONDS, PIN_TRIES, Access, Table


def test_five_wrong_pins_lock_a_phone_out_for_a_minute() -> None:
    table = Table("http://x", pin="123456")
    for n in range(PIN_TRIES - 1):
        assert table.try_pin("phone", "000000", now=n) == (False, 0.0)
    assert table.try_pin("phone", "000000", now=10) == (False, LOCKOUT_SECONDS)
    accepted, wait = table.try_pin("phone", "123456", now=20)
    assert not accepted and 0 < wait <= LOCKOUT_SECONDS  # the right PIN waits out the minute too
    assert table.try_pin("other", "123 456", now=20) == (True, 0.0)  # spaces as it is read out
    assert table.try_pin("phone", "123456", now=10 + LOCKOUT_SECONDS) == (True, 0.0)


def test_many_phones_guessing_together_are_stopped() -> None:
    table = Table("http://x", pin="123456")
    for n in range(20):
        table.try_pin(f"phone{n}", "000000", now=1)
    accepted, wait = table.try_pin("newcomer", "123456", now=2)
    assert not accepted and wait > 0


def test_roles_come_from_the_guards_mark() -> None:
    assert Access.of_user_agent("Mozilla scorekeeper-role/host", shared=True).can_change
    assert not Access.of_user_agent("Mozilla scorekeeper-role/table", shared=True).can_change
    assert not Access.of_user_agent("Mozilla", shared=True).can_change
    assert Access.of_user_agent("anything", shared=False).can_change  # not shared: every screen is the host's
    assert len(Table("http://x").pin) == 6 and Table("http://x").pin.isdigit()
