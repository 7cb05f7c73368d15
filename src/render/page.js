// The step-through page: one board at a time. The data block holds, per
// view (start, each step, final board), the position in a few hundred
// characters and the SVG layers that change (house shading, marks, legend);
// the grid, the labels and the digit slots are drawn once and reused.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("walkthrough-data").textContent);
  var grid = sudokuBoard(data);
  var n = grid.n;
  var values = grid.values;
  var candidates = grid.candidates;
  var heading = document.getElementById("view-heading");
  var text = document.getElementById("view-text");
  var counter = document.getElementById("view-counter");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var entries = document.querySelectorAll("#step-list a[data-view]");

  function drawPosition(view) {
    for (var i = 0; i < n * n; i++) {
      var v = view.values.charAt(i);
      if (v === ".") {
        values[i].textContent = "";
      } else {
        values[i].textContent = v;
        values[i].setAttribute("class", data.givens.charAt(i) === "." ? "value placed" : "value given");
      }
      for (var d = 1; d <= n; d++) {
        candidates[i][d - 1].style.display = grid.hasCandidate(view, i, d) ? "" : "none";
      }
    }
    grid.applyDigit(function (cell, digit) { return grid.hasCandidate(view, cell, digit); });
  }

  var current = -1;
  // The furthest view shown so far: the list says what the steps up to it
  // do, and nothing of the steps after it.
  var seen = 0;

  function show(k) {
    k = Math.max(0, Math.min(data.views.length - 1, k));
    var view = data.views[k];
    drawPosition(view);
    grid.showLayers(view.shading, view.marks, view.legend, view.height);
    heading.textContent = view.heading;
    text.textContent = view.text;
    var words = data.counter || { start: "start", end: "end" };
    counter.textContent = k === 0 ? words.start : k === data.views.length - 1 ? words.end : k + " / " + (data.views.length - 2);
    prev.disabled = k === 0;
    next.disabled = k === data.views.length - 1;
    seen = Math.max(seen, k);
    for (var e = 0; e < entries.length; e++) {
      var said = entries[e].querySelector(".effects");
      if (said) {
        said.hidden = Number(entries[e].getAttribute("data-view")) > seen;
      }
      var here = Number(entries[e].getAttribute("data-view")) === k;
      entries[e].classList.toggle("current", here);
      if (here) {
        entries[e].setAttribute("aria-current", "step");
        var fold = entries[e].closest("details");
        if (fold) {
          fold.open = true;
        }
        entries[e].scrollIntoView({ block: "nearest" });
      } else {
        entries[e].removeAttribute("aria-current");
      }
    }
    current = k;
    if (location.hash !== "#" + view.id) {
      history.replaceState(null, "", "#" + view.id);
    }
  }

  function fromHash() {
    var id = location.hash.replace(/^#/, "");
    try {
      id = decodeURIComponent(id);
    } catch (e) {
      // A malformed escape (#%): no view has that id; show the start.
    }
    for (var k = 0; k < data.views.length; k++) {
      if (data.views[k].id === id) {
        return k;
      }
    }
    return 0;
  }

  prev.addEventListener("click", function () { show(current - 1); });
  next.addEventListener("click", function () { show(current + 1); });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    if (event.key === "ArrowRight") {
      show(current + 1);
      event.preventDefault();
    } else if (event.key === "ArrowLeft") {
      show(current - 1);
      event.preventDefault();
    } else if (event.key === "Home") {
      show(0);
      event.preventDefault();
    } else if (event.key === "End") {
      show(data.views.length - 1);
      event.preventDefault();
    } else if (/^[1-9]$/.test(event.key)) {
      grid.showDigit(Number(event.key));
      event.preventDefault();
    } else if (event.key === "Escape" || event.key === "0") {
      grid.showDigit(grid.digit());
      event.preventDefault();
    }
  });
  grid.onDigitChange(function () { show(current); });
  window.addEventListener("hashchange", function () { show(fromHash()); });
  document.getElementById("no-script").hidden = true;
  document.getElementById("stepper").hidden = false;
  show(fromHash());
})();
