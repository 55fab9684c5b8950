"""The game log in words (``silver_desktop.ui.log_text``): every event of random games of every deck,
described for every seat, with hidden cards never named to a seat that has not seen them."""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from silver_desktop.engine import events as ev
from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec, GameConfig
from silver_desktop.engine.events import Event
from silver_desktop.engine.history import Game
from silver_desktop.i18n import card_name
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.log_text import KINDS, describe, described

NAMES = ("Ada", "Bo", "Cy", "Dee")
DECKS = ("silver", "bullet", "coin", "random-mix")
PROMOS = tuple(PROMO_DEFAULTS.items())
ALL_KINDS = frozenset(
    v for k, v in vars(ev).items() if k.isupper() and isinstance(v, str) and k != "EVERYONE"
)
#: Two card types used to check that a sentence does not depend on a face the seat may not see.
DECOYS = ("silver.villager", "coin.golem")


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    """The interface in English, as the app installs it (with its plural forms)."""
    apply_language("en")


def play(deck: str, seed: int, players: int = 4) -> Iterator[Event]:
    """Every event of a random game (the first round's set-up included)."""
    spec = DeckSpec.parse(deck, seed=seed, promos=PROMOS)
    game = Game.new(GameConfig(players=players, deck=spec), seed)
    rng = random.Random(seed)
    yield from list(game.state.events or ())
    while actions := game.legal_actions():
        yield from game.play(rng.choice(actions))


def games() -> Iterator[tuple[Event, int]]:
    """Events of several games of each deck, with the number of players."""
    for seed in range(3):
        for deck in DECKS:
            for event in play(deck, seed):
                yield event, 4
    for event in play("random-mix", 7, players=2):
        yield event, 2
    # rarer than these games make likely: an ability that could do nothing (a copied Gremlin)
    yield Event(ev.NO_EFFECT, {"seat": 1, "card": "bullet.gremlin"}), 4


@pytest.fixture(scope="module")
def events(qapp: object) -> list[tuple[Event, int]]:
    return list(games())


def with_type(event: Event, card_id: str) -> Event:
    return Event(event.kind, {**event.params, "type": card_id}, event.audience)


def test_every_engine_kind_has_a_describer() -> None:
    assert ALL_KINDS == KINDS


def test_every_event_is_described_for_every_seat(events: list[tuple[Event, int]]) -> None:
    logged: set[str] = set()
    for event, players in events:
        for seat in range(players):
            text = describe(event, seat, NAMES[:players])
            assert text is None or (isinstance(text, str) and text.strip()), event
            if text is not None:
                assert "{" not in text and "}" not in text, (text, event)
                assert text[0].isupper() and text.endswith("."), text
                logged.add(event.kind)
    assert logged == ALL_KINDS


def test_hidden_faces_are_never_named(events: list[tuple[Event, int]]) -> None:
    hidden = shown = 0
    for event, players in events:
        if "type" not in event.params or event.audience == ev.EVERYONE:
            continue
        card = card_name(event.params["type"]).removeprefix("The ")  # "the Count" mid-sentence
        for seat in range(players):
            text = describe(event, seat, NAMES[:players])
            if (event.audience >> seat) & 1:
                if text is not None:
                    assert card in text, (text, event, seat)
                    shown += 1
                continue
            hidden += 1
            decoys = [describe(with_type(event, d), seat, NAMES[:players]) for d in DECOYS]
            assert decoys == [text, text], (text, event, seat)  # the face changes nothing
            if text is not None and not any(card in (t or "") for t in decoys):
                assert card not in text, (text, event, seat)
    assert hidden > 1000 and shown > 1000


def test_a_peek_names_the_card_for_the_looker_only() -> None:
    peek = Event(ev.PEEKED, {"seat": 1, "at": "village:0:3", "type": "silver.witch"}, 1 << 1)
    assert describe(peek, 1, NAMES) == "You looked at the 4th card of Ada's village: the Witch."
    assert describe(peek, 0, NAMES) == "Bo looked at the 4th card of your village."
    assert describe(peek, 2, NAMES) == "Bo looked at the 4th card of Ada's village."
    own = Event(ev.PEEKED, {"seat": 1, "at": "village:1:1"}, 1 << 1)
    assert describe(own, 0, NAMES) == "Bo looked at the 2nd card of their village."  # not "Bo's village"
    # a card seen while drawn is told by the move that follows
    assert describe(Event(ev.PEEKED, {"seat": 1, "at": "deck", "type": "silver.witch"}, 2), 1, NAMES) is None


def test_a_draw_and_a_discard() -> None:
    draw = Event(ev.MOVED, {"src": "deck", "dst": "hand:2", "faceup": False, "type": "bullet.cow"}, 1 << 2)
    assert describe(draw, 2, NAMES) == "You drew the Cow."
    assert describe(draw, 0, NAMES) == "Cy drew a card from the deck."
    discard = Event(ev.MOVED, {"src": "hand:0", "dst": "limbo:0", "faceup": False, "type": "silver.witch"}, 1)
    to_pile = Event(ev.MOVED, {"src": "limbo:0", "dst": "pile", "faceup": True, "type": "silver.witch"})
    assert described([discard, to_pile], 0, NAMES)[0][1] == "You discarded the Witch."
    assert described([discard, to_pile], 1, NAMES)[0][1] == "Ada discarded the Witch."
    assert describe(to_pile, 3, NAMES) == "The Witch went onto the discard pile."
    # alone, the card waits for its owner's choice (a Goth Girl): said with the reason
    assert describe(discard, 1, NAMES) == (
        "Ada discarded a card; with the Goth Girl they may put it under the deck instead of onto the pile."
    )


