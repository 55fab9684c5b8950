"""The game log in words: one short sentence per engine event, written for one seat.

:func:`describe` turns an :class:`~silver_desktop.engine.events.Event` into a sentence for the player
at ``seat`` ("You drew the Witch.", "Ada looked at the 2nd card of your village."). It redacts the
event first (:meth:`Event.for_seat`), so a card is named only when that seat may see its face.

Every sentence is an English source string passed *literally* to ``QCoreApplication.translate`` in
the ``GameLog`` context, so that ``pyside6-lupdate`` extracts it; the placeholders (``{name}``,
``{card}``, ``{at}``...) are filled in *after* translation. Card names come from
:func:`silver_desktop.i18n.card_name`. Places (``village:2:3``, ``pile:1``, ``hand:0``...) become noun
phrases such as "the 4th card of Bo's village".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import events as ev
from ..engine.actions import Action
from ..engine.errors import ActionParseError
from ..engine.events import Event
from ..i18n import card_name
from .language import localized, ordinal

# Cards that a sentence names by their role rather than by an event's ``type``.
BLOB = "coin.blob"
BODYGUARD = "silver.bodyguard"
CLEANER = "promo.cleaner"
COMMANDER = "promo.commander"
CON_ARTIST = "coin.con_artist"
COW = "bullet.cow"
CURATOR = "coin.curator"
EMPATH = "silver.empath"
HUNTER = "bullet.hunter"
MARKSMAN = "bullet.marksman"
MORTICIAN = "bullet.mortician"
NOSFERATU = "coin.nosferatu"
NOSTRO = "coin.nostro"
PIXIE = "coin.pixie"
PRIEST = "bullet.priest"
REGIFTER = "coin.regifter"
THING = "bullet.thing"
VILLAGE_IDIOT = "coin.village_idiot"


def _cap(text: str) -> str:
    """``text`` with its first letter in upper case (for a phrase that starts a sentence)."""
    return text[:1].upper() + text[1:]


def _parse(place: object) -> tuple[str, tuple[str, ...]]:
    """Split a place name (``village:2:3``) into its zone and the rest (``("village", ("2", "3"))``)."""
    if not isinstance(place, str) or not place:
        return "", ()
    zone, *rest = place.split(":")
    return zone, tuple(rest)


def _int(parts: tuple[str, ...], k: int) -> int | None:
    """The ``k``-th part of a place as an integer, or ``None``."""
    try:
        return int(parts[k])
    except (IndexError, ValueError):
        return None


class GameLog(QObject):
    """The log's sentences whose wording depends on a count ("1 card", "2 cards").

    They live in a class because ``pyside6-lupdate`` marks a message as plural (numerus) only in the
    ``self.tr(text, "", n)`` form; the class name is the translation context, as for the other
    ``GameLog`` sentences.
    """

    def set_revealed(self, you: bool, success: bool, n: int) -> str:
        """A set reveal for a Witch-like ability: who, whether it succeeded, how many cards."""
        if success and you:
            return self.tr("You revealed %n card(s) of your village: success.", "", n)
        if success:
            return self.tr("{name} revealed %n card(s) of their village: success.", "", n)
        if you:
            return self.tr(
                "You revealed %n card(s) of your village: no success; they go back facedown.", "", n
            )
        return self.tr(
            "{name} revealed %n card(s) of their village: no success; they go back facedown.", "", n
        )

    def game_over(self, you: bool, tiebreak: bool, points: int) -> str:
        """The game's last line: who won, whether by the tie-break, and with how many points."""
        if tiebreak and you:
            return self.tr("Game over: you win the tie-break with %n point(s).", "", points)
        if tiebreak:
            return self.tr("Game over: {name} wins the tie-break with %n point(s).", "", points)
        if you:
            return self.tr("Game over: you win with %n point(s).", "", points)
        return self.tr("Game over: {name} wins with %n point(s).", "", points)


_PLURALS = GameLog()


def the_card(card_id: str, lang: str) -> str:
    """A card type with its article, as a sentence names it: "the Witch" (a name that has its own
    article keeps it: "the Count")."""
    name = card_name(card_id, lang)
    phrase = QCoreApplication.translate("GameLog", "the {card}", "a card type named in a sentence")
    if phrase.startswith("the ") and name.lower().startswith("the "):
        return "the " + name[4:]
    return phrase.format(card=name)


class _Writer:
    """Phrase builders for one redacted event as seen from one seat."""

    def __init__(
        self,
        params: Mapping[str, Any],
        seat: int,
        names: Sequence[str],
        lang: str,
        pile: Sequence[str | None] | None = None,
    ) -> None:
        self.params = params
        self.seat = seat
        self.names = names
        self.lang = lang
        #: the discard pile before the event, bottom first, each card's type where the seat knows it
        #: (None: not known, e.g. a network game joined part-way through a round)
        self.pile = pile
        #: the player the sentence is about: their own village is "their village", not "Bo's village"
        self.subject: object = None

    # ------------------------------------------------------------------ people
    def me(self, seat: object) -> bool:
        """Is ``seat`` the seat the log is written for?"""
        return seat == self.seat

    def name(self, seat: object) -> str:
        """A player's display name (or "Player 3" when no name is known)."""
        if isinstance(seat, int) and 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        number = seat + 1 if isinstance(seat, int) else 0
        return QCoreApplication.translate("GameLog", "Player {number}").format(number=number)

    # ------------------------------------------------------------------ cards
    def named(self, card_id: str) -> str:
        """A card type with its article: "the Witch" (a name that has its own article keeps it)."""
        return the_card(card_id, self.lang)

    @property
    def known(self) -> bool:
        """Does the (redacted) event show the card's face?"""
        return isinstance(self.params.get("type"), str)

    def card(self) -> str:
        """The event's card: "the Witch" if this seat may see it, else "a card"."""
        card_id = self.params.get("type")
        if isinstance(card_id, str):
            return self.named(card_id)
        return QCoreApplication.translate("GameLog", "a card", "a card whose face is not known")

    # ------------------------------------------------------------------ places
    def village(self, seat: object) -> str:
        """A whole village: "your village", "their village" (the sentence's subject's) or "Bo's village"."""
        if self.me(seat):
            return QCoreApplication.translate("GameLog", "your village")
        if seat == self.subject:
            return QCoreApplication.translate(
                "GameLog", "their village", "the whole village of the sentence's subject"
            )
        return QCoreApplication.translate("GameLog", "{name}'s village").format(name=self.name(seat))

    def spot(self, seat: object, index: int) -> str:
        """A village card by position: "the 4th card of Bo's village" (counted from the left)."""
        nth = ordinal(index + 1, self.lang)
        if self.me(seat):
            return QCoreApplication.translate("GameLog", "the {ordinal} card of your village").format(
                ordinal=nth
            )
        if seat == self.subject:
            return QCoreApplication.translate(
                "GameLog", "the {ordinal} card of their village", "the village of the sentence's subject"
            ).format(ordinal=nth)
        return QCoreApplication.translate("GameLog", "the {ordinal} card of {name}'s village").format(
            ordinal=nth, name=self.name(seat)
        )

    def hand(self, seat: object) -> str:
        """The cards a player holds: "your hand" or "Ada's hand"."""
        if self.me(seat):
            return QCoreApplication.translate("GameLog", "your hand")
        return QCoreApplication.translate("GameLog", "{name}'s hand").format(name=self.name(seat))

    def pile_card(self, depth: int) -> str:
        """A discard by its depth (0 = top): "the top card of the discard pile"."""
        if depth <= 0:
            return QCoreApplication.translate("GameLog", "the top card of the discard pile")
        return QCoreApplication.translate(
            "GameLog", "the {ordinal} card from the top of the discard pile"
        ).format(ordinal=ordinal(depth + 1, self.lang))

    def pile_named(self, depth: int) -> str:
        """A discard by its depth (0 = top), named when the seat knows its face ("the Assassin"),
        else by its place ("the 2nd card from the top of the discard pile")."""
        pile = self.pile or ()
        face = pile[-1 - depth] if 0 <= depth < len(pile) else None
        return self.named(face) if face is not None else self.pile_card(depth)

    def at(self, place: object) -> str:
        """The card lying at ``place``, as a noun phrase ("the top card of the deck")."""
        zone, rest = _parse(place)
        first, second = _int(rest, 0), _int(rest, 1)
        if zone == "village" and first is not None and second is not None:
            return self.spot(first, second)
        if zone == "deck":
            if rest[:1] == ("bottom",):
                return QCoreApplication.translate("GameLog", "the bottom card of the deck")
            return QCoreApplication.translate("GameLog", "the top card of the deck")
        if zone == "pile":
            if rest[:1] == ("bottom",):
                return QCoreApplication.translate("GameLog", "the bottom card of the discard pile")
            return self.pile_card(first or 0)
        if zone == "area":
            return QCoreApplication.translate("GameLog", "the {ordinal} card of the draw area").format(
                ordinal=ordinal((first or 0) + 1, self.lang)
            )
        if zone == "hand" and first is not None:
            if self.me(first):
                return QCoreApplication.translate("GameLog", "the card in your hand")
            return QCoreApplication.translate("GameLog", "the card in {name}'s hand").format(
                name=self.name(first)
            )
        return self.zone(place)

    def zone(self, place: object) -> str:
        """Where something goes to or comes from, as a noun phrase ("the discard pile", "your hand")."""
        zone, rest = _parse(place)
        first, second = _int(rest, 0), _int(rest, 1)
        if zone == "village" and first is not None:
            return self.spot(first, second) if second is not None else self.village(first)
        if zone == "deck":
            if rest[:1] == ("bottom",):
                return QCoreApplication.translate("GameLog", "the bottom of the deck")
            return QCoreApplication.translate("GameLog", "the deck")
        if zone == "pile":
            if rest[:1] == ("bottom",):
                return QCoreApplication.translate("GameLog", "the bottom of the discard pile")
            if first:
                return self.pile_card(first)
            return QCoreApplication.translate("GameLog", "the discard pile")
        if zone == "area":
            return QCoreApplication.translate("GameLog", "the draw area")
        if zone == "hand":
            if first is not None:
                return self.hand(first)
            return QCoreApplication.translate("GameLog", "the cards in hand")
        if zone == "limbo":
            return QCoreApplication.translate("GameLog", "the cards being discarded")
        if zone == "kept":
            return QCoreApplication.translate("GameLog", "the card kept by the Commander")
        if zone == "aside":
            return QCoreApplication.translate("GameLog", "the cards set aside")
        return str(place)


