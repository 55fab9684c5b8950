"""A card in hand and exchanging it into a village: single and set exchanges (RULES.md §3-4).

Decision kinds: ``hand`` (what to do with the held card), ``set`` (choose the cards of a set),
``lycan`` (use the Lycans' optional +1s, or let the set fail), ``into`` (which vacated spot the
incoming card takes after a successful set or Cleaner), ``order`` (which discarded card goes to the
pile next, when the order is the player's and makes a difference), ``end`` (which end of the village
the held card is added at: failed set, penalty card, failed Cleaner) and ``cleaner`` (choose the
cards a drawn Cleaner claims are worth 6 or more).

The held cards are ``s.hand``; frames never name physical cards, they act on ``s.hand[-1]``. Where
the held card came from is the frame's *origin*; it decides whether the card may be discarded, whether
its ability may be used, whether it may go to another village (Witch) and its face on entry.
"""

from __future__ import annotations

from . import activation, discard
from . import events as ev
from .actions import Action, indexed
from .decisions import register
from .state import Frame, State, spot
from .targets import OTHERS, exchangeable, spots

DECK, AREA, PILE, PICKED, WITCH, CLEANER = range(6)
PENALTY = -1  # origin of the penalty card of a failed set

DISCARD = Action("discard")
USE = Action("use")
SET = Action("set")
CLEAN = Action("clean")
CONFIRM = Action("confirm")
LEFT = Action("left")
RIGHT = Action("right")
PLUS = Action("plus")
FAIL = Action("fail")
EXCHANGE = indexed("exchange")
ADD = indexed("add")
INTO = indexed("into")
NEXT = indexed("next")
#: How the order of several discards is constrained (AMB-47/91): a set's, or a Cleaner's (free).
ORDER_SET, ORDER_FREE = 0, 1


def exchangeable_any(s: State, seat: int) -> bool:
    """Has ``seat`` at least one card it may exchange out?"""
    return bool(exchangeable(s, seat))


def set_candidates(s: State, seat: int) -> list[int]:
    """Indices of own cards that may be part of a set (not protected, not obtained this turn, AMB-5)."""
    village = s.villages[seat]
    return [i for i in exchangeable(s, seat) if village[i] != s.obtained]


def set_matches(s: State, cards: list[int], lycans: int) -> bool:
    """Do these revealed cards match, with ``lycans`` optional +1s (AMB-26/46/77)?

    Doppelgängers match anything; the other printed values must be made equal by adding +1s.
    """
    keys = s.config.keys
    numbers = s.config.numbers
    values = [numbers[c] for c in cards if keys[c] != "doppelganger"]
    if not values:
        return True
    top = max(values)
    return sum(top - v for v in values) <= lycans


def take_from_pile(s: State, seat: int, depth: int) -> None:
    """An ability takes the pile card at ``depth`` (0 = top) into ``seat``'s hand to exchange it."""
    card = s.pile.pop(len(s.pile) - 1 - depth)
    s.hand.append(card)
    if s.events is not None:
        s.moved(card, f"pile:{depth}", f"hand:{seat}")
    s.stack[-1] = ("hand", seat, (PICKED,))


def _hand_legal(s: State, frame: Frame) -> list[Action]:
    seat, origin = frame[1], frame[2][0]
    out: list[Action] = []
    card = s.hand[-1]
    if origin in (DECK, AREA):
        out.append(DISCARD)
        if activation.usable(s, seat, card, pinned=False):
            out.append(USE)
    own = exchangeable(s, seat)
    out.extend([EXCHANGE[i] for i in own])
    n = len(own)
    village = s.villages[seat]
    if n >= 3 or (n == 2 and s.obtained not in (village[own[0]], village[own[1]])):
        out.append(SET)
    if origin in (DECK, AREA) and s.config.keys[card] == "cleaner" and n:
        out.append(CLEAN)
    if origin == WITCH:
        out.extend(Action("swap", (v, i)) for v, i in spots(s, seat, OTHERS))
    return out


