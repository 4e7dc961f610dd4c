__has_feature(c_atomic) __has_extension(c_atomic)
/*
 * check-name: __has_feature and __has_extension answer 0
 * check-command: sparse -E $file
 *
 * check-output-start

0 0
 * check-output-end
 */
