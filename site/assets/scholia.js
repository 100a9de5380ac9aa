// Scholia's page script: the theme switch and the search box. No
// framework. Searching itself is search.js (ScholiaSearch), which also runs
// in node for the benchmark; this file loads the index on the first query
// (search-index.js, a script so that a site opened from file:// can search
// too), shows the results with their snippets, moves through them with the
// arrow keys, and marks the searched words on the page a result opens.
(function () {
  "use strict";
  var root = document.body.dataset.root || "";

  // Theme: auto (follow the system) → light → dark → auto.
  var order = ["auto", "light", "dark"];
  var toggle = document.querySelector(".theme-toggle");
  function showTheme(theme) {
    document.documentElement.dataset.theme = theme;
    if (toggle) toggle.title = "Theme: " + theme;
  }
  showTheme(document.documentElement.dataset.theme || "auto");
  if (toggle) {
    toggle.addEventListener("click", function () {
      var next = order[(order.indexOf(document.documentElement.dataset.theme) + 1) % order.length];
      localStorage.setItem("scholia-theme", next);
      showTheme(next);
    });
  }

  var index = null, engine = null, loading = null;
  function load() {
    if (engine) return Promise.resolve(engine);
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = root + "search-index.js";
        script.onload = function () {
          index = globalThis.ScholiaSearchIndex;
          engine = ScholiaSearch.create(index);
          resolve(engine);
        };
        script.onerror = function () { loading = null; reject(new Error("cannot load search-index.js")); };
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  // Marks `words` (as a result link carries them in `?hl=`) in the main
  // column with <mark class="search-hit">, and scrolls to the first one at
  // or after the heading the link leads to.
  function markOnPage(words) {
    var regex = ScholiaSearch.pattern(words);
    var main = document.querySelector("main");
    if (!regex || !main) return;
    var walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        return node.parentElement.closest("script, style, textarea, svg, mark") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      },
    });
    var nodes = [];
    for (var node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    var marks = [];
    for (var text of nodes) {
      regex.lastIndex = 0;
      var value = text.nodeValue, at = 0, match, pieces = [];
      while ((match = regex.exec(value)) && match[0]) {
        pieces.push(document.createTextNode(value.slice(at, match.index)));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = match[0];
        pieces.push(mark);
        marks.push(mark);
        at = match.index + match[0].length;
      }
      if (!pieces.length) continue;
      pieces.push(document.createTextNode(value.slice(at)));
      text.replaceWith.apply(text, pieces);
    }
    var target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    var first = marks.find(function (mark) {
      return !target || (target.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) || target.contains(mark);
    }) || marks[0];
    if (!first) return;
    first.classList.add("current");
    // After the browser's own jump to the link's heading, which comes later.
    function reveal() { first.scrollIntoView({ block: "center" }); }
    if (document.readyState === "complete") reveal(); else window.addEventListener("load", reveal);
  }
  var arrival = new URLSearchParams(window.location.search).get("hl");
  if (arrival) markOnPage(arrival.split(" "));

  var form = document.querySelector("form.search");
  if (!form) return;
  var input = form.querySelector("input");
  var list = form.querySelector(".results");
  var active = -1;
  function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
  // Makes the `position`th result the one Enter opens, and shows it.
  function activate(position) {
    var all = links();
    if (!all.length) return;
    active = (position + all.length) % all.length;
    all.forEach(function (link, index) {
      link.parentElement.classList.toggle("active", index === active);
      link.parentElement.setAttribute("aria-selected", index === active ? "true" : "false");
    });
    input.setAttribute("aria-activedescendant", all[active].parentElement.id);
    all[active].scrollIntoView({ block: "nearest" });
  }
  function render(results, query) {
    list.textContent = "";
    list.dataset.query = query;
    active = -1;
    input.removeAttribute("aria-activedescendant");
    if (!query.trim()) { list.hidden = true; return; }
    if (!results.length) {
      var none = document.createElement("li");
      none.className = "empty";
      none.textContent = "No results for “" + query + "”";
      list.appendChild(none);
    }
    var words = engine.markWords(query);
    var regex = ScholiaSearch.pattern(words);
    var carried = "hl=" + encodeURIComponent(words.join(" "));
    results.forEach(function (result, position) {
      var doc = result.doc;
      var li = document.createElement("li");
      li.id = "search-result-" + position;
      li.setAttribute("role", "option");
      var a = document.createElement("a");
      var hash = doc.u.indexOf("#");
      a.href = root + (hash < 0 ? doc.u + "?" + carried : doc.u.slice(0, hash) + "?" + carried + doc.u.slice(hash));
      var title = document.createElement("span");
      title.className = "result-title";
      title.textContent = doc.t;
      a.appendChild(title);
      var kind = document.createElement("span");
      kind.className = "result-kind";
      kind.textContent = doc.k;
      a.appendChild(kind);
      if (doc.x) {
        var excerpt = document.createElement("span");
        excerpt.className = "result-excerpt";
        excerpt.textContent = doc.x;
        a.appendChild(excerpt);
      }
      var pieces = ScholiaSearch.snippet(doc.b, regex);
      if (pieces) {
        var snippet = document.createElement("span");
        snippet.className = "result-snippet";
        for (var piece of pieces) {
          var part = document.createElement(piece.mark ? "mark" : "span");
          part.textContent = piece.text;
          snippet.appendChild(part);
        }
        a.appendChild(snippet);
      }
      li.appendChild(a);
      list.appendChild(li);
    });
    list.hidden = false;
  }
  input.addEventListener("input", function () {
    var query = input.value;
    load().then(function () { if (input.value === query) render(engine.search(query, 20), query); });
  });
  input.addEventListener("keydown", function (event) {
    if (list.hidden) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      activate(active < 0 && event.key === "ArrowUp" ? -1 : active + (event.key === "ArrowDown" ? 1 : -1));
    }
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var chosen = links()[Math.max(active, 0)];
    if (chosen) window.location.href = chosen.href;
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input) { event.preventDefault(); input.focus(); }
    if (event.key === "Escape") { list.hidden = true; input.blur(); }
  });
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) { input.value = params.get("q"); input.dispatchEvent(new Event("input")); }
})();
