"""From the engine's pending decision to what the table shows: an instruction and clickable choices.

The engine offers a list of legal :class:`~silver_desktop.engine.actions.Action` values for the pending
decision (``view.pending``, ``view.legal``). :func:`prompt_for` turns them into a :class:`Prompt`: a
one-line instruction for the person deciding, and one :class:`Choice` per legal action, naming the
*places* to click for it (in order) and a label (button text, or a tooltip for a place action).
:func:`narrow` and :func:`clickable` follow a click sequence; :func:`completed` says which choice(s) a
finished sequence picks. Everything here reads the :class:`~silver_desktop.engine.view.PlayerView`
only, so no text can say more than the seat knows. This module builds no widget; it only calls Qt's
translation function (every user-visible string is a literal in a ``QCoreApplication.translate``
call, context ``"Prompts"``, so ``pyside6-lupdate`` extracts it; names are filled in afterwards with
``str.format`` and named placeholders).

Texts name a card only when it is the card whose ability or rule the decision belongs to (the Witch
on the pile, a faceup Empath...), or the Commander's kept card (public); never a held, looked-at or
facedown card, so they cannot tell anything the view does not show.

Places
------
Cards are named as in the engine's position notation (:mod:`..engine.position`, ``_place_of``), with
``deck`` for the deck's top card and ``pile`` for the pile as a destination as in its events (the
events' ``hand:SEAT``/``limbo:SEAT`` name whose cards they are; here, as in positions, the index).
``village:S``, ``gap:S:I`` and ``token`` are added for click targets that are not cards:

``village:S:I``
    Card ``I`` (0 = the first, as the engine orders the village; left in a left-to-right layout) of
    seat ``S``'s village: ``view.villages[S][I]``.
``village:S``
    Seat ``S``'s village as a whole (its name plate or frame): Nostro, Thing, the Regifter's receiver.
``gap:S:I``
    The slot *before* card ``I`` of seat ``S``'s village, where a card is added; ``gap:S:0`` is the
    left end and ``gap:S:N`` (``N`` = the village size) the right end. Failed sets and penalty cards
    (``left``/``right``), the vacated spots of a successful set (``into``), the Apprentice Tanner and
    the Gremlin. An empty village has the single slot ``gap:S:0``.
``deck``
    The deck: its top card when drawing or turning it over; the stack itself as the Goth Girl's
    destination (the card goes to its bottom).
``pile``
    The discard pile as a destination (discarding), whether or not it holds cards.
``pile:I``
    Card ``I`` of the discard pile **as ``PlayerView.pile`` orders it: 0 = the bottom card, the last
    index = the top card** (``view.pile[I]``), so a card keeps its place name while cards are
    discarded on top of it (the table's layout keys its pile items the same way). The engine counts
    *depth* from the top instead: the ``pick k``/``invoke k``/``blob k`` arguments and the
    ``pile:D`` of its events and positions; :func:`pile_place` converts (``I = len(pile) - 1 - D``).
``area:I``
    Card ``I`` of the Squire draw area (``view.area[I]``).
``hand:I``
    Card ``I`` held by the deciding seat (``view.hand[I]``; the last one is the card being decided on).
``limbo:G:I``
    Card ``I`` of discard event ``G`` (``view.limbo[G][I]``): cards waiting for a Goth Girl choice.
    Used in :attr:`Prompt.focus`, never as a click.
``token``
    The edition's token (amulet, bullet or coin) lying at its holder's side: the first click of the
    token's free steps (then the target card).

Clicks
------
* A free step of a faceup card is two clicks: the card whose ability it is (Empath, Bodyguard, Priest,
  Curator, Pixie, or the token), then its target. A Bodyguard stops guarding by clicking it and then
  the card it guards. The Blob main action is the Blob, then the discard.
* ``peek`` and ``rob`` are two clicks in any order (:attr:`Choice.ordered` is false).
* Within one prompt no choice's places are a proper prefix of another's, so a click sequence that
  completes a choice never also continues another. Several choices may share the same places (the
  Curator's rotate and discard on a rotated card, the Nosferatu's take and use on one discard, the
  Gremlin into an empty village): :func:`completed` then returns them all and the UI offers their
  labels in a small menu.
* :attr:`Choice.button` marks the choices to show as buttons: every place-less choice, plus a few key
  place actions (draw, take the top discard, discard, left/right end, Goth Girl and Mortician
  choices, a single Con Artist extra turn, the Robber's look, the villages of Nostro and Thing).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication

from ..engine.actions import Action
from ..engine.cards import Timing, card_type
from ..engine.freesteps import MID_TURN_VERBS
from ..engine.view import CardView, PlayerView
from ..i18n import card_ability, card_name
from .language import fill as _fmt
from .language import is_right_to_left, localized, ordinal
from .log_text import the_card
from .token_text import token_name

DECK = "deck"
PILE = "pile"
TOKEN = "token"

#: zone -> the allowed numbers of integers after it
_PLACE_ARITY: dict[str, tuple[int, ...]] = {
    "village": (1, 2),
    "gap": (2,),
    "deck": (0,),
    "pile": (0, 1),
    "area": (1,),
    "hand": (1,),
    "limbo": (2,),
    "token": (0,),
}

# Origins of a held card, as in the frame args of the engine's hand/end decisions (engine.exchange).
_PICKED, _WITCH, _CLEANER, _PENALTY = 3, 4, 5, -1

#: Decision kind -> the card whose ability or rule it belongs to (named at the start of the text).
_KIND_CARDS: dict[str, str] = {
    "rascal": "silver.rascal",
    "choose": "silver.rascal",
    "exposer": "silver.exposer",
    "revealer": "silver.revealer",
    "beholder": "silver.beholder",
    "apprentice_seer": "silver.apprentice_seer",
    "seer": "silver.seer",
    "master": "silver.master",
    "robber": "silver.robber",
    "robber_look": "silver.robber",
    "discarding": "bullet.goth_girl",
    "mortician": "bullet.mortician",
    "instigator": "bullet.instigator",
    "thing": "bullet.thing",
    "marksman": "bullet.marksman",
    "troublemaker": "bullet.troublemaker",
    "gremlin": "bullet.gremlin",
    "hunt": "bullet.hunter",
    "con": "coin.con_artist",
    "tanner": "coin.apprentice_tanner",
    "tanner_flip": "coin.apprentice_tanner",
    "huntress": "coin.huntress",
    "nostro": "coin.nostro",
    "assassin": "coin.assassin",
    "psychic": "coin.psychic",
    "nosferatu": "coin.nosferatu",
    "golem": "coin.golem",
    "village_idiot": "coin.village_idiot",
    "idiot_pick": "coin.village_idiot",
    "regift": "coin.regifter",
    "keep": "promo.commander",
    "cleaner": "promo.cleaner",
}


# ---------------------------------------------------------------------- values
@attrs.frozen
class Choice:
    """One legal action as the table offers it."""

    action: Action
    #: The places to click, in order (any order if not :attr:`ordered`); ``()`` for a button-only action.
    places: tuple[str, ...]
    #: Translated short label: the button text if :attr:`button`, else a tooltip describing the action.
    label: str
    #: Show this choice as a button (always true when :attr:`places` is empty).
    button: bool = False
    #: Whether :attr:`places` must be clicked in the given order.
    ordered: bool = True
    #: The title of the button menu this button choice belongs to ("" for a button of its own).
    menu: str = ""
    #: What to click next once the first of :attr:`places` is clicked ("Empath: click the card of
    #: yours to look at"); "" where the decision's own text still says it.
    then: str = ""
    #: What a button does, for its tooltip ("" for none): a card's ability for "Use its ability".
    tip: str = ""


@attrs.frozen
class Prompt:
    """What the table shows for one pending decision."""

    #: Translated one-line instruction for the person deciding (or who is being waited for).
    text: str
    #: One choice per legal action, in the engine's order; empty when the seat has nothing to decide.
    choices: tuple[Choice, ...]
    #: Places the decision is about, to highlight (the card in hand, the cards chosen so far, the card
    #: whose ability resolves...). Never a click target by itself.
    focus: tuple[str, ...] = ()
    #: A sentence that helps but is not needed to decide (what the cards beside the deck are), shown
    #: after the text where the decision bar has room for it ("" for none).
    note: str = ""


# ---------------------------------------------------------------------- places
def village_place(seat: int, index: int | None = None) -> str:
    """``village:S:I`` (a card) or ``village:S`` (the whole village)."""
    return f"village:{seat}" if index is None else f"village:{seat}:{index}"


def _shown_right(engine_right: bool) -> bool:
    """Whether a village end the engine calls right (its last card) is on the player's right.

    In a right-to-left language the table is mirrored, so the engine's first card lies on the right
    and the "left end" of the rules' wording is drawn, and must be named, on the right.
    """
    return engine_right != is_right_to_left()


def gap_place(seat: int, index: int) -> str:
    """``gap:S:I``: the slot before card ``I`` of seat ``S``'s village (``I`` = size: the right end)."""
    return f"gap:{seat}:{index}"


