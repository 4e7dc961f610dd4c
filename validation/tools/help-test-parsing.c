/*
 * check-name: test-parsing --help prints its usage on stdout and exits 0
 * check-command: test-parsing --help
 *
 * check-output-start
usage: test-parsing [--ast] [sparse options] FILE...
Prints each file's symbols as sparse's test-parsing does.
  --ast   the trees as parsed, before evaluation, as C
 * check-output-end
 */
