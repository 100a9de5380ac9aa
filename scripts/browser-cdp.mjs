// The browser plumbing every driver script shares: a loopback static
// server for a built site, and headless Chromium driven over the DevTools
// protocol on a pipe (no npm, no WebSocket). Driver scripts
// (browser-drive.mjs and the others) import it.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, extname, resolve, sep } from "node:path";

export function serve(folder) {
  const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".wasm": "application/wasm" };
  const server = createServer((request, response) => {
    const path = resolve(folder, "." + decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (!path.startsWith(folder + sep) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { "Content-Type": types[extname(path)] ?? "application/octet-stream" });
    response.end(readFileSync(path));
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

export class Browser {
  /** `ready` is the expression a page must make true before a driver
   *  works it; `width` × `height` is the window. */
  constructor(chromiumPath, { width = 1280, height = 2000, ready = "document.readyState === 'complete' && !!globalThis.ScholiaScenarios" } = {}) {
    this.ready = ready;
    this.profile = mkdtempSync(join(tmpdir(), "scholia-chromium-"));
    this.process = spawn(chromiumPath, [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
      "--user-data-dir=" + this.profile, `--window-size=${width},${height}`, "about:blank",
    ], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
    this.stderr = "";
    this.process.stderr.on("data", (data) => { this.stderr += data; });
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    let buffer = "";
    this.process.stdio[4].on("data", (data) => {
      buffer += data.toString("utf8");
      let end;
      while ((end = buffer.indexOf("\0")) >= 0) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        if (message.id && this.pending.has(message.id)) {
          const { resolve, reject } = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.error) reject(new Error(JSON.stringify(message.error))); else resolve(message.result);
        } else {
          for (const listener of this.listeners) listener(message);
        }
      }
    });
  }

  send(method, params = {}, sessionId) {
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    this.process.stdio[3].write(JSON.stringify(message) + "\0");
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  async open(url) {
    const { targetId } = await this.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await this.send("Target.attachToTarget", { targetId, flatten: true });
    const tab = new Tab(this, sessionId);
    tab.targetId = targetId;
    tab.consoleErrors = [];
    this.listeners.push((message) => {
      if (message.sessionId !== sessionId) return;
      if (message.method === "Runtime.exceptionThrown") tab.consoleErrors.push(message.params.exceptionDetails.exception?.description ?? message.params.exceptionDetails.text);
      if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") tab.consoleErrors.push(message.params.args.map((a) => a.value ?? a.description).join(" "));
    });
    await this.send("Runtime.enable", {}, sessionId);
    await this.send("Page.enable", {}, sessionId);
    await this.send("Page.navigate", { url }, sessionId);
    await tab.until(this.ready);
    return tab;
  }

  async close() {
    const exited = new Promise((done) => this.process.once("exit", done));
    this.process.kill("SIGKILL");
    await exited;
    // Chromium's helpers may still be writing into the profile for a
    // moment; a leftover temporary folder is not worth failing a run over.
    try {
      rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {}
  }
}

export class Tab {
  constructor(browser, sessionId) {
    this.browser = browser;
    this.sessionId = sessionId;
  }

  /** Closes the tab. A tab left open behind another gets no frames, and a
   *  screenshot of the one in front would wait for them. */
  async close() {
    await this.browser.send("Target.closeTarget", { targetId: this.targetId });
  }

  /** Lays the page out in a `width` × `height` window (headless Chromium
   *  will not open a window under 500 px, so a phone is emulated), and waits
   *  until two frames have been drawn at that size. */
  async resize(width, height = 900) {
    await this.browser.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false }, this.sessionId);
    await this.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
  }

  async evaluate(expression) {
    const result = await this.browser.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, this.sessionId);
    if (result.exceptionDetails) throw new Error(expression + ": " + (result.exceptionDetails.exception?.description ?? result.exceptionDetails.text));
    return result.result.value;
  }

  /** Polls `expression` until it is true. A poll that was in flight while
   *  the page navigated (a click on a link, the first load) loses its
   *  document, and Chromium answers it with an error: that poll is a "not
   *  yet", and the next one asks the new document. */
  async until(expression, seconds = 20) {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      if (await this.evaluate(expression).catch(Tab.lostToNavigation)) return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error("timed out waiting for " + expression);
  }

  /** Answers false for the errors of an evaluation whose document went
   *  away under it, and rethrows every other error. */
  static lostToNavigation(error) {
    const lost = ["Inspected target navigated or closed", "Execution context was destroyed", "Cannot find context with specified id"];
    if (lost.some((message) => error.message.includes(message))) return false;
    throw error;
  }

  async screenshot(file, selector) {
    const clip = await this.evaluate(`(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height, scale: 1 }; })()`);
    const { data } = await this.browser.send("Page.captureScreenshot", { format: "png", clip, captureBeyondViewport: true }, this.sessionId);
    writeFileSync(file, Buffer.from(data, "base64"));
  }
}