def pile_place(view: PlayerView, depth: int) -> str:
    """``pile:I`` of the discard at the engine's ``depth`` (0 = the top card): ``I`` counts from the
    bottom, as in ``view.pile``."""
    return f"pile:{len(view.pile) - 1 - depth}"


def parse_place(place: str) -> tuple[str, tuple[int, ...]]:
    """Split a place into its zone and integers; raise :class:`ValueError` if it is not well-formed."""
    zone, *rest = place.split(":")
    arity = _PLACE_ARITY.get(zone)
    if arity is None or len(rest) not in arity:
        raise ValueError(f"place {place!r}: unknown zone or wrong number of parts")
    try:
        numbers = tuple(int(p) for p in rest)
    except ValueError:
        raise ValueError(f"place {place!r}: expected integers after the zone") from None
    if any(n < 0 or str(n) != p for n, p in zip(numbers, rest, strict=True)):
        raise ValueError(f"place {place!r}: expected non-negative integers in plain form")
    return zone, numbers


def card_at(view: PlayerView, place: str) -> CardView | None:
    """The card lying at ``place`` as ``view`` shows it; ``None`` for a place that is not a card
    (``deck`` when empty, ``pile``, ``gap:..``, ``village:S``, ``token``) or is out of range."""
    try:
        zone, n = parse_place(place)
    except ValueError:
        return None
    zones: dict[str, Sequence[CardView]] = {"area": view.area, "hand": view.hand}
    if zone == "village" and len(n) == 2 and n[0] < len(view.villages):
        row: Sequence[CardView] = view.villages[n[0]]
        return row[n[1]] if n[1] < len(row) else None
    if zone == "deck":
        return view.deck[0] if view.deck else None
    if zone == "pile" and n:
        return view.pile[n[0]] if n[0] < len(view.pile) else None
    if zone in zones:
        cards = zones[zone]
        return cards[n[0]] if n[0] < len(cards) else None
    if zone == "limbo" and n[0] < len(view.limbo):
        group = view.limbo[n[0]]
        return group[n[1]] if n[1] < len(group) else None
    return None


def place_exists(view: PlayerView, place: str) -> bool:
    """Is ``place`` well-formed and present on the table of ``view`` (see the module docstring)?"""
    try:
        zone, n = parse_place(place)
    except ValueError:
        return False
    if zone == "village" and len(n) == 1:
        return n[0] < len(view.villages)
    if zone == "gap":
        return n[0] < len(view.villages) and n[1] <= len(view.villages[n[0]])
    if zone in ("deck", "pile") and not n:
        return True
    if zone == "token":
        return view.token_holder == view.seat
    return card_at(view, place) is not None


# ---------------------------------------------------------------------- following clicks
def _matches(choice: Choice, clicked: Sequence[str]) -> bool:
    if len(clicked) > len(choice.places):
        return False
    if choice.ordered:
        return tuple(clicked) == choice.places[: len(clicked)]
    return not Counter(clicked) - Counter(choice.places)


def narrow(prompt: Prompt, clicked: Sequence[str]) -> tuple[Choice, ...]:
    """The choices still possible after the places ``clicked`` (in order). With no click: all of them;
    after a click, button-only choices drop out."""
    return tuple(c for c in prompt.choices if _matches(c, clicked))


def clickable(prompt: Prompt, clicked: Sequence[str]) -> frozenset[str]:
    """The places that may be clicked next (to highlight them)."""
    out: set[str] = set()
    k = len(clicked)
    for c in narrow(prompt, clicked):
        if len(c.places) <= k:
            continue
        if c.ordered:
            out.add(c.places[k])
        else:
            out.update((Counter(c.places) - Counter(clicked)).elements())
    return frozenset(out)


def completed(prompt: Prompt, clicked: Sequence[str]) -> tuple[Choice, ...]:
    """The choices whose places are exactly ``clicked``: one is applied at once; several (same places)
    are offered in a menu of their labels. Empty if ``clicked`` is empty or not finished."""
    if not clicked:
        return ()
    return tuple(c for c in narrow(prompt, clicked) if len(c.places) == len(clicked))


# ---------------------------------------------------------------------- the context of a decision
def _key(type_id: str | None) -> str:
    return type_id.split(".", 1)[1] if type_id else ""


def _tuple(value: Any) -> Any:
    return tuple(_tuple(v) for v in value) if isinstance(value, list) else value


#: Names a village card (``view``, seat, index) as a noun phrase, for texts that say more (hints).
SpotWords = Callable[[PlayerView, int, int], str]


class _Ctx:
    """What the texts need, read once from a view: the frame's args, this turn's used cards..."""

    def __init__(
        self, view: PlayerView, names: Sequence[str], lang: str, spot: SpotWords | None = None
    ) -> None:
        self.view = view
        self.names = names
        self.lang = lang
        #: how a village card is named (None: "the 3rd card of Ada's village")
        self.spot = spot
        self.me = view.seat
        self.kind = view.pending or ""
        position = view.position or {}
        pending = position.get("pending") or []
        top = pending[-1] if pending else None
        self.args: tuple[Any, ...] | None = (
            _tuple(top.get("args", [])) if isinstance(top, dict) and top.get("kind") == self.kind else None
        )
        this_turn = position.get("this_turn") or {}
        self.used: frozenset[str] = frozenset(this_turn.get("used") or ())
        self.resolving: tuple[str, ...] = tuple(position.get("resolving") or ())
        self.verbs = {a.verb for a in view.legal}

    def name(self, seat: int) -> str:
        """The display name of ``seat``."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return _fmt(QCoreApplication.translate("Prompts", "Player {number}"), number=seat + 1)

    def card(self, type_id: str) -> str:
        """A card type's name in the current language."""
        return card_name(type_id, self.lang)

    def kind_card(self) -> str:
        """The name of the card this decision belongs to."""
        type_id = _KIND_CARDS.get(self.kind)
        return self.card(type_id) if type_id else ""

    def village(self, seat: int) -> tuple[CardView, ...]:
        """A village as the view shows it."""
        return self.view.villages[seat]

    def source(self, key: str) -> int | None:
        """Index of the first working faceup ``key`` card of the seat's village whose allowance is
        unused this turn (the card the engine spends first), or ``None``."""
        bullet = self.view.config.token == "bullet"
        for i, c in enumerate(self.village(self.me)):
            if (
                c.faceup
                and _key(c.type) == key
                and village_place(self.me, i) not in self.used
                and not (c.amulet and bullet)
            ):
                return i
        return None


