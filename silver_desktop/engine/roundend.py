"""The end of a round: scoring-time decisions, scores, the token, the Commander, the next round.

RULES.md §7 / AMB-80 order: Regifters → Hunters → reveal → values (Copycat, Wolfman) → call
adjustment → token → Commander. The automatic ``scoring`` frame drives the steps; it pushes a
decision whenever a player has a scoring-time choice:

* ``regift``: ``give i seat`` (give your card ``i`` to ``seat``, added at the right end) or ``skip``;
* ``hunt``: ``remove seat:index`` or ``skip``;
* ``keep``: the Commander's owner chooses ``hold i`` (the card kept for the next round).

Face states are frozen when the round ends: nothing flips during these steps.
"""

from __future__ import annotations

from . import events as ev
from . import scoring, setup
from .actions import Action
from .decisions import register
from .state import NO_CARD, Frame, State, spot

REGIFT, HUNT, FINISH, NEXT = range(4)
SKIP = Action("skip")


def end_round(s: State, reason: str) -> None:
    """End the round now (RULES.md §6): flush cards in transit and start the scoring steps."""
    s.stack = []
    for group in s.limbo:
        for c in group:
            s.to_pile(c, "limbo")
    for c in s.hand:
        s.to_pile(c, "hand")
    s.limbo, s.hand, s.sources = [], [], []
    s.ending = reason
    s.t_used = 0
    if s.events is not None:
        s.emit(ev.ROUND_ENDED, reason=reason, round=s.round)
    first = s.token_holder if s.config.token == "coin" else s.start
    s.stack.append(("scoring", first, (REGIFT, 0)))
    drive(s)


def _eligible(s: State, seat: int, key: str) -> int:
    """A faceup, working, unused scoring card ``key`` of ``seat`` still in its village, or -1."""
    cards = s.config.cards_of(key)
    for c in s.villages[seat]:
        if c in cards and s.live(c) and not (s.t_used >> c) & 1:
            return c
    return NO_CARD


def _regift_targets(s: State, seat: int, regifter: int) -> list[Action]:
    village = s.villages[seat]
    return [
        Action("give", (i, v))
        for i, c in enumerate(village)
        if c != regifter and not s.protected(c, seat)
        for v in range(s.players)
        if v != seat
    ]


def _hunt_targets(s: State, seat: int, hunter: int) -> list[Action]:
    return [
        Action("remove", (v, i))
        for v, village in enumerate(s.villages)
        for i, c in enumerate(village)
        if c != hunter and not s.protected(c, seat)
    ]


def drive(s: State) -> None:
    """Advance the scoring steps until a decision is needed or the next round has started."""
    while s.stack and s.stack[-1][0] == "scoring":
        first, (step, offset) = s.stack[-1][1], s.stack[-1][2]
        n = s.players
        if step in (REGIFT, HUNT):
            if offset >= n:
                s.stack[-1] = ("scoring", s.start if step == REGIFT else first, (step + 1, 0))
                continue
            seat = (first + offset) % n
            key = "regifter" if step == REGIFT else "hunter"
            card = _eligible(s, seat, key)
            targets: list[Action] = []
            if card != NO_CARD:
                s.t_used |= 1 << card
                targets = (_regift_targets if step == REGIFT else _hunt_targets)(s, seat, card)
            if not targets:
                if card == NO_CARD:
                    s.stack[-1] = ("scoring", first, (step, offset + 1))
                continue
            kind = "regift" if step == REGIFT else "hunt"
            s.stack.append((kind, seat, (s.villages[seat].index(card),)))
            return
        if step == FINISH:
            s.stack[-1] = ("scoring", first, (NEXT, 0))
            _finish(s)
            continue
        s.stack.pop()
        _next_round(s)


def _regift_legal(s: State, frame: Frame) -> list[Action]:
    seat = frame[1]
    regifter = s.villages[seat][frame[2][0]]
    return [*_regift_targets(s, seat, regifter), SKIP]


