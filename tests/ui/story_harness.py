"""A harness that follows the table's story beat by beat in the real window (issue 15, "What it must
show"); used by ``test_table_story.py``.

:class:`Recorder` hooks :attr:`TableScene.beat_observer` and a spy on :meth:`TableScene.show_view`,
and at every beat's start and end, at every hold and when every story is over, it checks:

* **faces**: no card item shows a face at a place where the viewing seat's view has it facedown
  (the view before the action, the view after it, and the seat's own looks of that action); once a
  story is over, every card shows exactly what the new view allows;
* **ghosts** (flying cards): each shows only the face the seat's own redaction of the engine's
  unredacted ``card.moved`` event carries (computed here from the event's audience, not taken from
  the story), and nothing over the deck or the pile shows a face that the deck or pile does not show
  there;
* **looks**: at a hold for looks, exactly the cards the engine says the seat looked at in that action
  (``card.viewed`` for that seat at a village spot) lie face up together, each at the spot where the
  engine has that card;
* **round ends**: at a round's hold, the table equals the engine's ``round.scored`` villages: the
  cards, every face up, the token's marker on its card, each card's value;
* **gating**: between a person's action and their next decision, the old prompt's buttons, its
  places (as signals and as real mouse clicks), a second play of its actions, the actions the engine
  would accept now, Enter on the table, Alt+number, Ctrl+Z and Ctrl+Shift+Z change nothing.

Failures are collected (a slot called by Qt cannot stop the test) and raised by :meth:`check`.

"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs
import shiboken6
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop.engine import events as ev
from silver_desktop.engine.actions import Action
from silver_desktop.engine.events import EVERYONE, Event
from silver_desktop.engine.view import PlayerView
from silver_desktop.i18n import card_name
from silver_desktop.ui import plain
from silver_desktop.ui.language import number
from silver_desktop.ui.prompts import Choice, Prompt, clickable, narrow, prompt_for
from silver_desktop.ui.story import LOOK, MOVE, NEXT_TOKEN, Beat, Story, round_end_split
from silver_desktop.ui.table.card_item import CardItem
from silver_desktop.ui.table.layout import PILE_SHOWN, RATIO, Plan
from silver_desktop.ui.table.scene import BEAT_END, DONE, HOLD


# ---------------------------------------------------------------------- what a seat may see
def visible_faces(v: PlayerView) -> dict[str, str]:
    """The face each place of the table may show to ``v``'s seat: faceup cards, and the cards it
    holds while it decides (keyed as the table keys its cards)."""
    out: dict[str, str] = {}
    for seat, village in enumerate(v.villages):
        for i, card in enumerate(village):
            if card.faceup and card.type:
                out[f"village:{seat}:{i}"] = card.type
    for zone, cards in (("pile", v.pile), ("area", v.area)):
        for i, card in enumerate(cards):
            if card.faceup and card.type:
                out[f"{zone}:{i}"] = card.type
    if v.deck and v.deck[0].faceup and v.deck[0].type:
        out["deck"] = v.deck[0].type
    for i, card in enumerate(v.hand):
        if card.type and (card.faceup or v.decider == v.seat):
            out[f"hand:{i}"] = card.type
    for g, group in enumerate(v.limbo):
        for i, card in enumerate(group):
            if card.faceup and card.type:
                out[f"limbo:{g}:{i}"] = card.type
    return out


def redacted_face(e: Event, seat: int) -> str | None:
    """The face ``seat`` may see in event ``e`` (the engine's audience rule, applied here)."""
    face = e.params.get("type")
    if not isinstance(face, str):
        return None
    return face if e.audience == EVERYONE or (e.audience >> seat) & 1 else None


def own_looks(events: Sequence[Event], seat: int) -> list[tuple[str, str]]:
    """The village cards ``seat`` secretly looked at in ``events`` (unredacted): (spot, face)."""
    return [
        (str(e.params["at"]), str(e.params["type"]))
        for e in events
        if e.kind == ev.PEEKED
        and e.params.get("seat") == seat
        and str(e.params.get("at")).startswith("village:")
    ]


TOKEN_MARKERS = {"amulet": "amulet", "bullet": "bullet", "coin": "coin-heads"}


def _over(item: CardItem, p: Plan, x: float, y: float, width: float = 0.0) -> bool:
    """Whether ``item`` lies (mostly) over the middle's card centred at (x..x+width, y)."""
    pos = item.pos()
    card_w = p.centre_h * RATIO
    return x - card_w * 0.6 < pos.x() < x + width + card_w * 0.6 and abs(pos.y() - y) < p.centre_h * 0.6


# ---------------------------------------------------------------------- records
@attrs.define
class Telling:
    """One :meth:`TableScene.show_view`: the views before and after, the story, and the engine's
    unredacted events that the story tells."""

    old: PlayerView | None
    new: PlayerView
    story: Story | None
    scored: Mapping[str, Any] | None
    hold: bool
    #: the engine's events of the action told (the part this story tells), unredacted
    events: list[Event]
    #: the engine's state had this many actions when the story began
    actions: int
    holds: list[str] = attrs.Factory(list)

    @property
    def seat(self) -> int:
        return self.new.seat

    @property
    def looks(self) -> list[tuple[str, str]]:
        """What the engine says the seat looked at in this story."""
        return own_looks(self.events, self.seat) if self.story is not None else []

    @property
    def flips(self) -> set[tuple[str, str]]:
        """The cards this story turns face up where the seat sees them (own redaction): (place, face)."""
        if self.story is None:
            return set()
        return {
            (str(e.params["at"]), face)
            for e in self.events
            if e.kind == ev.FLIPPED and e.params.get("faceup") and (face := redacted_face(e, self.seat))
        }

    @property
    def moves(self) -> list[tuple[str, str, str | None]]:
        """The engine's moves in this story, with the face this seat may see (own redaction)."""
        if self.story is None:
            return []
        return [
            (str(e.params["src"]), str(e.params["dst"]), redacted_face(e, self.seat))
            for e in self.events
            if e.kind == ev.MOVED
        ]


@attrs.define
class Stale:
    """The person's decision that was just made: what must not act again until the next one."""

    prompt: Prompt
    action: Action
    others: list[Action]
    buttons: list[QPushButton]
    places: list[str]
    menus: list[QMenu]


@attrs.define
class Step:
    """One recorded moment: a phase of a beat (or None for the parts that are not beats)."""

    phase: str
    kind: str | None
    actions: int
    faces: dict[str, str]


class Recorder:
    """Records every beat of every story the window's table tells, and checks each (see module)."""

    def __init__(self, window: Any, rng: random.Random | None = None, probe: bool = True) -> None:
        self.window = window
        self.scene = window.scene
        self.rng = rng or random.Random(0)
        self.probing = probe
        #: checking (cleared by :meth:`stop`)
        self.active = True
        self.steps: list[Step] = []
        self.tellings: list[Telling] = []
        self.failures: list[str] = []
        self.stale: Stale | None = None
        self.probes = 0
        #: probes made while the engine waited for a person whose decision was not offered yet
        self.strong_probes = 0
        #: each round's table at its hold: the round, the values, and place -> (face, markers, badge)
        self.round_tables: list[dict[str, Any]] = []
        #: the looks held, each time (spot, face) tuples
        self.held: list[list[tuple[str, str]]] = []
        self.privacy_while_holding = 0
        self.privacy_screens = 0
        self._controller: Any = None
        real = self.scene.show_view

        def spy(
            v: PlayerView,
            names: Sequence[str],
            story: Story | None = None,
            hold: bool = False,
            scored: Mapping[str, Any] | None = None,
        ) -> None:
            self._told(v, story, hold, scored)
            real(v, names, story, hold, scored)

        self.scene.show_view = spy
        self.scene.beat_observer = self.observe
        window.stack.currentChanged.connect(self._page_changed)

    # ------------------------------------------------------------------ hooks
    @property
    def controller(self) -> Any:
        controller = self.window.controller
        if controller is not None and controller is not self._controller:
            self._controller = controller
            controller.bot_thinking.connect(self._bot_thinking)
        return controller

    def _told(self, v: PlayerView, story: Story | None, hold: bool, scored: Mapping[str, Any] | None) -> None:
        controller = self.controller
        events: list[Event] = []
        if story is not None and controller is not None and len(controller.events_by_action) > 1:
            ending, _scored, rest = round_end_split(list(controller.events_by_action[-1]))
            events = rest if story.dealt else ending
        self.tellings.append(
            Telling(
                self.scene.view,
                v,
                story,
                scored,
                hold,
                events,
                len(controller.game.actions) if controller is not None else 0,
            )
        )

    def _bot_thinking(self, _seat: int) -> None:
        if not self.active or not self.window.isVisible():
            return
        self._guard("bot thinking", lambda: self.probe("bot-thinking"))

    def _page_changed(self, _index: int) -> None:
        if self.window.stack.currentWidget() is self.window.privacy:
            self.privacy_screens += 1
            if self.scene.holding:
                self.privacy_while_holding += 1
                self.failures.append(
                    f"the privacy screen came while the table held {self.scene.holding_for}: "
                    f"{self.scene.held_looks}"
                )

    def observe(self, phase: str, beat: Beat | None) -> None:
        """The scene's beat observer."""
        if not self.active or not shiboken6.isValid(self.window.table) or not self.window.isVisible():
            return  # the test is over (a story may still play while the window closes)
        kind = beat.kind if beat is not None else None
        self._guard(f"{phase} {kind or ''}", lambda: self._observe(phase, beat))

    def _guard(self, where: str, check: Callable[[], None]) -> None:
        try:
            check()
        except AssertionError as e:
            t = self.tellings[-1] if self.tellings else None
            story = t.story.beats if t is not None and t.story is not None else ()
            self.failures.append(f"at {where} (action {t.actions if t else '?'}; beats {story}): {e}")

    def stop(self) -> None:
        """Check nothing more (the test is over)."""
        self.active = False

    def check(self) -> None:
        """Raise the first failures seen so far."""
        assert not self.failures, "\n".join(self.failures[:5])

    def missed_looks(self) -> list[Telling]:
        """The stories in which the seat looked at cards (it is a person's) without a hold for them."""
        return [t for t in self.tellings if t.looks and t.hold and "looks" not in t.holds]

    # ------------------------------------------------------------------ at every beat
    def _observe(self, phase: str, beat: Beat | None) -> None:
        scene = self.scene
        t = self.tellings[-1]
        controller = self.controller
        self.steps.append(
            Step(phase, beat.kind if beat else None, len(controller.game.actions), scene.faces_shown())
        )
        assert scene.view is t.new, "the scene shows another view than the one it was given"
        self.check_faces(t, final=phase == DONE)
        if beat is not None and beat.kind == LOOK and phase == BEAT_END:
            item = scene.items_by_place.get(beat.at)
            assert item is not None and item.face == beat.face, f"the look at {beat.at} did not turn up"
        if phase == HOLD:
            t.holds.append(scene.holding_for)
            if scene.holding_for == "looks":
                self.check_looks(t)
            elif scene.holding_for == "round":
                self.check_round(t)
            else:
                raise AssertionError(f"a hold for {scene.holding_for!r}")
        if self.probing:
            self.probe(phase)

    def check_faces(self, t: Telling, final: bool = False) -> None:
        """No face where the seat's views have none; ghosts show only their redacted event's face."""
        scene = self.scene
        new = visible_faces(t.new)
        dealt = t.story is not None and t.story.dealt
        old = visible_faces(t.old) if t.old is not None and not dealt else {}
        told = set(t.looks) | t.flips  # what this action shows the seat, where it shows it
        for place, item in scene.items_by_place.items():
            face = item.face
            if final:
                assert face == new.get(place), (
                    f"after the story {place} shows {face}; the view allows {new.get(place)}"
                )
                assert item.isVisible(), f"after the story the card at {place} is hidden"
                continue
            if face is None:
                continue
            assert face in (new.get(place), old.get(place)) or (place, face) in told, (
                f"{place} shows {face}; the seat's view has {old.get(place)} before, {new.get(place)} after"
            )
        ghosts: list[CardItem] = list(scene._ghosts)
        if final:
            assert not ghosts, "ghosts are left after the story"
            return
        moves = t.moves
        flying = [b for b in (t.story.beats if t.story else ()) if b.kind == MOVE]
        if ghosts:
            assert [(b.at, b.to, b.face) for b in flying] == moves, (
                "the story's moves differ from the engine's"
            )
            assert len(ghosts) == len(moves), f"{len(ghosts)} ghosts for {len(moves)} moves"
        deck_faces = {f for f in (new.get("deck"), old.get("deck")) if f}
        pile_views = [v for v in (t.old if not dealt else None, t.new) if v is not None]
        pile_faces = {c.type for v in pile_views for c in v.pile if c.faceup and c.type}
        p = scene.current_plan()
        pile_width = p.pile_step * (PILE_SHOWN - 1)
        for k, ghost in enumerate(ghosts):
            if ghost.face is None:
                continue
            src, dst, face = moves[k]
            assert ghost.face == face, (
                f"the card flying {src} -> {dst} shows {ghost.face}; the seat may see {face}"
            )
            if not ghost.isVisible():
                continue
            if _over(ghost, p, *p.deck):
                assert ghost.face in deck_faces, f"{ghost.face} shows on the deck (flying {src} -> {dst})"
            if _over(ghost, p, p.pile[0], p.pile[1], pile_width):
                assert ghost.face in pile_faces, f"{ghost.face} shows on the pile (flying {src} -> {dst})"

    def check_looks(self, t: Telling) -> None:
        """The seat's looks of this action lie face up together, each where the engine has the card."""
        scene = self.scene
        expected = t.looks
        held = sorted({(b.at, str(b.face)) for b in scene.held_looks})
        assert held and held == sorted(set(expected)), f"held {held}; the engine's looks {expected}"
        assert scene.holding and t.hold
        for place, face in held:
            item = scene.items_by_place.get(place)
            assert item is not None, f"no card at {place} for the look"
            assert item.face == face and item.isVisible() and item.squash == 1.0, (
                f"the look at {place} is not face up ({item.face}, squash {item.squash})"
            )
        state = self.controller.game.state
        scored = next((e.params for e in t.events if e.kind == ev.ROUND_SCORED), None)
        for place, face in held:  # the card seen lies there (on the revealed table, if the round ended)
            _, s, i = place.split(":")
            if scored is None:
                there = state.type_id(state.villages[int(s)][int(i)])
            else:
                there = scored["cards"][int(s)][int(i)]["type"]
            assert there == face, f"the {face} seen is held at {place}, where the {there} lies"
        self.held.append(held)

    def check_round(self, t: Telling) -> None:
        """At a round's hold the table is the engine's scored villages, every card face up."""
        scene = self.scene
        scored = next(e.params for e in t.events if e.kind == ev.ROUND_SCORED)
        assert t.scored is not None and {k: v for k, v in t.scored.items() if k != NEXT_TOKEN} == dict(scored)
        moved = next((e.params for e in t.events if e.kind == ev.TOKEN_MOVED), None)
        if moved is not None:  # by the hold, the token's chip has gone to its next holder
            assert t.scored[NEXT_TOKEN] == (moved["seat"], moved["active"])
            assert "token" in scene.text_items(), "no token by a name at the round's end"
            holder = scene.text_items()[f"label:{moved['seat']}"].sceneBoundingRect()
            chip = scene.text_items()["token"].sceneBoundingRect()
            assert chip.top() < holder.center().y() < chip.bottom(), "the token is not by its next holder"
            assert min(abs(chip.left() - holder.right()), abs(holder.left() - chip.right())) < chip.width()
        cards = scored["cards"]
        token = scored.get("token_card")
        marker = TOKEN_MARKERS[t.new.config.token]
        values = scored["values"]
        shown: dict[str, Any] = {"round": scored["round"], "values": list(values)}
        for seat, row in enumerate(cards):
            on_table = sorted(p for p in scene.items_by_place if p.startswith(f"village:{seat}:"))
            assert len(on_table) == len(row), (
                f"village {seat}: {len(on_table)} cards shown, {len(row)} scored"
            )
            for i, card in enumerate(row):
                place = f"village:{seat}:{i}"
                item = scene.items_by_place[place]
                assert item.face == card["type"], f"{place} shows {item.face}; scored {card['type']}"
                assert item.isVisible() and item.squash == 1.0, f"{place} is not lying face up"
                want = (marker,) if place == token else ()
                assert item.markers == want, f"{place} has markers {item.markers}; expected {want}"
                value = card.get("value")
                badge = "✕" if value is None else number(int(value))
                assert item.badge == badge, f"{place} shows {item.badge!r}; it scores {badge!r}"
                shown[place] = (item.face, item.markers, item.badge)
            if scored.get("wolfman") is None:
                assert values[seat] == sum(int(c["value"] or 0) for c in row)
        assert not any(p.startswith(("hand:", "limbo:")) for p in scene.items_by_place)
        self.round_tables.append(shown)

    # ------------------------------------------------------------------ gating
    def probe(self, where: str) -> None:
        """Between the person's action and their next decision, try every way to act: none may work."""
        stale = self.stale
        window = self.window
        scene = self.scene
        controller = self.controller
        if stale is None or controller is None or window.session.prompt is not None or controller.over:
            return
        self.probes += 1
        before = len(controller.game.actions)
        redo = controller.can_redo()
        busy = scene.busy
        # what the engine would accept now (a quick second click landing on the next choice)
        legal: list[Action] = []
        places: list[str] = list(stale.places)
        if controller.waiting_for_human():
            self.strong_probes += 1  # the engine would take these: only the window's gate stops them
            legal = list(controller.game.legal_actions())
            self.rng.shuffle(legal)
            legal = legal[:10]
            decider = controller.decider()
            upcoming = prompt_for(controller.view(decider), controller.names)
            places += sorted(clickable(upcoming, []))[:8]
        for button in stale.buttons:
            if shiboken6.isValid(button):
                button.click()
                if button.isVisible():
                    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        for menu in stale.menus:
            if shiboken6.isValid(menu):
                for entry in menu.actions():
                    entry.trigger()
        for action in [stale.action, *stale.others, *legal]:
            window.session.play(action)
        for place in places:
            scene.place_clicked.emit(place)
            window.session.place_clicked(place)
        if not scene.holding:  # (a click or Enter on a held look means "continue")
            for place in places[:6]:
                point = _point_of(window, place)
                if point is not None:
                    double_click(window.table.viewport(), point)
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        for k in range(min(len(stale.buttons), 9)):
            QTest.keyClick(window, Qt.Key(Qt.Key.Key_1 + k), Qt.KeyboardModifier.AltModifier)
        if busy or where == "bot-thinking":  # (once the story is over, the person may take back their
            # own move; while a bot thinks, strict undo waits)
            QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            window.undo_action.trigger()
        QTest.keyClick(
            window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
        window.redo_action.trigger()
        assert len(controller.game.actions) == before, (
            f"an action was accepted at {where} before the person's next decision: "
            f"{[str(a) for a in controller.game.actions[before:]]}"
        )
        assert controller.can_redo() == redo and window.session.prompt is None


def double_click(widget: QWidget, point: QPoint, first: bool = True) -> None:
    """A double click as the system delivers it: press, release, double-click, release (``first``
    False: only its second half, after a click already made)."""
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    if first:
        QTest.mouseClick(widget, left, none, point)
    QTest.mouseDClick(widget, left, none, point)  # (for a widget, the double-click event alone)
    QTest.mouseRelease(widget, left, none, point)


def _point_of(window: Any, place: str) -> QPoint | None:
    """A point of the table's viewport where a click lands on ``place``'s card or mark (None if no
    point of it is uncovered)."""
    scene = window.scene
    target = scene.items_by_place.get(place) or scene._targets.get(place)
    if target is None or not target.isVisible():
        return None
    rect = target.sceneBoundingRect().adjusted(8, 8, -8, -8)
    viewport = window.table.viewport().rect()
    for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.8, 0.5), (0.5, 0.2), (0.5, 0.8), (0.15, 0.15), (0.85, 0.85)):
        point = window.table.mapFromScene(
            QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
        )
        if viewport.contains(point) and window.table.itemAt(point) is target:
            return point
    return None


