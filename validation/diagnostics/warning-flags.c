/*
 * check-name: every warning of the sources has its entry in diagnostic-flags.def
 * check-description: scripts/check-warning-flags names each format
 *   literal of warning(), warn() or lex_diag() without one, and each entry
 *   no call uses
 * check-command: ../scripts/check-warning-flags
 */
