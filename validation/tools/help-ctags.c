/*
 * check-name: ctags --help prints its usage on stdout and exits 0
 * check-command: ctags --help
 *
 * check-output-start
usage: ctags [-e] [-f TAGFILE] [sparse options] FILE...
Writes ./tags (vi format, sorted) for the files as the checker parses
them: what a macro defines is found where the macro is invoked.
  -f TAGFILE   write TAGFILE instead (- for stdout)
  -e           write an Emacs TAGS file too
Other options are sparse's (-D, -I, -include, -std=, ...).
 * check-output-end
 */
