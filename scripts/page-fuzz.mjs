// Fuzzes the page module (what a reader's browser runs) under node, with the
// corpus of the `scenario-v2` libFuzzer target (docs/reliability.md).
//
//   node scripts/page-fuzz.mjs PAGE.wasm CORPUS FINDINGS [--seconds N] [--runs R] [--seed S]
//
// Every corpus input is run first, then mutated inputs until N seconds or R
// executions. Each input runs twice in one instance, as a page runs a
// figure again and again. A finding is written to FINDINGS and fails the
// run: a trap (after which a fresh instance carries on, as the page does),
// a run that does not answer within 10 s (the worker is ended), two runs of
// one input that answer differently, or memory past 1 GiB. There is no
// coverage feedback in a wasm module: a mutated input is kept in the corpus
// when its answer has a shape not seen before (the error's message without
// its numbers, or the verdicts), so the search spreads over the
// language's outcomes. Mutations come from a seeded generator: the same
// seed, corpus and run count give the same inputs.
import { Worker } from "node:worker_threads";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [wasmPath, corpusDir, findingsDir, ...rest] = process.argv.slice(2);
if (!wasmPath || !corpusDir || !findingsDir) {
  console.error("usage: page-fuzz.mjs PAGE.wasm CORPUS FINDINGS [--seconds N] [--runs R] [--seed S]");
  process.exit(64);
}
const options = { seconds: 60, runs: -1, seed: 1 };
for (let i = 0; i < rest.length; i += 2) options[rest[i].replace(/^--/, "")] = Number(rest[i + 1]);

const RUN_TIMEOUT_MS = 10_000;
const MEMORY_LIMIT = 1 << 30;
const MAX_INPUT = 65_536;

// The worker: one instance of the module, replaced after a trap.
const workerSource = `
  const { parentPort, workerData } = require("node:worker_threads");
  let engine = null;
  async function instantiate() {
    engine = (await WebAssembly.instantiate(workerData.bytes, {})).instance.exports;
  }
  function put(text) {
    const bytes = new TextEncoder().encode(text);
    const pointer = engine.engine_alloc(bytes.length);
    new Uint8Array(engine.memory.buffer, pointer, bytes.length).set(bytes);
    return [pointer, bytes.length];
  }
  function runOnce(script) {
    const inputs = [script, "", "fuzz", "f-"].map(put);
    const length = engine.engine_run_page(...inputs.flat());
    for (const [pointer] of inputs) engine.engine_free(pointer);
    const bytes = new Uint8Array(engine.memory.buffer, engine.engine_output_ptr(), Math.abs(length));
    return new TextDecoder().decode(bytes);
  }
  parentPort.on("message", async (script) => {
    if (!engine) await instantiate();
    try {
      const first = runOnce(script);
      const second = runOnce(script);
      parentPort.postMessage({ first, second, memory: engine.memory.buffer.byteLength });
    } catch (error) {
      engine = null;
      parentPort.postMessage({ trap: String(error) });
    }
  });
`;

const bytes = readFileSync(wasmPath);
let worker = null;
function startWorker() {
  worker = new Worker(workerSource, { eval: true, workerData: { bytes } });
  worker.unref();
}

/** Runs one input; resolves with the worker's answer, or { timeout }. */
function run(script) {
  if (!worker) startWorker();
  const current = worker;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      current.removeAllListeners("message");
      current.terminate();
      worker = null;
      resolve({ timeout: true });
    }, RUN_TIMEOUT_MS);
    current.once("message", (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    current.postMessage(script);
  });
}

// A small deterministic generator (xorshift32), so runs can be repeated.
let state = options.seed >>> 0 || 1;
function random(limit) {
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state % limit;
}

const tokens = [
  "(", ")", "{", "}", "!", ".", ",", ":", "==", "!=", "<", "\n", "  ", "0", "1", "0.5", "-1", "1e308", "nil",
  "true", "false", "root", "hud", "superview", "subviews", "check ", "let x = ", "after 0 {\n", "}\n",
  "on hud.hudWasHidden {\n", "hud.completionBlock = {\n", "hud.showAnimated(false)\n",
  "hud.hideAnimated(false)\n", "hud.hideAnimated(true, afterDelay: 0)\n", "MBProgressHUD(view: root)",
  "root.addSubview(hud)\n", "UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))", "explore orders\n",
  "run until 1\n", "at 0 {\n", "\"", "\u00e9", "\u{1F600}",
];

