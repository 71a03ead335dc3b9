#!/usr/bin/env bash
# Benchmarks showgraph: builds Release with the Google Benchmark suite, generates the
# synthetic corpora when missing, runs the per-stage suite, then times the CLI end to
# end on the corpora against a plain `cat` of the same files, and prints a summary.
#
#   scripts/bench.sh                 # everything (200 MiB corpora, a few minutes)
#   scripts/bench.sh --quick         # 20 MiB corpora, short benchmark runs
#   scripts/bench.sh --no-gbench     # end-to-end timings only
#   scripts/bench.sh --no-e2e        # Google Benchmark suite only
#   scripts/bench.sh --perf          # also sample the CLI with perf and list hotspots
#   scripts/bench.sh --callgrind     # also count instructions per stage (valgrind; exact and
#                                    # immune to other load on the machine, unlike timings)
#   scripts/bench.sh --peers         # also time wink-nlp and compromise (npm, bench/peers/) on the
#                                    # first SG_PEERS_MB of the text corpus, beside showgraph
#
# Environment (defaults in brackets):
#   SG_BENCH_BUILD   build directory [<repo>/build-bench]; never build/, which others use
#   SG_CORPUS_MB     size of each corpus in MiB [200; 20 with --quick]
#   SG_CORPUS_SEED   corpus seed [1]
#   SG_CORPUS_TXT    plain-text corpus directory [/tmp/sg_corpus_txt]
#   SG_CORPUS_HTML   HTML corpus directory [/tmp/sg_corpus_html]
#   SG_BENCH_OUT     logs, timings and benchmark JSON [/tmp/sg_bench]
#   SG_E2E_RUNS      end-to-end runs per corpus; the fastest is reported [2]
#   SG_GBENCH_REPS   Google Benchmark repetitions; the median is reported [3]
#   SG_GBENCH_ARGS   extra arguments for showgraph_bench (e.g. --benchmark_filter=Extract)
#   SG_PEERS_MB      MiB of the text corpus the peers read [2; compromise reads ~0.05 MB/s]
#
# Units: MiB = 2^20 bytes; throughput is input bytes / wall-clock seconds, one thread.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${SG_BENCH_BUILD:-$ROOT/build-bench}
SEED=${SG_CORPUS_SEED:-1}
TXT_DIR=${SG_CORPUS_TXT:-/tmp/sg_corpus_txt}
HTML_DIR=${SG_CORPUS_HTML:-/tmp/sg_corpus_html}
OUT=${SG_BENCH_OUT:-/tmp/sg_bench}
RUNS=${SG_E2E_RUNS:-2}
REPS=${SG_GBENCH_REPS:-3}
QUICK=0 GBENCH=1 E2E=1 PERF=0 CALLGRIND=0 PEERS=0
for arg in "$@"; do
  case $arg in
    --quick) QUICK=1 ;;
    --no-gbench) GBENCH=0 ;;
    --no-e2e) E2E=0 ;;
    --perf) PERF=1 ;;
    --callgrind) CALLGRIND=1 ;;
    --peers) PEERS=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench.sh: unknown argument $arg (try --help)" >&2; exit 2 ;;
  esac
done
if [[ $QUICK == 1 ]]; then
  MB=${SG_CORPUS_MB:-20}; MIN_TIME=0.2; REPS=${SG_GBENCH_REPS:-1}
  # Quick corpora get their own directories unless told otherwise.
  TXT_DIR=${SG_CORPUS_TXT:-/tmp/sg_corpus_txt_quick}; HTML_DIR=${SG_CORPUS_HTML:-/tmp/sg_corpus_html_quick}
else
  MB=${SG_CORPUS_MB:-200}; MIN_TIME=0.5
fi
mkdir -p "$OUT"
log() { printf '\n== %s\n' "$*" >&2; }
LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)

