#!/usr/bin/env python3
"""Drives the live app (`sudoku-explorer serve`) in headless Chromium.

Starts the server on a free port (`serve --port 0`, the address read from the first line it
prints), opens the page and checks, printing "ok: ..." per check:
  1. the page loads with its words from /api/words;
  2. a pasted puzzle loads: its givens are drawn;
  3. ten right moves (digits from the test's own solver), by keyboard and by the on-screen pad,
     show on the board; undo three (buttons and Ctrl+Z) takes them back, redo one puts one back;
  4. hint levels 1-4 for one position: each text differs, level 3 and 4 draw on the board;
  5. a planted mistake (a wrong digit the candidates allow) is named by Check;
  6. why-not about a wrong move answers with a sentence;
  7. "Apply the step" changes the grid as one undoable move; the walkthrough lists steps and
     shows one's text on a click;
  8. a reload restores the game;
  9. Learn lists the lessons and shows one (rule, example board) by its address;
 10. a drill of 5 hidden-single positions, each answered from the step /api/step gives on the
     drill position (cells clicked, digits typed), graded right; the progress table counts 5
     attempts and survives a reload;
 11. Japanese: the switch re-renders the page's words and is kept after a reload;
 12. at 390x844 (a phone): load, three moves with the on-screen pad, a hint; the board is at
     least 370 px wide, every visible button at least 40 px tall;
 13. no error in the browser's console;
 14. pencil marks by hand: two candidates written in a cell show, and only they; a cell and a
     candidate coloured are drawn in the chosen colour; highlighting a digit and the
     two-candidate cells shades exactly those cells;
 15. a pasted text with a bad line: the error list names the line, the good puzzle is offered;
 16. "Export progress" downloads JSON with the drill's counts; "Reset progress" asks first
     (dismissed: kept; accepted: the table is empty, also after a reload).
Screenshots go to target/browser/app-*.png. Exits with status 1 on the first failed check.

Usage: tests/browser/app_page.py  (after tests/browser/setup.sh and `cargo build --release`;
run with target/browservenv/bin/python). With APP_ASSETS_DIR=src/app/assets the server reads
the page's files from disk (for working on the page without rebuilding).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "target", "release", "sudoku-explorer")
SHOTS = os.path.join(ROOT, "target", "browser")
PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
DRILL_TECHNIQUE = "hidden-single"
WAIT = 60  # seconds: drills are generated on demand


class Failed(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failed(what)
    print("ok:", what)


# ------------------------------------------------------------- the test's own solver

def peers(n=9):
    out = []
    for i in range(n * n):
        r, c = divmod(i, n)
        br, bc = r - r % 3, c - c % 3
        p = {r * n + k for k in range(n)} | {k * n + c for k in range(n)}
        p |= {(br + a) * n + bc + b for a in range(3) for b in range(3)}
        p.discard(i)
        out.append(sorted(p))
    return out


PEERS = peers()


def solve(grid):
    """The solution of an 81-character puzzle, by backtracking (None if none)."""
    cells = [0 if ch in ".0" else int(ch) for ch in grid]

    def go():
        best, options = -1, None
        for i, v in enumerate(cells):
            if v:
                continue
            used = {cells[p] for p in PEERS[i]}
            free = [d for d in range(1, 10) if d not in used]
            if options is None or len(free) < len(options):
                best, options = i, free
                if len(free) <= 1:
                    break
        if best < 0:
            return True
        for d in options:
            cells[best] = d
            if go():
                return True
        cells[best] = 0
        return False

    return "".join(map(str, cells)) if go() else None


def name(cell):
    return "r%dc%d" % (cell // 9 + 1, cell % 9 + 1)


# ------------------------------------------------------------------------- browser

def browser(phone=False, downloads=None):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    if downloads:
        options.add_experimental_option("prefs", {
            "download.default_directory": downloads, "download.prompt_for_download": False})
    args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
    if phone:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 "
                         "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"})
        args.append("--window-size=390,844")
    else:
        args.append("--window-size=1400,1000")
    for arg in args:
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shot(driver, name_):
    driver.save_screenshot(os.path.join(SHOTS, "app-%s.png" % name_))


def wait_for(driver, what, test, timeout=WAIT):
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: test(d))
    except TimeoutException:
        status = driver.execute_script("var s = document.getElementById('status');"
                                       "return s && !s.hidden ? s.textContent : '';")
        raise Failed("timed out waiting for %s (status line: %r)" % (what, status.strip()))


def idle(driver):
    """Waits until no request is running (the status line shows no spinner)."""
    wait_for(driver, "the page to finish its requests", lambda d: d.execute_script(
        "var s = document.getElementById('status');"
        "return s.hidden || s.className !== 'busy';"))


def no_error(driver):
    text = driver.execute_script("var s = document.getElementById('status');"
                                 "return !s.hidden && s.className === 'error' ? s.textContent : '';")
    check(not text, "no error in the status line%s" % (": " + text if text else ""))


def board_values(driver, host="play-board"):
    """The digits the board shows, 81 characters ('.' for none)."""
    return driver.execute_script(
        "var out = ''; document.querySelectorAll('#%s text.value').forEach(function (t) {"
        " out += t.textContent || '.'; }); return out;" % host)


def position(driver, host="play-board"):
    return json.loads(driver.find_element(By.ID, host).get_attribute("data-position"))


def click_cell(driver, cell, host="play-board", digit=None):
    """Clicks a cell's middle (or candidate digit's slot) with the mouse, at its place in the
    viewport (scrolled to first if need be)."""
    svg = driver.find_element(By.CSS_SELECTOR, "#%s svg" % host)
    at = driver.execute_script(
        "var svg = arguments[0], cell = arguments[1], d = arguments[2];"
        "var g = JSON.parse(svg.getAttribute('data-geometry')); var n = g.size;"
        "var x = g.x + (cell % n) * g.cell + (d ? g.slots[d - 1][0] : g.cell / 2);"
        "var y = g.y + Math.floor(cell / n) * g.cell + (d ? g.slots[d - 1][1] : g.cell / 2);"
        "var p = svg.createSVGPoint(); p.x = x; p.y = y;"
        "var q = p.matrixTransform(svg.getScreenCTM());"
        "if (q.y < 120 || q.y > window.innerHeight - 40) {"
        " window.scrollBy(0, q.y - window.innerHeight / 2); q = p.matrixTransform(svg.getScreenCTM()); }"
        "return [q.x, q.y];",
        svg, cell, digit or 0)
    action = ActionBuilder(driver)
    action.pointer_action.move_to_location(int(round(at[0])), int(round(at[1])))
    action.pointer_action.click()
    action.perform()


def press(driver, keys):
    ActionChains(driver).send_keys(keys).perform()


def ctrl(driver, key):
    ActionChains(driver).key_down(Keys.CONTROL).send_keys(key).key_up(Keys.CONTROL).perform()


def pad_digit(driver, d, pad="play-pad"):
    driver.find_element(By.CSS_SELECTOR, '#%s .pad-digit[data-digit="%d"]' % (pad, d)).click()


def js_api(driver, path, body):
    """Calls the API from the page (the same origin), for the test's own answers."""
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {method: 'POST', headers: {'Content-Type': 'application/json'},"
        " body: JSON.stringify(arguments[1])}).then(function (r) { return r.json(); })"
        ".then(done, function (e) { done({error: String(e)}); });", path, body)


