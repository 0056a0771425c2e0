#!/usr/bin/env bash
# The tools the checks need besides Swift 6.3, on Debian: valgrind (instruction counts), Binaryen's
# wasm-opt (the browser module), chromium and zlib1g-dev (the playground and its browser tests), and
# the Python packages playwright, pytest and pillow (the browser tests).
#   bash scripts/tools.sh check     says what is missing and the one line that installs it (exit 1)
#   bash scripts/tools.sh install   installs what is missing (apt-get as root or with sudo; pip)
set -euo pipefail
mode="${1:-check}"

debian=()
command -v valgrind >/dev/null || debian+=(valgrind)
command -v wasm-opt >/dev/null || debian+=(binaryen)
command -v chromium >/dev/null || debian+=(chromium fonts-dejavu-core)
[ -f /usr/include/zlib.h ] || debian+=(zlib1g-dev)
python=()
for module in playwright pytest PIL; do
    python3 -c "import $module" 2>/dev/null || python+=("$([ "$module" = PIL ] && echo pillow || echo "$module")")
done

apt_line="apt-get update && apt-get install -y ${debian[*]:-}"
pip_line="python3 -m pip install ${python[*]:-}"
case "$mode" in
    check)
        if [ ${#debian[@]} -eq 0 ] && [ ${#python[@]} -eq 0 ]; then exit 0; fi
        echo "tools: missing:${debian[*]:+ Debian ${debian[*]};}${python[*]:+ Python ${python[*]}}" >&2
        echo "tools: install them with: bash scripts/tools.sh install" >&2
        [ ${#debian[@]} -gt 0 ] && echo "tools:   (that is: $apt_line)" >&2
        [ ${#python[@]} -gt 0 ] && echo "tools:   (and: $pip_line)" >&2
        exit 1 ;;
    install)
        if [ ${#debian[@]} -gt 0 ]; then
            sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
            $sudo apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${debian[@]}" >/dev/null
        fi
        if [ ${#python[@]} -gt 0 ]; then python3 -m pip install -q "${python[@]}"; fi
        echo "tools: valgrind, wasm-opt, chromium, zlib1g-dev, playwright, pytest and pillow are installed" ;;
    *) echo "usage: bash scripts/tools.sh check|install" >&2; exit 2 ;;
esac