# ---------------------------------------------------------------------- one function per event kind
def _round_started(w: _Writer) -> str:
    start = w.params.get("start")
    if w.me(start):
        text = QCoreApplication.translate("GameLog", "Round {round} begins; you play first.")
    else:
        text = QCoreApplication.translate("GameLog", "Round {round} begins; {name} plays first.")
    return text.format(round=w.params.get("round", "?"), name=w.name(start))


def _dealt(w: _Writer) -> str:
    return QCoreApplication.translate(
        "GameLog", "The cards were dealt: a village of five facedown cards for each player."
    )


def _peeked(w: _Writer) -> str | None:
    at = w.params.get("at")
    if at == "deck":
        return None  # a card seen as it is drawn: the move says what it is
    seat = w.params.get("seat")
    w.subject = seat
    if w.me(seat):
        if w.known:
            return QCoreApplication.translate("GameLog", "You looked at {at}: {card}.").format(
                at=w.at(at), card=w.card()
            )
        return QCoreApplication.translate("GameLog", "You looked at {at}.").format(at=w.at(at))
    return QCoreApplication.translate("GameLog", "{name} looked at {at}.").format(
        name=w.name(seat), at=w.at(at)
    )


def _moved(w: _Writer) -> str:
    src, dst = w.params.get("src"), w.params.get("dst")
    sz, sr = _parse(src)
    dz, dr = _parse(dst)
    card = w.card()
    into = _moved_into_hand(w, sz, src, dr, card) if dz == "hand" and dr else None
    if into is not None:
        return into
    if sz == "hand" and sr and dz == "limbo":  # not straight onto the pile: its owner chooses first
        return _discarded_waiting(w, _int(sr, 0), card)
    if sz == "hand" and sr:
        out = _moved_from_hand(w, _int(sr, 0), dz, dst, card)
        if out is not None:
            return out
    if dst == "pile" and sz in ("limbo", "hand"):
        return QCoreApplication.translate("GameLog", "{card} went onto the discard pile.").format(
            card=_cap(card)
        )
    if dst == "pile:bottom":
        return QCoreApplication.translate("GameLog", "{card} went to the bottom of the discard pile.").format(
            card=_cap(card)
        )
    if sz == "limbo" and dst == "deck:bottom":
        owner = _int(sr, 0)
        if w.me(owner):
            return QCoreApplication.translate("GameLog", "You put {card} at the bottom of the deck.").format(
                card=card
            )
        return QCoreApplication.translate("GameLog", "{name} put {card} at the bottom of the deck.").format(
            name=w.name(owner), card=card
        )
    if sz == "village" and dz == "limbo":
        if w.known:
            return QCoreApplication.translate("GameLog", "{at} left the village: {card}.").format(
                at=_cap(w.at(src)), card=card
            )
        return QCoreApplication.translate("GameLog", "{at} left the village.").format(at=_cap(w.at(src)))
    if src == "deck" and dst == "pile":
        return QCoreApplication.translate(
            "GameLog", "{card} was turned up from the deck onto the discard pile."
        ).format(card=_cap(card))
    if src == "deck" and dz == "area":
        return QCoreApplication.translate(
            "GameLog", "The Squire laid out {card} in the draw area, beside the deck."
        ).format(card=card)
    if sz == "kept" and dz == "village":
        owner = _int(dr, 0)
        w.subject = owner
        if w.me(owner):
            text = QCoreApplication.translate("GameLog", "You placed {card}, kept by {commander}, as {at}.")
        else:
            text = QCoreApplication.translate(
                "GameLog", "{name} placed {card}, kept by {commander}, as {at}."
            )
        return text.format(name=w.name(owner), card=card, commander=w.named(COMMANDER), at=w.at(dst))
    if sz == "village" and dst == "deck":
        if w.known:
            return QCoreApplication.translate("GameLog", "{at} was shuffled into the deck: {card}.").format(
                at=_cap(w.at(src)), card=card
            )
        return QCoreApplication.translate("GameLog", "{at} was shuffled into the deck.").format(
            at=_cap(w.at(src))
        )
    if sz == "pile" and dz == "village":  # a Gremlin whose ability a Nosferatu or Mortician used
        return QCoreApplication.translate("GameLog", "{card} left {src} and became {at}.").format(
            card=_cap(card), src=w.zone(src), at=w.at(dst)
        )
    return QCoreApplication.translate("GameLog", "{card} moved from {src} to {dst}.").format(
        card=_cap(card), src=w.zone(src), dst=w.zone(dst)
    )


def _moved_into_hand(w: _Writer, sz: str, src: object, dr: tuple[str, ...], card: str) -> str | None:
    """A card taken into a player's hand: drawn, taken from the draw area or the discard pile."""
    seat = _int(dr, 0)
    me = w.me(seat)
    name = w.name(seat)
    if sz == "deck":
        if me and w.known:
            return QCoreApplication.translate("GameLog", "You drew {card}.").format(card=card)
        if me:
            return QCoreApplication.translate(
                "GameLog", "You took the top card of the deck without looking at it."
            )
        return QCoreApplication.translate("GameLog", "{name} drew {card} from the deck.").format(
            name=name, card=card
        )
    if sz == "area":
        if me:
            return QCoreApplication.translate("GameLog", "You took {card} from the draw area.").format(
                card=card
            )
        return QCoreApplication.translate("GameLog", "{name} took {card} from the draw area.").format(
            name=name, card=card
        )
    if sz == "pile" and _int(_parse(src)[1], 0):  # a card from deep in the pile: which one it was
        if me:
            text = QCoreApplication.translate(
                "GameLog", "You took {card}, {src}.", "src: 'the 3rd card from...'"
            )
            return text.format(card=card, src=w.zone(src))
        text = QCoreApplication.translate(
            "GameLog", "{name} took {card}, {src}.", "src: 'the 3rd card from...'"
        )
        return text.format(name=name, card=card, src=w.zone(src))
    if sz == "pile":
        if me:
            return QCoreApplication.translate("GameLog", "You took {card} from {src}.").format(
                card=card, src=w.zone(src)
            )
        return QCoreApplication.translate("GameLog", "{name} took {card} from {src}.").format(
            name=name, card=card, src=w.zone(src)
        )
    return None


