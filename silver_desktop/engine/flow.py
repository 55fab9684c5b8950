"""Rounds and turns: setup, the initial peeks, main actions, free steps, the end of turns and rounds.

Decision kinds defined here: ``peek`` (initial look at 2 cards), ``turn`` (before the main action),
``after`` (after it, while free steps remain), ``rascal`` and ``choose`` (extra Rascal draws).
Automatic frames ``begin`` (start a seat's turn) are run by :func:`settle`.
"""

from __future__ import annotations

from itertools import combinations

from . import events as ev
from . import exchange, scoring
from .actions import Action, indexed
from .cards import Edition
from .decisions import register
from .rng import below, shuffle
from .state import NO_CARD, Frame, State, spot

DRAW = Action("draw")
TAKE = Action("take")
CALL = Action("call")
END = Action("end")
MORE = Action("more")
STOP = Action("stop")
AREA = indexed("area", 16)
KEEP = indexed("keep", 16)


# ---------------------------------------------------------------------- game and round set-up
def new_state(config_state: State, deck_order: list[int] | None = None) -> State:
    """Start round 1 on a freshly built state (see :func:`silver_desktop.engine.rules.new_game`)."""
    s = config_state
    if s.config.start_player is None:
        s.rng, s.start = below(s.rng, s.players)
        s.barrier = True
    else:
        s.start = s.config.start_player
    s.token_holder = s.start
    s.token_active = False
    start_round(s, deck_order)
    settle(s)
    return s


def start_round(s: State, order: list[int] | None = None) -> None:
    """Gather, shuffle and deal; start the discard pile; queue the initial peeks (RULES.md §2, §8)."""
    n = s.config.card_count
    s.round += 1
    s.start = s.token_holder
    s.up = [False] * n
    s.known = [0] * n
    s.guards = {}
    s.token_card = NO_CARD
    s.caller = -1
    s.finals = 0
    s.hand = []
    s.area = []
    s.removed = []
    s.pile = []
    s.stack = []
    if order is None:
        order = list(range(n))
        s.rng = shuffle(s.rng, order)
        s.barrier = True
    players = s.players
    rows = [order[r * 5 : r * 5 + 5] for r in range(4)]
    s.villages = [[] for _ in range(players)]
    s.aside = []
    for r, row in enumerate(rows):
        if r < players:
            s.villages[(s.start + r) % players] = row
        else:
            s.aside.extend(row)
    s.deck = order[20:][::-1]  # order[20] is the top card
    s.emit(ev.ROUND_STARTED, round=s.round, start=s.start)
    s.emit(ev.DEALT, players=players, rows=4)
    top = s.deck.pop()
    s.to_pile(top, "deck")
    s.stack.append(("begin", s.start, ()))
    for step in reversed(range(players)):
        s.stack.append(("peek", (s.start + step) % players, ()))


def _peek_legal(s: State, frame: Frame) -> list[Action]:
    size = len(s.villages[frame[1]])
    return [Action("peek", (i, j)) for i, j in combinations(range(size), 2)]


def _peek_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    s.stack.pop()
    village = s.villages[seat]
    for i in action.args:
        s.see(village[i], seat, spot(seat, i))


register("peek", _peek_legal, _peek_apply)


# ---------------------------------------------------------------------- turns
def begin_turn(s: State, seat: int) -> None:
    """Start ``seat``'s turn: reset the per-turn allowances and ask for the main action."""
    s.current = seat
    s.turn_no += 1
    s.t_used = 0
    s.t_ability = False
    s.obtained = NO_CARD
    s.stack.append(("turn", seat, ()))
    s.emit(ev.TURN_STARTED, seat=seat, turn=s.turn_no)


def end_turn(s: State, seat: int) -> None:
    """End ``seat``'s turn (its frame already popped): Squire refill, depletion and call checks."""
    squires = s.faceup_in_villages("squire")
    while len(s.area) < squires and s.deck:
        c = s.deck.pop()
        s.show(c)
        s.up[c] = True
        s.area.append(c)
        s.moved(c, "deck", f"area:{len(s.area) - 1}")
    if s.caller >= 0 and seat != s.caller:
        s.finals -= 1
    if not s.deck and not s.area:
        end_round(s, "deck")
    elif s.caller >= 0 and s.finals <= 0:
        end_round(s, "call")
    else:
        s.stack.append(("begin", (seat + 1) % s.players, ()))


