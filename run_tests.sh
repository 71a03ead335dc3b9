#!/usr/bin/env bash
# Builds (if needed) and runs the whole test suite through CTest.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x build/showgraph ] || [ ! -f build/CTestTestfile.cmake ]; then
  ./setup.sh >/dev/null
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DSHOWGRAPH_BUILD_TESTS=ON >/dev/null
cmake --build build -j"$(nproc)"
ctest --test-dir build --output-on-failure -j"$(nproc)"
