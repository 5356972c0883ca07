/** The CLI's exit codes besides 0 (success), 1 (an error) and 64 (a usage error). */

/** `selftest`: a check failed that the registry does not explain. */
export const EXIT_CHECK_FAILED = 2;
/** Some samples never ran (infra_error): the results are incomplete; the same command again retries them. */
export const EXIT_INCOMPLETE = 3;
