/*
 * check-name: cgcc --help prints its usage on stdout and exits 0
 * check-command: cgcc --help
 *
 * check-output-start
usage: cgcc [-no-compile] [--dry-run] COMPILER-ARGS...
A C compiler that checks what it compiles: make CC=cgcc.  On each command
line that compiles C it runs the checker (CHECK, default the sparse next
to cgcc) with the target's options and the arguments, then the compiler
(REAL_CC, default cc) without sparse's options.
  -no-compile   check only
  --dry-run     print both command lines instead (or CGCC_DRY_RUN=1)
The compiler's own help: cc --help.
 * check-output-end
 */