# ---------------------------------------------------------------------- the person, through the real paths
def continue_hold(window: Any, way: int) -> str:
    """Release a hold as a person would: the bar's Continue button, Enter or Space on the table, or a
    click on the table. Returns which way was used."""
    table = window.table
    if way % 4 == 0:
        buttons = [b for b in window.bar.buttons if b.text() == "Continue"]
        assert len(buttons) == 1, [b.text() for b in window.bar.buttons]
        QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        return "button"
    if way % 4 == 1:
        QTest.keyClick(table, Qt.Key.Key_Return)
        return "enter"
    if way % 4 == 2:
        QTest.keyClick(table, Qt.Key.Key_Space)
        return "space"
    QTest.mouseClick(
        table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        table.viewport().rect().center(),
    )
    return "click"


def choose(p: Prompt, rng: random.Random) -> Choice:
    """Mostly the abilities (they look at cards), otherwise any choice."""
    uses = [c for c in p.choices if c.action.verb == "use"]
    if uses and rng.random() < 0.75:
        return rng.choice(uses)
    return rng.choice(p.choices)


def act(window: Any, qtbot: QtBot, recorder: Recorder, choice: Choice, rng: random.Random) -> str:
    """Make ``choice`` through the real paths (mouse clicks on the table's cards and marks, the bar's
    buttons, a menu's entry), then at once click again (a double click) and try the other ways: the
    engine must have taken exactly one action. Returns the path used."""
    controller = window.controller
    scene = window.scene
    current = window.session.prompt
    assert current is not None
    before = len(controller.game.actions)
    others = [c.action for c in current.choices if c.action != choice.action]
    rng.shuffle(others)
    stale = Stale(
        current,
        choice.action,
        others[:8],
        list(window.bar.buttons),
        sorted(clickable(current, []))[:10],
        [],
    )
    path = "play"
    last_point: QPoint | None = None
    buttons = {b.text(): b for b in window.bar.buttons}
    if choice.places and (not choice.button or rng.random() < 0.5):
        for place in choice.places:
            qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)  # a pile fanned out for the choice
            if window.session.prompt is None:
                break
            point = _point_of(window, place)
            if point is not None:
                grabber = scene.mouseGrabberItem()
                assert grabber is None, f"the mouse is grabbed by {getattr(grabber, 'place', grabber)}"
                QTest.mouseClick(
                    window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
                )
                path, last_point = "mouse", point
            else:
                scene.place_clicked.emit(place)
                path = "signal"
            if window.session.prompt is None:
                break
            menu = _open_menu(window)
            if menu is not None:  # the same cards, several outcomes: pick ours from the menu
                stale.menus.append(menu)
                entry = next((a for a in menu.actions() if a.text() == plain.button_text(choice.label)), None)
                if entry is not None:
                    entry.trigger()
                    path = "menu"
                menu.close()
                break
            if not narrow(current, window.session.clicked):
                break
        if window.session.prompt is not None and len(controller.game.actions) == before:
            window.session.play(choice.action)
            path = "play"
    elif plain.button_text(choice.label) in buttons:
        button = buttons[plain.button_text(choice.label)]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        path = "button"
    else:  # a button that opens a menu of grouped choices
        entry = next(
            (
                a
                for b in window.bar.buttons
                if b.menu() is not None
                for a in b.menu().actions()
                if a.text() == plain.button_text(choice.label)
            ),
            None,
        )
        if entry is not None:
            entry.trigger()
            path = "bar-menu"
        else:
            window.session.play(choice.action)
    assert len(controller.game.actions) == before + 1, (
        f"{path}: {len(controller.game.actions) - before} actions for one choice {choice.action}"
    )
    assert str(controller.game.actions[before]) == str(choice.action), (
        f"{path}: played {controller.game.actions[before]} for {choice.action} {choice.places}"
    )
    recorder.stale = stale
    # a double click: the second click comes at once, where the first one was
    if last_point is not None:
        double_click(window.table.viewport(), last_point, first=False)
        if len(controller.game.actions) != before + 1:
            recorder.failures.append(
                f"a double click made a second action: {controller.game.actions[before:]}"
            )
    recorder._guard("the second click", lambda: recorder.probe("the second click"))
    return path