function mutate(text, corpus) {
  let out = text;
  const steps = 1 + random(4);
  for (let step = 0; step < steps; step++) {
    const at = random(out.length + 1);
    switch (random(7)) {
      case 0: out = out.slice(0, at) + tokens[random(tokens.length)] + out.slice(at); break;
      case 1: out = out.slice(0, at) + out.slice(at + 1 + random(16)); break;
      case 2: {
        const length = 1 + random(32);
        out = out.slice(0, at) + out.slice(at, at + length).repeat(2 + random(40)) + out.slice(at + length);
        break;
      }
      case 3: {
        const other = corpus[random(corpus.length)];
        const from = random(other.length + 1);
        out = out.slice(0, at) + other.slice(from, from + random(200)) + out.slice(at);
        break;
      }
      case 4: {
        const lines = out.split("\n");
        const line = random(lines.length);
        lines.splice(line, 0, ...Array(1 + random(20)).fill(lines[random(lines.length)]));
        out = lines.join("\n");
        break;
      }
      case 5: out = out.slice(0, at) + String.fromCharCode(random(128)) + out.slice(at + 1); break;
      default: {
        const depth = 1 + random(64);
        out = out.slice(0, at) + "(".repeat(depth) + "true" + ")".repeat(depth) + out.slice(at);
      }
    }
  }
  return out.length > MAX_INPUT ? out.slice(0, MAX_INPUT) : out;
}

/** What kind of answer a run gave: the error's first words, without
 *  names or numbers, or the verdict (passed, why it stopped, how many
 *  expectations failed, up to three). Coarse on purpose: a finer shape
 *  (the whole message) kept 35,643 of 162,182 inputs in a 30-minute run. */
function shape(output) {
  const json = output.split("\0")[0];
  try {
    const result = JSON.parse(json);
    if (result.error) {
      return "error " + result.error.message.replace(/'[^']*'|"[^"]*"|[0-9.]+/g, "").split(/\s+/).slice(0, 4).join(" ");
    }
    const failed = result.expectations.filter((e) => !e.passed).length;
    return "run " + result.passed + " " + (result.stopped ? result.stopped.split(":").slice(0, 2).join(":").replace(/[0-9.]+/g, "") : "-") +
      " " + Math.min(failed, 3);
  } catch {
    return "unparsable";
  }
}

mkdirSync(findingsDir, { recursive: true });
const corpus = readdirSync(corpusDir).sort().map((name) => readFileSync(join(corpusDir, name), "utf8"));
if (corpus.length === 0) corpus.push("replica MBProgressHUD 1.2.0\n");
const shapes = new Set();
let executions = 0;
let findings = 0;
let kept = 0;

function finding(kind, script, detail) {
  findings++;
  const name = kind + "-" + createHash("sha1").update(script).digest("hex").slice(0, 16);
  writeFileSync(join(findingsDir, name + ".scenario"), script);
  console.error(`page-fuzz: ${kind} (${name}): ${detail}`);
}

async function check(script, fromCorpus) {
  executions++;
  const answer = await run(script);
  if (answer.timeout) return finding("timeout", script, `no answer within ${RUN_TIMEOUT_MS / 1000} s`);
  if (answer.trap) return finding("trap", script, answer.trap);
  if (answer.first !== answer.second) return finding("differs", script, "two runs of one input answered differently");
  if (answer.memory > MEMORY_LIMIT) return finding("memory", script, `memory grew to ${answer.memory} bytes`);
  const seen = shape(answer.first);
  if (!shapes.has(seen)) {
    shapes.add(seen);
    if (!fromCorpus) {
      corpus.push(script);
      kept++;
      writeFileSync(join(corpusDir, "page-" + createHash("sha1").update(script).digest("hex").slice(0, 16)), script);
    }
  }
}

const start = Date.now();
for (const script of [...corpus]) await check(script, true);
while ((options.runs < 0 || executions < options.runs) && Date.now() - start < options.seconds * 1000) {
  await check(mutate(corpus[random(corpus.length)], corpus), false);
}
const seconds = (Date.now() - start) / 1000;
console.log(
  `page-fuzz: ${executions} executions in ${seconds.toFixed(0)} s (${(executions / seconds).toFixed(0)}/s), ` +
  `${shapes.size} answer shapes, ${kept} inputs kept, ${findings} findings`);
if (worker) await worker.terminate();
process.exit(findings > 0 ? 1 : 0);
