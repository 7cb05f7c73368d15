#!/usr/bin/env python3
"""Execute every notebook in notebooks/ with the real Rust kernel (evcxr_jupyter).

A cell fails if it produces an error output, or if any of its output mentions
`panicked at` (evcxr reports a panic inside a cell on stderr, which nbclient
does not count as an error), or `error[E` (a compile error).

The notebooks are committed *executed*, so any notebook viewer shows their
boards. Outputs are normalised so that a run gives the same file every time:
consecutive stream outputs are merged (the kernel splits them at arbitrary
points), no timing metadata is recorded, and the few outputs that must vary
(an `explore` report's `time` line, a solver comparison's `time per position`)
are masked when runs are compared.
A cell tagged `shared-sets` reads the puzzle sets beside the project
(`../shared/puzzles`, not part of it): where they are absent its output is not
compared, and `--write` refuses to run (it would commit the "not here" output).

Modes:
  run_all.py [NOTEBOOK...]          run; executed copies go to target/notebooks/
  run_all.py --write [NOTEBOOK...]  run; write the executed notebooks back into
                                    notebooks/ and their HTML into docs/notebooks/
  run_all.py --check [NOTEBOOK...]  run; fail when a fresh run's outputs differ
                                    from the committed ones, or when a committed
                                    HTML page is not the export of its notebook
                                    (what CI runs)
  run_all.py --html [NOTEBOOK...]   no run: export the committed notebooks' pages
                                    again (after editing only Markdown cells)
  run_all.py --jobs N MODE ...      the same in N processes at once, each kernel
                                    building in its own EVCXR_TMPDIR-K (what CI
                                    runs, with N = 2 on its 2 cores)

Prints one line per notebook and `notebooks: N passed, N failed` and exits
non-zero on any failure. Default: notebooks/*.ipynb in name order, then the
Japanese editions notebooks/ja/*.ipynb (their pages go to docs/notebooks/ja/).
"""
import base64
import copy
import difflib
import glob
import html
import json
import os
import re
import subprocess
import sys
import threading
import time

import nbformat
from nbclient import NotebookClient

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "notebooks")
HTML_DIR = os.path.join(ROOT, "docs", "notebooks")
BAD_TEXT = ("panicked at", "error[E")
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "puzzles")
SHARED_TAG = "shared-sets"
# The kernel's settings (notebooks/evcxr.toml: the optimization level), for the notebooks in
# ja/ too, which evcxr would not find from their own directory.
os.environ.setdefault("EVCXR_CONFIG_DIR", os.path.join(ROOT, "notebooks"))
ANSI = re.compile(r"\x1b\[[0-9;]*m")
# What may differ between two correct runs, and what it is compared as.
MASKS = [
    # explore's report: `  time           0.79 s`
    (re.compile(r"(?m)^(\s*time\s+)\d+(\.\d+)? s$"), r"\1(masked) s"),
    # a solver comparison's: `time per position: 5.7 µs -> 5.5 µs`
    (re.compile(r"(?m)^(time per position: )\d+(\.\d+)? µs -> \d+(\.\d+)? µs$"),
     r"\1(masked)"),
    # the same two in Japanese
    (re.compile(r"(?m)^(\s*時間\s+)\d+(\.\d+)? 秒$"), r"\1(masked) 秒"),
    (re.compile(r"(?m)^(1局面あたりの時間[:：] ?)\d+(\.\d+)? µs -> \d+(\.\d+)? µs$"),
     r"\1(masked)"),
]


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


def normalise(nb):
    """The same notebook every run: streams merged, no timing metadata."""
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        merged = []
        for out in cell.outputs:
            prev = merged[-1] if merged else None
            if (
                out.output_type == "stream"
                and prev is not None
                and prev.output_type == "stream"
                and prev.name == out.name
            ):
                prev.text += out.text
            else:
                merged.append(out)
        cell.outputs = merged
    return nb


def masked(text):
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def comparable(nb):
    """Per code cell: its execution count and outputs as masked text."""
    cells = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        parts = [f"[{cell.get('execution_count')}]"]
        if SHARED_TAG in cell.metadata.get("tags", []) and not os.path.isdir(SHARED):
            cells.append(f"(reads {SHARED}, absent here: not compared)")
            continue
        for out in cell.get("outputs", []):
            kind = out.get("output_type")
            if kind == "stream":
                parts.append(f"<{out.get('name')}>\n{out.get('text', '')}")
            elif kind == "error":
                parts.append(f"<error>\n{output_text(out)}")
            else:
                for mime, value in sorted(out.get("data", {}).items()):
                    value = "".join(value) if isinstance(value, list) else str(value)
                    parts.append(f"<{kind} {mime}>\n{value}")
        cells.append(masked("\n".join(parts)))
    return cells


