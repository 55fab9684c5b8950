"""The decision → prompt layer: every legal action is reachable by clicks or a button, texts are right."""

from __future__ import annotations

import ast
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from silver_desktop.engine import DeckSpec, Edition, GameConfig, apply, new_game
from silver_desktop.engine.actions import Action
from silver_desktop.engine.activation import beneath
from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.engine.config import PROMO_DEFAULTS
from silver_desktop.engine.decisions import AUTOMATIC, DECISIONS
from silver_desktop.engine.state import State
from silver_desktop.engine.view import PlayerView, view
from silver_desktop.i18n import card_name
from silver_desktop.ui import prompts
from silver_desktop.ui.decision_bar import DecisionBar
from silver_desktop.ui.prompts import (
    Choice,
    Prompt,
    card_at,
    clickable,
    completed,
    describe_action,
    narrow,
    parse_place,
    place_exists,
    prompt_for,
    prompt_text,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from builders import play, scenario

NAMES = ("Ada", "Bo", "Cy", "Di")
PROMOS = tuple(sorted(PROMO_DEFAULTS.items()))
GAMES = 48
#: every decision kind a person can meet
PERSON_KINDS = frozenset(DECISIONS) - AUTOMATIC


# ---------------------------------------------------------------------- checks
def _check_places(v: PlayerView, choice: Choice) -> None:
    for place in choice.places:
        zone, numbers = parse_place(place)  # raises if malformed
        assert place_exists(v, place), f"{choice.action}: {place} is not on the table"
        names_a_card = {"village": 2, "pile": 1, "area": 1, "hand": 1, "limbo": 2}.get(zone) == len(numbers)
        if names_a_card:
            assert card_at(v, place) is not None, f"{choice.action}: no card at {place}"
        if place == "deck" and choice.action.verb in ("draw", "more", "flipdeck"):
            assert v.deck, f"{choice.action}: the deck is empty"
        if place == "token":
            assert v.token_holder == v.seat and v.token_active


def _check_clicks(prompt: Prompt, choice: Choice) -> None:
    """Clicking the choice's places one by one keeps it possible and ends on it; nothing continues."""
    orders = [choice.places] if choice.ordered else [choice.places, choice.places[::-1]]
    for order in orders:
        clicked: list[str] = []
        for place in order:
            assert choice in narrow(prompt, clicked)
            assert place in clickable(prompt, clicked), (
                f"{choice.action}: {place} not clickable after {clicked}"
            )
            clicked.append(place)
        done = completed(prompt, clicked)
        assert choice in done
        # prefix-free: a finished sequence never also continues another choice
        assert all(len(c.places) == len(clicked) for c in narrow(prompt, clicked)), choice.action
        assert not clickable(prompt, clicked)
        labels = [c.label for c in done]
        assert len(set(labels)) == len(labels), f"ambiguous menu {labels}"


def check_prompt(v: PlayerView, prompt: Prompt) -> None:
    """Every property a prompt of a deciding seat must have."""
    assert prompt.text.strip()
    assert "{" not in prompt.text and "}" not in prompt.text
    assert [c.action for c in prompt.choices] == list(v.legal), "one choice per legal action, in order"
    assert narrow(prompt, ()) == prompt.choices
    for choice in prompt.choices:
        assert choice.label.strip() and "{" not in choice.label, choice
        assert choice.places or choice.button, f"{choice.action}: neither places nor a button"
        _check_places(v, choice)
        if choice.places:
            _check_clicks(prompt, choice)
    for place in prompt.focus:
        assert place_exists(v, place), f"focus {place} is not on the table"


def _visible_types(v: PlayerView) -> set[str]:
    cards = [c for row in v.villages for c in row]
    cards += [*v.deck, *v.pile, *v.area, *v.hand, *(c for group in v.limbo for c in group)]
    out = {c.type for c in cards if c.type}
    if v.kept:
        out.add(v.kept)
    return out


#: (card id, pattern of its English name), longest name first: "Apprentice Seer" before "Seer"
_NAME_PATTERNS = [
    (cid, re.compile(rf"\b{re.escape(card_name(cid))}\b"))
    for cid in sorted(ALL_CARDS, key=lambda cid: -len(card_name(cid)))
]
_ANY_NAME = re.compile("|".join(p.pattern for _, p in _NAME_PATTERNS))


def hidden_names(v: PlayerView, text: str) -> list[str]:
    """Names of card types in ``text`` that the seat cannot see anywhere in its view."""
    if not _ANY_NAME.search(text):
        return []
    visible = _visible_types(v)
    found = []
    for cid, pattern in _NAME_PATTERNS:
        if pattern.search(text):
            if cid not in visible:
                found.append(cid)
            text = pattern.sub("", text)
    return found


def _decks() -> Iterator[tuple[int, DeckSpec]]:
    for g in range(GAMES):
        promos = PROMOS if g % 2 == 0 else ()
        if g % 4 == 0:
            yield g, DeckSpec.pure(Edition.SILVER, promos)
        elif g % 4 == 1:
            yield g, DeckSpec.pure(Edition.BULLET, promos)
        elif g % 4 == 2:
            yield g, DeckSpec.pure(Edition.COIN, PROMOS)
        else:
            yield g, DeckSpec.random_mix(g, promos)


@pytest.fixture(scope="module")
def random_games(qapp: object) -> Counter[str]:
    """Play random games, checking the prompt of every decision; return the decision kinds met."""
    kinds: Counter[str] = Counter()
    for g, deck in _decks():
        rng = random.Random(g)
        s = new_game(GameConfig(players=2 + g % 3, deck=deck, rounds=2), seed=g)
        while not s.over:
            v = view(s, s.decider())
            prompt = prompt_for(v, NAMES)
            check_prompt(v, prompt)
            for choice in prompt.choices:  # the engine counts pile depths from the top
                verb = choice.action.verb
                depth = choice.action.args[0] if verb in ("pick", "invoke", "blob") else -1
                if verb in ("take", "activate"):
                    depth = 0
                if depth >= 0:
                    shown = card_at(v, choice.places[-1])
                    assert shown is not None and shown.type in (None, s.type_id(s.pile[-1 - depth]))
                    assert choice.places[-1] == f"pile:{len(s.pile) - 1 - depth}"
            if v.pending == "instigator" and Action("flippile") in v.legal:  # the discard below it
                (depth,) = beneath(s, s.sources[-1], 1)
                assert _choice(prompt, "flippile").places == (f"pile:{len(s.pile) - 1 - depth}",)
            texts = [prompt.text, *(c.label for c in prompt.choices)]
            for text in texts:
                assert not hidden_names(v, text), f"{v.pending}: {text!r} names a card the seat cannot see"
            if len(v.legal) > 1 and sum(kinds.values()) % 7 == 0:  # without the position: still complete
                check_prompt(v, prompt_for(view(s, s.decider(), with_position=False), NAMES))
            kinds[v.pending or ""] += 1
            apply(s, rng.choice(v.legal))
    return kinds


# ---------------------------------------------------------------------- random games
def test_every_decision_of_random_games_is_clickable(random_games: Counter[str]) -> None:
    assert sum(random_games.values()) > 1000


def _rare_decisions() -> Counter[str]:
    """Decisions too rare for the random games, each reached from a scenario and checked: the order
    of a set with a promo card (AMB-47), the Lycans' optional +1s (§4.2.3), a Curator's step in the
    middle of a held card's decision (§12.3), a Cleaner's claim (§13)."""
    met: Counter[str] = Counter()
    order = scenario(
        villages=[["bodyguard", "prince", "bodyguard"], ["witch"]],
        deck=["empath", "robber"],
        promos={"prince": 3},
    )
    play(order, "draw", "set", "add 0", "add 1", "add 2", "confirm")
    lycan = scenario(
        villages=[[("lycan", True), "instigator", "insomniac"], ["cow"]],
        deck=["priest", "thing"],
        edition="bullet",
    )
    play(lycan, "draw", "set", "add 1", "add 2", "confirm")
    curator = scenario(
        villages=[[("curator", True), "golem"], ["regifter"]], deck=["psychic"], edition="coin"
    )
    play(curator, "draw")
    cleaner = scenario(
        villages=[["marksman", "priest"], ["gremlin"]],
        deck=["cleaner", "thing"],
        edition="bullet",
        promos={"cleaner": 5},
    )
    play(cleaner, "draw", "clean")
    for s in (order, lycan, cleaner, curator):
        v = view(s, s.decider())
        prompt = prompt_for(v, NAMES)
        check_prompt(v, prompt)
        met[v.pending or ""] += 1
    curator_steps = [c for c in prompt.choices if c.action.verb == "rotate"]
    assert curator_steps and all(c.button and not c.places and c.menu == "Curator" for c in curator_steps)
    return met


def test_every_decision_kind_is_met(random_games: Counter[str]) -> None:
    met = set(random_games) | set(_rare_decisions())
    assert met >= PERSON_KINDS, f"never met: {sorted(PERSON_KINDS - met)}"
    assert set(prompts._KIND_CARDS) <= PERSON_KINDS


def test_other_seats_wait(qapp: object) -> None:
    s = new_game(GameConfig(players=3, start_player=1), seed=3)
    p = prompt_for(view(s, 0), NAMES)
    assert p.choices == () and p.text == "Waiting for Bo."
    p = prompt_for(view(s, 1), NAMES)
    assert p.text == "Choose two cards of your village to look at."


# ---------------------------------------------------------------------- hidden information
def _prompt(s: State, names: tuple[str, ...] = NAMES) -> tuple[PlayerView, Prompt]:
    v = view(s, s.decider())
    p = prompt_for(v, names)
    check_prompt(v, p)
    return v, p


def test_texts_never_name_a_card_the_seat_cannot_see(qapp: object) -> None:
    # Ada's Witch puts the Seer she saw in place of Bo's facedown Master; Bo's Goth Girl lets him send
    # the Master (facedown, unknown to him) to the bottom of the deck.
    s = scenario(
        villages=[["exposer", "rascal"], [("goth_girl", True), "master"]],
        deck=["witch", "seer", "robber"],
        pile=["villager"],
        edition="A:AAABAAAAAAAAAA",
    )
    play(s, "draw", "use")
    v, p = _prompt(s)
    assert v.pending == "hand" and v.hand[-1].type == "silver.seer"
    assert "Witch" in p.text and "Seer" not in p.text
    play(s, "swap 1:1")
    v, p = _prompt(s)
    assert v.pending == "discarding" and v.seat == 1 and v.limbo[-1][0].type is None
    assert p.focus == ("limbo:0:0",) or "limbo:0:0" in p.focus
    for text in (p.text, *(c.label for c in p.choices)):
        assert "Master" not in text and "Seer" not in text
        assert not hidden_names(v, text)
    assert {c.label for c in p.choices} == {"Onto the discard pile", "Bottom of the deck"}


def test_a_drawn_card_whose_ability_has_nothing_to_act_on_says_so(qapp: object) -> None:
    """The Assassin removes a faceup card: with none on the table its ability is not offered, and
    the text says why its button is missing; with a faceup card to remove, the button is there."""
    s = scenario(
        villages=[["blob", "curator"], ["pixie", "golem"]], deck=["assassin", "psychic"], edition="coin"
    )
    play(s, "draw")
    _, p = _prompt(s)
    assert "use" not in {c.action.verb for c in p.choices if c.action is not None}
    assert p.text == (
        "Exchange the card you drew into your village, or discard it. The Assassin's ability has nothing"
        " to act on now."
    )
    s = scenario(
        villages=[["blob", "curator"], ["pixie", ("golem", True)]],
        deck=["assassin", "psychic"],
        edition="coin",
    )
    play(s, "draw")
    _, p = _prompt(s)
    assert "nothing to act on" not in p.text and "use its ability" in p.text


def test_hidden_names_detects_a_leak(qapp: object) -> None:
    s = scenario(villages=[["witch", "seer"], ["master"]], deck=["robber"], pile=["villager"])
    v = view(s, 0)
    assert hidden_names(v, "Witch: look at the Apprentice Seer") == ["silver.apprentice_seer", "silver.witch"]
    assert hidden_names(v, "Take the Villager") == []


# ---------------------------------------------------------------------- particular decisions
def _choice(p: Prompt, text: str) -> Choice:
    action = Action.parse(text)
    return next(c for c in p.choices if c.action == action)


def test_turn_places_and_buttons(qapp: object) -> None:
    s = scenario(
        villages=[[("empath", True), "seer", ("bodyguard", True), "robber"], ["master", "witch"]],
        deck=["exposer", "witch"],
        pile=["villager", "squire"],
    )
    v, p = _prompt(s)
    assert p.text == "Your turn: draw a card, take the top discard, or call for a vote."
    draw = _choice(p, "draw")
    assert draw.places == ("deck",) and draw.button and draw.label == "Draw a card"
    assert _choice(p, "take").places == ("pile:1",)  # the top card: the last of view.pile
    call = _choice(p, "call")
    assert call.places == () and call.button and call.label == "Call for a vote"
    empath = _choice(p, "empath 1")
    assert empath.places == ("village:0:0", "village:0:1") and not empath.button
    assert empath.label == "Empath: look at the 2nd card of your village"
    assert clickable(p, ()) == {"deck", "pile:1", "village:0:0", "village:0:2"}
    assert clickable(p, ["village:0:0"]) == {"village:0:1", "village:0:3"}
    assert [c.action for c in completed(p, ["village:0:2", "village:0:1"])] == [Action("guard", (2, 1))]
    # once the Empath is clicked, the instruction says where the second click goes
    assert prompt_text(p, ["village:0:0"]) == "Empath: click the facedown card of yours to look at."
    assert prompt_text(p, ["village:0:2"]) == "Bodyguard: click the card of yours to guard."
    assert prompt_text(p, []) == p.text
    play(s, "empath 1")
    v, p = _prompt(s)
    assert "empath 3" not in {str(a) for a in v.legal}
    assert p.text == (  # an ability was used: no call, and the prompt says why (AMB-31)
        "Your turn: draw a card or take the top discard. "
        "No call this turn: you have used an ability or the token on it."
    )


def test_priest_flips_itself_with_two_clicks(qapp: object) -> None:
    s = scenario(
        villages=[[("priest", True), "cow"], ["thing"]], deck=["gremlin"], pile=["hunter"], edition="bullet"
    )
    _, p = _prompt(s)
    priest = _choice(p, "priest 0")
    assert priest.places == ("village:0:0", "village:0:0")
    assert priest.label == "Priest: turn the 1st card of your village facedown"
    assert _choice(p, "priest 1").label == "Priest: turn the 2nd card of your village faceup"


def test_peek_is_two_clicks_in_any_order(qapp: object) -> None:
    s = new_game(GameConfig(players=2, start_player=0), seed=5)
    v, p = _prompt(s)
    assert v.pending == "peek" and len(p.choices) == 10
    assert clickable(p, ()) == {f"village:0:{i}" for i in range(5)}
    assert clickable(p, ["village:0:4"]) == {f"village:0:{i}" for i in range(4)}
    (peek,) = completed(p, ["village:0:4", "village:0:1"])
    assert peek.action == Action("peek", (1, 4)) and not peek.ordered
    assert peek.label == "Look at the 2nd and 5th cards of your village"


def test_revealer_and_describe_action(qapp: object) -> None:
    s = scenario(
        villages=[["exposer", ("seer", True)], ["master", "witch", "robber"]],
        deck=["revealer"],
        pile=["villager"],
    )
    play(s, "draw", "use")
    v, p = _prompt(s)
    assert p.text == "Revealer: choose a facedown card in any village to turn faceup."
    flip = _choice(p, "flip 1:2")
    assert flip.places == ("village:1:2",)
    assert flip.label == "Turn the 3rd card of Bo's village faceup"
    assert describe_action(Action("flip", (0, 0)), v, NAMES) == "Turn the 1st card of your village faceup"
    assert "pile:1" in p.focus  # the Revealer itself, on top of the discard pile


def test_pile_places_count_from_the_bottom(qapp: object) -> None:
    s = scenario(
        villages=[["exposer", "seer"], ["witch"]],
        deck=["master"],
        pile=["villager", "squire", "empath"],  # bottom first
    )
    play(s, "draw", "use")
    v, p = _prompt(s)
    assert v.pending == "master" and p.text.startswith("Master: ")
    # pile:I is view.pile[I] (0 = bottom); the engine's pick k counts from the top. The Master lies on
    # top (pile:3, depth 0) and is not offered; the Empath is pile:2 (depth 1), the Villager pile:0.
    assert {c.places for c in p.choices if c.places} == {("pile:2",), ("pile:1",), ("pile:0",)}
    assert _choice(p, "pick 1").places == ("pile:2",)
    villager = _choice(p, "pick 3")
    assert villager.places == ("pile:0",)
    top = card_at(v, "pile:3")
    bottom = card_at(v, "pile:0")
    assert top is not None and top.type == "silver.master"
    assert bottom is not None and bottom.type == "silver.villager"
    assert villager.label == "Take the Villager into your village"  # faceup on the pile: by its name
    assert _choice(p, "pass").label == "Take nothing"
    assert p.focus == ("pile:3",)


def test_a_facedown_discard_is_named_by_its_place(qapp: object) -> None:
    """A discard is named in a choice by its card when its face shows ("Take the Empath ..."); a
    facedown one (the Golem leaves one at the bottom) only by its place, never by its card."""
    s = scenario(villages=[["exposer", "seer"], ["witch"]], deck=["master"], pile=["villager", "empath"])
    s.up[s.pile[0]] = False  # the Villager lies facedown at the bottom, seen by nobody
    s.known[s.pile[0]] = 0
    play(s, "draw", "use")
    _, p = _prompt(s)  # check_prompt: no hidden card named
    assert _choice(p, "pick 1").label == "Take the Empath into your village"
    assert (
        _choice(p, "pick 2").label == "Take the 3rd card from the top of the discard pile into your village"
    )


def test_the_village_idiots_directions_name_the_neighbour_they_lead_to(qapp: object) -> None:
    """ "Clockwise" means nothing to a newcomer who has not learnt the turn order: each direction's
    button names the neighbour the cards go towards."""
    villages = [["blob", "curator"], ["pixie", "golem"], ["nostro", "psychic"]]
    s = scenario(3, villages, deck=["village_idiot", "regifter"], edition="coin")
    play(s, "draw", "use")
    _, p = _prompt(s)
    labels = {c.label for c in p.choices if c.action is not None and c.action.verb == "direction"}
    assert labels == {f"Clockwise, to {NAMES[1]}", f"Counter-clockwise, to {NAMES[2]}"}


def test_rascal_hand_and_ends(qapp: object) -> None:
    s = scenario(
        villages=[[("rascal", True), "seer", "seer", "master"], ["witch"]],
        deck=["exposer", "robber", "empath", "villager"],
        pile=["squire"],
    )
    play(s, "draw")
    v, p = _prompt(s)
    assert v.pending == "rascal" and _choice(p, "more").places == ("deck",)
    play(s, "more")
    v, p = _prompt(s)
    assert v.pending == "choose"
    assert _choice(p, "keep 1").places == ("hand:1",)
    play(s, "keep 1")
    v, p = _prompt(s)
    assert _choice(p, "discard").places == ("pile",) and _choice(p, "discard").button
    assert _choice(p, "exchange 2").places == ("village:0:2",)
    assert _choice(p, "set").button and _choice(p, "set").places == ()
    play(s, "set", "add 0", "add 1", "add 3", "confirm")  # Rascal, Seer, Master: a failed set, with a penalty
    v, p = _prompt(s)
    assert v.pending == "end" and p.text == "Add the card you hold at one end of your village."
    assert _choice(p, "left").places == ("gap:0:0",) and _choice(p, "left").label == "Left end"
    assert _choice(p, "right").places == ("gap:0:4",) and _choice(p, "right").button
    play(s, "right")
    v, p = _prompt(s)
    assert v.pending == "end" and p.text == "Add the penalty card at one end of your village."
    assert _choice(p, "right").places == ("gap:0:5",)


def test_set_into_gaps(qapp: object) -> None:
    s = scenario(
        villages=[["seer", "master", "seer", "witch"], ["robber"]], deck=["exposer"], pile=["squire"]
    )
    play(s, "draw", "set", "add 0")
    v, p = _prompt(s)
    assert "hand:0" in p.focus and "village:0:0" in p.focus
    play(s, "add 2", "confirm")
    v, p = _prompt(s)
    assert v.pending == "into"
    assert {c.places for c in p.choices} == {("gap:0:0",), ("gap:0:1",)}


def test_robber_and_gremlin(qapp: object) -> None:
    s = scenario(villages=[["seer", "master"], ["witch", "exposer"]], deck=["robber"], pile=["squire"])
    play(s, "draw", "use")
    v, p = _prompt(s)
    rob = _choice(p, "rob 1:0 1")
    assert rob.places == ("village:1:0", "village:0:1") and not rob.ordered
    assert rob.label == "Swap the 1st card of Bo's village with the 2nd card of your village"
    assert completed(p, ["village:0:1", "village:1:0"]) == (rob,)

    s = scenario(villages=[["cow", "thing"], []], deck=["gremlin"], pile=["hunter"], edition="bullet")
    play(s, "draw", "use")
    v, p = _prompt(s)
    assert v.pending == "gremlin"
    assert _choice(p, "put 0 0").places == ("gap:0:0",) and _choice(p, "put 0 1").places == ("gap:0:2",)
    # an empty village has one slot: both ends are offered in a menu there
    menu = completed(p, ["gap:1:0"])
    assert {c.label for c in menu} == {
        "Put it at the left end of Bo's village",
        "Put it at the right end of Bo's village",
    }


def test_token_and_bodyguard(qapp: object) -> None:
    s = scenario(
        villages=[[("bodyguard", True), "seer", "master"], ["witch"]],
        deck=["exposer"],
        pile=["squire"],
        token_active=True,
        guards=[(0, 0, 2)],
    )
    _, p = _prompt(s)
    assert _choice(p, "token 1").places == ("token", "village:0:1")
    assert _choice(p, "token 1").label == "Put the amulet on the 2nd card of your village"
    assert _choice(p, "guard 0 1").places == ("village:0:0", "village:0:1")
    assert _choice(p, "unguard 0").places == ("village:0:0", "village:0:2")


def test_only_the_token_left_after_the_main_action(qapp: object) -> None:
    s = scenario(
        villages=[["seer", "master"], ["witch"]], deck=["exposer"], pile=["squire"], token_active=True
    )
    play(s, "draw", "discard")
    v, p = _prompt(s)
    assert v.pending == "after" and p.text == "You may still use the amulet; then end your turn."
    assert _choice(p, "end").places == () and _choice(p, "end").label == "End turn"
    assert clickable(p, ()) == {"token"}
    assert clickable(p, ["token"]) == {"village:0:0", "village:0:1"}
    assert prompt_text(p, ["token"]) == "Click the card of yours to put the amulet on."


def test_nostro_and_thing_click_a_village(qapp: object) -> None:
    s = scenario(
        villages=[["psychic", "golem"], ["blob", "huntress"]],
        deck=["nostro"],
        pile=["regifter"],
        edition="coin",
    )
    play(s, "draw", "use")
    v, p = _prompt(s)
    assert _choice(p, "search 1").places == ("village:1",)
    search = _choice(p, "search 1")
    assert search.button and search.label == "Bo's village"
    assert describe_action(search.action, v, NAMES) == "Look at the facedown cards of Bo's village"


def test_names_fall_back(qapp: object) -> None:
    s = scenario(villages=[["seer"], ["witch", "exposer", "master"]], deck=["revealer"], pile=["squire"])
    play(s, "draw", "use")
    _, p = _prompt(s, names=())
    assert _choice(p, "flip 1:0").label == "Turn the 1st card of Player 2's village faceup"


# ---------------------------------------------------------------------- the helpers themselves
def test_place_parsing() -> None:
    assert parse_place("village:1:3") == ("village", (1, 3))
    assert parse_place("village:2") == ("village", (2,))
    assert parse_place("pile") == ("pile", ())
    assert parse_place("limbo:0:1") == ("limbo", (0, 1))
    for bad in ("", "village", "village:1:2:3", "pile:x", "pile:-1", "gap:1", "deck:0", "hand:01", "moon:1"):
        with pytest.raises(ValueError):
            parse_place(bad)


def test_narrow_and_clickable_on_a_small_prompt() -> None:
    a = Choice(Action("guard", (0, 1)), ("village:0:0", "village:0:1"), "a")
    b = Choice(Action("guard", (0, 2)), ("village:0:0", "village:0:2"), "b")
    c = Choice(Action("end"), (), "End turn", button=True)
    d = Choice(Action("peek", (1, 2)), ("village:0:1", "village:0:2"), "d", ordered=False)
    p = Prompt("text", (a, b, c, d))
    assert narrow(p, ()) == (a, b, c, d)
    assert clickable(p, ()) == {"village:0:0", "village:0:1", "village:0:2"}
    assert narrow(p, ["village:0:0"]) == (a, b)
    assert narrow(p, ["village:0:2"]) == (d,)
    assert clickable(p, ["village:0:2"]) == {"village:0:1"}
    assert completed(p, ["village:0:2", "village:0:1"]) == (d,)
    assert completed(p, ["village:0:0"]) == ()
    assert completed(p, ()) == ()
    assert narrow(p, ["village:0:1", "village:0:1"]) == ()


def test_every_string_is_extractable() -> None:
    """``pyside6-lupdate`` finds only literal ``QCoreApplication.translate("Prompts", "...")`` calls."""
    tree = ast.parse(Path(prompts.__file__).read_text(encoding="utf-8"))
    calls = 0
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "translate"
        ):
            assert isinstance(node.func.value, ast.Name) and node.func.value.id == "QCoreApplication"
            assert all(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in node.args)
            assert node.args[0].value == "Prompts"  # type: ignore[attr-defined]
            calls += 1
        if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Attribute):
            assert node.value.attr not in ("translate", "tr"), "an alias would hide strings from lupdate"
    assert calls > 100


