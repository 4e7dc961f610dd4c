static int r[8] = { [0 ... 3] = 1, [2] = 5 };
/*
 * check-name: an element of a range initialized again
 * check-command: sparse $file
 *
 * check-error-start
eval/override-init-range.c:1:22: warning: Initializer entry defined twice
eval/override-init-range.c:1:37:   also defined here
 * check-error-end
 */