def load_puzzle(driver, text):
    box = driver.find_element(By.ID, "load-text")
    box.clear()
    box.send_keys(text)
    driver.find_element(By.ID, "load-button").click()
    givens = sum(ch not in ".0" for ch in text)
    wait_for(driver, "the puzzle's givens", lambda d: d.execute_script(
        "return document.querySelectorAll('#play-board text.value.given').length;") and
        sum(ch != "." for ch in board_values(d)) == givens)
    idle(driver)


def hint_texts(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#coach-out .hint-text'))"
        ".map(function (p) { return p.textContent; });")


def layer_size(driver, layer, host="play-board"):
    return driver.execute_script(
        "var g = document.querySelector('#%s .%s'); return g ? g.childElementCount : -1;" % (host, layer))


def errors_in_log(driver):
    return [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]


# --------------------------------------------------------------------------- checks

def desktop(driver, url, solution):
    driver.get(url)
    wait_for(driver, "the page's words", lambda d: d.find_element(By.ID, "tab-play").text.strip())
    check(driver.find_element(By.ID, "title").text == "Sudoku Explorer", "the page loads with its words")
    check(driver.find_element(By.ID, "tab-play").get_attribute("aria-selected") == "true",
          "it opens on Play")
    idle(driver)

    load_puzzle(driver, PUZZLE)
    check(board_values(driver) == PUZZLE, "the pasted puzzle loads: its 26 givens are drawn")
    wait_for(driver, "the candidates", lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('#play-board text.candidate'))"
        ".filter(function (t) { return t.style.display !== 'none'; }).length;") > 100)
    check(True, "the candidates are drawn (automatic pencil marks)")
    shot(driver, "desktop-play-loaded")

    # Ten right moves: seven typed, three with the pad.
    empty = [i for i, ch in enumerate(PUZZLE) if ch == "."]
    moves = empty[:10]
    for k, cell in enumerate(moves):
        click_cell(driver, cell)
        if k < 7:
            press(driver, solution[cell])
        else:
            pad_digit(driver, int(solution[cell]))
        wait_for(driver, "%s=%s on the board" % (name(cell), solution[cell]),
                 lambda d: board_values(d)[cell] == solution[cell])
    after10 = board_values(driver)
    check(all(after10[c] == solution[c] for c in moves), "ten right moves show on the board")
    placed = driver.execute_script(
        "return document.querySelectorAll('#play-board text.value.placed:not(:empty)').length;")
    check(placed == 10, "the ten placed digits are drawn as placed, not given (%d)" % placed)
    pos = position(driver)
    peer_has = [int(pos["candidates"][3 * p: 3 * p + 3], 16) & (1 << (int(solution[moves[0]]) - 1))
                for p in PEERS[moves[0]] if pos["values"][p] == "."]
    check(not any(peer_has), "automatic candidates: %s's peers lost %s" % (name(moves[0]), solution[moves[0]]))

    driver.find_element(By.CSS_SELECTOR, "#play-pad .undo").click()
    driver.find_element(By.CSS_SELECTOR, "#play-pad .undo").click()
    click_cell(driver, 2)  # a given: selects it, nothing else
    ctrl(driver, "z")
    wait_for(driver, "three moves undone", lambda d: all(board_values(d)[c] == "." for c in moves[7:]))
    now = board_values(driver)
    check(all(now[c] == "." for c in moves[7:]) and all(now[c] == solution[c] for c in moves[:7]),
          "undo x3 (two buttons, Ctrl+Z) takes back the last three moves only")
    driver.find_element(By.CSS_SELECTOR, "#play-pad .redo").click()
    wait_for(driver, "one move redone", lambda d: board_values(d)[moves[7]] == solution[moves[7]])
    check(board_values(driver)[moves[8]] == ".", "redo puts back one move")
    shot(driver, "desktop-play-moves")

    # Hint levels 1-4 on one position.
    texts = []
    for level in range(1, 5):
        driver.find_element(By.ID, "hint").click()
        wait_for(driver, "hint level %d" % level, lambda d: len(hint_texts(d)) == level)
        texts.append(hint_texts(driver)[-1])
        check(texts[-1].startswith("Hint %d/4" % level), "hint level %d: %r" % (level, texts[-1][:90]))
        if level >= 3:
            drawn = layer_size(driver, "l-marks") + layer_size(driver, "l-shading")
            check(layer_size(driver, "l-marks") > 0, "hint level %d draws marks on the board (%d)" % (level, drawn))
    check(len(set(t.split(" ", 2)[-1] for t in texts)) == 4, "the four hint texts differ")
    link = driver.find_elements(By.CSS_SELECTOR, "#coach-out a.lesson-link")
    check(link and link[0].get_attribute("href").split("#")[1].startswith("learn/"),
          "the hint's technique links to its lesson")
    shot(driver, "desktop-play-hint4")

    # A planted mistake: a digit the candidates allow that is not the solution's, and that
    # leaves every other cell a candidate (else the grid is broken, not just wrong).
    pos = position(driver)

    def mask(cell):
        return int(pos["candidates"][3 * cell: 3 * cell + 3], 16)

    wrong = None
    for cell in range(81):
        if pos["values"][cell] != "." or wrong:
            continue
        for d in range(1, 10):
            bit = 1 << (d - 1)
            if mask(cell) & bit and str(d) != solution[cell] and all(
                    mask(p) != bit for p in PEERS[cell] if pos["values"][p] == "."):
                wrong = (cell, d)
                break
    click_cell(driver, wrong[0])
    press(driver, str(wrong[1]))
    wait_for(driver, "the mistake placed", lambda d: board_values(d)[wrong[0]] == str(wrong[1]))
    check(not hint_texts(driver) and layer_size(driver, "l-marks") == 0,
          "a move clears the hints and their drawing")
    driver.find_element(By.ID, "check").click()
    said = wait_for(driver, "check's answer", lambda d: d.find_elements(By.CSS_SELECTOR, "#coach-out ul.said"))
    check(int(said[0].get_attribute("data-mistakes")) >= 1 and name(wrong[0]) in said[0].text,
          "check names the planted mistake at %s: %r" % (name(wrong[0]), said[0].text[:120]))
    shot(driver, "desktop-play-check")
    ctrl(driver, "z")
    wait_for(driver, "the mistake undone", lambda d: board_values(d)[wrong[0]] == ".")

    # Why not: strike the solution's digit from an open cell.
    pos = position(driver)
    cell = next(c for c in range(81) if pos["values"][c] == ".")
    move = "%s<>%s" % (name(cell), solution[cell])
    box = driver.find_element(By.ID, "why-input")
    box.clear()
    box.send_keys(move)
    driver.find_element(By.ID, "why-ask").click()
    answer = wait_for(driver, "why's answer", lambda d: d.find_elements(By.CSS_SELECTOR, "#why-out ul.said li"))
    check(len(answer[0].text) > 10, "why-not %s answers with a sentence: %r" % (move, answer[0].text[:120]))

    # Apply the step: one undoable move.
    before = position(driver)
    driver.find_element(By.ID, "apply-step").click()
    wait_for(driver, "the step applied", lambda d: position(d) != before)
    idle(driver)
    check(driver.find_element(By.CSS_SELECTOR, "#coach-out .step-text").text.strip() != "",
          "apply the step: the grid changes and the step is said")
    driver.find_element(By.CSS_SELECTOR, "#play-pad .undo").click()
    wait_for(driver, "the step undone", lambda d: position(d) == before)
    check(True, "the applied step undoes as one move")
    driver.find_element(By.CSS_SELECTOR, "#play-pad .redo").click()

    driver.find_element(By.ID, "walkthrough").click()
    steps = wait_for(driver, "the walkthrough", lambda d: d.find_elements(By.CSS_SELECTOR, "#walk-out .walk-step"))
    check(len(steps) > 5 and "=" not in driver.find_element(By.CSS_SELECTOR, "#walk-out ol").text,
          "the walkthrough lists %d steps by technique only" % len(steps))
    steps[1].click()
    text = driver.find_element(By.CSS_SELECTOR, "#walk-out .walk-text").text
    check(text.startswith("2.") and len(text) > 10, "a click on step 2 shows its text: %r" % text[:90])
    no_error(driver)

    # A reload restores the game.
    values = board_values(driver)
    driver.refresh()
    wait_for(driver, "the restored game", lambda d: board_values(d) == values)
    check(True, "a reload restores the game")
    driver.find_element(By.CSS_SELECTOR, "#play-pad .undo").click()
    wait_for(driver, "undo after reload", lambda d: board_values(d) != values)
    check(True, "the history survives the reload (undo works)")
    driver.find_element(By.CSS_SELECTOR, "#play-pad .redo").click()
    wait_for(driver, "redo after reload", lambda d: board_values(d) == values)

    # A conflict is drawn in red; then the rest of the solution, typed, is "solved".
    open_cells = [c for c in range(81) if board_values(driver)[c] == "."]
    cell = open_cells[0]
    clash = next(p for p in PEERS[cell] if board_values(driver)[p] != ".")
    click_cell(driver, cell)
    press(driver, board_values(driver)[clash])
    wait_for(driver, "the clash drawn", lambda d: d.execute_script(
        "return document.querySelectorAll('#play-board text.value.conflict').length;") >= 2)
    check(True, "a digit twice in a house is drawn as a conflict (%s and %s)" % (name(cell), name(clash)))
    shot(driver, "desktop-play-conflict")
    ctrl(driver, "z")
    wait_for(driver, "the clash undone", lambda d: board_values(d)[cell] == ".")
    for cell in open_cells:
        click_cell(driver, cell)
        press(driver, solution[cell])
    wait_for(driver, "the solved message", lambda d: "solved" in (d.find_element(By.ID, "game-msg").get_attribute("class") or ""))
    check(board_values(driver) == solution, "the full, right grid says: %r" % driver.find_element(By.ID, "game-msg").text)
    shot(driver, "desktop-play-solved")
    load_puzzle(driver, PUZZLE)


