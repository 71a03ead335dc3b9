#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with clang (AddressSanitizer and UBSan on) into
# build-fuzz and runs each one for a fixed time, starting from its seed corpus in
# fuzz/corpus/<target>/. Prints executions per second and total executions per target,
# and fails if any target crashes, leaks, times out or breaks an invariant.
#
#   scripts/fuzz.sh [SECONDS]          # every target, SECONDS each (default 60)
#   scripts/fuzz.sh SECONDS TARGET...  # only these targets
#   scripts/fuzz.sh --replay           # run every target once over its corpus and its
#                                      # regressions (tests/testdata/fuzz_regressions/)
#
# A crash leaves its input in build-fuzz/crashes/<target>/. Make it a regression test:
# copy it to tests/testdata/fuzz_regressions/<target>/ (the ordinary test suite replays
# that directory, FuzzRegressions.*), fix the code, and commit both.
set -euo pipefail
cd "$(dirname "$0")/.."
ALL_TARGETS=(html warc jsonl text datetime params)
BUILD=${SHOWGRAPH_FUZZ_BUILD:-build-fuzz}

replay=0
seconds=60
if [ "${1:-}" = "--replay" ]; then
  replay=1
  shift
elif [ $# -gt 0 ]; then
  seconds=$1
  shift
fi
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${ALL_TARGETS[@]}")

cmake -S . -B "$BUILD" -DCMAKE_CXX_COMPILER="${CXX_FUZZ:-clang++}" -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DSHOWGRAPH_FUZZ=ON \
  -DSHOWGRAPH_BUILD_TESTS=OFF -DSHOWGRAPH_BUILD_PYTHON=OFF >/dev/null
cmake --build "$BUILD" -j"$(nproc)" --target fuzz_targets

export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
failed=()
printf '%-10s %12s %14s  %s\n' target "execs/s" "total execs" result
for t in "${targets[@]}"; do
  exe="$BUILD/fuzz_$t"
  seeds="fuzz/corpus/$t"
  regressions="tests/testdata/fuzz_regressions/$t"
  log="$BUILD/logs/$t.log"
  mkdir -p "$BUILD/logs" "$BUILD/crashes/$t" "$BUILD/corpus/$t"
  [ $replay -eq 1 ] || rm -f "$BUILD/crashes/$t"/*  # what is there is this run's
  if [ $replay -eq 1 ]; then
    files=("$seeds"/*)
    [ -d "$regressions" ] && files+=($(find "$regressions" -type f ! -name '*.md'))
    if "$exe" -runs=1 "${files[@]}" >"$log" 2>&1; then result="ok (${#files[@]} files replayed)"
    else result="FAILED (see $log)"; failed+=("$t"); fi
    printf '%-10s %12s %14s  %s\n' "$t" - - "$result"
    continue
  fi
  # New inputs go to build-fuzz/corpus/<t>; the seeds in the repository stay as they are.
  # -timeout: one input running 10 s is a hang; -rss_limit_mb bounds memory. -seed: the
  # same mutations each run (SG_FUZZ_SEED=0 for a random one), so that a run that found
  # nothing in N seconds here finds nothing in CI's shorter run of the same code.
  set +e
  "$exe" -seed="${SG_FUZZ_SEED:-1}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$BUILD/crashes/$t/" "$BUILD/corpus/$t" "$seeds" >"$log" 2>&1
  rc=$?
  set -e
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  if [ $rc -eq 0 ]; then result=ok
  else
    result="CRASH (exit $rc): $(ls "$BUILD/crashes/$t" | head -1); log $log"
    failed+=("$t")
  fi
  printf '%-10s %12s %14s  %s\n' "$t" "${rate:-?}" "${execs:-?}" "$result"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: FAILED: ${failed[*]}" >&2
  for t in "${failed[@]}"; do
    echo "---- $t: the end of $BUILD/logs/$t.log" >&2
    tail -n 40 "$BUILD/logs/$t.log" >&2
  done
  exit 1
fi
echo "fuzz: every target passed"