def _discarded_waiting(w: _Writer, seat: int | None, card: str) -> str:
    """A held card discarded that waits for its owner's choice (a faceup Goth Girl lets them send it
    under the deck instead of onto the pile), said with the reason, so that the pause and the next
    sentence ("Bo put the Wolfman onto the discard pile.") make sense to someone new to the card."""
    w.subject = seat
    goth = w.named("bullet.goth_girl")
    if w.me(seat):
        text = QCoreApplication.translate(
            "GameLog",
            "You discarded {card}; with {goth} you may put it under the deck instead of onto the pile.",
        )
    else:
        text = QCoreApplication.translate(
            "GameLog",
            "{name} discarded {card}; with {goth} they may put it under the deck instead of onto the pile.",
        )
    return text.format(name=w.name(seat), card=card, goth=goth)


def _moved_from_hand(w: _Writer, seat: int | None, dz: str, dst: object, card: str) -> str | None:
    """A held card placed into a village, discarded, played for its ability or put back on the deck."""
    w.subject = seat
    me = w.me(seat)
    name = w.name(seat)
    if dz == "village":
        if me:
            return QCoreApplication.translate("GameLog", "You placed {card} as {at}.").format(
                card=card, at=w.at(dst)
            )
        return QCoreApplication.translate("GameLog", "{name} placed {card} as {at}.").format(
            name=name, card=card, at=w.at(dst)
        )
    if dz == "limbo":
        if me:
            return QCoreApplication.translate("GameLog", "You discarded {card}.").format(card=card)
        return QCoreApplication.translate("GameLog", "{name} discarded {card}.").format(name=name, card=card)
    if dst == "pile":
        if me:
            return QCoreApplication.translate("GameLog", "You played {card} for its ability.").format(
                card=card
            )
        return QCoreApplication.translate("GameLog", "{name} played {card} for its ability.").format(
            name=name, card=card
        )
    if dst == "deck":
        if me:
            return QCoreApplication.translate("GameLog", "You put {card} back on top of the deck.").format(
                card=card
            )
        return QCoreApplication.translate("GameLog", "{name} put {card} back on top of the deck.").format(
            name=name, card=card
        )
    return None


def _flipped(w: _Writer) -> str:
    at = _cap(w.at(w.params.get("at")))
    if w.params.get("faceup"):
        if w.known:
            return QCoreApplication.translate("GameLog", "{at} was turned faceup: {card}.").format(
                at=at, card=w.card()
            )
        return QCoreApplication.translate("GameLog", "{at} was turned faceup.").format(at=at)
    if w.known:
        return QCoreApplication.translate("GameLog", "{at} was turned facedown: {card}.").format(
            at=at, card=w.card()
        )
    return QCoreApplication.translate("GameLog", "{at} was turned facedown.").format(at=at)


def _turn_started(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        return QCoreApplication.translate("GameLog", "It is your turn.")
    return QCoreApplication.translate("GameLog", "It is {name}'s turn.").format(name=w.name(seat))


def _acted(w: _Writer) -> str | None:
    """Only choices that no other event shows (or whose author no other event names) get a line."""
    try:
        action = Action.parse(w.params.get("action", ""))
    except ActionParseError:
        return None
    seat = w.params.get("seat")
    me = w.me(seat)
    verb, args = action.verb, action.args
    text: str
    if verb == "set":
        if me:
            text = QCoreApplication.translate("GameLog", "You declared a set.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} declared a set.")
    elif verb == "clean":
        if me:
            text = QCoreApplication.translate("GameLog", "You claimed cards worth 6 or more with {card}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} claimed cards worth 6 or more with {card}.")
        return text.format(name=w.name(seat), card=w.named(CLEANER))
    elif verb == "stop":
        if me:
            text = QCoreApplication.translate("GameLog", "You drew no more cards.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} drew no more cards.")
    elif verb == "fail":
        if me:
            text = QCoreApplication.translate("GameLog", "You did not use the Lycans' +1s.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} did not use the Lycans' +1s.")
    elif verb == "copy":
        return None  # told by its ``ability.copied`` event, which names the card
    elif verb == "pass" and w.params.get("decision") == "master":
        if me:
            text = QCoreApplication.translate("GameLog", "You took nothing from the discard pile.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} took nothing from the discard pile.")
    elif verb in ("blob", "invoke") or (verb == "activate" and w.pile and w.pile[-1]):
        if verb == "activate":  # the card a Mortician just discarded, on top of the pile
            at, card = w.pile_named(0), w.named(MORTICIAN)
        else:
            at, card = w.pile_named(args[0]), w.named(BLOB if verb == "blob" else NOSFERATU)
        if me:
            text = QCoreApplication.translate("GameLog", "You used the ability of {at} with {card}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} used the ability of {at} with {card}.")
        return text.format(name=w.name(seat), at=at, card=card)
    elif verb == "activate":
        if me:
            text = QCoreApplication.translate(
                "GameLog", "You used the ability of the discarded card with {card}."
            )
        else:
            text = QCoreApplication.translate(
                "GameLog", "{name} used the ability of the discarded card with {card}."
            )
        return text.format(name=w.name(seat), card=w.named(MORTICIAN))
    elif verb == "search":
        if me:
            text = QCoreApplication.translate("GameLog", "You searched {village} with {card}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} searched {village} with {card}.")
        return text.format(name=w.name(seat), village=w.village(args[0]), card=w.named(NOSTRO))
    elif verb == "direction":
        if args[0] == 0:
            if me:
                text = QCoreApplication.translate("GameLog", "You pass cards clockwise with {card}.")
            else:
                text = QCoreApplication.translate("GameLog", "{name} passes cards clockwise with {card}.")
        elif me:
            text = QCoreApplication.translate("GameLog", "You pass cards counterclockwise with {card}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} passes cards counterclockwise with {card}.")
        return text.format(name=w.name(seat), card=w.named(VILLAGE_IDIOT))
    elif verb in ("priest", "pixie"):
        at = w.spot(seat, args[0]) if verb == "priest" else w.spot(args[1], args[2])
        if me:
            text = QCoreApplication.translate("GameLog", "You used {card} on {at}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} used {card} on {at}.")
        return text.format(name=w.name(seat), card=w.named(PRIEST if verb == "priest" else PIXIE), at=at)
    elif verb == "retire":
        if me:
            text = QCoreApplication.translate("GameLog", "You retired {at} with {card}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} retired {at} with {card}.")
        return text.format(name=w.name(seat), at=w.spot(seat, args[0]), card=w.named(CURATOR))
    else:
        return None
    return text.format(name=w.name(seat))


def _called(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        return QCoreApplication.translate("GameLog", "You called for a vote.")
    return QCoreApplication.translate("GameLog", "{name} called for a vote.").format(name=w.name(seat))


def _set_revealed(w: _Writer) -> str:
    seat = w.params.get("seat")
    at = w.params.get("at")
    n = len(at) if isinstance(at, list | tuple) else 0
    return _PLURALS.set_revealed(w.me(seat), bool(w.params.get("matched")), n).format(name=w.name(seat))


def _guarded(w: _Writer) -> str:
    seat = w.params.get("seat")
    w.subject = seat
    if w.me(seat):
        text = QCoreApplication.translate("GameLog", "You set {bodyguard} at {at} to guard {target}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} set {bodyguard} at {at} to guard {target}.")
    return text.format(
        name=w.name(seat),
        bodyguard=w.named(BODYGUARD),
        at=w.at(w.params.get("bodyguard")),
        target=w.at(w.params.get("target")),
    )


def _unguarded(w: _Writer) -> str:
    w.subject = None  # "The Bodyguard at the 2nd card of Bo's village ...": nobody acts
    at = w.params.get("bodyguard")
    if at is None:
        return QCoreApplication.translate(
            "GameLog", "{bodyguard} left the village and no longer guards."
        ).format(bodyguard=_cap(w.named(BODYGUARD)))
    return QCoreApplication.translate("GameLog", "{bodyguard} at {at} no longer guards a card.").format(
        bodyguard=_cap(w.named(BODYGUARD)), at=w.at(at)
    )


def _token_placed(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        text = QCoreApplication.translate("GameLog", "You placed the token on {at}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} placed the token on {at}.")
    return text.format(name=w.name(seat), at=w.at(w.params.get("at")))


def _token_used(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        text = QCoreApplication.translate("GameLog", "You used the coin on {at}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} used the coin on {at}.")
    return text.format(name=w.name(seat), at=w.at(w.params.get("at")))


def _rotated(w: _Writer) -> str:
    at = w.params.get("at")
    _, rest = _parse(at)
    owner = _int(rest, 0)
    w.subject = owner
    if w.params.get("rotated"):
        if w.me(owner):
            text = QCoreApplication.translate("GameLog", "You turned {at} sideways with {card}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} turned {at} sideways with {card}.")
    elif w.me(owner):
        text = QCoreApplication.translate("GameLog", "You turned {at} upright again with {card}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} turned {at} upright again with {card}.")
    return text.format(name=w.name(owner), at=w.at(at), card=w.named(CURATOR))


def _deck_turned(w: _Writer) -> str:
    seat = w.params.get("seat")
    top = w.params.get("top")
    me = w.me(seat)
    if isinstance(top, str):
        if me:
            text = QCoreApplication.translate(
                "GameLog", "You turned the deck over with {cow}; {top} lies on top."
            )
        else:
            text = QCoreApplication.translate(
                "GameLog", "{name} turned the deck over with {cow}; {top} lies on top."
            )
        return text.format(name=w.name(seat), cow=w.named(COW), top=w.named(top))
    if me:
        text = QCoreApplication.translate("GameLog", "You turned the deck over with {cow}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} turned the deck over with {cow}.")
    return text.format(name=w.name(seat), cow=w.named(COW))


def _shuffled(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        text = QCoreApplication.translate(
            "GameLog", "You shuffled the facedown cards of {village} with {card}; nobody knows them now."
        )
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} shuffled the facedown cards of {village} with {card}; nobody knows them now."
        )
    return text.format(name=w.name(seat), village=w.village(w.params.get("village")), card=w.named(THING))


def _copied(w: _Writer) -> str:
    seat, card = w.params.get("seat"), w.params.get("card")
    if w.me(seat):
        text = QCoreApplication.translate("GameLog", "You used the ability of {card} ({at}) with {marksman}.")
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} used the ability of {card} ({at}) with {marksman}."
        )
    return text.format(
        name=w.name(seat),
        card=w.named(card) if isinstance(card, str) else "?",
        at=w.at(w.params.get("at")),
        marksman=w.named(MARKSMAN),
    )


def _no_effect(w: _Writer) -> str:
    card = w.params.get("card")
    text = QCoreApplication.translate("GameLog", "{card} had no effect.", "an ability that could do nothing")
    return _cap(text.format(card=w.named(card) if isinstance(card, str) else "?"))


def _extra_turn(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        text = QCoreApplication.translate("GameLog", "You take an extra turn with {card}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} takes an extra turn with {card}.")
    return text.format(name=w.name(seat), card=w.named(CON_ARTIST))


def _removed(w: _Writer) -> str:
    seat = w.params.get("seat")
    me = w.me(seat)
    if w.known:
        if me:
            text = QCoreApplication.translate(
                "GameLog", "You removed {at} from the round with {hunter}: {card}."
            )
        else:
            text = QCoreApplication.translate(
                "GameLog", "{name} removed {at} from the round with {hunter}: {card}."
            )
    elif me:
        text = QCoreApplication.translate("GameLog", "You removed {at} from the round with {hunter}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} removed {at} from the round with {hunter}.")
    return text.format(name=w.name(seat), at=w.at(w.params.get("at")), hunter=w.named(HUNTER), card=w.card())


def _given(w: _Writer) -> str:
    """A Regifter's gift; the card is named only to the seats that know it (before the reveal)."""
    seat, to = w.params.get("seat"), w.params.get("to")
    if w.known:
        if w.me(seat):
            text = QCoreApplication.translate("GameLog", "You gave {at} to {to} with {card}: {gift}.")
        elif w.me(to):
            text = QCoreApplication.translate("GameLog", "{name} gave you {at} with {card}: {gift}.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} gave {at} to {to} with {card}: {gift}.")
    elif w.me(seat):
        text = QCoreApplication.translate("GameLog", "You gave {at} to {to} with {card}.")
    elif w.me(to):
        text = QCoreApplication.translate("GameLog", "{name} gave you {at} with {card}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} gave {at} to {to} with {card}.")
    return text.format(
        name=w.name(seat), to=w.name(to), at=w.at(w.params.get("at")), card=w.named(REGIFTER), gift=w.card()
    )


def _kept(w: _Writer) -> str:
    seat = w.params.get("seat")
    if w.me(seat):
        text = QCoreApplication.translate("GameLog", "You keep {card} for the next round with {commander}.")
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} keeps {card} for the next round with {commander}."
        )
    return text.format(name=w.name(seat), card=w.card(), commander=w.named(COMMANDER))


