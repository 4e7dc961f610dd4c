#if defined(__LINE__) && defined(__FILE__) && defined(__COUNTER__)
yes
#endif
/*
 * check-name: the built-ins are defined
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 */