def test_exchanges_say_what_went_where() -> None:
    into = Event(ev.MOVED, {"src": "hand:1", "dst": "village:1:0", "faceup": True, "type": "coin.blob"})
    assert describe(into, 0, NAMES) == "Bo placed the Blob as the 1st card of their village."
    out = Event(ev.MOVED, {"src": "village:1:0", "dst": "limbo:1", "faceup": False, "type": "coin.golem"}, 0)
    assert describe(out, 1, NAMES) == "The 1st card of your village left the village."
    swap = Event(
        ev.MOVED, {"src": "village:2:11", "dst": "village:0:1", "faceup": True, "type": "bullet.count"}
    )
    assert (
        describe(swap, 3, NAMES)
        == "The Count moved from the 12th card of Cy's village to the 2nd card of Ada's village."
    )
    # a Gremlin whose ability a Mortician used goes from the pile into a village (it read "The
    # Gremlin moved from the discard pile to the 1st card of Bo's village.", a37)
    gremlin = Event(
        ev.MOVED, {"src": "pile:0", "dst": "village:2:0", "faceup": True, "type": "bullet.gremlin"}
    )
    assert (
        describe(gremlin, 0, NAMES)
        == "The Gremlin left the discard pile and became the 1st card of Cy's village."
    )


def test_flips_guards_tokens_and_calls() -> None:
    assert describe(Event(ev.FLIPPED, {"at": "deck", "faceup": True, "type": "silver.seer"}), 0, NAMES) == (
        "The top card of the deck was turned faceup: the Seer."
    )
    flip = Event(ev.FLIPPED, {"at": "pile:2", "faceup": False, "type": "silver.seer"}, 0b10)
    assert describe(flip, 0, NAMES) == "The 3rd card from the top of the discard pile was turned facedown."
    guard = Event(ev.GUARDED, {"seat": 0, "bodyguard": "village:0:1", "target": "village:0:22"})
    assert describe(guard, 0, NAMES) == (
        "You set the Bodyguard at the 2nd card of your village to guard the 23rd card of your village."
    )
    assert describe(Event(ev.TOKEN_USED, {"seat": 3, "at": "village:2:0"}), 2, NAMES) == (
        "Dee used the coin on the 1st card of your village."
    )
    assert describe(Event(ev.CALLED, {"seat": 3}), 0, NAMES) == "Dee called for a vote."


def test_round_end_scores_and_winner() -> None:
    assert describe(Event(ev.ROUND_ENDED, {"reason": "villagers", "round": 1}), 0, NAMES) == (
        "The round is over: both Villagers are faceup."
    )
    assert describe(Event(ev.ROUND_ENDED, {"reason": "count", "round": 1}), 0, NAMES) == (
        "The round is over: the Count emptied the deck."
    )
    scored = Event(
        ev.ROUND_SCORED,
        {"round": 2, "values": [12, 20, 7], "scores": [22, 20, 7], "caller": 0, "called_ok": False},
    )
    assert describe(scored, 2, NAMES[:3]) == (
        "Round 2 scores: Ada 22, Bo 20, you 7. Ada's call failed: they score 12 + 10."
    )
    over = Event(ev.GAME_OVER, {"winner": 1, "totals": [40, 31, 50], "tiebreak": False})
    assert describe(over, 0, NAMES[:3]) == "Game over: Bo wins with 31 points."
    assert describe(over, 1, NAMES[:3]) == "Game over: you win with 31 points."


def test_a_gift_names_the_card_only_to_who_knew_it() -> None:
    """A Regifter's facedown gift is named to the seats that knew it, and only to them (issue 15)."""
    params = {"seat": 0, "to": 1, "at": "village:0:2", "dst": "village:1:3", "faceup": False}
    gift = Event(ev.GIVEN, {**params, "type": "coin.golem"}, audience=1 << 0)
    assert describe(gift, 0, NAMES) == (
        "You gave the 3rd card of your village to Bo with the Regifter: the Golem."
    )
    assert describe(gift, 1, NAMES) == "Ada gave you the 3rd card of their village with the Regifter."
    assert describe(gift, 2, NAMES) == "Ada gave the 3rd card of their village to Bo with the Regifter."
    public = Event(ev.GIVEN, {**params, "faceup": True, "type": "coin.pixie"})
    assert describe(public, 1, NAMES) == (
        "Ada gave you the 3rd card of their village with the Regifter: the Pixie."
    )
    assert describe(public, 3, NAMES) == (
        "Ada gave the 3rd card of their village to Bo with the Regifter: the Pixie."
    )


