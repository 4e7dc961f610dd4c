#define M 1
M
/*
 * check-name: each file is preprocessed on its own
 * check-command: sparse $file -E $file
 *
 * check-output-start

1
1
 * check-output-end
 */