def _token_moved(w: _Writer) -> str:
    seat = w.params.get("seat")
    me = w.me(seat)
    if w.params.get("active"):
        if me:
            text = QCoreApplication.translate(
                "GameLog", "You take the token with its power: you start the next round and may use it then."
            )
        else:
            text = QCoreApplication.translate(
                "GameLog",
                "{name} takes the token with its power: they start the next round and may use it then.",
            )
    elif me:
        text = QCoreApplication.translate(
            "GameLog",
            "You take the token: you start the next round, without its power.",
        )
    else:
        text = QCoreApplication.translate(
            "GameLog",
            "{name} takes the token: they start the next round, without its power.",
        )
    return text.format(name=w.name(seat))


def final_token(event: Event, seat: int, names: Sequence[str], lang: str = "en") -> str:
    """The token taken at the game's end (a ``token.moved`` the game's end follows): it only breaks
    a tie then, so whether it would be active "next round" is not said: there is none."""
    w = _Writer(event.params, seat, names, lang)
    holder = w.params.get("seat")
    if w.me(holder):
        return QCoreApplication.translate("GameLog", "You take the token.")
    return QCoreApplication.translate("GameLog", "{name} takes the token.").format(name=w.name(holder))


def _round_ended(w: _Writer) -> str:
    reason = w.params.get("reason")
    if reason == "call":
        return QCoreApplication.translate("GameLog", "The round is over: everyone has played after the call.")
    if reason == "deck":
        return QCoreApplication.translate("GameLog", "The round is over: the deck has run out.")
    if reason == "villagers":
        return QCoreApplication.translate("GameLog", "The round is over: both Villagers are faceup.")
    if reason == "count":
        return QCoreApplication.translate("GameLog", "The round is over: {card} emptied the deck.").format(
            card=w.named("bullet.count")
        )
    return QCoreApplication.translate("GameLog", "The round is over.")


def _round_scored(w: _Writer) -> str:
    scores = list(w.params.get("scores") or ())
    values = list(w.params.get("values") or ())
    parts = []
    for seat, score in enumerate(scores):
        if w.me(seat):
            part = QCoreApplication.translate("GameLog", "you {score}", "one entry of the round's scores")
        else:
            part = QCoreApplication.translate("GameLog", "{name} {score}", "one entry of the round's scores")
        parts.append(part.format(name=w.name(seat), score=score))
    separator = QCoreApplication.translate("GameLog", ", ", "between the entries of the round's scores")
    text = QCoreApplication.translate("GameLog", "Round {round} scores: {scores}.").format(
        round=w.params.get("round", "?"), scores=separator.join(parts)
    )
    caller = w.params.get("caller", -1)
    if isinstance(caller, int) and 0 <= caller < len(values):
        me = w.me(caller)
        if w.params.get("called_ok"):
            if me:
                call = QCoreApplication.translate("GameLog", "Your call succeeded: you score 0.")
            else:
                call = QCoreApplication.translate("GameLog", "{name}'s call succeeded: they score 0.")
        elif me:
            call = QCoreApplication.translate("GameLog", "Your call failed: you score {value} + 10.")
        else:
            call = QCoreApplication.translate("GameLog", "{name}'s call failed: they score {value} + 10.")
        text += " " + call.format(name=w.name(caller), value=values[caller])
    return text


def _game_over(w: _Writer) -> str:
    winner = w.params.get("winner")
    totals = list(w.params.get("totals") or ())
    points = totals[winner] if isinstance(winner, int) and 0 <= winner < len(totals) else 0
    text = _PLURALS.game_over(w.me(winner), bool(w.params.get("tiebreak")), points)
    return text.format(name=w.name(winner))


