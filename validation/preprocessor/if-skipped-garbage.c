#if 0
#foo bar
#if garbage (
#endif
#define
#endif
ok
/*
 * check-name: unknown directives and bad lines in skipped groups are ignored
 * check-command: sparse -E $file
 *
 * check-output-start

ok
 * check-output-end
 */