def visible_candidates(driver, cell=None):
    """The candidate digits shown on the Play board (in one cell, or in all)."""
    return driver.execute_script(
        "var cell = arguments[0];"
        "return Array.from(document.querySelectorAll('#play-board text.candidate')).filter(function (t) {"
        " return t.style.display !== 'none' && (cell === null || t.getAttribute('data-cell') == cell);"
        " }).map(function (t) { return Number(t.getAttribute('data-digit')); });", cell)


def pad_button(driver, css):
    driver.find_element(By.CSS_SELECTOR, "#play-pad " + css).click()


def tools(driver, solution):
    """Pencil marks by hand, colours, highlights and the load error list, on Play."""
    # By hand: a new game starts with no marks; two candidates written in one cell show.
    pad_button(driver, '.pencil-mode[data-pencil="hand"]')
    load_puzzle(driver, PUZZLE)
    wait_for(driver, "a game with no pencil marks", lambda d: not visible_candidates(d))
    check(driver.find_element(By.CSS_SELECTOR, '#play-pad .pencil-mode[data-pencil="hand"]')
          .get_attribute("aria-pressed") == "true", "pencil marks by hand: a new game starts with none")
    cell = next(i for i, ch in enumerate(PUZZLE) if ch == ".")
    marks = sorted({int(solution[cell]), 1 if solution[cell] != "1" else 2})
    click_cell(driver, cell)
    pad_button(driver, '.mode[data-mode="candidate"]')
    for d in marks:
        pad_digit(driver, d)
    wait_for(driver, "two marks by hand", lambda d: visible_candidates(d) == marks)
    cands = int(position(driver)["candidates"][3 * cell: 3 * cell + 3], 16)
    check(cands == sum(1 << (d - 1) for d in marks),
          "two candidates written by hand in %s show, and only they: %s" % (name(cell), marks))
    pad_button(driver, '.mode[data-mode="digit"]')
    pad_button(driver, '.pencil-mode[data-pencil="auto"]')
    load_puzzle(driver, PUZZLE)
    # (switching back strikes what the hand left out: the new game has no strikes)
    wait_for(driver, "a new game with automatic marks", lambda d: len(visible_candidates(d)) > 100 and
             not d.find_elements(By.CSS_SELECTOR, "#play-board text.candidate.struck"))
    idle(driver)

    # Colours: a given cell, then a candidate of an open cell, in the second colour.
    pad_button(driver, '.mode[data-mode="colour"]')
    swatch = driver.find_elements(By.CSS_SELECTOR, "#play-pad .swatch")[1]
    swatch.click()
    rgb = swatch.value_of_css_property("background-color").replace("rgba", "rgb").replace(", 1)", ")")
    click_cell(driver, PUZZLE.index("3"))
    drawn = "return Array.from(document.querySelectorAll('#play-board .l-colours ' + arguments[0]))" \
            ".map(function (e) { var r = e.getBoundingClientRect();" \
            " return [getComputedStyle(e).fill, Math.round(r.width)]; });"
    cells = wait_for(driver, "a coloured cell", lambda d: d.execute_script(drawn, "rect.colour"))
    check(cells[0][0] == rgb and cells[0][1] > 10, "a cell coloured in colour 2 is drawn in %s" % cells[0][0])
    open_ = next(i for i, ch in enumerate(PUZZLE) if ch == "." and i != cell)
    digit = visible_candidates(driver, open_)[0]
    click_cell(driver, open_, digit=digit)
    circles = wait_for(driver, "a coloured candidate", lambda d: d.execute_script(drawn, "circle.cand-colour"))
    check(len(circles) == 1 and circles[0][0] == rgb and len(driver.execute_script(drawn, "rect.colour")) == 1,
          "candidate %d of %s coloured: a circle in %s, and the cell is not" % (digit, name(open_), circles[0][0]))
    shot(driver, "desktop-play-colours")
    pad_button(driver, ".clear-colours")
    wait_for(driver, "the colours cleared", lambda d: layer_size(d, "l-colours") == 0)
    pad_button(driver, '.mode[data-mode="digit"]')

    # Highlights: one digit (its cells and candidates), then the two-candidate cells.
    pos = position(driver)
    masks = [0 if pos["values"][c] != "." else int(pos["candidates"][3 * c: 3 * c + 3], 16) for c in range(81)]
    hl = 4
    want = sum(pos["values"][c] == str(hl) or bool(masks[c] & (1 << (hl - 1))) for c in range(81))
    pad_button(driver, ".hl-button:nth-of-type(%d)" % hl)
    count = "return document.querySelectorAll(arguments[0]).length;"
    got = wait_for(driver, "digit %d highlighted" % hl, lambda d: d.execute_script(count, "#play-board rect.hl-digit"))
    shown = driver.execute_script(count, "#play-board text.candidate.hl")
    check(got == want and shown > 0, "highlight %d: its %d cells are shaded, %d candidates marked" % (hl, got, shown))
    pad_button(driver, ".hl-button:nth-of-type(%d)" % hl)
    pad_button(driver, ".bivalue")
    want = sum(bin(m).count("1") == 2 for m in masks)
    got = wait_for(driver, "two-candidate cells highlighted",
                   lambda d: d.execute_script(count, "#play-board rect.hl-bivalue"))
    check(got == want and driver.execute_script(count, "#play-board rect.hl-digit") == 0,
          "highlight the two-candidate cells: %d shaded" % got)
    shot(driver, "desktop-play-bivalue")
    press(driver, Keys.ESCAPE)
    wait_for(driver, "the highlight gone", lambda d: not d.execute_script(count, "#play-board rect.hl-bivalue"))

    # A pasted text with a bad line: the error names it; the good puzzle is offered.
    before = board_values(driver)
    box = driver.find_element(By.ID, "load-text")
    box.clear()
    box.send_keys(PUZZLE + "\n\n12345xyz\n")
    driver.find_element(By.ID, "load-button").click()
    errors = wait_for(driver, "the error list", lambda d: d.find_elements(By.CSS_SELECTOR, "#load-out ul.errors li"))
    check(len(errors) == 1 and "line 3" in errors[0].text, "the load error names its line: %r" % errors[0].text)
    offered = driver.find_elements(By.CSS_SELECTOR, "#load-out ul.puzzles li")
    check(len(offered) == 1 and "line 1" in offered[0].text and board_values(driver) == before,
          "the good puzzle (line 1) is offered, not opened: %r" % offered[0].text)
    shot(driver, "desktop-play-load-errors")
    no_error(driver)


