// Scenario figures the reader can run: the engine (kernel, replicas,
// scenario language, SVG timeline) compiled to WebAssembly runs the figure's
// script again in the page, with the reader's values or the reader's script.
//
// Without this script a figure is its static SVG, drawn at build time. With
// it, each figure gets sliders for the script's parameters, Run, an editor
// (Edit script, Reset), the expectations as pass/fail, script errors at
// their line and column, and a scrubber that replays the run with a small
// picture: the HUD, or for a scroll view's figures (MJRefresh) a phone-sized
// table with its header and footer that follows the offset.
//
// A site ships one page module per engine (docs/site.md): `page`, which
// runs Scholia's replicas, and in an author's site `project`, which runs
// the author's own; a figure names its engine (data-engine), `page` when it
// does not. Each module ships twice: engine/NAME.wasm, which a page served
// over http(s) streams into WebAssembly.instantiateStreaming in the worker
// (compiling while the bytes arrive), and engine/NAME-engine.js, a classic
// script that holds it in base64, for a folder opened from disk: browsers
// refuse fetch() from file://, but load a <script src> from anywhere.
// Loading starts as soon as a page with a figure opens, one engine per
// engine its figures name, so that the first Run finds them ready.
// Runs happen in a worker made from a Blob, so a runaway script cannot
// freeze the page: the engine bounds virtual time and events, and the page
// bounds wall time by ending the worker.
(() => {
  "use strict";

  /** Wall time a run may take before its worker is ended (settable, for tests). */
  const limits = { wallMilliseconds: 4000 };
  /** The scenario language's own bound on a script (docs/scenarios.md). */
  const SCRIPT_LIMIT = 65536;

  const self = document.currentScript;
  /** Where engine `name`'s two files are. */
  function engineFile(name, suffix) {
    return self ? new URL("../engine/" + name + suffix, self.src).href : null;
  }
  /** Whether the worker may fetch the module: not from file://. */
  const canFetch = location.protocol === "http:" || location.protocol === "https:";

  // The worker's whole program: instantiate the module, run the page's first
  // figure once (the browser compiles a module's functions when they are
  // first called, and tiers the hot ones up: the first run paid for that,
  // 50 to 150 ms against 2 for later runs, docs/performance.md), then
  // answer runs.
  function workerMain() {
    let engine = null;
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    function put(text) {
      const bytes = encoder.encode(text);
      const pointer = engine.engine_alloc(bytes.length);
      new Uint8Array(engine.memory.buffer, pointer, bytes.length).set(bytes);
      return [pointer, bytes.length];
    }
    /** Runs a figure's script; the output's length, and the time it took. */
    function runPage(request) {
      const inputs = [request.script, request.overrides, request.title, request.idPrefix].map(put);
      const start = performance.now();
      const length = engine.engine_run_page(...inputs.flat());
      const milliseconds = performance.now() - start;
      for (const [pointer] of inputs) engine.engine_free(pointer);
      return { length, milliseconds };
    }
    onmessage = async (message) => {
      const data = message.data;
      if (data.type === "load") {
        try {
          // The base64 goes through a data: URL, which the browser decodes
          // natively, so both ways compile as the bytes come.
          const response = await fetch(data.url ?? "data:application/wasm;base64," + data.base64);
          if (!response.ok) throw new Error(data.url + ": HTTP " + response.status);
          // Streaming needs the server to say application/wasm (scholia
          // serve does); from one that does not, the bytes are compiled
          // once they are all in.
          const { instance } = response.headers.get("Content-Type") === "application/wasm"
            ? await WebAssembly.instantiateStreaming(response, {})
            : await WebAssembly.instantiate(await response.arrayBuffer(), {});
          engine = instance.exports;
          if (data.warmUp) runPage(data.warmUp);
          postMessage({ type: "loaded" });
        } catch (error) {
          postMessage({ type: "failed", message: String(error) });
        }
        return;
      }
      let ran;
      try {
        ran = runPage(data);
      } catch (error) {
        // A trap (a WebAssembly.RuntimeError) leaves the instance's memory
        // as it was mid-run, so nothing more runs in it: the page ends this
        // worker and the next run starts a fresh instance.
        postMessage({ type: "trapped", id: data.id, message: String(error) });
        return;
      }
      const output = new Uint8Array(engine.memory.buffer, engine.engine_output_ptr(), Math.abs(ran.length));
      postMessage({ type: "result", id: data.id, text: decoder.decode(output), milliseconds: ran.milliseconds });
    };
  }

  /** Each engine's base64, from engine/NAME-engine.js, loaded once. */
  const moduleTexts = new Map();
  function loadModuleText(name) {
    if (moduleTexts.has(name)) return moduleTexts.get(name);
    const loading = new Promise((resolve, reject) => {
      const url = engineFile(name, "-engine.js");
      if (!url) return reject(new Error("cannot tell where the engine is"));
      const script = document.createElement("script");
      script.src = url;
      script.onload = () => {
        const text = (globalThis.ScholiaPageEngines || {})[name];
        if (text) resolve(text);
        else reject(new Error("engine/" + name + "-engine.js holds no engine"));
      };
      script.onerror = () =>
        reject(new Error("the engine is not part of this site (engine/" + name +
          "-engine.js is missing; was it built with --no-engine?)"));
      document.head.append(script);
    });
    moduleTexts.set(name, loading);
    loading.catch(() => { moduleTexts.delete(name); });
    return loading;
  }

  /** One worker per engine at a time, replaced when a run overstays its
   *  wall time. */
  const workers = new Map();
  let nextRun = 1;
  function startWorker(name, warmUp) {
    const moduleURL = engineFile(name, ".wasm");
    if (!moduleURL) return Promise.reject(new Error("cannot tell where the engine is"));
    const source = "(" + workerMain.toString() + ")()";
    const made = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    const load = canFetch ? Promise.resolve({ url: moduleURL }) : loadModuleText(name).then((base64) => ({ base64 }));
    return load.then((request) => new Promise((resolve, reject) => {
      made.onmessage = (message) => {
        if (message.data.type === "loaded") resolve(made);
        else reject(new Error("the engine did not start: " + message.data.message));
      };
      made.onerror = (event) => reject(new Error("the engine did not start: " + event.message));
      made.postMessage({ type: "load", warmUp, ...request });
    })).catch((error) => {
      made.terminate();
      throw error;
    });
  }

  /** Forgets engine `name`'s worker if it is still `started`. */
  function dropWorker(name, started) {
    if (workers.get(name) === started) workers.delete(name);
  }

  /** Starts the figure's engine before any Run, warmed up by its script
   *  with its own values; if that fails, the first Run tries again and
   *  shows why. */
  function startEarly(figure) {
    const warmUp = { script: figure.original, overrides: "", title: figure.title, idPrefix: figure.idPrefix };
    const started = startWorker(figure.engine, warmUp);
    workers.set(figure.engine, started);
    started.catch(() => dropWorker(figure.engine, started));
  }

  /** Runs a script on engine `name`; resolves with the engine's result and
   *  the run's time. */
  function run(name, request) {
    if (!workers.has(name)) workers.set(name, startWorker(name));
    const current = workers.get(name);
    return current.then((engine) => new Promise((resolve, reject) => {
      const id = nextRun++;
      const wall = limits.wallMilliseconds;
      const timer = setTimeout(() => {
        engine.terminate();
        dropWorker(name, current);
        reject(new Error("the run took more than " + wall / 1000 + " s of wall time and was stopped"));
      }, wall);
      engine.addEventListener("message", function listen(message) {
        if (message.data.id !== id) return;
        engine.removeEventListener("message", listen);
        clearTimeout(timer);
        if (message.data.type === "trapped") {
          engine.terminate();
          dropWorker(name, current);
          reject(new Error("the engine failed (" + message.data.message + "); the next run starts it afresh"));
          return;
        }
        // The JSON document, then after a NUL the SVG (ScenarioPage.output).
        const text = message.data.text;
        const split = text.indexOf("\0");
        const result = JSON.parse(split < 0 ? text : text.slice(0, split));
        result.svg = split < 0 ? "" : text.slice(split + 1);
        resolve({ result, milliseconds: message.data.milliseconds });
      });
      engine.postMessage({ type: "run", id, ...request });
    }), (error) => {
      dropWorker(name, current);
      throw error;
    });
  }

  function element(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "text") node.textContent = value;
      else node.setAttribute(name, value);
    }
    node.append(...children);
    return node;
  }

  /** Decimal seconds with at most three decimals, as the script writes them. */
  function seconds(value) {
    return String(Math.round(value * 1000) / 1000);
  }

  /** A reader of keyframe `index` of a picture document (−1: before the
   *  first): `at(name, fallback)` is the observable's value then, or the
   *  fallback where the run recorded none yet. */
  function keyframe(picture, index) {
    return (name, fallback) => {
      const values = picture[name];
      const value = values && index >= 0 ? values[index] : null;
      return value === null || value === undefined ? fallback : value;
    };
  }

  /** The scroll view's height and a row's, in points (its width, 375, and
   *  MJRefresh's heights and label inset are in scholia.css). */
  const PHONE_HEIGHT = 667;
  const ROW_HEIGHT = 44;
  /** MJRefresh's arrow image (15 × 40 pt), pointing down at rotation 0. */
  const ARROW_SVG = '<svg viewBox="0 0 15 40" width="15" height="40"><path d="M7.5 3V36M2 29.5l5.5 6.5 5.5-6.5" ' +
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

  /**
   * A scroll view as the reader would see it (ScenarioPicture.swift's
   * "scroll" picture): a 375-point-wide table scaled into the player, its
   * rows, MJRefresh's header above the content and footer below it, the
   * insets as tinted bands behind the content (their dashed edges are where
   * it comes to rest), and the content moved by the offset shown on screen.
   */
  class ScrollPicture {
    constructor() {
      this.arrow = element("span", { class: "scroll-arrow" });
      this.arrow.innerHTML = ARROW_SVG;
      this.headerSpinner = element("span", { class: "scroll-spinner" });
      this.stateLabel = element("span", { class: "scroll-label" });
      this.timeLabel = element("span", { class: "scroll-label" });
      this.header = element("div", { class: "scroll-header" },
        element("div", { class: "scroll-labels" }, this.arrow, this.headerSpinner, this.stateLabel, this.timeLabel));
      this.footerSpinner = element("span", { class: "scroll-spinner" });
      this.footerLabel = element("span", { class: "scroll-label" });
      this.footer = element("div", { class: "scroll-footer" },
        element("div", { class: "scroll-labels" }, this.footerSpinner, this.footerLabel));
      this.rows = element("div", { class: "scroll-rows" });
      this.contentBox = element("div", { class: "scroll-content-box" }, this.rows);
      this.content = element("div", { class: "scroll-content" }, this.header, this.contentBox, this.footer);
      this.insetTop = element("div", { class: "scroll-inset top" });
      this.insetBottom = element("div", { class: "scroll-inset bottom" });
      this.phone = element("div", { class: "scroll-phone" }, this.insetTop, this.insetBottom, this.content);
      this.node = element("div", { class: "scroll-picture", "aria-hidden": "true" }, this.phone);
    }

    /** Draws keyframe `index` of `picture` (−1: before the first); returns what the clock says. */
    show(picture, index) {
      const at = keyframe(picture, index);
      const offset = at("shownOffset", at("offset", 0));
      const rows = at("rows", 0);
      const contentHeight = at("contentHeight", rows * ROW_HEIGHT);
      const viewHeight = at("viewHeight", PHONE_HEIGHT);
      const insetTop = at("insetTop", 0), insetBottom = at("insetBottom", 0);
      const headerState = at("headerState", picture.stateText ? "idle" : "none");
      const footerState = at("footerState", picture.footerText ? "idle" : "none");
      const spinning = at("spinning", headerState === "refreshing");
      const footerSpinning = at("footerSpinning", footerState === "refreshing");

      this.node.style.setProperty("--view-height", String(viewHeight));
      this.phone.style.height = viewHeight + "px";
      this.content.style.transform = "translateY(" + -offset + "px)";
      this.contentBox.style.height = Math.max(contentHeight, 0) + "px";
      this.rows.style.height = Math.max(rows, 0) * ROW_HEIGHT + "px";
      this.insetTop.style.height = Math.max(insetTop, 0) + "px";
      this.insetBottom.style.height = Math.max(insetBottom, 0) + "px";

      this.header.hidden = headerState === "none";
      this.stateLabel.textContent = at("stateText", "");
      this.timeLabel.textContent = at("timeText", "");
      this.timeLabel.hidden = this.timeLabel.textContent === "";
      this.headerSpinner.hidden = !spinning;
      this.arrow.hidden = spinning || headerState === "refreshing";
      this.arrow.style.transform = "translate(-50%, -50%) rotate(" + at("arrowAngle", 0) + "rad)";

      this.footer.hidden = footerState === "none";
      this.footer.style.top = at("footerY", contentHeight) + "px";
      this.footerLabel.textContent = at("footerText", "");
      this.footerSpinner.hidden = !footerSpinning;

      let text = "offset " + offset.toFixed(1) + " pt";
      if (headerState !== "none") text += " · header " + headerState;
      if (footerState !== "none") text += " · footer " + footerState;
      return text;
    }
  }

  /** The horizontal collection's frame (MJRefresh's example: 375 × 200 pt)
   *  and its trailer's width. */
  const STRIP_WIDTH = 375, STRIP_HEIGHT = 200, TRAILER_WIDTH = 60;
  /** The trailer's arrow (15 × 40 pt turned on its side), pointing left at rotation 0. */
  const TRAILER_ARROW_SVG = '<svg viewBox="0 0 40 15" width="40" height="15"><path d="M37 7.5H4M10.5 2L4 7.5l6.5 5.5" ' +
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

  /**
   * A horizontal scroll view as the reader would see it (ScenarioPicture.swift's
   * "pages" picture): the collection's screen-wide pages scaled into the
   * player, MJRefresh's trailer after the last one, the right inset as a
   * tinted band, and the content moved by the offset shown on screen.
   */
  class PagesPicture {
    constructor() {
      this.pages = element("div", { class: "pages-pages" });
      this.arrow = element("span", { class: "pages-arrow" });
      this.arrow.innerHTML = TRAILER_ARROW_SVG;
      this.label = element("span", { class: "pages-label" });
      this.trailer = element("div", { class: "pages-trailer" }, this.arrow, this.label);
      this.content = element("div", { class: "pages-content" }, this.pages, this.trailer);
      this.insetRight = element("div", { class: "pages-inset" });
      this.strip = element("div", { class: "pages-strip" }, this.insetRight, this.content);
      this.node = element("div", { class: "pages-picture", "aria-hidden": "true" }, this.strip);
    }

    /** Draws keyframe `index` of `picture` (−1: before the first); returns what the clock says. */
    show(picture, index) {
      const at = keyframe(picture, index);
      const offset = at("shownOffsetX", 0);
      const contentWidth = at("contentWidth", at("pages", 0) * STRIP_WIDTH);
      const pages = at("pages", Math.round(contentWidth / STRIP_WIDTH));
      const trailerState = at("trailerState", "none");

      this.content.style.transform = "translateX(" + -offset + "px)";
      if (this.pages.childElementCount !== pages) {
        this.pages.replaceChildren(...Array.from({ length: Math.max(pages, 0) },
          (_, page) => element("div", { class: "pages-page", text: String(page + 1) })));
      }
      this.pages.style.width = Math.max(contentWidth, 0) + "px";
      this.insetRight.style.width = Math.max(at("insetRight", 0), 0) + "px";
      this.trailer.hidden = trailerState === "none";
      this.trailer.style.left = contentWidth + "px";
      this.label.textContent = at("trailerText", "");
      this.arrow.hidden = trailerState === "refreshing";
      this.arrow.style.transform = "translate(-50%, -50%) rotate(" + at("trailerArrowAngle", 0) + "rad)";

      let text = "offset " + offset.toFixed(1) + " pt";
      if (trailerState !== "none") text += " · trailer " + trailerState;
      return text;
    }
  }

  /** Pop's stage: a 375 × 300 window and its two 60-point boxes. */
  const STAGE_WIDTH = 375, STAGE_HEIGHT = 300, BOX_SIDE = 60;

  /**
   * Pop's boxes as the reader would see them (ScenarioPicture.swift's
   * "boxes" picture): the window scaled into the player, box a and, when
   * the run used it, box b, each placed at its centre with its scale,
   * rotation, alpha and background colour.
   */
  class BoxesPicture {
    constructor() {
      this.boxes = ["a", "b"].map((name) => element("div", { class: "pop-box", text: name }));
      this.stage = element("div", { class: "pop-stage" }, ...this.boxes);
      this.node = element("div", { class: "boxes-picture", "aria-hidden": "true" }, this.stage);
    }

    /** Draws keyframe `index` of `picture` (−1: before the first); returns what the clock says. */
    show(picture, index) {
      const at = keyframe(picture, index);
      const texts = [];
      ["a", "b"].forEach((name, number) => {
        const box = this.boxes[number];
        const used = number === 0 || at("bUsed", false);
        box.hidden = !used;
        if (!used) return;
        const x = at(name + "X", 50), y = at(name + "Y", number === 0 ? 90 : 210);
        const scale = at(name + "Scale", 1), rotation = at(name + "Rotation", 0), alpha = at(name + "Alpha", 1);
        box.style.left = x - BOX_SIDE / 2 + "px";
        box.style.top = y - BOX_SIDE / 2 + "px";
        box.style.opacity = String(Math.min(Math.max(alpha, 0), 1));
        box.style.transform = "rotate(" + rotation + "rad) scale(" + scale + ")";
        const color = at(name + "Color", null);
        if (color !== null) box.style.backgroundColor = color;
        texts.push(name + " x " + x.toFixed(1) + (alpha !== 1 ? " α " + alpha.toFixed(2) : "") +
          (scale !== 1 ? " ×" + scale.toFixed(2) : "") + (rotation !== 0 ? " " + rotation.toFixed(2) + " rad" : ""));
      });
      return texts.join(" · ");
    }
  }

  /**
   * The run's observables as a small table of their values
   * (ScenarioPicture.swift's "values" picture): what a library without a
   * picture of its own gets, and a script that builds its own objects, so
   * that no library is drawn as another one.
   */
  class ValuesPicture {
    constructor() {
      this.table = element("table", { class: "values-table" });
      this.node = element("div", { class: "values-picture", "aria-hidden": "true" }, this.table);
      this.names = null;
    }

    /** Draws keyframe `index` of `picture` (−1: before the first); returns what the clock says. */
    show(picture, index) {
      const names = Object.keys(picture).filter((name) => name !== "kind" && name !== "t");
      if (this.names === null || this.names.join("\n") !== names.join("\n")) {
        this.names = names;
        this.cells = names.map((name) => element("td", { class: "value" }));
        this.table.replaceChildren(...names.map((name, number) =>
          element("tr", {}, element("th", { text: name }), this.cells[number])));
        // A run that observes nothing has nothing to draw.
        this.node.hidden = names.length === 0;
      }
      const at = keyframe(picture, index);
      names.forEach((name, number) => { this.cells[number].textContent = display(at(name, null)); });
      return names.slice(0, 2).map((name) => name + " " + display(at(name, null))).join(" · ");
    }
  }

  /** A value of a picture as the values table shows it (numbers come to
   *  four decimals already, as a reader reads them). */
  function display(value) {
    return value === null ? "–" : String(value);
  }

  /** One interactive figure. */
  class Figure {
    constructor(figure) {
      this.figure = figure;
      this.frame = figure.querySelector(".timeline-frame");
      this.staticSVG = this.frame.innerHTML;
      this.original = figure.querySelector("details.script code").textContent;
      this.script = this.original;
      this.idPrefix = figure.dataset.idPrefix;
      this.title = figure.dataset.title;
      /** The page module that runs it (`page` or `project`). */
      this.engine = figure.dataset.engine || "page";
      this.values = new Map();
      this.result = null;
      this.build(JSON.parse(figure.dataset.parameters || "[]"));
      figure.dataset.state = "ready";
    }

    build(parameters) {
      const id = this.idPrefix + "ctl";
      this.parametersBox = element("div", { class: "parameters" });
      this.runButton = element("button", { type: "button", class: "run", text: "Run" });
      this.editButton = element("button", { type: "button", class: "edit", "aria-expanded": "false", text: "Edit script" });
      this.resetButton = element("button", { type: "button", class: "reset", text: "Reset" });
      this.status = element("span", { class: "status", role: "status" });
      this.commandButton = element("button", { type: "button", class: "command", text: "Copy command" });
      this.command = element("pre", { class: "cli-command", hidden: "" });
      this.staleNote = element("p", { class: "stale-note", hidden: "",
        text: "Faded: the last run that worked. The script as it is now does not run." });
      this.editor = element("textarea", {
        class: "script-editor", spellcheck: "false", rows: "12", maxlength: String(SCRIPT_LIMIT),
        "aria-label": "Scenario script", id: id + "-script",
      });
      this.editor.value = this.script;
      this.gutter = element("pre", { class: "line-numbers", "aria-hidden": "true" });
      this.errorBox = element("pre", { class: "script-error", hidden: "" });
      this.editorBox = element("div", { class: "editor", hidden: "" },
        element("div", { class: "numbered" }, this.gutter, this.editor), this.errorBox);
      this.numberLines();
      this.expectations = element("ul", { class: "expectations", hidden: "" });
      this.bezel = element("div", { class: "hud-bezel" }, element("span", { class: "hud-spinner" }));
      this.picture = element("div", { class: "hud-picture", "aria-hidden": "true" }, element("div", { class: "hud-screen" }, this.bezel));
      this.scrubber = element("input", { type: "range", class: "scrubber", min: "0", max: "1000", value: "0", "aria-label": "Time in the run" });
      this.clock = element("output", { class: "clock" });
      this.playButton = element("button", { type: "button", class: "play", text: "Play" });
      this.player = element("div", { class: "player", hidden: "" }, this.picture,
        element("div", { class: "transport" }, this.playButton, this.scrubber, this.clock));
      this.cursor = element("div", { class: "timeline-cursor", hidden: "" });
      this.frame.append(this.cursor);
      this.controls = element("div", { class: "scenario-controls" },
        this.parametersBox,
        element("div", { class: "actions" }, this.runButton, this.editButton, this.resetButton, this.commandButton,
          this.status),
        this.command, this.editorBox, this.staleNote, this.player, this.expectations);
      this.frame.after(this.controls);
      this.showParameters(parameters);

      this.runButton.addEventListener("click", () => this.run());
      this.editButton.addEventListener("click", () => this.toggleEditor());
      this.resetButton.addEventListener("click", () => this.reset());
      this.commandButton.addEventListener("click", () => this.copyCommand());
      this.editor.addEventListener("input", () => this.numberLines());
      this.editor.addEventListener("scroll", () => { this.gutter.scrollTop = this.editor.scrollTop; });
      this.editor.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) { event.preventDefault(); this.run(); }
      });
      this.scrubber.addEventListener("input", () => { this.stop(); this.show(this.timeAt(this.scrubber.value)); });
      this.playButton.addEventListener("click", () => (this.playing ? this.stop() : this.play()));
    }

    /** Sliders for parameters with a range, number fields for the rest. */
    showParameters(parameters) {
      this.parameters = parameters;
      this.parametersBox.replaceChildren();
      for (const parameter of parameters) {
        const id = this.idPrefix + "param-" + parameter.name;
        const value = this.values.has(parameter.name) ? this.values.get(parameter.name) : parameter.value;
        const unit = parameter.unit || "seconds";
        const number = element("input", { type: "number", id, step: "0.001", min: "0", value, "aria-label": parameter.name + " in " + unit });
        const label = element("label", { for: id, text: parameter.name });
        const row = element("div", { class: "parameter" }, label);
        let slider = null;
        if (parameter.from !== undefined) {
          const from = Number(parameter.from), to = Number(parameter.to);
          // A round step (0.001, 0.01, 0.1 s…) of about a hundredth of the range.
          const step = Math.max(10 ** Math.floor(Math.log10((to - from) / 100)), 0.001);
          slider = element("input", { type: "range", min: parameter.from, max: parameter.to, step: seconds(step), value, "aria-label": parameter.name });
          number.min = parameter.from;
          number.max = parameter.to;
          row.append(slider);
        }
        row.append(number, element("span", { class: "unit", text: unit === "points" ? "pt" : unit === "number" ? "" : "s" }));
        const changed = (text) => {
          this.values.set(parameter.name, text);
          if (slider && slider.value !== text) slider.value = text;
          if (number.value !== text) number.value = text;
          clearTimeout(this.pending);
          this.pending = setTimeout(() => this.run(), 120);
        };
        if (slider) slider.addEventListener("input", () => changed(seconds(Number(slider.value))));
        number.addEventListener("change", () => changed(number.value));
        this.parametersBox.append(row);
      }
    }

    /** The editor's gutter: one number per line of the script. */
    numberLines() {
      const count = this.editor.value.split("\n").length;
      if (this.gutter.childElementCount === count) return;
      this.gutter.replaceChildren(...Array.from({ length: count }, (_, index) => element("span", { text: String(index + 1) })));
      this.gutter.scrollTop = this.editor.scrollTop;
    }

    /** The command line that runs what the figure runs now: the shipped
     *  file with the reader's values, or the script as typed on standard
     *  input when it is inline or edited. */
    cliCommand() {
      const file = this.figure.querySelector("figcaption .file");
      const sets = this.overrides().split("\n").filter((line) => line !== "").map((line) => " --set " + line).join("");
      const script = this.editor.value;
      if (file && script === this.original) return "scholia simulate " + file.textContent + sets;
      let fence = "EOF";
      while (script.split("\n").includes(fence)) fence += "_";
      return "scholia simulate -" + sets + " <<'" + fence + "'\n" + script.replace(/\n?$/, "\n") + fence;
    }

    /** Shows the command, and copies it where the browser allows. */
    async copyCommand() {
      const text = this.cliCommand();
      this.command.textContent = text;
      this.command.hidden = false;
      try {
        await navigator.clipboard.writeText(text);
        this.commandButton.textContent = "Copied";
      } catch {
        // No clipboard (file://, an older browser): the command is shown, selected, to copy by hand.
        const range = document.createRange();
        range.selectNodeContents(this.command);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        this.commandButton.textContent = "Copy command";
      }
    }

    /** What the reader changed from what the expectations were written
     *  for: `task = 0.3` for each moved parameter (at its script value),
     *  or the script itself. Empty when nothing changed. */
    differences() {
      if (this.editor.value !== this.original) return ["the script as written"];
      const changed = [];
      for (const parameter of this.parameters) {
        const value = this.values.get(parameter.name);
        if (value !== undefined && value !== parameter.value) changed.push(parameter.name + " = " + parameter.value);
      }
      return changed;
    }

    /** An error leaves the last good run on screen, faded and said to be
     *  stale; a run that works clears the mark. */
    markStale(stale) {
      const hasRun = this.result !== null;
      for (const part of [this.frame, this.player, this.expectations]) part.classList.toggle("stale", stale && hasRun);
      this.staleNote.hidden = !(stale && hasRun);
    }

    /** The reader's values in the address (`#FIGURE-ID?task=0.9`), so a
     *  link brings the same run back; the figure's own values clear it. */
    shareInURL() {
      const params = new URLSearchParams();
      for (const parameter of this.parameters) {
        const value = this.values.get(parameter.name);
        if (value !== undefined && value !== parameter.value) params.set(parameter.name, value);
      }
      const query = params.toString();
      const ours = location.hash.startsWith("#" + this.figure.id);
      const hash = query ? "#" + this.figure.id + "?" + query : (ours ? "#" + this.figure.id : location.hash);
      if (hash !== location.hash) history.replaceState(null, "", location.pathname + location.search + hash);
    }

    /** Values from the address, when it names this figure: set, then run. */
    applyURL() {
      const hash = decodeURIComponent(location.hash.slice(1));
      const question = hash.indexOf("?");
      if (question < 0 || hash.slice(0, question) !== this.figure.id) return;
      const params = new URLSearchParams(hash.slice(question + 1));
      let any = false;
      for (const parameter of this.parameters) {
        const value = params.get(parameter.name);
        if (value === null || !/^[0-9]+(\.[0-9]+)?$/.test(value)) continue;
        this.values.set(parameter.name, value);
        any = true;
      }
      if (!any) return;
      this.showParameters(this.parameters);
      this.figure.scrollIntoView();
      this.run();
    }

    toggleEditor() {
      const open = this.editorBox.hidden;
      this.editorBox.hidden = !open;
      this.editButton.setAttribute("aria-expanded", String(open));
      if (open) this.editor.focus();
    }

    /** The overrides the reader chose: only values that differ from the script's. */
    overrides() {
      const lines = [];
      for (const parameter of this.parameters) {
        const value = this.values.get(parameter.name);
        if (value !== undefined && value !== parameter.value) lines.push(parameter.name + "=" + value);
      }
      return lines.join("\n");
    }

    async run() {
      this.stop();
      this.script = this.editor.value;
      this.numberLines();
      const request = { script: this.script, overrides: this.overrides(), title: this.title, idPrefix: this.idPrefix };
      this.figure.dataset.state = "running";
      this.status.textContent = "Running…";
      // A slider dragged fast starts runs faster than they answer: only
      // the newest one may change the figure.
      const generation = (this.generation = (this.generation || 0) + 1);
      let outcome;
      try {
        outcome = await run(this.engine, request);
      } catch (error) {
        if (generation === this.generation) this.fail(error.message);
        return;
      }
      if (generation !== this.generation) return;
      const result = outcome.result;
      if (result.error) {
        this.showError(result.error, result.errors);
        return;
      }
      this.errorBox.hidden = true;
      this.editor.removeAttribute("aria-invalid");
      this.markStale(false);
      this.result = result;
      this.svg = result.svg;
      this.frame.innerHTML = result.svg;
      this.frame.append(this.cursor);
      if (JSON.stringify(result.parameters.map((p) => [p.name, p.from, p.to, p.value])) !==
          JSON.stringify(this.parameters.map((p) => [p.name, p.from, p.to, p.value]))) {
        for (const name of [...this.values.keys()]) {
          if (!result.parameters.some((p) => p.name === name)) this.values.delete(name);
        }
        this.showParameters(result.parameters);
      }
      this.usePicture(result.picture);
      // Expectations are written for the script's own values: with others,
      // one that no longer holds is news, not a failure.
      const differences = this.differences();
      this.showExpectations(result, differences.length > 0);
      const passed = result.expectations.filter((e) => e.passed).length;
      let text = (result.stopped ? "Stopped: " + result.stopped + ". " : "") +
        passed + " of " + result.expectations.length + " expectations passed";
      if (differences.length > 0 && !result.passed) text += " (written for " + differences.join(", ") + ")";
      this.status.textContent = text + " · " + outcome.milliseconds.toFixed(1) + " ms";
      this.status.className = "status " + (result.passed ? "passed" : differences.length > 0 ? "differs" : "failed");
      this.shareInURL();
      this.player.hidden = false;
      this.cursor.hidden = false;
      this.scrubber.value = "0";
      this.show(0);
      this.figure.dataset.state = "done";
      this.figure.dataset.milliseconds = String(outcome.milliseconds);
    }

    showExpectations(result, differs) {
      this.expectations.replaceChildren(...result.expectations.map((expectation) => {
        const mark = expectation.passed ? "✓" : differs ? "≠" : "✗";
        const item = element("li", { class: expectation.passed ? "passed" : differs ? "differs" : "failed" },
          element("span", { class: "mark", text: mark }),
          element("code", { text: expectation.text }),
          element("span", { class: "line", text: "line " + expectation.line }));
        if (!expectation.passed) item.append(element("span", { class: "detail", text: expectation.detail }));
        return item;
      }));
      this.expectations.hidden = result.expectations.length === 0;
    }

    /** Every error at its line and column: the line, a caret, the message; the editor selects the first. */
    showError(error, errors) {
      if (error.line === 0) {
        this.fail(error.message);
        return;
      }
      const lines = this.script.split("\n");
      this.errorBox.textContent = (errors ?? [error]).map((each) => {
        const text = lines[each.line - 1] ?? "";
        const caret = " ".repeat(Math.max(0, each.column - 1)) + "^";
        return each.line + ":" + each.column + ": error: " + each.message + "\n" + text + "\n" + caret;
      }).join("\n");
      this.errorBox.hidden = false;
      this.editorBox.hidden = false;
      this.editButton.setAttribute("aria-expanded", "true");
      this.editor.setAttribute("aria-invalid", "true");
      const offset = lines.slice(0, error.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + error.column - 1;
      this.editor.focus();
      this.editor.setSelectionRange(offset, Math.min(offset + 1, this.editor.value.length));
      const count = (errors ?? [error]).length;
      this.status.textContent = (count > 1 ? "The script has " + count + " errors; the first is" : "The script has an error")
        + " at line " + error.line + ", column " + error.column + ".";
      this.status.className = "status failed";
      this.markStale(true);
      this.figure.dataset.state = "error";
    }

    fail(message) {
      this.status.textContent = message;
      this.status.className = "status failed";
      this.markStale(true);
      this.figure.dataset.state = "error";
    }

    reset() {
      this.stop();
      this.generation = (this.generation || 0) + 1;
      clearTimeout(this.pending);
      this.editor.value = this.original;
      this.script = this.original;
      this.values.clear();
      this.result = null;
      this.svg = null;
      this.frame.innerHTML = this.staticSVG;
      this.frame.append(this.cursor);
      this.cursor.hidden = true;
      this.player.hidden = true;
      this.errorBox.hidden = true;
      this.expectations.hidden = true;
      this.markStale(false);
      this.command.hidden = true;
      this.numberLines();
      this.status.textContent = "";
      this.showParameters(JSON.parse(this.figure.dataset.parameters || "[]"));
      this.shareInURL();
      this.figure.dataset.state = "ready";
    }

    /** Scrubber position (0…1000) to nanoseconds of the run. */
    timeAt(position) {
      return (Number(position) / 1000) * this.result.end;
    }

    /** The HUD's picture, or the scroll view's, the pages', Pop's boxes or the values table for those kinds. */
    usePicture(picture) {
      const kinds = { scroll: ScrollPicture, pages: PagesPicture, boxes: BoxesPicture, values: ValuesPicture };
      this.special = null;
      if (kinds[picture.kind]) {
        this.specials = this.specials || {};
        if (!this.specials[picture.kind]) this.specials[picture.kind] = new kinds[picture.kind]();
        this.special = this.specials[picture.kind];
      }
      const wanted = this.special ? this.special.node : this.picture;
      if (this.player.firstChild !== wanted) this.player.replaceChild(wanted, this.player.firstChild);
      this.player.classList.toggle("scroll", this.special !== null);
    }

    /** The picture and the cursor at `time` (nanoseconds). */
    show(time) {
      const picture = this.result.picture;
      let low = 0, high = picture.t.length - 1, index = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (picture.t[middle] <= time) { index = middle; low = middle + 1; } else high = middle - 1;
      }
      if (this.special) {
        const said = this.special.show(picture, index);
        this.clock.textContent = "t = " + seconds(time / 1e9) + " s" + (said ? " · " + said : "");
        this.moveCursor(time);
        return;
      }
      const opacity = index < 0 ? 0 : picture.opacity[index];
      const scale = index < 0 ? 1 : picture.scale[index];
      this.bezel.style.opacity = String(opacity);
      this.bezel.style.transform = "scale(" + scale + ")";
      this.clock.textContent = "t = " + seconds(time / 1e9) + " s · alpha " + opacity.toFixed(2) + " · scale " + scale.toFixed(2);
      this.moveCursor(time);
    }

    /** The cursor over the SVG timeline at `time` (nanoseconds). */
    moveCursor(time) {
      const axis = this.result.axis;
      const along = axis.span > 0 ? Math.min(Math.max((time - axis.start) / axis.span, 0), 1) : 0;
      this.cursor.style.left = ((axis.left + along * (axis.right - axis.left)) / axis.width) * 100 + "%";
    }

    /** Replays the run in real time. */
    play() {
      if (!this.result) return;
      this.playing = true;
      this.playButton.textContent = "Pause";
      const end = this.result.end;
      const startTime = Number(this.scrubber.value) >= 1000 ? 0 : this.timeAt(this.scrubber.value);
      const startClock = performance.now();
      const step = (now) => {
        if (!this.playing) return;
        const time = Math.min(startTime + (now - startClock) * 1e6, end);
        this.scrubber.value = String(end > 0 ? Math.round((time / end) * 1000) : 1000);
        this.show(time);
        if (time >= end) this.stop();
        else this.frameRequest = requestAnimationFrame(step);
      };
      this.frameRequest = requestAnimationFrame(step);
    }

    stop() {
      this.playing = false;
      this.playButton.textContent = "Play";
      cancelAnimationFrame(this.frameRequest);
    }
  }

  const figures = new Map();
  for (const figure of document.querySelectorAll("figure.scenario[data-id-prefix]")) {
    figures.set(figure, new Figure(figure));
  }
  const started = new Set();
  for (const state of figures.values()) {
    if (!started.has(state.engine)) startEarly(state);
    started.add(state.engine);
  }
  // A link with a figure's values (`#f3-figure?task=0.9`) runs it with them.
  for (const state of figures.values()) state.applyURL();

  /** For tests and measurements: run a figure's script as the page would. */
  globalThis.ScholiaScenarios = {
    limits,
    figures: () => [...figures.keys()],
    /** The SVG text the engine gave the figure's last run, as it came. */
    lastSVG: (figure) => figures.get(figure).svg,
    run: (figure, overrides = "", script = null) => {
      const state = figures.get(figure);
      return run(state.engine, { script: script ?? state.original, overrides, title: state.title, idPrefix: state.idPrefix });
    },
  };
})();
