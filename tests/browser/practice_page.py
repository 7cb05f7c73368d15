#!/usr/bin/env python3
"""Drives the practice page of `explain --html --practice` in headless Chromium.

Writes the practice page of puzzles/strategy-examples.txt (its first puzzle, line 5: its walkthrough in
the curriculum's order, the page's, needs Locked Candidates (Pointing), then Locked Candidates
(Claiming) and a Naked Pair), opens it (file://, no server, no network) and checks, against the
walkthrough `explain --json --order curriculum` prints:
  1. at load the page says nothing of the step: its visible text holds no `<>` and not
     the technique's name; the heading reads "Exercise 1 / 3"; the board shows
     the position before the pointing step (the singles before it are listed as done);
  2. a click on a candidate that is the solution's digit (and no answer's) strikes it,
     and Check says wrong, naming the candidate and why (no technique shows it yet), without
     naming the solution; the page's data holds no solution; an instance of another
     technique (first one whose moves the step's do not touch) is right and named;
  3. one of the step's two eliminations alone is "Right so far" with one more to find;
  4. the step's eliminations, clicked, are "Right";
  5. Hint shows levels 1, 2, 3 and 4 in that order, one more per press; levels 1-3
     show no `<>` (in words or in the legend), level 4 does, and names the step;
  6. Next lists the step as done (with what it removed) and shows exercise 2;
  7. the keyboard alone (arrows to the cell, Shift+digit to strike, C to check) gets
     exercise 2 right, and N moves on;
  8. V and a digit (and the digit buttons) show that digit's candidates alone, marked,
     with one link per conjugate pair; Esc (the button again) brings the rest back;
  9. the page is under 1 MB, loads nothing else, and logs no error;
 10. the step-through page's digit view works the same (keys 1-9, again to go back).
Screenshots go to target/browser/practice-*.png. Exits with status 1 on the first
failed check.

Usage: tests/browser/practice_page.py  (after tests/browser/setup.sh; run with
target/browservenv/bin/python)
"""
import json
import os
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

sys.path.insert(0, os.path.dirname(__file__))
from step_page import Failed, browser, check, ROOT, TOOL, SHOTS  # noqa: E402

PUZZLE = os.path.join(ROOT, "puzzles", "strategy-examples.txt")
SINGLES = ("naked-single", "hidden-single", "full-house")


def walkthrough():
    out = subprocess.run([TOOL, "explain", "--json", "--order", "curriculum", PUZZLE], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[0])


def names():
    out = subprocess.run([TOOL, "strategies", "--json"], check=True,
                         capture_output=True, text=True).stdout
    return {s["id"]: s["name"] for s in map(json.loads, out.splitlines())}


def page_data(driver):
    return json.loads(driver.execute_script(
        "return document.getElementById('practice-data').textContent;"))


def cell_index(name):
    """`r3c4` -> 21."""
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def click_candidate(driver, cell, digit):
    driver.find_element(
        By.CSS_SELECTOR, "rect.hit[data-cell='%d'][data-digit='%d']" % (cell, digit)).click()


def verdict(driver):
    items = driver.find_elements(By.CSS_SELECTOR, "#verdict li")
    return [(li.get_attribute("class"), li.text) for li in items]


def press(driver, *keys):
    chain = ActionChains(driver)
    for k in keys:
        chain.send_keys(k)
    chain.perform()


def shot(driver, name):
    driver.save_screenshot(os.path.join(SHOTS, "practice-%s.png" % name))


def has_candidate(position, cell, digit):
    mask = int(position["candidates"][3 * cell:3 * cell + 3], 16)
    return position["values"][cell] == "." and mask & (1 << (digit - 1))


def shown_candidates(driver):
    """The candidates the board shows: (cell, digit) pairs."""
    return [tuple(x) for x in driver.execute_script(
        "var out = []; var texts = document.querySelectorAll('#layer-digits text.candidate');"
        "texts.forEach(function (t, k) { if (t.style.display !== 'none') {"
        " out.push([Math.floor(k / 9), Number(t.textContent)]); } });"
        "return out;")]