def progress_file(driver, downloads):
    """Export progress (a JSON download) and reset progress (after the confirmation)."""
    driver.find_element(By.ID, "progress-export").click()
    path = os.path.join(downloads, "sudoku-explorer-progress.json")
    wait_for(driver, "the progress file", lambda d: os.path.exists(path), timeout=20)
    with open(path, encoding="utf-8") as f:
        exported = json.load(f)
    row = exported.get("progress", {}).get(DRILL_TECHNIQUE)
    check(row == {"attempts": 5, "rightFirst": 5, "hints": 0} and exported.get("exported"),
          "export progress downloads JSON with the drill's counts: %s" % row)

    def rows():
        return len(driver.find_elements(By.CSS_SELECTOR, "#progress-table tr[data-technique]"))
    driver.find_element(By.ID, "progress-reset").click()
    WebDriverWait(driver, 10).until(expected_conditions.alert_is_present()).dismiss()
    check(rows() == 1, "reset progress asks first: dismissed, the table keeps its row")
    driver.find_element(By.ID, "progress-reset").click()
    alert = WebDriverWait(driver, 10).until(expected_conditions.alert_is_present())
    asked = alert.text
    alert.accept()
    wait_for(driver, "the empty progress table", lambda d: rows() == 0)
    check(driver.find_element(By.CSS_SELECTOR, "#progress-table .note").text.strip() != "",
          "reset progress (%r accepted): the table is empty" % asked)
    driver.refresh()
    wait_for(driver, "the progress table after a reload",
             lambda d: d.find_elements(By.CSS_SELECTOR, "#progress-table .note"))
    check(rows() == 0 and driver.execute_script("return localStorage.getItem('sx.progress');") == "{}",
          "the reset is kept after a reload")
    no_error(driver)