def test_the_prompt_says_why_calling_is_not_offered(qapp: object) -> None:
    """RULES.md §5: five or more cards; someone already called (a final turn)."""
    s = scenario(villages=[["witch", "seer", "master", "robber", "empath"], ["master"]], deck=["robber"])
    v, p = _prompt(s)
    assert "call" not in {a.verb for a in v.legal}
    assert p.text.endswith("To call, your village must have 4 cards or fewer.")
    s = scenario(villages=[["witch"], ["master"]], deck=["robber", "seer", "empath"], current=1)
    play(s, "call")
    v, p = _prompt(s)
    assert p.text.endswith("Bo has called: this is your final turn, no call.")


def test_the_draw_area_is_explained_and_its_cards_named(qapp: object) -> None:
    """A faceup Squire lays cards crosswise beside the deck, which a player may take instead of
    drawing (RULES.md 1 Squire). A newcomer sees a sideways card and a prompt that spoke only of the
    deck and the discard pile: the prompt now says what those cards are and names them, and so does
    each one's choice."""
    villages = [["seer", "witch", "master"], [("squire", True), "robber", "empath"]]
    s = scenario(2, villages, deck=["exposer", "villager"], pile=["rascal"], area=["revealer", "beholder"])
    _, p = _prompt(s)
    assert p.text == "Your turn: draw a card, take the top discard, or call for a vote."
    assert p.note == "Or take the Revealer or the Beholder lying beside the deck."
    bar = DecisionBar()  # the note follows the text where the bar has room for both, else it goes
    bar.resize(1000, 80)
    bar.show_prompt(p.text, [(c.label, c.action) for c in p.choices if c.button], note=p.note)
    assert bar.label.text() == f"{p.text} {p.note}"
    bar.resize(420, 80)
    bar.show_prompt(p.text, [(c.label, c.action) for c in p.choices if c.button], note=p.note)
    assert bar.label.text() == p.text
    assert _choice(p, "area 0").label == "Take the Revealer from the draw area"
    assert _choice(p, "area 1").label == "Take the Beholder from the draw area"
    s = scenario(2, villages, deck=["exposer", "villager"], pile=["rascal"])
    _, p = _prompt(s)
    assert not p.note  # nothing lies there: nothing to explain


