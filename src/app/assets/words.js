// The live app's page, first script: words, storage, the status line and the API.
// The page's scripts run in the order index.html lists them (words, game, board,
// player, coach, play, learn, train, app) and share what they hold through one
// namespace object, window.SX. This one holds the shared constants (KEY, COLOURS,
// TIERS), the page's state `app` (language, words, lessons, bundled puzzles, board
// frames), the DOM and storage helpers, status, api, busy and frameFor.
// Needs nothing from the others.
(function (SX) {
  "use strict";

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
      return name.line ? w("withNote", { name: w(name.key), note: w("puzzleAtLine", { line: name.line }) }) : w(name.key);
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

  // An answer's sentences as a list in host (its `said`, or a 422's problem).
  function saidList(host, said, cls) {
    var ul = el("ul", { className: "said " + (cls || "") });
    (said || []).forEach(function (line) {
      ul.appendChild(el("li", {}, typeof line === "string" ? line : line.text || JSON.stringify(line)));
    });
    host.appendChild(ul);
    return ul;
  }

  Object.assign(SX, { KEY, COLOURS, TIERS, app, fill, w, $, el, button, store, stored, gameName,
    techniqueName, hasLesson, tierName, lessonOf, status, api, busy, frameFor, saidList });
})(window.SX = window.SX || {});
