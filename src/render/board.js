// The board both pages draw on: its layers, and a text slot for every
// cell's digit and for each of its candidates, made once and reused.
function sudokuBoard(data) {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var geo = data.geometry;
  var n = geo.size;
  var board = document.getElementById("board");
  var background = document.getElementById("board-background");
  var layers = {
    shading: document.getElementById("layer-shading"),
    marks: document.getElementById("layer-marks"),
    legend: document.getElementById("layer-legend")
  };
  var digits = document.getElementById("layer-digits");

  function make(tag, attrs, parent) {
    var e = document.createElementNS(SVG, tag);
    for (var a in attrs) {
      e.setAttribute(a, attrs[a]);
    }
    parent.appendChild(e);
    return e;
  }

  var values = [];
  var candidates = [];
  for (var i = 0; i < n * n; i++) {
    var x = geo.x + (i % n) * geo.cell;
    var y = geo.y + Math.floor(i / n) * geo.cell;
    values.push(make("text", { x: x + geo.cell / 2, y: y + geo.cell / 2, dy: "0.5ex", "class": "value" }, digits));
    var own = [];
    for (var d = 1; d <= n; d++) {
      var t = make("text", { x: x + geo.slots[d - 1][0], y: y + geo.slots[d - 1][1], dy: "0.5ex", "class": "candidate" }, digits);
      t.textContent = String(d);
      own.push(t);
    }
    candidates.push(own);
  }

  // The digit view (SudokuWiki's highlighter): one digit's candidates
  // alone, marked, and every house where it has two places linked.
  var discs = document.getElementById("layer-digit-discs");
  var links = document.getElementById("layer-digit-links");
  var boxH = n === 6 ? 2 : Math.round(Math.sqrt(n));
  var boxW = n / boxH;
  var houses = [];
  for (var h = 0; h < n; h++) {
    var row = [], col = [], box = [];
    for (var k = 0; k < n; k++) {
      row.push(h * n + k);
      col.push(k * n + h);
      var r = Math.floor(h / boxH) * boxH + Math.floor(k / boxW);
      var c = (h % boxH) * boxW + k % boxW;
      box.push(r * n + c);
    }
    houses.push(row, col, box);
  }
  var digitShown = 0;
  var buttons = [];
  var filter = document.getElementById("digit-filter");
  var onChange = function () {};

  function centre(cell, d) {
    return [geo.x + (cell % n) * geo.cell + geo.slots[d - 1][0],
      geo.y + Math.floor(cell / n) * geo.cell + geo.slots[d - 1][1]];
  }

  // A link from the digit's place in cell a to its place in cell b that
  // runs along the cells' edges: clear of every digit, since no other cell
  // of the house has the digit and big digits sit in the middle of cells.
  function linkPath(a, b, d) {
    var ra = Math.floor(a / n), ca = a % n, rb = Math.floor(b / n), cb = b % n;
    var pa = centre(a, d), pb = centre(b, d);
    var inset = 3;
    var top = function (r) { return geo.y + r * geo.cell + inset; };
    var bottom = function (r) { return geo.y + (r + 1) * geo.cell - inset; };
    var left = function (c) { return geo.x + c * geo.cell + inset; };
    var right = function (c) { return geo.x + (c + 1) * geo.cell - inset; };
    if (ra === rb) {
      return [pa, [pa[0], top(ra)], [pb[0], top(ra)], pb];
    }
    if (ca === cb) {
      return [pa, [left(ca), pa[1]], [left(ca), pb[1]], pb];
    }
    var y = rb > ra ? bottom(ra) : top(ra);
    var x = cb > ca ? left(cb) : right(cb);
    return [pa, [pa[0], y], [x, y], [x, pb[1]], pb];
  }

  // After a position is drawn (values and candidates as the views hold
  // them, `has(cell, d)` saying which candidates show): the digit view.
  function applyDigit(has) {
    discs.innerHTML = "";
    links.innerHTML = "";
    buttons.forEach(function (b, i) { b.setAttribute("aria-pressed", String(i + 1 === digitShown)); });
    board.classList.toggle("digit-view", digitShown > 0);
    if (!digitShown) {
      return;
    }
    var d = digitShown;
    var places = [];
    for (var cell = 0; cell < n * n; cell++) {
      for (var e = 1; e <= n; e++) {
        if (e !== d) {
          candidates[cell][e - 1].style.display = "none";
        }
      }
      if (has(cell, d)) {
        places.push(cell);
        var p = centre(cell, d);
        make("circle", { cx: p[0], cy: p[1], r: geo.cell / 7, "class": "digit-place" }, discs);
      }
    }
    var seen = {};
    houses.forEach(function (house) {
      var two = house.filter(function (x) { return places.indexOf(x) >= 0; });
      var key = two.join("-");
      if (two.length !== 2 || seen[key]) {
        return;
      }
      seen[key] = true;
      make("polyline", {
        points: linkPath(two[0], two[1], d).map(function (p) { return p.join(","); }).join(" "),
        fill: "none", stroke: data.linkColour, "stroke-width": 2, "class": "digit-link"
      }, links);
    });
  }

  function showDigit(d) {
    digitShown = d === digitShown || d > n ? 0 : d;
    onChange();
  }

  if (filter) {
    for (var b = 1; b <= n; b++) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = String(b);
      button.setAttribute("aria-pressed", "false");
      button.addEventListener("click", showDigit.bind(null, b));
      filter.appendChild(button);
      buttons.push(button);
    }
  }

  // Whether a view's position (a digit or "." per cell, three hex digits of
  // candidates per cell) has candidate d in an open cell.
  function hasCandidate(view, cell, d) {
    var mask = parseInt(view.candidates.substr(3 * cell, 3), 16);
    return view.values.charAt(cell) === "." && (mask & (1 << (d - 1))) !== 0;
  }

  // Shows a view's layers (SVG text) at its height.
  function showLayers(shading, marks, legend, height) {
    layers.shading.innerHTML = shading;
    layers.marks.innerHTML = marks;
    layers.legend.innerHTML = legend;
    board.setAttribute("height", height);
    board.setAttribute("viewBox", "0 0 " + data.width + " " + height);
    background.setAttribute("height", height);
  }

  return {
    geo: geo, n: n, board: board, make: make, values: values, candidates: candidates,
    showLayers: showLayers, applyDigit: applyDigit, showDigit: showDigit,
    hasCandidate: hasCandidate,
    digit: function () { return digitShown; },
    onDigitChange: function (f) { onChange = f; }
  };
}
