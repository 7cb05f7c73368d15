#!/bin/sh
# RUSTC_WRAPPER for the notebook kernels: runs rustc with stdin from /dev/null.
# cargo's first probe of a toolchain is `rustc - --print=...`, which reads its source from
# stdin; inside a kernel that stdin has been seen to hold another process's output (a rustc
# error message), and every kernel then died at start-up. rustc needs no other stdin.
exec "$@" </dev/null