_DESCRIBERS: dict[str, Callable[[_Writer], str | None]] = {
    ev.ROUND_STARTED: _round_started,
    ev.DEALT: _dealt,
    ev.PEEKED: _peeked,
    ev.MOVED: _moved,
    ev.FLIPPED: _flipped,
    ev.TURN_STARTED: _turn_started,
    ev.ACTED: _acted,
    ev.CALLED: _called,
    ev.SET_REVEALED: _set_revealed,
    ev.GUARDED: _guarded,
    ev.UNGUARDED: _unguarded,
    ev.TOKEN_PLACED: _token_placed,
    ev.TOKEN_USED: _token_used,
    ev.ROTATED: _rotated,
    ev.DECK_TURNED: _deck_turned,
    ev.SHUFFLED: _shuffled,
    ev.COPIED: _copied,
    ev.NO_EFFECT: _no_effect,
    ev.EXTRA_TURN: _extra_turn,
    ev.REMOVED: _removed,
    ev.GIVEN: _given,
    ev.KEPT: _kept,
    ev.TOKEN_MOVED: _token_moved,
    ev.ROUND_ENDED: _round_ended,
    ev.ROUND_SCORED: _round_scored,
    ev.GAME_OVER: _game_over,
}

#: The event kinds :func:`describe` knows (every kind of :mod:`silver_desktop.engine.events`).
KINDS = frozenset(_DESCRIBERS)


#: The seat of a replay's log: nothing is redacted and everybody is named.
OMNISCIENT = -1


def describe(
    event: Event,
    seat: int,
    names: Sequence[str],
    lang: str = "en",
    me: int | None = None,
    pile: Sequence[str | None] | None = None,
) -> str | None:
    """One sentence telling the player at ``seat`` what ``event`` did, or ``None`` if not worth a line.

    The event is redacted for ``seat`` first, so a card's face is named only if that seat may see it.
    ``names`` are the players' display names by seat; ``lang`` picks the card names' language (the
    sentences follow the Qt translator installed in the application). ``me``: the seat told as "you"
    when it is not ``seat`` (a replay, written for everyone, of a person called "You"). ``pile``: the
    discard pile before the event as :func:`pile_after` gives it, so that a discard whose ability is
    used is named ("the Assassin") where the seat knows it, not only by its depth.
    """
    if seat != OMNISCIENT:
        event = event.for_seat(seat)
    describer = _DESCRIBERS.get(event.kind)
    if describer is None:
        return None
    writer = _Writer(event.params, seat if me is None else me, names, lang, pile)
    writer.subject = event.params.get("seat")  # who acts, when the event names them: "their village"
    text = describer(writer)
    return localized(text, lang) if text else text


def described(
    events: Sequence[Event],
    seat: int,
    names: Sequence[str],
    lang: str = "en",
    pile: Sequence[str | None] | None = None,
    ends_game: bool = False,
) -> list[tuple[str, str]]:
    """The lines of one action's ``events`` for the player at ``seat``, each with the kind of the
    event it tells: :func:`describe` for each event, except that an exchange (a held card placed at a
    village spot, the card there leaving, and going onto the pile) is told in one sentence, and so are
    a village card a player sends to the bottom of the pile (the Assassin), a waiting card its owner
    chose to send onto the pile (the Goth Girl), a held card discarded, a card of the pile taking a
    village card's place (the Golem), two village cards swapping places, the cards a player put onto
    the pile in the order they chose (the one on top named), a look with a faceup Empath
    (what was used and where it looked), the reader's own looks at
    one village (with what they saw), another player's looks at one village, the cards a Village
    Idiot passes on round the villages, a set shown with
    whether it matches (its cards turned up, the verdict, the cards leaving or turned down again),
    and a held card placed while several waiting cards (a matched set) go onto the pile. ``pile``: the
    discard pile before ``events`` (:func:`pile_after`), for :func:`describe`. The token's move at
    the game's end is told by :func:`final_token`: when the game's end follows it in ``events``, or
    with ``ends_game`` (the events up to a last round's scoring, told before the game's end)."""
    out: list[tuple[str, str]] = []
    k = told_until = 0
    while k < len(events):
        pile, told_until = pile_after(pile, events[told_until:k], seat), k
        ordered = _ordered_onto_pile(events, k)
        if ordered:
            out.append((ev.MOVED, _ordered_told(events[k : k + 1 + ordered], seat, names, lang)))
            k += 1 + ordered
            continue
        if _empath_look(events, k):
            out.append((ev.PEEKED, _empath_told(events[k : k + 2], seat, names, lang)))
            k += 2
            continue
        told = _one_move(events, k, seat, names, lang)
        if told is not None:
            out.append((ev.MOVED, told[0]))
            k += told[1]
            continue
        seen = _own_looks(events, k, seat)
        if seen >= 2:
            out.append((ev.PEEKED, _own_looks_told(events[k : k + seen], seat, names, lang)))
            k += seen
            continue
        passed = _passed_on(events, k)
        if passed:
            out.append((ev.MOVED, _passed_on_told(events[k : k + passed], seat, names, lang)))
            k += passed
            continue
        looks = _looks(events, k, seat)
        if looks >= 2:
            out.append((ev.PEEKED, _looks_told(events[k : k + looks], seat, names, lang)))
            k += looks
            continue
        shown = _set_shown(events, k)
        if shown:
            claim = any(e.kind == ev.ACTED and e.params.get("decision") == "cleaner" for e in events[:k])
            out.append((ev.SET_REVEALED, _set_told(events[k : k + shown], seat, names, lang, claim)))
            k += shown
            continue
        gone = _to_pile_after(events, k)
        if gone >= 2:
            out.append((ev.MOVED, _placed_and_gone(events[k : k + 1 + gone], seat, names, lang)))
            k += 1 + gone
            continue
        final = ends_game or any(e.kind == ev.GAME_OVER for e in events[k + 1 :])
        if events[k].kind == ev.TOKEN_MOVED and final:
            out.append((ev.TOKEN_MOVED, final_token(events[k], seat, names, lang)))
            k += 1
            continue
        line = describe(events[k], seat, names, lang, pile=pile)
        if line:
            out.append((events[k].kind, line))
        k += 1
    return out


def pile_after(
    pile: Sequence[str | None] | None, events: Sequence[Event], seat: int
) -> list[str | None] | None:
    """The discard pile after ``events``, bottom first, each card's type where the player at ``seat``
    knows it from the events (else None), from the pile before them (None: not known, as when a log
    starts part-way through a round): a new round starts it afresh, and every card that goes onto
    it or leaves it does so by a ``card.moved`` event."""
    out = None if pile is None else list(pile)
    for event in events:
        e = event.for_seat(seat) if seat != OMNISCIENT else event
        if e.kind == ev.ROUND_STARTED:
            out = []
        if e.kind != ev.MOVED or out is None:
            continue
        (sz, sr), (dz, dr) = _parse(e.params.get("src")), _parse(e.params.get("dst"))
        if sz == "pile":
            depth = 0 if sr[:1] == ("bottom",) else _int(sr, 0) or 0
            if depth >= len(out):
                return None  # not the pile this log has followed: say no more than places
            out.pop(0 if sr[:1] == ("bottom",) else len(out) - 1 - depth)
        if dz == "pile":
            face = e.params.get("type")
            out.insert(0 if dr[:1] == ("bottom",) else len(out), face if isinstance(face, str) else None)
    return out


def _one_move(
    events: Sequence[Event], k: int, seat: int, names: Sequence[str], lang: str
) -> tuple[str, int] | None:
    """The first of the fixed-length runs (:data:`_MOVES`) that starts at ``events[k]``, told in one
    sentence, with how many events it took; None when none does."""
    for tell, length in _MOVES:
        line = tell(events[k : k + length], seat, names, lang)
        if line is not None:
            return line, length
    return None


def _replaced(events: Sequence[Event], seat: int) -> Event | None:
    """The first of ``events`` (redacted for ``seat``) when they start with a held card put at a
    village spot and the card there leaving for the waiting place (hand → spot, spot → limbo), the
    start of every exchange; else None."""
    if len(events) < 2 or any(e.kind != ev.MOVED for e in events[:2]):
        return None
    placed, left = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events[:2])
    spot = placed.params.get("dst")
    hz, hr = _parse(placed.params.get("src"))
    if not (
        hz == "hand"
        and hr
        and _parse(spot)[0] == "village"
        and left.params.get("src") == spot
        and _parse(left.params.get("dst"))[0] == "limbo"
    ):
        return None
    return placed


