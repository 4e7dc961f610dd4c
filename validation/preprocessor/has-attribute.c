__has_attribute(packed) __has_attribute(__aligned__) __has_attribute(no_such)
/*
 * check-name: __has_attribute answers as sparse knows
 * check-command: sparse -E $file
 *
 * check-output-start

1 1 0
 * check-output-end
 */