def can_call(s: State, seat: int) -> bool:
    """May ``seat`` call for a vote now (RULES.md §5)?"""
    if s.caller >= 0 or s.t_ability:
        return False
    if len(s.villages[seat]) > 4:
        return False
    return not (s.config.deck.base == Edition.COIN and not s.deck)


def free_steps(s: State, seat: int) -> list[Action]:
    """The optional steps ``seat`` may take now during its own turn (faceup abilities, token)."""
    out: list[Action] = []
    village = s.villages[seat]
    up = s.up
    keys = s.config.keys
    used = s.t_used
    empath = bodyguards = False
    cfg = s.config
    for c in cfg.empaths:
        if up[c] and not (used >> c) & 1 and c in village:
            empath = True
            break
    for c in cfg.bodyguards:
        if up[c] and not (used >> c) & 1 and c in village:
            bodyguards = True
            break
    if empath:
        for i, c in enumerate(village):
            if not up[c] and c != s.token_card:
                out.append(Action("empath", (i,)))
    if bodyguards:
        guarded = set(s.guards.values())
        for b, bg in enumerate(village):
            if not up[bg] or keys[bg] != "bodyguard" or (used >> bg) & 1:
                continue
            current = s.guards.get(bg, NO_CARD)
            for i, c in enumerate(village):
                if i != b and c != current and c not in guarded and c != s.token_card:
                    out.append(Action("guard", (b, i)))
            if current != NO_CARD:
                out.append(Action("unguard", (b,)))
    if (
        s.token_holder == seat
        and s.token_active
        and s.token_card == NO_CARD
        and s.config.deck.base == Edition.SILVER
    ):
        out.extend(Action("amulet", (i,)) for i in range(len(village)))
    return out


def _apply_free_step(s: State, seat: int, action: Action) -> None:
    verb = action.verb
    village = s.villages[seat]
    keys = s.config.keys
    s.t_ability = True
    if verb == "empath":
        i = action.args[0]
        empath = next(c for c in village if s.up[c] and keys[c] == "empath" and not (s.t_used >> c) & 1)
        s.t_used |= 1 << empath
        s.see(village[i], seat, spot(seat, i))
    elif verb == "guard":
        b, i = action.args
        bg = village[b]
        s.t_used |= 1 << bg
        s.guards[bg] = village[i]
        s.emit(ev.GUARDED, seat=seat, bodyguard=spot(seat, b), target=spot(seat, i))
    elif verb == "unguard":
        b = action.args[0]
        bg = village[b]
        s.t_used |= 1 << bg
        del s.guards[bg]
        s.emit(ev.UNGUARDED, seat=seat, bodyguard=spot(seat, b))
    elif verb == "amulet":
        i = action.args[0]
        s.token_card = village[i]
        s.emit(ev.TOKEN_PLACED, seat=seat, at=spot(seat, i))
    else:  # pragma: no cover - guarded by the legal-action check
        raise AssertionError(verb)


def _turn_legal(s: State, frame: Frame) -> list[Action]:
    seat = frame[1]
    out = free_steps(s, seat)
    if s.deck:
        out.append(DRAW)
    if s.area:
        out.extend(AREA[: len(s.area)])
    if s.pile and exchange.exchangeable_any(s, seat):
        out.append(TAKE)
    if can_call(s, seat):
        out.append(CALL)
    return out


