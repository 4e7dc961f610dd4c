_Static_assert(0, "\x4" "F");
/*
 * check-name: adjacent literals are decoded before they are joined
 *
 * check-error-start
char/string-decoded-before-concatenation.c:1:16: error: static assertion failed: "\4F"
 * check-error-end
 */
