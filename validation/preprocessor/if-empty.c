#if
a
#else
b
#endif
/*
 * check-name: an empty #if is false
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 */
