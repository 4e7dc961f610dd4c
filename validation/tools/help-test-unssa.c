/*
 * check-name: test-unssa --help prints its usage on stdout and exits 0
 * check-command: test-unssa --help
 *
 * check-output-start
usage: test-unssa [sparse options] FILE...
Prints the IR of each function out of SSA: phi-nodes become copies.
 * check-output-end
 */
