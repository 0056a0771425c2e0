#!/usr/bin/env bash
# Builds the playground (server + profile.wasm and feed.wasm) and runs the browser tests in headless Chromium.
# Needs Debian's chromium (or CHROMIUM=/path/to/chrome) and, for Python, playwright, pytest and
# pillow; .ci/run installs them. Screenshots go to .build/browser-artifacts (the README's picture is
# rewritten only by Playground/scripts/filmstrip.sh).
set -euo pipefail
playground="$(cd "$(dirname "$0")/.." && pwd)"
python3 "$playground/scripts/boundary.py" --check  # the wasm boundary is generated from one declaration
swift build --package-path "$playground"
export PLAYGROUND_BINARY="$(swift build --package-path "$playground" --show-bin-path)/Playground"
cd "$playground/Tests/browser"
python3 -m pytest -v -p no:cacheprovider "$@"
