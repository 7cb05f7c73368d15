#!/usr/bin/env python3
"""Load test of the live app: many clients ask hints at once, for a while.

Starts `target/release/sudoku-explorer serve --port 0` (loopback only), then runs
CLIENTS threads for SECONDS, each asking `POST /api/hint` (levels 1 to 4 in turn) on
positions taken from a puzzle file, and reports: requests, errors (any status but 200),
latency p50/p90/p99/max, requests per second, and the server's resident memory (VmRSS)
at the start, the middle and the end. Exits 1 on any error.

The positions: each puzzle of the file, and the position after its first few steps
(from `/api/walkthrough`), so hints are asked mid-solve too.

Usage: tests/load/hints.py [PUZZLE_FILE] [--clients 50] [--seconds 30] [--puzzles 200]
The default file is ../shared/puzzles/forum_hardest_se11plus_sample1000.txt; when it is
absent (a user's clone) the test says so and skips. Needs only Python's standard library.
"""
import argparse
import http.client
import json
import os
import subprocess
import sys
import threading
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "target", "release", "sudoku-explorer")
DEFAULT = os.path.join(ROOT, "..", "shared", "puzzles", "forum_hardest_se11plus_sample1000.txt")


def call(conn, path, body):
    conn.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
    r = conn.getresponse()
    return r.status, r.read()


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def positions(host, port, puzzles):
    """Each puzzle, and the position after its first steps (a third of its walkthrough)."""
    conn = http.client.HTTPConnection(host, port, timeout=120)
    out = []
    for p in puzzles:
        start = {"givens": p}
        out.append(start)
        status, body = call(conn, "/api/walkthrough", {"position": start})
        if status != 200:
            continue
        steps = json.loads(body)["steps"]
        n = len(p)
        values = list(p)
        marks = [0x1ff] * n
        # Apply the first third of the steps: placements and eliminations.
        for s in steps[: len(steps) // 3]:
            for c in s["placements"]:
                values[c // 16] = str(c % 16)
            for c in s["eliminations"]:
                marks[c // 16] &= ~(1 << (c % 16 - 1))
        out.append({"givens": p, "values": "".join(values),
                    "candidates": "".join(f"{m:03x}" for m in marks)})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?", default=DEFAULT)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--puzzles", type=int, default=200)
    args = ap.parse_args()
    if not os.path.exists(args.file):
        print(f"skipped: {args.file} is not here (the shared puzzle sets are not in a clone)")
        return 0
    with open(args.file) as f:
        puzzles = [line.split()[0] for line in f
                   if line.strip() and not line.startswith("#")][: args.puzzles]
    server = subprocess.Popen([TOOL, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        first = server.stdout.readline()
        address = first.split("http://")[1].strip().rstrip("/")
        host, port = address.rsplit(":", 1)
        port = int(port)
        t0 = time.time()
        work = positions(host, port, puzzles)
        print(f"{len(work)} positions from {len(puzzles)} puzzles of "
              f"{os.path.basename(args.file)} ({time.time() - t0:.1f} s to make)")
        latencies = []
        errors = []
        lock = threading.Lock()
        memory = [rss_kib(server.pid)]
        stop = time.time() + args.seconds

        def client(k):
            conn = http.client.HTTPConnection(host, port, timeout=120)
            i = k
            mine = []
            while time.time() < stop:
                body = {"position": work[i % len(work)], "level": 1 + i % 4}
                t = time.perf_counter()
                try:
                    status, text = call(conn, "/api/hint", body)
                except (OSError, http.client.HTTPException) as e:
                    status, text = 0, str(e).encode()
                    conn = http.client.HTTPConnection(host, port, timeout=120)
                mine.append(time.perf_counter() - t)
                if status != 200:
                    with lock:
                        errors.append((status, text[:200]))
                i += args.clients
            with lock:
                latencies.extend(mine)

        threads = [threading.Thread(target=client, args=(k,)) for k in range(args.clients)]
        for t in threads:
            t.start()
        time.sleep(args.seconds / 2)
        memory.append(rss_kib(server.pid))
        for t in threads:
            t.join()
        memory.append(rss_kib(server.pid))
        latencies.sort()
        n = len(latencies)

        def pct(q):
            return latencies[min(n - 1, int(q * n))] * 1000

        print(f"{args.clients} clients, {args.seconds:.0f} s: {n} hints, {len(errors)} errors, "
              f"{n / args.seconds:.0f} hints/s")
        print(f"latency ms: p50 {pct(0.50):.1f}, p90 {pct(0.90):.1f}, p99 {pct(0.99):.1f}, "
              f"max {latencies[-1] * 1000:.1f}")
        print("server memory (VmRSS, MiB): " + ", ".join(f"{m / 1024:.1f}" for m in memory))
        for status, text in errors[:5]:
            print(f"error {status}: {text!r}")
        return 1 if errors else 0
    finally:
        server.kill()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
