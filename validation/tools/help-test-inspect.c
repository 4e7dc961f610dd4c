/*
 * check-name: test-inspect --help prints its usage on stdout and exits 0
 * check-command: test-inspect --help
 *
 * check-output-start
usage: test-inspect [--dump] [sparse options] FILE...
Browses what each file declares, as a tree (on a terminal):
  j/k move, Enter fold, h/l out/in, / search, n next, a all symbols,
  g/G first/last, q quit.
  --dump   print the tree as text (also when not on a terminal)
 * check-output-end
 */
