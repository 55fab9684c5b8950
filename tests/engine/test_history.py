"""Undo and redo (``silver_desktop.engine.history``): the strict and practice policies."""

from __future__ import annotations

import random

import pytest

from silver_desktop.engine.actions import Action
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.errors import IllegalActionError
from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.position import to_position

TAKE = Action("take")
DRAW = Action("draw")


def _kind(game: Game) -> str | None:
    return game.state.stack[-1][0] if game.state.stack else None


def _game_at_take(seed: int, players: int = 3, policy: UndoPolicy = UndoPolicy.STRICT) -> Game:
    """A game (random actions from ``seed``) stopped in a "turn" frame where ``take`` is legal."""
    game = Game.new(GameConfig(players=players), seed, policy)
    rng = random.Random(seed)
    for _ in range(2000):
        if game.state.over:
            break
        legal = game.legal_actions()
        if _kind(game) == "turn" and TAKE in legal and DRAW in legal:
            return game
        game.play(rng.choice(legal))
    raise AssertionError(f"seed {seed}: never reached a turn where 'take' is legal")


# ---------------------------------------------------------------------------- basics
def test_new_game_has_nothing_to_undo_or_redo() -> None:
    game = Game.new(GameConfig(players=2), 1)
    assert game.policy == UndoPolicy.STRICT
    assert game.actions == []
    assert game.undo_blocker() == "nothing-to-undo"
    assert game.undo_blocker(0) == "nothing-to-undo"
    assert not game.can_undo()
    assert not game.can_redo()
    with pytest.raises(IllegalActionError, match="nothing-to-undo"):
        game.undo()
    with pytest.raises(IllegalActionError, match="nothing was undone"):
        game.redo()


def test_new_game_is_deterministic_in_its_seed() -> None:
    a = Game.new(GameConfig(players=3), 11)
    b = Game.new(GameConfig(players=3), 11)
    assert to_position(a.state) == to_position(b.state)
    assert a.start == {"seed": 11}


def test_play_accepts_text_and_action_and_lists_actions() -> None:
    game = Game.new(GameConfig(players=2), 4)
    first = game.legal_actions()[0]
    game.play(str(first))
    second = game.legal_actions()[-1]
    game.play(second)
    assert game.actions == [first, second]


def test_illegal_play_changes_nothing() -> None:
    game = Game.new(GameConfig(players=2), 4)
    before = to_position(game.state)
    with pytest.raises(IllegalActionError):
        game.play("draw")  # still in the initial peeks
    assert to_position(game.state) == before
    assert game.actions == []


# ---------------------------------------------------------------------------- strict policy
def test_strict_initial_peek_cannot_be_undone() -> None:
    game = Game.new(GameConfig(players=3), 2)
    seat = game.state.decider()
    game.play(game.legal_actions()[0])
    assert game.undo_blocker(seat) == "information-revealed"
    assert not game.can_undo(seat)
    with pytest.raises(IllegalActionError, match="information-revealed"):
        game.undo(seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_strict_no_initial_peek_can_be_undone(players: int) -> None:
    game = Game.new(GameConfig(players=players), 3)
    while _kind(game) == "peek":
        seat = game.state.decider()
        game.play(game.legal_actions()[-1])
        if _kind(game) == "peek":
            assert game.undo_blocker(seat) == "information-revealed"
        for anyone in (None, *range(players)):
            assert not game.can_undo(anyone)
    # after the last peek the first turn has begun: still nothing can be taken back
    assert _kind(game) == "turn"
    assert game.undo_blocker() in ("information-revealed", "turn-over")
    with pytest.raises(IllegalActionError):
        game.undo()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_strict_draw_is_a_barrier(seed: int) -> None:
    game = _game_at_take(seed)
    seat = game.state.decider()
    game.play(DRAW)
    assert game.state.decider() == seat  # still deciding what to do with the card
    assert game.undo_blocker(seat) == "information-revealed"
    assert not game.can_undo(seat)
    with pytest.raises(IllegalActionError, match="information-revealed"):
        game.undo(seat)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4), (4, 3), (5, 2)])
def test_strict_take_can_be_undone_to_an_identical_position(seed: int, players: int) -> None:
    game = _game_at_take(seed, players)
    seat = game.state.decider()
    before = to_position(game.state)
    n = len(game.actions)
    game.play("take")
    assert to_position(game.state) != before
    assert game.undo_blocker(seat) is None
    assert game.can_undo(seat)
    assert game.can_undo()
    assert game.undo(seat) == TAKE
    assert to_position(game.state) == before
    assert len(game.actions) == n
    assert game.can_redo()
    # the restored game goes on normally
    assert TAKE in game.legal_actions()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_strict_another_seat_cannot_undo_your_action(seed: int) -> None:
    game = _game_at_take(seed, players=3)
    seat = game.state.decider()
    game.play(TAKE)
    for other in range(3):
        if other == seat:
            continue
        assert game.undo_blocker(other) == "not-your-action"
        assert not game.can_undo(other)
        with pytest.raises(IllegalActionError, match="not-your-action"):
            game.undo(other)
    assert game.can_undo(seat)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_strict_action_of_a_previous_turn_cannot_be_undone(seed: int) -> None:
    game = _game_at_take(seed, players=3)
    rng = random.Random(seed)
    seat = game.state.decider()
    turn = game.state.turn_no
    game.play(TAKE)
    # finish the turn with random legal actions, stopping as soon as another turn starts
    while game.state.turn_no == turn and not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    assert not game.state.over
    assert game.actions[-1] != TAKE  # the take was followed by the rest of the turn
    assert game.undo_blocker(seat) == "turn-over"
    assert not game.can_undo(seat)
    with pytest.raises(IllegalActionError, match="turn-over"):
        game.undo(seat)


