// The game: the houses and peers of a board, and Game, a position's givens with
// a history of snapshots (digits, pencil marks, colours) that moves, undo and redo
// walk; its save() is what the page stores. Plain data, no page.
// Needs nothing from the others (shared through window.SX, see words.js).
(function (SX) {
  "use strict";

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

  Object.assign(SX, { cellName, bits, Game });
})(window.SX = window.SX || {});
