// The board the learner plays on, with its pad and keys: Player (Play's and
// Train's) takes clicks, digits from the pad or keyboard, undo/redo, the pad's modes
// (digit, candidate, colour), highlights and, in Play, the pencil marks' mode.
// Needs from window.SX: words.js (words, storage, status, busy, frameFor), game.js
// (cellName) and board.js (BoardView, drawGame).
(function (SX) {
  "use strict";

  var { KEY, COLOURS, w, el, button, store, status, busy, frameFor, cellName, BoardView, drawGame } = SX;

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

  Object.assign(SX, { Player });
})(window.SX = window.SX || {});
