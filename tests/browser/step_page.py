#!/usr/bin/env python3
"""Drives the step-through page of `explain --html` in headless Chromium.

Writes the page of puzzles/numpre1.txt, opens it (file://, no server, no network) and
checks, against the walkthrough `explain --json` prints:
  1. it opens on the start board: 26 givens, nothing placed;
  2. the right arrow key, pressed three times, shows step 3: its heading, its
     explanation, its board (givens plus the placements of steps 1 and 2) and its
     placement disc, and the address ends in #step-3;
  3. the run of singles in the step list starts folded, opens on a click, and a click
     on one of its entries shows that step;
  4. the Previous and Next buttons step back and forth;
  5. a deep link (#step-12) opened afresh shows step 12 with its list entry marked;
  6. the page is under 1 MB, loads nothing else, and logs no error;
  7. the step list gives nothing away: at the start, with every entry unfolded, it names
     techniques only (no `=`, no `<>`); once step 3 has been shown, entries 1-3 say what
     they place and entry 4 still does not.
Screenshots go to target/browser/*.png. Exits with status 1 on the first failed check.

Usage: tests/browser/step_page.py  (after tests/browser/setup.sh; run with
target/browservenv/bin/python)
"""
import json
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "target", "release", "sudoku-explorer")
PUZZLE = os.path.join(ROOT, "puzzles", "numpre1.txt")
SHOTS = os.path.join(ROOT, "target", "browser")
PLACEMENT_COLOUR = "#009E73"


