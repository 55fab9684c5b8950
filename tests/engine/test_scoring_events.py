"""The scoring events tell everything the table shows at a round's end (issue 15, item 6).

``round.scored`` lists every village card with the value it scores and its face at the round's end,
the Wolfman that zeroed a village, the call's mark and the token's card; ``card.given`` and
``card.removed`` name the places a card left and reached, and show its face only to those who knew it
(RULES.md §7: the Regifter and the Hunter act before the reveal).
"""

from __future__ import annotations

import random
from typing import Any

from builders import card_at, finish, play, scenario, scored
from hypothesis import given
from test_properties import configs, seeds

from silver_desktop.engine import events as ev
from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.events import Event
from silver_desktop.engine.history import Game
from silver_desktop.engine.state import NO_CARD, State

BULLET, COIN, SILVER = "bullet", "coin", "silver"


def card(type_id: str, value: int | None, faceup: bool = False) -> dict[str, Any]:
    """One entry of ``round.scored``'s ``cards``."""
    return {"type": type_id, "value": value, "faceup_at_end": faceup}


def only(events: list[Event], kind: str) -> Event:
    """The one event of ``kind`` among ``events``."""
    (event,) = [e for e in events if e.kind == kind]
    return event


def before_reveal(events: list[Event]) -> list[Event]:
    """The events before ``round.scored`` (after it the next round may already be dealt)."""
    kinds = [e.kind for e in events]
    return events[: kinds.index(ev.ROUND_SCORED)]


def sees(event: Event, seat: int) -> bool:
    """Does ``seat`` see the face the event shows?"""
    return "type" in event.for_seat(seat).params


# ---------------------------------------------------------------------- values per card
def test_a_copycat_scores_the_lowest_other_card_and_faces_are_the_end_state():
    """AMB-21: the Copycat is worth the lowest other non-Copycat card; faces are frozen at the end."""
    s = scenario(2, [["copycat", "cow", ("priest", True)], ["lycan", ("count", True)]], edition=BULLET)
    result = scored(finish(s))
    assert result["cards"] == [
        [card("bullet.copycat", 2), card("bullet.cow", 5), card("bullet.priest", 2, True)],
        [card("bullet.lycan", 1), card("bullet.count", 10, True)],
    ]
    assert result["values"] == [2 + 5 + 2, 1 + 10]
    assert result["wolfman"] == [None, None]
    assert result["call"] == [None, None]
    assert result["token_card"] is None
    assert result["reveal"] == [[c["type"] for c in village] for village in result["cards"]]


def test_an_active_wolfman_zeroes_its_village_and_is_named():
    """§7.6: one faceup Wolfman and less than 13 besides: 0. A facedown one is a plain 13."""
    s = scenario(2, [["pixie", ("wolfman", True)], ["wolfman", "curator"]], edition=COIN)
    result = scored(finish(s))
    assert result["wolfman"] == [1, None]
    assert result["values"] == [0, 13 + 2]
    assert result["cards"][0] == [card("coin.pixie", 3), card("coin.wolfman", 13, True)]
    assert result["cards"][1] == [card("coin.wolfman", 13), card("coin.curator", 2)]


def test_two_active_wolfmen_never_zero_a_village():
    """§7.6: with two active Wolfmen the condition can never fire."""
    s = scenario(2, [[("wolfman", True), ("wolfman", True)], ["pixie"]], edition=COIN)
    result = scored(finish(s))
    assert result["wolfman"] == [None, None]
    assert result["values"] == [26, 3]


def test_the_bullets_card_scores_nothing_and_is_the_token_card():
    """§9.2 / AMB-21/48: the bullet's card has no value, and the Copycat ignores it."""
    s = scenario(
        2,
        [["copycat", "priest", ("gremlin", True)], ["cow", "lycan"]],
        token_on=(0, 1),
        edition=BULLET,
    )
    result = scored(finish(s))
    assert result["token_card"] == "village:0:1"
    assert result["cards"][0] == [
        card("bullet.copycat", 12),
        card("bullet.priest", None),
        card("bullet.gremlin", 12, True),
    ]
    assert result["values"] == [24, 6]


def test_the_amulets_card_scores_normally():
    """§9.1: the amulet's card is scored normally; the event still names its spot."""
    s = scenario(2, [["witch"], ["seer", "squire"]], token_on=(1, 1), edition=SILVER)
    result = scored(finish(s))
    assert result["token_card"] == "village:1:1"
    assert result["cards"][1] == [card("silver.seer", 9), card("silver.squire", 1)]
    assert result["values"] == [11, 10]


def test_a_successful_and_a_failed_call_are_marked_apart_from_the_values():
    """AMB-12: the caller scores 0 when lowest (ties included), else value + 10."""
    low = scenario(3, [["squire"], ["witch"], ["squire"]], edition=SILVER)
    low.caller = 2
    result = scored(finish(low, "call"))
    assert result["call"] == [None, None, 0]
    assert (result["values"], result["scores"]) == ([1, 11, 1], [1, 11, 0])
    high = scenario(2, [["witch"], ["squire"]], edition=SILVER)
    high.caller = 0
    result = scored(finish(high, "call"))
    assert result["call"] == [10, None]
    assert (result["values"], result["scores"]) == ([11, 1], [21, 1])


