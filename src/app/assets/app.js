// The live app's page (sudoku-explorer serve): Play, Learn and Train.
// Every word comes from GET /api/words; the server keeps nothing of the
// learner, so the game, its history and the drill progress live in
// localStorage. The page never knows a solution: the coach is asked, one
// level at a time, about the grid exactly as the learner has it.
//
// This script, the last of the page's (index.html lists them in order), starts
// the page: the tabs and the address's #hash, the page's words in the chosen
// language, the keyboard, and the saved game. Needs from window.SX what every
// other script holds (see words.js for the order).
(function (SX) {
  "use strict";

  var { KEY, TIERS, app, w, $, el, store, stored, gameName, techniqueName, tierName, status, api,
    busy, Game, play, resetCoach, setupPlay, renderLessonList, showLesson, train, renderProgress,
    setupTrain } = SX;

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
      return [l.id, w("labelled", { label: tierName(l.tier), text: l.name })];
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
      return [String(i), p.technique ? w("withNote", { name: p.name, note: techniqueName(p.technique) }) : p.name];
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
})(window.SX = window.SX || {});
