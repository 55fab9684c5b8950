"""Free steps: optional things a player may do on their own turn before or after the main action.

Faceup abilities (Empath, Bodyguard, Priest, Curator, Pixie) and the token (amulet or bullet
placement, coin flip). Each faceup card's allowance is per physical card per turn (AMB-45), kept in
``s.t_used``. Any free step counts as using an ability: no call on that turn (AMB-31).

Verbs: ``empath i``, ``guard b i``, ``unguard b``, ``priest i``, ``rotate i``, ``retire i``,
``pixie b seat:index``, ``token i``, ``coin seat:index``.
"""

from __future__ import annotations

from . import discard, exchange
from . import events as ev
from .actions import Action
from .state import NO_CARD, State, spot
from .targets import ANY, exchangeable, spots


def _unused(s: State, seat: int, cards: tuple[int, ...]) -> list[int]:
    """The working faceup cards among ``cards`` in ``seat``'s village whose allowance is unused, in
    village order (never physical order, which a position does not keep)."""
    used = s.t_used
    return [c for c in s.villages[seat] if c in cards and not (used >> c) & 1 and s.live(c)]


def has_free_steps(s: State, seat: int) -> bool:
    """Has ``seat`` any free step now? (Cheap when the answer is no, which is most of the time.)"""
    free = s.config.free_step_cards
    if free:
        up = s.up
        used = s.t_used
        for c in s.villages[seat]:
            if c in free and up[c] and not (used >> c) & 1:
                return bool(free_steps(s, seat))
    if s.token_active and s.token_holder == seat:
        return bool(free_steps(s, seat))
    return False


def free_steps(s: State, seat: int) -> list[Action]:
    """The free steps ``seat`` may take now."""
    cfg = s.config
    out: list[Action] = []
    village = s.villages[seat]
    up = s.up
    used = s.t_used
    covered = s.token_card
    free = cfg.free_step_cards
    ready = [c for c in village if c in free and up[c] and not (used >> c) & 1]
    if ready and covered in ready and cfg.token == "bullet":
        ready.remove(covered)  # the bullet switches its card's ability off (AMB-48)
    if ready:
        keys = cfg.keys
        kinds = {keys[c] for c in ready}
        if "empath" in kinds:
            out.extend(Action("empath", (i,)) for i, c in enumerate(village) if not up[c] and c != covered)
        if "bodyguard" in kinds:
            for bg in ready:
                if keys[bg] != "bodyguard" or bg == covered:
                    continue  # a covered card cannot be moved (AMB-30), so neither can this Bodyguard (D-9)
                b = village.index(bg)
                current = s.guards.get(bg, NO_CARD)
                # Any other card of the village (§12.1): also one another Bodyguard guards or the
                # amulet covers, which protects this Bodyguard itself.
                for i, c in enumerate(village):
                    if i != b and c != current:
                        out.append(Action("guard", (b, i)))
                if current != NO_CARD:
                    out.append(Action("unguard", (b,)))
        if "priest" in kinds:
            out.extend(Action("priest", (i,)) for i, c in enumerate(village) if c != covered)
        if "curator" in kinds:
            out.extend(_curator_steps(s, seat, retire=True))
        if "pixie" in kinds:
            targets = spots(s, seat, ANY)
            for px in ready:
                if keys[px] != "pixie" or px == covered:
                    continue
                b = village.index(px)
                out.extend(Action("pixie", (b, v, i)) for v, i in targets if s.villages[v][i] != px)
    if s.token_active and s.token_holder == seat:
        if cfg.token == "coin":
            out.extend(Action("coin", t) for t in spots(s, seat, ANY))
        elif covered == NO_CARD:
            out.extend(Action("token", (i,)) for i in range(len(village)))
    return out


def _curator_steps(s: State, seat: int, retire: bool) -> list[Action]:
    """Rotate any own card but the covered one, or retire (discard) one already rotated."""
    out = []
    covered = s.token_card
    for i, c in enumerate(s.villages[seat]):
        if c != covered:
            out.append(Action("rotate", (i,)))
            if retire and (s.rot >> c) & 1:
                out.append(Action("retire", (i,)))
    return out


#: Decisions whose frames name spots of the deciding seat's village: retiring a card in the middle of
#: them would shift those spots, so only rotation is offered while one of them is pending (and while
#: an ability resolves, see :func:`mid_turn_steps`).
_SPOT_FRAMES = frozenset(
    {
        "set",
        "into",
        "lycan",
        "cleaner",
        "beholder",
        "psychic",
        "huntress",
        "troublemaker",
        "idiot_pick",
        "robber_look",
    }
)
#: Decisions during which a Curator may not act: the free-step frames themselves, the end of a turn,
#: the set-up and scoring steps, and discard events (their cards are neither here nor there).
_NO_CURATOR = frozenset(
    {
        "turn",
        "after",
        "con",
        "peek",
        "commander",
        "regift",
        "hunt",
        "keep",
        "discarding",
        "mortician",
        "order",
    }
)
#: The verbs :func:`mid_turn_steps` may add to another decision.
MID_TURN_VERBS = frozenset({"rotate", "retire"})