# ---------------------------------------------------------------------- the Hunter and the Regifter
def test_a_hunter_removal_names_the_spot_and_shows_the_face_only_to_who_knew_it():
    """§7.2: the Hunter acts before the reveal: a facedown card's face goes only to the seats that
    knew it; the removed card leaves the scored village."""
    s = scenario(
        3,
        [[("hunter", True), "count"], ["gremlin", ("copycat", True)], ["cow"]],
        edition=BULLET,
    )
    gremlin = card_at(s, 1, 0)
    s.known[gremlin] = 1 << 1  # its owner has looked at it
    finish(s)
    events = play(s, "remove 1:0")
    removed = only(events, ev.REMOVED)
    assert removed.params["at"] == "village:1:0" and removed.params["faceup"] is False
    assert removed.params["type"] == "bullet.gremlin"
    assert [sees(removed, seat) for seat in range(3)] == [False, True, False]
    result = scored(events)
    assert result["removed"] == ["bullet.gremlin"]
    assert result["cards"][1] == [card("bullet.copycat", 13, True)]
    assert result["values"] == [10, 13, 5]


def test_a_faceup_card_removed_is_seen_by_everyone():
    s = scenario(2, [[("hunter", True), "count"], [("gremlin", True), "cow"]], edition=BULLET)
    finish(s)
    removed = only(play(s, "remove 1:0"), ev.REMOVED)
    assert removed.params["faceup"] is True and removed.audience == ev.EVERYONE


def test_a_gift_names_where_it_left_and_arrived_and_keeps_its_face_private():
    """§7.1: the given card keeps its end-state face: a facedown gift is shown only to the seats that
    knew it, in the gift and in the move, until the reveal."""
    s = scenario(3, [[("regifter", True), "golem", ("pixie", True)], ["blob"], ["curator"]], edition=COIN)
    golem = card_at(s, 0, 1)
    s.known[golem] = 1 << 0
    finish(s)
    events = play(s, "give 1 1")
    gift = only(events, ev.GIVEN)
    assert gift.params == {
        "seat": 0,
        "to": 1,
        "at": "village:0:1",
        "dst": "village:1:1",
        "faceup": False,
        "type": "coin.golem",
    }
    move = only(before_reveal(events), ev.MOVED)
    assert (move.params["src"], move.params["dst"]) == ("village:0:1", "village:1:1")
    for event in (gift, move):
        assert [sees(event, seat) for seat in range(3)] == [True, False, False]
    result = scored(events)
    assert result["cards"][0] == [card("coin.regifter", 0, True), card("coin.pixie", 3, True)]
    assert result["cards"][1] == [card("coin.blob", 4), card("coin.golem", 11)]
    assert result["values"] == [3, 15, 2]


def test_a_faceup_gift_is_public():
    s = scenario(2, [[("regifter", True), ("pixie", True)], ["blob"]], edition=COIN)
    finish(s)
    gift = only(play(s, "give 1 1"), ev.GIVEN)
    assert gift.params["faceup"] is True and gift.audience == ev.EVERYONE


# ---------------------------------------------------------------------- the Commander
def test_the_commanders_kept_card_is_named_by_its_spot_and_scored():
    """AMB-67: the kept card scores this round; ``card.kept`` (after the reveal) names its spot."""
    s = scenario(
        2,
        [[("commander", True), "priest", "count"], ["gremlin", "cow"]],
        edition=BULLET,
        promos={"commander": 1},
    )
    result = scored(finish(s))
    assert result["cards"][0] == [
        card("promo.commander", 1, True),
        card("bullet.priest", 2),
        card("bullet.count", 10),
    ]
    assert result["values"] == [13, 17]
    kept = only(play(s, "hold 2"), ev.KEPT)
    assert kept.params == {"seat": 0, "at": "village:0:2", "type": "bullet.count"}


# ---------------------------------------------------------------------- every random game
class Tap(list[Event]):
    """A state's event list that keeps a copy of the state at every round's end."""

    def __init__(self, state: State) -> None:
        super().__init__()
        self.state = state
        self.ends: list[State] = []

    def append(self, event: Event, /) -> None:
        super().append(event)
        if event.kind == ev.ROUND_ENDED:
            self.ends.append(self.state.clone())


def _place(at: object) -> tuple[int, int]:
    zone, seat, index = str(at).split(":")
    assert zone == "village", at
    return int(seat), int(index)


