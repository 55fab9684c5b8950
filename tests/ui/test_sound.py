"""Sound (issue 16, item 4): which effect plays for what happens on the table, mute and volume, silence
in tests and CI, the miniaudio output and its fallback, and the effects' generator.

The games are played in the real window with a fake output that records what it is asked to play."""

from __future__ import annotations

import gc
import itertools
import logging
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.settings import load_settings
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.sound import cues
from silver_desktop.ui.sound.cues import TableSounds
from silver_desktop.ui.sound.effects import Effect, effect_for, load_samples
from silver_desktop.ui.sound.output import MiniaudioOutput, NullOutput, check_sound
from silver_desktop.ui.story import FLIP, GATHER, LOOK, MOVE, PAUSE, Beat, Story

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import make_sounds  # noqa: E402


class FakeOutput:
    """Records every effect it is asked to play, with its volume."""

    name = "fake"

    def __init__(self) -> None:
        self.played: list[tuple[Effect, float]] = []
        self.closed = False

    def play(self, effect: Effect, volume: float) -> None:
        self.played.append((effect, volume))

    def close(self) -> None:
        self.closed = True

    @property
    def effects(self) -> list[Effect]:
        return [e for e, _ in self.played]


class Ticks:
    """A clock that moves one second on every reading: the throttle never drops anything."""

    def __init__(self, step: float = 1.0) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    apply_language("en")
    load_fonts()
    w = MainWindow(speed="fast", interactive=False)
    w.session.bot_pause_ms = 0
    w.scene.speed = 0.01  # every beat still plays (and sounds), for a few milliseconds
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def fake_sounds(window: MainWindow) -> FakeOutput:
    """Put a fake output (and a clock that never throttles) into the window's sounds."""
    assert isinstance(window.sounds.output, NullOutput)  # what tests get by default
    fake = FakeOutput()
    window.sounds.output = fake
    window.sounds.clock = Ticks()
    return fake


def setup(seed: int) -> GameSetup:
    seats = (Seat("You"), *(Seat(n, SeatKind.MEDIUM) for n in ("Ada", "Bo", "Cy")))
    return GameSetup(seats=seats, deck="silver", seed=seed)


@attrs.define
class Told:
    """One story the table told the person, and the effects played until the next one."""

    story: Story
    actions: list[str]
    effects: list[Effect] = attrs.Factory(list)


def follow(window: MainWindow, fake: FakeOutput) -> list[Told]:
    """Record every story the table tells (with the person's action it tells, if any) and the effects
    played from its start until the next one."""
    told: list[Told] = []
    show = window.scene.show_view
    controller = window.controller
    assert controller is not None

    def show_view(*args: object, **kwargs: object) -> None:
        story = kwargs.get("story", args[2] if len(args) > 2 else None)
        if isinstance(story, Story):
            mine = story.actor == 0 and not story.dealt
            told.append(Told(story, [str(controller.game.actions[-1])] if mine else []))
        show(*args, **kwargs)  # type: ignore[arg-type]

    original = fake.play

    def play(effect: Effect, volume: float) -> None:
        if told:
            told[-1].effects.append(effect)
        original(effect, volume)

    window.scene.show_view = show_view  # type: ignore[method-assign]
    fake.play = play  # type: ignore[method-assign]
    return told


def play_to_the_end(window: MainWindow, qtbot: QtBot, rng: random.Random, prefer: tuple[str, ...]) -> None:
    """The person plays: one of the preferred verbs offered (picked at random), else any choice."""
    scene, session = window.scene, window.session
    controller = window.controller
    assert controller is not None
    for _ in range(2000):
        qtbot.waitUntil(
            lambda: scene.holding or (not scene.busy and (controller.over or session.prompt is not None)),
            timeout=60_000,
        )
        if scene.holding:
            scene.release()
            continue
        if controller.over:
            return
        prompt = session.prompt
        assert prompt is not None
        chosen = [c for c in prompt.choices if c.action.verb in prefer]
        session.play(rng.choice(chosen or list(prompt.choices)).action)
    raise AssertionError("the game did not end")


