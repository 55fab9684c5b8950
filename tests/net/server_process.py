"""``silver-server`` as a child process on a free loopback port, for the tests that need a real process
(the network tests, and the app's connection tests in tests/ui)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def server_process(db: Path, *args: str) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``silver-server`` on a free loopback port; yields the process and its URL."""
    cmd = [sys.executable, "-m", "silver_desktop.net.server", "--port", "0", "--db", str(db),
           "--bot-delay", "0", "--rate", "10000", *args]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert "listening on" in line, line
        yield proc, line.split("listening on ")[1].strip()
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 signed by itself (``openssl``), and its key, in ``folder``: for
    ``silver-server --cert CERT --key KEY``."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key
