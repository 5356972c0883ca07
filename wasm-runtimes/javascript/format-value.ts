/**
 * A small `util.format`/`util.inspect` for console output: strings as they are, other values in Node's
 * notation for the common cases. It only shapes printed text; verdicts never depend on its details
 * beyond the words a program prints itself.
 */
export function inspect(value: unknown, depth = 0, seen = new Set<unknown>()): string {
  switch (typeof value) {
    case 'string':
      return depth === 0 ? value : `'${value.replace(/'/g, "\\'")}'`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return value.toString();
    case 'function':
      return value.name ? `[Function: ${value.name}]` : '[Function (anonymous)]';
    case 'boolean':
      return String(value);
  }
  if (value === null) return 'null';
  if (seen.has(value)) return '[Circular *1]';
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  try {
    const inner = (v: unknown) => inspect(v, depth + 1, seen);
    if (Array.isArray(value)) return list(value.map(inner), '[', ']');
    if (value instanceof Map) return `Map(${value.size}) ` + list([...value].map(([k, v]) => `${inner(k)} => ${inner(v)}`), '{', '}');
    if (value instanceof Set) return `Set(${value.size}) ` + list([...value].map(inner), '{', '}');
    if (value instanceof Date) return value.toISOString();
    if (value instanceof RegExp) return String(value);
    const entries = Object.entries(value as object).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${inner(v)}`);
    const ctor = (value as object).constructor;
    const prefix = ctor && ctor !== Object && typeof ctor.name === 'string' && ctor.name ? `${ctor.name} ` : '';
    return prefix + list(entries, '{', '}');
  } finally {
    seen.delete(value);
  }
}

function list(items: string[], open: string, close: string): string {
  if (items.length === 0) return `${open}${close}`;
  const oneLine = `${open} ${items.join(', ')} ${close}`;
  return oneLine.length <= 72 ? oneLine : `${open}\n  ${items.join(',\n  ')}\n${close}`;
}

/** `util.format`: printf-style %s %d %i %f %j %o %O %c %% in a first string argument, the rest joined by spaces. */
export function format(...args: unknown[]): string {
  if (typeof args[0] !== 'string') return args.map((a) => inspect(a)).join(' ');
  let rest = args.slice(1);
  const head = args[0].replace(/%[sdifjoOc%]/g, (spec) => {
    if (spec === '%%') return '%';
    if (rest.length === 0) return spec;
    const [v] = rest;
    rest = rest.slice(1);
    switch (spec) {
      case '%s':
        return typeof v === 'string' ? v : inspect(v, 1);
      case '%d':
      case '%i': {
        const n = typeof v === 'bigint' ? v : Number(v);
        return spec === '%i' && typeof n === 'number' ? String(Math.trunc(n)) : String(n);
      }
      case '%f':
        return String(Number(v));
      case '%j':
        return JSON.stringify(v);
      case '%c':
        return '';
      default:
        return inspect(v, 1);
    }
  });
  return [head, ...rest.map((a) => inspect(a))].join(' ');
}