def _enter(s: State, card: int, origin: int) -> None:
    """The held card's face as it enters a village: the Witch places facedown, the Cleaner faceup."""
    if origin == WITCH:
        s.up[card] = False
    elif origin == CLEANER:
        s.show(card)
        s.up[card] = True


def _hand_apply(s: State, frame: Frame, action: Action) -> None:
    seat, origin = frame[1], frame[2][0]
    verb = action.verb
    if verb == "discard":
        s.stack.pop()
        card = s.hand.pop()
        if s.events is not None:
            s.moved(card, f"hand:{seat}", f"limbo:{seat}")
        discard.hold(s, [card])
        discard.release(s, seat)
    elif verb == "use":
        s.stack.pop()
        card = s.hand.pop()
        s.to_pile(card, f"hand:{seat}")
        activation.activate(s, seat, card, pinned=False)
    elif verb == "exchange":
        s.stack.pop()
        _single(s, seat, seat, action.args[0], origin)
    elif verb == "swap":
        s.stack.pop()
        _single(s, seat, action.args[0], action.args[1], origin)
    elif verb == "set":
        s.stack[-1] = ("set", seat, (origin, ()))
    elif verb == "clean":
        s.stack[-1] = ("cleaner", seat, (origin, ()))
    else:  # pragma: no cover - guarded by the legal-action check
        raise AssertionError(verb)


def _single(s: State, seat: int, owner: int, index: int, origin: int) -> None:
    """Exchange the held card with the card at ``owner``'s spot ``index``."""
    village = s.villages[owner]
    out = village[index]
    card = s.hand.pop()
    _enter(s, card, origin)
    village[index] = card
    if s.events is not None:
        s.moved(card, f"hand:{seat}", spot(owner, index))
    if owner == seat:
        s.obtained = card
    if s.events is not None:
        s.moved(out, spot(owner, index), f"limbo:{owner}")
    discard.hold(s, [out])
    discard.release(s, owner, own_village=owner == seat)


register("hand", _hand_legal, _hand_apply, "i")


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


register("set", _set_legal, _set_apply, "it")


def _lycans(s: State, seat: int, origin: int) -> int:
    """Lycan +1s for a set declared now (AMB-26): faceup Lycans in the village, and the incoming card
    if it is a Lycan entering faceup."""
    if not s.config.cards_of("lycan"):
        return 0
    n = s.faceup_count(seat, "lycan")
    card = s.hand[-1]
    if s.config.keys[card] == "lycan" and s.up[card] and origin != WITCH:
        n += 1
    return n


def _reveal(s: State, seat: int, chosen: tuple[int, ...]) -> list[int]:
    village = s.villages[seat]
    cards = [village[i] for i in chosen]
    for i, c in zip(chosen, cards, strict=True):
        s.set_face(c, True, spot(seat, i))
    return cards


def _remove_and_hold(s: State, seat: int, chosen: tuple[int, ...], order: list[int]) -> None:
    village = s.villages[seat]
    for i in reversed(chosen):
        c = village[i]
        del village[i]
        if s.events is not None:
            s.moved(c, spot(seat, i), f"limbo:{seat}")
    discard.hold(s, order)


def _success(s: State, seat: int, origin: int, chosen: tuple[int, ...], mode: int) -> None:
    """Place the incoming card into a vacated spot (asking which if it matters), then discard."""
    options = sorted({i - k for k, i in enumerate(chosen)})
    if len(options) == 1:
        place_into(s, seat, origin, options[0])
        discard_out(s, seat, mode)
    else:
        s.stack.append(("into", seat, (origin, tuple(options), mode)))


