__has_builtin(__builtin_expect) __has_builtin(__builtin_nope)
/*
 * check-name: __has_builtin answers as sparse knows
 * check-command: sparse -E $file
 *
 * check-output-start

1 0
 * check-output-end
 */
