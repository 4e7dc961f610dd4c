/*
 * check-name: test-lexing --help prints its usage on stdout and exits 0
 * check-command: test-lexing --help
 *
 * check-output-start
usage: test-lexing [-T | --tokens] [--roundtrip] [sparse options] FILE...
Prints the tokens of each file, not preprocessed, as sparse -E would.
  -T, --tokens   one token a line: LINE:COL TYPE SPELLING
  --roundtrip    print, tokenize again, compare: exit 1 on a difference
 * check-output-end
 */
