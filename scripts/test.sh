#!/usr/bin/env bash
# Runs the whole test suite (installing system packages first if needed),
# after checking the documentation builds without warnings.
# The suite uses Swift Testing only, so XCTest's empty summary is turned off.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup-system.sh
source scripts/setup-axe.sh
# CI verifies snapshots and never records them.
if [ -n "${CI:-}" ]; then export SNAPSHOT_TESTING_RECORD=never; fi
# The whole suite (no arguments) also builds the documentation from the
# modules the build made, and fails on any DocC warning (scripts/build-docs.sh,
# about a minute); SKIP_DOCS=1 leaves it out. It runs before the tests so that
# the test runner's summary stays the run's last lines.
if [ "$#" -eq 0 ] && [ -z "${SKIP_DOCS:-}" ]; then
    swift build --build-tests
    DOCS_SKIP_BUILD=1 bash scripts/build-docs.sh
    exec swift test --disable-xctest --skip-build
fi
exec swift test --disable-xctest "$@"
