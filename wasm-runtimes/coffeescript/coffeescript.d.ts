declare module 'coffeescript/lib/coffeescript-browser-compiler-modern/coffeescript.js' {
  const CoffeeScript: {
    VERSION: string;
    compile(code: string, options?: { filename?: string; bare?: boolean }): string;
  };
  export default CoffeeScript;
}