def test_internal_actions_without_news_are_not_logged() -> None:
    for action in ("end", "pass", "add 2", "confirm", "draw", "peek 0 1", "skip", "exchange 3"):
        assert describe(Event(ev.ACTED, {"seat": 0, "action": action}), 1, NAMES) is None
    blob = Event(ev.ACTED, {"seat": 0, "action": "blob 1"})
    assert describe(blob, 1, NAMES) == (
        "Ada used the ability of the 2nd card from the top of the discard pile with the Blob."
    )


def test_missing_names_and_unknown_kinds() -> None:
    assert describe(Event(ev.TURN_STARTED, {"seat": 3}), 0, ["Ada"]) == "It is Player 4's turn."
    assert describe(Event("something.new", {}), 0, NAMES) is None


def test_sentences_are_literal_translation_sources() -> None:
    """``pyside6-lupdate`` can only extract literal strings: no translate() call takes a variable."""
    from pathlib import Path

    import silver_desktop.ui.log_text as module

    source = Path(module.__file__).read_text(encoding="utf-8")
    calls = re.findall(r"QCoreApplication\.translate\(\s*([^,]+),\s*([^,)]+)", source)
    assert len(calls) > 100
    for context, text in calls:
        assert context == '"GameLog"'
        assert text.startswith('"'), text


def test_a_matched_set_leaving_is_told_in_one_sentence() -> None:
    """The card placed in the set's stead and the set's cards going onto the pile are one move, not
    four lines ("placed a card", then "the Bodyguard went onto the discard pile" three times); the
    same card is named once with how many of it."""
    placed = Event(
        ev.MOVED, {"src": "hand:1", "dst": "village:1:0", "faceup": False, "type": "silver.seer"}, 2
    )
    gone = [
        Event(ev.MOVED, {"src": "limbo", "dst": "pile", "faceup": True, "type": t})
        for t in ("silver.bodyguard", "silver.bodyguard", "silver.doppelganger")
    ]
    turn = Event(ev.TURN_STARTED, {"seat": 2, "turn": 4})
    assert described([placed, *gone, turn], 0, NAMES) == [
        (
            ev.MOVED,
            "Bo placed a card as the 1st card of their village; the Bodyguard ×2 and the Doppelgänger"
            " went onto the discard pile.",
        ),
        (ev.TURN_STARTED, "It is Cy's turn."),
    ]
    assert described([placed, *gone[:2]], 1, NAMES) == [
        (
            ev.MOVED,
            "You placed the Seer as the 1st card of your village;"
            " the Bodyguard ×2 went onto the discard pile.",
        )
    ]
    # one card going onto the pile after a placement is told as before, event by event
    assert len(described([placed, gone[0]], 0, NAMES)) == 2


def test_an_exchange_is_told_in_one_sentence() -> None:
    """Issue 15, item 4: a swap reads as one move, not three ("placed", "left", "went onto the pile")."""
    placed = Event(ev.MOVED, {"src": "hand:1", "dst": "village:1:2", "faceup": False, "type": "coin.blob"}, 2)
    left = Event(ev.MOVED, {"src": "village:1:2", "dst": "limbo:1", "faceup": False})
    gone = Event(ev.MOVED, {"src": "limbo", "dst": "pile", "faceup": True, "type": "silver.witch"})
    turn = Event(ev.TURN_STARTED, {"seat": 2, "turn": 4})
    exchange = [placed, left, gone, turn]
    assert described(exchange, 0, NAMES) == [
        (
            ev.MOVED,
            "Bo put the card they held in place of the 3rd card of their village; the Witch was discarded.",
        ),
        (ev.TURN_STARTED, "It is Cy's turn."),
    ]
    assert described(exchange, 1, NAMES)[0] == (
        ev.MOVED,
        "You put the Blob in place of the 3rd card of your village; the Witch was discarded.",
    )
    # the same kind going in and out must not read as one card going both ways
    twin = Event(ev.MOVED, {"src": "limbo", "dst": "pile", "faceup": True, "type": "coin.blob"})
    assert described([placed, left, twin], 1, NAMES)[0][1] == (
        "You put the Blob in place of the 3rd card of your village, which held the same card;"
        " that one was discarded."
    )
    assert described([placed, left, twin], 0, NAMES)[0][1] == (
        "Bo put the card they held in place of the 3rd card of their village; the Blob was discarded."
    )
    # anything else is told event by event, exactly as describe() tells it
    thrown = Event(ev.MOVED, {"src": "hand:1", "dst": "limbo:1", "faceup": True, "type": "coin.blob"})
    discard = [thrown, gone]
    assert [line for _, line in described(discard, 0, NAMES)] == [describe(e, 0, NAMES) for e in discard]
    elsewhere = [placed, Event(ev.MOVED, {"src": "village:1:3", "dst": "limbo:1", "faceup": False}), gone]
    assert len(described(elsewhere, 0, NAMES)) == 3


