// The live app's page (sudoku-explorer serve): Play, Learn and Train.
// Every word comes from GET /api/words; the server keeps nothing of the
// learner, so the game, its history and the drill progress live in
// localStorage. The page never knows a solution: the coach is asked, one
// level at a time, about the grid exactly as the learner has it.
(function () {
  "use strict";

  var SVG = "http://www.w3.org/2000/svg";
  var KEY = {
    lang: "sx.lang", game: "sx.game", known: "sx.known", pencil: "sx.pencil",
    progress: "sx.progress", technique: "sx.technique"
  };
  // The learner's own colours (light, told apart without red and green alone).
  var COLOURS = ["#7fc4f5", "#f7b267", "#9be08a", "#e3a4f2"];
  var TIERS = ["basic", "tough", "diabolical", "extreme"];
  var TIER_WORD = { basic: "tierBasic", tough: "tierTough", diabolical: "tierDiabolical", extreme: "tierExtreme" };

  var app = {
    lang: "en",
    words: {},
    strategies: {},
    lessons: [],
    puzzles: [],
    frames: {},
    tab: "play"
  };

  // ---------------------------------------------------------------- words

  function fill(text, vars) {
    return text.replace(/\{(\w+)\}/g, function (m, k) {
      return vars && Object.prototype.hasOwnProperty.call(vars, k) ? String(vars[k]) : m;
    });
  }
  function w(key, vars) {
    var text = app.words[key];
    return fill(typeof text === "string" ? text : key, vars);
  }
  function $(id) {
    return document.getElementById(id);
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var a in attrs || {}) {
      if (a === "className") {
        e.className = attrs[a];
      } else {
        e.setAttribute(a, attrs[a]);
      }
    }
    if (text !== undefined && text !== null) {
      e.textContent = text;
    }
    return e;
  }
  function button(text, attrs, onClick) {
    var b = el("button", attrs, text);
    b.type = "button";
    if (onClick) {
      b.addEventListener("click", onClick);
    }
    return b;
  }
  function store(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch (e) {
      // A full or blocked storage loses only what a reload would restore.
    }
  }
  function stored(key, fallback) {
    try {
      var v = localStorage.getItem(key);
      return v === null ? fallback : JSON.parse(v);
    } catch (e) {
      return fallback;
    }
  }
  // A game's name: its text, or {key, line} for a word said in the page's
  // language (a pasted puzzle).
  function gameName(name) {
    if (name && typeof name === "object" && name.technique) {
      return techniqueName(name.technique);
    }
    if (name && typeof name === "object") {
      return w(name.key) + (name.line ? " (" + w("puzzleAtLine", { line: name.line }) + ")" : "");
    }
    return name || "";
  }
  function techniqueName(id) {
    return app.strategies[id] || (app.lessons.filter(function (l) { return l.id === id; })[0] || {}).name || id;
  }
  function hasLesson(id) {
    return app.lessons.some(function (l) { return l.id === id; });
  }
  function tierName(tier) {
    return TIER_WORD[tier] ? w(TIER_WORD[tier]) : String(tier);
  }
  // The lesson a technique links to: the answer's own `lesson` field, or
  // the technique when the curriculum has it.
  function lessonOf(h) {
    return h.lesson || (hasLesson(h.strategy) ? h.strategy : null);
  }

  // --------------------------------------------------------------- status

  var statusTimer = null;
  function status(text, kind) {
    var box = $("status");
    clearTimeout(statusTimer);
    if (!text) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.className = kind || "info";
    box.setAttribute("role", kind === "error" ? "alert" : "status");
    $("status-text").textContent = text;
    $("status-spinner").hidden = kind !== "busy";
    if (kind === "info") {
      statusTimer = setTimeout(function () { box.hidden = true; }, 6000);
    }
  }

  // ------------------------------------------------------------------ API

  function ApiError(message, code, detail) {
    this.message = message;
    this.status = code;
    this.detail = detail || message;
  }

  async function api(method, path, body) {
    var url = path;
    var init = { method: method, headers: {} };
    if (method === "GET") {
      if (!/[?&]lang=/.test(path)) {
        url += (path.indexOf("?") < 0 ? "?" : "&") + "lang=" + app.lang;
      }
    } else {
      body = Object.assign({ lang: app.lang }, body || {});
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    var res, text;
    // A request the network drops (a connection the server closed as it
    // was reused) is sent once more: the API keeps no state, so asking
    // twice is safe.
    for (var attempt = 0; ; attempt++) {
      try {
        res = await fetch(url, init);
        text = await res.text();
        break;
      } catch (e) {
        if (attempt >= 1) {
          throw new ApiError(w("networkError", { error: e.message || String(e) }), 0);
        }
        await new Promise(function (done) { setTimeout(done, 300); });
      }
    }
    var data = null;
    try {
      data = JSON.parse(text);
    } catch (e) {
      data = null;
    }
    if (!res.ok || data === null || (data && typeof data.error === "string")) {
      var msg = data && data.error ? data.error : res.status + " " + (res.statusText || text.slice(0, 200));
      throw new ApiError(res.status === 503 ? w("outOfTime", { error: msg }) : w("serverError", { error: msg }), res.status, msg);
    }
    return data;
  }

  // Runs `work` (a promise) with a waiting message; an error goes to the
  // status line and the answer is null. A 422 (the learner's grid cannot be
  // worked on: a cell without candidates...) goes to `problemHost` instead
  // when there is one: it is an answer about the grid, not a failure.
  var busyCount = 0;
  async function busy(work, message, problemHost) {
    busyCount++;
    status(message || w("working"), "busy");
    try {
      var result = await work;
      busyCount--;
      if (busyCount === 0 && $("status").className === "busy") {
        status("");
      }
      return result;
    } catch (e) {
      busyCount--;
      if (problemHost && e instanceof ApiError && e.status === 422) {
        status("");
        problemHost.innerHTML = "";
        saidList(problemHost, [e.detail], "wrong problem");
        return null;
      }
      status(e instanceof ApiError ? e.message : w("serverError", { error: String(e && e.message || e) }), "error");
      if (!(e instanceof ApiError)) {
        console.warn(e);
      }
      return null;
    }
  }

  async function frameFor(size) {
    var key = app.lang + size;
    if (!app.frames[key]) {
      var f = await api("GET", "/api/frame?size=" + size);
      var styleId = "board-style-" + size;
      var style = $(styleId);
      if (!style) {
        style = el("style", { id: styleId });
        document.head.appendChild(style);
      }
      style.textContent = String(f.style || "").replace(/#board\b/g, ".sx-board-" + size);
      app.frames[key] = f;
    }
    return app.frames[key];
  }

  // ----------------------------------------------------------------- game

  // Houses, peers and candidates of an n x n board.
  var shapes = {};
  function shape(n) {
    if (shapes[n]) {
      return shapes[n];
    }
    var boxH = n === 6 ? 2 : Math.round(Math.sqrt(n));
    var boxW = n / boxH;
    var houses = [];
    for (var h = 0; h < n; h++) {
      var row = [], col = [], box = [];
      for (var k = 0; k < n; k++) {
        row.push(h * n + k);
        col.push(k * n + h);
        var r = Math.floor(h / (n / boxW)) * boxH + Math.floor(k / boxW);
        var c = (h % (n / boxW)) * boxW + k % boxW;
        box.push(r * n + c);
      }
      houses.push(row, col, box);
    }
    var peers = [];
    for (var i = 0; i < n * n; i++) {
      var seen = {};
      houses.forEach(function (house) {
        if (house.indexOf(i) >= 0) {
          house.forEach(function (p) {
            if (p !== i) {
              seen[p] = true;
            }
          });
        }
      });
      peers.push(Object.keys(seen).map(Number));
    }
    shapes[n] = { n: n, houses: houses, peers: peers, all: (1 << n) - 1 };
    return shapes[n];
  }

  function digitsOf(text, n) {
    var out = [];
    for (var i = 0; i < n * n; i++) {
      var ch = text.charAt(i);
      out.push(/[1-9]/.test(ch) ? Number(ch) : 0);
    }
    return out;
  }
  function cellName(c, n) {
    return "r" + (Math.floor(c / n) + 1) + "c" + (c % n + 1);
  }
  function bits(mask) {
    var out = 0;
    for (; mask; mask &= mask - 1) {
      out++;
    }
    return out;
  }

  // A game: the givens and a history of snapshots ({v: values, m: "auto" or
  // "hand", s: struck candidate codes (auto), k: marks (hand), cc: cell
  // colours, kc: candidate colours}), any of which undo and redo reach.
  function Game(init) {
    var n = Math.round(Math.sqrt(init.givens.length));
    this.name = init.name || "";
    this.n = n;
    this.shape = shape(n);
    this.givens = digitsOf(init.givens, n);
    this.version = 0;
    this.listeners = [];
    if (init.hist && init.hist.length) {
      this.hist = init.hist;
      this.at = Math.min(Math.max(0, init.at || 0), init.hist.length - 1);
      return;
    }
    var values = init.values ? digitsOf(init.values, n) : this.givens.slice();
    var snap = { v: values, m: init.pencil === "hand" ? "hand" : "auto", s: [], k: [], cc: {}, kc: {} };
    var self = this;
    // By hand, the marks start empty unless the position has its own (a
    // candidate grid, a drill): any that differ from what the digits leave.
    var own = false;
    for (var i = 0; init.candidates && i < n * n; i++) {
      if (!values[i] && (parseInt(init.candidates.substr(3 * i, 3), 16) || 0) !== self.allowed(values, i)) {
        own = true;
      }
    }
    for (var c = 0; c < n * n; c++) {
      var allowed = values[c] ? 0 : self.allowed(values, c);
      var given = init.candidates ? parseInt(init.candidates.substr(3 * c, 3), 16) || 0 : allowed;
      if (snap.m === "hand") {
        snap.k.push(own ? given & allowed : 0);
      } else {
        snap.k.push(0);
        for (var d = 1; d <= n; d++) {
          var bit = 1 << (d - 1);
          if ((allowed & bit) && !(given & bit)) {
            snap.s.push(c * 16 + d);
          }
        }
      }
    }
    this.hist = [snap];
    this.at = 0;
  }
  Game.prototype.cur = function () {
    return this.hist[this.at];
  };
  Game.prototype.start = function () {
    return this.hist[0];
  };
  Game.prototype.allowed = function (values, c) {
    var mask = this.shape.all;
    this.shape.peers[c].forEach(function (p) {
      if (values[p]) {
        mask &= ~(1 << (values[p] - 1));
      }
    });
    return mask;
  };
  // The candidates of cell c in snapshot s (a mask; 0 for a cell with a digit).
  Game.prototype.cands = function (c, s, struck) {
    s = s || this.cur();
    if (s.v[c]) {
      return 0;
    }
    if (s.m === "hand") {
      return s.k[c] || 0;
    }
    var mask = this.allowed(s.v, c);
    var set = struck || this.struckSet(s);
    for (var d = 1; d <= this.n; d++) {
      if (set[c * 16 + d]) {
        mask &= ~(1 << (d - 1));
      }
    }
    return mask;
  };
  Game.prototype.struckSet = function (s) {
    var set = {};
    (s || this.cur()).s.forEach(function (code) { set[code] = true; });
    return set;
  };
  Game.prototype.isGiven = function (c) {
    return this.givens[c] !== 0;
  };
  Game.prototype.position = function (s) {
    s = s || this.cur();
    var n = this.n, givens = "", values = "", cands = "";
    var struck = this.struckSet(s);
    for (var c = 0; c < n * n; c++) {
      givens += this.givens[c] ? String(this.givens[c]) : ".";
      values += s.v[c] ? String(s.v[c]) : ".";
      var hex = this.cands(c, s, struck).toString(16);
      cands += ("000" + hex).slice(-3);
    }
    return { givens: givens, values: values, candidates: cands };
  };
  Game.prototype.full = function () {
    return this.cur().v.every(function (v) { return v > 0; });
  };
  Game.prototype.conflicts = function () {
    var s = this.cur(), bad = {};
    this.shape.houses.forEach(function (house) {
      var at = {};
      house.forEach(function (c) {
        var v = s.v[c];
        if (v) {
          (at[v] = at[v] || []).push(c);
        }
      });
      Object.keys(at).forEach(function (v) {
        if (at[v].length > 1) {
          at[v].forEach(function (c) { bad[c] = true; });
        }
      });
    });
    return bad;
  };
  // A move: `change` edits a copy of the current snapshot and says false to
  // make no move.
  Game.prototype.commit = function (change) {
    var next = JSON.parse(JSON.stringify(this.cur()));
    if (change.call(this, next) === false) {
      return false;
    }
    if (JSON.stringify(next) === JSON.stringify(this.cur())) {
      return false;
    }
    this.hist = this.hist.slice(0, this.at + 1);
    this.hist.push(next);
    this.at = this.hist.length - 1;
    this.changed();
    return true;
  };
  Game.prototype.changed = function () {
    this.version++;
    var self = this;
    this.listeners.forEach(function (f) { f(self); });
  };
  Game.prototype.undo = function () {
    if (this.at > 0) {
      this.at--;
      this.changed();
    }
  };
  Game.prototype.redo = function () {
    if (this.at < this.hist.length - 1) {
      this.at++;
      this.changed();
    }
  };
  Game.prototype.place = function (c, d) {
    if (this.isGiven(c)) {
      return false;
    }
    return this.commit(function (s) {
      s.v[c] = s.v[c] === d ? 0 : d;
    });
  };
  Game.prototype.clear = function (c) {
    if (this.isGiven(c)) {
      return false;
    }
    return this.commit(function (s) {
      if (!s.v[c]) {
        return false;
      }
      s.v[c] = 0;
    });
  };
  Game.prototype.toggleCandidate = function (c, d) {
    var self = this;
    return this.commit(function (s) {
      if (s.v[c]) {
        return false;
      }
      var bit = 1 << (d - 1);
      if (s.m === "hand") {
        s.k[c] = (s.k[c] || 0) ^ bit;
        return;
      }
      if (!(self.allowed(s.v, c) & bit)) {
        return false;
      }
      var code = c * 16 + d, i = s.s.indexOf(code);
      if (i >= 0) {
        s.s.splice(i, 1);
      } else {
        s.s.push(code);
      }
    });
  };
  Game.prototype.colour = function (kind, key, colour) {
    return this.commit(function (s) {
      var map = kind === "cell" ? s.cc : s.kc;
      if (!colour || map[key] === colour) {
        delete map[key];
      } else {
        map[key] = colour;
      }
    });
  };
  Game.prototype.clearColours = function () {
    return this.commit(function (s) {
      s.cc = {};
      s.kc = {};
    });
  };
  Game.prototype.setPencil = function (mode) {
    var self = this;
    return this.commit(function (s) {
      if (s.m === mode) {
        return false;
      }
      var struck = self.struckSet(s);
      var n = self.n;
      if (mode === "hand") {
        s.k = s.v.map(function (v, c) { return self.cands(c, s, struck); });
        s.s = [];
      } else {
        s.s = [];
        for (var c = 0; c < n * n; c++) {
          if (s.v[c]) {
            continue;
          }
          var allowed = self.allowed(s.v, c);
          for (var d = 1; d <= n; d++) {
            var bit = 1 << (d - 1);
            if ((allowed & bit) && !((s.k[c] || 0) & bit)) {
              s.s.push(c * 16 + d);
            }
          }
        }
      }
      s.m = mode;
    });
  };
  Game.prototype.fillCandidates = function () {
    var self = this;
    return this.commit(function (s) {
      if (s.m !== "hand") {
        return false;
      }
      s.k = s.v.map(function (v, c) { return v ? 0 : self.allowed(s.v, c); });
    });
  };
  Game.prototype.restart = function () {
    var first = this.start();
    return this.commit(function (s) {
      s.v = first.v.slice();
      s.s = first.s.slice();
      s.k = first.k.slice();
      s.m = first.m;
      s.cc = {};
      s.kc = {};
    });
  };
  // A step's eliminations and placements (codes), as one move.
  Game.prototype.apply = function (eliminations, placements) {
    var self = this;
    return this.commit(function (s) {
      (placements || []).forEach(function (code) {
        var c = Math.floor(code / 16);
        if (!self.isGiven(c)) {
          s.v[c] = code % 16;
        }
      });
      (eliminations || []).forEach(function (code) {
        var c = Math.floor(code / 16), d = code % 16;
        if (s.m === "hand") {
          s.k[c] = (s.k[c] || 0) & ~(1 << (d - 1));
        } else if (s.s.indexOf(code) < 0) {
          s.s.push(code);
        }
      });
    });
  };
  // What the learner did since the first snapshot: {eliminations, placements}.
  Game.prototype.changes = function () {
    var first = this.start(), s = this.cur();
    var placements = [], eliminations = [];
    var n = this.n;
    var firstStruck = this.struckSet(first);
    var nowStruck = this.struckSet(s);
    for (var c = 0; c < n * n; c++) {
      if (s.v[c] && !first.v[c]) {
        placements.push(c * 16 + s.v[c]);
        continue;
      }
      if (s.v[c]) {
        continue;
      }
      // Only what the learner struck: with automatic marks, a placement
      // takes its digit from the peers without the learner saying so.
      var before = this.cands(c, first, firstStruck);
      var now = s.m === "hand" ? this.cands(c, s, nowStruck) : before;
      for (var d = 1; d <= n; d++) {
        var bit = 1 << (d - 1);
        var code = c * 16 + d;
        if ((before & bit) && (!(now & bit) || (s.m !== "hand" && nowStruck[code] && !firstStruck[code]))) {
          eliminations.push(code);
        }
      }
    }
    return { eliminations: eliminations, placements: placements };
  };
  Game.prototype.save = function () {
    var givens = this.givens.map(function (d) { return d ? String(d) : "."; }).join("");
    return { name: this.name, givens: givens, hist: this.hist, at: this.at };
  };

  // ---------------------------------------------------------------- board

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

  // ---------------------------------------------------------------- player

  // A board the learner plays on, with its pad: Play's and Train's.
  function Player(opts) {
    var self = this;
    this.opts = opts;
    this.game = null;
    this.view = null;
    this.ui = { sel: -1, mode: "digit", colour: 1, hlDigit: 0, bivalue: false, lastDigit: 0 };
    this.layers = null;
    this.onMove = opts.onMove || function () {};
    this.boardHost = opts.boardHost;
    this.padHost = opts.padHost;
    this.boardHost.addEventListener("click", function (event) {
      self.clicked(event);
    });
  }
  Player.prototype.setGame = async function (game) {
    var self = this;
    this.game = game;
    this.ui.sel = -1;
    this.layers = null;
    if (game) {
      game.listeners.push(function () {
        self.layers = null;
        self.render();
        self.onMove(game);
      });
    }
    await this.rebuild();
  };
  // Builds the board and pad afresh (a new game's size, or another language).
  Player.prototype.rebuild = async function () {
    if (this.opts.onRender) {
      this.opts.onRender(this.game);
    }
    if (!this.game) {
      this.boardHost.innerHTML = "";
      this.padHost.innerHTML = "";
      this.view = null;
      return;
    }
    var frame = await busy(frameFor(this.game.n));
    if (!frame) {
      return;
    }
    this.view = BoardView(this.boardHost, frame);
    this.buildPad();
    this.render();
  };
  Player.prototype.render = function () {
    if (this.opts.onRender) {
      this.opts.onRender(this.game);
    }
    if (!this.view || !this.game) {
      return;
    }
    drawGame(this.view, this.game, this.ui);
    this.view.showLayers(this.layers);
    var n = this.game.n;
    var label = w("board", { size: n + "x" + n });
    if (this.ui.sel >= 0) {
      var v = this.game.cur().v[this.ui.sel];
      label += ", " + w("boardSelected", { cell: cellName(this.ui.sel, n) + (v ? " = " + v : "") });
    }
    this.view.root.setAttribute("aria-label", label);
    this.boardHost.setAttribute("data-position", JSON.stringify(this.game.position()));
    this.renderPad();
  };
  Player.prototype.showLayers = function (layers) {
    this.layers = layers || null;
    if (this.view) {
      this.view.showLayers(this.layers);
    }
  };
  Player.prototype.select = function (c) {
    this.ui.sel = c;
    this.render();
  };
  Player.prototype.clicked = function (event) {
    if (!this.view || !this.game) {
      return;
    }
    var at = this.view.hit(event);
    if (!at) {
      return;
    }
    var c = at.cell, d = at.digit;
    var s = this.game.cur();
    var onCandidate = !s.v[c] && d > 0 && (this.game.cands(c) & (1 << (d - 1)) ||
      (this.game.struckSet()[c * 16 + d] && !this.game.struckSet(this.game.start())[c * 16 + d]) || s.m === "hand");
    if (this.ui.mode === "colour") {
      this.ui.sel = c;
      if (onCandidate && (this.game.cands(c) & (1 << (d - 1)))) {
        this.game.colour("cand", c * 16 + d, this.ui.colour) || this.render();
      } else {
        this.game.colour("cell", c, this.ui.colour) || this.render();
      }
      return;
    }
    // A click on a candidate of the selected cell (or any, in candidate
    // mode) strikes or restores it; otherwise it selects the cell.
    if (onCandidate && (this.ui.sel === c || this.ui.mode === "candidate")) {
      this.ui.sel = c;
      this.ui.lastDigit = d;
      if (!this.game.toggleCandidate(c, d)) {
        this.render();
      }
      return;
    }
    this.select(c);
    this.view.root.focus({ preventScroll: true });
  };
  // A digit from the pad or the keyboard; `candidate` forces candidate mode.
  Player.prototype.digit = function (d, candidate) {
    var c = this.ui.sel;
    this.ui.lastDigit = d;
    if (c < 0) {
      status(w("selectFirst"), "info");
      return;
    }
    var mode = candidate ? "candidate" : this.ui.mode;
    if (mode === "colour") {
      if (!this.game.cur().v[c]) {
        this.game.colour("cand", c * 16 + d, this.ui.colour);
      }
      return;
    }
    if (this.game.isGiven(c)) {
      status(w("given"), "info");
      return;
    }
    if (mode === "candidate") {
      this.game.toggleCandidate(c, d);
    } else {
      this.game.place(c, d);
    }
  };
  Player.prototype.clearCell = function () {
    var c = this.ui.sel;
    if (c < 0) {
      status(w("selectFirst"), "info");
      return;
    }
    if (this.game.isGiven(c)) {
      status(w("given"), "info");
      return;
    }
    this.game.clear(c);
  };
  Player.prototype.move = function (dr, dc) {
    var n = this.game.n, c = this.ui.sel;
    if (c < 0) {
      this.select(0);
      return;
    }
    var r = (Math.floor(c / n) + dr + n) % n, k = (c % n + dc + n) % n;
    this.select(r * n + k);
  };
  Player.prototype.key = function (event) {
    if (!this.game || !this.view) {
      return false;
    }
    var k = event.key || "";
    var lower = k.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      if (lower === "z" && !event.shiftKey) {
        this.game.undo();
        return true;
      }
      if (lower === "y" || (lower === "z" && event.shiftKey)) {
        this.game.redo();
        return true;
      }
      return false;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return false;
    }
    var arrows = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if (arrows[k]) {
      this.move(arrows[k][0], arrows[k][1]);
      return true;
    }
    var m = /^(Digit|Numpad)([0-9])$/.exec(event.code || "");
    var d = m ? Number(m[2]) : /^[0-9]$/.test(k) ? Number(k) : -1;
    if (d >= 1 && d <= this.game.n) {
      this.digit(d, event.shiftKey);
      return true;
    }
    if (d === 0 || k === "Backspace" || k === "Delete") {
      this.clearCell();
      return true;
    }
    if (k === "Escape") {
      this.ui.hlDigit = 0;
      this.ui.bivalue = false;
      this.render();
      return true;
    }
    return false;
  };
  Player.prototype.buildPad = function () {
    var self = this, n = this.game.n, pad = this.padHost;
    pad.innerHTML = "";
    pad.setAttribute("role", "group");
    pad.setAttribute("aria-label", w("pad"));
    this.padButtons = { digits: [], modes: {}, colours: [], highlight: [] };
    var digits = el("div", { className: "pad-digits" });
    digits.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
    for (var d = 1; d <= n; d++) {
      (function (d) {
        var b = button(String(d), { className: "pad-digit", "data-digit": d }, function () {
          self.digit(d, false);
        });
        self.padButtons.digits.push(b);
        digits.appendChild(b);
      })(d);
    }
    pad.appendChild(digits);

    var modes = el("div", { className: "pad-row segmented", role: "group", "aria-label": w("modeLabel") });
    [["digit", "modeDigit"], ["candidate", "modeCandidate"], ["colour", "modeColour"]].forEach(function (m) {
      var b = button(w(m[1]), { className: "mode", "data-mode": m[0], "aria-pressed": "false" }, function () {
        self.ui.mode = m[0];
        self.renderPad();
      });
      self.padButtons.modes[m[0]] = b;
      modes.appendChild(b);
    });
    pad.appendChild(modes);

    var edits = el("div", { className: "pad-row" });
    edits.appendChild(button(w("clearCell"), { className: "clear-cell" }, function () { self.clearCell(); }));
    this.padButtons.undo = button("↶ " + w("undo"), { className: "undo" }, function () { self.game.undo(); });
    this.padButtons.redo = button("↷ " + w("redo"), { className: "redo" }, function () { self.game.redo(); });
    edits.appendChild(this.padButtons.undo);
    edits.appendChild(this.padButtons.redo);
    pad.appendChild(edits);

    var colours = el("div", { className: "pad-row colours", role: "group", "aria-label": w("modeColour") });
    COLOURS.forEach(function (hex, i) {
      var b = button("", { className: "swatch", "aria-label": w("colourN", { n: i + 1 }), title: w("colourN", { n: i + 1 }), "aria-pressed": "false" }, function () {
        self.ui.colour = i + 1;
        self.ui.mode = "colour";
        self.renderPad();
      });
      b.style.background = hex;
      self.padButtons.colours.push(b);
      colours.appendChild(b);
    });
    colours.appendChild(button(w("colourCell"), { className: "colour-cell" }, function () {
      if (self.ui.sel < 0) {
        status(w("selectFirst"), "info");
        return;
      }
      self.game.colour("cell", self.ui.sel, self.ui.colour);
    }));
    colours.appendChild(button(w("clearColours"), { className: "clear-colours" }, function () {
      self.game.clearColours();
    }));
    this.padButtons.colourRow = colours;
    this.padButtons.colourHelp = el("p", { className: "hint-small" }, w("colourHelp"));
    pad.appendChild(colours);
    pad.appendChild(this.padButtons.colourHelp);

    var hl = el("div", { className: "pad-row highlight", role: "group", "aria-label": w("highlight") });
    hl.appendChild(el("span", { className: "row-label" }, w("highlight")));
    for (var e = 1; e <= n; e++) {
      (function (d) {
        var b = button(String(d), { className: "hl-button", "aria-label": w("highlightDigit", { n: d }), "aria-pressed": "false" }, function () {
          self.ui.hlDigit = self.ui.hlDigit === d ? 0 : d;
          self.render();
        });
        self.padButtons.highlight.push(b);
        hl.appendChild(b);
      })(e);
    }
    this.padButtons.bivalue = button(w("bivalue"), { className: "bivalue", "aria-pressed": "false" }, function () {
      self.ui.bivalue = !self.ui.bivalue;
      self.render();
    });
    hl.appendChild(this.padButtons.bivalue);
    pad.appendChild(hl);

    if (this.opts.pencil) {
      var pencil = el("div", { className: "pad-row segmented pencil", role: "group", "aria-label": w("pencil") });
      pencil.appendChild(el("span", { className: "row-label" }, w("pencil")));
      this.padButtons.pencil = {};
      [["auto", "pencilAuto"], ["hand", "pencilHand"]].forEach(function (m) {
        var b = button(w(m[1]), { className: "pencil-mode", "data-pencil": m[0], "aria-pressed": "false" }, function () {
          store(KEY.pencil, m[0]);
          self.game.setPencil(m[0]);
        });
        self.padButtons.pencil[m[0]] = b;
        pencil.appendChild(b);
      });
      this.padButtons.fill = button(w("fillCandidates"), { className: "fill-candidates" }, function () {
        self.game.fillCandidates();
      });
      pencil.appendChild(this.padButtons.fill);
      pencil.appendChild(button(w("restart"), { className: "restart" }, function () {
        self.game.restart();
      }));
      pad.appendChild(pencil);
    }
  };
  Player.prototype.renderPad = function () {
    var p = this.padButtons;
    if (!p || !this.game) {
      return;
    }
    var ui = this.ui, s = this.game.cur();
    Object.keys(p.modes).forEach(function (m) { p.modes[m].setAttribute("aria-pressed", String(ui.mode === m)); });
    p.colours.forEach(function (b, i) { b.setAttribute("aria-pressed", String(ui.mode === "colour" && ui.colour === i + 1)); });
    p.colourRow.classList.toggle("active", ui.mode === "colour");
    p.colourHelp.hidden = ui.mode !== "colour";
    p.highlight.forEach(function (b, i) { b.setAttribute("aria-pressed", String(ui.hlDigit === i + 1)); });
    p.bivalue.setAttribute("aria-pressed", String(ui.bivalue));
    p.undo.disabled = this.game.at === 0;
    p.redo.disabled = this.game.at >= this.game.hist.length - 1;
    this.padHost.setAttribute("data-mode", ui.mode);
    if (p.pencil) {
      Object.keys(p.pencil).forEach(function (m) { p.pencil[m].setAttribute("aria-pressed", String(s.m === m)); });
      p.fill.hidden = s.m !== "hand";
    }
  };

  // ----------------------------------------------------------------- play

  var play = {
    player: null,
    hint: { key: null, level: 0, texts: [] },
    step: null
  };

  function knownList() {
    var k = stored(KEY.known, "all");
    var i = TIERS.indexOf(k);
    return i < 0 ? null : TIERS.slice(0, i + 1);
  }
  function coachBody(extra) {
    var body = Object.assign({ position: play.player.game.position() }, extra || {});
    var known = knownList();
    if (known) {
      body.known = known;
    }
    return body;
  }
  function positionKey() {
    return JSON.stringify(play.player.game.position()) + "|" + JSON.stringify(knownList());
  }
  function needGame() {
    if (!play.player.game) {
      status(w("noGame"), "info");
      return false;
    }
    return true;
  }

  // A technique's name, linked to its lesson when there is one.
  function techniqueLink(id, name) {
    if (!id || !hasLesson(id)) {
      return el("span", { className: "technique" }, name || techniqueName(id));
    }
    var a = el("a", { href: "#learn/" + encodeURIComponent(id), className: "technique", title: w("lessonLink", { name: name || techniqueName(id) }) },
      name || techniqueName(id));
    return a;
  }
  function saidList(host, said, cls) {
    var ul = el("ul", { className: "said " + (cls || "") });
    (said || []).forEach(function (line) {
      ul.appendChild(el("li", {}, typeof line === "string" ? line : line.text || JSON.stringify(line)));
    });
    host.appendChild(ul);
    return ul;
  }
  function resetCoach() {
    play.hint = { key: null, level: 0, texts: [] };
    play.step = null;
    $("coach-out").innerHTML = "";
    $("why-out").innerHTML = "";
    $("walk-out").innerHTML = "";
  }

  function showHints() {
    var out = $("coach-out");
    out.innerHTML = "";
    play.hint.texts.forEach(function (h) {
      var p = el("p", { className: "hint-text", "data-level": h.level });
      p.appendChild(el("span", { className: "level" }, w("hintLevel", { n: h.level })));
      p.appendChild(document.createTextNode(" " + h.text + " "));
      if (h.lesson) {
        var link = techniqueLink(h.lesson, w("lessonLink", { name: h.name || techniqueName(h.strategy) }));
        link.className = "lesson-link";
        p.appendChild(link);
      }
      out.appendChild(p);
    });
    if (play.hint.level >= 4) {
      out.appendChild(el("p", { className: "note" }, w("hintsDone")));
    }
  }

  async function askHint() {
    if (!needGame()) {
      return;
    }
    var key = positionKey();
    if (play.hint.key !== key) {
      resetCoach();
      play.hint.key = key;
    }
    if (play.hint.level >= 4) {
      showHints();
      return;
    }
    var level = play.hint.level + 1;
    var version = play.player.game.version;
    var h = await busy(api("POST", "/api/hint", coachBody({ level: level })), null, $("coach-out"));
    if (!h || play.player.game.version !== version || play.hint.key !== key) {
      return;
    }
    play.hint.level = level;
    play.hint.texts.push({ level: level, text: h.text, strategy: h.strategy, name: h.name, lesson: lessonOf(h) });
    if (level === 4 && h.step) {
      play.step = { key: key, hint: h };
    }
    showHints();
    if (h.layers) {
      play.player.showLayers(h.layers);
    }
  }

  async function nextStep() {
    var key = positionKey();
    if (play.step && play.step.key === key) {
      return play.step.hint;
    }
    var version = play.player.game.version;
    var h = await busy(api("POST", "/api/step", coachBody()), null, $("coach-out"));
    if (!h || play.player.game.version !== version) {
      return null;
    }
    play.step = { key: key, hint: h };
    return h;
  }

  function showStepText(h, prefix) {
    var out = $("coach-out");
    out.innerHTML = "";
    var p = el("p", { className: "step-text" });
    p.appendChild(document.createTextNode((prefix ? fill(prefix, { text: h.text }) : h.text) + " "));
    if (lessonOf(h)) {
      var link = techniqueLink(lessonOf(h), w("lessonLink", { name: h.name || techniqueName(h.strategy) }));
      link.className = "lesson-link";
      p.appendChild(link);
    }
    out.appendChild(p);
  }

  async function showStep() {
    if (!needGame()) {
      return;
    }
    var h = await nextStep();
    if (!h) {
      return;
    }
    showStepText(h);
    play.hint = { key: positionKey(), level: 4, texts: [] };
    play.player.showLayers(h.layers);
  }

  async function applyStep() {
    if (!needGame()) {
      return;
    }
    var h = await nextStep();
    if (!h) {
      return;
    }
    var step = h.step || {};
    if (!(step.eliminations || []).length && !(step.placements || []).length) {
      showStepText(h);
      return;
    }
    play.player.game.apply(step.eliminations, step.placements);
    showStepText(h, w("stepApplied"));
  }

  async function checkGrid() {
    if (!needGame()) {
      return;
    }
    var version = play.player.game.version;
    var r = await busy(api("POST", "/api/check", { position: play.player.game.position() }), null, $("coach-out"));
    if (!r || play.player.game.version !== version) {
      return;
    }
    var out = $("coach-out");
    out.innerHTML = "";
    var said = r.said && r.said.length ? r.said : [w("checkNone")];
    saidList(out, said, r.mistakes ? "wrong" : "right").setAttribute("data-mistakes", String(r.mistakes || 0));
  }

  async function askWhy() {
    if (!needGame()) {
      return;
    }
    var moves = $("why-input").value.split(/[\s,;]+/).filter(function (m) { return m; });
    var out = $("why-out");
    out.innerHTML = "";
    if (!moves.length) {
      out.appendChild(el("p", { className: "note" }, w("whyEmpty")));
      return;
    }
    var r = await busy(api("POST", "/api/why", { position: play.player.game.position(), moves: moves }), null, out);
    if (!r) {
      return;
    }
    saidList(out, r.said);
  }

  function whyFromCell() {
    var ui = play.player.ui;
    if (!play.player.game || ui.sel < 0) {
      status(w("selectFirst"), "info");
      return;
    }
    var move = cellName(ui.sel, play.player.game.n) + (ui.mode === "candidate" ? "<>" : "=") + (ui.lastDigit || "");
    $("why-input").value = move;
    $("why-input").focus();
  }

  async function walkthrough() {
    if (!needGame()) {
      return;
    }
    var version = play.player.game.version;
    var r = await busy(api("POST", "/api/walkthrough", { position: play.player.game.position() }), null, $("walk-out"));
    if (!r || play.player.game.version !== version) {
      return;
    }
    var out = $("walk-out");
    out.innerHTML = "";
    out.appendChild(el("p", { className: "note" }, w("walkthroughNote")));
    var ol = el("ol", { className: "walk" });
    var shown = el("p", { className: "walk-text", "aria-live": "polite" });
    (r.steps || []).forEach(function (step, i) {
      var li = el("li");
      li.appendChild(button(step.name || techniqueName(step.strategy), { className: "walk-step small", "data-step": i + 1 }, function () {
        Array.prototype.forEach.call(ol.querySelectorAll(".current"), function (b) { b.classList.remove("current"); });
        this.classList.add("current");
        shown.innerHTML = "";
        shown.appendChild(el("strong", {}, (i + 1) + ". "));
        shown.appendChild(document.createTextNode(step.text + " "));
        if (hasLesson(step.strategy)) {
          var link = techniqueLink(step.strategy, w("lessonLink", { name: step.name || techniqueName(step.strategy) }));
          link.className = "lesson-link";
          shown.appendChild(link);
        }
      }));
      ol.appendChild(li);
    });
    out.appendChild(ol);
    out.appendChild(shown);
  }

  function saveGame() {
    var g = play.player.game;
    if (g) {
      store(KEY.game, g.save());
    }
  }

  var solvedVersion = -1;
  async function afterMove(game) {
    saveGame();
    resetCoach();
    var msg = $("game-msg");
    msg.textContent = "";
    msg.className = "";
    if (!game.full() || Object.keys(game.conflicts()).length) {
      if (game.full()) {
        msg.textContent = w("fullNotRight");
        msg.className = "wrong";
      }
      return;
    }
    var version = game.version;
    solvedVersion = version;
    var r = await busy(api("POST", "/api/check", { position: game.position() }), null, $("game-msg"));
    if (!r || game.version !== version) {
      return;
    }
    if (!r.mistakes) {
      msg.textContent = w("solved");
      msg.className = "solved";
    } else {
      msg.textContent = w("fullNotRight") + " " + (r.said || []).join(" ");
      msg.className = "wrong";
    }
  }

  async function startGame(init) {
    var game = new Game(Object.assign({ pencil: stored(KEY.pencil, "auto") }, init));
    resetCoach();
    $("game-msg").textContent = "";
    await play.player.setGame(game);
    $("game-name").textContent = gameName(game.name);
    $("game-name").scrollIntoView({ block: "nearest" });
    saveGame();
    status(w("loaded", { name: gameName(game.name) }), "info");
    if (game.full()) {
      afterMove(game);
    }
  }

  async function loadText() {
    var text = $("load-text").value;
    var out = $("load-out");
    out.innerHTML = "";
    if (!text.trim()) {
      out.appendChild(el("p", { className: "wrong" }, w("noPuzzleFound")));
      return;
    }
    var r = await busy(api("POST", "/api/load", { text: text }));
    if (!r) {
      return;
    }
    var errors = r.errors || [], puzzles = r.puzzles || [];
    if (errors.length) {
      // The server's error names its line already, most of the time.
      saidList(out, errors.map(function (e) {
        return String(e.error).indexOf(String(e.line)) >= 0 ? e.error : w("lineError", { line: e.line, error: e.error });
      }), "wrong errors");
    }
    if (!puzzles.length) {
      if (!errors.length) {
        out.appendChild(el("p", { className: "wrong" }, w("noPuzzleFound")));
      }
      return;
    }
    var name = function (p) {
      return { key: "pasted", line: puzzles.length > 1 ? p.line : 0 };
    };
    if (puzzles.length === 1 && !puzzles[0].problem && !errors.length) {
      await startGame(Object.assign({ name: name(puzzles[0]) }, puzzles[0].position));
      return;
    }
    if (puzzles.length > 1) {
      out.appendChild(el("p", {}, w("chooseOne", { n: puzzles.length })));
    }
    var ul = el("ul", { className: "puzzles" });
    puzzles.forEach(function (p) {
      var li = el("li");
      li.appendChild(el("span", {}, w("puzzleAtLine", { line: p.line }) + " "));
      if (p.problem) {
        li.appendChild(el("span", { className: "wrong problem" }, w("problem", { problem: p.problem })));
      } else {
        li.appendChild(button(w("openBundled"), { className: "small" }, function () {
          startGame(Object.assign({ name: name(p) }, p.position));
        }));
      }
      ul.appendChild(li);
    });
    out.appendChild(ul);
  }

  function openBundled() {
    var i = Number($("bundled").value);
    var p = app.puzzles[i];
    if (p) {
      startGame(Object.assign({ name: p.name }, p.position || { givens: p.givens }));
    }
  }

  function randomSeed() {
    return Math.floor(Math.random() * 2147483647);
  }

  async function drillPuzzle() {
    var technique = $("play-technique").value;
    if (!technique) {
      status(w("chooseTechnique"), "info");
      return;
    }
    var r = await busy(api("POST", "/api/drill", { technique: technique, seed: randomSeed() }), w("generating"));
    if (r) {
      await startGame(Object.assign({ name: { technique: r.technique || technique } }, r.position));
    }
  }

  function setupPlay() {
    play.player = new Player({
      boardHost: $("play-board"), padHost: $("play-pad"), pencil: true,
      onMove: afterMove,
      onRender: function (game) { $("play").classList.toggle("no-game", !game); }
    });
    $("hint").addEventListener("click", askHint);
    $("check").addEventListener("click", checkGrid);
    $("show-step").addEventListener("click", showStep);
    $("apply-step").addEventListener("click", applyStep);
    $("why-ask").addEventListener("click", askWhy);
    $("why-cell").addEventListener("click", whyFromCell);
    $("why-input").addEventListener("keydown", function (e) {
      if (e.key === "Enter") {
        askWhy();
      }
    });
    $("walkthrough").addEventListener("click", walkthrough);
    $("load-button").addEventListener("click", loadText);
    $("open-bundled").addEventListener("click", openBundled);
    $("play-drill").addEventListener("click", drillPuzzle);
    $("known").addEventListener("change", function () {
      store(KEY.known, this.value);
      resetCoach();
    });
  }

  // ---------------------------------------------------------------- learn

  var learn = { view: null, id: null };

  function renderLessonList() {
    var host = $("lesson-list");
    host.innerHTML = "";
    host.appendChild(el("h2", {}, w("lessons")));
    var tier = null, ol = null, n = 0;
    app.lessons.forEach(function (l) {
      if (l.tier !== tier) {
        tier = l.tier;
        host.appendChild(el("h3", { className: "tier" }, tierName(tier)));
        ol = el("ol", { className: "lessons", start: n + 1 });
        host.appendChild(ol);
      }
      n++;
      var li = el("li");
      li.appendChild(el("a", { href: "#learn/" + encodeURIComponent(l.id), "data-lesson": l.id }, l.name));
      if (l.se !== undefined && l.se !== null) {
        li.appendChild(el("span", { className: "meta" }, " " + w("seRating", { se: Number(l.se).toFixed(1) })));
      }
      ol.appendChild(li);
    });
  }

  function lessonRef(ref) {
    if (!ref) {
      return null;
    }
    if (typeof ref === "string") {
      return { id: ref, name: techniqueName(ref) };
    }
    return { id: ref.id, name: ref.name || techniqueName(ref.id) };
  }

  async function showLesson(id) {
    learn.id = id;
    var view = $("lesson-view"), list = $("lesson-list");
    if (!id) {
      view.hidden = true;
      list.hidden = false;
      return;
    }
    var l = await busy(api("GET", "/api/lessons/" + encodeURIComponent(id)));
    if (!l || learn.id !== id) {
      return;
    }
    list.hidden = true;
    view.hidden = false;
    $("lesson-name").textContent = l.name;
    $("lesson-meta").textContent = tierName(l.tier) + (l.se !== undefined && l.se !== null ? " · " + w("seRating", { se: Number(l.se).toFixed(1) }) : "");
    $("lesson-rule").textContent = l.rule || "";
    [["lesson-prev", l.previous, "← ", "previous"], ["lesson-next", l.next, "", "next"]].forEach(function (x) {
      var a = $(x[0]), ref = lessonRef(x[1]);
      a.hidden = !ref;
      if (ref) {
        a.href = "#learn/" + encodeURIComponent(ref.id);
        a.textContent = x[3] === "previous" ? "← " + w("previous") + ": " + ref.name : w("next") + ": " + ref.name + " →";
      }
    });
    var host = $("lesson-board");
    if (l.example && l.example.position) {
      var game = new Game(Object.assign({ name: l.name }, l.example.position));
      var frame = await busy(frameFor(game.n));
      if (!frame || learn.id !== id) {
        return;
      }
      var bv = BoardView(host, frame);
      drawGame(bv, game, {});
      bv.showLayers(l.example.layers);
      bv.root.setAttribute("aria-label", w("lessonBoard") + ": " + l.name);
      bv.root.setAttribute("role", "img");
      $("lesson-example").textContent = l.example.text || "";
    } else {
      host.innerHTML = "";
      $("lesson-example").textContent = w("noExample");
    }
    $("lesson-practise").onclick = function () {
      $("train-technique").value = id;
      store(KEY.technique, id);
      location.hash = "#train";
    };
    view.scrollIntoView({ block: "start" });
  }

  // ---------------------------------------------------------------- train

  var train = { player: null, session: null };

  function progress() {
    return stored(KEY.progress, {});
  }
  function bump(technique, field) {
    var p = progress();
    var row = p[technique] || { attempts: 0, rightFirst: 0, hints: 0 };
    row[field] = (row[field] || 0) + 1;
    p[technique] = row;
    store(KEY.progress, p);
    renderProgress();
  }
  function renderProgress() {
    var host = $("progress-table");
    host.innerHTML = "";
    var p = progress();
    var ids = Object.keys(p);
    if (!ids.length) {
      host.appendChild(el("p", { className: "note" }, w("noProgress")));
      return;
    }
    var order = app.lessons.map(function (l) { return l.id; });
    ids.sort(function (a, b) { return (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999); });
    var table = el("table", { className: "progress" });
    var head = el("tr");
    [w("technique"), w("attempts"), w("rightFirst"), w("hintsUsed")].forEach(function (h) {
      head.appendChild(el("th", { scope: "col" }, h));
    });
    table.appendChild(el("thead")).appendChild(head);
    var body = el("tbody");
    ids.forEach(function (id) {
      var tr = el("tr", { "data-technique": id });
      var th = el("th", { scope: "row" });
      th.appendChild(techniqueLink(id, techniqueName(id)));
      tr.appendChild(th);
      [p[id].attempts || 0, p[id].rightFirst || 0, p[id].hints || 0].forEach(function (v) {
        tr.appendChild(el("td", {}, String(v)));
      });
      body.appendChild(tr);
    });
    table.appendChild(body);
    host.appendChild(table);
  }

  function fetchDrill(technique) {
    return api("POST", "/api/drill", { technique: technique, seed: randomSeed() });
  }

  async function startDrill() {
    var technique = $("train-technique").value;
    if (!technique) {
      status(w("chooseTechnique"), "info");
      return;
    }
    store(KEY.technique, technique);
    var n = Math.max(1, Math.min(50, Number($("train-count").value) || 5));
    train.session = { technique: technique, n: n, i: 0, right: 0, graded: 0, current: null, next: fetchDrill(technique) };
    train.session.next.catch(function () {});
    $("drill-done").hidden = true;
    $("drill-setup").hidden = true;
    await showDrill();
  }

  async function showDrill() {
    var s = train.session;
    var waiting = s.next;
    s.next = null;
    $("drill").hidden = false;
    $("drill-out").innerHTML = "";
    $("drill-title").textContent = w("drillOf", { name: techniqueName(s.technique), i: s.i + 1, n: s.n });
    var d = await busy(waiting, w("generating"));
    if (train.session !== s) {
      return;
    }
    if (!d) {
      s.next = fetchDrill(s.technique);
      s.next.catch(function () {});
      $("drill-out").appendChild(button(w("retry"), { className: "small" }, showDrill));
      return;
    }
    s.current = { drill: d, checked: false, hints: 0, hintLevel: 0 };
    $("drill-title").textContent = w("drillOf", { name: d.name || techniqueName(s.technique), i: s.i + 1, n: s.n });
    var game = new Game(Object.assign({ name: d.name }, d.position, { pencil: "auto" }));
    await train.player.setGame(game);
    $("train-board").setAttribute("data-drill", JSON.stringify(d.position));
    if (s.i + 1 < s.n) {
      s.next = fetchDrill(s.technique);
      s.next.catch(function () {});
    }
  }

  async function gradeDrill() {
    var s = train.session;
    if (!s || !s.current) {
      return;
    }
    var ch = train.player.game.changes();
    var out = $("drill-out");
    out.innerHTML = "";
    if (!ch.eliminations.length && !ch.placements.length) {
      out.appendChild(el("p", { className: "wrong" }, w("noAnswer")));
      return;
    }
    var cur = s.current;
    var r = await busy(api("POST", "/api/grade", {
      position: cur.drill.position, technique: s.technique,
      eliminations: ch.eliminations, placements: ch.placements
    }));
    if (!r || train.session !== s || s.current !== cur) {
      return;
    }
    if (!cur.checked) {
      cur.checked = true;
      s.graded++;
      bump(s.technique, "attempts");
      if (r.right) {
        bump(s.technique, "rightFirst");
        s.right++;
      }
    }
    out.innerHTML = "";
    saidList(out, r.said, r.right ? "right" : "wrong").setAttribute("data-right", String(!!r.right));
  }

  async function drillHint() {
    var s = train.session;
    if (!s || !s.current) {
      return;
    }
    var cur = s.current;
    if (cur.hintLevel >= 4) {
      return;
    }
    var level = cur.hintLevel + 1;
    var h = await busy(api("POST", "/api/hint", { position: cur.drill.position, level: level }), null, $("drill-out"));
    if (!h || s.current !== cur) {
      return;
    }
    cur.hintLevel = level;
    cur.hints++;
    bump(s.technique, "hints");
    var p = el("p", { className: "hint-text", "data-level": level });
    p.appendChild(el("span", { className: "level" }, w("hintLevel", { n: level })));
    p.appendChild(document.createTextNode(" " + h.text));
    $("drill-out").appendChild(p);
    if (h.layers) {
      train.player.showLayers(h.layers);
    }
  }

  function retryDrill() {
    var s = train.session;
    if (!s || !s.current) {
      return;
    }
    train.player.game.restart();
    $("drill-out").innerHTML = "";
  }

  async function nextDrill() {
    var s = train.session;
    if (!s) {
      return;
    }
    if (s.i + 1 >= s.n) {
      finishDrill();
      return;
    }
    s.i++;
    if (!s.next) {
      s.next = fetchDrill(s.technique);
      s.next.catch(function () {});
    }
    await showDrill();
  }

  function finishDrill() {
    var s = train.session;
    if (!s) {
      return;
    }
    train.session = null;
    $("drill").hidden = true;
    $("drill-setup").hidden = false;
    var done = $("drill-done");
    done.hidden = false;
    done.textContent = w("drillDone", { right: s.right, n: s.graded });
    train.player.setGame(null);
    renderProgress();
  }

  function exportProgress() {
    var blob = new Blob([JSON.stringify({ progress: progress(), exported: new Date().toISOString() }, null, 2)],
      { type: "application/json" });
    var a = el("a", { href: URL.createObjectURL(blob), download: "sudoku-explorer-progress.json" });
    document.body.appendChild(a);
    a.click();
    setTimeout(function () {
      URL.revokeObjectURL(a.href);
      a.remove();
    }, 1000);
  }

  function setupTrain() {
    train.player = new Player({ boardHost: $("train-board"), padHost: $("train-pad"), pencil: false });
    $("train-start").addEventListener("click", startDrill);
    $("grade").addEventListener("click", gradeDrill);
    $("drill-hint").addEventListener("click", drillHint);
    $("drill-retry").addEventListener("click", retryDrill);
    $("drill-next").addEventListener("click", nextDrill);
    $("drill-stop").addEventListener("click", finishDrill);
    $("progress-export").addEventListener("click", exportProgress);
    $("progress-reset").addEventListener("click", function () {
      if (window.confirm(w("confirmReset"))) {
        store(KEY.progress, {});
        renderProgress();
      }
    });
  }

  // ---------------------------------------------------------- tabs & lang

  function route() {
    var hash = decodeHash();
    var parts = hash.split("/");
    var tab = ["play", "learn", "train"].indexOf(parts[0]) >= 0 ? parts[0] : "play";
    app.tab = tab;
    ["play", "learn", "train"].forEach(function (t) {
      $(t).hidden = t !== tab;
      $("tab-" + t).setAttribute("aria-selected", String(t === tab));
      $("tab-" + t).tabIndex = t === tab ? 0 : -1;
    });
    if (tab === "learn") {
      showLesson(parts.slice(1).join("/") || null);
    }
    if (tab === "play" && play.player.view) {
      play.player.render();
    }
  }
  function decodeHash() {
    try {
      return decodeURIComponent(location.hash.replace(/^#/, ""));
    } catch (e) {
      return "";
    }
  }

  function fillSelect(select, options, value) {
    select.innerHTML = "";
    options.forEach(function (o) {
      select.appendChild(el("option", { value: o[0] }, o[1]));
    });
    if (value !== undefined && value !== null) {
      select.value = value;
    }
  }

  function renderWords() {
    document.documentElement.lang = app.lang;
    document.title = w("title");
    Array.prototype.forEach.call(document.querySelectorAll("[data-w]"), function (e) {
      e.textContent = w(e.getAttribute("data-w"));
    });
    Array.prototype.forEach.call(document.querySelectorAll("[data-w-aria]"), function (e) {
      e.setAttribute("aria-label", w(e.getAttribute("data-w-aria")));
    });
    $("lang").value = app.lang;
    fillSelect($("known"), [["all", w("knownAll")]].concat(TIERS.map(function (t) {
      return [t, w("knownUpTo", { tier: tierName(t) })];
    })), stored(KEY.known, "all"));
    var techniques = [["", "—"]].concat(app.lessons.map(function (l) {
      return [l.id, tierName(l.tier) + ": " + l.name];
    }));
    var chosen = stored(KEY.technique, "hidden-single");
    Array.prototype.forEach.call(document.querySelectorAll(".technique-select"), function (s) {
      var keep = s.value || chosen;
      fillSelect(s, techniques, keep);
      if (s.value !== keep) {
        s.value = "";
      }
    });
    fillSelect($("bundled"), app.puzzles.map(function (p, i) {
      return [String(i), p.name + (p.technique ? " (" + techniqueName(p.technique) + ")" : "")];
    }));
    renderLessonList();
    renderProgress();
    $("game-name").textContent = play.player.game ? gameName(play.player.game.name) : w("noGame");
  }

  async function loadLang(lang) {
    var words = await busy(api("GET", "/api/words?lang=" + encodeURIComponent(lang)));
    if (!words) {
      return false;
    }
    app.lang = lang;
    app.words = words.words || {};
    app.strategies = words.strategies || {};
    var lessons = await busy(api("GET", "/api/lessons"));
    app.lessons = lessons && lessons.lessons || [];
    renderWords();
    resetCoach();
    await play.player.rebuild();
    await train.player.rebuild();
    if (app.tab === "learn") {
      route();
    }
    return true;
  }

  async function start() {
    var meta = document.querySelector('meta[name="default-lang"]');
    var fallback = meta && /^(en|ja)$/.test(meta.content) ? meta.content : "en";
    var lang = stored(KEY.lang, fallback);
    if (lang !== "en" && lang !== "ja") {
      lang = fallback;
    }
    app.lang = lang;
    setupPlay();
    setupTrain();
    $("play").classList.add("no-game");
    $("app").hidden = false;
    $("status-close").addEventListener("click", function () { status(""); });
    Array.prototype.forEach.call(document.querySelectorAll("#tabs [data-tab]"), function (b) {
      b.addEventListener("click", function () {
        location.hash = "#" + b.getAttribute("data-tab");
      });
    });
    $("tabs").addEventListener("keydown", function (e) {
      var order = ["play", "learn", "train"], i = order.indexOf(app.tab);
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
        var next = order[(i + (e.key === "ArrowRight" ? 1 : 2)) % 3];
        location.hash = "#" + next;
        $("tab-" + next).focus();
        e.preventDefault();
      }
    });
    $("lang").addEventListener("change", async function () {
      var lang = this.value;
      if (await loadLang(lang)) {
        store(KEY.lang, lang);
      } else {
        this.value = app.lang;
      }
    });
    document.addEventListener("keydown", function (e) {
      var t = e.target;
      if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) {
        return;
      }
      var player = app.tab === "play" ? play.player : app.tab === "train" ? train.player : null;
      if (t && t.tagName === "BUTTON" && (e.key === "Enter" || e.key === " ")) {
        return;
      }
      if (player && player.key(e)) {
        e.preventDefault();
      }
    });
    window.addEventListener("hashchange", route);

    var ok = await loadLang(lang);
    var puzzles = await busy(api("GET", "/api/puzzles"));
    app.puzzles = puzzles && puzzles.puzzles || [];
    if (ok) {
      renderWords();
    }
    var saved = stored(KEY.game, null);
    if (saved && saved.givens && saved.hist) {
      try {
        await play.player.setGame(new Game(saved));
        $("game-name").textContent = gameName(saved.name);
      } catch (e) {
        store(KEY.game, null);
      }
    }
    if (!play.player.game) {
      $("game-name").textContent = w("noGame");
    }
    route();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
