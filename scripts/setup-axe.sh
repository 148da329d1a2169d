#!/usr/bin/env bash
# Fetches axe-core's script (the accessibility audit the browser tests run)
# into .build/tools, from the axe-playwright-python wheel on PyPI, which
# carries axe-core 4.12; exports AXE_SCRIPT. Sourced by test.sh; a machine
# without PyPI skips the audit, except in CI, where the test then fails.
axe_dir=".build/tools/axe-core"
axe_script="$axe_dir/axe.min.js"
if [ ! -s "$axe_script" ]; then
    mkdir -p "$axe_dir"
    if python3 -m pip download --quiet --no-deps --dest "$axe_dir" "axe-playwright-python==0.1.8" >/dev/null 2>&1; then
        python3 - "$axe_dir" <<'PY'
import glob, sys, zipfile
folder = sys.argv[1]
wheel = glob.glob(folder + "/axe_playwright_python-*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    with open(folder + "/axe.min.js", "wb") as out:
        out.write(archive.read("axe_playwright_python/axe.min.js"))
PY
    else
        echo "setup: could not fetch axe-core from PyPI; the accessibility audit will not run" >&2
    fi
fi
if [ -s "$axe_script" ]; then export AXE_SCRIPT="$PWD/$axe_script"; fi