# ---------------------------------------------------------------- build
# Others may be editing src/ while this runs: a failed build is retried after a pause.
log "building Release in $BUILD"
build_ok=0
for attempt in 1 2 3; do
  if cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DSHOWGRAPH_BUILD_BENCH=ON \
         -DSHOWGRAPH_BUILD_TESTS=OFF >"$OUT/cmake.log" 2>&1 &&
     cmake --build "$BUILD" -j"$(nproc)" --target showgraph showgraph_bench showgraph_gen_corpus showgraph_ingest \
         >"$OUT/build.log" 2>&1; then
    build_ok=1; break
  fi
  echo "bench.sh: build attempt $attempt failed (see $OUT/build.log); retrying in 60 s" >&2
  grep -E 'error' "$OUT/build.log" | head -5 >&2 || true
  [[ $attempt == 3 ]] || sleep 60
done
[[ $build_ok == 1 ]] || { echo "bench.sh: build failed" >&2; exit 1; }
SHOWGRAPH=$BUILD/showgraph
GEN=$BUILD/showgraph_gen_corpus
git -C "$ROOT" rev-parse --short HEAD >"$OUT/commit" 2>/dev/null || echo unknown >"$OUT/commit"
DIRTY=$(git -C "$ROOT" status --porcelain -- src include 2>/dev/null | wc -l || echo 0)

# ---------------------------------------------------------------- corpora
# A corpus is reused when its stamp records the same format, size and seed.
ensure_corpus() {  # DIR FORMAT
  local dir=$1 format=$2 stamp=$1/.sg_corpus
  if [[ -f $stamp ]] && grep -qx "format=$format" "$stamp" && grep -qx "seed=$SEED" "$stamp" &&
     awk -F= -v mb="$MB" '$1=="mb" && $2+0==mb+0 {ok=1} END {exit !ok}' "$stamp"; then
    log "corpus $dir is up to date ($(grep '^files=' "$stamp"))"
    return
  fi
  if [[ -e $dir ]]; then
    # Only ever delete a directory this script generated (it has the stamp) or an empty one.
    if [[ -f $stamp ]] || [[ -z $(ls -A "$dir") ]]; then
      rm -rf -- "$dir"
    else
      echo "bench.sh: $dir exists and is not a generated corpus; remove it or set SG_CORPUS_*" >&2
      exit 1
    fi
  fi
  log "generating $MB MiB of $format into $dir (seed $SEED)"
  "$GEN" --out "$dir" --mb "$MB" --format "$format" --seed "$SEED"
}
if [[ $E2E == 1 || $PERF == 1 || $CALLGRIND == 1 ]]; then
  ensure_corpus "$TXT_DIR" txt
  ensure_corpus "$HTML_DIR" html
fi

# ---------------------------------------------------------------- Google Benchmark
if [[ $GBENCH == 1 ]]; then
  log "Google Benchmark suite (min time ${MIN_TIME}s per benchmark, $REPS repetitions)"
  agg=()
  [[ $REPS -gt 1 ]] && agg=(--benchmark_repetitions="$REPS" --benchmark_report_aggregates_only=true)
  # shellcheck disable=SC2086
  "$BUILD/showgraph_bench" --benchmark_min_time="$MIN_TIME" "${agg[@]}" --benchmark_out="$OUT/gbench.json" \
      --benchmark_out_format=json ${SG_GBENCH_ARGS:-} | tee "$OUT/gbench.txt"
fi

# ---------------------------------------------------------------- end to end
now() { date +%s.%N; }
corpus_bytes() { find "$1" -type f ! -name '.*' -printf '%s\n' | awk '{s+=$1} END {printf "%d", s}'; }
corpus_files() { find "$1" -type f ! -name '.*' | wc -l; }

# Runs a command under /usr/bin/time -v; stdout to /dev/null. Sets WALL (s), RSS_KB, USER_S, SYS_S.
timed() {  # LABEL CMD...
  local label=$1; shift
  local tf=$OUT/$label.time t0 t1
  t0=$(now)
  /usr/bin/time -v -o "$tf" "$@" >/dev/null 2>"$OUT/$label.stderr" || {
    echo "bench.sh: $label failed (exit $?); see $OUT/$label.stderr" >&2; }
  t1=$(now)
  WALL=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')
  RSS_KB=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tf")
  USER_S=$(awk -F': ' '/User time/ {print $2}' "$tf")
  SYS_S=$(awk -F': ' '/System time/ {print $2}' "$tf")
}

