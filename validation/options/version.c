/*
 * check-name: --version prints the version and exits
 * check-command: sparse --version $file
 * check-exit-value: 0
 *
 * check-output-start
0.6.4
 * check-output-end
 */