def _spot(ctx: _Ctx, seat: int, index: int) -> str:
    """A village card as a noun phrase: "the 3rd card of Ada's village" (or the context's own words)."""
    if ctx.spot is not None:
        return ctx.spot(ctx.view, seat, index)
    nth = ordinal(index + 1)
    if seat == ctx.me:
        return _fmt(
            QCoreApplication.translate("Prompts", "the {ordinal} card of your village", "noun phrase"),
            ordinal=nth,
        )
    return _fmt(
        QCoreApplication.translate("Prompts", "the {ordinal} card of {name}'s village", "noun phrase"),
        ordinal=nth,
        name=ctx.name(seat),
    )


def _village(ctx: _Ctx, seat: int) -> str:
    """A village as a noun phrase: "your village", "Ada's village"."""
    if seat == ctx.me:
        return QCoreApplication.translate("Prompts", "your village", "noun phrase")
    return _fmt(QCoreApplication.translate("Prompts", "{name}'s village", "noun phrase"), name=ctx.name(seat))


def discard_phrase(depth: int) -> str:
    """A discard pile card as a noun phrase, counted from the top."""
    if depth == 0:
        return QCoreApplication.translate("Prompts", "the top card of the discard pile", "noun phrase")
    return _fmt(
        QCoreApplication.translate(
            "Prompts", "the {ordinal} card from the top of the discard pile", "noun phrase"
        ),
        ordinal=ordinal(depth + 1),
    )


def _pile_card(ctx: _Ctx, depth: int) -> str:
    """A discard pile card as a noun phrase: by its name if its face shows ("the Nostro"), else by
    its place, counted from the top."""
    pile = ctx.view.pile
    k = len(pile) - 1 - depth
    face = pile[k].type if 0 <= k < len(pile) else None
    return the_card(face, ctx.lang) if face else discard_phrase(depth)


def _is_up(ctx: _Ctx, seat: int, index: int) -> bool:
    row = ctx.village(seat)
    return 0 <= index < len(row) and row[index].faceup


def _turn_over(ctx: _Ctx, seat: int, index: int, by: str = "") -> str:
    """The flip of a village card, "Turn X faceup" or "Turn X facedown", whichever it does; with ``by``
    (a card name): "Priest: turn X faceup"."""
    spot = _spot(ctx, seat, index)
    up = _is_up(ctx, seat, index)
    if by:
        if up:
            return _fmt(
                QCoreApplication.translate("Prompts", "{card}: turn {target} facedown"), card=by, target=spot
            )
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: turn {target} faceup"), card=by, target=spot
        )
    if up:
        return _fmt(QCoreApplication.translate("Prompts", "Turn {card} facedown"), card=spot)
    return _fmt(QCoreApplication.translate("Prompts", "Turn {card} faceup"), card=spot)


# ---------------------------------------------------------------------- the instruction
def _text(ctx: _Ctx) -> str:
    """The one-line instruction of the pending decision."""
    view, kind, verbs = ctx.view, ctx.kind, ctx.verbs
    card = ctx.kind_card() if kind in _KIND_CARDS else ""
    if not view.legal:
        if view.over:
            return QCoreApplication.translate("Prompts", "The game is over.")
        if view.decider < 0:
            return QCoreApplication.translate("Prompts", "Waiting.")
        return _fmt(QCoreApplication.translate("Prompts", "Waiting for {name}."), name=ctx.name(view.decider))
    if kind == "peek":
        return QCoreApplication.translate("Prompts", "Choose two cards of your village to look at.")
    if kind == "commander":  # the Commander itself went back into the deck: it is not named
        if view.kept:
            return _fmt(
                QCoreApplication.translate(
                    "Prompts", "Choose the card of your village to replace with your kept {kept}."
                ),
                kept=ctx.card(view.kept),
            )
        return QCoreApplication.translate(
            "Prompts", "Choose the card of your village to replace with your kept card."
        )
    if kind == "turn":
        why = "" if "call" in verbs else _no_call(ctx)
        if "draw" not in verbs:  # only with the Squire's draw area: the round goes on until it is empty
            return f"{_empty_deck_turn(verbs)} {why}".strip()
        if "take" in verbs and "call" in verbs:
            text = QCoreApplication.translate(
                "Prompts", "Your turn: draw a card, take the top discard, or call for a vote."
            )
        elif "take" in verbs:
            text = QCoreApplication.translate("Prompts", "Your turn: draw a card or take the top discard.")
        elif "call" in verbs:
            text = QCoreApplication.translate("Prompts", "Your turn: draw a card or call for a vote.")
        else:
            text = QCoreApplication.translate("Prompts", "Your turn: draw a card.")
        return f"{text} {why}".strip()
    if kind == "after":
        if verbs <= {"token", "coin", "end"}:
            return _fmt(
                QCoreApplication.translate("Prompts", "You may still use the {token}; then end your turn."),
                token=token_name(ctx.view.config.token),
            )
        return QCoreApplication.translate(
            "Prompts", "You may still use your faceup cards; then end your turn."
        )
    if kind == "rascal":
        return _fmt(
            QCoreApplication.translate(
                "Prompts", "{card}: draw another card, or stop and choose one to keep."
            ),
            card=card,
        )
    if kind == "choose":
        return _fmt(
            QCoreApplication.translate(
                "Prompts", "{card}: choose the card to keep; the others go back on the deck."
            ),
            card=card,
        )
    if kind == "hand":
        return _hand_text(ctx)
    if kind == "set":
        chosen = ctx.args[1] if ctx.args and len(ctx.args) > 1 else ()
        if len(chosen) >= 2:
            return QCoreApplication.translate("Prompts", "Add more cards to the set, or reveal it.")
        return QCoreApplication.translate(
            "Prompts",
            "Choose two or more cards of your village with the same number; the card in your hand takes "
            "the place of one of them.",
        )
    if kind == "into" and ctx.args and ctx.args[0] == _CLEANER:
        return _fmt(
            QCoreApplication.translate(
                "Prompts", "Every card you claimed is worth 6 or more: choose the spot for the {card}."
            ),
            card=ctx.card("promo.cleaner"),
        )
    if kind == "into":
        return QCoreApplication.translate("Prompts", "The set matched: choose the spot for your new card.")
    if kind == "lycan":
        return QCoreApplication.translate(
            "Prompts", "The set matches only with your Lycans' +1s. Use them, or let the set fail?"
        )
    if kind == "order":
        return QCoreApplication.translate(
            "Prompts",
            "Lay the discarded cards on the pile one by one: choose the next (the last lies on top).",
        )
    if kind == "end":
        if ctx.args and ctx.args[0] == _PENALTY:
            return QCoreApplication.translate("Prompts", "Add the penalty card at one end of your village.")
        return QCoreApplication.translate("Prompts", "Add the card you hold at one end of your village.")
    if kind == "cleaner":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: choose the cards you claim are worth 6 or more."),
            card=card,
        )
    if kind == "discarding":
        return _fmt(
            QCoreApplication.translate(
                "Prompts", "{card}: put the discarded card on the bottom of the deck or on the discard pile?"
            ),
            card=card,
        )
    if kind == "mortician":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: use the ability of the card you just discarded?"),
            card=card,
        )
    if kind == "con":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: turn it facedown to take an extra turn?"),
            card=card,
        )
    if kind == "regift":
        return _fmt(
            QCoreApplication.translate(
                "Prompts", "{card}: give one of your cards to another player, or skip."
            ),
            card=card,
        )
    if kind == "hunt":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: choose a card in any village to remove, or skip."),
            card=card,
        )
    if kind == "keep":
        return _fmt(
            QCoreApplication.translate(
                "Prompts", "{card}: choose a card of your village to keep for next round."
            ),
            card=card,
        )
    return _ability_text(ctx, card)