declare -A R
run_e2e() {  # NAME DIR
  local name=$1 dir=$2 bytes files best=""
  bytes=$(corpus_bytes "$dir"); files=$(corpus_files "$dir")
  log "end to end: $name ($files files, $(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1048576}') MiB)"
  # Plain pass first: also warms the page cache so both runs read from memory.
  timed "cat_$name" sh -c "find '$dir' -type f ! -name '.*' -print0 | xargs -0 cat"
  timed "cat_$name" sh -c "find '$dir' -type f ! -name '.*' -print0 | xargs -0 cat"
  R[$name,cat_wall]=$WALL
  local i ibest=""
  # Ingest alone: the same reading as extract (InputSet), no extraction.
  for ((i = 1; i <= RUNS; i++)); do
    timed "ingest_$name" "$BUILD/showgraph_ingest" "$dir"
    if [[ -z $ibest ]] || awk -v a="$WALL" -v b="$ibest" 'BEGIN {exit !(a < b)}'; then
      ibest=$WALL; R[$name,ingest_rss]=$RSS_KB; R[$name,ingest_cpu]=$(awk -v u="$USER_S" -v s="$SYS_S" 'BEGIN {print u + s}')
    fi
  done
  R[$name,ingest_wall]=$ibest
  echo "  ingest only: ${ibest}s wall; $(tail -1 "$OUT/ingest_$name.stderr")" >&2
  for ((i = 1; i <= RUNS; i++)); do
    timed "extract_$name" "$SHOWGRAPH" extract -j 1 "$dir"
    echo "  run $i: ${WALL}s wall, user ${USER_S}s, sys ${SYS_S}s, max RSS ${RSS_KB} KiB" >&2
    if [[ -z $best ]] || awk -v a="$WALL" -v b="$best" 'BEGIN {exit !(a < b)}'; then
      best=$WALL; R[$name,rss]=$RSS_KB; R[$name,user]=$USER_S; R[$name,sys]=$SYS_S
      R[$name,cpu]=$(awk -v u="$USER_S" -v s="$SYS_S" 'BEGIN {print u + s}')
    fi
  done
  tail -1 "$OUT/extract_$name.stderr" >&2
  # The five core kinds only (issue 3's work, cast, crew, airing, quote): the story pass
  # is left out.
  local cbest=""
  for ((i = 1; i <= RUNS; i++)); do
    timed "extract_core_$name" "$SHOWGRAPH" extract -j 1 --kinds work,cast,crew,airing,quote "$dir"
    if [[ -z $cbest ]] || awk -v a="$WALL" -v b="$cbest" 'BEGIN {exit !(a < b)}'; then cbest=$WALL; fi
  done
  R[$name,wall_core]=$cbest
  echo "  core kinds only (--kinds work,cast,crew,airing,quote): best ${cbest}s wall" >&2
  # Every core (-j 0): the same output, in the same order.
  timed "extract_all_$name" "$SHOWGRAPH" extract -j 0 "$dir"
  R[$name,wall_all]=$WALL; R[$name,rss_all]=$RSS_KB
  echo "  all $(nproc) cores: ${WALL}s wall, max RSS ${RSS_KB} KiB" >&2
  R[$name,wall]=$best; R[$name,bytes]=$bytes; R[$name,files]=$files
  R[$name,summary]=$(tail -1 "$OUT/extract_$name.stderr")
}
if [[ $E2E == 1 ]]; then
  run_e2e txt "$TXT_DIR"
  run_e2e html "$HTML_DIR"
fi

