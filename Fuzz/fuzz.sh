#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer) and runs them.
#
#   bash Fuzz/fuzz.sh [target|all] [seconds per target]    (defaults: all, 12)
#
# Targets: layout shyBars tabs refresh physics page scroller. The engine's sources and Fuzz/Sources/*.swift are
# compiled together once into .build-fuzz/fuzz; .build-fuzz/<target> links to it (the name picks the
# target). Each run starts from a copy of the committed seeds in Fuzz/corpus/<target>, so the
# repository is not changed; a finding is written to .build-fuzz/findings/<target>/ and fails the
# run (exit 1). Reproduce one with `.build-fuzz/<target> <file>`.
# PHK_FUZZ_SKIP=promise,prefixes skips checks by name (never in CI); PHK_FUZZ_FLAGS adds libFuzzer flags.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swiftc ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

ALL=(layout shyBars tabs refresh physics page scroller)
target="${1:-all}"
seconds="${2:-12}"
if [ "$target" = all ]; then targets=("${ALL[@]}"); else targets=("$target"); fi
for t in "${targets[@]}"; do
    [[ " ${ALL[*]} " == *" $t "* ]] || { echo "fuzz: unknown target '$t' (one of: ${ALL[*]}, all)" >&2; exit 2; }
done

out=${PHK_FUZZ_OUT:-.build-fuzz}
export SWIFT_BACKTRACE=enable=no   # the Swift backtracer and AddressSanitizer fight over a crash
mkdir -p "$out"
# PHK_FUZZ_ENGINE=<dir> builds against another copy of the engine (a directory holding
# Sources/ProfileHeaderCore, e.g. from `git archive <commit> Sources/ProfileHeaderCore | tar -x -C <dir>`).
engine="${PHK_FUZZ_ENGINE:-.}/Sources/ProfileHeaderCore"
sources=$(find "$engine" -name '*.swift' | sort; ls Fuzz/Sources/*.swift)
stamp=$(cat $sources | cksum | cut -d' ' -f1)
if [ ! -x "$out/fuzz" ] || [ "$(cat "$out/fuzz.stamp" 2>/dev/null)" != "$stamp" ]; then
    echo "== fuzz: building (swiftc -sanitize=fuzzer,address -O, engine + targets in one module)"
    start=$SECONDS
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ProfileHeaderFuzz \
        $sources -o "$out/fuzz.tmp" 2> >(grep -v 'ld.gold: warning: Cannot export local symbol' >&2)
    mv "$out/fuzz.tmp" "$out/fuzz"
    echo "$stamp" > "$out/fuzz.stamp"
    echo "== fuzz: built in $((SECONDS - start)) s"
fi
for t in "${ALL[@]}"; do ln -sf fuzz "$out/$t"; done

failed=()
for t in "${targets[@]}"; do
    work=$(mktemp -d)
    mkdir -p "$work/corpus" "$out/findings/$t"
    if [ -d "Fuzz/corpus/$t" ]; then cp Fuzz/corpus/"$t"/* "$work/corpus/" 2>/dev/null || true; fi
    echo "== fuzz: $t for $seconds s"
    set +e
    # shellcheck disable=SC2086
    "$out/$t" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
        -artifact_prefix="$out/findings/$t/" ${PHK_FUZZ_FLAGS:-} "$work/corpus" > "$work/log" 2>&1
    status=$?
    set -e
    grep -a -E '^#[0-9]+[[:space:]]+(DONE|INITED)|^Done|PROMISE BROKEN|ERROR: |SUMMARY|Test unit written' "$work/log" | cut -c1-2000 | head -20 || true
    if [ $status -ne 0 ]; then
        echo "== fuzz: $t FOUND A PROBLEM (exit $status); the input is in $out/findings/$t/ — reproduce with $out/$t <file>" >&2
        tail -40 "$work/log" >&2
        failed+=("$t")
    fi
    # PHK_FUZZ_KEEP=<dir> keeps each target's grown corpus in <dir>/<target> (to refresh the seeds).
    if [ -n "${PHK_FUZZ_KEEP:-}" ]; then mkdir -p "$PHK_FUZZ_KEEP/$t"; cp "$work/corpus/"* "$PHK_FUZZ_KEEP/$t/" 2>/dev/null || true; fi
    rm -rf "$work"
done
if [ ${#failed[@]} -ne 0 ]; then echo "== fuzz: findings in: ${failed[*]}" >&2; exit 1; fi
echo "== fuzz: no findings (${targets[*]}, $seconds s each)"