def resolve_set(s: State, seat: int, origin: int, chosen: tuple[int, ...]) -> None:
    """Slide the chosen cards forward, reveal them, then discard them or send them back (§4.2).

    When the set matches only with the Lycans' +1s, which are optional (§4.2.3), the player decides
    after seeing the cards whether to use them (``plus``) or let the set fail (``fail``).
    """
    lycans = _lycans(s, seat, origin)
    cards = _reveal(s, seat, chosen)
    if lycans and not set_matches(s, cards, 0) and set_matches(s, cards, lycans):
        s.stack.append(("lycan", seat, (origin, chosen)))
        return
    finish_set(s, seat, origin, chosen, set_matches(s, cards, 0))


def finish_set(s: State, seat: int, origin: int, chosen: tuple[int, ...], matched: bool) -> None:
    """The revealed set at ``chosen`` matched (discard it) or not (send it back, maybe a penalty)."""
    village = s.villages[seat]
    cards = [village[i] for i in chosen]
    if s.events is not None:
        s.emit(ev.SET_REVEALED, seat=seat, at=[spot(seat, i) for i in chosen], matched=matched)
    if matched:
        keys = s.config.keys
        numbers = s.config.numbers
        doppels = [c for c in cards if keys[c] == "doppelganger"]
        others = [c for c in cards if keys[c] != "doppelganger"]
        # Doppelgängers beneath the others; with Lycan help, lower printed values on top (AMB-47/91);
        # the order among cards of one number is the player's (``order``).
        others.sort(key=lambda c: -numbers[c])
        _remove_and_hold(s, seat, chosen, doppels + others)
        _success(s, seat, origin, chosen, ORDER_SET)
        return
    for i, c in zip(chosen, cards, strict=True):
        s.set_face(c, False, spot(seat, i))
    if len(chosen) >= 3 and s.deck:  # penalty card, nobody looks (AMB-2)
        penalty = s.deck.pop()
        s.hand.insert(0, penalty)  # beneath the incoming card, which is placed first
        if s.events is not None:
            s.moved(penalty, "deck", f"hand:{seat}")
        s.stack.append(("end", seat, (PENALTY,)))
    s.stack.append(("end", seat, (origin,)))


def place_into(s: State, seat: int, origin: int, index: int) -> None:
    """Put the held card into the village at ``index`` after a successful set or Cleaner."""
    card = s.hand.pop()
    _enter(s, card, origin)
    s.villages[seat].insert(index, card)
    if s.events is not None:
        s.moved(card, f"hand:{seat}", spot(seat, index))
    s.obtained = card


def _into_legal(s: State, frame: Frame) -> list[Action]:
    return [INTO[i] for i in frame[2][1]]


def _into_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    place_into(s, frame[1], frame[2][0], action.args[0])
    discard_out(s, frame[1], frame[2][2])


register("into", _into_legal, _into_apply, "iti")


def _lycan_legal(s: State, frame: Frame) -> list[Action]:
    return [PLUS, FAIL]


def _lycan_apply(s: State, frame: Frame, action: Action) -> None:
    seat, (origin, chosen) = frame[1], frame[2]
    s.stack.pop()
    finish_set(s, seat, origin, chosen, action.verb == "plus")


register("lycan", _lycan_legal, _lycan_apply, "it")


# ---------------------------------------------------------------------- the order of several discards
def _tier(s: State, card: int, mode: int) -> int:
    """Cards of a lower tier lie lower on the pile: Doppelgängers lowest (AMB-47); in a set, higher
    printed numbers beneath lower ones (AMB-91); otherwise the player's choice."""
    if s.config.keys[card] == "doppelganger":
        return -99  # beneath every printed number
    return -s.config.numbers[card] if mode == ORDER_SET else 0


def _order_choices(s: State, seat: int, k: int, mode: int) -> list[Action]:
    """``next j``: the limbo card at ``j`` goes to the pile next; one per distinct card type among
    the cards that may come next."""
    group = s.limbo[-1]
    if k >= len(group):
        return []
    tier = _tier(s, group[k], mode)
    seen: set[str] = set()
    out = []
    for j in range(k, len(group)):
        c = group[j]
        if _tier(s, c, mode) != tier:
            break
        if s.config.keys[c] not in seen:
            seen.add(s.config.keys[c])
            out.append(NEXT[j])
    return out


