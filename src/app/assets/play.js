// The Play tab: a game started, saved after every move and checked once full;
// puzzles loaded from pasted text (with its errors by line), the bundled list or a
// drill; setupPlay makes Play's player and wires the tab's buttons.
// Needs from window.SX: words.js, game.js (Game), player.js (Player) and coach.js
// (play, resetCoach and the coach's actions).
(function (SX) {
  "use strict";

  var { KEY, app, w, $, el, button, store, stored, gameName, status, api, busy, saidList, Game,
    Player, play, resetCoach, askHint, showStep, applyStep, checkGrid, askWhy, whyFromCell,
    walkthrough } = SX;

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

  Object.assign(SX, { randomSeed, setupPlay });
})(window.SX = window.SX || {});