def _empty_deck_turn(verbs: set[str]) -> str:
    """A turn's instruction when the deck is empty: what is left to do, and why the round goes on
    (RULES.md 1 Squire: it ends once the draw area is empty too)."""
    if "take" in verbs and "call" in verbs:
        text = QCoreApplication.translate("Prompts", "Your turn: take the top discard or call for a vote.")
    elif "take" in verbs:
        text = QCoreApplication.translate("Prompts", "Your turn: take the top discard.")
    elif "call" in verbs:
        text = QCoreApplication.translate("Prompts", "Your turn: call for a vote.")
    else:
        text = QCoreApplication.translate("Prompts", "Your turn.")
    why = QCoreApplication.translate(
        "Prompts", "The deck is empty: the round ends once the draw area is empty too."
    )
    return f"{text} {why}"


def _blob_note(ctx: _Ctx) -> str:
    """The faceup Blob's main action, named where it may be taken (its card is highlighted on the
    table, which alone did not say what clicking it does); "" when it may not."""
    if "blob" not in ctx.verbs:
        return ""
    return _fmt(
        QCoreApplication.translate("Prompts", "Or click your {card} to use the ability of a discard."),
        card=ctx.card("coin.blob"),
    )


def _draw_area(ctx: _Ctx) -> str:
    """The cards lying crosswise beside the deck that the person may take instead of drawing (the
    Squire's draw area, RULES.md 1 Squire), named: a newcomer does not know what they are; "" for
    none."""
    if "area" not in ctx.verbs:
        return ""
    names = [the_card(c.type, ctx.lang) for c in ctx.view.area if c.type]
    if not names:
        return ""
    cards = names[0]
    if len(names) > 1:
        cards = _fmt(
            QCoreApplication.translate("Prompts", "{cards} or {last}", "cards one of which may be taken"),
            cards=QCoreApplication.translate("Prompts", ", ", "between the cards of a list").join(names[:-1]),
            last=names[-1],
        )
    if not ctx.verbs & {"draw", "take", "call"}:  # the only way to play on
        text = QCoreApplication.translate(
            "Prompts", "Take {cards} lying beside the deck.", "the Squire's draw area"
        )
    else:
        text = QCoreApplication.translate(
            "Prompts", "Or take {cards} lying beside the deck.", "the Squire's draw area"
        )
    return _fmt(text, cards=cards)


def _no_call(ctx: _Ctx) -> str:
    """Why the person may not call for a vote now (RULES.md §5), or "" if that is not the reason."""
    v = ctx.view
    if v.caller >= 0:
        if v.caller == ctx.me:
            return ""
        return _fmt(
            QCoreApplication.translate("Prompts", "{name} has called: this is your final turn, no call."),
            name=ctx.name(v.caller),
        )
    position = v.position or {}
    if (position.get("this_turn") or {}).get("ability"):
        return QCoreApplication.translate(
            "Prompts", "No call this turn: you have used an ability or the token on it."
        )
    village = v.villages[ctx.me]
    bullet = v.config.token == "bullet"
    if len([c for c in village if not (bullet and c.amulet)]) > 4:
        return QCoreApplication.translate("Prompts", "To call, your village must have 4 cards or fewer.")
    if v.config.token == "coin" and not v.deck:
        return QCoreApplication.translate(
            "Prompts", "No call: with the Silver Coin the deck must not be empty."
        )
    return ""


def _hand_text(ctx: _Ctx) -> str:
    verbs = ctx.verbs
    origin = ctx.args[0] if ctx.args else None
    if origin == _WITCH or "swap" in verbs:
        if "swap" in verbs:
            text = QCoreApplication.translate(
                "Prompts", "{card}: put the card you saw into another village or exchange it into yours."
            )
        else:
            text = QCoreApplication.translate(
                "Prompts", "{card}: exchange the card you saw into your village."
            )
        return _fmt(text, card=ctx.card("silver.witch"))
    if "discard" in verbs:
        exchange = "exchange" in verbs or "set" in verbs
        if "use" in verbs:
            if exchange:
                return QCoreApplication.translate(
                    "Prompts", "Exchange the card you drew into your village, discard it, or use its ability."
                )
            return QCoreApplication.translate("Prompts", "Discard the card you drew, or use its ability.")
        if exchange:
            text = QCoreApplication.translate(
                "Prompts", "Exchange the card you drew into your village, or discard it."
            )
        else:
            text = QCoreApplication.translate("Prompts", "Discard the card you drew.")
        return text + _idle_ability(ctx)
    if origin == _PICKED:
        return QCoreApplication.translate(
            "Prompts", "Exchange the card you took from the discard pile into your village."
        )
    return QCoreApplication.translate("Prompts", "Exchange the top discard you took into your village.")


def _idle_ability(ctx: _Ctx) -> str:
    """For a drawn card whose draw-and-discard ability is not offered (it has nothing to act on: no
    faceup card for the Assassin, no card under the Golem...): a sentence that says so, so that its
    missing button is not a puzzle; else ""."""
    held = ctx.view.hand[0].type if ctx.view.hand else None
    if not held or card_type(held).timing != Timing.DRAW_DISCARD:
        return ""
    text = QCoreApplication.translate("Prompts", "The {card}'s ability has nothing to act on now.")
    return " " + _fmt(text, card=ctx.card(held))


def _idle_copies(ctx: _Ctx) -> str:
    """For the Marksman's choice: a sentence for each kind of card it may copy to no effect, so
    that a newcomer does not spend a turn on it: a faceup Marksman when no other card is left for
    that one to copy (no card twice in a chain, AMB-42), a Gremlin (a copy cannot move the card,
    AMB-27); else ""."""
    targets = [a.args for a in ctx.view.legal if a.verb == "copy" and len(a.args) == 2]
    kinds: dict[str, str] = {}
    for seat, index in targets:
        village = ctx.village(seat)
        face = village[index].type if 0 <= index < len(village) else None
        if face and face.endswith(".marksman") and len(targets) == 1:
            kinds["marksman"] = face
        elif face and face.endswith(".gremlin"):
            kinds["gremlin"] = face
    out = ""
    if "marksman" in kinds:
        text = QCoreApplication.translate(
            "Prompts", "Copying the {card} would do nothing: no other faceup card is left for it to copy."
        )
        out += " " + _fmt(text, card=ctx.card(kinds["marksman"]))
    if "gremlin" in kinds:
        text = QCoreApplication.translate(
            "Prompts", "Copying a {card} does nothing: a copy cannot move the card from its village."
        )
        out += " " + _fmt(text, card=ctx.card(kinds["gremlin"]))
    return out


