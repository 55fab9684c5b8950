"""Turns: the main actions, free steps, Rascal draws, the end of a turn, and settling after actions.

Decision kinds defined here: ``turn`` (before the main action), ``after`` (after it, while free steps
remain), ``rascal`` and ``choose`` (extra Rascal draws) and ``con`` (a Con Artist's extra turn at the
end of a turn). Automatic frames, run by :func:`settle`: ``begin`` (start a seat's turn), ``after``
with nothing left to do, ``resolved`` (an ability finished), ``discarding`` without a choice, and
``scoring``.
"""

from __future__ import annotations

from . import activation, discard, exchange, roundend
from . import events as ev
from .actions import Action, indexed
from .decisions import register
from .freesteps import apply_free_step, free_steps, has_free_steps
from .state import NO_CARD, Frame, State, spot

DRAW = Action("draw")
TAKE = Action("take")
CALL = Action("call")
END = Action("end")
MORE = Action("more")
STOP = Action("stop")
PASS = Action("pass")
AREA = indexed("area", 16)
KEEP = indexed("keep", 16)
BLOB = indexed("blob", 16)


def begin_turn(s: State, seat: int) -> None:
    """Start ``seat``'s turn: reset the per-turn allowances and ask for the main action."""
    if seat != s.current:
        s.streak = 0  # another player has played: every Con Artist may be used again (AMB-22)
    s.current = seat
    s.turn_no += 1
    s.t_used = 0
    s.t_ability = False
    s.obtained = NO_CARD
    s.stack.append(("turn", seat, ()))
    if s.events is not None:
        s.emit(ev.TURN_STARTED, seat=seat, turn=s.turn_no)


def _con_artists(s: State, seat: int) -> list[int]:
    """Indices of ``seat``'s working faceup Con Artists not yet used in this streak."""
    cons = s.config.cards_of("con_artist")
    up = s.up
    if not any(up[c] for c in cons):
        return []
    return [
        i
        for i, c in enumerate(s.villages[seat])
        if c in cons and s.live(c) and not (s.streak >> c) & 1 and c != s.token_card
    ]


def end_turn(s: State, seat: int) -> None:
    """End ``seat``'s turn (its frame already popped): Squire refill, Con Artist, depletion, call."""
    squires = 0
    up = s.up
    for c in s.config.squires:
        if up[c]:
            squires = s.faceup_in_villages("squire")
            break
    while len(s.area) < squires and s.deck:
        c = s.deck.pop()
        s.show(c)
        s.up[c] = True
        s.area.append(c)
        if s.events is not None:
            s.moved(c, "deck", f"area:{len(s.area) - 1}")
    if s.caller != seat and s.config.has_con_artist and _con_artists(s, seat) and _main_action_left(s, seat):
        s.stack.append(("con", seat, ()))
        return
    finish_turn(s, seat)


def _main_action_left(s: State, seat: int) -> bool:
    """Would an extra turn have a main action (draw, area card, take, Blob)? (D-13)"""
    if s.deck or s.area:
        return True
    if s.pile and exchange.exchangeable_any(s, seat):
        return True
    return s.config.has_blob and bool(_blobs(s, seat))


def finish_turn(s: State, seat: int) -> None:
    """The last part of the end of a turn: the call and deck-depletion checks (AMB-6)."""
    if s.caller >= 0 and seat != s.caller:
        s.finals -= 1
    if not s.deck and not s.area:
        roundend.end_round(s, "deck")
    elif s.caller >= 0 and s.finals <= 0:
        roundend.end_round(s, "call")
    else:
        begin_turn(s, (seat + 1) % s.players)


def _con_legal(s: State, frame: Frame) -> list[Action]:
    return [*(Action("extra", (i,)) for i in _con_artists(s, frame[1])), PASS]


def _con_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    s.stack.pop()
    if action.verb == "pass":
        finish_turn(s, seat)
        return
    i = action.args[0]
    card = s.villages[seat][i]
    s.streak |= 1 << card
    s.set_face(card, False, spot(seat, i))
    if s.events is not None:
        s.emit(ev.EXTRA_TURN, seat=seat, at=spot(seat, i))
    s.stack.append(("begin", seat, ()))


register("con", _con_legal, _con_apply)


def can_call(s: State, seat: int) -> bool:
    """May ``seat`` call for a vote now (RULES.md §5)?"""
    if s.caller >= 0 or s.t_ability:
        return False
    village = s.villages[seat]
    size = len(village) - (1 if s.bullet_card() in village else 0)
    if size > 4:
        return False
    return not (s.config.token == "coin" and not s.deck)


def _blobs(s: State, seat: int) -> list[Action]:
    """Blob main actions: the d&d ability of a faceup card among the top B discards (RULES.md §12.3),
    any such card, even one whose ability can do nothing now (it then has no effect)."""
    count = s.faceup_count(seat, "blob")
    out = []
    for depth in range(min(count, len(s.pile))):
        if activation.activatable(s, s.pile[-1 - depth]):
            out.append(BLOB[depth])
    return out


def _turn_legal(s: State, frame: Frame) -> list[Action]:
    seat = frame[1]
    out = free_steps(s, seat)
    if s.deck:
        out.append(DRAW)
    if s.area:
        out.extend(AREA[: len(s.area)])
    village = s.villages[seat]
    if s.pile and village and (len(village) > 1 or village[0] != s.token_card):
        out.append(TAKE)
    if can_call(s, seat):
        out.append(CALL)
    if s.config.has_blob:
        out.extend(_blobs(s, seat))
    return out