def _open_menu(window: Any) -> QMenu | None:
    for menu in window.findChildren(QMenu):
        if menu.isVisible():
            return menu
    return None


@attrs.define
class Outcome:
    """What a whole game through the harness met."""

    actions: int = 0
    paths: dict[str, int] = attrs.Factory(dict)
    continues: dict[str, int] = attrs.Factory(dict)
    holds: int = 0


def play_game(
    window: Any,
    qtbot: QtBot,
    recorder: Recorder,
    rng: random.Random,
    *,
    at_privacy: Callable[[int], None] | None = None,
    stop: Callable[[], bool] = lambda: False,
    max_steps: int = 3000,
) -> Outcome:
    """Play the people's seats to the end of the game (or until ``stop()``): at every hold, check that
    it stays held, then continue by the next of the real ways; at every decision, act through the
    real paths (:func:`act`); at a privacy screen, let the person in and call ``at_privacy(seat)``."""
    scene = window.scene
    controller = window.controller
    outcome = Outcome()
    privacy = window.privacy

    def ready() -> bool:
        return (
            scene.holding
            or (controller.over and not scene.busy)
            or (window.session.prompt is not None and not scene.busy)
            or window.stack.currentWidget() is privacy
            or bool(recorder.failures)
        )

    for _ in range(max_steps):
        qtbot.waitUntil(ready, timeout=60_000)
        if stop():
            break
        recorder.check()
        if scene.holding:
            held = [(b.at, b.face) for b in scene.held_looks] if scene.holding_for == "looks" else []
            n = len(controller.game.actions)
            qtbot.wait(40)  # several animation frames: nothing moves on by itself
            assert scene.holding, "a hold ended without the person"
            assert len(controller.game.actions) == n and window.session.prompt is None
            for place, face in held:
                assert scene.items_by_place[place].face == face, f"the look at {place} turned back by itself"
            assert window.stack.currentWidget() is not privacy
            assert [b.text() for b in window.bar.buttons] == ["Continue"]
            for _place, face in held:  # the bar says what the person looks at
                assert card_name(str(face)) in window.bar.label.text(), window.bar.label.text()
            way = continue_hold(window, outcome.holds)
            outcome.continues[way] = outcome.continues.get(way, 0) + 1
            outcome.holds += 1
            # (Space is also the Continue button's shortcut, which presses it with a short animation)
            qtbot.waitUntil(lambda: not scene.holding, timeout=2_000)
            continue
        if window.stack.currentWidget() is privacy:
            seat = privacy.seat
            assert not scene.holding
            assert not window.table.isVisible()
            privacy.button.click()
            if at_privacy is not None:
                at_privacy(seat)
            continue
        if controller.over:
            break
        current = window.session.prompt
        assert current is not None
        assert controller.decider() == controller.viewer
        path = act(window, qtbot, recorder, choose(current, rng), rng)
        outcome.paths[path] = outcome.paths.get(path, 0) + 1
        outcome.actions += 1
    return outcome


def settle(window: Any, qtbot: QtBot) -> None:
    """Wait until the table has told everything (the game is over)."""
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=30_000)


__all__ = [
    "Outcome",
    "Recorder",
    "Telling",
    "act",
    "continue_hold",
    "own_looks",
    "play_game",
    "redacted_face",
    "settle",
    "visible_faces",
]
