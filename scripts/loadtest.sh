#!/usr/bin/env bash
# Load test of `showgraph serve` on loopback with wrk (Debian): the sample articles are
# ingested into a fresh database, the server starts on a free port of 127.0.0.1, and wrk
# keeps 64 connections busy for 30 s on two API endpoints (a story bible and a graph as of
# a season, alternately). Prints p50/p99 latency, requests/s and errors; exits 1 on any
# error. Not part of the test suite (it takes about 35 s).
#   scripts/loadtest.sh [DURATION_SECONDS] [CONNECTIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-30}
CONNECTIONS=${2:-64}
command -v wrk >/dev/null || { echo "loadtest: wrk is not installed (./setup.sh installs it)" >&2; exit 2; }
[ -x build/showgraph ] || cmake --build build -j2 --target showgraph

tmp=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

build/showgraph ingest examples/articles --db "$tmp/load.db" -q
build/showgraph serve --db "$tmp/load.db" --port 0 -q > "$tmp/serve.out" 2> "$tmp/serve.err" &
server_pid=$!
port=""
for _ in $(seq 100); do
  port=$(sed -n 's|.*http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$tmp/serve.out")
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "loadtest: the server did not start: $(cat "$tmp/serve.err")" >&2; exit 1; }
base="http://127.0.0.1:$port"

cat > "$tmp/paths.lua" <<'LUA'
-- Alternates two endpoints: a story bible and a graph as of a season.
local paths = { "/api/work?name=Starling%20Heights", "/api/graph?work=Starling%20Heights&as_of_season=1" }
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
LUA

cmd="wrk -t2 -c$CONNECTIONS -d${DURATION}s --latency -s $tmp/paths.lua $base"
echo "loadtest: $cmd"
echo "loadtest: endpoints /api/work?name=Starling%20Heights and /api/graph?work=Starling%20Heights&as_of_season=1"
timeout $((DURATION + 30)) $cmd | tee "$tmp/wrk.txt"

p50=$(awk '$1 == "50%" {print $2}' "$tmp/wrk.txt")
p99=$(awk '$1 == "99%" {print $2}' "$tmp/wrk.txt")
rps=$(awk '$1 == "Requests/sec:" {print $2}' "$tmp/wrk.txt")
total=$(awk '/requests in/ {print $1}' "$tmp/wrk.txt")
socket_errors=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' "$tmp/wrk.txt")
non2xx=$(awk '/Non-2xx or 3xx responses/ {print $5}' "$tmp/wrk.txt")
errors=$(( ${socket_errors:-0} + ${non2xx:-0} ))
echo
echo "loadtest: $CONNECTIONS connections, ${DURATION}s: $total requests, p50 $p50, p99 $p99, $rps requests/s, $errors errors"
[ "$errors" -eq 0 ]
