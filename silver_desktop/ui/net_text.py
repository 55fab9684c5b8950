"""A network game's words in the person's language: the server's error codes, the preset chat
messages, and what a dropped or ended connection means.

The server names an error by its code (``key`` ``net.error.<code>``, docs/network.md) and a chat
message by its id (``protocol.CHAT``); the words are the client's, in its own language. A code this
version does not know is shown as a general sentence, never as the server's English detail.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..net import protocol as p

translate = QCoreApplication.translate


def error_text(code: str) -> str:
    """The sentence for the server's error ``code``."""
    texts = {
        p.BAD_JSON: translate("Net", "The server could not read a message from this app."),
        p.BAD_MESSAGE: translate("Net", "The server refused a message from this app as malformed."),
        p.BAD_VERSION: translate("Net", "The server speaks another version of the game's protocol."),
        p.TOO_LARGE: translate("Net", "A message was too large for the server."),
        p.RATE_LIMITED: translate("Net", "Too many messages at once; the last one was dropped. Try again."),
        p.NO_ROOM: translate("Net", "This game no longer exists on its server."),
        p.WRONG_NODE: translate("Net", "This game is kept by another server at that address."),
        p.ROOM_FULL: translate("Net", "Every seat of this game is taken."),
        p.BAD_SECRET: translate("Net", "This seat's key is not valid for this game any more."),
        p.NOT_SEATED: translate("Net", "You do not have a seat in this game yet."),
        p.ALREADY_SEATED: translate("Net", "You already have a seat in this game."),
        p.NOT_STARTED: translate("Net", "The game has not started yet: seats are still open."),
        p.NOT_YOUR_TURN: translate("Net", "It is not your turn."),
        p.STALE_SEQ: translate("Net", "The game moved on before your move arrived. Choose again."),
        p.ILLEGAL_ACTION: translate("Net", "That move is not allowed now. Choose again."),
        p.CANNOT_UNDO: translate("Net", "The server did not allow the undo."),
        p.GAME_OVER: translate("Net", "The game is over."),
        p.BAD_SETTINGS: translate("Net", "The server refused the game's settings."),
        p.SERVER_FULL: translate("Net", "The server holds as many games as it can. Try again later."),
        p.NOT_STORED: translate(
            "Net", "The server could not save the last change; the game went back a step."
        ),
        "not-host": translate("Net", "Only the person who created the game can do that."),
        "bad-seat": translate("Net", "That seat cannot be changed."),
        "already-started": translate("Net", "The game has already started."),
    }
    return texts.get(code, translate("Net", "The server refused the request."))


def chat_text(preset: str) -> str:
    """The words of a preset chat message (``protocol.CHAT``)."""
    texts = {
        "hello": translate("Net", "Hello!"),
        "good-game": translate("Net", "Good game!"),
        "well-played": translate("Net", "Well played!"),
        "your-turn": translate("Net", "It is your turn."),
        "thanks": translate("Net", "Thank you!"),
        "oops": translate("Net", "Oops!"),
    }
    return texts.get(preset, "")


def chat_line(name: str, preset: str) -> str:
    """What ``name`` said with the preset ``preset``, as a line of the log."""
    return translate("Net", "{name}: “{message}”").format(name=name, message=chat_text(preset))


class NetWords(QObject):
    """A network game's sentences with a count in them (``self.tr`` gives them plural forms)."""

    def away(self, missed: int) -> str:
        """Before the moves played while the person's connection was down."""
        return self.tr("While you were away, %n move(s) were played:", "", missed)

    def not_shown(self, skipped: int) -> str:
        """How many of those moves the log does not tell (the oldest of very many)."""
        return self.tr("(the oldest %n of them are not shown here)", "", skipped)


def away_lines(missed: int, skipped: int, stood_in: bool = False) -> list[str]:
    """The log's words before the moves played while the person's connection was down (``missed``
    of them; the first ``skipped`` are not told); ``stood_in``: a bot played the person's turns
    meanwhile, so the lines that say "you" tell its moves."""
    words = NetWords()
    lines = [words.away(missed)] + ([words.not_shown(skipped)] if skipped else [])
    if stood_in:
        lines.append(
            translate(
                "Net", "A bot played your turns meanwhile: where these lines say “you”, it was the bot."
            )
        )
    return lines


def closed_text(why: str) -> str:
    """Why a network game cannot go on: a connection that failed, a game that ended early."""
    texts = {
        "lost": translate("Net", "Connection lost — reconnecting…"),
        "host-left": translate("Net", "The host left. The game has ended."),
        "server-closing": translate("Net", "The server is closing. The game has ended."),
        "unreachable": translate(
            "Net", "The game's server cannot be reached. Check the address and the network."
        ),
        "gone": translate("Net", "This game no longer exists on its server."),
        "back": translate("Net", "Connected again."),
    }
    return texts.get(why, translate("Net", "The connection to the game's server was closed."))


__all__ = ["NetWords", "away_lines", "chat_line", "chat_text", "closed_text", "error_text"]
