"""A stand-in for ``python -m silver_desktop.net.embedded`` until that module exists on this branch: it
runs a plain ``silver-server`` on a free loopback port, prints the embedded server's one JSON line (with
its own and the server's process ids, for the tests), and stops the server when its input ends, as the
embedded server does.

python tests/ui/fake_embedded.py --db PATH [--advertise] [--away S] [--name NAME]
                                  [--garbage] [--cannot-listen]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True)
    parser.add_argument("--advertise", action="store_true")
    parser.add_argument("--away", default="60")
    parser.add_argument("--name", default="")
    parser.add_argument("--garbage", action="store_true", help="print a line that is not the JSON one")
    parser.add_argument("--cannot-listen", action="store_true", help="say so, as the embedded server does")
    args = parser.parse_args()
    if args.garbage:
        print("this is not JSON", flush=True)
        sys.stdin.read()
        return 0
    if args.cannot_listen:
        print(json.dumps({"error": "[Errno 98] address already in use"}), flush=True)
        return 2
    cmd = [sys.executable, "-m", "silver_desktop.net.server", "--port", "0", "--db", args.db,
           "--bot-delay", "0", "--rate", "10000", "--away", args.away]  # fmt: skip
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    port = int(line.rsplit(":", 1)[1])
    ready = {"port": port, "addresses": ["192.0.2.7", "127.0.0.1"], "pid": os.getpid(), "server": server.pid}
    print(json.dumps(ready), flush=True)
    sys.stdin.read()  # until the app closes our input
    server.terminate()
    server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
