// The Learn tab: the lesson list by tier, and one lesson (rule, worked example drawn
// on a board, previous and next, practise it in Train).
// Needs from window.SX: words.js (words, storage, api, busy, frameFor), game.js
// (Game) and board.js (BoardView, drawGame).
(function (SX) {
  "use strict";

  var { KEY, app, w, $, el, store, techniqueName, tierName, api, busy, frameFor, Game, BoardView,
    drawGame } = SX;

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
        a.textContent = x[3] === "previous"
          ? "← " + w("labelled", { label: w("previous"), text: ref.name })
          : w("labelled", { label: w("next"), text: ref.name }) + " →";
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
      bv.root.setAttribute("aria-label", w("labelled", { label: w("lessonBoard"), text: l.name }));
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

  Object.assign(SX, { renderLessonList, showLesson });
})(window.SX = window.SX || {});