def differences(committed, fresh):
    """Human-readable differences between two notebooks' outputs (empty if none)."""
    a, b = comparable(committed), comparable(fresh)
    if len(a) != len(b):
        return [f"  {len(a)} code cells committed, {len(b)} run"]
    lines = []
    code_cells = [i + 1 for i, c in enumerate(committed.cells) if c.cell_type == "code"]
    for number, old, new in zip(code_cells, a, b):
        if old == new:
            continue
        diff = list(
            difflib.unified_diff(old.splitlines(), new.splitlines(), "committed", "fresh run", n=1, lineterm="")
        )
        shown = [d[:160] for d in diff[:24]]
        more = f"\n    ... {len(diff) - 24} more diff lines" if len(diff) > 24 else ""
        lines.append(f"  cell {number} differs:\n    " + "\n    ".join(shown) + more)
    return lines


# A fresh kernel's first compile has been seen to fail before compiling anything, in cargo's
# probe of rustc (`rustc - --print=...`): once in a cell, 11 notebooks in a row; once as a
# kernel that died at start-up (its first compile is evcxr's own), in CI. Its stderr showed
# the cause: the probe (`rustc -`, source on stdin, which cargo opens from /dev/null) read
# another process's error message, because /dev/null had been replaced by a regular file
# (what replaced it is not known yet: `render -o /dev/null` could, as root, before
# write_whole kept devices; .ci/run now checks /dev/null after each stage and names it).
# The retry stays for any other transient probe failure, after a pause, with rustc's stderr
# printed in full.
TOOLCHAIN_PROBE_FAILED = "failed to run `rustc` to learn about target-specific information"
PROBE_RETRIES = 3
PROBE_PAUSE_SECONDS = 20


def probe_failure(nb, problems):
    """The text of a toolchain-probe failure in this run, or None."""
    texts = [msg for _, _, msg in problems]
    if nb is not None:
        texts += [json.dumps(cell.get("outputs", [])) for cell in nb.cells if cell.cell_type == "code"]
    return next((t for t in texts if TOOLCHAIN_PROBE_FAILED in t), None)


def probe_stderr(text):
    """What rustc said on stderr, from cargo's report of the failed probe."""
    text = text.replace("\\n", "\n")
    at = text.find("--- stderr")
    return text[at:].strip() if at >= 0 else "(cargo's report holds no stderr section)"


def run(path):
    nb, problems, secs = run_once(path)
    for attempt in range(1, PROBE_RETRIES + 1):
        failure = probe_failure(nb, problems)
        if failure is None:
            break
        print(f"retry {attempt}/{PROBE_RETRIES} {os.path.basename(path)} in {PROBE_PAUSE_SECONDS} s: "
              "the toolchain probe failed (not the notebook); rustc said:")
        print("    " + probe_stderr(failure)[:4000].replace("\n", "\n    "))
        sys.stdout.flush()
        time.sleep(PROBE_PAUSE_SECONDS)
        nb, problems, more = run_once(path)
        secs += more
    return nb, problems, secs


def run_once(path):
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="rust",
        timeout=900,
        allow_errors=True,
        record_timing=False,
        resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}},
    )
    start = time.time()
    try:
        client.execute()
    except Exception as e:  # kernel died, timeout...
        return None, [(0, "", f"{type(e).__name__}: {e}")], time.time() - start
    normalise(nb)
    return nb, check(nb), time.time() - start


# --- HTML export -------------------------------------------------------------------------------

