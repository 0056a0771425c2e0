#!/usr/bin/env bash
# Nothing in the repository points outside it: no path into a folder beside the checkout, and no link
# to a place to download an SDK from other than Apple's and swift.org's own pages. And no `try!` in
# the documentation an app developer copies from (the README, docs/, the DocC articles).
#   bash scripts/check-self-contained.sh
set -euo pipefail
cd "$(dirname "$0")/.."
failed=0
if git grep -nI -e '\.\./shared' -- . ':!scripts/check-self-contained.sh'; then
    echo "check-self-contained: the lines above point into a folder beside the repository" >&2
    failed=1
fi
if git grep -nIiE 'https?://[^ )>"]*sdk' -- . ':!scripts/check-self-contained.sh' ':!*.resolved' \
    | grep -viE 'https?://(developer\.apple\.com|www\.swift\.org|swift\.org|docs\.swift\.org)'; then
    echo "check-self-contained: the lines above link to an SDK outside Apple's and swift.org's pages" >&2
    failed=1
fi
if git grep -nF 'try!' -- '*.md' ':!CHANGELOG.md' ':!docs/changes-in-detail.md'; then
    echo "check-self-contained: the lines above show a try! to app developers" >&2
    failed=1
fi
[ "$failed" -eq 0 ] && echo "check-self-contained: nothing points outside the repository; no try! in the docs"
exit "$failed"