def learn(driver, url):
    driver.find_element(By.ID, "tab-learn").click()
    links = wait_for(driver, "the lesson list", lambda d: d.find_elements(By.CSS_SELECTOR, "#lesson-list a[data-lesson]"))
    tiers = driver.find_elements(By.CSS_SELECTOR, "#lesson-list h3.tier")
    check(len(links) > 10 and len(tiers) >= 3, "Learn lists %d lessons in %d tiers" % (len(links), len(tiers)))
    shot(driver, "desktop-learn-list")
    driver.get(url + "#learn/x-wing")
    wait_for(driver, "the X-Wing lesson", lambda d: d.find_element(By.ID, "lesson-name").text.strip())
    wait_for(driver, "the lesson's example", lambda d: d.find_elements(By.CSS_SELECTOR, "#lesson-board svg")
             or d.find_element(By.ID, "lesson-example").text, timeout=WAIT)
    idle(driver)
    check(driver.find_element(By.ID, "lesson-name").text == "X-Wing" and
          len(driver.find_element(By.ID, "lesson-rule").text) > 20,
          "#learn/x-wing shows the lesson: its name and rule")
    check(layer_size(driver, "l-marks", "lesson-board") > 0 and
          len(driver.find_element(By.ID, "lesson-example").text) > 20,
          "the worked example is drawn, with its text")
    check(driver.find_element(By.ID, "lesson-prev").is_displayed() and
          driver.find_element(By.ID, "lesson-next").is_displayed(), "previous and next lessons are linked")
    shot(driver, "desktop-learn-lesson")
    no_error(driver)


