"""The story of one action, told once for everything that shows it: the table, the log, the caption.

:func:`tell` turns the events of one action (already redacted for the seat the table shows) into a
:class:`Story`: the *beats* the table plays one after another (a card travelling from where it was to
where it went, a card turning over, a private look held until the person continues...), the log's
lines, the caption shown at the acting seat, the places the move touched (highlighted until the next
move) and a banner for what concerns everyone (a call, a final turn). The table (``table/scene.py``),
the log and the caption all read the same story, so they cannot disagree.

Beats name places as engine events do (``village:S:I``, ``deck``, ``pile``, ``hand:S``, ``limbo:S``...);
a beat shows a face only if the redacted event carries one, so no beat can show a card the seat may
not see. This module holds no Qt objects.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication

from ..engine import events as ev
from ..engine.events import Event
from ..engine.view import PlayerView, card_view
from .language import localized
from .log_text import described

translate = QCoreApplication.translate

# Beat kinds.
MOVE = "move"  #: a card travels from ``at`` to ``to`` (showing ``face`` if the seat may see it)
FLIP = "flip"  #: the card at ``at`` turns over to ``face`` (None: its back)
LOOK = "look"  #: the viewer secretly looks at the card at ``at`` (``face``): held until they continue
PAUSE = "pause"  #: everybody looks at the table for a moment (a revealed set, a turned deck)
GATHER = "gather"  #: the facedown cards of village ``seat`` are gathered and shuffled (the Thing)

#: The key of a round's scoring params (:func:`round_end_split`) under which the token's move lies:
#: ``(seat, active)``, who takes it and whether its power is on next round.
NEXT_TOKEN = "next_token"

#: The most log lines a caption repeats (the log has them all).
CAPTION_LINES = 3
_NOT_IN_CAPTIONS = frozenset(
    {ev.TURN_STARTED, ev.ROUND_STARTED, ev.ROUND_ENDED, ev.ROUND_SCORED, ev.TOKEN_MOVED, ev.GAME_OVER}
)


@attrs.frozen
class Beat:
    """One thing the table shows, in order."""

    kind: str
    at: str = ""
    to: str = ""
    face: str | None = None
    seat: int = -1


@attrs.frozen
class Story:
    """Everything one action shows, for one seat."""

    beats: tuple[Beat, ...] = ()
    #: the log's lines for this seat
    lines: tuple[str, ...] = ()
    #: who acted (-1 for none, e.g. the set-up of a round)
    actor: int = -1
    #: a short account of another seat's move, shown at that seat ("" for the viewer's own moves)
    caption: str = ""
    #: places of the new view that the move touched (cards to highlight until the next move)
    touched: frozenset[str] = frozenset()
    #: a message for everyone: a call, a final turn ("" for none)
    banner: str = ""
    #: a new round was dealt (the table is laid out afresh)
    dealt: bool = False
    #: the seat whose turn began with this action (-1 for none): its next move starts a new caption
    turn_of: int = -1
    #: someone called for the vote with this action
    called: bool = False
    #: another seat's looks at cards of one village, when they are all this action did (a
    #: Psychic's or a Beholder's look: one look a decision), for :func:`continued`
    peeks: tuple[Event, ...] = ()
    #: the caption tells the actor's previous story again with this one: it replaces that line
    extends: bool = False
    #: the actor declared a set ("Bo declared a set."): the set's reveal, a few decisions on, tells
    #: it again with the cards shown, and takes that caption line's place (see :attr:`reveals_set`)
    declares_set: bool = False
    #: the actor showed the cards of a set (matched or not)
    reveals_set: bool = False

    @property
    def looks(self) -> tuple[Beat, ...]:
        """The viewer's private looks, which the table holds until the person continues."""
        return tuple(b for b in self.beats if b.kind == LOOK)


