import { LuaFactory } from 'wasmoon';
import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';

/**
 * Runs a file as `lua file.lua` does (Lua 5.4 with the 5.3 math compatibility functions, as Debian builds
 * it), in a fresh Lua state per program: print and io.write go to the
 * captured streams, os.exit ends the program with its code, an uncaught error prints `lua: <message>`
 * with a traceback to stderr and exits 1.
 */
const DRIVER = `
local write = __mcjudge_write
-- LUA_COMPAT_MATHLIB, as Debian's lua5.4 (and the official harness's Lua) is built with it.
math.pow = math.pow or function(x, y) return x ^ y end
math.log10 = math.log10 or function(x) return math.log(x, 10) end
math.ldexp = math.ldexp or function(m, e) return m * 2.0 ^ e end
math.cosh = math.cosh or function(x) return (math.exp(x) + math.exp(-x)) / 2 end
math.sinh = math.sinh or function(x) return (math.exp(x) - math.exp(-x)) / 2 end
math.tanh = math.tanh or function(x) local a, b = math.exp(x), math.exp(-x) return (a - b) / (a + b) end
math.frexp = math.frexp or function(x)
  if x == 0 or x ~= x or x == math.huge or x == -math.huge then return x, 0 end
  local e = math.floor(math.log(math.abs(x), 2)) + 1
  local m = x / 2.0 ^ e
  if math.abs(m) >= 1 then m, e = m / 2, e + 1 elseif math.abs(m) < 0.5 then m, e = m * 2, e - 1 end
  return m, e
end
local function tostr(v)
  if math.type(v) == 'float' or math.type(v) == 'integer' then return string.format(math.type(v) == 'integer' and '%d' or '%.14g', v) end
  return tostring(v)
end
print = function(...)
  local n, parts = select('#', ...), {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  write('stdout', table.concat(parts, '\\t') .. '\\n')
end
local handle = getmetatable(io.stdout).__index
local fileWrite = handle.write
handle.write = function(f, ...)
  if f ~= io.stdout and f ~= io.stderr then return fileWrite(f, ...) end
  local stream = f == io.stdout and 'stdout' or 'stderr'
  for i = 1, select('#', ...) do write(stream, tostr((select(i, ...)))) end
  return f
end
io.write = function(...) return io.stdout:write(...) end
io.read = function() return nil end
local EXIT = {}
os.exit = function(code)
  if code == nil or code == true then code = 0 elseif code == false then code = 1 end
  __mcjudge_exit = code
  error(EXIT, 0)
end
local chunk, err = load(__mcjudge_src, '@' .. __mcjudge_file)
__mcjudge_src = nil
if not chunk then write('stderr', 'lua: ' .. err .. '\\n'); return 1 end
local ok, e = xpcall(chunk, function(e) if e == EXIT then return e end return debug.traceback(tostring(e), 2) end)
if ok then return 0 end
if e == EXIT then return __mcjudge_exit end
write('stderr', 'lua: ' .. e .. '\\n')
return 1
`;

let factory: LuaFactory;
let version = '';

export const runtime: WasmRuntime = {
  async load(assets) {
    factory = new LuaFactory(assets.locate('wasmoon', 'dist/glue.wasm'));
    const lua = await factory.createEngine();
    try {
      version = String(await lua.doString('return _VERSION'));
    } finally {
      lua.global.close();
    }
    return version;
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main)!;
    const out = new OutputCapture(job.outputCap);
    const lua = await factory.createEngine({ injectObjects: false, enableProxy: false });
    try {
      lua.global.set('__mcjudge_write', (stream: 'stdout' | 'stderr', text: string) => out.write(stream, text));
      lua.global.set('__mcjudge_src', main.text);
      lua.global.set('__mcjudge_file', main.path);
      const code = Number(await lua.doString(DRIVER));
      return out.finish({ exitCode: Number.isInteger(code) ? code & 0xff : 1 });
    } finally {
      lua.global.close();
    }
  },
};
