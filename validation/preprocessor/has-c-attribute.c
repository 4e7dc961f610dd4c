#ifdef __has_c_attribute
__has_c_attribute(nodiscard)
#endif
/*
 * check-name: __has_c_attribute answers 0: no C23 attributes yet
 * check-command: sparse -E $file
 *
 * check-output-start

0
 * check-output-end
 */