class Scoring:
    """Follows one round's scoring-time events from the state at its end, checking each of them."""

    def __init__(self, end: State) -> None:
        self.end = end
        self.villages = [v[:] for v in end.villages]
        self.removed = end.removed[:]
        self.gift: tuple[str, str, str] | None = None

    def shown_as(self, event: Event, c: int) -> None:
        """The event shows card ``c``'s face exactly to the seats that know it (faces are frozen)."""
        s = self.end
        assert event.params["type"] == s.type_id(c) and event.params["faceup"] == s.up[c]
        assert [sees(event, seat) for seat in range(s.players)] == [
            s.knows(c, seat) for seat in range(s.players)
        ]

    def step(self, event: Event) -> None:
        """A scoring-time event before the reveal."""
        if event.kind == ev.GIVEN:
            seat, i = _place(event.params["at"])
            c = self.villages[seat].pop(i)
            to = self.villages[event.params["to"]]
            to.append(c)
            assert event.params["dst"] == f"village:{event.params['to']}:{len(to) - 1}"
            self.shown_as(event, c)
            self.gift = (event.params["at"], event.params["dst"], event.params["type"])
        elif event.kind == ev.MOVED:  # the gift's move, right after it, shown to the same seats
            assert self.gift == (event.params["src"], event.params["dst"], event.params["type"])
            self.shown_as(event, self.villages[_place(event.params["dst"])[0]][-1])
            self.gift = None
        elif event.kind == ev.REMOVED:
            seat, i = _place(event.params["at"])
            c = self.villages[seat].pop(i)
            self.removed.append(c)
            self.shown_as(event, c)
        else:
            assert "type" not in event.params, f"{event.kind} names a card before the reveal"
            assert event.kind not in (ev.FLIPPED, ev.PEEKED), "faces are frozen at the round's end"

    def scored(self, p: dict[str, Any]) -> None:
        """The reveal: the cards as they lie now, each value, each village's sum and score."""
        s = self.end
        numbers = s.config.type_numbers
        bullet = s.bullet_card()
        assert p["removed"] == [s.type_id(c) for c in self.removed]
        assert p["reveal"] == [[s.type_id(c) for c in v] for v in self.villages]
        for seat, village in enumerate(self.villages):
            cards = p["cards"][seat]
            assert [(x["type"], x["faceup_at_end"]) for x in cards] == [
                (s.type_id(c), s.up[c]) for c in village
            ]
            plain = [numbers[s.type_id(c)] for c in village if c != bullet and s.key(c) != "copycat"]
            for x, c in zip(cards, village, strict=True):
                if c == bullet:
                    assert x["value"] is None
                elif s.key(c) == "copycat":
                    assert x["value"] == (min(plain) if plain else 13)
                else:
                    assert x["value"] == numbers[x["type"]]
            total = sum(x["value"] for x in cards if x["value"] is not None)
            zeroed = p["wolfman"][seat]
            if zeroed is not None:
                assert cards[zeroed]["type"].endswith(".wolfman") and cards[zeroed]["faceup_at_end"]
                assert total - 13 < 13
            assert p["values"][seat] == (0 if zeroed is not None else total)
            value, mark = p["values"][seat], p["call"][seat]
            assert (mark is not None) == (seat == p["caller"])
            assert p["scores"][seat] == {None: value, 0: 0, 10: value + 10}[mark]
            assert mark != 0 or p["called_ok"]
        if s.token_card == NO_CARD:
            assert p["token_card"] is None
        else:
            seat, i = _place(p["token_card"])
            assert self.villages[seat][i] == s.token_card


@given(seeds, configs())
def test_every_scored_round_adds_up_and_shows_nothing_early(seed: int, config: GameConfig) -> None:
    """For random games of every deck: each village's card values sum to its value (after the
    Wolfman), the call mark explains the score, and until the reveal no scoring-time event shows a
    face to a seat that had not seen it at the round's end."""
    rng = random.Random(seed)
    game = Game.new(config, seed=seed)
    tap = Tap(game.state)
    game.state.events = tap
    stream: list[Event] = []
    while not game.state.over:
        stream += game.play(rng.choice(game.legal_actions()))
    ends = iter(tap.ends)
    rounds = 0
    current: Scoring | None = None
    for event in stream:
        if event.kind == ev.ROUND_ENDED:
            current = Scoring(next(ends))
        elif event.kind == ev.ROUND_SCORED:
            assert current is not None
            current.scored(event.params)
            current = None
            rounds += 1
        elif current is not None:
            current.step(event)
    assert rounds == config.rounds


def test_random_games_do_give_and_remove_facedown_cards():
    """The property above meets what it checks: facedown gifts and removals happen in random games."""
    kinds: set[tuple[str, bool]] = set()
    for seed in range(40):
        for deck in (BULLET, COIN):
            game = Game.new(GameConfig(players=4, deck=DeckSpec.parse(deck)), seed=seed)
            rng = random.Random(seed)
            while not game.state.over:
                for e in game.play(rng.choice(game.legal_actions())):
                    if e.kind in (ev.GIVEN, ev.REMOVED):
                        kinds.add((e.kind, bool(e.params["faceup"])))
        if {(ev.GIVEN, False), (ev.REMOVED, False)} <= kinds:
            break
    assert {(ev.GIVEN, False), (ev.REMOVED, False)} <= kinds
