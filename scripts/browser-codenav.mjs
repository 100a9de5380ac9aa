// Drives headless Chromium (browser-cdp.mjs) through the code links of a
// built site, as a reader follows a name to its definition, and prints what
// it saw as one JSON document.
//
//   node scripts/browser-codenav.mjs CHROMIUM SITE_FOLDER SOURCE_PAGE SYMBOL_ANCHOR ARTICLE [SHOTS_FOLDER]
//
// On SOURCE_PAGE (served from a loopback static server, 1280 px wide) it
// finds the method whose anchor is SYMBOL_ANCHOR, reports the names linked
// in its code, clicks each link that stays on the page and reports where the
// click landed: the address's fragment, the element it targets, whether that
// element is in the window, and the code line it is on. On ARTICLE it clicks
// the first linked name of the excerpt that shows the same method and
// reports the page and line it lands on. At 390 px and at 1280 px
// (Emulation.setDeviceMetricsOverride: headless Chromium's window is at
// least 500 px wide) it reports the width of SOURCE_PAGE and ARTICLE
// against the window's. It then ticks the source page's "Fold the tracing
// lines" box and reports, before and after, how many tracing lines show and
// the height of the method's code. With SHOTS_FOLDER it saves the pages as
// they look.
import { join, resolve } from "node:path";
import { Browser, Tab, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, sourcePage, symbolAnchor, article, shots] = process.argv.slice(2);
const site = resolve(siteFolder);
const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/`;
const ready = "document.readyState === 'complete'";
const output = { links: [], clicks: [], widths: [], fold: {} };

/** Where the last navigation landed: the fragment, its target and line. */
const landing = `(() => {
  const target = document.querySelector(':target');
  const rect = target ? target.getBoundingClientRect() : null;
  const line = target ? target.closest('.line') : null;
  return {
    path: location.pathname, hash: location.hash, target: target ? target.id : null,
    inWindow: !!rect && rect.top >= 0 && rect.top < innerHeight,
    line: line ? line.textContent : null,
  };
})()`;

/** Opens `page` in a new tab whose window is `width` px wide. */
async function open(browser, page, width) {
  const tab = await browser.open(base + page);
  await tab.resize(width);
  return tab;
}

const browser = new Browser(chromiumPath, { width: 1280, height: 900, ready });
try {
  for (const width of [1280, 390]) {
    const tab = await open(browser, sourcePage, width);
    if (width === 1280) {
      const section = `document.getElementById(${JSON.stringify(symbolAnchor)}).closest('section')`;
      output.links = await tab.evaluate(`[...${section}.querySelectorAll('a.ref')].map((a) => ({ text: a.textContent, href: a.getAttribute('href') }))`);
      const onPage = output.links.filter((link) => link.href.startsWith("#"));
      for (const [index, link] of onPage.entries()) {
        await tab.evaluate(`window.scrollTo(0, 0); [...${section}.querySelectorAll('a.ref')].find((a) => a.getAttribute('href') === ${JSON.stringify(link.href)}).click()`);
        await tab.until(`location.hash === ${JSON.stringify(link.href)}`);
        output.clicks.push({ from: sourcePage, text: link.text, href: link.href, landed: await tab.evaluate(landing) });
        if (shots && index === 0) await tab.screenshot(join(shots, "codenav-source-1280.png"), ".docco section:has(a.sym:target)");
      }
    }
    output.widths.push({ page: sourcePage, width, scrollWidth: await tab.evaluate("document.documentElement.scrollWidth"), innerWidth: await tab.evaluate("innerWidth") });
    if (width === 1280) {
      const code = `document.getElementById(${JSON.stringify(symbolAnchor)}).closest('pre')`;
      const folding = `({ tracingShown: [...document.querySelectorAll('.docco .line.tracing')].filter((line) => line.getClientRects().length > 0).length,
        tracing: document.querySelectorAll('.docco .line.tracing').length, codeHeight: ${code}.getBoundingClientRect().height,
        lines: ${code}.querySelectorAll('.line').length, scrollWidth: document.documentElement.scrollWidth })`;
      output.fold.before = await tab.evaluate(folding);
      await tab.evaluate("document.getElementById('fold-tracing').click()");
      output.fold.after = await tab.evaluate(folding);
      if (shots) await tab.screenshot(join(shots, "codenav-folded-1280.png"), `section:has(#${symbolAnchor})`);
      await tab.evaluate("document.getElementById('fold-tracing').click()");
    }
    if (shots) await tab.screenshot(join(shots, `codenav-source-${width}.png`), `section:has(#${symbolAnchor})`);
    await tab.close();

    const reading = await open(browser, article, width);
    output.widths.push({ page: article, width, scrollWidth: await reading.evaluate("document.documentElement.scrollWidth"), innerWidth: await reading.evaluate("innerWidth") });
    if (width === 1280) {
      const excerpt = `[...document.querySelectorAll('figure.excerpt')].find((figure) => figure.querySelector('figcaption a').getAttribute('href').endsWith('#' + ${JSON.stringify(symbolAnchor)}))`;
      const link = await reading.evaluate(`(() => { const a = ${excerpt}.querySelector('a.ref'); return { text: a.textContent, href: a.getAttribute('href') }; })()`);
      // The click leaves the page; an answer lost to that is no failure.
      await reading.evaluate(`${excerpt}.querySelector('a.ref').click()`).catch(Tab.lostToNavigation);
      await reading.until(`location.pathname.endsWith('.swift.html') && document.readyState === 'complete' && !!document.querySelector(':target')`);
      output.clicks.push({ from: article, text: link.text, href: link.href, landed: await reading.evaluate(landing) });
      if (shots) await reading.screenshot(join(shots, "codenav-landed-1280.png"), ".docco section:has(a.sym:target)");
    } else if (shots) {
      await reading.screenshot(join(shots, `codenav-excerpt-${width}.png`), "figure.excerpt:has(a.ref)");
    }
    await reading.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.stdout.write(JSON.stringify(output, null, 1) + "\n");
