/** A command-line mistake the operator fixes (bad argument, unknown store): printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** A well-formed command refused (the store exists, a weak password): printed as one line, exit code 2, nothing changed. */
export class CommandRefused extends Error {}
