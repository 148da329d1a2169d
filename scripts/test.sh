#!/usr/bin/env bash
# Runs the whole test suite (installing system packages first if needed).
# The suite uses Swift Testing only, so XCTest's empty summary is turned off.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup-system.sh
source scripts/setup-axe.sh
# CI verifies snapshots and never records them.
if [ -n "${CI:-}" ]; then export SNAPSHOT_TESTING_RECORD=never; fi
exec swift test --disable-xctest "$@"
