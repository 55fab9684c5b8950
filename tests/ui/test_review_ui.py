"""Review my game on screen (issue 18, item 3): offered by the results and by a replay, it works in
the background with a progress bar and Cancel, lists the marked moments and shows each on the table
as the person saw it then, with both actions ringed and the explanation."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.i18n import card_name
from silver_desktop.ui.card_art import CardArt
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_file import save_game
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.prompts import card_at
from silver_desktop.ui.replay import ReplayDialog
from silver_desktop.ui.review_dialog import ReviewDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "review"))
from review_games import SEAT, planted_game

NAMES = ("Sara", "Ada", "Bo")


def _setup(person: bool = True) -> GameSetup:
    kinds = [SeatKind.HUMAN if person else SeatKind.MEDIUM, SeatKind.MEDIUM, SeatKind.MEDIUM]
    return GameSetup(seats=tuple(Seat(n, k) for n, k in zip(NAMES, kinds, strict=True)))


def _reviewed(qtbot: QtBot, dialog: ReviewDialog) -> ReviewDialog:
    qtbot.waitUntil(lambda: not dialog.running, timeout=120_000)
    return dialog


def check_the_mark_on_the_table(dialog: ReviewDialog) -> None:
    """The chosen mark's table is the person's view then: no face they had not seen, both actions
    ringed, the explanation written."""
    mark = dialog.current_mark()
    assert mark is not None and mark.view.seat == SEAT
    assert dialog.scene.view == mark.view
    for place, face in dialog.scene.faces_shown().items():
        card = card_at(mark.view, place)
        assert card is not None and card.type == face, f"{place} shows a face the person had not seen"
    items = dialog.scene.items_by_place
    # A facedown card of the person's that they had looked at carries its number (the memory aid).
    for index, card in enumerate(mark.view.villages[SEAT]):
        if not card.faceup and card.type is not None:
            assert items[f"village:{SEAT}:{index}"].hint, f"village card {index} was known: its number shows"
    lifted = [p for p, item in items.items() if item.selected_step]
    green = [p for p, item in items.items() if item.drop] + [
        p for p, t in dialog.scene._targets.items() if t.drop
    ]
    assert lifted or green, "the person's action or the alternative is ringed on the table"
    text = dialog.explanation.text()
    assert "Better:" in text and "You:" in text


def test_the_results_offer_the_review_and_it_shows_a_mark(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    planted = planted_game()
    path = tmp_path / "planted.silver"
    save_game(planted.game, _setup(), path)
    assert window.open_path(str(path))
    results = window.results
    assert results is not None and results.review_button is not None
    assert results.review_button.text() == "Review my game"
    results.review_button.click()
    dialogs = window.findChildren(ReviewDialog)
    assert len(dialogs) == 1
    dialog = dialogs[0]
    assert dialog.running and dialog.progress.isVisible() and dialog.cancel_button.isVisible()
    _reviewed(qtbot, dialog)
    assert dialog.review is not None and not dialog.review.cancelled
    assert planted.index in [m.index for m in dialog.review.marks]
    assert dialog.marks.count() == len(dialog.review.marks) >= 1
    assert not dialog.progress.isVisible()
    check_the_mark_on_the_table(dialog)
    row = [m.index for m in dialog.review.marks].index(planted.index)
    dialog.marks.setCurrentRow(row)
    check_the_mark_on_the_table(dialog)
    # The planted mistake discards the card in hand: that card is lifted and ringed, not the pile.
    mark = dialog.current_mark()
    assert mark is not None and mark.chosen.verb == "discard"
    items = dialog.scene.items_by_place
    assert [p for p, item in items.items() if item.selected_step] == [f"hand:{len(mark.view.hand) - 1}"]
    dialog.close()


def test_a_game_of_bots_only_offers_no_review(window: MainWindow, tmp_path: Path) -> None:
    planted = planted_game()
    path = tmp_path / "bots.silver"
    save_game(planted.game, _setup(person=False), path)
    assert window.open_path(str(path))
    assert window.results is not None and window.results.review_button is None


def test_the_replay_offers_the_review_in_persian(qtbot: QtBot, qapp: QApplication) -> None:
    load_fonts()
    apply_language("fa")
    try:
        planted = planted_game()
        replay = ReplayDialog(planted.game, list(NAMES), CardArt(), card_name, "fa", review_seat=SEAT)
        qtbot.addWidget(replay)
        assert replay.review_button is not None
        dialog = _reviewed(qtbot, replay.open_review(SEAT))
        assert dialog.marks.count() >= 1
        text = dialog.explanation.text()
        for name in NAMES:
            text = text.replace(name, "")
        assert text and not any(ch.isascii() and ch.isalnum() for ch in text), "Persian words and digits"
        dialog.close()
    finally:
        apply_language("en")


def test_cancel_stops_the_review(qtbot: QtBot, qapp: QApplication) -> None:
    planted = planted_game(rounds=2)
    dialog = ReviewDialog(planted.game, SEAT, NAMES, CardArt(), card_name)
    qtbot.addWidget(dialog)
    dialog.cancel_button.click()
    _reviewed(qtbot, dialog)
    assert dialog.review is not None and dialog.review.cancelled
    assert dialog.status.text().startswith("Stopped early")