def _exchange(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """One sentence for an exchange (three ``card.moved`` events: hand → spot, spot → limbo, limbo →
    pile), or None when ``events`` do not start with one."""
    if len(events) < 3 or _replaced(events, seat) is None:
        return None
    placed, _, gone = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events[:3])
    if (
        gone.kind != ev.MOVED
        or _parse(gone.params.get("src"))[0] != "limbo"
        or gone.params.get("dst") != "pile"
    ):
        return None
    spot = placed.params.get("dst")
    owner = _int(_parse(placed.params.get("src"))[1], 0)
    w = _Writer(placed.params, seat, names, lang)
    w.subject = owner
    discarded = _Writer(gone.params, seat, names, lang).card()
    at = w.at(spot)
    if w.known and placed.params.get("type") == gone.params.get("type"):
        # "the Rascal in place of ...; the Rascal was discarded" reads as if one card went both ways
        if w.me(owner):
            text = QCoreApplication.translate(
                "GameLog",
                "You put {card} in place of {at}, which held the same card; that one was discarded.",
            )
        else:
            text = QCoreApplication.translate(
                "GameLog",
                "{name} put {card} in place of {at}, which held the same card; that one was discarded.",
            )
    elif w.known:
        if w.me(owner):
            text = QCoreApplication.translate(
                "GameLog", "You put {card} in place of {at}; {gone} was discarded."
            )
        else:
            text = QCoreApplication.translate(
                "GameLog", "{name} put {card} in place of {at}; {gone} was discarded."
            )
    elif w.me(owner):
        text = QCoreApplication.translate(
            "GameLog", "You put the card you held in place of {at}; {gone} was discarded."
        )
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} put the card they held in place of {at}; {gone} was discarded."
        )
    line = text.format(name=w.name(owner), card=w.card(), at=at, gone=discarded)
    return localized(line, lang)


