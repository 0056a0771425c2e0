#!/usr/bin/env bash
# Instructions per frame under valgrind --tool=callgrind: 1 000 000 frames of each workload, less
# an empty run's count, divided by the frames. Unlike time, this does not depend on machine load.
#   bash Benchmarks/scripts/instructions.sh [FRAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${1:-1000000}"
swift build -c release --product FrameLoop >/dev/null
loop="$(swift build -c release --show-bin-path)/FrameLoop"
count() {  # instructions for N frames of a workload
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$loop" "$1" "$2" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf "%-14s %14s\n" "workload" "instr/frame"
for workload in empty layout page shy spring tabs-1 tabs-10 tabs-100 tabs-1000 tabs-10000 keyframes-1 keyframes-10 keyframes-100; do
    base=$(count "$workload" 0)
    total=$(count "$workload" "$frames")
    awk -v w="$workload" -v t="$total" -v b="$base" -v f="$frames" 'BEGIN { printf "%-14s %14.1f\n", w, (t - b) / f }'
done
