// The board view: BoardView draws a board frame (from GET /api/frame) as SVG
// layers and tells which cell and candidate slot a click fell on; drawGame draws a
// Game's current snapshot on one (colours, highlights, digits, candidates, strikes).
// Needs from window.SX: COLOURS (words.js) and bits (game.js).
(function (SX) {
  "use strict";

  var { COLOURS, bits } = SX;

  // ---------------------------------------------------------------- board

  var SVG = "http://www.w3.org/2000/svg";

  function svg(tag, attrs, parent) {
    var e = document.createElementNS(SVG, tag);
    for (var a in attrs) {
      e.setAttribute(a, attrs[a]);
    }
    if (parent) {
      parent.appendChild(e);
    }
    return e;
  }

  // The board drawn in `host` from a frame: layers bottom to top, learner
  // colours, hint shading, highlights, grid, digits, hint marks, labels,
  // legend and the cursor.
  function BoardView(host, frame) {
    var geo = frame.geometry;
    var n = geo.size;
    host.innerHTML = "";
    var root = svg("svg", {
      "class": "sx-board sx-board-" + n, viewBox: "0 0 " + frame.width + " " + frame.height,
      role: "application", tabindex: "0", preserveAspectRatio: "xMidYMin meet",
      "data-geometry": JSON.stringify(geo)
    });
    root.innerHTML =
      '<rect class="bg" x="0" y="0" width="' + frame.width + '" height="' + frame.height + '" fill="#FFFFFF"/>' +
      '<g class="l-hl"></g><g class="l-colours"></g><g class="l-shading"></g>' + (frame.grid || "") +
      '<g class="l-digits"></g><g class="l-struck"></g><g class="l-marks"></g>' + (frame.labels || "") +
      '<g class="l-legend"></g><g class="l-cursor"></g>';
    host.appendChild(root);
    var q = function (cls) { return root.querySelector("." + cls); };
    var g = {
      colours: q("l-colours"), shading: q("l-shading"), hl: q("l-hl"), digits: q("l-digits"),
      struck: q("l-struck"), marks: q("l-marks"), legend: q("l-legend"), cursor: q("l-cursor")
    };
    var xs = {}, ys = {};
    geo.slots.forEach(function (s) { xs[s[0]] = 1; ys[s[1]] = 1; });
    var slotW = geo.cell / Object.keys(xs).length;
    var slotH = geo.cell / Object.keys(ys).length;
    var values = [], cands = [];
    for (var i = 0; i < n * n; i++) {
      var x = geo.x + (i % n) * geo.cell, y = geo.y + Math.floor(i / n) * geo.cell;
      values.push(svg("text", { x: x + geo.cell / 2, y: y + geo.cell / 2, dy: "0.5ex", "class": "value", "data-cell": i }, g.digits));
      var own = [];
      for (var d = 1; d <= n; d++) {
        var t = svg("text", {
          x: x + geo.slots[d - 1][0], y: y + geo.slots[d - 1][1], dy: "0.5ex",
          "class": "candidate", "data-cell": i, "data-digit": d
        }, g.digits);
        t.textContent = String(d);
        own.push(t);
      }
      cands.push(own);
    }
    function cellBox(c) {
      return { x: geo.x + (c % n) * geo.cell, y: geo.y + Math.floor(c / n) * geo.cell };
    }
    function slot(c, d) {
      var b = cellBox(c);
      return { x: b.x + geo.slots[d - 1][0], y: b.y + geo.slots[d - 1][1] };
    }
    // Where a click fell: {cell, digit (the candidate slot)} or null.
    function hit(event) {
      var m = root.getScreenCTM();
      if (!m) {
        return null;
      }
      var pt = root.createSVGPoint();
      pt.x = event.clientX;
      pt.y = event.clientY;
      var p = pt.matrixTransform(m.inverse());
      var col = Math.floor((p.x - geo.x) / geo.cell), row = Math.floor((p.y - geo.y) / geo.cell);
      if (col < 0 || row < 0 || col >= n || row >= n) {
        return null;
      }
      var c = row * n + col, best = 0, bestDist = Infinity;
      for (var d = 1; d <= n; d++) {
        var s = slot(c, d);
        var dist = Math.max(Math.abs(p.x - s.x) / slotW, Math.abs(p.y - s.y) / slotH);
        if (dist < bestDist) {
          bestDist = dist;
          best = d;
        }
      }
      return { cell: c, digit: best };
    }
    function setHeight(height) {
      var h = Number(height) || frame.height;
      root.setAttribute("viewBox", "0 0 " + frame.width + " " + h);
      root.querySelector(".bg").setAttribute("height", h);
    }
    function showLayers(layers) {
      g.shading.innerHTML = layers && layers.shading || "";
      g.marks.innerHTML = layers && layers.marks || "";
      g.legend.innerHTML = layers && layers.legend || "";
      setHeight(layers && layers.height);
      root.classList.toggle("has-layers", !!(layers && (layers.shading || layers.marks)));
    }
    return {
      n: n, geo: geo, root: root, g: g, values: values, cands: cands, slotW: slotW, slotH: slotH,
      cellBox: cellBox, slot: slot, hit: hit, showLayers: showLayers
    };
  }

  // Draws game's current snapshot on a board view; ui: {sel, hlDigit,
  // bivalue} (all optional).
  function drawGame(view, game, ui) {
    ui = ui || {};
    var s = game.cur(), n = game.n, geo = view.geo;
    var struck = game.struckSet(s);
    // Candidates the position came without are not shown struck: only
    // the learner's own strikes are.
    var before = game.struckSet(game.start());
    var bad = game.conflicts();
    view.g.hl.innerHTML = "";
    view.g.colours.innerHTML = "";
    view.g.struck.innerHTML = "";
    view.g.cursor.innerHTML = "";
    var rect = function (c, cls, parent, fill) {
      var b = view.cellBox(c);
      var attrs = { x: b.x, y: b.y, width: geo.cell, height: geo.cell, "class": cls };
      if (fill) {
        attrs.fill = fill;
      }
      return svg("rect", attrs, parent);
    };
    Object.keys(s.cc).forEach(function (c) {
      rect(Number(c), "colour", view.g.colours, COLOURS[s.cc[c] - 1]);
    });
    var r = Math.min(view.slotW, view.slotH) * 0.48;
    Object.keys(s.kc).forEach(function (code) {
      var c = Math.floor(code / 16), d = code % 16;
      if (s.v[c]) {
        return;
      }
      var p = view.slot(c, d);
      svg("circle", { cx: p.x, cy: p.y, r: r, fill: COLOURS[s.kc[code] - 1], "class": "cand-colour" }, view.g.colours);
    });
    if (ui.sel >= 0 && ui.sel < n * n) {
      rect(ui.sel, "sel", view.g.hl);
    }
    for (var c = 0; c < n * n; c++) {
      var v = s.v[c];
      var mask = game.cands(c, s, struck);
      var allowed = v || s.m === "hand" ? 0 : game.allowed(s.v, c);
      if (bad[c]) {
        rect(c, "conflict", view.g.hl);
      }
      if (ui.hlDigit && (v === ui.hlDigit || (mask & (1 << (ui.hlDigit - 1))))) {
        rect(c, "hl-digit", view.g.hl);
      }
      if (ui.bivalue && bits(mask) === 2) {
        rect(c, "hl-bivalue", view.g.hl);
      }
      var t = view.values[c];
      t.textContent = v ? String(v) : "";
      t.setAttribute("class", "value " + (game.isGiven(c) ? "given" : "placed") + (bad[c] ? " conflict" : ""));
      for (var d = 1; d <= n; d++) {
        var bit = 1 << (d - 1);
        var ct = view.cands[c][d - 1];
        var shown = !v && (mask & bit);
        var isStruck = !v && !(mask & bit) && (allowed & bit) && struck[c * 16 + d] && !before[c * 16 + d];
        ct.style.display = shown || isStruck ? "" : "none";
        var cls = "candidate" + (isStruck ? " struck" : "") + (shown && ui.hlDigit === d ? " hl" : "");
        ct.setAttribute("class", cls);
        if (isStruck) {
          var p = view.slot(c, d), h = Math.min(view.slotW, view.slotH) * 0.36;
          svg("line", { x1: p.x - h, y1: p.y + h, x2: p.x + h, y2: p.y - h, "class": "strike" }, view.g.struck);
        }
      }
    }
    if (ui.sel >= 0 && ui.sel < n * n) {
      var b = view.cellBox(ui.sel);
      svg("rect", { x: b.x + 2, y: b.y + 2, width: geo.cell - 4, height: geo.cell - 4, "class": "cursor" }, view.g.cursor);
    }
  }

  Object.assign(SX, { BoardView, drawGame });
})(window.SX = window.SX || {});