def test_strict_several_non_revealing_actions_undo_one_by_one() -> None:
    """take, set, add i ... are all free of new information: each can be taken back in turn."""
    for seed in range(1, 40):
        game = _game_at_take(seed, players=2)
        seat = game.state.decider()
        positions = [to_position(game.state)]
        game.play(TAKE)
        positions.append(to_position(game.state))
        if Action("set") not in game.legal_actions():
            continue
        game.play("set")
        positions.append(to_position(game.state))
        adds = [a for a in game.legal_actions() if a.verb == "add"]
        game.play(adds[0])
        positions.append(to_position(game.state))
        for expected in reversed(positions[:-1]):
            assert game.can_undo(seat)
            game.undo(seat)
            assert to_position(game.state) == expected
        # back at the start of the turn: the previous action belongs to the previous turn
        assert not game.can_undo(seat)
        return
    raise AssertionError("no seed offered a set after 'take'")  # pragma: no cover


def test_strict_game_over_blocks_undo() -> None:
    game = Game.new(GameConfig(players=2, rounds=1), 3)
    rng = random.Random(3)
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    assert game.undo_blocker() == "turn-over"
    assert not game.can_undo()


# ---------------------------------------------------------------------------- practice policy
@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_practice_undoes_everything_back_to_the_start(seed: int, players: int) -> None:
    game = Game.new(GameConfig(players=players), seed, UndoPolicy.PRACTICE)
    start = to_position(game.state)
    rng = random.Random(seed)
    played = []
    for _ in range(120):
        action = rng.choice(game.legal_actions())
        played.append(action)
        game.play(action)
    undone = []
    while game.can_undo():
        # any seat may undo in practice, not only the one that acted
        assert game.can_undo((game.state.decider() + 1) % players)
        undone.append(game.undo())
    assert undone == played[::-1]
    assert to_position(game.state) == start
    assert game.actions == []
    assert game.undo_blocker() == "nothing-to-undo"


def test_practice_can_undo_after_game_over() -> None:
    game = Game.new(GameConfig(players=3, rounds=1), 8, UndoPolicy.PRACTICE)
    rng = random.Random(8)
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    final = to_position(game.state)
    assert game.can_undo()
    game.undo()
    assert not game.state.over
    game.redo()
    assert to_position(game.state) == final


# ---------------------------------------------------------------------------- redo
@pytest.mark.parametrize(("seed", "players"), [(10, 2), (11, 3), (12, 4), (13, 2), (14, 3), (15, 4)])
def test_undo_then_redo_gives_an_identical_position(seed: int, players: int) -> None:
    game = Game.new(GameConfig(players=players, rounds=2), seed, UndoPolicy.PRACTICE)
    rng = random.Random(seed)
    checks = 0
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
        if rng.random() < 0.2:
            after = to_position(game.state)
            depth = rng.randint(1, min(3, len(game.actions)))
            for _ in range(depth):
                game.undo()
            for _ in range(depth):
                assert game.can_redo()
                game.redo()
            assert not game.can_redo()
            assert to_position(game.state) == after
            checks += 1
    assert checks > 5


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_redo_returns_the_same_events_and_keeps_the_remaining_redo_list(seed: int) -> None:
    game = Game.new(GameConfig(players=3), seed, UndoPolicy.PRACTICE)
    rng = random.Random(seed)
    for _ in range(40):
        game.play(rng.choice(game.legal_actions()))
    a1 = rng.choice(game.legal_actions())
    events1 = game.play(a1)
    a2 = rng.choice(game.legal_actions())
    events2 = game.play(a2)
    assert game.undo() == a2
    assert game.undo() == a1
    assert game.redo() == events1
    assert game.can_redo()  # a2 is still waiting
    assert game.redo() == events2
    assert game.actions[-2:] == [a1, a2]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_strict_undo_then_redo_of_take(seed: int) -> None:
    game = _game_at_take(seed)
    events = game.play(TAKE)
    after = to_position(game.state)
    game.undo()
    assert game.redo() == events
    assert to_position(game.state) == after
    assert game.actions[-1] == TAKE


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_new_action_after_undo_clears_redo(seed: int) -> None:
    game = _game_at_take(seed)
    game.play(TAKE)
    game.undo()
    assert game.can_redo()
    game.play(DRAW)
    assert not game.can_redo()
    with pytest.raises(IllegalActionError, match="nothing was undone"):
        game.redo()
    assert game.actions[-1] == DRAW


def test_replaying_the_undone_action_by_hand_also_clears_redo() -> None:
    game = Game.new(GameConfig(players=2), 5, UndoPolicy.PRACTICE)
    rng = random.Random(5)
    for _ in range(30):
        game.play(rng.choice(game.legal_actions()))
    game.undo()
    game.undo()
    last = game.legal_actions()[0]
    game.play(last)
    assert not game.can_redo()
