/*
 * check-name: test-dissect --help prints its usage on stdout and exits 0
 * check-command: test-dissect --help
 *
 * check-output-start
usage: test-dissect [sparse options] FILE...
Prints each definition and each use of a symbol or member, with how
it is used, as the dissect API reports them (upstream's format).
 * check-output-end
 */
