// Drives headless Chromium (browser-cdp.mjs): opens a built page, works one
// scenario figure as a reader would, and prints what it saw as one JSON document.
//
//   node scripts/browser-drive.mjs CHROMIUM SITE_FOLDER PAGE FIGURE_PREFIX PARAMETER VALUE BROKEN_SCRIPT_FILE SHOTS_FOLDER
//   node scripts/browser-drive.mjs CHROMIUM SITE_FOLDER PAGE --time-all REPETITIONS
//   node scripts/browser-drive.mjs CHROMIUM SITE_FOLDER PAGE --wall-limit FIGURE_PREFIX SLOW_SCRIPT_FILE
//   node scripts/browser-drive.mjs CHROMIUM SITE_FOLDER PAGE --first-run REPETITIONS DELAY_MS
//   node scripts/browser-drive.mjs CHROMIUM SITE_FOLDER PAGE --trap FIGURE_PREFIX
//
// The page is opened twice: from a loopback static server and from file://.
// For each it reports the figure's static SVG, the SVG after Run with the
// article's values, the SVG after moving PARAMETER's slider to VALUE, the
// scrubber's picture and clock at every tenth of that run, and the inline
// error after running BROKEN_SCRIPT_FILE. With --time-all it
// instead runs every scenario figure of the page REPETITIONS times in the
// page's worker and reports each one's median engine time. With --wall-limit
// it lowers the page's wall-time
// bound to 50 ms, runs SLOW_SCRIPT_FILE in the figure, reports the status,
// then restores the bound, resets and runs the figure's own script again.
// With --first-run it opens the page REPETITIONS times in a fresh tab with
// the cache off, from the server and from file://, clicks the first
// figure's Run DELAY_MS after the page's load event (0: in it), and reports
// when the result was shown (docs/performance.md, "Issue 15: the page
// module"). With --trap (for a site whose engine traps on a worker's
// second run) it clicks the figure's Run twice and reports the status
// after each: the trap's report, then the fresh instance's answer.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Browser, Tab, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, page, ...rest] = process.argv.slice(2);
const site = resolve(siteFolder);

