/*
 * check-name: test-show-type --help prints its usage on stdout and exits 0
 * check-command: test-show-type --help
 *
 * check-output-start
usage: test-show-type [sparse options] FILE...
Prints each top-level symbol's type as show_typename() spells it,
as upstream's test-show-type does.
 * check-output-end
 */
