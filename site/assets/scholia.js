// Scholia's page script: the theme switch and client-side search. No
// framework; it loads search-index.js (the index built by the site, as a
// script so that a site opened from file:// can search too) and splits the
// query the way the build split the text (SearchTokenizer.swift): ASCII
// words lowercased with their camel-case parts, and CJK characters and
// neighbouring pairs, so Chinese needs no dictionary.
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

  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf) ||
      (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xf900 && code <= 0xfaff) || (code >= 0x20000 && code <= 0x2fa1f);
  }
  function isWordChar(ch) { return /[A-Za-z0-9]/.test(ch); }

  // Query terms: the build's rule, except that a CJK run of two or more
  // characters contributes only its pairs (each pair must occur).
  function terms(text) {
    var out = [], word = "", cjk = [];
    function flushWord() {
      if (!word) return;
      if (word.length > 1) out.push(word.toLowerCase());
      word = "";
    }
    function flushCJK() {
      if (!cjk.length) return;
      if (cjk.length === 1) out.push(cjk[0]);
      for (var i = 0; i + 1 < cjk.length; i++) out.push(cjk[i] + cjk[i + 1]);
      cjk = [];
    }
    for (var ch of text) {
      if (isWordChar(ch)) { flushCJK(); word += ch; }
      else if (isCJK(ch.codePointAt(0))) { flushWord(); cjk.push(ch); }
      else { flushWord(); flushCJK(); }
    }
    flushWord(); flushCJK();
    return out;
  }

  var index = null, loading = null;
  function load() {
    if (index) return Promise.resolve(index);
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = root + "search-index.js";
        script.onload = function () { index = globalThis.ScholiaSearchIndex; resolve(index); };
        script.onerror = function () { loading = null; reject(new Error("cannot load search-index.js")); };
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  function search(query) {
    var wanted = terms(query);
    if (!wanted.length) return [];
    var scores = null;
    for (var t of wanted) {
      var postings = index.terms[t];
      if (!postings) return [];
      var next = new Map();
      for (var i = 0; i < postings.length; i += 2) {
        var doc = postings[i], weight = postings[i + 1];
        if (scores === null || scores.has(doc)) next.set(doc, (scores ? scores.get(doc) : 0) + weight);
      }
      scores = next;
    }
    return Array.from(scores.entries()).sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; })
      .slice(0, 20).map(function (entry) { return index.docs[entry[0]]; });
  }

  var form = document.querySelector("form.search");
  if (!form) return;
  var input = form.querySelector("input");
  var list = form.querySelector(".results");
  function render(results, query) {
    list.textContent = "";
    if (!query.trim()) { list.hidden = true; return; }
    if (!results.length) {
      var none = document.createElement("li");
      none.className = "empty";
      none.textContent = "No results for “" + query + "”";
      list.appendChild(none);
    }
    for (var doc of results) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + doc.u;
      a.textContent = doc.t;
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
      li.appendChild(a);
      list.appendChild(li);
    }
    list.hidden = false;
  }
  input.addEventListener("input", function () {
    var query = input.value;
    load().then(function () { if (input.value === query) render(search(query), query); });
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) window.location.href = first.href;
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input) { event.preventDefault(); input.focus(); }
    if (event.key === "Escape") { list.hidden = true; input.blur(); }
  });
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) { input.value = params.get("q"); input.dispatchEvent(new Event("input")); }
})();
