static int arr[4] = { [1] = 1, [1] = 2 };
/*
 * check-name: an array element initialized twice
 * check-command: sparse $file
 *
 * check-error-start
eval/override-init-index.c:1:24: warning: Initializer entry defined twice
eval/override-init-index.c:1:33:   also defined here
 * check-error-end
 */