def test_a_whole_game_sounds_as_it_is_told(window: MainWindow, qtbot: QtBot) -> None:
    fake = fake_sounds(window)
    window.start_game(setup(4))
    assert fake.effects[:1] == [Effect.SHUFFLE]  # a new game: the deck is shuffled...
    qtbot.waitUntil(lambda: Effect.DEAL in fake.effects, timeout=5_000)  # ...and dealt
    told = follow(window, fake)
    play_to_the_end(window, qtbot, random.Random(4), ("draw", "exchange", "take", "discard"))
    qtbot.waitUntil(lambda: window.results is not None, timeout=30_000)  # the results: the game is over
    controller = window.controller
    assert controller is not None and controller.over

    def effects_of(verb: str) -> list[list[Effect]]:
        return [t.effects for t in told if t.actions and t.actions[0].split()[0] == verb]

    draws, exchanges, discards = effects_of("draw"), effects_of("exchange"), effects_of("discard")
    calls = [t.effects for t in told if t.story.called]  # someone (a bot, here) called for the vote
    assert draws and exchanges and discards and calls
    # a card drawn from the deck is a draw; an exchange slides a card in and discards the old one
    assert all(Effect.DRAW in effects for effects in draws), draws
    assert all({Effect.SLIDE, Effect.DISCARD} <= set(effects) for effects in exchanges), exchanges
    assert all(Effect.DISCARD in effects for effects in discards), discards
    assert all(effects[0] == Effect.CALL for effects in calls), calls
    # every round ends with its sound when its scores show; every later round is shuffled and dealt
    rounds = len(controller.game.state.scores)
    assert rounds >= 2
    played = fake.effects
    assert played.count(Effect.ROUND_END) == rounds
    assert played.count(Effect.SHUFFLE) == rounds
    # the game's end, from the person's point of view
    assert played[-1] == (Effect.WIN if controller.game.state.winner == 0 else Effect.LOSS)
    # the person's own looks turn cards over: a flip; nobody else's looks make a sound
    assert Effect.FLIP in played
    assert {v for _, v in fake.played} == {0.7}  # the default volume


def test_what_sound_a_beat_makes_never_depends_on_the_card() -> None:
    places = ["deck", "pile", "hand:0", "village:1:2", "area:0", "limbo:0", "deck:bottom", "pile:bottom"]
    for kind in (MOVE, FLIP, LOOK, PAUSE, GATHER):
        for at, to in itertools.product(places, places):
            sounds = {
                effect_for(Beat(kind, at, to, face)) for face in (None, "silver.seer", "silver.werewolf")
            }
            assert len(sounds) == 1, (kind, at, to, sounds)
    assert effect_for(Beat(MOVE, "deck", "hand:2")) is Effect.DRAW
    assert effect_for(Beat(MOVE, "hand:2", "pile")) is Effect.DISCARD
    assert effect_for(Beat(MOVE, "village:1:0", "hand:1")) is Effect.SLIDE
    assert effect_for(Beat(FLIP, "village:1:0")) is Effect.FLIP
    assert effect_for(Beat(GATHER, seat=2)) is Effect.SHUFFLE
    assert effect_for(Beat(PAUSE)) is None


def test_mute_silences_everything_and_the_key_toggles_it(window: MainWindow, qtbot: QtBot) -> None:
    fake = fake_sounds(window)
    assert window.sound_action.isChecked() and window.sound_action.shortcut().toString() == "M"
    window.sound_action.trigger()  # View ▸ Sound effects (M): off
    assert window.statusBar().currentMessage() == "Sound off"
    assert window.settings.muted and load_settings()[0].muted  # kept for the next start
    window.start_game(setup(6))
    play_to_the_end(window, qtbot, random.Random(6), ("call",))
    qtbot.wait(DEAL_WAIT_MS)
    assert fake.played == []
    window.sound_action.trigger()
    assert window.statusBar().currentMessage() == "Sound on" and not load_settings()[0].muted
    window.sounds.game_over({"winner": 0}, [0])
    assert fake.effects == [Effect.WIN]


#: longer than the wait between a new round's shuffle and its deal
DEAL_WAIT_MS = cues.DEAL_AFTER_MS + 100


def test_volume_is_passed_on_and_zero_is_silence(window: MainWindow) -> None:
    fake = fake_sounds(window)
    window.apply_settings(attrs.evolve(window.settings, volume=40))
    window.sounds.play(Effect.DRAW)
    window.apply_settings(attrs.evolve(window.settings, volume=0))
    window.sounds.play(Effect.DRAW)
    window.apply_settings(attrs.evolve(window.settings, volume=100, muted=True))
    window.sounds.play(Effect.DRAW)
    assert not window.sound_action.isChecked()
    window.apply_settings(attrs.evolve(window.settings, volume=100, muted=False))
    window.sounds.play(Effect.CALL)
    assert fake.played == [(Effect.DRAW, 0.4), (Effect.CALL, 1.0)]


def test_a_burst_is_thinned_but_what_concerns_everyone_always_plays(qapp: QApplication) -> None:
    fake = FakeOutput()
    sounds = TableSounds(fake, clock=Ticks(0.01))  # ten effects asked for within 0.1 s
    for _ in range(10):
        sounds.beat(Beat(MOVE, "hand:0", "pile"))
    sounds.scoring()
    assert fake.effects == [Effect.DISCARD, Effect.DISCARD, Effect.ROUND_END]  # one each 0.07 s, and the end
    # without animation a story plays one sound for all its beats
    story = Story(
        beats=(Beat(MOVE, "deck", "hand:0"), Beat(MOVE, "hand:0", "pile"), Beat(FLIP, "village:0:1"))
    )
    fake.played.clear()
    sounds.clock = Ticks()
    sounds.story(story, animated=False, scored=False, counted=False)
    assert fake.effects == [Effect.DRAW]