PAGE_CSS = """
body { font-family: "DejaVu Sans", Verdana, "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans",
       "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, sans-serif; max-width: 62rem; margin: 1rem auto;
       padding: 0 1rem; line-height: 1.45; color: #1b1b1b; }
nav { font-size: 0.9rem; margin: 1rem 0; }
nav a { margin-right: 0.75rem; }
pre, code { font-family: "DejaVu Sans Mono", Menlo, "Noto Sans Mono CJK JP", monospace; font-size: 0.85rem; }
.input_area pre { background: #f5f5f5; border-left: 3px solid #9ab; padding: 0.5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.output_area pre { padding: 0.25rem 0.5rem; margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.output_stderr pre { background: #fff0f0; }
.prompt { font-family: monospace; color: #789; font-size: 0.75rem; }
.output_subarea img { max-width: 100%; height: auto; }
.output_subarea svg { max-width: 100%; height: auto; }
.rendered_html table { border-collapse: collapse; }
.rendered_html td, .rendered_html th { border: 1px solid #ccc; padding: 0.2rem 0.5rem; }
details { margin: 0.5rem 0; }
a.anchor-link { display: none; }
"""


def board_words(text, lang):
    """What a picture shows, for its alt text: its words (a step's caption, a hint),
    or for a board (its text form, one line of digits and dots) the board row by row."""
    text = text.strip()
    n = int(round(len(text) ** 0.5))
    if n in (4, 6, 9) and n * n == len(text) and re.fullmatch(r"[0-9.]+", text):
        rows = " / ".join(text[i:i + n] for i in range(0, n * n, n))
        head = "数独の盤面、1行目から（. は空きマス）：" if lang == "ja" else \
            "Sudoku board, row by row (. for an empty cell): "
        return head + rows
    return text


