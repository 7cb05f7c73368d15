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
    showLayers: showLayers
  };
}
