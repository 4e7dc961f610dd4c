#if (1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3
yes
#endif
/*
 * check-name: ?: in #if
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 */
