"""A card in hand and exchanging it into a village: single and set exchanges (RULES.md §3-4).

Decision kinds: ``hand`` (what to do with the held card), ``set`` (choose the cards of a set),
``into`` (which vacated spot a successful set's incoming card takes) and ``end`` (which end of the
village the held card is added at, after a failed set or for the penalty card).

The held cards are ``s.hand``; frames never name physical cards, they act on ``s.hand[-1]``.

Where the held card came from is the frame's *origin*; it decides whether the card may be discarded,
whether its ability may be used, whether it may go to another village (Witch) and its face on entry.
"""

from __future__ import annotations

from . import events as ev
from .abilities.registry import ABILITIES
from .actions import Action, indexed
from .decisions import register
from .state import Frame, State, spot
from .targets import OTHERS, exchangeable, spots

DECK, AREA, PILE, MASTER, WITCH = range(5)
PENALTY = -1  # origin of the penalty card of a failed set

DISCARD = Action("discard")
USE = Action("use")
SET = Action("set")
CONFIRM = Action("confirm")
LEFT = Action("left")
RIGHT = Action("right")
EXCHANGE = indexed("exchange")
ADD = indexed("add")
INTO = indexed("into")


def exchangeable_any(s: State, seat: int) -> bool:
    """Has ``seat`` at least one card it may exchange out?"""
    return bool(exchangeable(s, seat))


def set_candidates(s: State, seat: int) -> list[int]:
    """Indices of own cards that may be part of a set (not protected, not obtained this turn, AMB-5)."""
    village = s.villages[seat]
    return [i for i in exchangeable(s, seat) if village[i] != s.obtained]


def can_use(s: State, seat: int, card: int) -> bool:
    """May the draw-and-discard ability of ``card`` (in hand) be used now?"""
    ability = ABILITIES.get(s.config.keys[card])
    return ability is not None and ability.usable(s, seat)


def set_matches(s: State, cards: list[int]) -> bool:
    """Do these revealed cards form a matching set (Doppelgängers match anything, AMB-46)?"""
    keys = s.config.keys
    numbers = s.config.numbers
    values = {numbers[c] for c in cards if keys[c] != "doppelganger"}
    return len(values) <= 1


def _hand_legal(s: State, frame: Frame) -> list[Action]:
    seat, origin = frame[1], frame[2][0]
    out: list[Action] = []
    if origin in (DECK, AREA):
        out.append(DISCARD)
        if can_use(s, seat, s.hand[-1]):
            out.append(USE)
    own = exchangeable(s, seat)
    out.extend([EXCHANGE[i] for i in own])
    n = len(own)
    village = s.villages[seat]
    if n >= 3 or (n == 2 and s.obtained not in (village[own[0]], village[own[1]])):
        out.append(SET)
    if origin == WITCH:
        out.extend(Action("swap", (v, i)) for v, i in spots(s, seat, OTHERS))
    return out


def _enter(s: State, card: int, origin: int) -> None:
    """The held card's face as it enters a village: the Witch always places facedown."""
    if origin == WITCH:
        s.up[card] = False


def _hand_apply(s: State, frame: Frame, action: Action) -> None:
    seat, origin = frame[1], frame[2][0]
    verb = action.verb
    if verb == "discard":
        s.stack.pop()
        s.to_pile(s.hand.pop(), f"hand:{seat}")
    elif verb == "use":
        s.stack.pop()
        card = s.hand.pop()
        s.to_pile(card, f"hand:{seat}")
        s.t_ability = True
        ABILITIES[s.config.keys[card]].start(s, seat)
    elif verb == "exchange":
        s.stack.pop()
        _single(s, seat, seat, action.args[0], origin)
    elif verb == "swap":
        s.stack.pop()
        _single(s, seat, action.args[0], action.args[1], origin)
    elif verb == "set":
        s.stack[-1] = ("set", seat, (origin, ()))
    else:  # pragma: no cover - guarded by the legal-action check
        raise AssertionError(verb)