def test_animations_off_play_one_sound_a_story(window: MainWindow, qtbot: QtBot) -> None:
    fake = fake_sounds(window)
    window.set_speed("off")
    window.start_game(setup(8))
    told = follow(window, fake)
    play_to_the_end(window, qtbot, random.Random(8), ("draw", "exchange"))
    assert len(told) > 20
    assert all(len(t.effects) <= 2 for t in told), [t.effects for t in told if len(t.effects) > 2]
    assert Effect.DRAW in fake.effects and Effect.ROUND_END in fake.effects


@pytest.mark.parametrize(
    ("env", "silent"),
    [
        ({"QT_QPA_PLATFORM": "offscreen"}, True),
        ({"CI": "true"}, True),
        ({"SILVER_DESKTOP_SOUND": "off"}, True),
        ({"CI": "true", "SILVER_DESKTOP_SOUND": "on"}, False),
        ({}, False),  # a person's desktop
    ],
)
def test_tests_and_ci_get_the_null_output(env: dict[str, str], silent: bool) -> None:
    clean = {
        k: v for k, v in os.environ.items() if k not in ("CI", "QT_QPA_PLATFORM", "SILVER_DESKTOP_SOUND")
    }
    code = "from silver_desktop.ui.sound.output import choose_output; print(type(choose_output()).__name__)"
    out = subprocess.run(
        [sys.executable, "-c", code], env={**clean, **env}, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == ("NullOutput" if silent else "MiniaudioOutput")


def test_under_pytest_the_window_makes_no_sound(window: MainWindow) -> None:
    assert isinstance(window.sounds.output, NullOutput)


def test_miniaudio_plays_and_mixes_through_its_null_device(qapp: QApplication, qtbot: QtBot) -> None:
    output = MiniaudioOutput(null_device=True)
    try:
        output.play(Effect.FLIP, 0.5)
        output.play(Effect.CALL, 1.0)  # over the first: mixed
        assert output.failure == "" and output.played == 2 and "Null" in output.name
        assert not gc.isenabled()  # Python runs in the audio thread: no collection there
        qtbot.waitUntil(lambda: not output.busy(), timeout=5_000)
        qtbot.waitUntil(gc.isenabled, timeout=5_000)  # the device stops once quiet
    finally:
        output.close()
    assert check_sound() == []


class DeadDevice:
    """A device that starts but never asks for sound (unplugged)."""

    backend = "dead"
    stopped = False

    def start(self, stream: object) -> None:
        pass

    def stop(self) -> None:
        self.stopped = True

    def close(self) -> None:
        pass


def test_a_device_that_stops_taking_sound_lets_the_collector_run_again(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    output = MiniaudioOutput()
    device = DeadDevice()

    def fake_open() -> bool:
        output._device = device
        output._samples = {e: load_samples(e) for e in Effect}
        return True

    monkeypatch.setattr(output, "_open", fake_open)
    output.play(Effect.DEAL, 1.0)
    assert not gc.isenabled() and output.busy()
    qtbot.waitUntil(lambda: device.stopped, timeout=5_000)
    assert gc.isenabled() and not output.busy()
    output.close()


def test_a_device_left_playing_does_not_hang_the_exit() -> None:
    code = (
        "from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
        "from silver_desktop.ui.sound.output import MiniaudioOutput;"
        "from silver_desktop.ui.sound.effects import Effect;"
        "o = MiniaudioOutput(null_device=True); o.play(Effect.WIN, 1.0); print(o.failure or 'playing')"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout.strip()) == (0, "playing"), done.stderr[-2000:]


def test_without_the_library_there_is_silence_said_once(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # as if it were not installed
    output = MiniaudioOutput()
    with caplog.at_level(logging.WARNING):
        output.play(Effect.DRAW, 1.0)
        output.play(Effect.WIN, 1.0)
    assert output.failure.startswith("ModuleNotFoundError") and output.played == 0
    assert [r.getMessage() for r in caplog.records if "sound is off" in r.getMessage()] == [
        f"sound is off: {output.failure}"
    ]
    assert any("audio library" in p for p in check_sound())
    output.close()


def test_the_effects_are_small_and_regenerate_byte_for_byte(tmp_path: Path) -> None:
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    committed = ROOT / "assets" / "sounds"
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(f"{e.value}.wav" for e in Effect)
    for name in names:
        assert (tmp_path / name).read_bytes() == (committed / name).read_bytes(), name
    assert sum((committed / n).stat().st_size for n in names) < 500_000
    for effect in Effect:
        samples = load_samples(effect)
        assert 0.05 < len(samples) / 22050 < 1.5, effect
        assert max(abs(s) for s in samples) > 10_000, effect  # not silent
    assert make_sounds.main(["--check"]) == 0