class Failed(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failed(what)
    print("ok:", what)


def walkthrough():
    out = subprocess.run([TOOL, "explain", "--json", PUZZLE], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[0])


def write_page(folder):
    subprocess.run([TOOL, "explain", PUZZLE, "--html", folder], check=True,
                   capture_output=True)
    return os.path.join(folder, "numpre1-line1.html")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--window-size=1400,1000"]:
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def text_of(driver, element_id):
    return driver.find_element(By.ID, element_id).text.strip()


def shown_digits(driver):
    """The digits written in cells (givens and placed), as the browser shows them."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#layer-digits text.value'))"
        ".filter(t => t.textContent !== '').length;")


def placement_discs(driver):
    return driver.execute_script(
        "return document.querySelectorAll('#layer-marks circle[fill=\"%s\"]').length;"
        % PLACEMENT_COLOUR)


def expect_step(driver, w, k, how):
    step = w["steps"][k - 1]
    heading = text_of(driver, "view-heading")
    check(heading.startswith("Step %d: " % k), "%s: heading %r is step %d" % (how, heading, k))
    check(text_of(driver, "view-text") == step["explanation"],
          "%s: the explanation is step %d's" % (how, k))
    check(driver.execute_script("return location.hash;") == "#step-%d" % k,
          "%s: the address ends in #step-%d" % (how, k))
    placed = sum(len(s["placements"]) for s in w["steps"][: k - 1])
    check(shown_digits(driver) == 26 + placed,
          "%s: the board shows 26 givens and %d placed digits" % (how, placed))
    check(placement_discs(driver) == len(step["placements"]),
          "%s: %d placement disc(s) drawn" % (how, len(step["placements"])))
    current = driver.find_elements(By.CSS_SELECTOR, "#step-list a.current")
    check(len(current) == 1 and current[0].get_attribute("data-view") == str(k),
          "%s: the step list marks step %d" % (how, k))


def run(driver, page, w):
    url = "file://" + page
    size = os.path.getsize(page)
    check(size < 1_000_000, "the page is under 1 MB (%d bytes)" % size)

    driver.get(url)
    check(text_of(driver, "view-heading") == "Start", "opens on the start board")
    check(shown_digits(driver) == 26, "the start board shows the 26 givens")
    driver.save_screenshot(os.path.join(SHOTS, "start.png"))
    driver.execute_script("document.querySelectorAll('#step-list details')"
                          ".forEach(function (d) { d.open = true; });")
    listed = driver.find_element(By.ID, "step-list").text
    check("Hidden Single" in listed and "=" not in listed and "<>" not in listed,
          "at the start the step list names techniques only: %r" % listed[:120])
    driver.save_screenshot(os.path.join(SHOTS, "start-list-open.png"))

    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(3):
        ActionChains(driver).send_keys_to_element(body, Keys.ARROW_RIGHT).perform()
    expect_step(driver, w, 3, "right arrow x3")
    driver.save_screenshot(os.path.join(SHOTS, "step-3.png"))

    def entry_text(k):
        css = '#step-list a[data-view="%d"]' % k
        return driver.find_element(By.CSS_SELECTOR, css).text

    for k in (1, 2, 3):
        placed = w["steps"][k - 1]["placements"][0]
        check(entry_text(k).endswith(": " + placed),
              "after step 3, entry %d says what it placed: %r" % (k, entry_text(k)))
    check("=" not in entry_text(4),
          "after step 3, entry 4 still gives nothing away: %r" % entry_text(4))

    # A list entry: numpre1 is singles all the way, folded into one entry
    # that opens; reloaded at the start, the fold is closed.
    driver.get("about:blank")
    driver.get(url + "#start")
    target = 20
    entry = driver.find_element(By.CSS_SELECTOR, '#step-list a[data-view="%d"]' % target)
    fold = entry.find_element(By.XPATH, "ancestor::details")
    check(not fold.get_attribute("open") and not entry.is_displayed(),
          "the run of singles starts folded")
    fold.find_element(By.TAG_NAME, "summary").click()
    check(entry.is_displayed(), "clicking the fold's summary opens it")
    driver.save_screenshot(os.path.join(SHOTS, "list-open.png"))
    entry.click()
    expect_step(driver, w, target, "click on list entry %d" % target)
    driver.save_screenshot(os.path.join(SHOTS, "clicked-step-%d.png" % target))

    driver.find_element(By.ID, "prev").click()
    expect_step(driver, w, target - 1, "Previous button")
    driver.find_element(By.ID, "next").click()
    driver.find_element(By.ID, "next").click()
    expect_step(driver, w, target + 1, "Next button twice")

    # A deep link, opened in a fresh load of the page.
    driver.get("about:blank")
    driver.get(url + "#step-12")
    expect_step(driver, w, 12, "deep link #step-12")
    fold_open = driver.execute_script(
        "var a = document.querySelector('#step-list a[data-view=\"12\"]');"
        "var d = a.closest('details'); return d === null || d.open;")
    check(fold_open, "deep link: step 12's entry is visible in the list")
    driver.save_screenshot(os.path.join(SHOTS, "deep-link-step-12.png"))

    ActionChains(driver).send_keys_to_element(
        driver.find_element(By.TAG_NAME, "body"), Keys.END).perform()
    check(text_of(driver, "view-heading") == "Final board", "End key: the final board")
    check(shown_digits(driver) == 81, "the final board is full")
    driver.save_screenshot(os.path.join(SHOTS, "end.png"))

    # A malformed address (#%, no such view): the page opens on the start
    # board instead of throwing in decodeURIComponent and drawing nothing.
    driver.get("about:blank")
    driver.get(url + "#%")
    check(text_of(driver, "view-heading") == "Start", "#%: opens on the start board")
    check(shown_digits(driver) == 26, "#%: the start board is drawn")

    loaded = driver.execute_script("return performance.getEntriesByType('resource').length;")
    check(loaded == 0, "the page loads no other file (%d loaded)" % loaded)
    errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
    check(not errors, "no errors in the console: %s" % errors)


def main():
    if not os.path.exists(TOOL):
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    os.makedirs(SHOTS, exist_ok=True)
    w = walkthrough()
    check(w["status"] == "solved" and len(w["steps"]) > 12, "numpre1 has a walkthrough of %d steps" % len(w["steps"]))
    with tempfile.TemporaryDirectory() as folder:
        page = write_page(folder)
        driver = browser()
        try:
            run(driver, page, w)
        finally:
            driver.quit()
    print("step page: all checks passed; screenshots in", SHOTS)


if __name__ == "__main__":
    try:
        main()
    except Failed as e:
        print("FAILED:", e, file=sys.stderr)
        sys.exit(1)