def _single(s: State, seat: int, owner: int, index: int, origin: int) -> None:
    """Exchange the held card with the card at ``owner``'s spot ``index``."""
    village = s.villages[owner]
    out = village[index]
    card = s.hand.pop()
    _enter(s, card, origin)
    village[index] = card
    s.moved(card, f"hand:{seat}", spot(owner, index))
    s.to_pile(out, spot(owner, index))
    if owner == seat:
        s.obtained = card


register("hand", _hand_legal, _hand_apply)


def _set_legal(s: State, frame: Frame) -> list[Action]:
    seat = frame[1]
    chosen = frame[2][1]
    out = [ADD[i] for i in set_candidates(s, seat) if i not in chosen]
    if len(chosen) >= 2:
        out.append(CONFIRM)
    return out


def _set_apply(s: State, frame: Frame, action: Action) -> None:
    seat, (origin, chosen) = frame[1], frame[2]
    if action.verb == "add":
        s.stack[-1] = ("set", seat, (origin, tuple(sorted((*chosen, action.args[0])))))
        return
    s.stack.pop()
    resolve_set(s, seat, origin, chosen)


register("set", _set_legal, _set_apply)


def resolve_set(s: State, seat: int, origin: int, chosen: tuple[int, ...]) -> None:
    """Slide the chosen cards forward, reveal them, then discard them or send them back (§4.2)."""
    village = s.villages[seat]
    cards = [village[i] for i in chosen]
    for i, c in zip(chosen, cards, strict=True):
        s.set_face(c, True, spot(seat, i))
    matched = set_matches(s, cards)
    s.emit(ev.SET_REVEALED, seat=seat, at=[spot(seat, i) for i in chosen], matched=matched)
    if matched:
        for i in reversed(chosen):
            del village[i]
        keys = s.config.keys
        doppels = [(i, c) for i, c in zip(chosen, cards, strict=True) if keys[c] == "doppelganger"]
        others = [(i, c) for i, c in zip(chosen, cards, strict=True) if keys[c] != "doppelganger"]
        for i, c in doppels + others:  # Doppelgängers beneath the others (AMB-47)
            s.to_pile(c, spot(seat, i))
        options = sorted({i - k for k, i in enumerate(chosen)})
        if len(options) == 1:
            place_into(s, seat, origin, options[0])
        else:
            s.stack.append(("into", seat, (origin, tuple(options))))
        return
    for i, c in zip(chosen, cards, strict=True):
        s.set_face(c, False, spot(seat, i))
    if len(chosen) >= 3 and s.deck:  # penalty card, nobody looks (AMB-2)
        penalty = s.deck.pop()
        s.hand.insert(0, penalty)  # beneath the incoming card, which is placed first
        s.moved(penalty, "deck", f"hand:{seat}")
        s.stack.append(("end", seat, (PENALTY,)))
    s.stack.append(("end", seat, (origin,)))


def place_into(s: State, seat: int, origin: int, index: int) -> None:
    """Put the held card into the village at ``index`` after a successful set."""
    card = s.hand.pop()
    _enter(s, card, origin)
    s.villages[seat].insert(index, card)
    s.moved(card, f"hand:{seat}", spot(seat, index))
    s.obtained = card


def _into_legal(s: State, frame: Frame) -> list[Action]:
    return [INTO[i] for i in frame[2][1]]


def _into_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    place_into(s, frame[1], frame[2][0], action.args[0])


register("into", _into_legal, _into_apply)


def _end_legal(s: State, frame: Frame) -> list[Action]:
    return [LEFT, RIGHT] if s.villages[frame[1]] else [LEFT]


def _end_apply(s: State, frame: Frame, action: Action) -> None:
    seat, origin = frame[1], frame[2][0]
    s.stack.pop()
    card = s.hand.pop()
    village = s.villages[seat]
    if origin != PENALTY:
        _enter(s, card, origin)
        s.obtained = card
    index = 0 if action.verb == "left" else len(village)
    village.insert(index, card)
    s.moved(card, f"hand:{seat}", spot(seat, index))


register("end", _end_legal, _end_apply)
