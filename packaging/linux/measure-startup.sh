#!/usr/bin/env bash
# Time from launch to the app's first window on screen, measured from outside the app: under a virtual X
# server (Xvfb), start COMMAND and poll every 10 ms until a visible (mapped) window titled "Silver Desktop"
# exists, then close the app. Each run gets a fresh, empty settings folder, as on first start.
#
#     packaging/linux/measure-startup.sh [--runs N] [--limit SECONDS] COMMAND [ARGS...]
#
# Prints each run's time and the median (N runs, default 5); exits 1 if the median is over --limit
# (default: no limit). Needs Xvfb and xdotool (apt-get install xvfb xdotool).
set -euo pipefail

runs=5
limit=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --limit) limit="$2"; shift 2 ;;
        *) break ;;
    esac
done
if [ $# -eq 0 ]; then
    echo "usage: $0 [--runs N] [--limit SECONDS] COMMAND [ARGS...]" >&2
    exit 2
fi

TMP="$(mktemp -d)"
app_pid=""
xvfb_pid=""
cleanup() {
    if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; fi
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    rm -rf "$TMP"
}
trap cleanup EXIT

# A virtual screen on the first free display number (Xvfb writes the number it took to fd 3).
Xvfb -displayfd 3 -screen 0 1440x900x24 -nolisten tcp -noreset 3>"$TMP/display" 2>"$TMP/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$TMP/display" ] && break; sleep 0.05; done
DISPLAY=":$(head -n 1 "$TMP/display")"
export DISPLAY
unset WAYLAND_DISPLAY QT_QPA_PLATFORM
export QT_QPA_PLATFORM=xcb

times=()
for run in $(seq "$runs"); do
    export SILVER_DESKTOP_HOME="$TMP/home-$run"
    start="$(date +%s%N)"
    "$@" >"$TMP/app-$run.log" 2>&1 &
    app_pid=$!
    # Up to 60 s for the window; stop early if the app dies.
    window=""
    for _ in $(seq 6000); do
        window="$(xdotool search --onlyvisible --name 'Silver Desktop' 2>/dev/null | head -n 1 || true)"
        [ -n "$window" ] && break
        kill -0 "$app_pid" 2>/dev/null || break
        sleep 0.01
    done
    end="$(date +%s%N)"
    if [ -z "$window" ]; then
        echo "run $run: no window appeared; the app said:" >&2
        cat "$TMP/app-$run.log" >&2
        exit 1
    fi
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    seconds="$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", (e - s) / 1e9 }')"
    echo "run $run: first window after $seconds s"
    times+=("$seconds")
done

median="$(printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }')"
echo "median of $runs runs: $median s"
if [ -n "$limit" ] && awk -v m="$median" -v l="$limit" 'BEGIN { exit !(m > l) }'; then
    echo "error: the median start-up time $median s is over the limit of $limit s" >&2
    exit 1
fi