def _turn_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    verb = action.verb
    if verb == "draw":
        s.stack[-1] = ("after", seat, ())
        c = s.deck.pop()
        s.hand.append(c)
        s.see(c, seat, "deck")
        s.moved(c, "deck", f"hand:{seat}")
        rascals = s.faceup_count(seat, "rascal")
        if rascals and s.deck:
            s.stack.append(("rascal", seat, (rascals,)))
        else:
            s.stack.append(("hand", seat, (exchange.DECK,)))
    elif verb == "area":
        s.stack[-1] = ("after", seat, ())
        c = s.area.pop(action.args[0])
        s.hand.append(c)
        s.moved(c, f"area:{action.args[0]}", f"hand:{seat}")
        s.stack.append(("hand", seat, (exchange.AREA,)))
    elif verb == "take":
        s.stack[-1] = ("after", seat, ())
        c = s.pile.pop()
        s.hand.append(c)
        s.moved(c, "pile", f"hand:{seat}")
        s.stack.append(("hand", seat, (exchange.PILE,)))
    elif verb == "call":
        s.stack.pop()
        s.caller = seat
        s.finals = s.players - 1
        s.emit(ev.CALLED, seat=seat)
        end_turn(s, seat)
    else:
        _apply_free_step(s, seat, action)


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
        _apply_free_step(s, frame[1], action)


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
        s.moved(c, "deck", f"hand:{seat}")
        if left > 1 and s.deck:
            s.stack[-1] = ("rascal", seat, (left - 1,))
            return
    _to_choice(s, seat)


register("rascal", _rascal_legal, _rascal_apply)


def _choose_legal(s: State, frame: Frame) -> list[Action]:
    return list(KEEP[: len(s.hand)])


def _choose_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    kept = s.hand[action.args[0]]
    rest = [c for c in s.hand if c != kept]
    for c in reversed(rest):  # the first drawn card ends on top again (AMB-17)
        s.deck.append(c)
        s.moved(c, f"hand:{seat}", "deck")
    s.hand = [kept]
    s.stack[-1] = ("hand", seat, (exchange.DECK,))


register("choose", _choose_legal, _choose_apply)


# ---------------------------------------------------------------------- round end
def villagers_up(s: State) -> bool:
    """Are both Villagers faceup in villages (RULES.md §6.4)?"""
    villagers = s.config.villagers
    up = s.up
    if len(villagers) < 2 or not (up[villagers[0]] and up[villagers[1]]):
        return False
    return s.faceup_in_villages("villager") >= 2


def end_round(s: State, reason: str) -> None:
    """End the round now: score it, move the token, then start the next round or end the game."""
    seat_holder = s.token_holder
    s.stack = []
    s.emit(ev.ROUND_ENDED, reason=reason, round=s.round)
    values = scoring.village_values(s)
    scores, ok = scoring.round_scores(values, s.caller)
    s.scores.append(scores)
    totals = [sum(r[p] for r in s.scores) for p in range(s.players)]
    s.emit(
        ev.ROUND_SCORED,
        round=s.round,
        values=values,
        scores=scores,
        totals=totals,
        caller=s.caller,
        called_ok=ok,
        reveal=[[s.type_id(c) for c in v] for v in s.villages],
    )
    holder, active = scoring.token_after_round(scores, s.caller, ok, seat_holder, s.players)
    s.token_holder, s.token_active = holder, active
    s.emit(ev.TOKEN_MOVED, seat=holder, active=active)
    if s.round >= s.config.rounds:
        s.over = True
        s.winner, tiebreak = scoring.game_winner(totals, holder, s.players)
        s.emit(ev.GAME_OVER, winner=s.winner, totals=totals, tiebreak=tiebreak)
    else:
        start_round(s)


# ---------------------------------------------------------------------- settling
def cleanup_guards(s: State) -> None:
    """End every guard whose Bodyguard left, turned facedown, or lost its card (RULES.md §12.1.3)."""
    for bg, target in list(s.guards.items()):
        owner = s.owner(bg)
        if owner < 0 or not s.up[bg] or target not in s.villages[owner]:
            del s.guards[bg]
            at = spot(owner, s.villages[owner].index(bg)) if owner >= 0 else None
            s.emit(ev.UNGUARDED, seat=owner, bodyguard=at)


def settle(s: State) -> None:
    """Run everything automatic after an action: round-end checks and automatic frames."""
    if s.guards:
        cleanup_guards(s)
    if s.stack and villagers_up(s):
        end_round(s, "villagers")
    stack = s.stack
    while stack:
        kind, seat, _ = stack[-1]
        if kind == "begin":
            stack.pop()
            begin_turn(s, seat)
        elif kind == "after" and not free_steps(s, seat):
            stack.pop()
            end_turn(s, seat)
        else:
            break
