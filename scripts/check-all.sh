#!/usr/bin/env bash
# Every check and test suite of the repository, in one command (what CI runs, after installing the
# tools): the engine's tests, the Embedded and no-libm builds, the Apple front ends against the
# transcribed declarations and, where there is one, a real iPhoneOS SDK, fuzzing, the documentation,
# the per-frame budgets, the benchmarks and the playground in headless Chromium. Any failure stops
# it. Needs Swift 6.3 and the tools scripts/tools.sh lists (valgrind, Binaryen's wasm-opt, Debian's
# chromium and zlib1g-dev, playwright, pytest, pillow): it installs the missing ones where it can
# (Debian, as root or with sudo), and otherwise says which are missing and the one line to get them.
#   bash scripts/check-all.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
command -v swift >/dev/null || { echo "check: no Swift toolchain on PATH (Swift 6.3: https://swift.org/install)" >&2; exit 1; }
if ! bash scripts/tools.sh check 2>/dev/null; then
    if command -v apt-get >/dev/null && { [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; }; then
        echo "== check: installing the missing tools (scripts/tools.sh install)"
        bash scripts/tools.sh install
    else
        bash scripts/tools.sh check || exit 1
    fi
fi

echo "== check: engine builds as Embedded Swift for wasm32"
bash scripts/check-embedded.sh

echo "== check: library builds with warnings as errors (Swift 6 language mode, strict concurrency)"
swift build -Xswiftc -warnings-as-errors
bash scripts/check-no-libm.sh

echo "== check: UIKit/SwiftUI front ends and the example app type-check against transcribed Apple SDK declarations"
bash scripts/check-apple-frontends.sh

echo "== check: every Swift snippet of README.md and the DocC articles type-checks"
python3 scripts/check-doc-snippets.py

echo "== check: nothing in the repository points outside it"
bash scripts/check-self-contained.sh

# The same code against a real iPhoneOS SDK, where the developer provides one (it is Apple's: never in
# the repository): IOS_SDK, and on Linux IOS_SWIFT_RESOURCE_DIR (scripts/check-ios-sdk.sh says what each holds).
if [ -n "${IOS_SDK:-}" ] || [ "$(uname)" = Darwin ]; then
    echo "== check: UIKit/SwiftUI front ends and the example app type-check against a real iPhoneOS SDK"
    bash scripts/check-ios-sdk.sh
else
    echo "== check: real iPhoneOS SDK check skipped: IOS_SDK is not set (see scripts/check-ios-sdk.sh)"
fi

echo "== check: the UIKit front end runs on the platform model (Tests/AppleModel) through its scenarios"
bash scripts/check-uikit-model.sh

echo "== check: the SwiftUI front end's decisions run on a model of SwiftUI's scroll views (Tests/SwiftUIScrollModel) through its scenarios"
bash scripts/check-swiftui-model.sh

echo "== check: the engine's tests"
swift test

echo "== check: fuzzing, every target for a bounded time; any finding fails (docs/testing.md: Fuzzing)"
bash Fuzz/fuzz.sh all 5

echo "== check: documentation builds with docc, warnings as errors"
bash scripts/build-docs.sh

echo "== check: per-frame cost within its budgets, and docs/performance.md's tables as measured"
python3 Benchmarks/scripts/performance.py --readme check

echo "== check: benchmarks, short mode: they build, run, and nothing allocates per frame"
BENCHMARK_SHORT=1 bash Benchmarks/scripts/run-benchmarks.sh

echo "== check: playground build and browser tests in headless Chromium"
chromium --version
bash Playground/scripts/browser-tests.sh

echo "== check: all green"
