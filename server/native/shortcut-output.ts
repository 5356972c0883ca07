/**
 * Whether a shortcut printed on stdout only what its recipe allows: `allowed` (Step.shortcutStdout, a
 * regex source matched against the whole output), or nothing at all when the recipe allows nothing.
 */
export function shortcutPrintedAllowed(stdout: string, allowed: string | undefined): boolean {
  return allowed === undefined ? stdout === '' : new RegExp(`^(?:${allowed})$`).test(stdout);
}