def _ability_text(ctx: _Ctx, card: str) -> str:
    """The instruction of a draw-and-discard ability's decision."""
    kind, args = ctx.kind, ctx.args or ()
    if kind == "exposer":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a facedown card of your village to turn faceup."
        )
    elif kind == "revealer":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a facedown card in any village to turn faceup."
        )
    elif kind == "beholder":
        if args:
            text = QCoreApplication.translate(
                "Prompts", "{card}: look at one more facedown card of yours, or stop."
            )
        else:
            text = QCoreApplication.translate(
                "Prompts", "{card}: choose up to two facedown cards of yours to look at."
            )
    elif kind == "apprentice_seer":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a facedown card in another player's village to look at."
        )
    elif kind == "seer":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a facedown card in any village to look at."
        )
    elif kind == "psychic":
        if args:
            text = QCoreApplication.translate("Prompts", "{card}: look at another facedown card, or stop.")
        else:
            text = QCoreApplication.translate(
                "Prompts", "{card}: choose up to three facedown cards in any villages to look at."
            )
    elif kind == "master":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a discard to exchange into your village, or take nothing."
        )
    elif kind == "robber":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a card of another player's village and one of yours to swap."
        )
    elif kind == "robber_look":
        text = QCoreApplication.translate("Prompts", "{card}: look at the card you took?")
    elif kind == "instigator":
        text = QCoreApplication.translate(
            "Prompts", "{card}: turn over a village card, the top card of the deck, or the discard below."
        )
    elif kind == "thing":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a village whose facedown cards to shuffle."
        )
    elif kind == "marksman":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a faceup card in any village to copy its ability."
        )
        return _fmt(text, card=card) + _idle_copies(ctx)
    elif kind == "troublemaker":
        if args:
            text = QCoreApplication.translate(
                "Prompts", "{card}: choose a card in another village to swap it with."
            )
        else:
            text = QCoreApplication.translate("Prompts", "{card}: choose the first of two cards to swap.")
    elif kind == "gremlin":
        text = QCoreApplication.translate("Prompts", "{card}: choose an end of any village to put it at.")
    elif kind == "huntress":
        if args:
            text = QCoreApplication.translate(
                "Prompts", "{card}: choose a facedown card in any village to turn faceup."
            )
        else:
            text = QCoreApplication.translate(
                "Prompts", "{card}: choose a faceup card in any village to turn facedown."
            )
    elif kind == "tanner":
        text = QCoreApplication.translate(
            "Prompts", "{card}: put it at the left or right end of your village."
        )
    elif kind == "tanner_flip":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose another card in any village to turn over."
        )
    elif kind == "nostro":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a village to look at all its facedown cards."
        )
    elif kind == "assassin":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a faceup card in any village to put under the discard pile."
        )
    elif kind == "nosferatu":
        text = QCoreApplication.translate(
            "Prompts", "{card}: take one of the three discards below it, or use one's ability."
        )
    elif kind == "golem":
        text = QCoreApplication.translate(
            "Prompts", "{card}: choose a card in any village to replace with the discard below it."
        )
    elif kind == "village_idiot":
        text = QCoreApplication.translate(
            "Prompts",
            "{card}: you choose a card of every village, and they all move on to the next village at "
            "once. Which way do they go?",
        )
    elif kind == "idiot_pick":
        seat = ctx.view.legal[0].args[0] if ctx.view.legal and ctx.view.legal[0].args else ctx.me
        if seat == ctx.me:
            return _fmt(
                QCoreApplication.translate("Prompts", "{card}: choose the card of your village that moves."),
                card=card,
            )
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: choose the card of {name}'s village that moves."),
            card=card,
            name=ctx.name(seat),
        )
    else:
        return QCoreApplication.translate("Prompts", "Choose an action.")
    return _fmt(text, card=card)


# ---------------------------------------------------------------------- places of an action
def _places(ctx: _Ctx, action: Action) -> tuple[tuple[str, ...], bool]:
    """The places to click for ``action`` and whether their order matters."""
    verb, a = action.verb, action.args
    me = ctx.me
    if verb == "peek":
        return (village_place(me, a[0]), village_place(me, a[1])), False
    if verb == "rob":
        return (village_place(a[0], a[1]), village_place(me, a[2])), False
    if verb in ("place", "exchange", "add", "extra", "hold"):
        return (village_place(me, a[0]),), True
    if verb in ("flip", "look", "swap", "replace", "remove", "copy", "choose"):
        return (village_place(a[0], a[1]),), True
    if verb in ("draw", "more", "flipdeck", "bottom"):
        return (DECK,), True
    if verb in ("discard", "pile"):
        return (PILE,), True
    if verb in ("take", "activate"):
        return (pile_place(ctx.view, 0),), True
    if verb in ("pick", "invoke"):
        return (pile_place(ctx.view, a[0]),), True
    if verb == "flippile":
        return (pile_place(ctx.view, _below_depth(ctx)),), True
    if verb == "area":
        return (f"area:{a[0]}",), True
    if verb == "keep":
        return (f"hand:{a[0]}",), True
    if verb == "next":
        return (f"limbo:{len(ctx.view.limbo) - 1}:{a[0]}",), True
    if verb in ("search", "shuffle"):
        return (village_place(a[0]),), True
    if verb == "into":
        return (gap_place(me, a[0]),), True
    if verb == "left":
        return (gap_place(me, 0),), True
    if verb == "right":
        return (gap_place(me, len(ctx.village(me))),), True
    if verb == "put":
        return (gap_place(a[0], len(ctx.village(a[0])) if a[1] else 0),), True
    if verb == "give":
        return (village_place(me, a[0]), village_place(a[1])), True
    if verb == "guard":
        return (village_place(me, a[0]), village_place(me, a[1])), True
    if verb == "unguard":
        guarded = ctx.village(me)[a[0]].guarding
        if guarded >= 0:
            return (village_place(me, a[0]), village_place(me, guarded)), True
        return (village_place(me, a[0]),), True
    if verb == "pixie":
        return (village_place(me, a[0]), village_place(a[1], a[2])), True
    if verb == "token":
        return (TOKEN, village_place(me, a[0])), True
    if verb == "coin":
        return (TOKEN, village_place(a[0], a[1])), True
    if verb in MID_TURN_VERBS and ctx.kind not in ("turn", "after"):
        return (), True  # in the middle of another decision: a menu of the Curator's steps, not clicks
    if verb in ("empath", "priest", "rotate", "retire", "blob"):
        key = {"empath": "empath", "priest": "priest", "blob": "blob"}.get(verb, "curator")
        target = pile_place(ctx.view, a[0]) if verb == "blob" else village_place(me, a[0])
        source = ctx.source(key)
        if source is None:  # not expected: the engine offers the step only with such a card
            return (target,), True
        return (village_place(me, source), target), True
    return (), True  # call, stop, use, set, clean, confirm, end, done, pass, skip, direction


def _below_depth(ctx: _Ctx) -> int:
    """Depth of the discard directly below the card being resolved (the Instigator's ``flippile``):
    below the newest resolving card that lies on the pile, else the top card (engine.activation)."""
    for place in reversed(ctx.resolving):
        zone, _, depth = place.partition(":")
        if zone == "pile" and depth.isdigit():
            return int(depth) + 1
    return 0


