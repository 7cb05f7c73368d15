#!/usr/bin/env bash
# Installs what the notebooks need, skipping what is already there:
#   - the Rust Jupyter kernel evcxr_jupyter 0.22.0 and its kernel spec. It is built at
#     opt-level 1: 9 min 51 s on a 2-core machine instead of about 17 min at the default 3,
#     and the notebooks run as fast with it (05: 69 s against 67 s, 07: 44 s against 42 s).
#     Not opt-level 0: it builds in under 6 min, but with that kernel the notebooks
#     ran four times as slow (07: 199 s, 08: 212 s, 00: 207 s);
#   - a Python venv in target/nbvenv with the packages given as arguments
#     (nbclient/nbformat to run notebooks, nbconvert to export them as HTML,
#     jupyterlab to open them); NAME==VERSION pins a version.
# Usage: notebooks/setup.sh [PIP_PACKAGE[==VERSION]...]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! cargo install --list | grep -q '^evcxr_jupyter v0\.22\.0'; then
  echo "installing evcxr_jupyter 0.22.0 (takes a while the first time)"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install evcxr_jupyter --version 0.22.0 --locked
fi
evcxr_jupyter --install >/dev/null

if [ ! -x target/nbvenv/bin/python ]; then
  python3 -m venv target/nbvenv
fi
missing=()
for pkg in "$@"; do
  # NAME or NAME==VERSION: installed, and at that version when one is given.
  name="${pkg%%==*}"
  # (pip show fails for a package not installed: no version, not an error)
  have=$(target/nbvenv/bin/python -m pip show "$name" 2>/dev/null | sed -n 's/^Version: //p' || true)
  if [ -z "$have" ] || { [ "$name" != "$pkg" ] && [ "$have" != "${pkg#*==}" ]; }; then
    missing+=("$pkg")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  target/nbvenv/bin/python -m pip install -q "${missing[@]}"
fi
