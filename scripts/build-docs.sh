#!/usr/bin/env bash
# Builds every library product's DocC reference and articles into one static
# site, .build/docs-site (git-ignored), and fails when DocC prints a warning
# (a broken symbol or article link, an unknown directive, a missing resource).
#
#   bash scripts/build-docs.sh            # the site, checked
#   DOCS_SITE=/tmp/site bash scripts/build-docs.sh
#
# The products are read from the manifest, so a new library is documented
# without editing this script. It uses swift-docc-plugin's combined mode
# (one archive holding every module, links between them resolved); it builds
# the modules' symbol graphs, so after `swift build` it mostly reuses that
# build. scripts/test.sh runs it before the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

site="${DOCS_SITE:-.build/docs-site}"
log="${site%/}.log"   # DocC's whole output, each warning with its excerpt
mkdir -p "$(dirname "$site")"
start=$(date +%s)

products=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
for product in package["products"]:
    if "library" in product["type"]:
        print(product["name"])
')
arguments=()
for product in $products; do arguments+=(--product "$product"); done
echo "Documenting: $(echo $products)"

rm -rf "$site"
status=0
swift package --allow-writing-to-directory "$(dirname "$site")" \
    generate-documentation "${arguments[@]}" \
    --enable-experimental-combined-documentation \
    --transform-for-static-hosting \
    --output-path "$site" >"$log" 2>&1 || status=$?

# DocC's warnings, not SwiftPM's about dependencies' packages
# ("warning: 'swift-distributed-tracing': found 1 file(s) which are unhandled")
# or a dependency's sources in .build/checkouts.
found=$(grep "warning:" "$log" | grep -v "warning: '[^']*': " | grep -v "/\.build/checkouts/" || true)
warnings=$(printf '%s' "$found" | grep -c . || true)
elapsed=$(( $(date +%s) - start ))
if [ "$status" -ne 0 ]; then
    cat "$log"
    echo "build-docs: generate-documentation failed (exit $status) after ${elapsed} s" >&2
    exit "$status"
fi
if [ "$warnings" -ne 0 ]; then
    printf '%s\n' "$found"
    echo "build-docs: $warnings DocC warning(s); $log has each with its file, line and excerpt" >&2
    exit 1
fi
echo "build-docs: $site written in ${elapsed} s, no warnings"
