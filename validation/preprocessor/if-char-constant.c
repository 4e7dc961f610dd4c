#if 'a' == 97 && '\n' == 10 && '\0' == 0
yes
#endif
/*
 * check-name: character constants in #if
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 */
