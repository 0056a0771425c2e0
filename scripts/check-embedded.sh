#!/usr/bin/env bash
# Compiles ProfileHeaderCore's own sources as Embedded Swift for wasm32, the way the playground
# will, so that nothing in the engine can quietly stop building for the browser.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${TMPDIR:-/tmp}/profileheadercore-embedded"
mkdir -p "$out"
mapfile -t sources < <(find "$root/Sources/ProfileHeaderCore" -name '*.swift' | sort)
swiftc -target wasm32-unknown-none-wasm \
    -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
    -module-name ProfileHeaderCore \
    -c "${sources[@]}" -o "$out/ProfileHeaderCore.o"
# The engine must not import anything: a module-level import would break the wasm build's promise.
if grep -rnE '^\s*import\s' "$root/Sources/ProfileHeaderCore" --include='*.swift'; then
    echo "check-embedded: ProfileHeaderCore must not import anything" >&2
    exit 1
fi
# What the module needs from its host. The playground's glue provides these (a small allocator,
# a random source for Hasher seeding, the stack guard); anything else is a new dependency on a C
# library the page does not have, and fails here.
allowed='^(__indirect_function_table|__memory_base|__stack_pointer|__table_base|__stack_chk_fail|__stack_chk_guard|free|posix_memalign|arc4random_buf|memcpy|memmove|memset)$'
imports=$(llvm-nm -u "$out/ProfileHeaderCore.o" | awk '{print $2}')
unexpected=$(echo "$imports" | grep -vE "$allowed" || true)
if [ -n "$unexpected" ]; then
    echo "check-embedded: the wasm object needs symbols the playground does not provide:" >&2
    echo "$unexpected" >&2
    exit 1
fi
size=$(wc -c < "$out/ProfileHeaderCore.o")
echo "check-embedded: ${#sources[@]} sources compiled for wasm32-unknown-none-wasm (Embedded Swift), object $size bytes"
echo "check-embedded: imports $(echo $imports | tr '\n' ' ')"
