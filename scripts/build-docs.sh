#!/usr/bin/env bash
# Builds every library product's DocC reference and articles into one static
# site, .build/docs-site (git-ignored), and fails when DocC prints a warning
# (a broken symbol or article link, an ambiguous overload, a missing resource).
#
#   bash scripts/build-docs.sh            # the site, checked; open .build/docs-site/index.html
#   DOCS_SITE=/tmp/site bash scripts/build-docs.sh
#
# It does what swift-docc-plugin's combined mode does
# (`swift package generate-documentation --enable-experimental-combined-documentation`,
# which works too and prints the same warnings), but from the modules
# `swift build` already made: the plugin rebuilds each module with other
# flags for its symbol graph, which took 6 to 10 minutes on this project's
# 2-core machine and then made `swift test` rebuild them again. Here the
# symbol graphs come from swift-symbolgraph-extract on the built modules,
# each module's archive is converted with its documented dependencies (so
# `/ViewTree/View` links resolve), and `docc merge` joins them.
#
# The products are read from the manifest, so a new library is documented
# without editing this script. scripts/test.sh runs it before the suite.
set -euo pipefail
cd "$(dirname "$0")/.."

site="${DOCS_SITE:-.build/docs-site}"
log="${site%/}.log"   # DocC's whole output, each warning with its excerpt
work="${site%/}.work"
start=$(date +%s)

# DOCS_SKIP_BUILD=1: the caller has just built (scripts/test.sh).
if [ -z "${DOCS_SKIP_BUILD:-}" ]; then swift build; fi
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"

# Library products' targets in dependency order, each with the documented
# targets it depends on directly: "Target Dependency Dependency…".
plan=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
documented = []
for product in package["products"]:
    if "library" in product["type"]:
        documented += [t for t in product["targets"] if t not in documented]
targets = {t["name"]: t for t in package["targets"]}
def direct(name):
    found = []
    for dependency in targets[name].get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency and dependency[kind][0] in documented:
                found.append(dependency[kind][0])
    return found
done = []
def visit(name):
    if name in done: return
    for dependency in direct(name): visit(dependency)
    done.append(name)
for name in documented: visit(name)
for name in done: print(" ".join([name] + direct(name)))
')

# Module maps of every C module the Swift modules import.
clang=()
for map in "$bin"/*.build/module.modulemap .build/checkouts/*/Sources/*/include/module.modulemap Sources/*/include/module.modulemap; do
    if [ -f "$map" ]; then clang+=(-Xcc "-fmodule-map-file=$map"); fi
done

rm -rf "$site" "$work"
mkdir -p "$work/symbols" "$work/archives"
: >"$log"
archives=()
while read -r target dependencies; do
    echo "Documenting $target"
    mkdir -p "$work/symbols/$target"
    swift-symbolgraph-extract -module-name "$target" -target "$triple" -I "$bin/Modules" "${clang[@]}" \
        -minimum-access-level public -emit-extension-block-symbols \
        -output-dir "$work/symbols/$target" >>"$log" 2>&1
    catalog=()
    if [ -d "Sources/$target/$target.docc" ]; then catalog=("Sources/$target/$target.docc"); fi
    linked=()
    for dependency in $dependencies; do linked+=(--dependency "$work/archives/$dependency.doccarchive"); done
    docc convert "${catalog[@]}" \
        --fallback-display-name "$target" --fallback-bundle-identifier "$target" \
        --additional-symbol-graph-dir "$work/symbols/$target" \
        --enable-experimental-external-link-support "${linked[@]}" \
        --transform-for-static-hosting \
        --output-path "$work/archives/$target.doccarchive" >>"$log" 2>&1
    archives+=("$work/archives/$target.doccarchive")
done <<<"$plan"

docc merge "${archives[@]}" --output-path "$site" \
    --synthesized-landing-page-name ComponentKit --synthesized-landing-page-kind Package >>"$log" 2>&1
rm -rf "$work"

found=$(grep "warning:" "$log" || true)
warnings=$(printf '%s' "$found" | grep -c . || true)
elapsed=$(( $(date +%s) - start ))
if [ "$warnings" -ne 0 ]; then
    printf '%s\n' "$found"
    echo "build-docs: $warnings DocC warning(s); $log has each with its file, line and excerpt" >&2
    exit 1
fi
echo "build-docs: $site written in ${elapsed} s, no warnings"
