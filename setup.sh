#!/usr/bin/env bash
# Sets up showgraph on a fresh Debian 12 machine, builds it, and runs the main job on the
# bundled sample articles. Idempotent: packages already present are not reinstalled.
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages the build, the tests and the lexicons need.
PACKAGES=(build-essential cmake pkg-config libgumbo-dev libutf8proc-dev zlib1g-dev nlohmann-json3-dev
          libcli11-dev libmimalloc-dev libgtest-dev libgmock-dev libbenchmark-dev wamerican python3
          libsqlite3-dev sqlite3 python3-rdflib python3-networkx
          python3-dev pybind11-dev python3-dask python3-distributed
          libcpp-httplib-dev chromium wrk nodejs
          clang-14 clang libclang-rt-14-dev)  # sanitizers and libFuzzer (scripts/sanitize.sh, fuzz.sh)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# npm: Node's package manager, part of nodesource's nodejs but a package of its own in Debian.
if ! command -v npm >/dev/null 2>&1; then
  echo "setup: installing npm"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq npm >/dev/null
fi
# The web page's graph library (cytoscape) and the browser tests' driver (playwright-core),
# pinned by web/package-lock.json; served and run locally, never from a CDN.
if [ ! -d web/node_modules/cytoscape ] || [ ! -d web/node_modules/playwright-core ] ||
   [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
  echo "setup: npm ci in web/"
  (cd web && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DSHOWGRAPH_BUILD_TESTS=ON >/dev/null
cmake --build build -j"$(nproc)"

# The main job: extract the sample articles, show what was found, and score it.
echo
echo "== showgraph extract --evidence examples/articles (the first facts, with the text they stand on)"
build/showgraph extract --evidence -q examples/articles > build/examples.txt
head -n 40 build/examples.txt
echo "   ... all of it in build/examples.txt"
echo
build/showgraph extract examples/articles -o build/examples.jsonl
echo
echo "== showgraph eval examples/gold.jsonl build/examples.jsonl"
build/showgraph eval examples/gold.jsonl build/examples.jsonl
echo
echo "== showgraph ingest examples/articles --db build/showgraph.db"
build/showgraph ingest examples/articles --db build/showgraph.db
echo
echo "== showgraph show \"Hollow Creek\" --db build/showgraph.db"
build/showgraph show "Hollow Creek" --db build/showgraph.db
echo
echo "== the web page and the API: build/showgraph serve --db build/showgraph.db  (then open http://127.0.0.1:8080/)"