def tell(
    events: Sequence[Event],
    viewer: int,
    names: Sequence[str],
    new: PlayerView,
    lang: str = "en",
    pile: Sequence[str | None] | None = None,
) -> Story:
    """The story of one action's ``events`` (already redacted for ``viewer``), ending in view ``new``;
    ``pile``: the discard pile before them, as the log follows it (:func:`~.log_text.pile_after`)."""
    beats: list[Beat] = []
    touched: list[str] = []
    actor = -1
    banner = ""
    dealt = called = False
    turn_of = -1
    declares_set = reveals_set = False
    for e in events:
        p = e.params
        if e.kind == ev.ACTED:
            actor = int(p.get("seat", -1))
            declares_set = str(p.get("action", "")) == "set"
        elif e.kind == ev.DEALT:
            dealt = True
        elif e.kind == ev.MOVED:
            face = p.get("type")
            beats.append(Beat(MOVE, str(p["src"]), str(p["dst"]), face if isinstance(face, str) else None))
            touched.append(str(p["dst"]))
        elif e.kind == ev.FLIPPED:
            face = p.get("type") if p.get("faceup") else None
            beats.append(Beat(FLIP, str(p["at"]), face=face if isinstance(face, str) else None))
            touched.append(str(p["at"]))
        elif e.kind == ev.PEEKED:
            at = str(p.get("at", ""))
            seat = int(p.get("seat", -1))
            if seat == viewer and isinstance(p.get("type"), str) and at.startswith("village:"):
                beats.append(Beat(LOOK, at, face=str(p["type"]), seat=seat))
            if at.startswith("village:"):
                touched.append(at)  # everyone sees who looks at which card
        elif e.kind in (ev.SET_REVEALED, ev.DECK_TURNED):
            beats.append(Beat(PAUSE))
            reveals_set = reveals_set or e.kind == ev.SET_REVEALED
        elif e.kind == ev.SHUFFLED:
            beats.append(Beat(GATHER, seat=int(p["village"])))
        elif e.kind == ev.CALLED:
            called = True
            banner = _called(int(p["seat"]), viewer, names)
        elif e.kind == ev.TURN_STARTED:
            turn_of = int(p["seat"])
            if new.caller >= 0 and turn_of != new.caller and not dealt:  # after the call's sentence
                banner = " ".join(filter(None, (banner, _final_turn(turn_of, viewer, names))))
    told = described(events, viewer, names, lang, pile)
    lines = tuple(line for _, line in told)
    caption = ""
    peeks: tuple[Event, ...] = ()
    if actor >= 0 and actor != viewer and not dealt:
        caption = _caption(told, actor, names, lang)
        if told and all(kind in _NOT_IN_CAPTIONS or kind == ev.PEEKED for kind, _ in told):
            peeks = tuple(e for e in events if _a_look_of(e, actor))
    return Story(
        tuple(beats),
        lines,
        actor,
        caption,
        frozenset(spot for place in touched if (spot := _view_place(place, new)) is not None),
        localized(banner, lang) if banner else "",
        dealt,
        turn_of,
        called,
        peeks,
        declares_set=declares_set,
        reveals_set=reveals_set,
    )


def continued(
    story: Story, before: Story | None, viewer: int, names: Sequence[str], lang: str = "en"
) -> Story:
    """``story`` as the table tells it after ``before`` (the story told just before it, None for
    none): when both are the same player's looks at cards of one village (a Psychic looks at up to
    three cards, one decision a look), its caption tells all those looks in one sentence ("Bo looked
    at the 1st, 3rd and 4th cards of their village.") and replaces ``before``'s line (:attr:`~Story.extends`);
    otherwise ``story`` as it is. The log keeps a line for each look."""
    if not story.peeks or before is None or not before.peeks or before.actor != story.actor:
        return story
    peeks = before.peeks + story.peeks
    told = [(kind, line) for kind, line in described(peeks, viewer, names, lang) if kind == ev.PEEKED]
    if len(told) != 1:  # looks at two villages: told one by one
        return story
    return attrs.evolve(story, peeks=peeks, caption=_caption(told, story.actor, names, lang), extends=True)


def _caption(told: Sequence[tuple[str, str]], actor: int, names: Sequence[str], lang: str) -> str:
    """The caption of ``actor``'s move from its log lines (with their events' kinds): what was done,
    not who plays next nor how the round was scored (the table shows those)."""
    shown = [line for kind, line in told if kind not in _NOT_IN_CAPTIONS]
    caption = " ".join(shown[:CAPTION_LINES]) + (" …" if len(shown) > CAPTION_LINES else "")
    if caption and names[actor] not in caption:  # say whose move it was
        whose = translate("Story", "{name}: {what}", "whose move a caption tells")
        caption = whose.format(name=names[actor], what=caption)
    return localized(caption, lang) if caption else ""


def _a_look_of(e: Event, seat: int) -> bool:
    """Whether ``e`` is ``seat``'s look at a village card whose face the reader does not see."""
    at = str(e.params.get("at", ""))
    return (
        e.kind == ev.PEEKED
        and e.params.get("seat") == seat
        and at.startswith("village:")
        and "type" not in e.params
    )


