"""Positions (``silver_desktop.engine.position``): any moment of a game as JSON, and back."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest

from silver_desktop.engine.actions import Action
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.errors import EngineError, PositionError
from silver_desktop.engine.history import Game
from silver_desktop.engine.position import FORMAT, VERSION, from_position, to_position
from silver_desktop.engine.rules import apply, legal_actions, new_game
from silver_desktop.engine.state import NO_CARD, State


def _json_round_trip(position: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(position))


def _reloaded(s: State) -> State:
    return from_position(_json_round_trip(to_position(s)))


def _moment(s: State) -> set[str]:
    """Labels of what is interesting about this moment (decision kind and markers)."""
    labels = set()
    if s.stack:
        kind = s.stack[-1][0]
        labels.add(kind)
        if kind == "hand" and any(a.verb == "swap" for a in legal_actions(s)):
            labels.add("witch")  # only a Witch's card may go to another village
        if kind == "set" and Action("confirm") in legal_actions(s):
            labels.add("set-chosen")
    else:
        labels.add("over")
    if s.guards:
        labels.add("guards")
    if s.token_card != NO_CARD:
        labels.add("amulet")
    if s.t_used:
        labels.add("used")
    if s.obtained != NO_CARD:
        labels.add("obtained")
    if s.area:
        labels.add("area")
    if s.round > 1:
        labels.add("later-round")
    return labels


def _random_game(players: int, seed: int, rounds: int = 4) -> tuple[Game, list[Action]]:
    game = Game.new(GameConfig(players=players, rounds=rounds), seed)
    rng = random.Random(seed)
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    return game, game.actions


# ---------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_trip_at_many_moments(players: int) -> None:
    """to_position -> JSON -> from_position -> to_position is the identity, at varied moments."""
    seen: Counter[str] = Counter()
    for seed in range(4):
        game = Game.new(GameConfig(players=players), 100 + seed)
        rng = random.Random(seed)
        step = 0
        while True:
            labels = _moment(game.state)
            fresh = {label for label in labels if seen[label] < 3}
            if fresh or step % 25 == 0:
                position = to_position(game.state)
                assert json.loads(json.dumps(position)) == position  # pure JSON types
                again = _reloaded(game.state)
                assert to_position(again) == position, (seed, step, sorted(labels))
                assert legal_actions(again) == legal_actions(game.state)
                assert again.decider() == game.state.decider()
                seen.update(labels)
            if game.state.over:
                break
            game.play(rng.choice(game.legal_actions()))
            step += 1
    wanted = {"peek", "turn", "after", "hand", "set", "set-chosen", "witch", "rascal", "over", "later-round"}
    assert wanted <= set(seen), wanted - set(seen)


def test_round_trip_covers_guards_amulet_and_per_turn_marks() -> None:
    seen: Counter[str] = Counter()
    for seed in range(12):
        game = Game.new(GameConfig(players=2), 200 + seed)
        rng = random.Random(seed)
        while not game.state.over:
            labels = _moment(game.state) & {"guards", "amulet", "used", "obtained", "area"}
            if any(seen[label] < 4 for label in labels):
                position = to_position(game.state)
                assert to_position(_reloaded(game.state)) == position
                seen.update(labels)
            game.play(rng.choice(game.legal_actions()))
    assert {"guards", "used", "obtained"} <= set(seen), seen


def test_position_has_the_documented_top_level_fields() -> None:
    s = new_game(GameConfig(players=3), 9)
    position = to_position(s)
    assert position["format"] == FORMAT == "silver-position"
    assert position["version"] == VERSION == 1
    for key in ("settings", "round", "scores", "villages", "deck", "pile", "pending", "rng", "over"):
        assert key in position
    assert len(position["villages"]) == 3
    assert all(len(v) == 5 for v in position["villages"])
    assert len(position["deck"]) == 31 and len(position["pile"]) == 1
    assert len(position["aside"]) == 5
    assert position["pile"][0]["up"] is True
    assert isinstance(position["rng"], str)


def test_position_hides_nothing_but_names_no_physical_card_numbers() -> None:
    s = new_game(GameConfig(players=2), 9)
    text = json.dumps(to_position(s))
    for entry in to_position(s)["deck"]:
        assert set(entry) <= {"card", "up", "seen"}
        assert entry["card"].startswith("silver.")
    assert '"card": 0' not in text


def test_seen_follows_the_peeks() -> None:
    game = Game.new(GameConfig(players=2, start_player=0), 4)
    game.play("peek 1 3")
    village = to_position(game.state)["villages"][0]
    assert [c.get("seen") for c in village] == [None, [0], None, [0], None]
    game.play("peek 0 4")
    position = to_position(game.state)
    assert position["villages"][1][0]["seen"] == [1]
    assert position["villages"][1][4]["seen"] == [1]
    again = _reloaded(game.state)
    assert again.knows(again.villages[0][1], 0) and not again.knows(again.villages[0][1], 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_trip_at_game_over(players: int) -> None:
    game, _ = _random_game(players, 30 + players, rounds=2)
    position = to_position(game.state)
    assert position["over"] is True
    assert position["pending"] == []
    again = _reloaded(game.state)
    assert to_position(again) == position
    assert again.over and again.winner == game.state.winner
    assert again.scores == game.state.scores
    assert legal_actions(again) == []


# ---------------------------------------------------------------------------- continuing from a position
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5)])
def test_continuing_from_a_loaded_position_reaches_the_same_end(players: int, seed: int) -> None:
    game, actions = _random_game(players, seed)
    final = to_position(game.state)
    replay = Game.new(GameConfig(players=players), seed)
    rng = random.Random(seed)
    cut_points = sorted(rng.sample(range(len(actions)), 4))
    k = 0
    for cut in cut_points:
        while k < cut:
            replay.play(actions[k])
            k += 1
        loaded = from_position(_json_round_trip(to_position(replay.state)))
        for action in actions[cut:]:
            apply(loaded, action)  # checked: every recorded action must still be legal
        assert loaded.over
        assert loaded.scores == game.state.scores
        assert loaded.winner == game.state.winner
        assert to_position(loaded) == final


def test_rng_is_stored_in_the_position() -> None:
    s = new_game(GameConfig(players=2), 12345)
    position = to_position(s)
    assert int(position["rng"], 16) == s.rng
    other = copy.deepcopy(position)
    other["rng"] = f"{(s.rng + 1) % (1 << 64):016x}"
    assert from_position(other).rng != from_position(position).rng


# ---------------------------------------------------------------------------- a hand-built position
def _all_card_ids(config: GameConfig) -> list[str]:
    return [t.id for t in config.types]


def _hand_built_position() -> dict[str, Any]:
    """Seat 0 to move in round 2 of a 2-player game, holding the active amulet it won by a successful
    call in round 1; a deliberately chosen layout."""
    config = GameConfig(players=2)
    pool = Counter(_all_card_ids(config))

    def take(card: str, up: bool = False, seen: list[int] | None = None) -> dict[str, Any]:
        assert pool[card] > 0, card
        pool[card] -= 1
        out: dict[str, Any] = {"card": card, "up": up}
        if seen:
            out["seen"] = seen
        return out

    village0 = [
        take("silver.villager", seen=[0]),
        take("silver.squire"),
        take("silver.witch", seen=[0]),
        take("silver.robber"),
        take("silver.empath", up=True),
    ]
    village1 = [take("silver.master", seen=[1]), *(take(c) for c in ["silver.seer"] * 4)]
    pile = [take("silver.doppelganger", up=True)]
    rest = [take(c) for c, n in sorted(pool.items()) for _ in range(n)]
    aside, deck = rest[:10], rest[10:]
    assert sum(pool.values()) == 0
    return {
        "format": "silver-position",
        "version": 1,
        "settings": config.to_json(),
        "round": 2,
        "scores": [[0, 14]],
        "start": 0,
        "current": 0,
        "turn": 9,
        "token": {"holder": 0, "active": True, "on": None},
        "caller": -1,
        "finals": 0,
        "villages": [village0, village1],
        "deck": deck,
        "pile": pile,
        "area": [],
        "hand": [],
        "aside": aside,
        "removed": [],
        "guards": [],
        "this_turn": {"used": [], "ability": False, "obtained": None},
        "pending": [{"kind": "turn", "seat": 0, "args": []}],
        "rng": "00000000000000ff",
        "over": False,
        "winner": -1,
    }


def test_a_hand_built_position_starts_a_game() -> None:
    position = _hand_built_position()
    s = from_position(position)
    assert to_position(s) == position
    assert [s.key(c) for c in s.villages[0]] == ["villager", "squire", "witch", "robber", "empath"]
    assert s.knows(s.villages[0][0], 0) and not s.knows(s.villages[0][0], 1)
    assert s.key(s.pile[-1]) == "doppelganger"
    legal = [str(a) for a in legal_actions(s)]
    # the faceup Empath and the active amulet offer free steps; the main actions are all there
    assert "empath 1" in legal and "token 0" in legal
    assert {"draw", "take"} <= set(legal)
    assert "call" not in legal  # five cards in the village
    apply(s, "take")
    apply(s, "exchange 1")
    assert s.key(s.villages[0][1]) == "doppelganger" and s.up[s.villages[0][1]]
    assert s.key(s.pile[-1]) == "squire"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hand_built_position_plays_to_the_end(seed: int) -> None:
    game = Game(from_position(_hand_built_position()), {"position": _hand_built_position()})
    rng = random.Random(seed)
    for _ in range(5000):
        if game.state.over:
            break
        game.play(rng.choice(game.legal_actions()))
    assert game.state.over
    assert len(game.state.scores) == 4
    assert game.state.scores[0] == [0, 14]


def test_an_edited_position_loads_and_plays() -> None:
    """Edit a real position: turn a village card faceup and give the seat a Rascal to use."""
    game = Game.new(GameConfig(players=3, start_player=1), 6)
    while game.state.stack[-1][0] == "peek":
        game.play(game.legal_actions()[0])
    position = to_position(game.state)
    seat = position["pending"][-1]["seat"]
    # swap the first village card with a Rascal from wherever one lies, faceup
    zones = ["deck", "aside", "pile"] + [f"v{p}" for p in range(3) if p != seat]
    for zone in zones:
        cards = position["villages"][int(zone[1])] if zone.startswith("v") else position[zone]
        hit = next((i for i, c in enumerate(cards) if c["card"] == "silver.rascal"), None)
        if hit is not None:
            cards[hit], position["villages"][seat][0] = position["villages"][seat][0], cards[hit]
            break
    position["villages"][seat][0] = {"card": "silver.rascal", "up": True}
    s = from_position(position)
    assert s.faceup_count(seat, "rascal") == 1
    apply(s, "draw")
    assert s.stack[-1][0] == "rascal"  # the faceup Rascal offers extra draws


# ---------------------------------------------------------------------------- invalid positions
def _base() -> dict[str, Any]:
    game = Game.new(GameConfig(players=2, start_player=0), 7)
    while game.state.stack[-1][0] == "peek":
        game.play(game.legal_actions()[0])
    return to_position(game.state)


def _refused(position: Any, *fragments: str) -> str:
    with pytest.raises(PositionError) as info:
        from_position(position)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    return message


def test_base_position_is_valid() -> None:
    assert to_position(from_position(_base())) == _base()


@pytest.mark.parametrize("value", [None, [], "position", 3, ["format"]])
def test_non_object_is_refused(value: Any) -> None:
    _refused(value, "position", "object")


@pytest.mark.parametrize(
    ("key", "value", "fragment"),
    [
        ("format", "silver-record", "format"),
        ("format", None, "format"),
        ("version", 2, "version"),
        ("version", "1", "version"),
    ],
)
def test_wrong_format_or_version_is_refused(key: str, value: Any, fragment: str) -> None:
    position = _base()
    position[key] = value
    _refused(position, fragment)


def test_missing_format_is_refused() -> None:
    position = _base()
    del position["format"]
    _refused(position, "format")


@pytest.mark.parametrize(
    "settings",
    [
        {"players": 5},
        {"players": 1},
        {"players": "2"},
        {"players": 2, "rounds": 0},
        {"players": 2, "colour": "red"},
        {"players": 2, "deck": {"base": "nope"}},
        "2 players",
    ],
)
def test_bad_settings_are_refused(settings: Any) -> None:
    position = _base()
    position["settings"] = settings
    _refused(position, "settings")


def test_five_players_are_refused_naming_players() -> None:
    position = _base()
    position["settings"]["players"] = 5
    _refused(position, "settings", "players")


def test_missing_card_is_refused() -> None:
    position = _base()
    removed = position["deck"].pop()
    _refused(position, "cards", "missing", removed["card"])


def test_fifth_witch_is_refused() -> None:
    position = _base()
    position["deck"].append({"card": "silver.witch", "up": False})
    # the fifth one is found wherever the reader meets it; the message names that place
    message = _refused(position, "more 'silver.witch' cards than the deck holds")
    assert message.startswith(("deck[", "aside[", "villages[", "pile["))


def test_duplicate_replacing_another_card_is_refused() -> None:
    position = _base()
    witches = sum(
        1
        for zone in [*position["villages"], position["deck"], position["pile"], position["aside"]]
        for c in zone
        if c["card"] == "silver.witch"
    )
    assert witches == 4
    victim = next(i for i, c in enumerate(position["deck"]) if c["card"] != "silver.witch")
    position["deck"][victim] = {"card": "silver.witch", "up": False}
    _refused(position, "silver.witch")


@pytest.mark.parametrize("card", ["silver.nope", "bullet.lycan", "witch", ""])
def test_unknown_card_id_is_refused(card: str) -> None:
    position = _base()
    position["villages"][1][2]["card"] = card
    _refused(position, "villages[1][2]", repr(card))


@pytest.mark.parametrize("entry", [{"up": False}, {"card": 3}, "silver.witch", None])
def test_card_entry_that_is_not_a_card_object_is_refused(entry: Any) -> None:
    position = _base()
    position["pile"][0] = entry
    _refused(position, "pile[0]")


@pytest.mark.parametrize("up", ["yes", 1, 0, None, "true"])
def test_bad_up_type_is_refused(up: Any) -> None:
    position = _base()
    position["villages"][0][3]["up"] = up
    _refused(position, "villages[0][3].up")


@pytest.mark.parametrize("seen", [[2], [-1], [0, 5], "0", [0.0], 0])
def test_seen_with_bad_seat_is_refused(seen: Any) -> None:
    position = _base()
    position["villages"][0][1]["seen"] = seen
    _refused(position, "villages[0][1].seen")


@pytest.mark.parametrize("spot", ["village:0:5", "village:2:0", "village:1:-1", "pile", "somewhere"])
def test_token_on_an_empty_spot_is_refused(spot: str) -> None:
    position = _base()
    position["token"]["on"] = spot
    _refused(position, "token.on", spot)


def test_guard_by_a_non_bodyguard_is_refused() -> None:
    position = _base()
    village = position["villages"][0]
    b = next(i for i, c in enumerate(village) if c["card"] != "silver.bodyguard")
    village[b]["up"] = True
    village[b].pop("seen", None)
    other = (b + 1) % len(village)
    position["guards"] = [[f"village:0:{b}", f"village:0:{other}"]]
    _refused(position, "guards[0][0]", "Bodyguard")


def test_guard_across_villages_is_refused() -> None:
    position = _base()
    # put a faceup Bodyguard at village 0 spot 0 by swapping with wherever one lies
    zones = [position["deck"], position["aside"], position["villages"][1], position["villages"][0][1:]]
    for zone in zones:
        hit = next((i for i, c in enumerate(zone) if c["card"] == "silver.bodyguard"), None)
        if hit is not None:
            card = zone[hit]
            if zone is zones[3]:
                position["villages"][0][hit + 1] = position["villages"][0][0]
            else:
                zone[hit] = position["villages"][0][0]
            position["villages"][0][0] = {"card": card["card"], "up": True}
            break
    assert to_position(from_position(position))  # a faceup Bodyguard alone is fine
    position["guards"] = [["village:0:0", "village:1:0"]]
    _refused(position, "guards[0]")


@pytest.mark.parametrize("guards", ["none", [["village:0:0"]], [3]])
def test_malformed_guards_are_refused(guards: Any) -> None:
    position = _base()
    position["guards"] = guards
    _refused(position, "guards")


@pytest.mark.parametrize("kind", ["nope", "", "witch", None])
def test_unknown_pending_kind_is_refused(kind: Any) -> None:
    position = _base()
    position["pending"][-1]["kind"] = kind
    _refused(position, "pending[0]", "unknown decision kind")


def test_pending_begin_on_top_is_refused() -> None:
    position = _base()
    position["pending"] = [{"kind": "begin", "seat": 0, "args": []}]
    _refused(position, "pending", "begin")


def test_no_pending_decision_in_a_running_game_is_refused() -> None:
    position = _base()
    position["pending"] = []
    _refused(position, "pending")


def test_pending_decision_in_a_finished_game_is_refused() -> None:
    game, _ = _random_game(2, 3, rounds=1)
    position = to_position(game.state)
    position["pending"] = [{"kind": "turn", "seat": 0, "args": []}]
    _refused(position, "pending")


@pytest.mark.parametrize("seat", [2, -1, "0", None])
def test_pending_seat_out_of_range_is_refused(seat: Any) -> None:
    position = _base()
    position["pending"][-1]["seat"] = seat
    _refused(position, "pending[0].seat")


def test_pending_args_of_wrong_type_are_refused() -> None:
    position = _base()
    position["pending"][-1]["args"] = ["x"]
    _refused(position, "pending[0].args[0]")
    position["pending"][-1]["args"] = "x"
    _refused(position, "pending[0].args")


def test_peek_for_a_village_of_one_card_is_refused() -> None:
    """A peek needs two cards to look at; and a village of one card cannot arise during the set-up."""
    position = _base()
    village = position["villages"][1]
    position["deck"].extend(village[1:])
    del village[1:]
    position["turn"] = 0
    position["pending"] = [
        {"kind": "begin", "seat": 0, "args": []},
        {"kind": "peek", "seat": 1, "args": []},
    ]
    _refused(position, "villages[1]", "holds 5 cards")


def test_pending_decision_whose_args_do_not_fit_the_cards_is_refused() -> None:
    position = _base()
    # a hand decision needs a card in hand: origin DECK looks at it
    position["pending"] = [{"kind": "hand", "seat": 0, "args": [0]}]
    _refused(position, "pending")


@pytest.mark.parametrize(
    ("field", "value", "fragment"),
    [
        ("round", 0, "round"),
        ("round", 5, "round"),
        ("round", "1", "round"),
        ("start", 2, "start"),
        ("current", -1, "current"),
        ("turn", -3, "turn"),
        ("caller", 2, "caller"),
        ("finals", 9, "finals"),
        ("winner", 2, "winner"),
        ("rng", "xyz", "rng"),
        ("rng", 5, "rng"),
        ("scores", [[1, 2]], "scores"),
        ("villages", [[]], "villages"),
        ("deck", {"a": 1}, "deck"),
        ("token", [], "token"),
        ("this_turn", [], "this_turn"),
        ("pending", {}, "pending"),
    ],
)
def test_bad_fields_are_refused_naming_the_field(field: str, value: Any, fragment: str) -> None:
    position = _base()
    position[field] = value
    _refused(position, fragment)


@pytest.mark.parametrize(
    ("path", "value", "fragment"),
    [
        (("token", "holder"), 3, "token.holder"),
        (("token", "active"), "yes", "token.active"),
        (("this_turn", "used"), ["village:0:9"], "this_turn.used[0]"),
        (("this_turn", "used"), "village:0:1", "this_turn.used"),
        (("this_turn", "obtained"), "village:1:7", "this_turn.obtained"),
        (("this_turn", "ability"), 1, "this_turn.ability"),
    ],
)
def test_bad_nested_fields_are_refused_naming_the_path(
    path: tuple[str, str], value: Any, fragment: str
) -> None:
    position = _base()
    position[path[0]][path[1]] = value
    _refused(position, fragment)


@pytest.mark.parametrize("over", ["no", 1, "false"])
def test_non_boolean_over_is_refused_naming_over(over: Any) -> None:
    """``over`` is read for the scores check before its type is checked: the message must still name it."""
    position = _base()
    position["over"] = over
    _refused(position, "over")


# ---------------------------------------------------------------------------- robustness (bugs)
@pytest.mark.parametrize(
    ("where", "fragment"),
    [
        ("pending-kind", "pending[0]"),
        ("token-on", "token.on"),
        ("guard-spot", "guards[0][0]"),
        ("used", "this_turn.used[0]"),
        ("obtained", "this_turn.obtained"),
    ],
)
def test_unhashable_values_are_refused_not_crashing(where: str, fragment: str) -> None:
    """JSON lists/objects where a string is expected must give a PositionError, not a TypeError."""
    position = _base()
    if where == "pending-kind":
        position["pending"][-1]["kind"] = ["turn"]
    elif where == "token-on":
        position["token"]["on"] = ["village:0:0"]
    elif where == "guard-spot":
        position["guards"] = [[["village:0:0"], "village:0:1"]]
    elif where == "used":
        position["this_turn"]["used"] = [["village:0:0"]]
    else:
        position["this_turn"]["obtained"] = {"seat": 0}
    _refused(position, fragment)


@pytest.mark.parametrize(
    "pending",
    [
        # a "hand" decision with origin PILE, but nothing in hand
        [{"kind": "after", "seat": 0, "args": []}, {"kind": "hand", "seat": 0, "args": [2]}],
        # a Rascal decision without its count of extra draws
        [{"kind": "after", "seat": 0, "args": []}, {"kind": "rascal", "seat": 0, "args": []}],
    ],
    ids=["hand-without-card", "rascal-without-count"],
)
def test_an_accepted_position_never_crashes_on_a_legal_action(pending: list[dict[str, Any]]) -> None:
    """Either the position is refused, or every legal action applies (or fails with an EngineError)."""
    position = _base()
    position["pending"] = pending
    try:
        s = from_position(position)
    except PositionError:
        return
    for action in legal_actions(s):
        try:
            apply(s.clone(events=True), action)
        except EngineError:
            pass
        except Exception as e:  # pragma: no cover - this is the bug being reported
            pytest.fail(f"position accepted, but legal action {action} crashes: {type(e).__name__}: {e}")


# ---------------------------------------------------------------------------- consistency (bugs)
def _with_card_in_hand(position: dict[str, Any]) -> None:
    position["hand"] = [position["deck"].pop(0)]  # pending is a "turn": nobody holds a card yet


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (_with_card_in_hand, "hand"),
        (lambda p: p.update(winner=1), "winner"),  # a winner in a game that is not over
        (lambda p: p["villages"][0][1].update(seen=[True]), "villages[0][1].seen"),  # a boolean seat
        (lambda p: p.update(round=2, scores=[[True, 3]]), "scores"),  # a boolean score
        (lambda p: p["settings"].update(rounds=True), "rounds"),  # a boolean round count
    ],
    ids=["card-in-hand-before-main-action", "winner-not-over", "seen-bool", "score-bool", "rounds-bool"],
)
def test_inconsistent_position_is_refused(change: Any, fragment: str) -> None:
    """Each of these describes no moment of a real game; ``from_position`` accepts them today."""
    position = _base()
    change(position)
    _refused(position, fragment)


# ---------------------------------------------------------------------------- other decks
@pytest.mark.parametrize(("deck", "players"), [("bullet", 2), ("coin", 3), ("random-mix", 4)])
def test_round_trip_and_continuation_with_other_decks(deck: str, players: int) -> None:
    """Positions of Bullet, Coin and mixed decks (with the promo cards) round-trip too."""
    from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec

    spec = DeckSpec.parse(deck, seed=players, promos=tuple(sorted(PROMO_DEFAULTS.items())))
    config = GameConfig(players=players, deck=spec, rounds=2)
    game = Game.new(config, players)
    rng = random.Random(players)
    snapshots = []
    while not game.state.over:
        if len(game.actions) % 5 == 0:
            position = to_position(game.state)
            again = _reloaded(game.state)
            assert to_position(again) == position, len(game.actions)
            if len(game.actions) % 60 == 0:
                snapshots.append((len(game.actions), again))
        game.play(rng.choice(game.legal_actions()))
    assert to_position(_reloaded(game.state)) == to_position(game.state)
    for k, loaded in snapshots:
        for action in game.actions[k:]:
            apply(loaded, action)
        assert loaded.scores == game.state.scores and loaded.winner == game.state.winner
