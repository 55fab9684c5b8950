"""The review of a game (issue 18, item 3): it marks a planted mistake, leaves good moves alone, and
its marks and explanations depend only on what the person knew (the perturbation test)."""

from __future__ import annotations

import random

from review_games import SEAT, planted_game

from silver_desktop.engine.actions import Action
from silver_desktop.engine.perturb import redeal_unseen
from silver_desktop.engine.view import view
from silver_desktop.review import GAIN_MARGIN, decision_moments, review_decision, review_game
from silver_desktop.review.reasons import KINDS
from silver_desktop.ui.review_text import mark_text

NAMES = ("Sara", "Ada", "Bo")


def test_the_planted_mistake_is_marked_with_a_better_choice() -> None:
    planted = planted_game()
    review = review_game(planted.game, SEAT)
    assert not review.cancelled and review.decisions >= 5
    marked = {m.index: m for m in review.marks}
    assert planted.index in marked, "discarding a low card while keeping a known high one"
    mark = marked[planted.index]
    assert mark.chosen == Action("discard") and mark.alternative.verb == "exchange"
    assert mark.gain >= GAIN_MARGIN and mark.worlds > 0
    assert mark.reason.kind in KINDS
    assert mark.view == planted.view, "the table of the mark is the person's view at that moment"
    turns = {m.index: m.turn for m in decision_moments(planted.game, SEAT)}
    assert mark.round == 1 and mark.turn == turns[planted.index] < planted.view.turn + 1


def test_a_good_move_is_not_marked() -> None:
    planted = planted_game()
    mark = review_decision(planted.view, Action("discard"), planted.index)
    assert mark is not None
    assert review_decision(planted.view, mark.alternative, planted.index) is None


def test_marks_are_reproducible() -> None:
    planted = planted_game()
    first = review_decision(planted.view, Action("discard"), planted.index)
    again = review_decision(planted.view, Action("discard"), planted.index)
    assert first is not None and first == again


def test_the_review_only_looks_at_the_seats_decisions_with_a_choice() -> None:
    planted = planted_game()
    moments = decision_moments(planted.game, SEAT)
    assert moments and all(m.state.decider() == SEAT and len(view(m.state, SEAT).legal) > 1 for m in moments)
    assert all(m.turn >= 1 for m in moments) and moments[0].turn <= 3


def test_marks_and_explanations_do_not_change_when_unseen_cards_are_dealt_again() -> None:
    """The perturbation test: at every decision the review looks at, deal again every card the
    person had not seen; the view, the mark (or its absence) and the explanation are the same."""
    planted = planted_game()
    rng = random.Random(18)
    actions = planted.game.actions
    marked = 0
    for moment in decision_moments(planted.game, SEAT):
        index, state = moment.index, moment.state
        other = redeal_unseen(state, SEAT, rng)
        v, w = view(state, SEAT), view(other, SEAT)
        assert v == w and v.position == w.position
        ours = review_decision(v, actions[index], index)
        theirs = review_decision(w, actions[index], index)
        assert ours == theirs
        if ours is not None and theirs is not None:
            marked += 1
            assert mark_text(ours, NAMES, "en") == mark_text(theirs, NAMES, "en")
            assert mark_text(ours, NAMES, "fa") == mark_text(theirs, NAMES, "fa")
    assert marked >= 1


def test_the_explanation_names_only_cards_the_person_saw() -> None:
    planted = planted_game()
    review = review_game(planted.game, SEAT)
    seen = set()
    for mark in review.marks:
        v = mark.view
        seen = {c.type for zone in (*v.villages, v.deck, v.pile, v.area, v.hand) for c in zone if c.type}
        assert set(mark.reason.cards) <= seen
        text = mark_text(mark, NAMES, "en")
        assert text.explanation and text.chosen in text.explanation and text.alternative in text.explanation
    assert seen
