// Runs the engine's WebAssembly module in node: the parity test reads a
// workload's trace from it and scholia-bench times it. No dependencies.
//
//   node scripts/engine-node.mjs ENGINE.wasm mixed ROUNDS text|json
//   node scripts/engine-node.mjs ENGINE.wasm bench-timers COUNT REPETITIONS
//   node scripts/engine-node.mjs ENGINE.wasm bench-displaylink SECONDS LINKS REPETITIONS
//   node scripts/engine-node.mjs ENGINE.wasm memory ROUNDS RUNS   (memory size after each run)
//   node scripts/engine-node.mjs ENGINE.wasm scenario FILE FORMAT [name=value…]
//     FORMAT: 0 trace text, 1 trace JSON, 2 timeline text, 3 SVG, 4 timeline JSON, 5 Chrome trace
//   node scripts/engine-node.mjs ENGINE.wasm page FILE TITLE ID_PREFIX [name=value…]
//     what a page's scenario figure gets (ScenarioPage.output); the page module is enough
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [wasmPath, command, ...args] = process.argv.slice(2);
if (!wasmPath || !command) {
  console.error("usage: engine-node.mjs ENGINE.wasm mixed|bench-timers|bench-displaylink ARGS…");
  process.exit(2);
}

// The module imports nothing; instantiating with no imports checks that.
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const engine = instance.exports;

function output(length) {
  const bytes = new Uint8Array(engine.memory.buffer, engine.engine_output_ptr(), Math.abs(length));
  return new TextDecoder().decode(bytes);
}

/** `text` as UTF-8 in memory from engine_alloc: [pointer, length]. */
function write(text) {
  const bytes = new TextEncoder().encode(text);
  const pointer = engine.engine_alloc(bytes.length);
  new Uint8Array(engine.memory.buffer, pointer, bytes.length).set(bytes);
  return [pointer, bytes.length];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(repetitions, body) {
  body(); // warm-up
  const seconds = [];
  for (let i = 0; i < repetitions; i++) {
    const start = performance.now();
    const checksum = body();
    seconds.push((performance.now() - start) / 1000);
    if (checksum < 0n) throw new Error("the engine stopped at a limit");
  }
  return median(seconds);
}

switch (command) {
  case "mixed": {
    const length = engine.engine_run_mixed(Number(args[0]), args[1] === "json" ? 1 : 0);
    if (length < 0) {
      console.error(output(length));
      process.exit(1);
    }
    process.stdout.write(output(length));
    break;
  }
  case "bench-timers": {
    const [count, repetitions] = args.map(Number);
    const seconds = time(repetitions, () => engine.engine_bench_timers(count, 0));
    console.log(`seconds ${seconds}`);
    console.log(`fires_per_s ${count / seconds}`);
    break;
  }
  case "bench-displaylink": {
    const [seconds, links, repetitions] = args.map(Number);
    const wall = time(repetitions, () => engine.engine_bench_displaylink(seconds, links));
    console.log(`seconds ${wall}`);
    break;
  }
  case "page": {
    const [file, title, idPrefix, ...overrides] = args;
    const inputs = [readFileSync(file, "utf8"), overrides.join("\n"), title, idPrefix].map(write);
    const length = engine.engine_run_page(...inputs.flat());
    for (const [pointer] of inputs) engine.engine_free(pointer);
    process.stdout.write(output(length));
    break;
  }
  case "scenario": {
    const [file, format, ...overrides] = args;
    const [script, scriptLength] = write(readFileSync(file, "utf8"));
    const [pairs, pairsLength] = write(overrides.join("\n"));
    const length = engine.engine_run_scenario(script, scriptLength, pairs, pairsLength, Number(format));
    engine.engine_free(script);
    engine.engine_free(pairs);
    if (length < 0) {
      console.error(output(length));
      process.exit(2);
    }
    process.stdout.write(output(length));
    break;
  }
  case "memory": {
    const [rounds, runs] = args.map(Number);
    for (let i = 0; i < runs; i++) {
      if (engine.engine_run_mixed(rounds, 0) < 0) throw new Error("the workload failed");
      console.log(engine.memory.buffer.byteLength);
    }
    break;
  }
  default:
    console.error(`unknown command ${command}`);
    process.exit(2);
}