# ---------------------------------------------------------------- peers (optional)
# The libraries a user might pick instead, on the same files in the same run.
if [[ $PEERS == 1 ]]; then
  PEERS_DIR=$ROOT/bench/peers
  if [[ ! -d $PEERS_DIR/node_modules ]]; then
    log "installing the peers from npm (bench/peers/package-lock.json)"
    (cd "$PEERS_DIR" && npm ci --no-audit --no-fund >"$OUT/npm.log" 2>&1) || { echo "bench.sh: npm ci failed, see $OUT/npm.log" >&2; exit 1; }
  fi
  ensure_corpus "$TXT_DIR" txt
  PEERS_MB=${SG_PEERS_MB:-2}
  find "$TXT_DIR" -type f ! -name '.*' -printf '%s %p\n' | sort -k2 |
    awk -v limit="$((PEERS_MB * 1048576))" 'sum < limit { sum += $1; print $2 }' >"$OUT/peers_files.txt"
  log "peers: $(wc -l <"$OUT/peers_files.txt") files of $TXT_DIR (~${PEERS_MB} MiB)"
  mapfile -t peer_files <"$OUT/peers_files.txt"
  # The peers are timed after their models load; so is showgraph: its start (lexicons,
  # measured on one file) is taken off.
  timed peers_startup "$SHOWGRAPH" extract -q -j 1 "${peer_files[0]}"
  startup=$WALL
  timed peers_showgraph "$SHOWGRAPH" extract -q -j 1 "${peer_files[@]}"
  R[peers,showgraph_wall]=$(awk -v w="$WALL" -v s="$startup" 'BEGIN {printf "%.3f", (w - s > 0.001 ? w - s : 0.001)}')
  R[peers,bytes]=$(cat "${peer_files[@]}" | wc -c)
  node "$PEERS_DIR/peers.js" "$OUT/peers_files.txt" | tee "$OUT/peers.txt" >&2
fi

# ---------------------------------------------------------------- profile (optional)
if [[ $PERF == 1 ]]; then
  if command -v perf >/dev/null; then
    log "perf: sampling showgraph extract on $TXT_DIR and $HTML_DIR (first 2000 files each)"
    for name in txt html; do
      dir=$TXT_DIR; [[ $name == html ]] && dir=$HTML_DIR
      mapfile -t files < <(find "$dir" -type f ! -name '.*' | sort | head -2000)
      perf record -F 2000 -g -o "$OUT/perf_$name.data" "$SHOWGRAPH" extract -q "${files[@]}" >/dev/null 2>"$OUT/perf_$name.log" || true
      perf report -i "$OUT/perf_$name.data" --no-children -g none --sort dso,symbol --stdio 2>/dev/null |
        grep -E '^ +[0-9]' | cut -c1-110 | sed 's/ *$//' | head -25 | tee "$OUT/perf_$name.top" >&2 || true
    done
  else
    echo "bench.sh: perf not found; try: valgrind --tool=callgrind $SHOWGRAPH extract <small corpus>" >&2
  fi
fi

# ---------------------------------------------------------------- instruction counts (optional)
# Instructions per input byte for each stage, on the first files of each corpus. Exact
# and repeatable, so small changes show even on a busy machine; ~1 minute.
if [[ $CALLGRIND == 1 ]]; then
  if command -v valgrind >/dev/null; then
    for name in txt html; do
      dir=$TXT_DIR n=300; [[ $name == html ]] && dir=$HTML_DIR n=150
      mapfile -t files < <(find "$dir" -type f ! -name '.*' | sort | head -$n)
      bytes=$(cat "${files[@]}" | wc -c)
      log "callgrind: showgraph extract on $n $name files ($bytes bytes)"
      valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind_$name.out" \
          "$SHOWGRAPH" extract -q "${files[@]}" >/dev/null 2>"$OUT/callgrind_$name.log"
      callgrind_annotate --inclusive=yes "$OUT/callgrind_$name.out" >"$OUT/callgrind_$name.txt" 2>/dev/null
      python3 - "$OUT/callgrind_$name.txt" "$bytes" "$name" <<'EOF' | tee "$OUT/callgrind_$name.stages" >&2
import re, sys
path, nbytes, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = []
for line in open(path, errors="replace"):
    m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)", line)
    if m: rows.append((int(m.group(1).replace(",", "")), m.group(2)))
total = max((n for n, _ in rows), default=1)
def ir(pattern):
    return max((n for n, f in rows if pattern in f), default=0)
