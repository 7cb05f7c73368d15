#!/usr/bin/env python3
"""Execute every notebook in notebooks/ with the real Rust kernel (evcxr_jupyter).

A cell fails if it produces an error output, or if any of its output mentions
`panicked at` (evcxr reports a panic inside a cell on stderr, which nbclient
does not count as an error), or `error[E` (a compile error). Executed copies go
to target/notebooks/, never back into notebooks/. Prints `N passed, N failed`
(notebooks) and exits non-zero on any failure.

Usage: run_all.py [NOTEBOOK...]   (default: notebooks/*.ipynb, in name order)
"""
import glob
import os
import re
import sys
import time

import nbformat
from nbclient import NotebookClient

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "notebooks")
BAD_TEXT = ("panicked at", "error[E")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def output_text(out):
    if out.get("output_type") == "stream":
        return out.get("text", "")
    if out.get("output_type") == "error":
        lines = [out.get("ename", ""), out.get("evalue", "")] + out.get("traceback", [])
        return ANSI.sub("", "\n".join(lines))
    data = out.get("data", {})
    return str(data.get("text/plain", ""))


def check(nb):
    """Returns a list of problems: (cell number, first line of source, message)."""
    problems = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        for out in cell.get("outputs", []):
            text = output_text(out)
            if out.get("output_type") == "error" or any(b in text for b in BAD_TEXT):
                first = cell.source.splitlines()[0] if cell.source else ""
                problems.append((i + 1, first, text.strip()[:2000]))
    return problems


def run(path):
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="rust",
        timeout=900,
        allow_errors=True,
        resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}},
    )
    start = time.time()
    try:
        client.execute()
    except Exception as e:  # kernel died, timeout...
        return [(0, "", f"{type(e).__name__}: {e}")], time.time() - start
    os.makedirs(OUT, exist_ok=True)
    nbformat.write(nb, os.path.join(OUT, os.path.basename(path)))
    return check(nb), time.time() - start


def main(argv):
    paths = argv[1:] or sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb")))
    passed = failed = 0
    for path in paths:
        problems, secs = run(path)
        name = os.path.basename(path)
        if problems:
            failed += 1
            print(f"FAIL {name} ({secs:.0f} s)")
            for cell, first, msg in problems:
                print(f"  cell {cell} [{first}]:\n    " + msg.replace("\n", "\n    "))
        else:
            passed += 1
            print(f"ok   {name} ({secs:.0f} s)")
        sys.stdout.flush()
    print(f"notebooks: {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