def mid_turn_steps(s: State, kind: str, seat: int) -> list[Action]:
    """The Curator's steps in the middle of the current player's main action or ability (§12.3:
    "at any moment of your turn ... or in the middle of an ability"), added to decision ``kind``."""
    if (
        not s.config.has_curator
        or kind in _NO_CURATOR
        or seat != s.current
        or s.ending
        or s.limbo
        or not _unused(s, seat, s.config.cards_of("curator"))  # a working faceup Curator, unused
        or not any(k in ("turn", "after") and p == seat for k, p, _ in s.stack)
    ):
        return []
    # Retiring moves a card out of the village and onto the pile, so not while a pending choice names
    # spots of the village, nor while an ability resolves (it could pull a card from under it).
    retire = not s.sources and not any(k in _SPOT_FRAMES for k, _, _ in s.stack)
    steps = _curator_steps(s, seat, retire)
    if retire and _must_place(s):  # keep a card the held one can be exchanged with (D-22)
        out = exchangeable(s, seat)
        if len(out) <= 1:
            steps = [a for a in steps if a.verb != "retire" or a.args[0] not in out]
    return steps


def _must_place(s: State) -> bool:
    """Must the card held now go into its holder's village (taken from the discard pile, picked by a
    Master or a Nosferatu...: only a drawn card or one from the draw area may be discarded)?"""
    if not s.stack or s.stack[-1][0] != "hand":
        return False
    origin = s.stack[-1][2][0]
    return origin not in (exchange.DECK, exchange.AREA, exchange.WITCH)


def _spend(s: State, seat: int, key: str, prefer: int = NO_CARD) -> None:
    """Use up the allowance of one unused working ``key`` card (``prefer`` it if it qualifies)."""
    unused = _unused(s, seat, s.config.cards_of(key))
    card = prefer if prefer in unused else unused[0]
    s.t_used |= 1 << card


def apply_free_step(s: State, seat: int, action: Action) -> None:
    """Carry out a free step (already checked legal)."""
    verb, args = action.verb, action.args
    village = s.villages[seat]
    s.t_ability = True
    if verb == "empath":
        _spend(s, seat, "empath")
        s.see(village[args[0]], seat, spot(seat, args[0]))
    elif verb == "guard":
        b, i = args
        s.t_used |= 1 << village[b]
        s.guards[village[b]] = village[i]
        if s.events is not None:
            s.emit(ev.GUARDED, seat=seat, bodyguard=spot(seat, b), target=spot(seat, i))
    elif verb == "unguard":
        b = args[0]
        s.t_used |= 1 << village[b]
        del s.guards[village[b]]
        if s.events is not None:
            s.emit(ev.UNGUARDED, seat=seat, bodyguard=spot(seat, b))
    elif verb == "priest":
        card = village[args[0]]
        _spend(s, seat, "priest", prefer=card)
        s.set_face(card, not s.up[card], spot(seat, args[0]))
    elif verb == "rotate":
        card = village[args[0]]
        _spend(s, seat, "curator", prefer=card)
        s.rot ^= 1 << card
        if s.events is not None:
            s.emit(ev.ROTATED, at=spot(seat, args[0]), rotated=bool((s.rot >> card) & 1))
    elif verb == "retire":
        card = village[args[0]]
        _spend(s, seat, "curator", prefer=card)
        s.rot &= ~(1 << card)
        del village[args[0]]
        if s.events is not None:
            s.moved(card, spot(seat, args[0]), f"limbo:{seat}")
        discard.hold(s, [card])
        discard.release(s, seat, own_village=True)
    elif verb == "pixie":
        b, v, i = args
        pixie = village[b]
        s.t_used |= 1 << pixie
        target = s.villages[v][i]
        s.set_face(pixie, False, spot(seat, b))
        s.set_face(target, not s.up[target], spot(v, i))
    elif verb == "token":
        s.token_card = village[args[0]]
        if s.events is not None:
            s.emit(ev.TOKEN_PLACED, seat=seat, at=spot(seat, args[0]))
    elif verb == "coin":
        v, i = args
        s.token_active = False
        target = s.villages[v][i]
        if s.events is not None:
            s.emit(ev.TOKEN_USED, seat=seat, at=spot(v, i))
        s.set_face(target, not s.up[target], spot(v, i))
    else:  # pragma: no cover - guarded by the legal-action check
        raise AssertionError(verb)
