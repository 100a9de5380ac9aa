// Drives headless Chromium (browser-cdp.mjs) through every page of a built
// site, as a reader finds their way around it, and prints what it saw as one
// JSON document.
//
//   node scripts/browser-navigation.mjs CHROMIUM SITE_FOLDER [SHOTS_FOLDER]
//
// One browser and one tab, served from a loopback static server. At 390 px
// and at 1280 px (Emulation.setDeviceMetricsOverride) it opens every .html
// file under SITE_FOLDER and reports each page wider than the window, with
// the element that sticks out furthest. It then reports what navigation
// needs: on each article, the contents sidebar after scrolling (sticky at
// 1280 px, collapsed above the text at 390 px) and the section it marks as
// current, the heading permalinks and the previous/next links; on the
// gallery, its groups, its index and each figure's links back to the
// articles. Every link reported is resolved against the site's files and
// the ids in them. With SHOTS_FOLDER it saves the window's picture of the
// home page, an article, a source page and the gallery at both widths.
import { readdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { join, resolve, relative, posix } from "node:path";
import { Browser, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, shots] = process.argv.slice(2);
const site = resolve(siteFolder);
const widths = [390, 1280];
const height = 900;

function pages(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...pages(path));
    else if (entry.name.endsWith(".html")) found.push(relative(site, path).split("\\").join("/"));
  }
  return found.sort();
}

/** Whether `href`, written on `page`, names a file of the site and, when
 *  it has a fragment, an element with that id in it. */
