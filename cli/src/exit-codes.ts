/** The CLI's exit codes besides 0 (success), 1 (an error) and 64 (a usage error). */

/** `selftest`: a check failed that the registry does not explain. */
export const EXIT_CHECK_FAILED = 2;
/**
 * Some samples never ran. `evaluate`: `infra_error` or `unavailable`; the scores leave them out, so
 * they cover less than was asked (summary.json `complete: false`; exit 0 means `complete: true`), and
 * the same command again retries them (once the server answers, the toolchain is installed, ...).
 * `selftest`: `infra_error` only (it reports the languages it cannot run as skipped).
 */
export const EXIT_INCOMPLETE = 3;
/** No sample ran at all (no sandbox, no toolchain, no server): there is no score, only "not run". */
export const EXIT_NOTHING_RAN = 4;