def test_the_use_button_tells_the_ability_it_uses(qapp: object) -> None:
    """A newcomer with a drawn card hovers "Use its ability": its tooltip said only "Shortcut:
    Alt+2" (a22); it says what the card's ability does now, above the shortcut, wrapped, as plain text."""
    from silver_desktop.i18n import card_ability

    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["exposer", "villager"])
    play(s, "draw")
    _, p = _prompt(s)
    use = _choice(p, "use")
    assert use.tip == card_ability("silver.exposer") and use.tip
    assert _choice(p, "discard").tip == DISCARD_TIP  # not the ability's words
    bar = DecisionBar()
    shown = [c for c in p.choices if c.button]
    bar.show_prompt(p.text, [(c.label, c.action) for c in shown], tips=[c.tip for c in shown])
    button = bar.buttons[[c.action.verb for c in shown].index("use")]
    n = bar.buttons.index(button) + 1
    tooltip = button.toolTip()
    assert tooltip.startswith("<p") and f"Shortcut: Alt+{n}" in tooltip  # rich text: Qt wraps it
    assert html_text(tooltip) == f"{use.tip}\nShortcut: Alt+{n}"


def test_the_cleaners_button_tells_what_the_cleaner_does(qapp: object) -> None:
    """ "Use the Cleaner" had only its shortcut for a tooltip (f7/19): a newcomer who drew the promo
    card could not learn what it does without opening the rules. It says, as "Use its ability" does."""
    from silver_desktop.i18n import card_ability

    s = scenario(
        villages=[["marksman", "priest"], ["gremlin"]],
        deck=["cleaner", "thing"],
        edition="bullet",
        promos={"cleaner": 5},
    )
    play(s, "draw")
    _, p = _prompt(s)
    assert _choice(p, "clean").tip == card_ability("promo.cleaner") and card_ability("promo.cleaner")
    assert _choice(p, "discard").tip == DISCARD_TIP  # not the ability's words


