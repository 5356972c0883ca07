/**
 * Python's `json.load(a) == json.load(b)`: object key order is ignored, list order matters, and
 * numbers and booleans compare by value (True == 1 == 1.0), as Python's == does.
 */
export function pythonJsonEqual(a: unknown, b: unknown): boolean {
  const num = (x: unknown) => (typeof x === 'boolean' ? Number(x) : x);
  const x = num(a);
  const y = num(b);
  if (typeof x === 'number' || typeof y === 'number') return x === y;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return x === y;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => pythonJsonEqual(v, y[i]));
  const ka = Object.keys(x as object);
  const kb = Object.keys(y as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(y as object, k) && pythonJsonEqual((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]));
}

/** Python's json accepts NaN, Infinity and -Infinity; JSON.parse does not. */
export function parsePythonJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    if (!/NaN|Infinity/.test(text)) throw e;
    return JSON.parse(text.replace(/-?Infinity|NaN/g, (m) => `"__py_${m}__"`));
  }
}

/** The text parses as JSON. */
export function isJson(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}
