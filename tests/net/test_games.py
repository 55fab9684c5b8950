"""Whole games over the network: four clients (bots acting from their own views through the protocol,
and people scripted by the test) on a server on 127.0.0.1; every message each client received is
checked against the engine replayed in the test (netkit.check_received)."""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path

import pytest
from netkit import Replay, check_received, play_person, running, settings

from silver_desktop.net.client import Client, play_bot
from silver_desktop.net.store import Store


async def _game(tmp: Path, deck: str, rounds: int, seed: int) -> None:
    async with running(tmp) as (server, url):
        clients = [await Client.connect(url) for _ in range(4)]
        joined = await clients[0].create(
            settings(deck, rounds, seed), [{"kind": "person"}] + [{"kind": "open"}] * 3
        )
        room = joined["room"]
        for c in clients[1:]:
            await c.join(room, name="Guest", lang="fa")
        assert sorted(c.seat for c in clients) == [0, 1, 2, 3]
        await asyncio.wait_for(
            asyncio.gather(
                play_person(clients[0], seed),
                play_bot(clients[1], "easy", seed=seed),
                play_bot(clients[2], "medium", seed=seed),
                play_person(clients[3], seed + 1),
            ),
            timeout=120,
        )
        game, actions = server.rooms[room].game, server.rooms[room].actions
        assert game.state.over
        replay = Replay(game.state.config, game.start["seed"], actions)
        assert replay.states[-1].over
        for c in clients:
            n = check_received(c.received, c.seat, replay)
            # one state per action (and the one when the game started), each checked
            assert n == len(actions) + 1
        stored = Store(tmp / "rooms.sqlite3").load(room)
        assert stored is not None and stored.record["actions"] == actions
        for c in clients:
            await c.close()
        for _ in range(100):
            await asyncio.sleep(0.01)
            if room not in server.rooms:
                break
        assert room not in server.rooms  # finished and nobody connected: freed
        again = await Client.connect(url)
        await again.resume(room, 2, clients[2].secret)  # loaded again from the database
        assert (await again.expect("state"))["view"]["over"]


@pytest.mark.parametrize("deck", ["silver", "bullet", "coin", "mix"])
def test_one_round_of_every_edition(tmp_path: Path, deck: str) -> None:
    asyncio.run(_game(tmp_path, deck, 1, seed=11))


@pytest.mark.parametrize(("deck", "seed"), [("silver", 3), ("mix", 8)])
def test_full_games(tmp_path: Path, deck: str, seed: int) -> None:
    asyncio.run(_game(tmp_path, deck, 4, seed))


def test_server_bots_and_people(tmp_path: Path) -> None:
    """Two seats are the server's bots (they see only their views); two people play through clients."""

    async def main() -> None:
        async with running(tmp_path) as (server, url):
            a, b = await Client.connect(url), await Client.connect(url)
            seats = [{"kind": "person"}, {"kind": "bot", "level": "easy"}, {"kind": "open"},
                     {"kind": "bot", "level": "random"}]  # fmt: skip
            room = (await a.create(settings("coin", 1), seats))["room"]
            await b.join(room)
            await asyncio.wait_for(asyncio.gather(play_person(a, 1), play_bot(b, "easy")), timeout=60)
            game, actions = server.rooms[room].game, server.rooms[room].actions
            replay = Replay(game.state.config, game.start["seed"], actions)
            for c in (a, b):
                assert check_received(c.received, c.seat, replay) == len(actions) + 1
            lobby = [m for m in a.received if m["type"] == "lobby"][-1]
            assert [s["kind"] for s in lobby["seats"]] == ["person", "bot", "person", "bot"]

    asyncio.run(main())


def test_the_checks_catch_a_leak(tmp_path: Path) -> None:
    """The message checks fail on a message that names a card its seat has not seen."""

    async def main() -> tuple[list[dict[str, object]], Replay]:
        async with running(tmp_path) as (server, url):
            a = await Client.connect(url)
            seats = [{"kind": "person"}] + [{"kind": "bot", "level": "random"}] * 3
            room = (await a.create(settings("silver", 1), seats))["room"]
            await asyncio.wait_for(play_person(a, 2), timeout=60)
            game, actions = server.rooms[room].game, server.rooms[room].actions
            return a.received, Replay(game.state.config, game.start["seed"], actions)

    received, replay = asyncio.run(main())
    assert check_received(received, 0, replay) > 0
    first = next(m for m in received if m["type"] == "state")
    s = replay.states[first["seq"]]
    hidden = next(c for c in s.villages[1] if not s.up[c] and not s.known[c] & 1)
    leaky = copy.deepcopy(first)
    leaky["view"]["villages"][1][s.villages[1].index(hidden)]["type"] = s.type_id(hidden)
    with pytest.raises(AssertionError):
        check_received([leaky], 0, replay)
    chatty = copy.deepcopy(first)
    chatty["events"] = [{"kind": "card.viewed", "seat": 1, "at": "village:1:0", "type": s.type_id(hidden)}]
    with pytest.raises(AssertionError):
        check_received([chatty], 0, replay)
