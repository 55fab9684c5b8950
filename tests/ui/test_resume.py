"""A resumed game goes on exactly as it would have without the pause (issue 14): the game file keeps
the bots' seed, and Continue and Open give it back to the controller.

The bots here are Easy and Medium, which decide from their seed, the view and the decisions they
took earlier in the round (which a game opened again gives back to them). The Hard bot
searches for a wall-clock time in the window, so how far it gets depends on the machine's load: its
games are not reproducible even without a pause, and these tests do not use it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from pytestqt.qtbot import QtBot

from silver_desktop.ai import Unrepeating
from silver_desktop.engine.actions import Action
from silver_desktop.ui.controller import GameController
from silver_desktop.ui.game_file import autosave, autosave_path, find_autosave, read_game
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow

SETUP = GameSetup(
    seats=(Seat("Sara"), Seat("Ada", SeatKind.EASY), Seat("Bo", SeatKind.MEDIUM)), deck="bullet", seed=21
)
#: Where the second game pauses: autosaved, then opened again from the file.
PAUSE = 40


def play(controller: GameController, qtbot: QtBot, until: int | None = None) -> list[Action]:
    """Play on (the person by a fixed rule, the bots in their threads) to the end or ``until`` actions."""
    game = controller.game
    while not controller.over and (until is None or len(game.actions) < until):
        if controller.waiting_for_human():
            legal = game.legal_actions()
            assert controller.play(legal[len(game.actions) % len(legal)])
        else:
            with qtbot.waitSignal(controller.applied, timeout=30_000):
                controller.advance()
    return game.actions


def resumed(qtbot: QtBot, bot_seed: int | None = None) -> list[Action]:
    """The game of SETUP paused after PAUSE actions, autosaved, opened again and played to the end
    (with the bots' seed from the file, or ``bot_seed``)."""
    first = GameController(SETUP)
    play(first, qtbot, until=PAUSE)
    autosave(first.game, first.file_setup)
    first.stop()
    saved = find_autosave().saved
    assert saved is not None and len(saved.game.actions) == PAUSE
    assert saved.setup.seed is None  # Play again after a resumed game deals afresh
    seed = saved.bot_seed if bot_seed is None else bot_seed
    again = GameController(saved.setup, saved.game, bot_seed=seed)
    return play(again, qtbot)


def test_a_resumed_game_plays_on_as_the_uninterrupted_one(qtbot: QtBot) -> None:
    straight = play(GameController(SETUP), qtbot)
    assert resumed(qtbot) == straight
    # The comparison can fail: other seeds for the bots after the pause make another game.
    assert resumed(qtbot, bot_seed=22) != straight


def _seeds(bots: Sequence[object]) -> list[object]:
    """Each seat's bot's seed (None for a person), through the wrapper :func:`make_bot` puts on it."""
    return [getattr(getattr(b, "bot", b), "seed", None) for b in bots]


def test_without_a_seed_in_the_setup_the_drawn_one_is_kept(qtbot: QtBot) -> None:
    setup = GameSetup(seats=SETUP.seats, deck="bullet")
    controller = GameController(setup)
    play(controller, qtbot, until=10)
    autosave(controller.game, controller.file_setup)
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert data["bots"] == {"seed": controller.seed}
    saved = find_autosave().saved
    assert saved is not None and saved.bot_seed == controller.seed
    again = GameController(saved.setup, saved.game, bot_seed=saved.bot_seed)
    bots_seeds = _seeds(again.bots)
    assert bots_seeds == _seeds(controller.bots) and bots_seeds[1] is not None


def test_continue_and_open_give_the_bots_their_seed(qtbot: QtBot) -> None:
    controller = GameController(GameSetup(seats=SETUP.seats, deck="bullet"))
    play(controller, qtbot, until=10)
    autosave(controller.game, controller.file_setup)
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    window.continue_game()
    assert window.controller is not None and window.controller.seed == controller.seed
    assert window.controller is not None and window.open_path(str(autosave_path()))
    assert window.controller.seed == controller.seed
    window.close()


def test_a_file_from_before_the_bots_seed_was_kept_uses_the_games_seed(qtbot: QtBot) -> None:
    """The app used to seed the bots of a new game with the game's own seed: that is the best guess."""
    controller = GameController(SETUP)
    play(controller, qtbot, until=10)
    autosave(controller.game, controller.file_setup)
    path = autosave_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["bots"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_game(path).bot_seed == data["start"]["seed"] == SETUP.seed


def test_a_continued_game_tells_the_moves_made_since_the_persons_last_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Continue puts the game on the table part-way: each bot's moves since the person's last move
    are told beside it, as they were while the person watched (not an empty table to puzzle over),
    and never a card the person has not seen."""
    from silver_desktop.engine import events as ev
    from silver_desktop.ui.story import tell

    first = GameController(SETUP)
    play(first, qtbot, until=PAUSE)

    def by_person(events: object) -> bool:
        return any(e.kind == ev.ACTED and e.params["seat"] == 0 for e in events)  # type: ignore[attr-defined]

    while not (first.waiting_for_human() and not by_person(first.events_by_action[-1])):
        if first.waiting_for_human():  # the person plays on until the bots have moved after them
            assert first.play(first.game.legal_actions()[0])
        else:
            with qtbot.waitSignal(first.applied, timeout=30_000):
                first.advance()
    autosave(first.game, first.file_setup)
    groups = list(first.events_by_action)
    first.stop()
    last = max(k for k, events in enumerate(groups) if by_person(events))
    assert last < len(groups) - 1
    window.continue_game()
    controller = window.controller
    assert controller is not None and controller.viewer == 0
    now = controller.view()
    told: dict[int, list[str]] = {}
    for events in groups[last + 1 :]:
        story = tell([e.for_seat(0) for e in events], 0, controller.names, now)
        if story.caption:
            told.setdefault(story.actor, []).append(story.caption)
    assert told  # the bots' turns since the person's move
    for seat, captions in told.items():
        assert window.scene.caption_text(seat).endswith(captions[-1])
    assert not window.scene.caption_text(0)


def test_a_resumed_games_bots_remember_the_round_so_far(qtbot: QtBot) -> None:
    """A bot chooses differently in a position that comes back in a round (it never goes round in
    circles): opened again, a game gives its bots the decisions they took in the round so far, so
    that they remember exactly what they would have without the pause."""
    first = GameController(SETUP)
    play(first, qtbot, until=PAUSE)
    autosave(first.game, first.file_setup)
    first.stop()
    saved = find_autosave().saved
    assert saved is not None
    again = GameController(saved.setup, saved.game, bot_seed=saved.bot_seed)
    for before, after in zip(first.bots[1:], again.bots[1:], strict=True):
        assert isinstance(before, Unrepeating) and isinstance(after, Unrepeating)
        assert before._chosen and after._chosen == before._chosen
