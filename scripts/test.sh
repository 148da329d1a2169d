#!/usr/bin/env bash
# Runs the whole test suite (installing system packages first if needed),
# after checking the documentation builds without warnings.
# The suite uses Swift Testing only, so XCTest's empty summary is turned off.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup-system.sh
source scripts/setup-axe.sh
# CI verifies snapshots and never records them. Its clone is fresh and
# nobody debugs it, so it builds without debug information (C targets get
# -g0) and leaves the standard library and Foundation out of the index
# (test discovery needs the project's own index, so indexing stays on): a
# cold build of everything took 631-637 s and 1,180-1,200 CPU-s instead of
# 674 s and 1,280 on the 2-core machine. Locally the flags stay the
# default ones, so a later `swift build` rebuilds nothing.
build_flags=()
if [ -n "${CI:-}" ]; then
    export SNAPSHOT_TESTING_RECORD=never
    build_flags=(-debug-info-format none -Xswiftc -index-ignore-system-modules)
fi
# The whole suite (no arguments) also builds the documentation from the
# modules the build made, and fails on any DocC warning (scripts/build-docs.sh,
# about a minute); SKIP_DOCS=1 leaves it out. It runs before the tests so that
# the test runner's summary stays the run's last lines.
if [ "$#" -eq 0 ] && [ -z "${SKIP_DOCS:-}" ]; then
    swift build --build-tests "${build_flags[@]}"
    DOCS_SKIP_BUILD=1 bash scripts/build-docs.sh
    exec swift test --disable-xctest --skip-build
fi
exec swift test --disable-xctest "${build_flags[@]}" "$@"
