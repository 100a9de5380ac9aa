// Drives headless Chromium (browser-cdp.mjs) over the graph figures of built
// articles, as a reader hovers and clicks their nodes, and prints what it
// saw as one JSON document.
//
//   node scripts/browser-graphs.mjs CHROMIUM SITE_FOLDER ARTICLE[,ARTICLE…] [SHOTS_FOLDER]
//
// For each ARTICLE (served from a loopback static server, 1280 px wide) and
// each graph figure on it, it reports the figure's caption, its width, the
// smallest node text and edge label as shown (the SVG's font size times the
// figure's scale, and the text's bounding box), and every node that is a
// link with its address (Graphviz also wraps a node with a tooltip in an
// <a> without one). It follows the first linked node of each figure to
// its page and reports whether the fragment names an element there. It
// moves the mouse onto that node (Input.dispatchMouseEvent, a real hover)
// and reports the edges marked and the edges that start or end at the node.
// With SHOTS_FOLDER it saves each figure at 1280 px and at 390 px wide.
import { join, resolve } from "node:path";
import { Browser, serve } from "./browser-cdp.mjs";

const [chromiumPath, siteFolder, articles, shots] = process.argv.slice(2);
const site = resolve(siteFolder);
const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/`;
const ready = "document.readyState === 'complete'";
const output = { figures: [] };

/** Opens `page` in a new tab whose window is `width` px wide. */
async function open(browser, page, width) {
  const tab = await browser.open(base + page);
  await tab.resize(width);
  return tab;
}

/** What one figure shows, measured in the page. */
const measure = (index) => `(() => {
  const figure = document.querySelectorAll('figure.graph')[${index}];
  const svg = figure.querySelector('svg.flowgraph');
  const box = svg.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  const sizes = (selector) => [...svg.querySelectorAll(selector)].map((text) => ({
    shown: parseFloat(text.getAttribute('font-size')) * scale,
    box: text.getBoundingClientRect().height,
  }));
  const smallest = (list) => list.length === 0 ? null : list.reduce((a, b) => (b.shown < a.shown ? b : a));
  return {
    id: figure.id, caption: figure.querySelector('figcaption').textContent, width: box.width,
    nodeText: smallest(sizes('g.node text')), edgeText: smallest(sizes('g.edge text')),
    links: [...svg.querySelectorAll('g.node a')].map((a) => ({
      node: a.closest('g.node').querySelector('title').textContent,
      href: a.getAttribute('href') ?? a.getAttribute('xlink:href'),
    })).filter((link) => link.href !== null),
  };
})()`;

const browser = new Browser(chromiumPath, { width: 1280, height: 900, ready });
try {
  for (const article of articles.split(",")) {
    const tab = await open(browser, article, 1280);
    const count = await tab.evaluate("document.querySelectorAll('figure.graph').length");
    for (let index = 0; index < count; index++) {
      const figure = { article, ...(await tab.evaluate(measure(index))) };
      const first = figure.links[0];
      if (first) {
        const target = new URL(first.href, base + article);
        const page = await browser.open(target.href);
        figure.followed = {
          href: first.href, path: target.pathname,
          exists: await page.evaluate(`!!document.getElementById(${JSON.stringify(decodeURIComponent(target.hash.slice(1)))})`),
        };
        await page.close();
        await browser.send("Target.activateTarget", { targetId: tab.targetId });
        const node = `[...document.querySelectorAll('figure.graph')[${index}].querySelectorAll('g.node')].find((g) => g.querySelector('title').textContent === ${JSON.stringify(first.node)})`;
        await tab.evaluate(`${node}.scrollIntoView({ block: 'center' })`);
        const point = await tab.evaluate(`(() => { const r = ${node}.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`);
        await browser.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: point.x, y: point.y }, tab.sessionId);
        await tab.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
        figure.hover = await tab.evaluate(`(() => {
          const svg = document.querySelectorAll('figure.graph')[${index}].querySelector('svg');
          const edges = [...svg.querySelectorAll('g.edge')];
          const ends = (edge) => edge.querySelector('title').textContent.split('->');
          return {
            focused: svg.classList.contains('graph-focus'),
            nodeMarked: ${node}.classList.contains('graph-marked'),
            marked: edges.filter((edge) => edge.classList.contains('graph-marked')).map((edge) => edge.id),
            touching: edges.filter((edge) => ends(edge).includes(${JSON.stringify(first.node)})).map((edge) => edge.id),
          };
        })()`);
        await browser.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: 0, y: 0 }, tab.sessionId);
      }
      if (shots) {
        await tab.screenshot(join(shots, `graphs-${article.replace(/\W+/g, "-")}-${index}-1280.png`), `#${figure.id}`);
      }
      output.figures.push(figure);
    }
    output.consoleErrors = (output.consoleErrors ?? []).concat(tab.consoleErrors);
    await tab.close();
    if (shots) {
      const phone = await open(browser, article, 390);
      for (let index = 0; index < count; index++) {
        const id = await phone.evaluate(`document.querySelectorAll('figure.graph')[${index}].id`);
        await phone.screenshot(join(shots, `graphs-${article.replace(/\W+/g, "-")}-${index}-390.png`), `#${id}`);
      }
      await phone.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
process.stdout.write(JSON.stringify(output, null, 2) + "\n");