def _order_from(s: State, seat: int, k: int, mode: int) -> None:
    """Ask for the next card from position ``k`` on while there is a real choice, then discard."""
    group = s.limbo[-1]
    while k < len(group) and len(_order_choices(s, seat, k, mode)) < 2:
        k += 1
    if k < len(group):
        s.stack.append(("order", seat, (k, mode)))
    else:
        discard.release(s, seat, own_village=True)


def discard_out(s: State, seat: int, mode: int) -> None:
    """Discard the newest limbo group (cards leaving ``seat``'s village by its own exchange): first
    the order, where it is the player's choice (AMB-47), then to the pile (Goth Girl, Mortician)."""
    _order_from(s, seat, 0, mode)


def _order_legal(s: State, frame: Frame) -> list[Action]:
    k, mode = frame[2]
    return _order_choices(s, frame[1], k, mode)


def _order_apply(s: State, frame: Frame, action: Action) -> None:
    seat, (k, mode) = frame[1], frame[2]
    s.stack.pop()
    group = s.limbo[-1]
    group.insert(k, group.pop(action.args[0]))
    _order_from(s, seat, k + 1, mode)


register("order", _order_legal, _order_apply, "ii")


def _end_legal(s: State, frame: Frame) -> list[Action]:
    return [LEFT, RIGHT] if s.villages[frame[1]] else [LEFT]


def add_at_end(s: State, seat: int, card: int, right: bool, src: str) -> None:
    """Add ``card`` (already out of its zone) at the left or right end of ``seat``'s village."""
    village = s.villages[seat]
    index = len(village) if right else 0
    village.insert(index, card)
    if s.events is not None:
        s.moved(card, src, spot(seat, index))


def _end_apply(s: State, frame: Frame, action: Action) -> None:
    seat, origin = frame[1], frame[2][0]
    s.stack.pop()
    card = s.hand.pop()
    if origin != PENALTY:
        _enter(s, card, origin)
        s.obtained = card
    add_at_end(s, seat, card, action.verb == "right", f"hand:{seat}")


register("end", _end_legal, _end_apply, "i")


# ---------------------------------------------------------------------- the Cleaner (promo, draw-time)
def _cleaner_legal(s: State, frame: Frame) -> list[Action]:
    seat, chosen = frame[1], frame[2][1]
    out = [ADD[i] for i in exchangeable(s, seat) if i not in chosen]
    if chosen:
        out.append(CONFIRM)
    return out


def _cleaner_apply(s: State, frame: Frame, action: Action) -> None:
    """RULES.md §13 Cleaner, AMB-69: all claimed cards worth 6+ are discarded, else they go back."""
    seat, (origin, chosen) = frame[1], frame[2]
    if action.verb == "add":
        s.stack[-1] = ("cleaner", seat, (origin, tuple(sorted((*chosen, action.args[0])))))
        return
    s.stack.pop()
    cards = _reveal(s, seat, chosen)
    ok = all(s.config.numbers[c] >= 6 for c in cards)
    if s.events is not None:
        s.emit(ev.SET_REVEALED, seat=seat, at=[spot(seat, i) for i in chosen], matched=ok)
    if ok:
        keys = s.config.keys
        doppels = [c for c in cards if keys[c] == "doppelganger"]
        _remove_and_hold(s, seat, chosen, doppels + [c for c in cards if keys[c] != "doppelganger"])
        _success(s, seat, CLEANER, chosen, ORDER_FREE)
        return
    for i, c in zip(chosen, cards, strict=True):
        s.set_face(c, False, spot(seat, i))
    s.stack.append(("end", seat, (origin,)))


register("cleaner", _cleaner_legal, _cleaner_apply, "it")
