#!/usr/bin/env bash
# One command to open the tutorials: installs what is missing, then starts Jupyter Lab.
set -euo pipefail
cd "$(dirname "$0")/.."
notebooks/setup.sh jupyterlab
# Kernels started from the lab share compiled dependencies here.
export EVCXR_TMPDIR="$PWD/target/evcxr"
# The kernel's settings (notebooks/evcxr.toml), for the notebooks in ja/ too.
export EVCXR_CONFIG_DIR="${EVCXR_CONFIG_DIR:-$PWD/notebooks}"
mkdir -p "$EVCXR_TMPDIR"
exec target/nbvenv/bin/jupyter-lab notebooks "$@"
