/*
 * check-name: graph --help prints its usage on stdout and exits 0
 * check-command: graph --help
 *
 * check-output-start
usage: graph [-fcontext] [--function=NAME]... [sparse options] FILE...
Prints the basic blocks of each function as a graphviz digraph:
  graph f.c | dot -Tpng -o f.png
  --function=NAME   only that function (the option repeats)
  -fcontext         run the lock context check, show its counts
Other options are sparse's (-D, -I, -include, -Wcontext-lock, ...).
 * check-output-end
 */
