/*
 * check-name: test-linearize --help prints its usage on stdout and exits 0
 * check-command: test-linearize --help
 *
 * check-output-start
usage: test-linearize [-fdump-ir[=PASS,...]] [sparse options] FILE...
Prints the IR of each function, after simplification.
  -fdump-ir=linearize,mem2reg,final   the IR after those passes
  -fverify-ir                          check the IR after each pass
 * check-output-end
 */
