// Scholia's search, without the page: splitting a query, finding and
// ranking documents in the index the build wrote (SearchIndex.swift), the
// words to mark, and a result's snippet. It sets globalThis.ScholiaSearch;
// scholia.js uses it in the page, and scripts/search-bench.mjs runs the
// same file in node to time queries (scholia-bench site).
//
// A query is split as the build split the text (SearchTokenizer.swift):
// ASCII words lowercased, CJK runs into their neighbouring pairs (a single
// character stands for itself), so Chinese needs no dictionary. Each piece
// (a word or a CJK run) may be spelled as any word of its synonym group;
// the last word, while it is being typed, also matches as a prefix; a
// document must hold every piece, and ranks by the sum of its weights.
(function (global) {
  "use strict";

  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf) ||
      (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xf900 && code <= 0xfaff) || (code >= 0x20000 && code <= 0x2fa1f);
  }
  function isWordChar(ch) { return /[A-Za-z0-9]/.test(ch); }

  // The query's words and CJK runs, in order. A word is lowercased whole
  // (`minShow` → `minshow`: the build keeps camel-case words whole as well
  // as in parts). `open` marks the last piece when nothing follows it: the
  // reader may still be typing it.
  function pieces(query) {
    var out = [], word = "", cjk = "";
    function flush() {
      if (word.length > 1) out.push({ text: word.toLowerCase(), cjk: false });
      if (cjk) out.push({ text: cjk, cjk: true });
      word = ""; cjk = "";
    }
    for (var ch of query) {
      if (isWordChar(ch)) { if (cjk) flush(); word += ch; }
      else if (isCJK(ch.codePointAt(0))) { if (word) flush(); cjk += ch; }
      else flush();
    }
    var before = out.length;
    flush();
    if (out.length > before && !out[out.length - 1].cjk) out[out.length - 1].open = true;
    return out;
  }

  // The index terms a spelling must all have: a word is itself; a CJK run
  // is its pairs, or its one character.
  function termsOf(text, cjk) {
    if (!cjk) return [text];
    var chars = Array.from(text);
    if (chars.length === 1) return chars;
    var pairs = [];
    for (var i = 0; i + 1 < chars.length; i++) pairs.push(chars[i] + chars[i + 1]);
    return pairs;
  }

  var has = Object.prototype.hasOwnProperty;
  // A prefix expands to at most this many index terms, in string order.
  var prefixLimit = 200;

  function create(index) {
    var group = new Map();
    for (var words of index.synonyms || []) for (var w of words) group.set(w, words);
    var sorted = null;

    // The piece as written and as every synonym of a word it holds (for a
    // CJK run, a synonym inside it is replaced: 计时器的 → 定时器的).
    function spellings(piece) {
      var out = [piece.text];
      if (!piece.cjk) {
        for (var other of group.get(piece.text) || []) if (out.indexOf(other) < 0) out.push(other);
        return out;
      }
      group.forEach(function (words, word) {
        if (piece.text.indexOf(word) < 0) return;
        for (var other of words) {
          var spelled = piece.text.split(word).join(other);
          if (out.indexOf(spelled) < 0) out.push(spelled);
        }
      });
      return out;
    }

    // Index terms that start with `prefix`, by binary search in the terms
    // sorted once (object keys are not in string order).
    function completions(prefix) {
      if (!sorted) sorted = Object.keys(index.terms).sort();
      var low = 0, high = sorted.length;
      while (low < high) {
        var middle = (low + high) >> 1;
        if (sorted[middle] < prefix) low = middle + 1; else high = middle;
      }
      var out = [];
      for (var i = low; i < sorted.length && out.length < prefixLimit && sorted[i].startsWith(prefix); i++) {
        out.push(sorted[i]);
      }
      return out;
    }

    // Scores are arrays by document number, 0 for a document that does
    // not match: a few thousand numbers per term are cheaper to combine
    // than maps.
    var count = index.docs.length;

    // Each document's weight for one term; an open word's completions
    // count half, so that the word itself ranks first.
    function weights(term, open) {
      var out = new Float64Array(count);
      // Postings are pairs: the document's distance from the previous
      // pair's, and the weight.
      function add(key, factor) {
        var postings = index.terms[key], doc = 0;
        for (var i = 0; i < postings.length; i += 2) {
          doc += postings[i];
          var weight = postings[i + 1] * factor;
          if (out[doc] < weight) out[doc] = weight;
        }
      }
      if (has.call(index.terms, term)) add(term, 1);
      if (open) for (var key of completions(term)) if (key !== term) add(key, 0.5);
      return out;
    }

    // Documents that have both: the sum of their scores; others 0.
    function both(scores, more) {
      if (scores === null) return more;
      for (var doc = 0; doc < count; doc++) scores[doc] = scores[doc] && more[doc] ? scores[doc] + more[doc] : 0;
      return scores;
    }

    // Each document's score for one piece: every term of a spelling,
    // summed; the best spelling.
    function pieceScores(piece) {
      var best = new Float64Array(count);
      for (var spelled of spellings(piece)) {
        var scores = null;
        for (var term of termsOf(spelled, piece.cjk)) {
          scores = both(scores, weights(term, piece.open && spelled === piece.text));
        }
        for (var doc = 0; doc < count; doc++) if (best[doc] < scores[doc]) best[doc] = scores[doc];
      }
      return best;
    }

    // The best `limit` documents holding every piece of the query, each
    // as { doc, number, score }.
    function search(query, limit) {
      var parts = pieces(query);
      if (!parts.length) return [];
      var scores = null;
      for (var piece of parts) scores = both(scores, pieceScores(piece));
      var found = [];
      for (var doc = 0; doc < count; doc++) if (scores[doc]) found.push(doc);
      return found.sort(function (a, b) { return scores[b] - scores[a] || a - b; }).slice(0, limit || 20)
        .map(function (doc) { return { doc: index.docs[doc], number: doc, score: scores[doc] }; });
    }

    // The words to mark for a query, as a result link carries them: every
    // spelling, an open word with a trailing `*`.
    function markWords(query) {
      var out = [];
      for (var piece of pieces(query)) {
        for (var spelled of spellings(piece)) out.push(spelled + (piece.open && spelled === piece.text ? "*" : ""));
      }
      return out;
    }

    return { search: search, markWords: markWords };
  }

  function escape(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  // A case-blind pattern for marked words (`markWords`); a trailing `*`
  // marks the rest of the word too. Longest first, so that a word wins
  // over a shorter one inside it. Null when there is nothing to mark.
  function pattern(words) {
    var alternatives = words.filter(function (w) { return w && w !== "*"; }).sort(function (a, b) { return b.length - a.length; })
      .map(function (w) { return w.endsWith("*") ? escape(w.slice(0, -1)) + "[A-Za-z0-9]*" : escape(w); });
    return alternatives.length ? new RegExp(alternatives.join("|"), "gi") : null;
  }

  // About `width` characters of `text` around the first match, as pieces
  // { text, mark }; the matches inside are marked. Null if none matches.
  function snippet(text, regex, width) {
    if (!text || !regex) return null;
    width = width || 160;
    regex.lastIndex = 0;
    var first = regex.exec(text);
    if (!first) return null;
    var start = Math.max(0, first.index - Math.floor(width / 4));
    // Start at a word, not inside one, when a space is near.
    var space = start > 0 ? text.slice(start, first.index).search(/\s/) : -1;
    if (space >= 0 && space < 20) start += space + 1;
    var end = Math.min(text.length, start + width);
    var window = text.slice(start, end).replace(/\s+/g, " ");
    var out = [];
    if (start > 0) out.push({ text: "…", mark: false });
    var at = 0, match;
    regex.lastIndex = 0;
    while ((match = regex.exec(window)) && match[0]) {
      if (match.index > at) out.push({ text: window.slice(at, match.index), mark: false });
      out.push({ text: match[0], mark: true });
      at = match.index + match[0].length;
    }
    if (at < window.length) out.push({ text: window.slice(at), mark: false });
    if (end < text.length) out.push({ text: "…", mark: false });
    return out;
  }

  global.ScholiaSearch = { pieces: pieces, create: create, pattern: pattern, snippet: snippet };
})(globalThis);