# ---------------------------------------------------------------------- labels
def _button_text(ctx: _Ctx, action: Action) -> str | None:
    """The button text of ``action`` if it is shown as a button, else ``None``."""
    verb, kind = action.verb, ctx.kind
    if verb == "draw":
        return QCoreApplication.translate("Prompts", "Draw a card", "button")
    if verb == "take":
        return QCoreApplication.translate("Prompts", "Take the top discard", "button")
    if verb == "call":
        return QCoreApplication.translate("Prompts", "Call for a vote", "button")
    if verb == "more":
        return QCoreApplication.translate("Prompts", "Draw another card", "button")
    if verb == "stop":
        return QCoreApplication.translate("Prompts", "Stop drawing", "button")
    if verb == "discard":
        return QCoreApplication.translate("Prompts", "Discard", "button")
    if verb in ("use", "activate"):
        return QCoreApplication.translate("Prompts", "Use its ability", "button")
    if verb == "set":
        return QCoreApplication.translate("Prompts", "Exchange for a set", "button")
    if verb == "clean":
        return _fmt(
            QCoreApplication.translate("Prompts", "Use the {card}", "button"), card=ctx.card("promo.cleaner")
        )
    if verb == "confirm":
        if kind == "cleaner":
            return QCoreApplication.translate("Prompts", "Reveal the claimed cards", "button")
        return QCoreApplication.translate("Prompts", "Reveal the set", "button")
    if verb == "plus":
        return QCoreApplication.translate("Prompts", "Use the +1s", "button")
    if verb == "fail":
        return QCoreApplication.translate("Prompts", "Let the set fail", "button")
    if verb == "left" and "right" not in ctx.verbs:
        return QCoreApplication.translate("Prompts", "Add to your village", "button")
    if verb in ("left", "right"):
        if _shown_right(verb == "right"):
            return QCoreApplication.translate("Prompts", "Right end", "button")
        return QCoreApplication.translate("Prompts", "Left end", "button")
    if verb == "pile":
        return QCoreApplication.translate("Prompts", "Onto the discard pile", "button")
    if verb == "bottom":
        return QCoreApplication.translate("Prompts", "Bottom of the deck", "button")
    if verb == "end":
        return QCoreApplication.translate("Prompts", "End turn", "button")
    if verb == "extra":
        if sum(1 for a in ctx.view.legal if a.verb == "extra") == 1:
            return QCoreApplication.translate("Prompts", "Take an extra turn", "button")
        return None
    if verb == "done":
        return QCoreApplication.translate("Prompts", "Done", "button")
    if verb == "look" and kind == "robber_look":
        return QCoreApplication.translate("Prompts", "Look at it", "button")
    if verb == "pass":
        if kind == "master":
            return QCoreApplication.translate("Prompts", "Take nothing", "button")
        if kind == "con":
            return QCoreApplication.translate("Prompts", "No extra turn", "button")
        if kind == "mortician":
            return QCoreApplication.translate("Prompts", "Don't use it", "button")
        return QCoreApplication.translate("Prompts", "Pass", "button")
    if verb == "skip":
        if kind == "regift":
            return QCoreApplication.translate("Prompts", "Give nothing", "button")
        if kind == "hunt":
            return QCoreApplication.translate("Prompts", "Remove nothing", "button")
        if kind == "robber_look":
            return QCoreApplication.translate("Prompts", "Don't look", "button")
        return QCoreApplication.translate("Prompts", "Skip", "button")
    if verb in ("search", "shuffle"):  # a whole village: its name plate, or this button
        if action.args[0] == ctx.me:
            return QCoreApplication.translate("Prompts", "Your village", "button")
        return _fmt(
            QCoreApplication.translate("Prompts", "{name}'s village", "button"), name=ctx.name(action.args[0])
        )
    if verb == "direction":  # named by the neighbour it leads to: a newcomer need not know the turn order
        players = len(ctx.view.villages)
        if action.args[0] == 0:
            text = QCoreApplication.translate("Prompts", "Clockwise, to {name}", "button")
            return _fmt(text, name=ctx.name((ctx.me + 1) % players))
        text = QCoreApplication.translate("Prompts", "Counter-clockwise, to {name}", "button")
        return _fmt(text, name=ctx.name((ctx.me - 1) % players))
    return None


