"""The server's container recipe (packaging/server/Containerfile), read and checked without a container
engine: its base, user, port, volume, entry point and files, its dependency list, and its health check
run against a real ``silver-server``."""

from __future__ import annotations

import json
import re
import shlex
import socket
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RECIPE = ROOT / "packaging" / "server" / "Containerfile"


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) in order, continuation lines joined, comments left out."""
    text = re.sub(r"\\\n", " ", RECIPE.read_text(encoding="utf-8"))
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def one(name: str) -> str:
    found = [args for word, args in instructions() if word == name]
    assert len(found) == 1, (name, found)
    return found[0]


def _python_code(command: str) -> str:
    words = shlex.split(command)
    return words[words.index("-c") + 1]


def test_base_user_port_volume_and_entry_point() -> None:
    assert one("FROM") == "python:3.11-slim"
    user = one("USER")
    assert user not in ("root", "0") and f"useradd --create-home --uid 10001 {user}" in RECIPE.read_text()
    assert one("EXPOSE") == "8765"
    assert one("VOLUME") == "/data"
    entry = json.loads(one("ENTRYPOINT"))
    assert entry == ["silver-server", "--host", "0.0.0.0", "--db", "/data/rooms.sqlite3"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["silver-server"] == "silver_desktop.net.server:main"
    # the user owns the volume it writes the database to, and runs the server (after USER)
    words = [w for w, _ in instructions()]
    assert words.index("USER") < words.index("ENTRYPOINT")
    assert "chown silver:silver /data" in RECIPE.read_text()


def test_the_files_it_copies_exist() -> None:
    for word, args in instructions():
        if word == "COPY":
            for source in args.split()[:-1]:
                assert (ROOT / source).exists(), source


def test_it_installs_the_server_without_qt_or_sound() -> None:
    run = next(args for word, args in instructions() if word == "RUN" and "tomllib" in args)
    code = _python_code(run.split(">")[0])
    got = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    names = {re.split(r"[=<>;\s]", line)[0].lower() for line in got.stdout.splitlines()}
    assert {"websockets", "zeroconf", "ifaddr", "uvloop", "attrs"} <= names
    assert not names & {"pyside6-essentials", "miniaudio"}
    assert "pip install --no-cache-dir --no-deps ." in run


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def test_the_health_check_pings_the_server(tmp_path: Path) -> None:
    code = _python_code(one("HEALTHCHECK").split(" CMD ", 1)[1])
    assert "ws://127.0.0.1:8765/" in code
    port = _free_port()
    check = [sys.executable, "-c", code.replace(":8765/", f":{port}/")]
    assert subprocess.run(check, capture_output=True, timeout=30).returncode != 0  # nothing listens yet
    cmd = [
        sys.executable,
        "-m",
        "silver_desktop.net.server",
        "--port",
        str(port),
        "--db",
        str(tmp_path / "r.db"),
    ]
    server = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert server.stdout is not None and "listening" in server.stdout.readline()
        assert subprocess.run(check, capture_output=True, timeout=30).returncode == 0
    finally:
        server.terminate()
        server.wait()
