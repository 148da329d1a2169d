#!/usr/bin/env bash
# Installs the Debian packages the project needs, when they are missing.
# Sourced by run.sh, test.sh and serve-cluster.sh; safe to run again.
# nginx and postgresql are for scripts/serve-cluster.sh, scripts/postgres.sh and the cluster tests,
# which run their own nginx as the calling user; on a machine with systemd,
# Debian also starts the system's nginx on port 80, which they never use.
set -euo pipefail

# Fonts: DejaVu is the default family. Caladea (serif), JetBrains Mono and
# Lobster Two (display) are the app fonts the examples register and the tests
# use. Droid Sans Fallback (CJK) and Noto Color Emoji are what both backends
# fall back to for glyphs the app's families lack (DejaVu itself has Arabic
# and Hebrew): both find them through fontconfig, so they fall back alike.
packages=(libcairo2-dev libpango1.0-dev libpng-dev libjpeg62-turbo-dev fonts-dejavu-core fonts-crosextra-caladea
          fonts-jetbrains-mono fonts-lobster fonts-droid-fallback fonts-noto-color-emoji chromium chromium-driver nginx postgresql)

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift toolchain (6.2 or newer) is not on PATH; install it from swift.org first" >&2
    exit 1
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