def _describe(ctx: _Ctx, action: Action) -> str:
    """A short description of ``action`` in the context of the pending decision."""
    verb, a, kind = action.verb, action.args, ctx.kind
    me = ctx.me
    if verb == "peek":
        return _fmt(
            QCoreApplication.translate("Prompts", "Look at the {first} and {second} cards of your village"),
            first=ordinal(a[0] + 1),
            second=ordinal(a[1] + 1),
        )
    if verb == "place":
        return _fmt(
            QCoreApplication.translate("Prompts", "Put the kept card in place of {card}"),
            card=_spot(ctx, me, a[0]),
        )
    if verb == "draw":
        return QCoreApplication.translate("Prompts", "Draw the top card of the deck")
    if verb == "take":
        return QCoreApplication.translate("Prompts", "Take the top card of the discard pile")
    if verb == "call":
        return QCoreApplication.translate(
            "Prompts", "Call for a vote: your turn ends and the others play once more"
        )
    if verb == "area":
        face = ctx.view.area[a[0]].type if a[0] < len(ctx.view.area) else None
        if face:  # the draw area's cards lie face up
            return _fmt(
                QCoreApplication.translate("Prompts", "Take {card} from the draw area"),
                card=the_card(face, ctx.lang),
            )
        return _fmt(
            QCoreApplication.translate("Prompts", "Take the {ordinal} card of the draw area"),
            ordinal=ordinal(a[0] + 1),
        )
    if verb == "blob":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: use the ability of {discard}"),
            card=ctx.card("coin.blob"),
            discard=_pile_card(ctx, a[0]),
        )
    if verb == "more":
        return QCoreApplication.translate("Prompts", "Draw one more card from the deck")
    if verb == "stop":
        return QCoreApplication.translate("Prompts", "Stop drawing and choose the card to keep")
    if verb == "keep":
        return _fmt(
            QCoreApplication.translate("Prompts", "Keep the {ordinal} card you drew"),
            ordinal=ordinal(a[0] + 1),
        )
    if verb == "discard":
        return QCoreApplication.translate("Prompts", "Put the card on the discard pile")
    if verb == "use":
        return QCoreApplication.translate("Prompts", "Discard the card and use its ability")
    if verb == "exchange":
        return _fmt(
            QCoreApplication.translate("Prompts", "Exchange it for {card}"), card=_spot(ctx, me, a[0])
        )
    if verb == "set":
        return QCoreApplication.translate(
            "Prompts", "Exchange it for a set of matching cards of your village"
        )
    if verb == "clean":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: claim cards of your village worth 6 or more"),
            card=ctx.card("promo.cleaner"),
        )
    if verb == "add":
        if kind == "cleaner":
            return _fmt(QCoreApplication.translate("Prompts", "Claim {card}"), card=_spot(ctx, me, a[0]))
        return _fmt(QCoreApplication.translate("Prompts", "Add {card} to the set"), card=_spot(ctx, me, a[0]))
    if verb == "confirm":
        if kind == "cleaner":
            return QCoreApplication.translate("Prompts", "Reveal the claimed cards")
        return QCoreApplication.translate("Prompts", "Reveal the set")
    if verb == "into":
        return _fmt(
            QCoreApplication.translate("Prompts", "Put your new card in as the {ordinal} card"),
            ordinal=ordinal(a[0] + 1),
        )
    if verb == "plus":
        return QCoreApplication.translate("Prompts", "Use the Lycans' +1s: the set matches")
    if verb == "fail":
        return QCoreApplication.translate("Prompts", "Do not use the +1s: the set fails")
    if verb == "next":
        limbo = ctx.view.limbo[-1] if ctx.view.limbo else ()
        card = limbo[a[0]].type if a[0] < len(limbo) else None
        return _fmt(
            QCoreApplication.translate("Prompts", "Put the {card} on the pile next"),
            card=ctx.card(card) if card else "?",
        )
    if verb in ("left", "right"):
        if _shown_right(verb == "right"):
            return QCoreApplication.translate("Prompts", "Add it at the right end of your village")
        return QCoreApplication.translate("Prompts", "Add it at the left end of your village")
    if verb == "pile":
        return QCoreApplication.translate("Prompts", "Put the card on the discard pile")
    if verb == "bottom":
        return QCoreApplication.translate("Prompts", "Put the card on the bottom of the deck")
    if verb == "activate":
        return QCoreApplication.translate("Prompts", "Use the ability of the card you discarded")
    if verb == "empath":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: look at {target}"),
            card=ctx.card("silver.empath"),
            target=_spot(ctx, me, a[0]),
        )
    if verb == "guard":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: guard {target}"),
            card=ctx.card("silver.bodyguard"),
            target=_spot(ctx, me, a[1]),
        )
    if verb == "unguard":
        guarded = ctx.village(me)[a[0]].guarding
        if guarded < 0:
            return _fmt(
                QCoreApplication.translate("Prompts", "{card}: stop guarding"),
                card=ctx.card("silver.bodyguard"),
            )
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: stop guarding {target}"),
            card=ctx.card("silver.bodyguard"),
            target=_spot(ctx, me, guarded),
        )
    if verb == "priest":
        return _turn_over(ctx, me, a[0], ctx.card("bullet.priest"))
    if verb == "rotate":
        rotated = ctx.village(me)[a[0]].rotated
        if rotated:
            text = QCoreApplication.translate("Prompts", "{card}: turn {target} back straight")
        else:
            text = QCoreApplication.translate("Prompts", "{card}: rotate {target}")
        return _fmt(text, card=ctx.card("coin.curator"), target=_spot(ctx, me, a[0]))
    if verb == "retire":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: discard {target}, which is rotated"),
            card=ctx.card("coin.curator"),
            target=_spot(ctx, me, a[0]),
        )
    if verb == "pixie":
        if _is_up(ctx, a[1], a[2]):
            text = QCoreApplication.translate(
                "Prompts", "{card}: turn it facedown, then turn {target} facedown"
            )
        else:
            text = QCoreApplication.translate(
                "Prompts", "{card}: turn it facedown, then turn {target} faceup"
            )
        return _fmt(text, card=ctx.card("coin.pixie"), target=_spot(ctx, a[1], a[2]))
    if verb == "token":
        if ctx.view.config.token == "bullet":
            text = QCoreApplication.translate("Prompts", "Put the bullet on {target}")
        else:
            text = QCoreApplication.translate("Prompts", "Put the amulet on {target}")
        return _fmt(text, target=_spot(ctx, me, a[0]))
    if verb == "coin":
        return _turn_over(
            ctx, a[0], a[1], QCoreApplication.translate("Prompts", "Coin", "the Silver Coin token")
        )
    if verb == "end":
        return QCoreApplication.translate("Prompts", "End your turn")
    if verb == "extra":
        return _fmt(
            QCoreApplication.translate("Prompts", "{card}: turn it facedown and take an extra turn"),
            card=ctx.card("coin.con_artist"),
        )
    if verb == "flip":
        return _turn_over(ctx, a[0], a[1])
    if verb == "flipdeck":
        return QCoreApplication.translate("Prompts", "Turn over the top card of the deck")
    if verb == "flippile":
        return _fmt(
            QCoreApplication.translate("Prompts", "Turn over {discard}"),
            discard=discard_phrase(_below_depth(ctx)),
        )
    if verb == "look":
        return _fmt(QCoreApplication.translate("Prompts", "Look at {card}"), card=_spot(ctx, a[0], a[1]))
    if verb == "search":
        return _fmt(
            QCoreApplication.translate("Prompts", "Look at the facedown cards of {village}"),
            village=_village(ctx, a[0]),
        )
    if verb == "done":
        return QCoreApplication.translate("Prompts", "Stop looking")
    if verb == "pick":
        return _fmt(
            QCoreApplication.translate("Prompts", "Take {discard} into your village"),
            discard=_pile_card(ctx, a[0]),
        )
    if verb == "invoke":
        return _fmt(
            QCoreApplication.translate("Prompts", "Use the ability of {discard}"),
            discard=_pile_card(ctx, a[0]),
        )
    if verb == "pass":
        if kind == "master":
            return QCoreApplication.translate("Prompts", "Take nothing from the discard pile")
        if kind == "con":
            return _fmt(
                QCoreApplication.translate("Prompts", "Keep the {card} faceup and end your turn"),
                card=ctx.card("coin.con_artist"),
            )
        if kind == "mortician":
            return QCoreApplication.translate("Prompts", "Leave the card's ability unused")
        return QCoreApplication.translate("Prompts", "Pass")
    if verb == "swap":
        return _fmt(
            QCoreApplication.translate("Prompts", "Put it in place of {card}"), card=_spot(ctx, a[0], a[1])
        )
    if verb == "rob":
        return _fmt(
            QCoreApplication.translate("Prompts", "Swap {theirs} with {mine}"),
            theirs=_spot(ctx, a[0], a[1]),
            mine=_spot(ctx, me, a[2]),
        )
    if verb == "replace":
        return _fmt(
            QCoreApplication.translate("Prompts", "Replace {card} with the discard"),
            card=_spot(ctx, a[0], a[1]),
        )
    if verb == "remove":
        if kind == "assassin":
            return _fmt(
                QCoreApplication.translate("Prompts", "Put {card} under the discard pile"),
                card=_spot(ctx, a[0], a[1]),
            )
        return _fmt(
            QCoreApplication.translate("Prompts", "Remove {card} from scoring"), card=_spot(ctx, a[0], a[1])
        )
    if verb == "shuffle":
        return _fmt(
            QCoreApplication.translate("Prompts", "Shuffle the facedown cards of {village}"),
            village=_village(ctx, a[0]),
        )
    if verb == "copy":
        return _fmt(
            QCoreApplication.translate("Prompts", "Use the ability of {card}"), card=_spot(ctx, a[0], a[1])
        )
    if verb == "put":
        if _shown_right(bool(a[1])):
            text = QCoreApplication.translate("Prompts", "Put it at the right end of {village}")
        else:
            text = QCoreApplication.translate("Prompts", "Put it at the left end of {village}")
        return _fmt(text, village=_village(ctx, a[0]))
    if verb == "direction":
        if a[0] == 0:
            return QCoreApplication.translate("Prompts", "The chosen cards move clockwise")
        return QCoreApplication.translate("Prompts", "The chosen cards move counter-clockwise")
    if verb == "choose":
        if kind == "idiot_pick":
            return _fmt(QCoreApplication.translate("Prompts", "Move {card}"), card=_spot(ctx, a[0], a[1]))
        return _fmt(QCoreApplication.translate("Prompts", "Swap {card}"), card=_spot(ctx, a[0], a[1]))
    if verb == "skip":
        if kind == "regift":
            return QCoreApplication.translate("Prompts", "Give no card away")
        if kind == "hunt":
            return QCoreApplication.translate("Prompts", "Remove no card")
        if kind == "robber_look":
            return QCoreApplication.translate("Prompts", "Do not look at the card")
        return QCoreApplication.translate("Prompts", "Skip")
    if verb == "give":
        return _fmt(
            QCoreApplication.translate("Prompts", "Give {card} to {name}"),
            card=_spot(ctx, me, a[0]),
            name=ctx.name(a[1]),
        )
    if verb == "hold":
        return _fmt(
            QCoreApplication.translate("Prompts", "Keep {card} for the next round"), card=_spot(ctx, me, a[0])
        )
    return str(action)


def _choice(ctx: _Ctx, action: Action) -> Choice:
    places, ordered = _places(ctx, action)
    button = _button_text(ctx, action)
    if button is None and not places:
        button = _describe(ctx, action)
    label = button if button is not None else _describe(ctx, action)
    menu = ctx.card("coin.curator") if action.verb in MID_TURN_VERBS and not places else ""
    then = _then(ctx, action) if ordered and len(places) > 1 else ""
    return Choice(action, places, label, button is not None, ordered, menu, then, _tip(ctx, action))


