"""The names the app gives seats, in the interface's language.

One person against bots sits as "You". When several people share the computer (hot-seat), "You"
would say nothing ("Pass the computer to You"), so each person without a name of their own gets a
real, friendly name (:func:`person_names`), never one of the bots' (:func:`bot_names`).

The strings keep the New Game dialog's translation context, where they were first written.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from .game_setup import Seat, SeatKind
from .language import number

#: The English seat name of the person playing against bots (the default setup's first seat).
YOU = "You"


def you() -> str:
    """The name of the one person playing against bots ("You")."""
    return QCoreApplication.translate("NewGameDialog", "You", "the person's seat name")


def bot_names() -> list[str]:
    """Four names for bot seats, in the interface's language."""
    return [
        QCoreApplication.translate("NewGameDialog", "Ada", "a bot's name"),
        QCoreApplication.translate("NewGameDialog", "Bo", "a bot's name"),
        QCoreApplication.translate("NewGameDialog", "Cy", "a bot's name"),
        QCoreApplication.translate("NewGameDialog", "Di", "a bot's name"),
    ]


def person_names() -> list[str]:
    """Four names for the people of a hot-seat game, in the interface's language (no bot's name)."""
    return [
        QCoreApplication.translate("NewGameDialog", "Mina", "a person's name in a hot-seat game"),
        QCoreApplication.translate("NewGameDialog", "Sam", "a person's name in a hot-seat game"),
        QCoreApplication.translate("NewGameDialog", "Leila", "a person's name in a hot-seat game"),
        QCoreApplication.translate("NewGameDialog", "Theo", "a person's name in a hot-seat game"),
    ]


def player_name(index: int) -> str:
    """The name of seat ``index`` (from 0) when nothing better is known: "Player 1"."""
    return QCoreApplication.translate("NewGameDialog", "Player %1").replace("%1", number(index + 1))


def is_you(name: str) -> bool:
    """Whether ``name`` is the "You" of a game against bots (in English or the interface's language)."""
    return name.strip() in (YOU, you())


def named_people(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """``seats`` with a real name for every person called "You" when more than one person plays:
    the first of :func:`person_names` not already taken. With one person, nothing changes."""
    if sum(seat.is_human for seat in seats) < 2:
        return tuple(seats)
    taken = {seat.name for seat in seats}
    free = [name for name in person_names() if name not in taken]
    out = []
    for seat in seats:
        if seat.is_human and is_you(seat.name) and free:
            seat = Seat(free.pop(0), seat.kind)
        out.append(seat)
    return tuple(out)


def file_seats(players: int) -> tuple[Seat, ...]:
    """The seats of a game file that does not name its players: a person and Medium bots."""
    bots = bot_names()
    return (Seat(you()), *(Seat(bots[i - 1], SeatKind.MEDIUM) for i in range(1, players)))


__all__ = [
    "YOU",
    "bot_names",
    "file_seats",
    "is_you",
    "named_people",
    "person_names",
    "player_name",
    "you",
]