def conjugate_pairs(shown, digit):
    """Rows, columns and boxes where `digit` has two places, each pair once."""
    places = {c for c, d in shown if d == digit}
    pairs = set()
    for h in range(9):
        for house in ([h * 9 + k for k in range(9)], [k * 9 + h for k in range(9)],
                      [(h // 3 * 3 + k // 3) * 9 + h % 3 * 3 + k % 3 for k in range(9)]):
            two = [c for c in house if c in places]
            if len(two) == 2:
                pairs.add(tuple(two))
    return pairs


def no_digit_under_a_link(driver, where):
    """The board as shown (hidden candidates left out) through ../shared/tools/
    svg_crossings.py, when that tool is there: no digit under a link."""
    tool = os.path.join(ROOT, "..", "shared", "tools", "svg_crossings.py")
    if not os.path.exists(tool):
        print("skipped: no ../shared/tools/svg_crossings.py to count digits under links")
        return
    svg = driver.execute_script(
        "var b = document.getElementById('board').cloneNode(true);"
        "b.querySelectorAll('text').forEach(function (t) {"
        " if (t.style.display === 'none') { t.remove(); } });"
        "return new XMLSerializer().serializeToString(b);")
    path = os.path.join(SHOTS, "digit-%s.svg" % where)
    with open(path, "w") as f:
        f.write(svg)
    out = subprocess.run([sys.executable, tool, path], capture_output=True, text=True).stdout
    check("total digits under links: 0" in out, "%s: no digit under a link (%s)"
          % (where, out.strip().splitlines()[-1] if out.strip() else "no output"))


def check_digit_view(driver, turn_on, turn_off, where):
    """Turning the digit view on shows that digit's candidates alone, marked, and one
    link per conjugate pair; turning it off brings every candidate back."""
    before = shown_candidates(driver)
    digit = max(range(1, 10), key=lambda d: sum(1 for _, e in before if e == d))
    turn_on(digit)
    shown = shown_candidates(driver)
    mine = sorted(c for c, d in before if d == digit)
    check(sorted(c for c, _ in shown) == mine and all(d == digit for _, d in shown),
          "%s: the digit view of %d shows its %d candidates alone" % (where, digit, len(mine)))
    discs = driver.find_elements(By.CSS_SELECTOR, "#layer-digit-discs circle")
    links = driver.find_elements(By.CSS_SELECTOR, "#layer-digit-links polyline")
    pairs = conjugate_pairs(before, digit)
    check(len(discs) == len(mine) and len(links) == len(pairs),
          "%s: %d marks and %d links, one per conjugate pair" % (where, len(discs), len(links)))
    pressed = driver.find_elements(By.CSS_SELECTOR, "#digit-filter button[aria-pressed='true']")
    check([b.text for b in pressed] == [str(digit)], "%s: button %d is pressed" % (where, digit))
    shot(driver, "digit-%s" % where)
    no_digit_under_a_link(driver, where)
    turn_off(digit)
    check(sorted(shown_candidates(driver)) == sorted(before),
          "%s: turned off, every candidate is back" % where)
    return digit


def run(driver, folder):
    w = walkthrough()
    steps = w["steps"]
    exercises = [s for s in steps if s["strategy"] not in SINGLES]
    first, second = exercises[0], exercises[1]
    first_name = names()[first["strategy"]]
    subprocess.run([TOOL, "explain", PUZZLE, "--html", folder, "--practice"], check=True,
                   capture_output=True)
    path = os.path.join(folder, "strategy-examples-line5.html")
    size = os.path.getsize(path)
    check(size < 1_000_000, "the page is under 1 MB (%d bytes)" % size)
    driver.get("file://" + path)
    data = page_data(driver)
    body = driver.find_element(By.TAG_NAME, "body").text

    # 1. Nothing of the step at load.
    check("<>" not in body, "at load the visible text has no <>")
    check(first_name not in body, "at load the visible text does not name the technique")
    heading = driver.find_element(By.ID, "view-heading").text
    check(heading == "Exercise 1 / %d" % len(exercises), "heading reads %r" % heading)
    done = driver.find_elements(By.CSS_SELECTOR, "#done-list li")
    before = steps.index(first)
    check(len(done) == before, "the %d singles before the step are listed as done" % before)
    shot(driver, "0-start")

    ex = data["exercises"][0]
    check("solution" not in data, "the page's data holds no solution")
    solution = w["solution"]
    touched = {c for a in ex["answers"] for part in a for c in part}
    wrong = next((c, d) for c in range(81) for d in range(1, 10)
                 if has_candidate(ex, c, d) and int(solution[c]) == d
                 and c * 16 + d not in touched)

    # 2. A wrong click.
    click_candidate(driver, *wrong)
    struck = driver.find_elements(By.CSS_SELECTOR, "#layer-learner line.struck")
    check(len(struck) == 1, "a click strikes the candidate")
    driver.find_element(By.ID, "check").click()
    said = verdict(driver)
    name = data["cells"][wrong[0]] + "<>" + str(wrong[1])
    check(len(said) == 1 and said[0][0] == "wrong" and said[0][1].startswith(name)
          and "no technique shows it here yet" in said[0][1] and "solution" not in said[0][1],
          "Check says %s is wrong, as no technique shows it yet (not naming the solution): %r"
          % (name, said))
    shot(driver, "1-wrong")
    click_candidate(driver, *wrong)
    check(not driver.find_elements(By.CSS_SELECTOR, "#layer-learner line.struck"),
          "a second click brings the candidate back")

    # 2b. Another technique's instance is right, and named.
    other, answer = next((o, a) for o in ex["others"] for a in o["answers"]
                         if not a[1] and not set(a[0]) & touched)
    for code in answer[0]:
        click_candidate(driver, code // 16, code % 16)
    driver.find_element(By.ID, "check").click()
    said = verdict(driver)
    check(len(said) == 1 and said[0][0] == "right" and said[0][1] == other["right"]
          and "another technique" in said[0][1],
          "another technique's removals are right and named: %r" % said)
    shot(driver, "1-other")
    for code in answer[0]:
        click_candidate(driver, code // 16, code % 16)

    # 3. Part of the answer.
    eliminations = [(cell_index(e), int(e[-1])) for e in first["eliminations"]]
    check(len(eliminations) == 2, "the first step removes two candidates")
    click_candidate(driver, *eliminations[0])
    driver.find_element(By.ID, "check").click()
    said = verdict(driver)
    check(said and said[0][0] == "partly" and "1 more candidate" in said[0][1],
          "one of the two is right so far: %r" % said)

    # 4. The whole answer.
    click_candidate(driver, *eliminations[1])
    driver.find_element(By.ID, "check").click()
    said = verdict(driver)
    check(said and said[0][0] == "right" and said[0][1].startswith("Right"),
          "both are right: %r" % said)
    shot(driver, "2-right")

    # 5. Hints, one level per press.
    hint = driver.find_element(By.ID, "hint")
    for level in range(1, 5):
        hint.click()
        paragraphs = driver.find_elements(By.CSS_SELECTOR, "#hint-text p")
        check(len(paragraphs) == level, "hint press %d shows %d levels" % (level, level))
        check(paragraphs[-1].text.startswith("Hint %d/4" % level),
              "the last paragraph is level %d" % level)
        words = driver.find_element(By.ID, "hint-text").text
        legend = driver.execute_script(
            "return document.getElementById('layer-legend').textContent;")
        if level < 4:
            check("<>" not in words and "<>" not in legend,
                  "level %d shows no <> in words or legend" % level)
        else:
            check("<>" in words and first_name in words,
                  "level 4 gives the step: %r" % paragraphs[-1].text[:80])
        shot(driver, "3-hint-%d" % level)

    # 6. Next.
    driver.find_element(By.ID, "next").click()
    done = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#done-list li")]
    removed = ", ".join(first["eliminations"])
    check(any(first_name in t and removed in t for t in done),
          "Next lists the step as done with what it removed (%s)" % removed)
    heading = driver.find_element(By.ID, "view-heading").text
    check(heading == "Exercise 2 / %d" % len(exercises), "then shows %r" % heading)
    check(not driver.find_elements(By.CSS_SELECTOR, "#hint-text p") and not verdict(driver),
          "the new exercise starts without hints or verdicts")

    # 7. The keyboard alone.
    # The first arrow puts the cursor on r1c1; the next ones move it.
    press(driver, Keys.ARROW_DOWN)
    at = (0, 0)
    for e in second["eliminations"]:
        row, col = divmod(cell_index(e), 9)
        moves = [Keys.ARROW_DOWN if row > at[0] else Keys.ARROW_UP] * abs(row - at[0])
        moves += [Keys.ARROW_RIGHT if col > at[1] else Keys.ARROW_LEFT] * abs(col - at[1])
        if moves:
            press(driver, *moves)
        at = (row, col)
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(e[-1]).key_up(
            Keys.SHIFT).perform()
    press(driver, "c")
    said = verdict(driver)
    check(said and said[0][0] == "right",
          "arrows, Shift+digit and C get exercise 2 right: %r" % said)
    shot(driver, "4-keyboard")
    press(driver, "n")
    heading = driver.find_element(By.ID, "view-heading").text
    check(heading == "Exercise 3 / %d" % len(exercises), "N moves on: %r" % heading)

    # 8. The digit view: V and a digit, Esc; and the buttons.
    check_digit_view(driver, lambda d: press(driver, "v", str(d)),
                     lambda d: press(driver, Keys.ESCAPE), "keys")
    button = lambda d: driver.find_element(
        By.XPATH, "//div[@id='digit-filter']/button[text()='%d']" % d).click()
    check_digit_view(driver, button, button, "buttons")

    # 9. Nothing else loaded, no error logged.
    resources = driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (r) { return r.name; });")
    check(resources == [], "the page loads nothing else: %r" % resources)
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    check(not errors, "the console shows no error: %r" % errors)


def step_page_digits(driver, folder):
    """The step-through page has the digit view too: keys 1-9 (again to go back) and
    its buttons, on the board of step 29 (after the singles)."""
    # Another folder: the same address with a new #hash would not load the page.
    folder = os.path.join(folder, "steps")
    subprocess.run([TOOL, "explain", PUZZLE, "--html", folder], check=True,
                   capture_output=True)
    driver.get("file://" + os.path.join(folder, "strategy-examples-line5.html") + "#step-29")
    check_digit_view(driver, lambda d: press(driver, str(d)), lambda d: press(driver, str(d)),
                     "step-page")
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    check(not errors, "the step page's console shows no error: %r" % errors)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    driver = browser()
    try:
        with tempfile.TemporaryDirectory() as folder:
            run(driver, folder)
            step_page_digits(driver, folder)
    except Failed as e:
        print("FAILED:", e)
        return 1
    finally:
        driver.quit()
    print("practice page: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
