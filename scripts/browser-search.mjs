// Drives the site's search box in headless Chromium (browser-cdp.mjs), as
// a reader types into it, and prints what it saw as one JSON document.
//
//   node scripts/browser-search.mjs CHROMIUM SITE_FOLDER [SHOTS_FOLDER] -- QUERY…
//
// From a loopback server and from file://, on the home page: for each
// QUERY, typed with the keyboard, the results' links, titles and snippets
// (as HTML, to see the marks); then "grace timer" again, moved through with
// the arrow keys (down, down, up) and opened with Enter, and what the page
// it lands on shows: its address, the marked words, whether the first mark
// after the heading is on screen; and Escape closing the results. With
// SHOTS_FOLDER, screenshots of the results at 1280 and 390 px wide and of
// the page landed on.
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Browser, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, ...rest] = process.argv.slice(2);
const shots = rest[0] !== "--" ? rest[0] : null;
const queries = rest.slice(rest.indexOf("--") + 1);
const site = resolve(siteFolder);
const ready = "document.readyState === 'complete' && !!globalThis.ScholiaSearch";

const input = "document.querySelector('form.search input')";
const list = "document.querySelector('form.search .results')";

async function key(tab, name, code) {
  for (const type of ["keyDown", "keyUp"]) {
    await tab.browser.send("Input.dispatchKeyEvent", {
      type, key: name, code: name, windowsVirtualKeyCode: code, ...(name === "Enter" && type === "keyDown" ? { text: "\r" } : {}),
    }, tab.sessionId);
  }
}

async function type(tab, query) {
  await tab.evaluate(`(() => { const input = ${input}; input.focus(); input.value = ""; })()`);
  await tab.browser.send("Input.insertText", { text: query }, tab.sessionId);
  await tab.until(`${list}.dataset.query === ${JSON.stringify(query)} && !${list}.hidden`);
}

async function results(tab) {
  return tab.evaluate(`[...${list}.querySelectorAll('li')].map((li) => {
    const a = li.querySelector('a');
    return a ? { href: a.getAttribute('href'), title: li.querySelector('.result-title').textContent,
      snippet: li.querySelector('.result-snippet')?.innerHTML ?? null } : { empty: li.textContent };
  })`);
}

/** Evaluates on a page that may be navigating: an error means "not yet". */
async function settle(tab, expression) {
  const deadline = Date.now() + 20000;
  while (Date.now() < deadline) {
    try {
      if (await tab.evaluate(expression)) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("timed out waiting for " + expression);
}

async function keyboard(tab, name) {
  const report = {};
  await type(tab, "grace timer");
  const active = `[...${list}.querySelectorAll('li')].findIndex((li) => li.classList.contains('active'))`;
  report.activeBefore = await tab.evaluate(active);
  await key(tab, "ArrowDown", 40);
  await key(tab, "ArrowDown", 40);
  report.activeAfterDownDown = await tab.evaluate(active);
  await key(tab, "ArrowUp", 38);
  report.activeAfterUp = await tab.evaluate(active);
  report.chosen = await tab.evaluate(`${list}.querySelector('li.active a').href`);
  if (shots) await tab.screenshot(join(shots, `search-results-${name}-1280.png`), "form.search .results");
  await key(tab, "Enter", 13);
  await settle(tab, `location.href === ${JSON.stringify(report.chosen)} && document.readyState === 'complete' && !!document.querySelector('mark.search-hit.current')`);
  await new Promise((done) => setTimeout(done, 300));
  report.landed = await tab.evaluate("location.href");
  report.marks = await tab.evaluate("[...document.querySelectorAll('main mark.search-hit')].map((m) => m.textContent)");
  report.current = await tab.evaluate(`(() => {
    const mark = document.querySelector('mark.search-hit.current');
    const heading = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    const box = mark.getBoundingClientRect();
    return { text: mark.textContent, onScreen: box.top >= 0 && box.bottom <= innerHeight,
      afterHeading: !!heading && !!(heading.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) };
  })()`);
  if (shots) {
    await tab.evaluate("document.querySelector('mark.search-hit.current').parentElement.dataset.shot = ''");
    await tab.screenshot(join(shots, `search-landed-${name}.png`), "[data-shot]");
  }
  await type(tab, "grace");
  await key(tab, "Escape", 27);
  report.hiddenAfterEscape = await tab.evaluate(`${list}.hidden`);
  return report;
}

const server = await serve(site);
const origins = {
  http: `http://127.0.0.1:${server.address().port}/index.html`,
  file: pathToFileURL(join(site, "index.html")).href,
};
const output = {};
const browsers = [];
try {
  for (const [name, url] of Object.entries(origins)) {
    const browser = new Browser(chromiumPath, { width: 1280, height: 900, ready });
    browsers.push(browser);
    const tab = await browser.open(url);
    const found = {};
    for (const query of queries) {
      await type(tab, query);
      found[query] = await results(tab);
    }
    output[name] = { results: found, keyboard: await keyboard(tab, name), consoleErrors: tab.consoleErrors };
  }
  if (shots) {
    const phone = new Browser(chromiumPath, { width: 390, height: 844, ready });
    browsers.push(phone);
    const tab = await phone.open(origins.http);
    await type(tab, "计时器");
    await tab.screenshot(join(shots, "search-results-390.png"), "form.search .results");
  }
} catch (error) {
  output.failure = String(error.stack || error) + "\nchromium: " + browsers.map((b) => b.stderr.slice(-2000)).join("\n");
} finally {
  for (const browser of browsers) await browser.close();
  server.close();
}
process.stdout.write(JSON.stringify(output));