def round_end_split(events: Sequence[Event]) -> tuple[list[Event], dict[str, Any] | None, list[Event]]:
    """An action's events cut where a round ends: the events up to its scoring (and the token's
    move), the scoring event's params (None when no round ends; with the token's move, if any, as
    ``(seat, active)`` under :data:`NEXT_TOKEN`), and the rest (the next deal, or the game's end),
    which the table tells once the person has seen the round end."""
    scored = next((e for e in events if e.kind == ev.ROUND_SCORED), None)
    if scored is None:
        return list(events), None, []
    cut = next(
        (
            k
            for k, e in enumerate(events)
            if e.kind in (ev.ROUND_STARTED, ev.GAME_OVER) and k > events.index(scored)
        ),
        None,
    )
    cut = len(events) if cut is None else cut
    params = dict(scored.params)
    moved = next((e for e in events[:cut] if e.kind == ev.TOKEN_MOVED), None)
    if moved is not None:
        params[NEXT_TOKEN] = (int(moved.params.get("seat", -1)), bool(moved.params.get("active")))
    return list(events[:cut]), params, list(events[cut:])


def revealed(v: PlayerView, scored: Mapping[str, Any], events: Sequence[Event] = ()) -> PlayerView:
    """The table at a round's scoring: ``v`` with every village as the scoring event lists it, every
    card face up (all are revealed then, RULES.md §7.3), the token on its card, nothing in hand; the
    pile and the deck as the moves among ``events`` (the round's last action, as :func:`tell` gets
    them) left them, so a card discarded by the last action lies on the pile."""
    pile, deck = list(v.pile), list(v.deck)
    for e in events:
        if e.kind != ev.MOVED:
            continue
        src, dst, faceup = str(e.params["src"]), str(e.params["dst"]), bool(e.params.get("faceup"))
        face = e.params.get("type") if faceup and isinstance(e.params.get("type"), str) else None
        depth = src.partition(":")[2]
        if src == "pile" and pile:
            pile.pop()
        elif src.startswith("pile:") and depth.isdigit() and int(depth) < len(pile):
            pile.pop(len(pile) - 1 - int(depth))
        elif src == "deck" and deck:
            deck.pop(0)
        if dst == "pile":
            pile.append(card_view(face, True))
        elif dst == "pile:bottom":
            pile.insert(0, card_view(face, faceup))
        elif dst == "deck":
            deck.insert(0, card_view(face, faceup))
        elif dst == "deck:bottom":
            deck.append(card_view(face, faceup))
    cards = scored.get("cards") or []
    token = scored.get("token_card")
    villages = tuple(
        tuple(
            card_view(str(card.get("type")), True, amulet=f"village:{seat}:{i}" == token)
            for i, card in enumerate(row)
            if isinstance(card, Mapping)
        )
        for seat, row in enumerate(cards)
    )
    if len(villages) != v.players:
        return v
    return attrs.evolve(
        v, villages=villages, pile=tuple(pile), deck=tuple(deck), hand=(), limbo=(), legal=(), pending=None
    )


def _called(seat: int, viewer: int, names: Sequence[str]) -> str:
    if seat == viewer:
        return translate("Story", "You called for a vote: every other player has one final turn.")
    return translate("Story", "{name} called for a vote: every other player has one final turn.").format(
        name=names[seat]
    )


def _final_turn(seat: int, viewer: int, names: Sequence[str]) -> str:
    if seat == viewer:
        return translate("Story", "Your final turn: you may not call.")
    return translate("Story", "Final turn: {name}.").format(name=names[seat])


def _view_place(place: str, v: PlayerView) -> str | None:
    """The table place (a card of view ``v``) that an event place ends up as, if a card lies there."""
    zone, _, rest = place.partition(":")
    if zone == "village":
        seat, _, index = rest.partition(":")
        try:
            return place if int(index) < len(v.villages[int(seat)]) else None
        except (ValueError, IndexError):
            return None
    if zone == "pile" and v.pile and rest in ("", "bottom"):
        return f"pile:{len(v.pile) - 1}" if rest == "" else "pile:0"
    if zone == "pile" and rest.isdigit() and int(rest) < len(v.pile):  # D below the top
        return f"pile:{len(v.pile) - 1 - int(rest)}"
    if zone == "area" and rest.isdigit() and int(rest) < len(v.area):
        return place
    return None


__all__ = [
    "FLIP",
    "GATHER",
    "LOOK",
    "MOVE",
    "NEXT_TOKEN",
    "PAUSE",
    "Beat",
    "Story",
    "continued",
    "revealed",
    "round_end_split",
    "tell",
]