def test_two_village_cards_swapping_places_is_one_sentence() -> None:
    """A card moved from Bo's 4th spot to Ada's 2nd and back the other way (the Troublemaker, the
    Robber, the Golem) reads as one swap; a face is named only to the seat that knows it."""
    there = Event(
        ev.MOVED, {"src": "village:1:3", "dst": "village:0:1", "faceup": False, "type": "silver.seer"}, 0
    )
    back = Event(
        ev.MOVED, {"src": "village:0:1", "dst": "village:1:3", "faceup": False, "type": "bullet.priest"}, 1
    )
    assert described([there, back], 0, NAMES) == [
        (
            ev.MOVED,
            "The 4th card of Bo's village and the 2nd card of your village (the Priest) swapped places.",
        )
    ]
    assert described([there, back], 2, NAMES)[0][1] == (
        "The 4th card of Bo's village and the 2nd card of Ada's village swapped places."
    )
    # two moves that are not one swap are told event by event
    onward = Event(ev.MOVED, {"src": "village:0:1", "dst": "village:2:0", "faceup": False})
    assert [line for _, line in described([there, onward], 2, NAMES)] == [
        describe(e, 2, NAMES) for e in (there, onward)
    ]


def test_a_card_laid_out_in_the_draw_area_says_the_squire_did_it() -> None:
    """A Squire turned faceup lays out the deck's top card at the end of the turn (RULES.md: 1 Squire):
    the sentence names the Squire, the draw area and where it lies (it was "The Seer was laid out in
    the draw area.", which left a newcomer asking why)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    s = scenario(2, [[("squire", True), "witch"], ["master", "robber"]], deck=["villager", "seer", "witch"])
    events = play(s, "draw", "discard")
    lines = [line for _, line in described(events, 1, ("Ada", "Bo"))]
    assert "The Squire laid out the Seer in the draw area, beside the deck." in lines


def test_a_look_with_a_faceup_empath_says_what_gave_the_look() -> None:
    """A faceup Empath lets its owner look at a facedown card of their own village once a turn
    (RULES.md: 2 Empath): the look is told with the Empath that gave it, its card named only to the
    seat that looked."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    s = scenario(2, [[("empath", True), "witch", "seer"], ["master", "robber"]], deck=["villager"])
    events = play(s, "empath 1")
    assert described(events, 0, ("Ada", "Bo")) == [
        (ev.PEEKED, "You used the Empath to look at the 2nd card of your village: the Witch.")
    ]
    assert described(events, 1, ("Ada", "Bo")) == [
        (ev.PEEKED, "Ada used the Empath to look at the 2nd card of their village.")
    ]


def test_cards_put_onto_the_pile_in_a_chosen_order_are_one_sentence_naming_the_top_one() -> None:
    """A set of one number but two kinds (the Prince and a Bodyguard, both 3) leaves in the order its
    owner chooses (AMB-47): one sentence says who put them there and which lies on top (it was two
    ownerless lines, "The Prince went onto the discard pile.", which a caption prefixed "Ada:")."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [["prince", "bodyguard", "seer"], ["master", "robber"]]
    s = scenario(2, villages, deck=["villager", "witch"], promos={"prince": 3})
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    events = play(s, "next 1")
    assert described(events, 0, ("Ada", "Bo"))[0] == (
        ev.MOVED,
        "You put the Bodyguard and the Prince onto the discard pile, the Prince on top.",
    )
    assert described(events, 1, ("Ada", "Bo"))[0] == (
        ev.MOVED,
        "Ada put the Bodyguard and the Prince onto the discard pile, the Prince on top.",
    )


def test_a_golem_taking_a_village_cards_place_is_one_sentence() -> None:
    """The Golem puts the card under it on the pile in place of a village card, which goes to the
    bottom of the pile (RULES.md: 11 Golem): told in one sentence, the displaced card named only to
    the seats that know it (here nobody: it was facedown and unseen), then named when it was faceup."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [["blob", "curator", "pixie"], ["psychic", "wolfman", "village_idiot"]]
    pile = ["assassin", "nostro"]
    s = scenario(2, villages, deck=["golem", "regifter"], pile=pile, edition="coin")
    play(s, "draw", "use")
    events = play(s, "replace 1:2")
    for seat, village in ((0, "Bo's village"), (1, "your village")):
        lines = [line for _, line in described(events, seat, ("Ada", "Bo"))]
        assert lines[0] == (
            f"The Nostro from the discard pile took the place of the 3rd card of {village}, which went to"
            " the bottom of the pile."
        )
        assert "Village Idiot" not in " ".join(lines)
    villages[1][2] = ("village_idiot", True)  # type: ignore[call-overload]
    s = scenario(2, villages, deck=["golem", "regifter"], pile=pile, edition="coin")
    play(s, "draw", "use")
    lines = [line for _, line in described(play(s, "replace 1:2"), 0, ("Ada", "Bo"))]
    assert lines[0] == (
        "The Nostro from the discard pile took the place of the 3rd card of Bo's village (the Village"
        " Idiot), which went to the bottom of the pile."
    )


