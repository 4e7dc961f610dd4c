int x;
/*
 * check-name: sparse --version prints the version only and exits 0, the files unchecked
 * check-command: sparse -Wsparse-error --version $file
 *
 * check-output-start
0.6.4
 * check-output-end
 */
