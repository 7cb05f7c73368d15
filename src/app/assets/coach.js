// Play's coach panel: hints in four levels about the learner's own grid, the step
// shown or applied, check, why-not and the walkthrough. Holds `play` (the Play
// tab's player, set by play.js, and the coach's state), techniqueLink and resetCoach.
// Needs from window.SX: words.js (words, storage, status, api, busy, saidList) and
// game.js (cellName).
(function (SX) {
  "use strict";

  var { KEY, TIERS, fill, w, $, el, button, stored, techniqueName, hasLesson, lessonOf, status, api,
    busy, saidList, cellName } = SX;

  // ---------------------------------------------------------------- coach

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

  Object.assign(SX, { play, techniqueLink, resetCoach, askHint, showStep, applyStep, checkGrid,
    askWhy, whyFromCell, walkthrough });
})(window.SX = window.SX || {});