def test_a_set_shown_is_one_sentence_with_its_cards() -> None:
    """A set shown and judged (its facedown cards turned up, the verdict, then its cards leaving the
    village or turned facedown again) reads as one sentence: a matched set names its cards counted
    ("the Rascal ×2"), a card already faceup among them; a set that fails names each card with its
    place, since they go back facedown where they lie (and everyone saw them)."""
    rascal, seer = "silver.rascal", "silver.seer"
    up = Event(ev.FLIPPED, {"at": "village:1:3", "faceup": True, "type": rascal})
    judged = Event(ev.SET_REVEALED, {"seat": 1, "at": ["village:1:1", "village:1:3"], "matched": True})
    gone = [
        Event(ev.MOVED, {"src": f"village:1:{i}", "dst": "limbo:1", "faceup": True, "type": rascal})
        for i in (3, 1)
    ]
    assert described([up, judged, *gone], 0, NAMES) == [
        (ev.SET_REVEALED, "Bo showed the Rascal ×2 from their village: a matched set.")
    ]
    assert described([up, judged, *gone], 1, NAMES)[0][1] == (
        "You showed the Rascal ×2 from your village: a matched set."
    )
    ups = [up, Event(ev.FLIPPED, {"at": "village:1:1", "faceup": True, "type": seer})]
    failed = Event(ev.SET_REVEALED, {"seat": 1, "at": ["village:1:1", "village:1:3"], "matched": False})
    down = [
        Event(ev.FLIPPED, {"at": f"village:1:{i}", "faceup": False, "type": t})
        for i, t in ((1, seer), (3, rascal))
    ]
    assert described([*ups, failed, *down], 2, NAMES) == [
        (
            ev.SET_REVEALED,
            "Bo showed the Seer (2nd) and the Rascal (4th) from their village: not a set;"
            " they go back facedown.",
        )
    ]
    # a verdict whose cards are not all told after it (a Lycan's +1 still to decide) is told as before
    assert len(described([*ups, failed], 2, NAMES)) == 3
    other = Event(ev.SET_REVEALED, {"seat": 1, "at": ["village:1:0", "village:1:3"], "matched": False})
    assert len(described([*ups, other, *down], 2, NAMES)) == 5


@pytest.mark.parametrize("deck", DECKS)
def test_a_player_acting_on_their_own_village_reads_their_village(deck: str) -> None:
    """ "Ada set the Bodyguard at the 1st card of Ada's village to guard the 3rd card of Ada's
    village" named the actor three times: a sentence about someone's move calls their own village
    "their village", and "their village" is only said when a player is the sentence's subject."""
    checked = 0
    for seed in range(3):
        for event in play(deck, seed):
            line = describe(event, 0, NAMES)
            if not line:
                continue
            actor = next((n for n in NAMES if line.startswith(n + " ")), None)
            if actor is not None:
                assert f"{actor}'s village" not in line, line
                checked += "their village" in line
            else:
                assert "their village" not in line or line.startswith("You"), line
    assert checked > 10


def test_a_players_looks_at_one_village_are_one_sentence() -> None:
    """At a round's start each player looks at two of their cards: "Ada looked at the 1st card of their
    village. Ada looked at the 5th card of their village." is one sentence; so are a person's own
    looks, naming each card in the order of its place; looks at two villages stay apart."""
    looks = [
        Event(ev.PEEKED, {"seat": 1, "at": f"village:1:{i}", "type": "silver.seer"}, 1 << 1) for i in (4, 0)
    ]
    assert described(looks, 0, NAMES) == [(ev.PEEKED, "Bo looked at the 1st and 5th cards of their village.")]
    assert [line for _, line in described(looks, 1, NAMES)] == [
        "You looked at the 1st and 5th cards of your village: the Seer and the Seer."
    ]
    elsewhere = [looks[0], Event(ev.PEEKED, {"seat": 1, "at": "village:2:0"}, 1 << 1)]
    assert len(described(elsewhere, 0, NAMES)) == 2
    apply_language("fa")
    try:
        line = described(looks, 0, NAMES)[0][1]
        assert "اول" in line and "پنجم" in line and "Bo" in line
    finally:
        apply_language("en")


def test_a_discard_is_one_sentence_naming_the_card() -> None:
    """A drawn card discarded is named once, as it lands faceup on the pile: "Bo discarded the
    Master.", not "Bo discarded a card. The Master went onto the discard pile."."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    s = scenario(2, [["villager", "squire"], ["seer", "witch"]], deck=["master", "beholder"], pile=["robber"])
    play(s, "draw")
    events = play(s, "discard")
    assert [line for _, line in described(events, 1, ("Ada", "Bo"))] == [
        "Ada discarded the Master.",
        "It is your turn.",
    ]
    assert next(line for _, line in described(events, 0, ("Ada", "Bo"))) == "You discarded the Master."


def test_a_discard_that_waits_for_the_goth_girls_choice_says_why() -> None:
    """A drawn card discarded by the owner of a faceup Goth Girl waits, unseen, for their choice:
    under the deck or onto the pile. The log read "Bo discarded a card." and then "Bo put the
    Wolfman onto the discard pile.", the pause and the second sentence unexplained; it says now what
    the Goth Girl allows, and names the card only for the player who holds it."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [[("goth_girl", True), "cow", "thing"], ["priest", "cow"]]
    s = scenario(2, villages, deck=["hunter", "lycan", "thing"], pile=["thing"], edition="bullet")
    play(s, "draw")
    events = play(s, "discard")
    names = ("Ada", "Bo")
    assert described(events, 1, names)[0][1] == (
        "Ada discarded a card; with the Goth Girl they may put it under the deck instead of onto the pile."
    )
    assert described(events, 0, names)[0][1] == (
        "You discarded the Hunter; with the Goth Girl you may put it under the deck instead of onto the pile."
    )
    assert described(play(s, "pile"), 1, names)[0][1] == "Ada put the Hunter onto the discard pile."