DISCARD_TIP = "Put the card in your hand onto the discard pile without using its ability."


def test_a_turns_buttons_say_what_they_do(qapp: object) -> None:
    """A newcomer read "Exchange for a set" as the drawn card and one like it, chose it with one
    Huntress in the village and the drawn one, and found the app asking for two cards of the village
    (e1/22); nothing said what a call does either. Each button of a turn and of the card in hand says
    in its tooltip what it does; the prompt for a set says what the cards must have in common."""
    s = scenario(
        2, [["seer", "witch", "seer"], ["master", "robber"]], deck=["exposer", "villager"], pile=["rascal"]
    )
    _, p = _prompt(s)
    assert _choice(p, "draw").tip.startswith("Draw the top card of the deck. Then exchange it")
    assert _choice(p, "take").tip.startswith("Take the top card of the discard pile")
    assert "plus 10" in _choice(p, "call").tip
    play(s, "draw")
    _, p = _prompt(s)
    assert _choice(p, "set").tip.startswith("Exchange the card in your hand for two or more cards")
    assert "same number" in _choice(p, "set").tip
    play(s, "set")
    _, p = _prompt(s)
    assert p.text.startswith("Choose two or more cards of your village with the same number")


def html_text(rich: str) -> str:
    """The text a rich-text tooltip shows."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def test_after_a_right_claim_the_cleaner_asks_for_its_own_spot(qapp: object) -> None:
    """Two claimed cards, both worth 6 or more, leave two spots: the question said "The set
    matched", though the Cleaner claims no set. It says the claim was right and names the Cleaner."""
    s = scenario(
        villages=[["marksman", "priest", "thing"], ["gremlin"]],
        deck=["cleaner", "thing"],
        edition="bullet",
        promos={"cleaner": 5},
    )
    play(s, "draw", "clean", "add 0", "add 2", "confirm")
    _, p = _prompt(s)
    assert p.text == "Every card you claimed is worth 6 or more: choose the spot for the Cleaner."
    s = scenario(villages=[["seer", "witch", "seer"], ["master"]], deck=["villager", "villager"])
    play(s, "draw", "set", "add 0", "add 2", "confirm")
    _, p = _prompt(s)
    assert p.text == "The set matched: choose the spot for your new card."


