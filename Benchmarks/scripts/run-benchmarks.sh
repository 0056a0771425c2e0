#!/usr/bin/env bash
# Runs the engine benchmarks (ordo-one/benchmark) and checks, with that package's own threshold check,
# that nothing allocates per frame: each benchmark's mallocs per 1 000-frame sample against its count
# in Benchmarks/Thresholds/ (see Benchmarks/EngineBenchmarks/EngineBenchmarks.swift).
#   bash Benchmarks/scripts/run-benchmarks.sh           full run (about a minute), then the check
#   BENCHMARK_SHORT=1 bash Benchmarks/scripts/run-benchmarks.sh   the check only, a few samples (CI)
# The stored counts are rewritten only on purpose, when a benchmark is added or its set-up changes:
#   cd Benchmarks && BENCHMARK_SHORT=1 swift package --disable-sandbox --allow-writing-to-package-directory benchmark thresholds update
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${BENCHMARK_SHORT:-}" ]; then
    swift package --disable-sandbox benchmark --no-progress
fi
# The check skips, without a word, a benchmark that has no stored count: every one must have one.
missing=()
while read -r name; do
    [ -f "Thresholds/EngineBenchmarks.$name.p90.json" ] || missing+=("$name")
done < <(BENCHMARK_SHORT=1 swift package --disable-sandbox benchmark list 2>/dev/null \
    | sed -n '/available benchmarks:/,$p' | tail -n +2 | grep -v '^$')
if [ "${#missing[@]}" -gt 0 ]; then
    echo "run-benchmarks: no stored malloc count in Benchmarks/Thresholds/ for: ${missing[*]}" >&2
    exit 1
fi
BENCHMARK_SHORT=1 swift package --disable-sandbox benchmark thresholds check --no-progress
echo "run-benchmarks: every benchmark's mallocs per sample as stored; nothing allocates per frame"
