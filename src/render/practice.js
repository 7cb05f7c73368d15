// The practice page: the learner finds each step. The data block holds, per
// exercise, the position, the four hint levels (words and SVG layers), every
// right answer (candidate codes: cell * 16 + digit) and the words for each
// verdict; grading follows the rules of coach::grade.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("practice-data").textContent);
  var grid = sudokuBoard(data);
  var geo = grid.geo;
  var n = grid.n;
  var board = grid.board;
  var make = grid.make;
  var values = grid.values;
  var candidates = grid.candidates;
  var words = data.words;
  var learner = document.getElementById("layer-learner");
  var hits = document.getElementById("layer-hit");
  var heading = document.getElementById("view-heading");
  var hintText = document.getElementById("hint-text");
  var verdict = document.getElementById("verdict");
  var doneList = document.getElementById("done-list");
  var buttons = {
    hint: document.getElementById("hint"),
    check: document.getElementById("check"),
    clear: document.getElementById("clear"),
    show: document.getElementById("show"),
    next: document.getElementById("next")
  };

  // The candidates' mini-grid: how many columns and rows of slots.
  var xs = {}, ys = {};
  geo.slots.forEach(function (s) { xs[s[0]] = 1; ys[s[1]] = 1; });
  var slotW = geo.cell / Object.keys(xs).length;
  var slotH = geo.cell / Object.keys(ys).length;

  // Over each candidate's slot, a target for the learner's clicks.
  for (var i = 0; i < n * n; i++) {
    for (var d = 1; d <= n; d++) {
      var cx = geo.x + (i % n) * geo.cell + geo.slots[d - 1][0];
      var cy = geo.y + Math.floor(i / n) * geo.cell + geo.slots[d - 1][1];
      make("rect", {
        x: cx - slotW / 2, y: cy - slotH / 2, width: slotW, height: slotH,
        "class": "hit", "data-cell": i, "data-digit": d
      }, hits).addEventListener("click", clicked);
    }
  }

  var k = 0;          // the exercise shown
  var level = 0;      // hint levels revealed (4: the step is shown)
  var struck = {};    // code -> true
  var placed = {};    // cell -> digit
  var cursor = -1;

  function exercise() {
    return data.exercises[k];
  }
  function finished() {
    return k >= data.exercises.length;
  }
  function position() {
    return finished() ? data.end : exercise();
  }
  function value(i) {
    var v = position().values.charAt(i);
    return v === "." ? 0 : Number(v);
  }
  function hasCandidate(i, d) {
    return grid.hasCandidate(position(), i, d);
  }

  // A layer: SVG text, or a hint's list of numbers into the page's table
  // of elements.
  function layer(v) {
    if (typeof v === "string") {
      return v;
    }
    return (v || []).map(function (i) { return data.parts[i]; }).join("");
  }

  function draw() {
    var pos = position();
    for (var i = 0; i < n * n; i++) {
      var v = value(i);
      var mine = placed[i];
      values[i].textContent = v ? String(v) : mine ? String(mine) : "";
      values[i].setAttribute("class", v ? (data.givens.charAt(i) === "." ? "value placed" : "value given") : "value mine");
      for (var d = 1; d <= n; d++) {
        var shown = !mine && hasCandidate(i, d);
        candidates[i][d - 1].style.display = shown ? "" : "none";
        candidates[i][d - 1].style.opacity = struck[i * 16 + d] ? "0.35" : "";
      }
    }
    grid.applyDigit(function (cell, digit) { return !placed[cell] && hasCandidate(cell, digit); });
    var view = !finished() && level >= 2 ? exercise().hints[level - 1] : pos;
    grid.showLayers(layer(view.shading), layer(view.marks), layer(view.legend),
      view.height || pos.height);
    learner.innerHTML = "";
    Object.keys(struck).forEach(function (code) {
      var c = Math.floor(code / 16), d = code % 16;
      if (placed[c]) {
        return;
      }
      var cx = geo.x + (c % n) * geo.cell + geo.slots[d - 1][0];
      var cy = geo.y + Math.floor(c / n) * geo.cell + geo.slots[d - 1][1];
      var h = Math.min(slotW, slotH) * 0.38;
      make("line", { x1: cx - h, y1: cy + h, x2: cx + h, y2: cy - h, "class": "struck" }, learner);
    });
    if (cursor >= 0) {
      make("rect", {
        x: geo.x + (cursor % n) * geo.cell + 2, y: geo.y + Math.floor(cursor / n) * geo.cell + 2,
        width: geo.cell - 4, height: geo.cell - 4, "class": "cursor"
      }, learner);
    }
  }

  function say(list, lines) {
    list.innerHTML = "";
    lines.forEach(function (l) {
      var li = document.createElement("li");
      li.className = l.cls;
      li.textContent = l.text;
      list.appendChild(li);
    });
  }

  function showHints() {
    hintText.innerHTML = "";
    if (finished()) {
      return;
    }
    for (var l = 1; l <= level; l++) {
      var p = document.createElement("p");
      var tag = document.createElement("span");
      tag.className = "level";
      tag.textContent = words.hint + " " + l + "/4";
      p.appendChild(tag);
      p.appendChild(document.createTextNode(exercise().hints[l - 1].text));
      hintText.appendChild(p);
    }
  }

  function start() {
    level = 0;
    struck = {};
    placed = {};
    say(verdict, []);
    var done = finished();
    heading.textContent = done
      ? (data.exercises.length ? words.solved : words.nothing)
      : words.exercise + " " + (k + 1) + " / " + data.exercises.length;
    ["hint", "check", "clear", "show"].forEach(function (b) { buttons[b].disabled = done; });
    buttons.next.disabled = done;
    showHints();
    draw();
  }

  function list(steps) {
    steps.forEach(function (s) {
      var li = document.createElement("li");
      li.textContent = s.effects ? s.label + words.said + s.effects : s.label;
      doneList.appendChild(li);
    });
  }

  function sameList(a, b) {
    return a.length === b.length && a.every(function (x, i) { return x === b[i]; });
  }
  function byNumber(a, b) {
    return a - b;
  }

  // Whether one of `list`'s answers does exactly `removes` and `places`.
  function isOneOf(list, removes, places) {
    return list.some(function (ans) { return sameList(ans[0], removes) && sameList(ans[1], places); });
  }
  // Whether one of `list`'s answers does the move `code` (a placement also
  // removes its cell's other candidates).
  function doesMove(list, code, placing) {
    var cell = Math.floor(code / 16);
    return list.some(function (ans) {
      if (placing) {
        return ans[1].indexOf(code) >= 0;
      }
      return ans[0].indexOf(code) >= 0 || ans[1].some(function (p) {
        return Math.floor(p / 16) === cell && p !== code;
      });
    });
  }

  // The learner's answer graded as coach::grade does: one instance of the
  // step's technique, or of another (right, and named); part of one; or each
  // move said for what it is.
  function grade() {
    var ex = exercise();
    var places = Object.keys(placed).map(function (c) { return c * 16 + placed[c]; }).sort(byNumber);
    var removes = Object.keys(struck).map(Number).filter(function (code) {
      return !placed[Math.floor(code / 16)];
    }).sort(byNumber);
    if (!places.length && !removes.length) {
      return [{ cls: "wrong", text: words.noAnswer }];
    }
    if (isOneOf(ex.answers, removes, places)) {
      return [{ cls: "right", text: ex.right }];
    }
    var best = -1;
    ex.answers.forEach(function (ans) {
      var inside = removes.every(function (c) { return ans[0].indexOf(c) >= 0; }) &&
        places.every(function (c) { return ans[1].indexOf(c) >= 0; });
      var missing = ans[0].length + ans[1].length - removes.length - places.length;
      if (inside && (best < 0 || missing < best)) {
        best = missing;
      }
    });
    if (best > 0) {
      return [{ cls: "partly", text: ex.partly[Math.min(best, ex.partly.length) - 1] }];
    }
    for (var o = 0; o < ex.others.length; o++) {
      if (isOneOf(ex.others[o].answers, removes, places)) {
        return [{ cls: "right", text: ex.others[o].right }];
      }
    }
    var lines = [], asked = 0;
    var judge = function (code, placing) {
      var c = Math.floor(code / 16), d = code % 16, k = placing ? 1 : 0;
      var line = { cls: "right", text: null };
      if (ex.answers.some(function (ans) { return ans[0].indexOf(code) >= 0 || ans[1].indexOf(code) >= 0; })) {
        asked++;
        line.text = ex.items[0][k];
      } else if (!hasCandidate(c, d)) {
        line = { cls: "wrong", text: ex.items[1][k] };
      } else {
        var other = ex.others.filter(function (o) { return doesMove(o.answers, code, placing); })[0];
        line = other ? { cls: "right", text: other.item[k] } : { cls: "wrong", text: ex.items[2][k] };
      }
      line.text = data.cells[c] + (placing ? words.places : words.removes) + d + words.said + line.text;
      lines.push(line);
    };
    removes.forEach(function (c) { judge(c, false); });
    places.forEach(function (c) { judge(c, true); });
    return asked === lines.length ? [{ cls: "wrong", text: words.mixed }] : lines;
  }

  function strike(c, d) {
    if (value(c) || placed[c] || !hasCandidate(c, d)) {
      return;
    }
    var code = c * 16 + d;
    if (struck[code]) {
      delete struck[code];
    } else {
      struck[code] = true;
    }
  }

  function place(c, d) {
    if (value(c)) {
      return;
    }
    if (placed[c] === d || d === 0) {
      delete placed[c];
    } else {
      placed[c] = d;
    }
  }

  function clicked(event) {
    if (finished()) {
      return;
    }
    var c = Number(event.target.getAttribute("data-cell"));
    var d = Number(event.target.getAttribute("data-digit"));
    cursor = c;
    strike(c, d);
    draw();
    board.focus();
  }

  buttons.hint.addEventListener("click", function () {
    level = Math.min(4, level + 1);
    showHints();
    draw();
  });
  buttons.show.addEventListener("click", function () {
    level = 4;
    showHints();
    draw();
  });
  buttons.check.addEventListener("click", function () {
    say(verdict, grade());
  });
  buttons.clear.addEventListener("click", function () {
    struck = {};
    placed = {};
    say(verdict, []);
    draw();
  });
  buttons.next.addEventListener("click", function () {
    if (finished()) {
      return;
    }
    list(exercise().done);
    k += 1;
    cursor = -1;
    start();
  });

  // H, C, S, N press the buttons.
  var BUTTON_KEYS = { h: "hint", c: "check", s: "show", n: "next" };
  // V and a digit: that digit alone (the digit view); Esc: all digits.
  var viewKey = false;
  grid.onDigitChange(draw);
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    var wantsView = viewKey;
    viewKey = false;
    if (wantsView && /^[1-9]$/.test(event.key)) {
      grid.showDigit(Number(event.key));
      event.preventDefault();
      return;
    }
    if ((event.key || "").toLowerCase() === "v" && !event.shiftKey) {
      viewKey = true;
      event.preventDefault();
      return;
    }
    if (event.key === "Escape") {
      grid.showDigit(grid.digit());
      event.preventDefault();
      return;
    }
    if (finished()) {
      return;
    }
    var digit = /^(Digit|Numpad)([0-9])$/.exec(event.code || "");
    var moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    var key = (event.key || "").toLowerCase();
    if (moves[event.key]) {
      var r = cursor < 0 ? 0 : Math.floor(cursor / n), c = cursor < 0 ? 0 : cursor % n;
      if (cursor >= 0) {
        r = (r + moves[event.key][0] + n) % n;
        c = (c + moves[event.key][1] + n) % n;
      }
      cursor = r * n + c;
      draw();
    } else if (digit && cursor >= 0 && Number(digit[2]) <= n) {
      var d = Number(digit[2]);
      if (event.shiftKey) {
        strike(cursor, d);
      } else {
        place(cursor, d);
      }
      draw();
    } else if ((event.key === "Backspace" || event.key === "Delete") && cursor >= 0) {
      place(cursor, 0);
      for (var dd = 1; dd <= n; dd++) {
        delete struck[cursor * 16 + dd];
      }
      draw();
    } else if (buttons[BUTTON_KEYS[key]] && !event.shiftKey) {
      buttons[BUTTON_KEYS[key]].click();
    } else {
      return;
    }
    event.preventDefault();
  });

  list(data.before);
  document.getElementById("no-script").hidden = true;
  document.getElementById("stepper").hidden = false;
  start();
})();