def _exchange_waiting(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """One sentence for an exchange whose replaced card waits to be discarded (a Goth Girl's owner
    chooses where it goes next): hand → spot, spot → limbo. "Cy put the Goth Girl in place of the 1st
    card of their village." (it read "Cy placed the Goth Girl as the 1st card of their village. The
    1st card of Cy's village left the village.", as if the Goth Girl had left); None when ``events``
    do not start with one."""
    placed = _replaced(events, seat)
    if placed is None:
        return None
    spot = placed.params.get("dst")
    owner = _int(_parse(placed.params.get("src"))[1], 0)
    w = _Writer(placed.params, seat, names, lang)
    w.subject = owner
    if w.known and w.me(owner):
        text = QCoreApplication.translate("GameLog", "You put {card} in place of {at}.")
    elif w.known:
        text = QCoreApplication.translate("GameLog", "{name} put {card} in place of {at}.")
    elif w.me(owner):
        text = QCoreApplication.translate("GameLog", "You put the card you held in place of {at}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} put the card they held in place of {at}.")
    return localized(text.format(name=w.name(owner), card=w.card(), at=w.at(spot)), lang)


def _removed_to_bottom(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """A player's choice that takes a village card to the bottom of the pile (the Assassin: the
    choice, spot → limbo, limbo → the pile's bottom) told as their act: "Cy sent the 1st card of
    Ada's village (the Curator) to the bottom of the discard pile.", or None when ``events`` are not
    that."""
    if len(events) < 3 or events[0].kind != ev.ACTED or any(e.kind != ev.MOVED for e in events[1:3]):
        return None
    actor = events[0].params.get("seat")
    if not str(events[0].params.get("action", "")).startswith("remove "):
        return None
    left, gone = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events[1:3])
    spot = left.params.get("src")
    if not (
        _parse(spot)[0] == "village"
        and _parse(left.params.get("dst"))[0] == "limbo"
        and _parse(gone.params.get("src"))[0] == "limbo"
        and gone.params.get("dst") == "pile:bottom"
        and isinstance(actor, int)
    ):
        return None
    w = _Writer(gone.params, seat, names, lang)
    w.subject = actor
    at = w.at(spot)
    if w.known:
        at = QCoreApplication.translate(
            "GameLog", "{at} ({card})", "a village card and the card known to lie there"
        ).format(at=at, card=w.card())
    if w.me(actor):
        text = QCoreApplication.translate("GameLog", "You sent {at} to the bottom of the discard pile.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} sent {at} to the bottom of the discard pile.")
    return localized(text.format(name=w.name(actor), at=at), lang)


def _onto_pile_by_choice(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """A waiting card its owner chose to send onto the pile rather than under the deck (the Goth Girl:
    the choice ``pile``) told as that player's act, like its other way: "Ada put the Goth Girl onto
    the discard pile.", or None when ``events`` are not that choice and its move."""
    if len(events) < 2 or events[0].kind != ev.ACTED or events[1].kind != ev.MOVED:
        return None
    move = events[1].for_seat(seat) if seat != OMNISCIENT else events[1]
    zone, rest = _parse(move.params.get("src"))
    owner = _int(rest, 0)
    if events[0].params.get("action") != "pile" or zone != "limbo" or owner is None:
        return None
    if move.params.get("dst") != "pile" or events[0].params.get("seat") != owner:
        return None
    w = _Writer(move.params, seat, names, lang)
    if w.me(owner):
        text = QCoreApplication.translate("GameLog", "You put {card} onto the discard pile.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} put {card} onto the discard pile.")
    return localized(text.format(name=w.name(owner), card=w.card()), lang)


def _rascal_draw(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """A card drawn with a faceup Rascal's extra draw (the choice ``more``) told as such: "With the
    Rascal, Ada drew another card." (two plain "drew a card" lines, then "put a card back on top of
    the deck", left a reader wondering why), or None when ``events`` are not that choice, the drawer's
    look at the card and its draw."""
    kinds = [e.kind for e in events[:3]]
    if kinds != [ev.ACTED, ev.PEEKED, ev.MOVED]:
        return None
    acted = events[0].params
    move = events[2].for_seat(seat) if seat != OMNISCIENT else events[2]
    if acted.get("decision") != "rascal" or acted.get("action") != "more" or move.params.get("src") != "deck":
        return None
    drawer = acted.get("seat")
    w = _Writer(move.params, seat, names, lang)
    rascal = w.named("silver.rascal")
    if w.me(drawer):
        text = QCoreApplication.translate("GameLog", "With {rascal}, you drew {card} as well.")
    else:
        text = QCoreApplication.translate("GameLog", "With {rascal}, {name} drew another card.")
    return localized(text.format(rascal=rascal, name=w.name(drawer), card=w.card()), lang)


def _discarded(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """One sentence for a held card discarded onto the pile, named as everyone then sees it ("Ada
    discarded the Huntress.", not "Ada discarded a card. The Huntress went onto the discard pile."),
    or None when ``events`` do not start with that (hand → limbo, limbo → the pile's top)."""
    if len(events) < 2 or any(e.kind != ev.MOVED for e in events[:2]):
        return None
    held, gone = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events[:2])
    zone, rest = _parse(held.params.get("src"))
    if not (
        zone == "hand"
        and rest
        and _parse(held.params.get("dst"))[0] == "limbo"
        and _parse(gone.params.get("src"))[0] == "limbo"
        and gone.params.get("dst") == "pile"
        and held.params.get("type", gone.params.get("type")) == gone.params.get("type")  # one card
    ):
        return None
    w = _Writer(gone.params, seat, names, lang)
    return localized(_moved_from_hand(w, _int(rest, 0), "limbo", "limbo", w.card()) or "", lang) or None


def _replaced_from_pile(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """One sentence for a card of the discard pile taking a village card's place while that card goes
    to the bottom of the pile (the Golem: pile → spot, spot → limbo, limbo → the pile's bottom), or
    None when ``events`` do not start with that."""
    if len(events) < 3 or any(e.kind != ev.MOVED for e in events[:3]):
        return None
    came, left, gone = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events[:3])
    spot = came.params.get("dst")
    if not (
        _parse(came.params.get("src"))[0] == "pile"
        and _parse(spot)[0] == "village"
        and left.params.get("src") == spot
        and _parse(left.params.get("dst"))[0] == "limbo"
        and _parse(gone.params.get("src"))[0] == "limbo"
        and gone.params.get("dst") == "pile:bottom"
    ):
        return None
    w = _Writer(came.params, seat, names, lang)
    at = w.at(spot)
    displaced = _Writer(gone.params, seat, names, lang)
    if displaced.known:
        at = QCoreApplication.translate(
            "GameLog", "{at} ({card})", "a village card and the card known to lie there"
        ).format(at=at, card=displaced.card())
    text = QCoreApplication.translate(
        "GameLog",
        "{card} from the discard pile took the place of {at}, which went to the bottom of the pile.",
    )
    return localized(_cap(text.format(card=w.card(), at=at)), lang)


def _swap(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str | None:
    """One sentence for two village cards swapping places (a card moved from spot A to spot B, then
    B's card to A: the Robber, the Troublemaker, the Golem), or None when ``events`` are not that."""
    if len(events) < 2 or any(e.kind != ev.MOVED for e in events[:2]):
        return None
    there, back = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events[:2])
    a, b = there.params.get("src"), there.params.get("dst")
    if not (
        _parse(a)[0] == "village"
        and _parse(b)[0] == "village"
        and a != b
        and back.params.get("src") == b
        and back.params.get("dst") == a
    ):
        return None
    phrases = []
    for event, place in ((there, a), (back, b)):
        w = _Writer(event.params, seat, names, lang)
        spot = w.at(place)
        if w.known:
            spot = QCoreApplication.translate(
                "GameLog", "{at} ({card})", "a village card and the card known to lie there"
            ).format(at=spot, card=w.card())
        phrases.append(spot)
    line = QCoreApplication.translate("GameLog", "{first} and {second} swapped places.").format(
        first=_cap(phrases[0]), second=phrases[1]
    )
    return localized(line, lang)


def _waiting_to_pile(events: Sequence[Event], k: int) -> int:
    """How many waiting cards go onto the pile one after another from ``events[k]`` on."""
    n = 0
    for e in events[k:]:
        if e.kind != ev.MOVED or _parse(e.params.get("src"))[0] != "limbo" or e.params.get("dst") != "pile":
            break
        n += 1
    return n


def _ordered_onto_pile(events: Sequence[Event], k: int) -> int:
    """How many waiting cards go onto the pile right after ``events[k]``, when that is a player's
    choice of the order they go in (AMB-47: cards of one number leaving by one exchange); else 0."""
    if events[k].kind != ev.ACTED or events[k].params.get("decision") != "order":
        return 0
    return _waiting_to_pile(events, k + 1)


def _ordered_told(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str:
    """One sentence for the cards a player put onto the pile in the order of their choice: "Ada put
    the Prince and the Bodyguard onto the discard pile, the Bodyguard on top." """
    who = events[0].params.get("seat")
    moves = [e.for_seat(seat) if seat != OMNISCIENT else e for e in events[1:]]
    cards = [_Writer(e.params, seat, names, lang).card() for e in moves]
    w = _Writer(moves[-1].params, seat, names, lang)
    if len(cards) == 1:
        if w.me(who):
            text = QCoreApplication.translate("GameLog", "You put {card} onto the discard pile.")
        else:
            text = QCoreApplication.translate("GameLog", "{name} put {card} onto the discard pile.")
        return localized(text.format(name=w.name(who), card=cards[0]), lang)
    if w.me(who):
        text = QCoreApplication.translate("GameLog", "You put {cards} onto the discard pile, {top} on top.")
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} put {cards} onto the discard pile, {top} on top."
        )
    return localized(text.format(name=w.name(who), cards=_listed(cards), top=cards[-1]), lang)


def _empath_look(events: Sequence[Event], k: int) -> bool:
    """Does ``events[k]`` start a faceup Empath's use (its choice, then the look it gives)?"""
    if k + 1 >= len(events) or events[k].kind != ev.ACTED or events[k + 1].kind != ev.PEEKED:
        return False
    try:
        action = Action.parse(events[k].params.get("action", ""))
    except ActionParseError:
        return False
    return action.verb == "empath" and events[k + 1].params.get("seat") == events[k].params.get("seat")


def _empath_told(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str:
    """One sentence for a look with a faceup Empath: "Cy used the Empath to look at the 1st card of
    their village." (the card's face only for the reader who looked)."""
    look = events[1].for_seat(seat) if seat != OMNISCIENT else events[1]
    w = _Writer(look.params, seat, names, lang)
    who = look.params.get("seat")
    w.subject = who
    at, card = w.at(look.params.get("at")), w.named(EMPATH)
    if w.me(who) and w.known:
        text = QCoreApplication.translate("GameLog", "You used {card} to look at {at}: {seen}.")
    elif w.me(who):
        text = QCoreApplication.translate("GameLog", "You used {card} to look at {at}.")
    else:
        text = QCoreApplication.translate("GameLog", "{name} used {card} to look at {at}.")
    return localized(text.format(name=w.name(who), card=card, at=at, seen=w.card()), lang)


def _looks(events: Sequence[Event], k: int, seat: int) -> int:
    """How many looks in a row from ``events[k]`` on are another player's at cards of one village whose
    faces ``seat`` does not see (a player's two cards at a round's start): told in one sentence."""
    n = 0
    first: tuple[object, object] | None = None
    while k + n < len(events) and events[k + n].kind == ev.PEEKED:
        e = events[k + n].for_seat(seat) if seat != OMNISCIENT else events[k + n]
        zone, rest = _parse(e.params.get("at"))
        who = (e.params.get("seat"), _int(rest, 0))
        if (
            zone != "village"
            or "type" in e.params
            or e.params.get("seat") == seat
            or first not in (None, who)
        ):
            break
        first = who
        n += 1
    return n


#: The runs of a fixed number of events told as one move, tried in this order, with their lengths.
_MOVES: tuple[tuple[Callable[[Sequence[Event], int, Sequence[str], str], str | None], int], ...] = (
    (_exchange, 3),
    (_exchange_waiting, 2),
    (_removed_to_bottom, 3),
    (_onto_pile_by_choice, 2),
    (_rascal_draw, 3),
    (_discarded, 2),
    (_replaced_from_pile, 3),
    (_swap, 2),
)


def _passed_on(events: Sequence[Event], k: int) -> int:
    """How many moves from ``events[k]`` on pass one card from each of three or more villages on to the
    next village, each into the place the next card left, closing the circle (the Village Idiot);
    0 when that is not what follows. (Two villages make a swap: :func:`_swap`.)"""
    moves: list[tuple[str, str]] = []
    for e in events[k:]:
        src, dst = e.params.get("src"), e.params.get("dst")
        if e.kind != ev.MOVED or _parse(src)[0] != "village" or _parse(dst)[0] != "village":
            break
        if moves and moves[-1][1] != src:
            break
        moves.append((str(src), str(dst)))
        if len(moves) >= 3 and dst == moves[0][0]:
            villages = {_int(_parse(a)[1], 0) for a, _ in moves}
            return len(moves) if len(villages) == len(moves) else 0
    return 0


def _passed_on_told(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str:
    """One sentence for the cards passed on round the villages (:func:`_passed_on`), each by the place
    it left (with its face when ``seat`` knows it) and the village it went to: "The chosen cards moved
    on: the 2nd card of your village to Bo's village, the 1st card of Bo's village (the Golem) to Cy's
    village and the 2nd card of Cy's village to your village." """
    moves = []
    for event in events:
        e = event.for_seat(seat) if seat != OMNISCIENT else event
        w = _Writer(e.params, seat, names, lang)
        at = w.at(e.params.get("src"))
        if w.known:
            at = QCoreApplication.translate(
                "GameLog", "{at} ({card})", "a village card and the card known to lie there"
            ).format(at=at, card=w.card())
        village = w.village(_int(_parse(e.params.get("dst"))[1], 0))
        moves.append(
            QCoreApplication.translate(
                "GameLog", "{at} to {village}", "one card passed on by a Village Idiot, and where it went"
            ).format(at=at, village=village)
        )
    line = QCoreApplication.translate(
        "GameLog",
        "The chosen cards moved on: {moves}.",
        "moves: a list of 'the 2nd card of Ada's village to Bo's village'",
    ).format(moves=_listed(moves))
    return localized(line, lang)


def _own_looks(events: Sequence[Event], k: int, seat: int) -> int:
    """How many looks in a row from ``events[k]`` on are ``seat``'s own, at cards of one village whose
    faces it saw (its two cards at a round's start, a Nostro's search): told in one sentence."""
    n = 0
    village: object = None
    while k + n < len(events) and events[k + n].kind == ev.PEEKED:
        e = events[k + n].for_seat(seat) if seat != OMNISCIENT else events[k + n]
        zone, rest = _parse(e.params.get("at"))
        owner = _int(rest, 0)
        if zone != "village" or "type" not in e.params or e.params.get("seat") != seat:
            break
        if village not in (None, owner):
            break
        village = owner
        n += 1
    return n


def _own_looks_told(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str:
    """One sentence for the reader's own looks at several cards of one village, with what they saw:
    "You looked at the 1st and 2nd cards of your village: the Nostro and the Seer." """
    seen = sorted(
        ((_int(_parse(e.params.get("at"))[1], 1) or 0, e.params.get("type")) for e in events),
        key=lambda spot: spot[0],
    )
    w = _Writer(events[0].params, seat, names, lang)
    w.subject = seat
    owner = _int(_parse(events[0].params.get("at"))[1], 0)
    text = QCoreApplication.translate(
        "GameLog",
        "You looked at the {ordinals} cards of {village}: {cards}.",
        "ordinals: '1st and 5th'; cards: 'the Seer and the Witch', in the same order",
    )
    line = text.format(
        ordinals=_listed([ordinal(i + 1, lang) for i, _ in seen]),
        village=w.village(owner),
        cards=_listed([w.named(str(face)) for _, face in seen]),
    )
    return localized(line, lang)


def _looks_told(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str:
    """One sentence for a player's looks at several cards of one village: "Ada looked at the 1st and
    5th cards of their village." """
    w = _Writer(events[0].params, seat, names, lang)
    looker = events[0].params.get("seat")
    w.subject = looker
    spots = sorted(_int(_parse(e.params.get("at"))[1], 1) or 0 for e in events)
    owner = _int(_parse(events[0].params.get("at"))[1], 0)
    listed = _listed([ordinal(i + 1, lang) for i in spots])
    text = QCoreApplication.translate(
        "GameLog", "{name} looked at the {ordinals} cards of {village}.", "ordinals: '1st and 5th'"
    )
    return localized(text.format(name=w.name(looker), ordinals=listed, village=w.village(owner)), lang)


def _set_shown(events: Sequence[Event], k: int) -> int:
    """How many events from ``events[k]`` on tell one set shown and judged: the set's cards turned
    faceup (those not faceup already), the ``set.revealed`` verdict, then each card of the set
    leaving the village (a match) or turned facedown again (no match); 0 when that is not what
    follows."""
    i = k
    while i < len(events) and events[i].kind == ev.FLIPPED and events[i].params.get("faceup"):
        i += 1
    if i >= len(events) or events[i].kind != ev.SET_REVEALED:
        return 0
    named = events[i].params.get("at")
    if not isinstance(named, list | tuple) or not named:
        return 0
    places = sorted(str(a) for a in named)
    if not {str(e.params.get("at")) for e in events[k:i]} <= set(places):
        return 0
    matched = bool(events[i].params.get("matched"))
    covered: list[str] = []
    j = i + 1
    while j < len(events) and len(covered) < len(places):
        e = events[j]
        if matched and e.kind == ev.MOVED and _parse(e.params.get("dst"))[0] == "limbo":
            covered.append(str(e.params.get("src")))
        elif not matched and e.kind == ev.FLIPPED and not e.params.get("faceup"):
            covered.append(str(e.params.get("at")))
        else:
            break
        j += 1
    return j - k if sorted(covered) == places else 0


def _listed(cards: Sequence[str]) -> str:
    """Cards (or their places) named in a sentence: "the Seer, the Witch and the Robber"."""
    if len(cards) == 1:
        return cards[0]
    between = QCoreApplication.translate("GameLog", ", ", "between the cards of a list")
    return QCoreApplication.translate(
        "GameLog", "{cards} and {last}", "a list of cards: the Seer, the Witch and the Robber"
    ).format(cards=between.join(cards[:-1]), last=cards[-1])


def _counted(cards: Sequence[str]) -> list[str]:
    """The same card named once, with how many of it: "the Bodyguard ×3"."""
    counted: dict[str, int] = {}
    for card in cards:
        counted[card] = counted.get(card, 0) + 1
    times = QCoreApplication.translate("GameLog", "{card} ×{n}", "a card named once for n cards: the Seer ×3")
    return [card if n == 1 else times.format(card=card, n=n) for card, n in counted.items()]


def _set_told(
    events: Sequence[Event], seat: int, names: Sequence[str], lang: str, claim: bool = False
) -> str:
    """One sentence for a set shown and judged (:func:`_set_shown`): its cards, counted when they
    match and go, each with its place when they do not (they go back facedown where they lie).
    With ``claim``, the cards a Cleaner claimed worth 6 or more: whether they all are."""
    redacted = [e.for_seat(seat) if seat != OMNISCIENT else e for e in events]
    told = next(e for e in redacted if e.kind == ev.SET_REVEALED)
    after = redacted[redacted.index(told) + 1 :]  # each card of the set once, with its face
    owner = told.params.get("seat")
    w = _Writer(told.params, seat, names, lang)
    matched = bool(told.params.get("matched"))
    if matched:
        cards = _listed(_counted([_Writer(e.params, seat, names, lang).card() for e in after]))
    else:
        placed = QCoreApplication.translate(
            "GameLog", "{card} ({ordinal})", "a revealed card and its place in the village: the Seer (2nd)"
        )
        spots = sorted(
            (_int(_parse(e.params.get("at"))[1], 1) or 0, _Writer(e.params, seat, names, lang).card())
            for e in after
        )
        cards = _listed([placed.format(card=card, ordinal=ordinal(i + 1, lang)) for i, card in spots])
    if claim:
        text = _claim_told(matched, w.me(owner))
    elif matched and w.me(owner):
        text = QCoreApplication.translate("GameLog", "You showed {cards} from your village: a matched set.")
    elif matched:
        text = QCoreApplication.translate(
            "GameLog", "{name} showed {cards} from their village: a matched set."
        )
    elif w.me(owner):
        text = QCoreApplication.translate(
            "GameLog", "You showed {cards} from your village: not a set; they go back facedown."
        )
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} showed {cards} from their village: not a set; they go back facedown."
        )
    return localized(text.format(name=w.name(owner), cards=cards), lang)


def _claim_told(right: bool, mine: bool) -> str:
    """The sentence (with ``{name}`` and ``{cards}``) for the cards a Cleaner claimed, shown."""
    if right and mine:
        return QCoreApplication.translate(
            "GameLog", "You showed {cards} from your village: all worth 6 or more."
        )
    if right:
        return QCoreApplication.translate(
            "GameLog", "{name} showed {cards} from their village: all worth 6 or more."
        )
    if mine:
        return QCoreApplication.translate(
            "GameLog", "You showed {cards} from your village: not all worth 6 or more; they go back facedown."
        )
    return QCoreApplication.translate(
        "GameLog", "{name} showed {cards} from their village: not all worth 6 or more; they go back facedown."
    )


def _to_pile_after(events: Sequence[Event], k: int) -> int:
    """How many waiting cards go onto the pile right after ``events[k]``, when that is a held card
    placed into a village (0 otherwise)."""
    first = events[k]
    if first.kind != ev.MOVED or _parse(first.params.get("src"))[0] != "hand":
        return 0
    if _parse(first.params.get("dst"))[0] != "village":
        return 0
    return _waiting_to_pile(events, k + 1)


def _placed_and_gone(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> str:
    """One sentence for a held card placed into a village while the waiting cards (a matched set)
    go onto the pile: "Ada placed a card as the 2nd card of their village; the Seer and the Seer
    went onto the discard pile." """
    placed, *rest = (e.for_seat(seat) if seat != OMNISCIENT else e for e in events)
    owner = _int(_parse(placed.params.get("src"))[1], 0)
    w = _Writer(placed.params, seat, names, lang)
    w.subject = owner
    gone = _listed(_counted([_Writer(e.params, seat, names, lang).card() for e in rest]))
    if w.me(owner):
        text = QCoreApplication.translate(
            "GameLog", "You placed {card} as {at}; {gone} went onto the discard pile."
        )
    else:
        text = QCoreApplication.translate(
            "GameLog", "{name} placed {card} as {at}; {gone} went onto the discard pile."
        )
    line = text.format(name=w.name(owner), card=w.card(), at=w.at(placed.params.get("dst")), gone=gone)
    return localized(line, lang)


def place_phrase(place: str, seat: int, names: Sequence[str], lang: str = "en") -> str:
    """Where a card lies, for the player at ``seat``: "The 2nd card of Bo's village"."""
    return localized(_cap(_Writer({}, seat, names, lang).at(place)), lang)
