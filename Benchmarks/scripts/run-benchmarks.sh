#!/usr/bin/env bash
# Runs the engine benchmarks and checks that nothing allocates per frame.
#   bash Benchmarks/scripts/run-benchmarks.sh           full run (about a minute)
#   BENCHMARK_SHORT=1 bash Benchmarks/scripts/run-benchmarks.sh   a few samples each (CI)
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --disable-sandbox benchmark --no-progress 2>&1 | python3 scripts/check-mallocs.py
