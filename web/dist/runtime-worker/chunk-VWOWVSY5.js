import {
  OutputCapture
} from "./chunk-DRTXTAW4.js";

// wasm-runtimes/javascript/format-value.ts
function inspect(value, depth = 0, seen = /* @__PURE__ */ new Set()) {
  switch (typeof value) {
    case "string":
      return depth === 0 ? value : `'${value.replace(/'/g, "\\'")}'`;
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "bigint":
      return `${value}n`;
    case "undefined":
      return "undefined";
    case "symbol":
      return value.toString();
    case "function":
      return value.name ? `[Function: ${value.name}]` : "[Function (anonymous)]";
    case "boolean":
      return String(value);
  }
  if (value === null) return "null";
  if (seen.has(value)) return "[Circular *1]";
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (depth > 2) return Array.isArray(value) ? "[Array]" : "[Object]";
  seen.add(value);
  try {
    const inner = (v) => inspect(v, depth + 1, seen);
    if (Array.isArray(value)) return list(value.map(inner), "[", "]");
    if (value instanceof Map) return `Map(${value.size}) ` + list([...value].map(([k, v]) => `${inner(k)} => ${inner(v)}`), "{", "}");
    if (value instanceof Set) return `Set(${value.size}) ` + list([...value].map(inner), "{", "}");
    if (value instanceof Date) return value.toISOString();
    if (value instanceof RegExp) return String(value);
    const entries = Object.entries(value).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${inner(v)}`);
    const ctor = value.constructor;
    const prefix = ctor && ctor !== Object && typeof ctor.name === "string" && ctor.name ? `${ctor.name} ` : "";
    return prefix + list(entries, "{", "}");
  } finally {
    seen.delete(value);
  }
}
function list(items, open, close) {
  if (items.length === 0) return `${open}${close}`;
  const oneLine = `${open} ${items.join(", ")} ${close}`;
  return oneLine.length <= 72 ? oneLine : `${open}
  ${items.join(",\n  ")}
${close}`;
}
function format(...args) {
  if (typeof args[0] !== "string") return args.map((a) => inspect(a)).join(" ");
  let rest = args.slice(1);
  const head = args[0].replace(/%[sdifjoOc%]/g, (spec) => {
    if (spec === "%%") return "%";
    if (rest.length === 0) return spec;
    const [v] = rest;
    rest = rest.slice(1);
    switch (spec) {
      case "%s":
        return typeof v === "string" ? v : inspect(v, 1);
      case "%d":
      case "%i": {
        const n = typeof v === "bigint" ? v : Number(v);
        return spec === "%i" && typeof n === "number" ? String(Math.trunc(n)) : String(n);
      }
      case "%f":
        return String(Number(v));
      case "%j":
        return JSON.stringify(v);
      case "%c":
        return "";
      default:
        return inspect(v, 1);
    }
  });
  return [head, ...rest.map((a) => inspect(a))].join(" ");
}

// wasm-runtimes/javascript/assert-module.ts
var AssertionError = class extends Error {
  constructor(message, actual, expected, operator) {
    super(message);
    this.actual = actual;
    this.expected = expected;
    this.operator = operator;
  }
  actual;
  expected;
  operator;
  name = "AssertionError";
  code = "ERR_ASSERTION";
};
function isDeepEqual(a, b, strict) {
  if (strict ? Object.is(a, b) : a == b || a !== a && b !== b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (strict && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Map && b instanceof Map) return a.size === b.size && [...a].every(([k, v]) => b.has(k) && isDeepEqual(v, b.get(k), strict));
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((v) => b.has(v));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && isDeepEqual(a[k], b[k], strict));
}
function check(ok2, message, fallback, actual, expected, operator) {
  if (ok2) return;
  if (message instanceof Error) throw message;
  throw new AssertionError(message === void 0 ? fallback() : String(message), actual, expected, operator);
}
var compare = (op, a, b) => `Expected values to be ${op}:

${inspect(a, 1)} !== ${inspect(b, 1)}
`;
function ok(value, message) {
  check(!!value, message, () => "The expression evaluated to a falsy value:\n\n  assert(" + inspect(value, 1) + ")\n", value, true, "==");
}
var assertModule = Object.assign(ok, {
  ok,
  AssertionError,
  equal: (a, b, m) => check(a == b || a !== a && b !== b, m, () => compare("loosely equal", a, b), a, b, "=="),
  notEqual: (a, b, m) => check(a != b, m, () => `${inspect(a, 1)} != ${inspect(b, 1)}`, a, b, "!="),
  strictEqual: (a, b, m) => check(Object.is(a, b), m, () => compare("strictly equal", a, b), a, b, "strictEqual"),
  notStrictEqual: (a, b, m) => check(!Object.is(a, b), m, () => `Expected "actual" to be strictly unequal to: ${inspect(b, 1)}`, a, b, "notStrictEqual"),
  deepEqual: (a, b, m) => check(isDeepEqual(a, b, false), m, () => compare("loosely deep-equal", a, b), a, b, "deepEqual"),
  deepStrictEqual: (a, b, m) => check(isDeepEqual(a, b, true), m, () => compare("strictly deep-equal", a, b), a, b, "deepStrictEqual"),
  notDeepStrictEqual: (a, b, m) => check(!isDeepEqual(a, b, true), m, () => 'Expected "actual" not to be strictly deep-equal to "expected"', a, b, "notDeepStrictEqual"),
  fail: (m) => check(false, m, () => "Failed"),
  throws(fn, _expected, m) {
    try {
      fn();
    } catch {
      return;
    }
    check(false, typeof _expected === "string" ? _expected : m, () => "Missing expected exception.");
  },
  doesNotThrow(fn) {
    fn();
  }
});

// wasm-runtimes/javascript/run-commonjs.ts
var NODE_BUILTINS = new Set(
  "assert async_hooks buffer child_process cluster console constants crypto dgram diagnostics_channel dns domain events fs http http2 https inspector module net os path perf_hooks process punycode querystring readline repl stream string_decoder sys timers tls trace_events tty url util v8 vm wasi worker_threads zlib test".split(" ")
);
var ExitSignal = class {
  constructor(code) {
    this.code = code;
  }
  code;
};
var NeedsNode = class {
  constructor(reason) {
    this.reason = reason;
  }
  reason;
};
var ProgramTimers = class {
  constructor(onError) {
    this.onError = onError;
  }
  onError;
  pending = /* @__PURE__ */ new Map();
  next = 1;
  failure;
  hasFailure = false;
  guard(fn, args) {
    try {
      fn(...args);
    } catch (e) {
      this.onError(e);
    }
  }
  setTimeout = (fn, ms = 0, ...args) => {
    const id = this.next++;
    this.pending.set(id, setTimeout(() => {
      this.pending.delete(id);
      this.guard(fn, args);
    }, ms));
    return id;
  };
  setInterval = (fn, ms = 0, ...args) => {
    const id = this.next++;
    this.pending.set(id, setInterval(() => this.guard(fn, args), Math.max(1, ms)));
    return id;
  };
  clear = (id) => {
    const t = this.pending.get(id);
    if (t !== void 0) {
      clearTimeout(t);
      clearInterval(t);
      this.pending.delete(id);
    }
  };
  get idle() {
    return this.pending.size === 0;
  }
  clearAll() {
    for (const id of [...this.pending.keys()]) this.clear(id);
  }
};
var tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function runCommonJs(code, filename, outputCap) {
  const out = new OutputCapture(outputCap);
  const print = (stream) => (...args) => out.write(stream, format(...args) + "\n");
  let exitCode = 0;
  let uncaught;
  let failed = false;
  const fail = (e) => {
    if (failed) return;
    failed = true;
    uncaught = e;
  };
  const timers = new ProgramTimers(fail);
  const counts = /* @__PURE__ */ new Map();
  const console = {
    log: print("stdout"),
    info: print("stdout"),
    debug: print("stdout"),
    dir: (v) => out.write("stdout", inspect(v, 1) + "\n"),
    table: print("stdout"),
    error: print("stderr"),
    warn: print("stderr"),
    trace: (...a) => out.write("stderr", "Trace: " + format(...a) + "\n"),
    assert: (ok2, ...a) => {
      if (!ok2) out.write("stderr", a.length ? `Assertion failed: ${format(...a)}
` : "Assertion failed\n");
    },
    count: (label = "default") => {
      counts.set(label, (counts.get(label) ?? 0) + 1);
      out.write("stdout", `${label}: ${counts.get(label)}
`);
    },
    time: () => {
    },
    timeEnd: () => {
    },
    group: print("stdout"),
    groupEnd: () => {
    }
  };
  const process = {
    argv: ["node", `/box/${filename}`],
    env: {},
    platform: "linux",
    exitCode: void 0,
    exit(code2) {
      throw new ExitSignal(code2 ?? process.exitCode ?? 0);
    },
    stdout: { write: (s) => (out.write("stdout", String(s)), true), isTTY: false },
    stderr: { write: (s) => (out.write("stderr", String(s)), true), isTTY: false },
    nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
    hrtime: Object.assign((prev) => {
      const ns = BigInt(Math.round(performance.now() * 1e6));
      const t = [Number(ns / 1000000000n), Number(ns % 1000000000n)];
      return prev ? [t[0] - prev[0], t[1] - prev[1]] : t;
    }, { bigint: () => BigInt(Math.round(performance.now() * 1e6)) }),
    memoryUsage: () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0 }),
    on: () => process
  };
  const require2 = (name) => {
    const bare = name.replace(/^node:/, "");
    if (bare === "assert" || bare === "assert/strict") return assertModule;
    if (bare === "util") return { format, inspect: (v) => inspect(v, 1), isDeepStrictEqual: void 0 };
    if (bare === "process") return process;
    if (bare === "console") return console;
    if (NODE_BUILTINS.has(bare.split("/")[0])) throw new NeedsNode(`the program requires Node's "${name}" module, which the browser JavaScript runtime does not have`);
    const e = new Error(`Cannot find module '${name}'`);
    e.code = "MODULE_NOT_FOUND";
    throw e;
  };
  const module = { exports: {}, id: ".", filename: `/box/${filename}`, loaded: false, children: [] };
  const onRejection = (event) => {
    const reason = event.reason ?? event;
    event.preventDefault?.();
    fail(reason);
  };
  const hostProcess = globalThis.process;
  const scope = globalThis;
  if (hostProcess?.on) hostProcess.on("unhandledRejection", onRejection);
  else scope.addEventListener?.("unhandledrejection", onRejection);
  try {
    const fn = new Function(
      "exports",
      "require",
      "module",
      "__filename",
      "__dirname",
      "console",
      "process",
      "setTimeout",
      "setInterval",
      "clearTimeout",
      "clearInterval",
      "setImmediate",
      "globalThis",
      "global",
      code + `
//# sourceURL=${filename}`
    );
    const sandboxGlobal = Object.create(globalThis, { console: { value: console }, process: { value: process } });
    fn.call(
      module.exports,
      module.exports,
      require2,
      module,
      `/box/${filename}`,
      "/box",
      console,
      process,
      timers.setTimeout,
      timers.setInterval,
      timers.clear,
      timers.clear,
      (f) => timers.setTimeout(f, 0),
      sandboxGlobal,
      sandboxGlobal
    );
    await tick();
    while (!failed && !timers.idle) await tick();
    await tick();
  } catch (e) {
    fail(e);
  } finally {
    timers.clearAll();
    if (hostProcess?.off) hostProcess.off("unhandledRejection", onRejection);
    else scope.removeEventListener?.("unhandledrejection", onRejection);
  }
  if (failed) {
    if (uncaught instanceof ExitSignal) exitCode = uncaught.code;
    else if (uncaught instanceof NeedsNode) return out.finish({ exitCode: null, unavailable: uncaught.reason });
    else {
      out.write("stderr", `${filename}
${uncaught instanceof Error ? uncaught.stack ?? `${uncaught.name}: ${uncaught.message}` : `Uncaught ${inspect(uncaught, 1)}`}

Node.js (mcjudge browser runtime)
`);
      exitCode = 1;
    }
  } else if (process.exitCode !== void 0) exitCode = process.exitCode;
  return out.finish({ exitCode });
}

export {
  runCommonJs
};
