// How figures read in headless Chromium (browser-cdp.mjs): on an article at
// 1280 px, the rendered size of every timeline's and graph's text, each
// figure's tools (Enlarge, How to read), and the viewer (zoom in, fit,
// close); at 390 px, that figures keep their size and scroll inside
// themselves while the page stays as wide as the window; and the guide
// page. Prints one JSON document; screenshots go to SHOTS_FOLDER.
//
//   node scripts/browser-figures.mjs CHROMIUM SITE_FOLDER PAGE SHOTS_FOLDER
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Browser, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, page, shotsFolder] = process.argv.slice(2);
const site = resolve(siteFolder);
const shots = resolve(site, shotsFolder);
mkdirSync(shots, { recursive: true });

const ready = "document.readyState === 'complete' && !!globalThis.ScholiaScenarios";

/** The smallest text, in CSS pixels as drawn, of the SVGs under `selector`. */
const smallestText = (selector) => `(() => {
  let smallest = Infinity, where = "";
  for (const svg of document.querySelectorAll(${JSON.stringify(selector)})) {
    const box = svg.getBoundingClientRect();
    const view = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width ? svg.viewBox.baseVal.width : box.width;
    const scale = box.width / view;
    for (const text of svg.querySelectorAll("text")) {
      if (!text.textContent.trim()) continue;
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (size < smallest) { smallest = size; where = (svg.closest("figure")?.id || "") + ": " + text.textContent.slice(0, 40); }
    }
  }
  return { size: smallest === Infinity ? 0 : Math.round(smallest * 100) / 100, where };
})()`;

async function reload(tab) {
  await tab.evaluate("location.reload()").catch(() => {});
  await new Promise((done) => setTimeout(done, 300));
  await tab.until(ready);
}

const browser = new Browser(chromiumPath, { width: 1280, height: 900, ready });
const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/`;
const output = {};
try {
  const tab = await browser.open(base + page);
  await tab.resize(1280);
  await reload(tab);
  output.timelineText = await tab.evaluate(smallestText("figure.scenario .timeline-frame > svg"));
  output.graphText = await tab.evaluate(smallestText("figure.graph > svg"));
  output.tools = await tab.evaluate(`[...document.querySelectorAll("figure.graph, figure.scenario")].map((figure) => ({
    id: figure.id,
    enlarge: !!figure.querySelector(".figure-tools button.enlarge"),
    guide: figure.querySelector(".figure-tools a.how-to-read")?.href ?? "",
  }))`);
  // The viewer, on the first scenario figure.
  await tab.evaluate(`document.querySelector("figure.scenario .figure-tools button.enlarge").click()`);
  await tab.until(`!!document.querySelector("dialog.figure-viewer[open] svg.enlarged")`);
  const zoom = () => tab.evaluate(`Number(document.querySelector("dialog.figure-viewer").dataset.zoom)`);
  const key = (name) => tab.evaluate(`document.querySelector("dialog.figure-viewer").dispatchEvent(new KeyboardEvent("keydown", { key: ${JSON.stringify(name)}, bubbles: true }))`);
  const viewer = { opened: await zoom() };
  await key("+");
  viewer.zoomedIn = await zoom();
  await key("1");
  viewer.actual = await zoom();
  viewer.enlargedWidth = await tab.evaluate(`document.querySelector("dialog.figure-viewer svg.enlarged").getBoundingClientRect().width`);
  viewer.sourceWidth = await tab.evaluate(`document.querySelector("figure.scenario .timeline-frame > svg").getBoundingClientRect().width`);
  viewer.duplicateIds = await tab.evaluate(`document.querySelectorAll("dialog.figure-viewer [id]").length`);
  await key("+");
  await key("+");
  await tab.screenshot(join(shots, "viewer-1280.png"), "dialog.figure-viewer");
  await tab.evaluate(`document.querySelector("dialog.figure-viewer .viewer-close").click()`);
  await tab.until(`!document.querySelector("dialog.figure-viewer")`);
  viewer.closed = true;
  viewer.focusReturned = await tab.evaluate(`document.activeElement?.classList.contains("enlarge") ?? false`);
  output.viewer = viewer;
  await tab.screenshot(join(shots, "figure-1280.png"), "figure.scenario");

  // A phone.
  await tab.resize(390);
  await reload(tab);
  output.phone = await tab.evaluate(`(() => {
    const figure = document.querySelector("figure.scenario");
    const svg = figure.querySelector(".timeline-frame > svg");
    return {
      pageWidth: document.documentElement.scrollWidth, window: innerWidth,
      drawingWidth: Math.round(svg.getBoundingClientRect().width),
      figureScrolls: figure.scrollWidth > figure.clientWidth,
    };
  })()`);
  output.phoneTimelineText = await tab.evaluate(smallestText("figure.scenario .timeline-frame > svg"));
  await tab.screenshot(join(shots, "figure-390.png"), "figure.scenario");
  output.consoleErrors = tab.consoleErrors;
  await tab.close();

  // The guide, from disk too (every figure's link leads there).
  const guide = await browser.open(pathToFileURL(join(site, "figures.html")).href);
  await guide.resize(1280);
  output.guide = await guide.evaluate(`({
    edges: [...document.querySelectorAll("#edges ~ .table-scroll table.legend tbody tr code")].map((code) => code.textContent),
    samples: document.querySelectorAll("table.legend td.sample svg").length,
    figure: !!document.querySelector("figure.scenario .timeline-frame > svg"),
    text: document.querySelector("pre.text-timeline")?.textContent.length ?? 0,
  })`);
  await guide.evaluate(`document.querySelector("figure.scenario button.run")?.click()`);
  await guide.until(`document.querySelector("figure.scenario").dataset.state === "done"`);
  output.guideRun = await guide.evaluate(`document.querySelector("figure.scenario .status").textContent`);
  await guide.screenshot(join(shots, "guide-1280.png"), "main");
  output.guideConsoleErrors = guide.consoleErrors;
} catch (error) {
  output.failure = String(error.stack || error) + "\nchromium: " + browser.stderr.slice(-2000);
} finally {
  await browser.close();
  server.close();
}
process.stdout.write(JSON.stringify(output));
