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
# The whole suite (no arguments) first builds the documentation and fails on
# any DocC warning (scripts/build-docs.sh); SKIP_DOCS=1 leaves it out. It runs
# first so that the test runner's summary stays the run's last lines.
if [ "$#" -eq 0 ] && [ -z "${SKIP_DOCS:-}" ]; then
    bash scripts/build-docs.sh
fi
exec swift test --disable-xctest "$@"
