static char x[2][3] = { "ab", "de", "fg" };
/*
 * check-name: a string past an array of strings' end is excessive
 * check-command: sparse $file
 *
 * check-error-start
eval/init/string-excess.c:1:37: warning: excessive elements in array initializer
 * check-error-end
 */
