#!/usr/bin/env bash
# Installs what tests/browser/step_page.py needs, skipping what is already there:
#   - Debian's chromium and chromium-driver (apt-get; needs root or sudo);
#   - a Python venv in target/browservenv with selenium.
# Usage: tests/browser/setup.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then
    sudo="sudo"
  fi
  echo "installing chromium and chromium-driver with apt-get"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium chromium-driver
fi

if [ ! -x target/browservenv/bin/python ]; then
  python3 -m venv target/browservenv
fi
if ! target/browservenv/bin/python -m pip show -q selenium >/dev/null 2>&1; then
  target/browservenv/bin/python -m pip install -q selenium
fi
