// The Train tab: a drill of a few positions for one technique, graded by the
// server; the progress table kept in localStorage, exported as JSON and reset.
// Holds `train` (the drill's player and session), renderProgress and setupTrain.
// Needs from window.SX: words.js, game.js (Game), player.js (Player), coach.js
// (techniqueLink) and play.js (randomSeed).
(function (SX) {
  "use strict";

  var { KEY, app, w, $, el, button, store, stored, techniqueName, status, api, busy, saidList, Game,
    Player, techniqueLink, randomSeed } = SX;

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

  Object.assign(SX, { train, renderProgress, setupTrain });
})(window.SX = window.SX || {});
