#!/usr/bin/env bash
# Rewrites the README's picture, docs/filmstrip.png, from the browser test that screenshots the
# playground's key moments (the tests themselves write theirs under .build/browser-artifacts).
#   bash Playground/scripts/filmstrip.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
PLAYGROUND_FILMSTRIP="$root/docs/filmstrip.png" bash "$root/Playground/scripts/browser-tests.sh" -k test_filmstrip
echo "filmstrip: $root/docs/filmstrip.png rewritten; look at it before committing it"