def _tip(ctx: _Ctx, action: Action) -> str:
    """What a button does, for a newcomer: a turn's main actions, a set exchange and a discard are
    explained; a button that uses a card's ability (the card drawn, the Cleaner drawn, or the card a
    Mortician just discarded) says what that ability does; else ""."""
    explained = _turn_tip(action.verb) if ctx.kind in ("turn", "hand") else ""
    if explained:
        return explained
    held = action.verb in ("use", "clean")
    cards = ctx.view.hand if held else ctx.view.pile if action.verb == "activate" else ()
    card = cards[-1].type if cards else None
    return localized(card_ability(card, ctx.lang), ctx.lang) if card else ""


def _turn_tip(verb: str) -> str:
    """What a button of a turn or of the card in hand does, for a newcomer ("" for one that says
    it all): "Exchange for a set" was read as the drawn card and one like it, and nothing said what
    a call does."""
    if verb == "draw":
        return QCoreApplication.translate(
            "Prompts",
            "Draw the top card of the deck. Then exchange it for a card of your village, discard it, "
            "or discard it to use its ability.",
            "a button's tooltip",
        )
    if verb == "take":
        return QCoreApplication.translate(
            "Prompts",
            "Take the top card of the discard pile: it goes into your village in place of one of your "
            "cards (or of a matching set).",
            "a button's tooltip",
        )
    if verb == "call":
        return QCoreApplication.translate(
            "Prompts",
            "Say your village is the lowest: everyone else plays one more turn, then the round is "
            "scored. If another village is lower, you score your village's value plus 10.",
            "a button's tooltip",
        )
    if verb == "set":
        return QCoreApplication.translate(
            "Prompts",
            "Exchange the card in your hand for two or more cards of your village that have the same "
            "number. They are shown to everyone; if they do not match, they go back face down and the "
            "card in your hand joins your village too.",
            "a button's tooltip",
        )
    if verb == "discard":
        return QCoreApplication.translate(
            "Prompts",
            "Put the card in your hand onto the discard pile without using its ability.",
            "a button's tooltip",
        )
    return ""


def _then(ctx: _Ctx, action: Action) -> str:
    """The instruction once the first place of a two-click ``action`` (a card whose ability is used,
    the token, the card to give) is clicked: where the second click goes."""
    verb = action.verb
    if verb == "empath":
        text = QCoreApplication.translate("Prompts", "{card}: click the facedown card of yours to look at.")
    elif verb == "priest":
        text = QCoreApplication.translate("Prompts", "{card}: click the card of yours to turn over.")
    elif verb in ("rotate", "retire"):
        text = QCoreApplication.translate(
            "Prompts", "{card}: click the card of yours to rotate, straighten or discard."
        )
    elif verb == "blob":
        text = QCoreApplication.translate("Prompts", "{card}: click the discard whose ability to use.")
    elif verb == "guard":
        text = QCoreApplication.translate("Prompts", "{card}: click the card of yours to guard.")
    elif verb == "pixie":
        text = QCoreApplication.translate("Prompts", "{card}: click the card to turn over.")
    elif verb == "give":
        text = QCoreApplication.translate("Prompts", "{card}: click the village to give the card to.")
    elif verb == "token" and ctx.view.config.token == "bullet":
        return QCoreApplication.translate("Prompts", "Click the card of yours to put the bullet on.")
    elif verb == "token":
        return QCoreApplication.translate("Prompts", "Click the card of yours to put the amulet on.")
    elif verb == "coin":
        return QCoreApplication.translate("Prompts", "Click the card to turn over with the coin.")
    else:
        return ""
    return _fmt(text, card=ctx.card(_THEN_CARDS.get(verb, "coin.curator")))


#: The card whose ability a two-click action of :func:`_then` uses (the Curator's for the others).
_THEN_CARDS = {
    "empath": "silver.empath",
    "priest": "bullet.priest",
    "blob": "coin.blob",
    "guard": "silver.bodyguard",
    "pixie": "coin.pixie",
    "give": "coin.regifter",
}


# ---------------------------------------------------------------------- focus
def _focus(ctx: _Ctx) -> tuple[str, ...]:
    """Places the decision is about (highlighted, not clickable by themselves)."""
    view, kind, args = ctx.view, ctx.kind, ctx.args or ()
    me = ctx.me
    out: list[str] = []
    for place in ctx.resolving:  # the cards whose abilities resolve (a position names pile cards by depth)
        zone, _, depth = place.partition(":")
        if zone == "pile" and depth.isdigit():
            out.append(pile_place(view, int(depth)))
        elif zone == "village":
            out.append(place)
    if view.hand and kind in ("hand", "set", "into", "end", "cleaner"):
        out.append(f"hand:{len(view.hand) - 1}")
    if kind in ("set", "cleaner") and len(args) > 1 and isinstance(args[1], tuple):
        out.extend(village_place(me, i) for i in args[1])
    elif kind in ("beholder", "psychic", "huntress", "troublemaker"):
        out.extend(village_place(args[k], args[k + 1]) for k in range(0, len(args) - 1, 2))
    elif kind == "idiot_pick":
        out.extend(village_place(args[k], args[k + 1]) for k in range(1, len(args) - 1, 2))
    elif kind == "robber_look" and args:
        out.append(village_place(me, args[0]))
    elif kind == "discarding" and view.limbo and view.limbo[-1]:
        out.append(f"limbo:{len(view.limbo) - 1}:0")
    elif kind == "lycan" and len(args) > 1 and isinstance(args[1], tuple):
        out.extend(village_place(me, i) for i in args[1])
    elif kind == "mortician" and view.pile:
        out.append(pile_place(view, 0))
    elif kind in ("regift", "hunt", "keep") and args:
        out.append(village_place(me, args[0]))
    return tuple(dict.fromkeys(p for p in out if place_exists(view, p)))


# ---------------------------------------------------------------------- public entry points
def prompt_for(view: PlayerView, names: Sequence[str], *, lang: str = "en") -> Prompt:
    """The prompt of the decision pending in ``view`` for the view's seat.

    ``names[seat]`` are the seats' display names; ``lang`` is the language of card names (the rest
    is translated by Qt's installed translators). For a seat that is not deciding, the text says
    whom the table waits for and there are no choices.
    """
    ctx = _Ctx(view, names, lang)
    choices = tuple(
        attrs.evolve(c, label=localized(c.label, lang), then=localized(c.then, lang) if c.then else "")
        for c in (_choice(ctx, a) for a in view.legal)
    )
    note = " ".join(filter(None, (_draw_area(ctx), _blob_note(ctx)))) if ctx.kind == "turn" else ""
    return Prompt(
        localized(_text(ctx), lang),
        choices,
        _focus(ctx) if view.legal else (),
        localized(note, lang) if note else "",
    )


def describe_action(
    action: Action,
    view: PlayerView,
    names: Sequence[str],
    *,
    lang: str = "en",
    spot: SpotWords | None = None,
) -> str:
    """A translated short description of ``action`` (a legal action of ``view``'s pending decision),
    for hints and tooltips: "Turn the 3rd card of Ada's village faceup". ``spot`` names the village
    cards instead of "the 3rd card of Ada's village" (it must read only ``view``)."""
    return localized(_describe(_Ctx(view, names, lang, spot), action), lang)


def prompt_text(prompt: Prompt, clicked: Sequence[str]) -> str:
    """The instruction to show once ``clicked`` are chosen: the choices still open say what the next
    click does when they agree on it (each :attr:`Choice.then`), else the decision's own text."""
    if clicked:
        thens = {c.then for c in narrow(prompt, clicked)}
        if len(thens) == 1 and "" not in thens:
            return thens.pop()
    return prompt.text