def test_a_goth_girl_sent_onto_the_pile_is_its_owners_act() -> None:
    """A Goth Girl of a matched set waits for its owner's choice: under the deck or onto the pile.
    Both ways read as the owner's act ("Ada put the Goth Girl onto the discard pile."); the caption
    once read "Ada: The Goth Girl went onto the discard pile." twice."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [["goth_girl", "goth_girl", "cow"], ["priest", "cow"]]
    s = scenario(2, villages, deck=["lycan", "hunter", "thing"], pile=["thing"], edition="bullet")
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    onto = play(s, "pile")
    assert [line for _, line in described(onto, 1, ("Ada", "Bo"))] == [
        "Ada put the Goth Girl onto the discard pile."
    ]
    assert [line for _, line in described(onto, 0, ("Ada", "Bo"))] == [
        "You put the Goth Girl onto the discard pile."
    ]
    under = play(s, "bottom")
    assert next(line for _, line in described(under, 1, ("Ada", "Bo"))) == (
        "Ada put the Goth Girl at the bottom of the deck."
    )


def test_an_assassins_removal_is_one_sentence_by_its_player() -> None:
    """The Assassin sends a faceup village card to the bottom of the pile: one sentence, the player's
    act ("Ada sent the 3rd card of your village (the Village Idiot) to the bottom of the discard
    pile."), not "The 3rd card ... left the village: the Village Idiot. The Village Idiot went to the
    bottom of the discard pile."; a player's own card is in "their village"."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [["blob", ("curator", True), "pixie"], ["psychic", "wolfman", ("village_idiot", True)]]

    def removal(target: str) -> list:
        s = scenario(2, villages, deck=["assassin", "regifter"], pile=["nostro"], edition="coin")
        play(s, "draw", "use")
        return play(s, target)

    events = removal("remove 1:2")
    assert next(line for _, line in described(events, 1, ("Ada", "Bo"))) == (
        "Ada sent the 3rd card of your village (the Village Idiot) to the bottom of the discard pile."
    )
    assert next(line for _, line in described(events, 0, ("Ada", "Bo"))) == (
        "You sent the 3rd card of Bo's village (the Village Idiot) to the bottom of the discard pile."
    )
    events = removal("remove 0:1")
    assert next(line for _, line in described(events, 1, ("Ada", "Bo"))) == (
        "Ada sent the 2nd card of their village (the Curator) to the bottom of the discard pile."
    )


def test_a_village_idiots_cards_passed_on_are_one_sentence() -> None:
    """The Village Idiot moves one chosen card from every village on to the next, all at once (RULES.md
    §12.3, 12 Village Idiot): one sentence names each card by the place it left, and its face only to
    the seats that know it (the faceup Golem to everyone, the facedown Curator to nobody), and where it
    went; with two villages it is a swap."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    from silver_desktop.engine.rules import legal_actions

    villages = [
        ["blob", "curator"],
        ["pixie", ("golem", True)],
        ["nostro", "psychic"],
        ["huntress", "wolfman"],
    ]
    s = scenario(4, villages, deck=["village_idiot", "regifter"], edition="coin")
    play(s, "draw", "use", "direction 1")
    events: list[Event] = []
    while (actions := legal_actions(s))[0].verb == "choose":
        events += play(s, str(actions[-1]))
    moves = [line for kind, line in described(events, 1, NAMES) if kind == ev.MOVED]
    assert moves == [
        "The chosen cards moved on: the 2nd card of Dee's village to Cy's village, the 2nd card of Cy's"
        " village to your village, the 2nd card of your village (the Golem) to Ada's village and the 2nd"
        " card of Ada's village to Dee's village."
    ]
    for seat in range(4):
        told = " ".join(line for _, line in described(events, seat, NAMES))
        assert "Curator" not in told and "Psychic" not in told and "Wolfman" not in told
    # two villages: the same move is a swap
    s = scenario(2, villages[:2], deck=["village_idiot", "regifter"], edition="coin")
    play(s, "draw", "use", "direction 0", "choose 0:1")
    lines = [line for _, line in described(play(s, "choose 1:1"), 0, NAMES)]
    assert lines[0] == (
        "The 2nd card of your village and the 2nd card of Bo's village (the Golem) swapped places."
    )


@pytest.mark.parametrize("deck", DECKS)
def test_the_pile_the_log_follows_is_the_seats_pile(deck: str) -> None:
    """The log names a discard whose ability is used ("the Assassin") from the pile it follows
    through the events (:func:`pile_after`): after every action of random games, for every seat, that
    pile has the view's cards, and a face only where the seat's view shows the same face."""
    from silver_desktop.engine.view import view
    from silver_desktop.ui.log_text import pile_after

    for seed in range(2):
        spec = DeckSpec.parse(deck, seed=seed, promos=PROMOS)
        game = Game.new(GameConfig(players=4, deck=spec), seed)
        rng = random.Random(seed)
        piles: list[list[str | None] | None] = [
            pile_after(None, game.state.events or (), s) for s in range(4)
        ]
        while actions := game.legal_actions():
            events = game.play(rng.choice(actions))
            for s in range(4):
                piles[s] = pile_after(piles[s], events, s)
                followed, seen = (
                    piles[s],
                    [c.type if c.faceup or c.type else None for c in view(game.state, s).pile],
                )
                assert followed is not None and len(followed) == len(seen), (deck, seed, s)
                assert all(f is None or f == v for f, v in zip(followed, seen, strict=True)), (followed, seen)


def test_a_discard_whose_ability_is_used_is_named() -> None:
    """A Nosferatu (or a Blob) uses the ability of a card of the discard pile: the log names that
    faceup card when it knows the pile ("the Assassin"), by its depth when it does not."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    from silver_desktop.engine.view import view
    from silver_desktop.ui.log_text import pile_after

    villages = [["blob", "curator", "pixie"], [("psychic", True), "wolfman", "village_idiot"]]
    s = scenario(2, villages, deck=["nosferatu", "regifter"], pile=["golem", "assassin"], edition="coin")
    pile = pile_after([c.type for c in view(s, 0).pile], play(s, "draw", "use"), 0)
    assert pile is not None and pile[-1] == "coin.nosferatu"
    assert pile[-2] == "coin.assassin", pile  # the scenario's pile: the Assassin was its top card
    events = play(s, "invoke 1")
    assert described(events, 0, ("Ada", "Bo"), pile=pile)[0][1] == (
        "You used the ability of the Assassin with the Nosferatu."
    )
    assert described(events, 0, ("Ada", "Bo"))[0][1] == (
        "You used the ability of the 2nd card from the top of the discard pile with the Nosferatu."
    )


def test_the_card_a_mortician_uses_is_named() -> None:
    """A Mortician uses the ability of the card just discarded from its owner's village: the log
    named it "the discarded card" (an Insomniac, faceup on the pile); it names it when it follows the
    pile, as for a Nosferatu."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    from silver_desktop.engine.view import view
    from silver_desktop.ui.log_text import pile_after

    villages = [[("mortician", True), "insomniac", "priest"], ["cow", "thing"]]
    s = scenario(2, villages, deck=["lycan", "hunter"], pile=["count"], edition="bullet")
    names = ("Ada", "Bo")
    pile = {seat: [c.type for c in view(s, seat).pile] for seat in (0, 1)}
    exchanged = play(s, "draw", "exchange 1")
    after = {seat: pile_after(pile[seat], exchanged, seat) for seat in (0, 1)}
    events = play(s, "activate")
    assert described(events, 0, names, pile=after[0])[0][1] == (
        "You used the ability of the Insomniac with the Mortician."
    )
    assert described(events, 1, names, pile=after[1])[0][1] == (
        "Ada used the ability of the Insomniac with the Mortician."
    )
    assert (
        described(events, 1, names)[0][1] == "Ada used the ability of the discarded card with the Mortician."
    )


def test_the_card_a_marksman_copies_is_named() -> None:
    """A Marksman uses the ability of a faceup card in a village: the log named it only by its
    place ("the ability of the 1st card of their village"); the card is faceup, so every seat now
    reads which card it was, and where."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [[("troublemaker", True), "count"], [("insomniac", True), "cow"]]
    s = scenario(2, villages, deck=["marksman", "thing"], edition="bullet")
    names = ("Ada", "Bo")
    play(s, "draw", "use")
    events = play(s, "copy 1:0")
    assert described(events, 0, names)[0][1] == (
        "You used the ability of the Insomniac (the 1st card of Bo's village) with the Marksman."
    )
    assert described(events, 1, names)[0][1] == (
        "Ada used the ability of the Insomniac (the 1st card of your village) with the Marksman."
    )


def test_a_master_that_takes_nothing_is_told_and_a_mortician_left_unused_is_not() -> None:
    """A bot played the Master and took nothing: the log said "Cy played the Master for its
    ability." and then nothing at all (p1/20), as if the turn had stopped half way. Taking nothing
    is now a line. A faceup Mortician is offered at every discard from its village, and declined
    most times: that stays unsaid (a line each time filled the log)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    names = ("Ada", "Bo")
    s = scenario(2, [["witch", "seer"], ["robber", "empath"]], deck=["master"], pile=["revealer"])
    play(s, "draw", "use")
    events = play(s, "pass")
    assert described(events, 0, names)[0][1] == "You took nothing from the discard pile."
    assert described(events, 1, names)[0][1] == "Ada took nothing from the discard pile."

    villages = [[("mortician", True), "insomniac", "priest"], ["cow", "thing"]]
    s = scenario(2, villages, deck=["lycan", "hunter"], pile=["count"], edition="bullet")
    play(s, "draw", "exchange 1")
    events = play(s, "pass")
    assert [line for _, line in described(events, 1, names)] == ["It is your turn."]


def test_an_exchange_whose_card_waits_to_be_discarded_is_one_sentence() -> None:
    """A Goth Girl taken from the pile into a village: its owner then chooses where the card it
    replaced goes. The log said "Cy placed the Goth Girl as the 1st card of their village. The 1st
    card of Cy's village left the village." (as if the Goth Girl had left, a45); it is one sentence now,
    and the replaced card is named where it goes."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [["cow", "thing", "priest"], ["hunter", "lycan"]]
    s = scenario(2, villages, deck=["insomniac", "count"], pile=["goth_girl"], edition="bullet", current=1)
    play(s, "take")
    events = play(s, "exchange 0")
    names = ("Ada", "Bo")
    assert [line for _, line in described(events, 0, names)] == [
        "Bo put the Goth Girl in place of the 1st card of their village."
    ]
    assert [line for _, line in described(events, 1, names)] == [
        "You put the Goth Girl in place of the 1st card of your village."
    ]
    assert described(play(s, "pile"), 0, names)[0][1] == "Bo put the Hunter onto the discard pile."


def test_the_token_taken_at_the_games_end_is_not_active_next_round() -> None:
    """After the last round the log said "Bo takes the token; it is active next round." (b09): there
    is no next round. The token only breaks a tie then; the line says who takes it, no more."""
    moved = Event(ev.TOKEN_MOVED, {"seat": 1, "active": True})
    over = Event(ev.GAME_OVER, {"winner": 1, "totals": [40, 30, 50, 60], "tiebreak": False})
    assert described([moved, over], 0, NAMES)[0][1] == "Bo takes the token."
    assert described([moved, over], 1, NAMES)[0][1] == "You take the token."
    assert described([moved], 0, NAMES)[0][1] == (
        "Bo takes the token with its power: they start the next round and may use it then."
    )
    quiet = Event(ev.TOKEN_MOVED, {"seat": 1, "active": False})  # "it is not active" was jargon
    assert described([quiet], 1, NAMES)[0][1] == (
        "You take the token: you start the next round, without its power."
    )


def test_a_card_taken_from_deep_in_the_pile_says_which_card_it_was() -> None:
    """ "Bo took the Nostro from the 3rd card from the top of the discard pile." took the card out of
    a card (k6/26, in Korean too): a card taken from below the pile's top is named with its place."""
    deep = Event(ev.MOVED, {"src": "pile:2", "dst": "hand:1", "faceup": True, "type": "coin.nostro"})
    assert describe(deep, 0, NAMES) == "Bo took the Nostro, the 3rd card from the top of the discard pile."
    assert describe(deep, 1, NAMES) == "You took the Nostro, the 3rd card from the top of the discard pile."
    top = Event(ev.MOVED, {"src": "pile", "dst": "hand:1", "faceup": True, "type": "coin.nostro"})
    assert describe(top, 0, NAMES) == "Bo took the Nostro from the discard pile."


@pytest.mark.parametrize("right", [True, False])
def test_the_cards_a_cleaner_claims_are_told_as_a_claim_not_a_set(right: bool) -> None:
    """The Cleaner's claimed cards were told as a set ("the Count: a matched set", f7/22): one card
    is no set, and what was judged is whether each is worth 6 or more (RULES.md §13 Cleaner)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play, scenario

    villages = [["marksman" if right else "priest", "gremlin"], ["thing"]]
    s = scenario(2, villages, deck=["cleaner", "thing"], edition="bullet", promos={"cleaner": 5})
    play(s, "draw", "clean", "add 0")
    events = play(s, "confirm")
    card = "the Marksman" if right else "the Priest (1st)"  # back facedown where it lies
    verdict = "all worth 6 or more." if right else "not all worth 6 or more; they go back facedown."
    told = [line for kind, line in described(events, 0, ("Ada", "Bo")) if kind == ev.SET_REVEALED]
    assert told == [f"You showed {card} from your village: {verdict}"]
    told = [line for kind, line in described(events, 1, ("Ada", "Bo")) if kind == ev.SET_REVEALED]
    assert told == [f"Ada showed {card} from their village: {verdict}"]


def test_a_rascals_extra_draw_says_the_rascal_gave_it() -> None:
    """A Rascal's turn read "Bo drew a card. (×2)", then "Bo put a card back on top of the deck."
    (k2/10), as if for no reason: the extra draw names the faceup Rascal that gave it."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import play as act
    from builders import scenario

    s = scenario(2, [["seer", "witch"], [("rascal", True), "robber"]], deck=["empath", "exposer"], current=1)
    events = act(s, "draw", "more")
    theirs = [line for _, line in described([e.for_seat(0) for e in events], 0, NAMES)]
    mine = [line for _, line in described([e.for_seat(1) for e in events], 1, NAMES)]
    assert theirs[-1] == "With the Rascal, Bo drew another card."
    assert mine[-1] == "With the Rascal, you drew the Exposer as well."
    assert "With the Rascal" not in " ".join(theirs[:-1])  # the turn's first draw is a plain draw