def test_the_marksman_names_the_copies_that_would_do_nothing(qapp: object) -> None:
    """A Marksman drawn when the only faceup card was another Marksman: copying it did nothing (no
    card twice in a chain, AMB-42), and the turn was spent with no warning (s1/28-29). The prompt
    says so, and says it of a Gremlin too (a copy cannot move it, AMB-27); not of a useful copy."""

    def prompt_with(bo: list[object]) -> str:
        s = scenario(villages=[["priest", "cow"], bo], deck=["marksman", "cow"], edition="bullet")
        play(s, "draw", "use")
        return _prompt(s)[1].text

    ask = "Marksman: choose a faceup card in any village to copy its ability."
    assert prompt_with([("marksman", True), "thing"]) == (
        f"{ask} Copying the Marksman would do nothing: no other faceup card is left for it to copy."
    )
    assert prompt_with([("marksman", True), ("gremlin", True), ("thing", True)]) == (
        f"{ask} Copying a Gremlin does nothing: a copy cannot move the card from its village."
    )
    assert prompt_with([("thing", True), "cow"]) == ask


def test_with_the_deck_empty_the_turn_does_not_offer_a_draw_and_says_why_the_round_goes_on(
    qapp: object,
) -> None:
    """The deck ran out while a card lay in the Squire's draw area: the round goes on until that is
    empty too (RULES.md 1 Squire). The prompt still said "Your turn: draw a card or take the top
    discard." with no Draw button (s1/49). It offers what is left and says why the round goes on."""
    villages = [["seer", "witch", "master", "robber", "exposer"], [("squire", True), "robber", "empath"]]
    s = scenario(2, villages, deck=[], pile=["rascal"], area=["revealer"])
    v, p = _prompt(s)
    assert "draw" not in {a.verb for a in v.legal}
    assert p.text == (
        "Your turn: take the top discard. The deck is empty: the round ends once the draw area is empty too."
        " To call, your village must have 4 cards or fewer."
    )
    assert p.note == "Or take the Revealer lying beside the deck."
    s = scenario(2, [["seer", "witch"], [("squire", True), "robber"]], deck=[], area=["revealer"])
    v, p = _prompt(s)
    assert {a.verb for a in v.legal} >= {"area", "call"}
    assert p.text == (
        "Your turn: call for a vote. The deck is empty: the round ends once the draw area is empty too."
    )


def test_a_faceup_blob_is_named_in_the_turns_prompt(qapp: object) -> None:
    """A faceup Blob lets its owner use a faceup discard's ability as the main action; its card was
    highlighted on the table, but the prompt spoke only of drawing and taking (s1/37). It says what
    clicking the Blob does, and only when that may be done."""
    s = scenario(
        villages=[[("blob", True), "curator"], ["pixie", "golem"]],
        deck=["assassin", "psychic"],
        pile=["nostro"],
        edition="coin",
    )
    v, p = _prompt(s)
    assert "blob" in {a.verb for a in v.legal}
    assert p.note == "Or click your Blob to use the ability of a discard."
    s = scenario(
        villages=[["blob", "curator"], ["pixie", "golem"]], deck=["assassin"], pile=["nostro"], edition="coin"
    )
    v, p = _prompt(s)
    assert "blob" not in {a.verb for a in v.legal} and not p.note