def svg_words(svg, lang):
    """The words a picture without text beside it carries (its caption, axis titles,
    legend), for its alt text: every text element but digits and row and column labels."""
    texts = [html.unescape(t).strip() for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    words = [t for t in texts if t and not re.fullmatch(r"[0-9]+|[rc][0-9]+|[0-9.]+%?", t)]
    head = "図：" if lang == "ja" else "Picture: "
    return head + " ".join(words)[:400] if words else head.rstrip("：: ")


def with_alt_text(nb, lang):
    """A copy of `nb` whose pictures carry alt text: each SVG output becomes an <img>
    described by the words beside it (text/plain) or, without any, by its own words
    (nbconvert would write "No description has been provided")."""
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if "image/svg+xml" not in data or "text/html" in data:
                continue
            svg = data["image/svg+xml"]
            svg = "".join(svg) if isinstance(svg, list) else svg
            encoded = base64.b64encode(svg.encode("utf-8")).decode("ascii")
            if "text/plain" in data:
                words = board_words(str(data["text/plain"]), lang)
            else:
                words = svg_words(svg, lang)
            alt = html.escape(words, quote=True)
            data["text/html"] = f'<img alt="{alt}" src="data:image/svg+xml;base64,{encoded}">'
    return nb


# A character of Japanese text: kana, kanji, full-width forms and Japanese punctuation.
CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
# A line that starts a Markdown block of its own (not the rest of a paragraph).
BLOCK_START = re.compile(r"^\s*([-*+]\s|#{1,6}\s|[>|]|\d+[.)]\s|```|~~~|<)|^ {4}")


def unwrap_japanese(source):
    """Markdown whose paragraphs are wrapped in the source: a line break between two
    lines of one paragraph becomes a space in a browser, which Japanese does not put
    between words (スカイ スクレイパー). Joins such lines where the break touches
    Japanese text on either side; code blocks, lists, tables and hard breaks stay."""
    out = []
    fenced = False
    for line in source.split("\n"):
        starts_fence = line.lstrip().startswith(("```", "~~~"))
        prev = out[-1] if out else ""
        joins = (
            not fenced and not starts_fence and out and prev.strip() and line.strip()
            and not BLOCK_START.match(line) and not prev.endswith(("  ", "\\"))
            and not prev.lstrip().startswith(("```", "~~~", "|", "#"))
            and (CJK.match(prev[-1]) or CJK.match(line.lstrip()[0]))
        )
        if joins:
            out[-1] = prev + line.lstrip()
        else:
            out.append(line)
        if starts_fence:
            fenced = not fenced
    return "\n".join(out)


def soft_breaks_in_japanese(nb):
    """How many line breaks inside paragraphs touch Japanese text (for the record)."""
    joined = 0
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            joined += cell.source.count("\n") - unwrap_japanese(cell.source).count("\n")
    return joined


# The words of a page's navigation, by language.
NAV = {
    "en": {"index": "all notebooks", "previous": "previous", "next": "next",
           "glossary": "glossary", "source": "source", "note": "executed; re-run by CI",
           "other": "日本語版", "other_lang": "ja"},
    "ja": {"index": "ノートブック一覧", "previous": "前へ", "next": "次へ",
           "glossary": "用語集", "source": "元のノートブック", "note": "実行済み、CIが再実行して確かめる",
           "other": "English", "other_lang": "en"},
}


def neighbours(name):
    """The pages before and after `name` in its language's list, and its other-language
    edition if there is one (stems such as `ja/02-...`)."""
    folder = os.path.join(ROOT, "notebooks", "ja") if name.startswith("ja/") else \
        os.path.join(ROOT, "notebooks")
    stems = sorted(os.path.splitext(f)[0] for f in os.listdir(folder) if f.endswith(".ipynb"))
    own = name.split("/")[-1]
    k = stems.index(own) if own in stems else -1
    before = stems[k - 1] if k > 0 else None
    after = stems[k + 1] if 0 <= k < len(stems) - 1 else None
    other_folder = os.path.join(ROOT, "notebooks") if name.startswith("ja/") else \
        os.path.join(ROOT, "notebooks", "ja")
    other = own if os.path.exists(os.path.join(other_folder, own + ".ipynb")) else None
    return before, after, other


def nav_bar(name, lang):
    words = NAV[lang]
    up = "../" * name.count("/")
    before, after, other = neighbours(name)
    links = [f'<a href="README.md">{words["index"]}</a>']
    if before:
        links.append(f'<a href="{before}.html" rel="prev">&#8592; {words["previous"]}</a>')
    if after:
        links.append(f'<a href="{after}.html" rel="next">{words["next"]} &#8594;</a>')
    glossary = "glossary-ja.md" if lang == "ja" else "glossary.md"
    links.append(f'<a href="{up}../{glossary}">{words["glossary"]}</a>')
    if other:
        there = f"../{other}.html" if lang == "ja" else f"ja/{other}.html"
        links.append(f'<a href="{there}" hreflang="{words["other_lang"]}">{words["other"]}</a>')
    colon, left, right = ("：", "（", "）") if lang == "ja" else (": ", " (", ")")
    return (f'<nav>{" ".join(links)} · {words["source"]}{colon}'
            f"<code>notebooks/{html.escape(name)}.ipynb</code>{left}{words['note']}{right}</nav>\n")


def export_html(nb, name):
    """One self-contained page (no network): the notebook as nbconvert's `basic` body,
    with a small stylesheet; every picture described (alt text)."""
    from nbconvert import HTMLExporter
    from pygments.formatters import HtmlFormatter

    lang = "ja" if name.startswith("ja/") else "en"
    nb = with_alt_text(nb, lang)
    if lang == "ja":
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                cell.source = unwrap_japanese(cell.source)
    body, _ = HTMLExporter(template_name="basic").from_notebook_node(nb)
    title = name
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.source.startswith("# "):
            title = cell.source.splitlines()[0][2:].strip()
            break
    pygments_css = HtmlFormatter(style="default").get_style_defs(".highlight")
    return (
        f"<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n"
        f"<title>{html.escape(title)}</title>\n<style>{PAGE_CSS}\n{pygments_css}\n</style>\n"
        "</head>\n<body>\n"
        f"{nav_bar(name, lang)}"
        f"{body}\n{nav_bar(name, lang)}</body>\n</html>\n"
    )


def stem_of(path):
    """`00-the-seed-articles`, or `ja/00-the-seed-articles` for a Japanese edition."""
    rel = os.path.relpath(os.path.abspath(path), os.path.join(ROOT, "notebooks"))
    return os.path.splitext(rel.replace(os.sep, "/"))[0]


def html_path(path):
    page = os.path.join(HTML_DIR, stem_of(path) + ".html")
    os.makedirs(os.path.dirname(page), exist_ok=True)
    return page


SUMMARY = re.compile(r"^notebooks: (\d+) passed, (\d+) failed")


def in_parallel(mode, paths, jobs):
    """Runs the notebooks in `jobs` processes of this script, each with its
    own kernel build directory (EVCXR_TMPDIR plus -1, -2, ...: a kernel
    builds in that directory, so two may not share one), notebooks dealt out
    in turn; prints each process's lines as they come, then the sum."""
    base = os.environ.get("EVCXR_TMPDIR", os.path.join(ROOT, "target", "evcxr"))
    procs = []
    for k in range(jobs):
        share = paths[k::jobs]
        if not share:
            continue
        env = dict(os.environ, EVCXR_TMPDIR=f"{base}-{k + 1}")
        os.makedirs(env["EVCXR_TMPDIR"], exist_ok=True)
        procs.append(subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--" + mode, *share],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
    passed = failed = 0
    lock = threading.Lock()

    def relay(proc):
        nonlocal passed, failed
        for line in proc.stdout:
            m = SUMMARY.match(line)
            with lock:
                if m:
                    passed += int(m.group(1))
                    failed += int(m.group(2))
                else:
                    sys.stdout.write(line)
                    sys.stdout.flush()

    threads = [threading.Thread(target=relay, args=(p,)) for p in procs]
    start = time.time()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    codes = [p.wait() for p in procs]
    return summary(mode, passed, failed, f"{time.time() - start:.0f} s, {len(procs)} processes",
                   all(c == 0 for c in codes))


def summary(mode, passed, failed, took, ok=True):
    """The closing line (and, after a failed check, what to do); the exit code."""
    print(f"notebooks: {passed} passed, {failed} failed ({took})")
    if mode == "check" and failed:
        print("(after a deliberate change: notebooks/run_all.py --write, then commit notebooks/ and docs/notebooks/)")
    return 0 if ok and failed == 0 and passed > 0 else 1


def main(argv):
    args = argv[1:]
    jobs = 1
    if args[:1] == ["--jobs"]:
        if len(args) < 2 or not args[1].isdigit() or int(args[1]) < 1:
            print("--jobs N needs a number of processes, 1 or more")
            return 2
        jobs = int(args[1])
        args = args[2:]
    mode = "run"
    if args and args[0] in ("--write", "--check", "--html"):
        mode = args.pop(0)[2:]
    paths = args or (
        sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb")))
        + sorted(glob.glob(os.path.join(ROOT, "notebooks", "ja", "*.ipynb")))
    )
    if mode == "write" and not os.path.isdir(SHARED):
        print(f"--write needs the shared puzzle sets at {SHARED} (cells tagged {SHARED_TAG} read them)")
        return 1
    if jobs > 1 and mode != "html" and len(paths) > 1:
        return in_parallel(mode, paths, jobs)
    if mode == "html":
        os.makedirs(HTML_DIR, exist_ok=True)
        for path in paths:
            stem = stem_of(path)
            with open(html_path(path), "w", encoding="utf-8") as f:
                f.write(export_html(nbformat.read(path, as_version=4), stem))
            print(f"exported docs/notebooks/{stem}.html")
        return 0
    passed = failed = 0
    total_start = time.time()
    for path in paths:
        stem = stem_of(path)
        name = stem + ".ipynb"
        committed = nbformat.read(path, as_version=4)
        nb, problems, secs = run(path)
        if nb is not None and mode == "write":
            nbformat.write(nb, path)
            os.makedirs(HTML_DIR, exist_ok=True)
            with open(html_path(path), "w", encoding="utf-8") as f:
                f.write(export_html(nb, stem))
        elif nb is not None and mode == "check":
            diffs = differences(committed, nb)
            if diffs and not problems:
                # The kernel's output capture can drop a line now and then (seen once
                # in CI: the last line a cell printed); a real change differs again.
                print(f"rerun {name}: its outputs differed from the committed ones once:")
                print("    " + diffs[0][:2000].replace("\n", "\n    "))
                sys.stdout.flush()
                again, problems, more = run(path)
                secs += more
                if again is not None:
                    nb = again
                    diffs = differences(committed, nb)
            problems += [(0, "", d) for d in diffs]
            page = html_path(path)
            want = export_html(committed, stem)
            have = open(page, encoding="utf-8").read() if os.path.exists(page) else None
            if have != want:
                why = "missing" if have is None else "not the export of the committed notebook"
                problems.append((0, "", f"docs/notebooks/{stem}.html is {why}"))
        elif nb is not None:
            os.makedirs(os.path.dirname(os.path.join(OUT, name)), exist_ok=True)
            nbformat.write(nb, os.path.join(OUT, name))
        if problems:
            failed += 1
            print(f"FAIL {name} ({secs:.0f} s)")
            for cell, first, msg in problems:
                where = f"  cell {cell} [{first}]:\n    " if cell else ""
                print(where + msg.replace("\n", "\n    ") if cell else msg)
        else:
            passed += 1
            print(f"ok   {name} ({secs:.0f} s)")
        sys.stdout.flush()
    return summary(mode, passed, failed, f"{time.time() - total_start:.0f} s")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