def _regift_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    if action.verb == "give":
        seat, (i, to) = frame[1], action.args
        card = s.villages[seat].pop(i)
        village = s.villages[to]
        village.append(card)
        if s.events is not None:  # a facedown card stays unseen by those who do not know it
            at, dst = spot(seat, i), spot(to, len(village) - 1)
            audience = ev.EVERYONE if s.up[card] else s.known[card]
            s.emit(
                ev.GIVEN, audience, seat=seat, to=to, at=at, dst=dst, faceup=s.up[card], type=s.type_id(card)
            )
            s.moved(card, at, dst)
    drive(s)


def _hunt_legal(s: State, frame: Frame) -> list[Action]:
    seat = frame[1]
    hunter = s.villages[seat][frame[2][0]]
    return [*_hunt_targets(s, seat, hunter), SKIP]


def _hunt_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    if action.verb == "remove":
        v, i = action.args
        card = s.villages[v].pop(i)
        s.removed.append(card)
        if s.events is not None:  # a facedown card stays unseen by those who do not know it
            audience = ev.EVERYONE if s.up[card] else s.known[card]
            s.emit(
                ev.REMOVED, audience, seat=frame[1], at=spot(v, i), faceup=s.up[card], type=s.type_id(card)
            )
    drive(s)


register("regift", _regift_legal, _regift_apply, "i")
register("hunt", _hunt_legal, _hunt_apply, "i")


def _finish(s: State) -> None:
    """Reveal, score, move the token, and end the game or ask the Commander."""
    holder = s.token_holder
    values = scoring.village_values(s)
    scores, ok = scoring.round_scores(values, s.caller)
    s.scores.append(scores)
    totals = [sum(r[p] for r in s.scores) for p in range(s.players)]
    if s.events is not None:
        _emit_scored(s, values, scores, totals, ok)
    s.token_holder, s.token_active = scoring.token_after_round(scores, s.caller, ok, holder, s.players)
    if s.events is not None:
        s.emit(ev.TOKEN_MOVED, seat=s.token_holder, active=s.token_active)
    if s.round >= s.config.rounds:
        s.stack = []
        s.over = True
        s.winner, tiebreak = scoring.game_winner(totals, s.token_holder, s.players)
        if s.events is not None:
            s.emit(ev.GAME_OVER, winner=s.winner, totals=totals, tiebreak=tiebreak)
        return
    for seat in range(s.players):
        commander = _eligible(s, seat, "commander")
        if commander != NO_CARD and len(s.villages[seat]) > 1:
            s.stack.append(("keep", seat, (s.villages[seat].index(commander),)))
            return


def _emit_scored(s: State, values: list[int], scores: list[int], totals: list[int], ok: bool) -> None:
    """The reveal and the scores: every village card with its face at the round's end and its value."""
    cards = []
    wolfmen = []
    for village in s.villages:
        worth = scoring.card_values(s, village)
        wolfmen.append(scoring.zeroing_wolfman(s, village, worth))
        cards.append(
            [
                {"type": s.type_id(c), "value": value, "faceup_at_end": s.up[c]}
                for c, value in zip(village, worth, strict=True)
            ]
        )
    token = s.token_card
    owner = s.owner(token) if token != NO_CARD else -1
    s.emit(
        ev.ROUND_SCORED,
        round=s.round,
        values=values,
        scores=scores,
        totals=totals,
        caller=s.caller,
        called_ok=ok,
        reason=s.ending,
        reveal=[[s.type_id(c) for c in v] for v in s.villages],
        removed=[s.type_id(c) for c in s.removed],
        cards=cards,
        wolfman=wolfmen,
        call=scoring.call_marks(s.caller, ok, s.players),
        token_card=spot(owner, s.villages[owner].index(token)) if owner >= 0 else None,
    )


def _keep_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("hold", (i,)) for i in range(len(s.villages[frame[1]])) if i != frame[2][0]]


def _keep_apply(s: State, frame: Frame, action: Action) -> None:
    """AMB-67: the chosen card is scored this round, then set aside for the next one."""
    s.stack.pop()
    seat = frame[1]
    s.kept = s.villages[seat][action.args[0]]
    s.kept_by = seat
    if s.events is not None:
        s.emit(ev.KEPT, seat=seat, at=spot(seat, action.args[0]), type=s.type_id(s.kept))
    drive(s)


register("keep", _keep_legal, _keep_apply, "i")


def _next_round(s: State) -> None:
    setup.start_round(s)