/** Each scenario figure's SVG as the build wrote it, by id prefix. */
function staticSVGs() {
  const html = readFileSync(join(site, page), "utf8");
  const svgs = {};
  for (const match of html.matchAll(/<figure class="scenario" id="[^"]*" data-id-prefix="([^"]+)"[^>]*>\n<div class="timeline-frame">(<svg[\s\S]*?<\/svg>\n?)<\/div>/g)) {
    svgs[match[1]] = match[2];
  }
  return svgs;
}

async function workFigure(tab, prefix, parameter, value, broken, shots, label, url) {
  const figure = `document.querySelector('figure.scenario[data-id-prefix=${JSON.stringify(prefix)}]')`;
  const svg = `ScholiaScenarios.lastSVG(${figure})`;
  await tab.until(`${figure} && ${figure}.dataset.state === 'ready'`);
  await tab.evaluate(`${figure}.scrollIntoView()`);
  const report = { staticSVG: staticSVGs()[prefix] };

  await tab.evaluate(`${figure}.querySelector('button.run').click()`);
  await tab.until(`${figure}.dataset.state === 'done'`);
  report.rerunSVG = await tab.evaluate(svg);
  report.status = await tab.evaluate(`${figure}.querySelector('.status').textContent`);

  await tab.evaluate(`(() => { const input = ${figure}.querySelector('.parameter input[type=range][aria-label=${JSON.stringify(parameter)}]');
    input.value = ${JSON.stringify(value)}; input.dispatchEvent(new Event('input')); ${figure}.dataset.state = 'waiting'; })()`);
  await tab.until(`${figure}.dataset.state === 'done'`);
  report.changedSVG = await tab.evaluate(svg);
  report.expectations = await tab.evaluate(`[...${figure}.querySelectorAll('.expectations li')].map((li) => li.className + ' ' + li.textContent)`);
  report.changedStatus = await tab.evaluate(`${figure}.querySelector('.status').textContent`);
  report.changedStatusClass = await tab.evaluate(`${figure}.querySelector('.status').className`);
  report.hash = await tab.evaluate(`location.hash`);
  await tab.evaluate(`${figure}.querySelector('button.command').click()`);
  await tab.until(`!${figure}.querySelector('.cli-command').hidden`);
  report.command = await tab.evaluate(`${figure}.querySelector('.cli-command').textContent`);
  // The address carries the values: a new tab opened at it runs the figure
  // with them and draws the same SVG.
  const shared = await tab.browser.open(url.split("#")[0] + report.hash);
  await shared.until(`${figure} && ${figure}.dataset.state === 'done'`);
  report.sharedSVG = await shared.evaluate(svg);
  report.sharedValue = await shared.evaluate(`${figure}.querySelector('.parameter input[type=range][aria-label=${JSON.stringify(parameter)}]').value`);
  await shared.close();
  await tab.browser.send("Target.activateTarget", { targetId: tab.targetId });
  // The picture (the player's first child) at every tenth of the run.
  report.scrubbed = await tab.evaluate(`[0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map((position) => {
    const s = ${figure}.querySelector('.scrubber'); s.value = String(position); s.dispatchEvent(new Event('input'));
    return { position, clock: ${figure}.querySelector('.clock').textContent, picture: ${figure}.querySelector('.player').firstElementChild.outerHTML };
  })`);
  await tab.evaluate(`(() => { const s = ${figure}.querySelector('.scrubber'); s.value = '500'; s.dispatchEvent(new Event('input')); })()`);
  report.clock = await tab.evaluate(`${figure}.querySelector('.clock').textContent`);
  if (shots) await tab.screenshot(join(shots, label + "-changed.png"), `figure.scenario[data-id-prefix=${JSON.stringify(prefix)}]`);

  await tab.evaluate(`(() => { ${figure}.querySelector('button.edit').click(); const editor = ${figure}.querySelector('textarea');
    editor.value = ${JSON.stringify(broken)}; ${figure}.querySelector('button.run').click(); })()`);
  await tab.until(`${figure}.dataset.state === 'error'`);
  report.error = await tab.evaluate(`${figure}.querySelector('.script-error').textContent`);
  report.stale = await tab.evaluate(`[${figure}.querySelector('.timeline-frame').classList.contains('stale'),
    ${figure}.querySelector('.expectations').classList.contains('stale'), !${figure}.querySelector('.stale-note').hidden]`);
  report.gutter = await tab.evaluate(`[${figure}.querySelector('.line-numbers').childElementCount,
    ${figure}.querySelector('textarea').value.split('\\n').length]`);
  report.selection = await tab.evaluate(`(() => { const e = ${figure}.querySelector('textarea'); return [e.selectionStart, e.selectionEnd]; })()`);
  if (shots) await tab.screenshot(join(shots, label + "-error.png"), `figure.scenario[data-id-prefix=${JSON.stringify(prefix)}]`);
  report.consoleErrors = tab.consoleErrors;
  return report;
}

async function timeAll(tab, repetitions) {
  return tab.evaluate(`(async (statics) => {
    const out = {};
    // Warm-up: the browser compiles the module in tiers, so the first runs
    // are slower; then one untimed run per figure before its timed ones.
    for (const figure of ScholiaScenarios.figures()) await ScholiaScenarios.run(figure);
    for (const figure of ScholiaScenarios.figures()) {
      await ScholiaScenarios.run(figure);
      const times = [];
      let svgMatches = true;
      for (let i = 0; i < ${repetitions}; i++) {
        const { result, milliseconds } = await ScholiaScenarios.run(figure);
        times.push(milliseconds);
        if (result.svg !== statics[figure.dataset.idPrefix]) svgMatches = false;
      }
      times.sort((a, b) => a - b);
      out[figure.dataset.idPrefix] = { median: times[times.length >> 1], min: times[0], max: times[times.length - 1], svgMatches };
    }
    return out;
  })(${JSON.stringify(staticSVGs())})`);
}

async function wallLimit(tab, prefix, slow) {
  const figure = `document.querySelector('figure.scenario[data-id-prefix=${JSON.stringify(prefix)}]')`;
  await tab.until(`${figure} && ${figure}.dataset.state === 'ready'`);
  await tab.evaluate(`(() => { ScholiaScenarios.limits.wallMilliseconds = 50; ${figure}.querySelector('button.edit').click();
    ${figure}.querySelector('textarea').value = ${JSON.stringify(slow)}; ${figure}.querySelector('button.run').click(); })()`);
  await tab.until(`${figure}.dataset.state === 'error'`);
  const stopped = await tab.evaluate(`${figure}.querySelector('.status').textContent`);
  await tab.evaluate(`(() => { ScholiaScenarios.limits.wallMilliseconds = 4000; ${figure}.querySelector('button.reset').click();
    ${figure}.querySelector('button.run').click(); })()`);
  await tab.until(`${figure}.dataset.state === 'done'`);
  return { stopped, after: await tab.evaluate(`${figure}.querySelector('.status').textContent`), consoleErrors: tab.consoleErrors };
}

async function trapRuns(tab, prefix) {
  const figure = `document.querySelector('figure.scenario[data-id-prefix=${JSON.stringify(prefix)}]')`;
  await tab.until(`${figure} && ${figure}.dataset.state === 'ready'`);
  const statuses = [];
  for (let run = 0; run < 2; run++) {
    await tab.evaluate(`${figure}.querySelector('button.run').click()`);
    await tab.until(`${figure}.dataset.state === 'error' || ${figure}.dataset.state === 'done'`);
    statuses.push(await tab.evaluate(`${figure}.querySelector('.status').textContent`));
  }
  return { statuses, consoleErrors: tab.consoleErrors };
}

/** Runs in the page before its own scripts: clicks the first figure's Run
 *  `delay` ms after the page has loaded, and notes, in milliseconds since
 *  the navigation started, the load, the click, and when the figure showed
 *  the result. */
const clickAfterLoad = (delay) => `addEventListener("load", () => setTimeout(() => {
  const figure = document.querySelector("figure.scenario[data-id-prefix]");
  const run = { load: performance.getEntriesByType("navigation")[0].loadEventStart, click: performance.now() };
  globalThis.scholiaFirstRun = run;
  new MutationObserver(() => {
    if (figure.dataset.state !== "done" && figure.dataset.state !== "error") return;
    run.done = performance.now();
    run.state = figure.dataset.state;
    run.svg = ScholiaScenarios.lastSVG(figure);
    run.prefix = figure.dataset.idPrefix;
  }).observe(figure, { attributes: true, attributeFilter: ["data-state"] });
  figure.querySelector("button.run").click();
}, ${delay}));`;

async function firstRuns(url, repetitions, delay) {
  const runs = [];
  for (let i = 0; i < repetitions; i++) {
    const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
    const tab = new Tab(browser, sessionId);
    tab.targetId = targetId;
    await browser.send("Network.enable", {}, sessionId);
    await browser.send("Network.setCacheDisabled", { cacheDisabled: true }, sessionId);
    await browser.send("Page.enable", {}, sessionId);
    await browser.send("Page.addScriptToEvaluateOnNewDocument", { source: clickAfterLoad(delay) }, sessionId);
    await browser.send("Page.navigate", { url }, sessionId);
    await tab.until("globalThis.scholiaFirstRun?.done !== undefined");
    const run = await tab.evaluate("globalThis.scholiaFirstRun");
    await tab.close();
    runs.push({ load: run.load, click: run.click, done: run.done, state: run.state, svgMatches: run.svg === staticSVGs()[run.prefix] });
  }
  return runs;
}

const browser = new Browser(chromiumPath);
const server = await serve(site);
const origins = {
  http: `http://127.0.0.1:${server.address().port}/${page}`,
  file: pathToFileURL(join(site, page)).href,
};
const output = {};
try {
  if (rest[0] === "--wall-limit") {
    for (const [name, url] of Object.entries(origins)) {
      output[name] = await wallLimit(await browser.open(url), rest[1], readFileSync(rest[2], "utf8"));
    }
  } else if (rest[0] === "--trap") {
    for (const [name, url] of Object.entries(origins)) output[name] = await trapRuns(await browser.open(url), rest[1]);
  } else if (rest[0] === "--first-run") {
    for (const [name, url] of Object.entries(origins)) output[name] = await firstRuns(url, Number(rest[1] || 5), Number(rest[2] || 0));
  } else if (rest[0] === "--time-all") {
    const tab = await browser.open(origins.http);
    output.times = await timeAll(tab, Number(rest[1] || 5));
    output.consoleErrors = tab.consoleErrors;
  } else {
    const [prefix, parameter, value, brokenFile, shots] = rest;
    const broken = readFileSync(brokenFile, "utf8");
    for (const [name, url] of Object.entries(origins)) {
      const tab = await browser.open(url);
      output[name] = await workFigure(tab, prefix, parameter, value, broken, shots, name, url);
    }
  }
} catch (error) {
  output.failure = String(error.stack || error) + "\nchromium: " + browser.stderr.slice(-2000);
} finally {
  await browser.close();
  server.close();
}
process.stdout.write(JSON.stringify(output));
