// Drives headless Chromium (browser-cdp.mjs) on a source page whose library
// has a checkout, and prints what it saw as one JSON document.
//
//   node scripts/browser-original-beside.mjs CHROMIUM SITE_FOLDER SOURCE_PAGE [SHOTS_FOLDER]
//
// At 1280 px and at 390 px (Emulation.setDeviceMetricsOverride: headless
// Chromium's window is at least 500 px wide) it reports, for the page's
// first `details.original-beside`, whether it starts folded, then unfolds
// it and reports the boxes of its two code figures (the original's and the
// replica's) and the page's width against the window's. With SHOTS_FOLDER
// it saves the unfolded block as it looks.
import { join, resolve } from "node:path";
import { Browser, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, sourcePage, shots] = process.argv.slice(2);
const site = resolve(siteFolder);
const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/`;
const output = { widths: [] };

const browser = new Browser(chromiumPath, { width: 1280, height: 900, ready: "document.readyState === 'complete'" });
try {
  for (const width of [1280, 390]) {
    const tab = await browser.open(base + sourcePage);
    await tab.resize(width);
    const folded = await tab.evaluate("!document.querySelector('details.original-beside').open");
    await tab.evaluate(`(() => { const block = document.querySelector('details.original-beside');
      block.id = 'unfolded'; block.open = true; block.scrollIntoView(); })()`);
    await tab.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
    const seen = await tab.evaluate(`(() => {
      const box = (selector) => { const r = document.querySelector(selector).getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
      return { width: ${width}, folded: ${folded},
        original: box('#unfolded figure.original'), replica: box('#unfolded figure.replica'),
        differences: document.querySelectorAll('#unfolded .differences li').length,
        scrollWidth: document.documentElement.scrollWidth, innerWidth: innerWidth };
    })()`);
    output.widths.push(seen);
    if (shots) await tab.screenshot(join(shots, `original-beside-${width}.png`), "#unfolded");
    await tab.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(JSON.stringify(output));