stages = [("whole run", "PROGRAM TOTALS"), ("startup: Lexicon", "showgraph::Lexicon::Lexicon()"),
          ("ingest: InputSet::Next", "showgraph::InputSet::Next"), ("  HtmlToText", "showgraph::ingest::HtmlToText"),
          ("    gumbo parse", "gumbo_parse_with_options"), ("  FillMetaFromText", "showgraph::ingest::FillMetaFromText"),
          ("Extractor::Extract", "showgraph::Extractor::Extract("), ("  Annotate", "showgraph::Annotate("),
          ("    Tokenize", "showgraph::Tokenize("), ("    FindQuotations", "showgraph::FindQuotations("),
          ("    SplitParagraphs", "showgraph::SplitParagraphs("), ("  DocContext", "showgraph::extract::DocContext::DocContext("),
          ("  FindNetworks", "showgraph::extract::FindNetworks("), ("  FindWorks", "showgraph::extract::FindWorks("),
          ("  FindNames", "showgraph::extract::FindNames("), ("  FindSeasonContext", "showgraph::extract::FindSeasonContext("),
          ("  ExtractWorks", "showgraph::extract::ExtractWorks("), ("  ExtractCrew", "showgraph::extract::ExtractCrew("),
          ("  ExtractCast", "showgraph::extract::ExtractCast("), ("  ExtractAirings", "showgraph::extract::ExtractAirings("),
          ("  ExtractStory", "showgraph::extract::ExtractStory("), ("  ExtractQuotes", "showgraph::extract::ExtractQuotes("),
          ("AppendDocumentJson", "showgraph::AppendDocumentJson(")]
print(f"  {name}: instructions (Ir) per input byte, and share of the whole run")
for label, pat in stages:
    n = total if pat == "PROGRAM TOTALS" else ir(pat)
    if n: print(f"    {label:<28} {n / nbytes:8.1f} Ir/B  {100 * n / total:5.1f}%")
EOF
    done
  else
    echo "bench.sh: valgrind not found" >&2
  fi
fi

# ---------------------------------------------------------------- summary
mib() { awk -v b="$1" 'BEGIN {printf "%.1f", b / 1048576}'; }
rate() { awk -v b="$1" -v s="$2" 'BEGIN {if (s > 0) printf "%.1f", b / 1048576 / s; else print "inf"}'; }

echo
echo "==================== showgraph benchmark summary ===================="
echo "commit $(cat "$OUT/commit")$([[ ${DIRTY:-0} -gt 0 ]] && echo " (+$DIRTY modified files under src/ include/)"), Release, 1 thread, $(nproc) cores"
echo "units: MiB = 2^20 bytes; MiB/s = input bytes / seconds; load average $LOAD_START at start, $(cut -d' ' -f1-3 /proc/loadavg) at end"
if [[ $GBENCH == 1 && -s $OUT/gbench.json ]]; then
  echo
  echo "Per stage (Google Benchmark, in-memory generated articles, median of $REPS; CPU time; see bench/README.md)"
  python3 - "$OUT/gbench.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"  {'benchmark':<28} {'MiB/s':>9} {'docs/s':>9} {'ms/iter':>9}")
rows = [b for b in d["benchmarks"] if b.get("aggregate_name") == "median"]
if not rows:
    rows = [b for b in d["benchmarks"] if b.get("run_type") != "aggregate"]
