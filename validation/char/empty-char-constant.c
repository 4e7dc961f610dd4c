static int a = '';
/*
 * check-name: an empty character constant is an error
 *
 * check-error-start
char/empty-char-constant.c:1:16: error: empty character constant
 * check-error-end
 */
