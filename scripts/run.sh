#!/usr/bin/env bash
# Runs the examples app (installing system packages first if needed).
# Extra arguments go to the app, e.g. `bash scripts/run.sh --scale 3`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup-system.sh
exec swift run -c release examples "$@"
