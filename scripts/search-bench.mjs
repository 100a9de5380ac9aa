// Times the site's search in node, with the page's own query code
// (site/assets/search.js) against a built index (search-index.js), for
// `scholia-bench site --only search`:
//
//   node scripts/search-bench.mjs SEARCH_JS SEARCH_INDEX_JS REPETITIONS QUERY…
//
// Prints one JSON document: the time to evaluate the index script, the
// first query (which also sorts the terms for prefix lookups, once), each
// QUERY's median over REPETITIONS runs with its result count, and the
// median time per keystroke while "grace timer" is typed letter by letter
// (every prefix searched, as the page does on each input).
import { readFileSync } from "node:fs";
import vm from "node:vm";

const [searchScript, indexScript, repetitionsText, ...queries] = process.argv.slice(2);
const repetitions = Math.max(1, Number(repetitionsText) || 1);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

vm.runInThisContext(readFileSync(searchScript, "utf8"));
const indexText = readFileSync(indexScript, "utf8");
let start = performance.now();
vm.runInThisContext(indexText);
const loadMilliseconds = performance.now() - start;
const index = globalThis.ScholiaSearchIndex;
const engine = globalThis.ScholiaSearch.create(index);

start = performance.now();
engine.search("gra", 20);
const firstQueryMilliseconds = performance.now() - start;

const perQuery = {};
for (const query of queries) {
  const times = [];
  let found = 0;
  for (let i = 0; i < repetitions; i++) {
    const begin = performance.now();
    found = engine.search(query, 20).length;
    times.push(performance.now() - begin);
  }
  perQuery[query] = { medianMilliseconds: median(times), results: found };
}

const typed = "grace timer";
const keystrokes = [];
for (let i = 0; i < repetitions; i++) {
  for (let end = 1; end <= typed.length; end++) {
    const begin = performance.now();
    engine.search(typed.slice(0, end), 20);
    keystrokes.push(performance.now() - begin);
  }
}

process.stdout.write(JSON.stringify({
  documents: index.docs.length,
  terms: Object.keys(index.terms).length,
  loadMilliseconds,
  firstQueryMilliseconds,
  queries: perQuery,
  keystrokeMilliseconds: median(keystrokes),
}));
