#if 'ab'
yes
#endif
/*
 * check-name: a multi-character constant in #if is warned about
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 *
 * check-error-start
preprocessor/if-multi-char.c:1:5: warning: multi-character character constant
 * check-error-end
 */