def drill(driver, url):
    driver.get(url + "#train")
    select = wait_for(driver, "the technique list", lambda d: len(Select(d.find_element(By.ID, "train-technique")).options) > 5
                      and Select(d.find_element(By.ID, "train-technique")))
    select.select_by_value(DRILL_TECHNIQUE)
    count = driver.find_element(By.ID, "train-count")
    check(count.get_attribute("value") == "5", "a drill has 5 positions by default")
    shot(driver, "desktop-train-setup")
    driver.find_element(By.ID, "train-start").click()
    for k in range(1, 6):
        wait_for(driver, "drill position %d" % k, lambda d: d.find_element(By.ID, "train-board").get_attribute("data-drill")
                 and ("%d of 5" % k) in d.find_element(By.ID, "drill-title").text)
        idle(driver)
        drill_pos = json.loads(driver.find_element(By.ID, "train-board").get_attribute("data-drill"))
        step = js_api(driver, "/api/step", {"position": drill_pos})
        check("step" in step, "drill %d: /api/step answers (%s)" % (k, step.get("name") or step.get("error")))
        effect = step["step"]
        for code in effect["placements"]:
            click_cell(driver, code // 16, "train-board")
            press(driver, str(code % 16))
        for code in effect["eliminations"]:
            click_cell(driver, code // 16, "train-board")
            ActionChains(driver).key_down(Keys.SHIFT).send_keys(str(code % 16)).key_up(Keys.SHIFT).perform()
        if k == 1:
            shot(driver, "desktop-train-answer")
        driver.find_element(By.ID, "grade").click()
        verdict = wait_for(driver, "drill %d's grade" % k,
                           lambda d: d.find_elements(By.CSS_SELECTOR, "#drill-out ul.said"))
        check(verdict[0].get_attribute("data-right") == "true",
              "drill %d graded right: %r" % (k, verdict[0].text[:100]))
        driver.find_element(By.ID, "drill-next").click()
    done = wait_for(driver, "the drill's end", lambda d: d.find_element(By.ID, "drill-done").is_displayed()
                    and d.find_element(By.ID, "drill-done"))
    check("5 of 5" in done.text, "the drill ends: %r" % done.text)

    def row():
        cells = driver.find_elements(By.CSS_SELECTOR, '#progress-table tr[data-technique="%s"] td' % DRILL_TECHNIQUE)
        return [c.text for c in cells]
    check(row() == ["5", "5", "0"], "the progress table counts 5 attempts, 5 right first time: %s" % row())
    shot(driver, "desktop-train-done")
    driver.refresh()
    wait_for(driver, "the progress table after a reload", lambda d: row() == ["5", "5", "0"])
    check(True, "the progress is kept after a reload")
    no_error(driver)


def japanese(driver, url):
    driver.get(url + "#play")
    wait_for(driver, "the page", lambda d: d.find_element(By.ID, "tab-play").text.strip())
    Select(driver.find_element(By.ID, "lang")).select_by_value("ja")
    wait_for(driver, "Japanese words", lambda d: d.find_element(By.ID, "tab-play").text == "解く")
    check(driver.find_element(By.ID, "hint").text == "ヒント" and
          driver.execute_script("return document.documentElement.lang;") == "ja",
          "the language switch re-renders the page in Japanese")
    idle(driver)
    shot(driver, "desktop-play-ja")
    driver.find_element(By.ID, "hint").click()
    wait_for(driver, "a hint in Japanese", lambda d: len(hint_texts(d)) == 1)
    check(hint_texts(driver)[0].startswith("ヒント 1/4"), "a hint in Japanese: %r" % hint_texts(driver)[0][:60])
    driver.get(url + "#learn/x-wing")
    wait_for(driver, "the lesson in Japanese", lambda d: d.find_element(By.ID, "lesson-name").text.strip())
    idle(driver)
    check(driver.find_element(By.ID, "tab-learn").text == "学ぶ", "the language is kept after a reload")
    shot(driver, "desktop-learn-ja")
    driver.get(url + "#train")
    wait_for(driver, "Train in Japanese", lambda d: d.find_element(By.ID, "train-start").text == "始める")
    shot(driver, "desktop-train-ja")
    Select(driver.find_element(By.ID, "lang")).select_by_value("en")
    wait_for(driver, "English again", lambda d: d.find_element(By.ID, "tab-play").text == "Play")
    no_error(driver)


def phone(driver, url, solution):
    driver.get(url)
    wait_for(driver, "the page's words", lambda d: d.find_element(By.ID, "tab-play").text.strip())
    idle(driver)
    width = driver.execute_script("return window.innerWidth;")
    check(width == 390, "the phone's viewport is 390 px wide")
    load_puzzle(driver, PUZZLE)
    board_width = driver.execute_script(
        "return document.querySelector('#play-board svg').getBoundingClientRect().width;")
    check(board_width >= 370, "the board fills the phone's width: %.0f px" % board_width)
    empty = [i for i, ch in enumerate(PUZZLE) if ch == "."]
    for cell in empty[:3]:
        click_cell(driver, cell)
        pad_digit(driver, int(solution[cell]))
        wait_for(driver, "%s placed with the pad" % name(cell), lambda d: board_values(d)[cell] == solution[cell])
    check(True, "three moves with the on-screen pad")
    # A candidate struck with the pad's candidate mode.
    pos = position(driver)
    cell = next(c for c in range(81) if pos["values"][c] == ".")
    mask = int(pos["candidates"][3 * cell: 3 * cell + 3], 16)
    d = next(d for d in range(1, 10) if mask & (1 << (d - 1)) and str(d) != solution[cell])
    driver.find_element(By.CSS_SELECTOR, '#play-pad .mode[data-mode="candidate"]').click()
    click_cell(driver, cell)
    pad_digit(driver, d)
    wait_for(driver, "a candidate struck", lambda d_: not int(position(d_)["candidates"][3 * cell: 3 * cell + 3], 16) & (1 << (d - 1)))
    check(True, "candidate mode on the pad strikes %s<>%d" % (name(cell), d))
    driver.find_element(By.CSS_SELECTOR, '#play-pad .mode[data-mode="digit"]').click()
    pads = driver.execute_script(
        "return Array.from(document.querySelectorAll('#play-pad button')).filter(function (b) {"
        " return b.offsetParent !== null; }).map(function (b) { return b.getBoundingClientRect().height; });")
    check(pads and min(pads) >= 40, "the pad's %d buttons are at least 40 px tall (smallest %.0f)" % (len(pads), min(pads)))
    small = driver.execute_script(
        "return Array.from(document.querySelectorAll('button')).filter(function (b) {"
        " return b.offsetParent !== null && b.getBoundingClientRect().height < 40; })"
        ".map(function (b) { return b.className + ':' + b.textContent; });")
    check(not small, "every visible button is at least 40 px tall %s" % small)
    wide = driver.execute_script("return document.documentElement.scrollWidth;")
    check(wide <= 390, "nothing is wider than the phone (%d px)" % wide)
    shot(driver, "phone-play")
    driver.find_element(By.ID, "hint").click()
    wait_for(driver, "a hint on the phone", lambda d: len(hint_texts(d)) == 1)
    check(True, "a hint on the phone: %r" % hint_texts(driver)[0][:60])
    driver.execute_script("document.getElementById('coach').scrollIntoView();")
    shot(driver, "phone-play-hint")
    driver.execute_script("window.scrollTo(0, 0);")
    driver.find_element(By.ID, "tab-learn").click()
    wait_for(driver, "the lesson list", lambda d: d.find_elements(By.CSS_SELECTOR, "#lesson-list a[data-lesson]"))
    shot(driver, "phone-learn")
    driver.get(url + "#learn/hidden-single")
    wait_for(driver, "a lesson", lambda d: d.find_element(By.ID, "lesson-name").text.strip())
    idle(driver)
    shot(driver, "phone-learn-lesson")
    driver.find_element(By.ID, "tab-train").click()
    wait_for(driver, "Train", lambda d: d.find_element(By.ID, "train-start").is_displayed())
    shot(driver, "phone-train")
    Select(driver.find_element(By.ID, "lang")).select_by_value("ja")
    wait_for(driver, "Japanese words", lambda d: d.find_element(By.ID, "tab-play").text == "解く")
    driver.find_element(By.ID, "tab-play").click()
    idle(driver)
    shot(driver, "phone-play-ja")
    no_error(driver)


def start_server():
    if not os.path.exists(TOOL):
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    cmd = [TOOL, "serve", "--port", "0"]
    if os.environ.get("APP_ASSETS_DIR"):
        cmd += ["--assets-dir", os.environ["APP_ASSETS_DIR"]]
    server = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    first = server.stdout.readline()
    found = re.search(r"https?://\S+", first)
    if not found:
        server.kill()
        raise Failed("the server printed no address: %r" % first)
    url = found.group(0)
    if not url.endswith("/"):
        url += "/"
    check(True, "the server is serving on %s" % url)
    return server, url


def main():
    os.makedirs(SHOTS, exist_ok=True)
    solution = solve(PUZZLE)
    check(solution is not None and len(solution) == 81, "the test's solver solves the puzzle")
    server, url = start_server()
    downloads = tempfile.mkdtemp(prefix="app-page-downloads-")
    try:
        driver = browser(downloads=downloads)
        try:
            desktop(driver, url, solution)
            tools(driver, solution)
            learn(driver, url)
            drill(driver, url)
            progress_file(driver, downloads)
            japanese(driver, url)
            errors = errors_in_log(driver)
            check(not errors, "no errors in the console (desktop): %s" % errors)
        finally:
            driver.quit()
        driver = browser(phone=True)
        try:
            phone(driver, url, solution)
            errors = errors_in_log(driver)
            check(not errors, "no errors in the console (phone): %s" % errors)
        finally:
            driver.quit()
    finally:
        shutil.rmtree(downloads, ignore_errors=True)
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    print("app page: all checks passed; screenshots in", SHOTS)


if __name__ == "__main__":
    try:
        main()
    except Failed as e:
        print("FAILED:", e, file=sys.stderr)
        sys.exit(1)