def _turn_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    verb = action.verb
    if verb == "draw":
        s.stack[-1] = ("after", seat, ())
        c = s.deck.pop()
        s.hand.append(c)
        s.see(c, seat, "deck")
        if s.events is not None:
            s.moved(c, "deck", f"hand:{seat}")
        rascals = s.faceup_count(seat, "rascal") if s.config.has_rascal else 0
        if rascals and s.deck:
            s.stack.append(("rascal", seat, (rascals,)))
        else:
            s.stack.append(("hand", seat, (exchange.DECK,)))
    elif verb == "area":
        s.stack[-1] = ("after", seat, ())
        c = s.area.pop(action.args[0])
        s.hand.append(c)
        if s.events is not None:
            s.moved(c, f"area:{action.args[0]}", f"hand:{seat}")
        s.stack.append(("hand", seat, (exchange.AREA,)))
    elif verb == "take":
        s.stack[-1] = ("after", seat, ())
        c = s.pile.pop()
        s.hand.append(c)
        if s.events is not None:
            s.moved(c, "pile", f"hand:{seat}")
        s.stack.append(("hand", seat, (exchange.PILE,)))
    elif verb == "call":
        s.stack.pop()
        s.caller = seat
        s.finals = s.players - 1
        if s.events is not None:
            s.emit(ev.CALLED, seat=seat)
        end_turn(s, seat)
    elif verb == "blob":
        s.stack[-1] = ("after", seat, ())
        activation.activate(s, seat, s.pile[-1 - action.args[0]], pinned=False)
    else:
        apply_free_step(s, seat, action)


register("turn", _turn_legal, _turn_apply)


def _after_legal(s: State, frame: Frame) -> list[Action]:
    out = free_steps(s, frame[1])
    out.append(END)
    return out


def _after_apply(s: State, frame: Frame, action: Action) -> None:
    if action.verb == "end":
        s.stack.pop()
        end_turn(s, frame[1])
    else:
        apply_free_step(s, frame[1], action)


register("after", _after_legal, _after_apply)


# ---------------------------------------------------------------------- Rascal extra draws
def _rascal_legal(s: State, frame: Frame) -> list[Action]:
    return [MORE, STOP]


def _to_choice(s: State, seat: int) -> None:
    if len(s.hand) == 1:
        s.stack[-1] = ("hand", seat, (exchange.DECK,))
    else:
        s.stack[-1] = ("choose", seat, ())


def _rascal_apply(s: State, frame: Frame, action: Action) -> None:
    seat, left = frame[1], frame[2][0]
    if action.verb == "more":
        c = s.deck.pop()
        s.hand.append(c)
        s.see(c, seat, "deck")
        if s.events is not None:
            s.moved(c, "deck", f"hand:{seat}")
        if left > 1 and s.deck:
            s.stack[-1] = ("rascal", seat, (left - 1,))
            return
    _to_choice(s, seat)


register("rascal", _rascal_legal, _rascal_apply, "i")


def _choose_legal(s: State, frame: Frame) -> list[Action]:
    return list(KEEP[: len(s.hand)])


def _choose_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    kept = s.hand[action.args[0]]
    rest = [c for c in s.hand if c != kept]
    for c in reversed(rest):  # the first drawn card ends on top again, same face (AMB-17/87)
        s.deck.append(c)
        if s.events is not None:
            s.moved(c, f"hand:{seat}", "deck")
    s.hand = [kept]
    s.stack[-1] = ("hand", seat, (exchange.DECK,))


register("choose", _choose_legal, _choose_apply)


# ---------------------------------------------------------------------- settling
def villagers_up(s: State) -> bool:
    """Are both Villagers faceup in villages (RULES.md §6.4)?"""
    villagers = s.config.villagers
    up = s.up
    if len(villagers) < 2 or not (up[villagers[0]] and up[villagers[1]]):
        return False
    return s.faceup_in_villages("villager") >= 2


def cleanup_guards(s: State) -> None:
    """End every guard whose Bodyguard left, stopped working, or lost its card (RULES.md §12.1.3)."""
    for bg, target in list(s.guards.items()):
        owner = s.owner(bg)
        if owner < 0 or not s.live(bg) or target not in s.villages[owner]:
            del s.guards[bg]
            at = spot(owner, s.villages[owner].index(bg)) if owner >= 0 else None
            if s.events is not None:
                s.emit(ev.UNGUARDED, seat=owner, bodyguard=at)


def settle(s: State) -> None:
    """Run everything automatic after an action: round-end checks and automatic frames."""
    if s.guards:
        cleanup_guards(s)
    villagers = s.config.villagers
    if (
        len(villagers) == 2  # with a promo on 0 one Villager is left: the end never triggers (AMB-79)
        and s.up[villagers[0]]
        and s.up[villagers[1]]
        and s.stack
        and not s.ending
        and villagers_up(s)
    ):
        roundend.end_round(s, "villagers")
    stack = s.stack
    while stack:
        kind, seat, _ = stack[-1]
        if kind == "after":
            if has_free_steps(s, seat):
                break
            stack.pop()
            end_turn(s, seat)
        elif kind == "begin":
            stack.pop()
            begin_turn(s, seat)
        elif kind == "resolved":
            stack.pop()
            s.sources.pop()
        elif kind == "discarding":
            discard.advance(s)
            if stack and stack[-1][0] == "discarding":
                break
        elif kind == "scoring":
            roundend.drive(s)
            if stack and stack[-1][0] == "scoring":
                break
        else:
            break
        stack = s.stack