for b in rows:
    bps = b.get("bytes_per_second", 0) / 1048576
    ips = b.get("items_per_second", 0)
    t = b["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1e3}[b.get("time_unit", "ns")]
    print(f"  {b['run_name']:<28} {bps:>9.1f} {ips:>9.0f} {t:>9.2f}")
EOF
fi
if [[ $CALLGRIND == 1 ]]; then
  echo
  echo "Instruction counts per stage (callgrind, first files of each corpus)"
  cat "$OUT"/callgrind_{txt,html}.stages 2>/dev/null || true
fi
if [[ $E2E == 1 ]]; then
  echo
  echo "End to end: showgraph extract DIR > /dev/null (page cache warm), vs cat of the same files"
  echo "(best of $RUNS by wall time; MiB/s by wall and by CPU (user+sys) time, which other load disturbs less;"
  echo " ingest = showgraph_ingest: the same InputSet reading as extract, no extraction)"
  printf '  %-6s %6s %6s | %7s %6s %6s %7s %9s | %7s %6s %6s %9s | %7s %8s\n' "" "" "" \
    "extract" "" "" "" "" "ingest" "" "" "" "cat" ""
  printf '  %-6s %6s %6s | %7s %6s %6s %7s %9s | %7s %6s %6s %9s | %7s %8s\n' corpus files MiB \
    "wall s" "MiB/s" "cpu" "docs/s" "peak RSS" "wall s" "MiB/s" "cpu" "peak RSS" "MiB/s" "extr/cat"
  for name in txt html; do
    b=${R[$name,bytes]}; w=${R[$name,wall]}; cw=${R[$name,cat_wall]}; iw=${R[$name,ingest_wall]}
    printf '  %-6s %6d %6s | %7.2f %6s %6s %7.0f %5.1f MiB | %7.2f %6s %6s %5.1f MiB | %7s %7.0fx\n' "$name" \
      "${R[$name,files]}" "$(mib "$b")" \
      "$w" "$(rate "$b" "$w")" "$(rate "$b" "${R[$name,cpu]}")" "$(awk -v n="${R[$name,files]}" -v s="$w" 'BEGIN {print n / s}')" \
      "$(awk -v k="${R[$name,rss]}" 'BEGIN {print k / 1024}')" \
      "$iw" "$(rate "$b" "$iw")" "$(rate "$b" "${R[$name,ingest_cpu]}")" "$(awk -v k="${R[$name,ingest_rss]}" 'BEGIN {print k / 1024}')" \
      "$(rate "$b" "$cw")" "$(awk -v a="$w" -v c="$cw" 'BEGIN {print (c > 0 ? a / c : 0)}')"
  done
  for name in txt html; do echo "  $name: user ${R[$name,user]}s sys ${R[$name,sys]}s; ${R[$name,summary]}"; done
  for name in txt html; do
    echo "  $name, one thread, core kinds only (--kinds work,cast,crew,airing,quote): ${R[$name,wall_core]}s wall," \
      "$(rate "${R[$name,bytes]}" "${R[$name,wall_core]}") MiB/s"
  done
  for name in txt html; do
    echo "  $name on all $(nproc) cores (-j 0): ${R[$name,wall_all]}s wall, $(rate "${R[$name,bytes]}" "${R[$name,wall_all]}") MiB/s," \
      "$(awk -v a="${R[$name,wall]}" -v b="${R[$name,wall_all]}" 'BEGIN {printf "%.2f", a / b}')x one thread," \
      "peak RSS $(awk -v k="${R[$name,rss_all]}" 'BEGIN {print k / 1024}') MiB"
  done
fi
if [[ $PEERS == 1 && -s $OUT/peers.txt ]]; then
  echo
  echo "Peers on the same $(wc -l <"$OUT/peers_files.txt") files ($(mib "${R[peers,bytes]}") MiB), one thread each:"
  sg_rate=$(rate "${R[peers,bytes]}" "${R[peers,showgraph_wall]}")
  echo "  showgraph extract -j 1     ${R[peers,showgraph_wall]}s  $sg_rate MiB/s  (every fact kind; start-up excluded, as for the peers)"
  while read -r peer bytes secs _ items; do
    printf '  %-26s %ss  %s MiB/s  showgraph is %.0fx faster (%s items)\n' "$peer" "$secs" "$(rate "$bytes" "$secs")" \
      "$(awk -v a="$secs" -v b="${R[peers,showgraph_wall]}" 'BEGIN {print a / b}')" "$items"
  done <"$OUT/peers.txt"
fi
echo
echo "files: $OUT (gbench.json, gbench.txt, *.time, *.stderr$([[ $PERF == 1 ]] && echo ', perf_*.top')$([[ $CALLGRIND == 1 ]] && echo ', callgrind_*'))"