const idsByFile = new Map();
function resolves(page, href) {
  const [path, fragment] = href.split("#");
  const file = path === "" ? page : posix.normalize(posix.join(posix.dirname(page), path));
  if (!existsSync(join(site, file))) return false;
  if (!fragment) return true;
  if (!idsByFile.has(file)) {
    idsByFile.set(file, new Set([...readFileSync(join(site, file), "utf8").matchAll(/ id="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsByFile.get(file).has(decodeURIComponent(fragment));
}

/** Finds the element that sticks out furthest past the window's right
 *  edge, leaving out what a scrolling or clipping ancestor contains. */
const widestElement = `(() => {
  const clips = (element) => { for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
    if (getComputedStyle(e).overflowX !== 'visible') return true; } return false; };
  let widest = null, right = innerWidth;
  for (const element of document.body.querySelectorAll('*')) {
    const r = element.getBoundingClientRect().right + scrollX;
    if (r > right + 0.5 && !clips(element)) { widest = element; right = r; }
  }
  if (!widest) return null;
  const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + [...e.classList].map((c) => '.' + c).join('');
  const path = [];
  for (let e = widest; e && e !== document.body && path.length < 4; e = e.parentElement) path.unshift(name(e));
  return { selector: path.join(' > '), right: Math.round(right) };
})()`;

async function navigate(browser, tab, url) {
  await browser.send("Page.navigate", { url }, tab.sessionId);
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    try {
      if (await tab.evaluate(`location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`)) return;
    } catch {
      // The old page's context went away mid-navigation: ask the new one.
    }
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error("timed out opening " + url);
}


/** Scrolls and waits two frames, so that scroll handlers have run. */
const settle = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`;

async function article(tab, page, width) {
  const report = await tab.evaluate(`(() => {
    const toc = document.querySelector('nav.toc');
    const headings = [...document.querySelectorAll('.prose :is(h2, h3, h4)')];
    return {
      hasContents: !!toc,
      headings: headings.length,
      permalinks: headings.filter((h) => {
        const a = h.querySelector('a.permalink');
        return a && a.getAttribute('href') === '#' + h.id && (a.getAttribute('aria-label') || '').length > 0;
      }).length,
      permalinkHidden: headings.length > 0 && getComputedStyle(headings[0].querySelector('a.permalink') || document.body).opacity === '0',
      previous: document.querySelector('nav.article-pager a[rel=prev]')?.getAttribute('href') ?? null,
      next: document.querySelector('nav.article-pager a[rel=next]')?.getAttribute('href') ?? null,
      contentsOpen: toc ? !!toc.querySelector('details')?.open : null,
      contentsAbove: toc ? toc.getBoundingClientRect().bottom <= document.querySelector('.prose').getBoundingClientRect().top + 1 : null,
    };
  })()`);
  if (report.hasContents && width === 1280) {
    // Scroll to a heading about two thirds down the page (one the page
    // can scroll to the top of the window): the contents must stay in the
    // window and mark that heading's section.
    const target = await tab.evaluate(`(() => {
      const headings = [...document.querySelectorAll('.prose h2')];
      for (let i = Math.floor(headings.length * 2 / 3); i > 0; i--) {
        headings[i].scrollIntoView();
        if (innerHeight + scrollY < document.documentElement.scrollHeight - 2) return headings[i].id;
      }
      return null;
    })()`);
    await tab.evaluate(settle);
    await tab.evaluate(settle);
    Object.assign(report, await tab.evaluate(`(() => {
      const r = document.querySelector('nav.toc').getBoundingClientRect();
      const current = document.querySelector('nav.toc a[aria-current]');
      return { scrolledTo: scrollY, contentsInView: r.top >= 0 && r.top < innerHeight && r.bottom > 0,
               current: current ? current.getAttribute('href') : null };
    })()`), { expectedCurrent: "#" + target });
    // At the very end, the last section is the one being read, however
    // short it is.
    await tab.evaluate(`scrollTo(0, document.documentElement.scrollHeight)`);
    await tab.evaluate(settle);
    await tab.evaluate(settle);
    Object.assign(report, await tab.evaluate(`(() => {
      const links = [...document.querySelectorAll('nav.toc a')];
      return { currentAtEnd: document.querySelector('nav.toc a[aria-current]')?.getAttribute('href') ?? null,
               lastEntry: links[links.length - 1].getAttribute('href') };
    })()`));
  }
  for (const key of ["previous", "next"]) {
    if (report[key] !== null) report[key + "Resolves"] = resolves(page, report[key]);
  }
  return report;
}

async function gallery(tab, page) {
  const report = await tab.evaluate(`(() => {
    const groups = [...document.querySelectorAll('section.gallery-group')];
    return {
      index: [...document.querySelectorAll('nav.gallery-index a')].map((a) => a.getAttribute('href')),
      groups: groups.map((g) => ({ id: g.id, heading: g.querySelector('h2')?.textContent ?? '',
        kinds: [...g.querySelectorAll('section.gallery-kind')].map((k) => ({ id: k.id, figures: k.querySelectorAll('.gallery-item').length })) })),
      figures: document.querySelectorAll('.gallery-item').length,
      backLinks: [...document.querySelectorAll('.gallery-item .used-in a')].map((a) => a.getAttribute('href')),
      withBackLinks: document.querySelectorAll('.gallery-item .used-in').length,
    };
  })()`);
  report.unresolved = [...report.index, ...report.backLinks].filter((href) => !resolves(page, href));
  return report;
}

const server = await serve(site);
const origin = `http://127.0.0.1:${server.address().port}/`;
const browser = new Browser(chromiumPath, { width: 1280, height, ready: "document.readyState === 'complete'" });
const report = { pages: 0, overflows: [], articles: {}, gallery: null, consoleErrors: [], milliseconds: 0 };
const started = Date.now();
try {
  const all = pages(site);
  report.pages = all.length;
  const tab = await browser.open(origin + "index.html");
  const articles = all.filter((p) => p.startsWith("articles/"));
  const shotPages = { home: "index.html", article: articles[0], source: all.find((p) => p.startsWith("source/")), gallery: "gallery.html" };
  for (const width of widths) {
    await tab.resize(width, height);
    for (const page of all) {
      await navigate(browser, tab, origin + page);
      const scrollWidth = await tab.evaluate("document.documentElement.scrollWidth");
      if (scrollWidth > width) {
        report.overflows.push({ page, width, scrollWidth, widest: await tab.evaluate(widestElement) });
      }
      if (articles.includes(page)) {
        report.articles[page] = report.articles[page] ?? {};
        report.articles[page][width] = await article(tab, page, width);
      }
      if (page === "gallery.html" && width === 1280) report.gallery = await gallery(tab, page);
    }
    if (shots) {
      for (const [name, page] of Object.entries(shotPages)) {
        await navigate(browser, tab, origin + page);
        const { data } = await browser.send("Page.captureScreenshot", { format: "png" }, tab.sessionId);
        writeFileSync(join(shots, `${name}-${width}.png`), Buffer.from(data, "base64"));
      }
    }
  }
  report.consoleErrors = tab.consoleErrors;
} finally {
  report.milliseconds = Date.now() - started;
  await browser.close();
  server.close();
}
console.log(JSON.stringify(report, null, 1));
