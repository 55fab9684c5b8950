"""Cards that swap village cards between villages without anyone looking.

* Troublemaker (Bullet 11): ``choose a:i`` then ``choose b:j``: two unprotected cards of different
  villages (yours may be one) swap spots, keeping their faces and rotations.
* Village Idiot (Coin 12): ``direction d`` (0 clockwise, 1 counter-clockwise), then ``choose seat:i``
  one eligible card from each village that has one, in seat order; all chosen cards move at once to
  the next eligible village in that direction, each into the spot vacated there (AMB-29). With fewer
  than two eligible villages nothing can move: the use has no effect and nothing is asked.
"""

from __future__ import annotations

from ..actions import Action
from ..activation import no_effect
from ..decisions import register
from ..state import Frame, State, spot
from ..targets import ANY, spots
from .registry import push, register_ability


def _trouble_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return len({v for v, _ in spots(s, seat, ANY)}) >= 2


def _trouble_legal(s: State, frame: Frame) -> list[Action]:
    seat, first = frame[1], frame[2]
    targets = spots(s, seat, ANY)
    if first:
        return [Action("choose", t) for t in targets if t[0] != first[0]]
    villages = {v for v, _ in targets}
    return [Action("choose", t) for t in targets if len(villages - {t[0]}) >= 1]


def _trouble_apply(s: State, frame: Frame, action: Action) -> None:
    seat, first = frame[1], frame[2]
    if not first:
        s.stack[-1] = ("troublemaker", seat, action.args)
        return
    s.stack.pop()
    (a, i), (b, j) = first, action.args
    x, y = s.villages[a][i], s.villages[b][j]
    s.villages[a][i], s.villages[b][j] = y, x
    if s.events is not None:
        s.moved(x, spot(a, i), spot(b, j))
        s.moved(y, spot(b, j), spot(a, i))


register("troublemaker", _trouble_legal, _trouble_apply, "*")
register_ability("troublemaker", _trouble_usable, push("troublemaker"))


def _eligible_villages(s: State, seat: int) -> list[int]:
    return sorted({v for v, _ in spots(s, seat, ANY)})


def _idiot_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return True  # all-or-nothing, but nothing in RULES.md §12.3 forbids a use where nothing can move


def _idiot_start(s: State, seat: int, card: int, pinned: bool) -> None:
    if len(_eligible_villages(s, seat)) >= 2:
        s.stack.append(("village_idiot", seat, ()))
    else:  # the cycle would close over one village (or none): every card stays where it is
        no_effect(s, seat, card)


def _direction_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("direction", (0,)), Action("direction", (1,))]


def _direction_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack[-1] = ("idiot_pick", frame[1], (action.args[0],))


def _pick_legal(s: State, frame: Frame) -> list[Action]:
    seat, picks = frame[1], frame[2][1:]
    done = set(picks[0::2])
    village = next(v for v in _eligible_villages(s, seat) if v not in done)
    return [Action("choose", t) for t in spots(s, seat, ANY) if t[0] == village]


def _pick_apply(s: State, frame: Frame, action: Action) -> None:
    seat, args = frame[1], (*frame[2], *action.args)
    eligible = _eligible_villages(s, seat)
    if len(args[1:]) // 2 < len(eligible):
        s.stack[-1] = ("idiot_pick", seat, args)
        return
    s.stack.pop()
    direction = args[0]
    chosen = dict(zip(args[1::2], args[2::2], strict=True))
    order = eligible if direction == 0 else eligible[::-1]
    cards = {v: s.villages[v][chosen[v]] for v in order}
    for k, v in enumerate(order):
        to = order[(k + 1) % len(order)]
        s.villages[to][chosen[to]] = cards[v]
        s.moved(cards[v], spot(v, chosen[v]), spot(to, chosen[to]))


register("village_idiot", _direction_legal, _direction_apply)
register("idiot_pick", _pick_legal, _pick_apply, "*")
register_ability("village_idiot", _idiot_usable, _idiot_start)
