int x = 1;
static long y = 2;
static int f(void) { return y; }
int g(void) { return x + f(); }

/*
 * check-name: -include: its symbols and the file's share one scope
 * check-description: the file's x is the header's (declared there, not
 *	warned); the header's own symbols are checked first, under the
 *	command line's note; the file's static y is another symbol than the
 *	header's (no type conflict)
 * check-command: sparse -include scope/include/preamble-symbols.h $file
 *
 * check-error-start
command-line: note: in included file (through builtin):
scope/include/preamble-symbols.h:1:5: warning: symbol 'x' was not declared. Should it be static?
scope/include/preamble-symbols.h:4:5: warning: symbol 'q' was not declared. Should it be static?
scope/include-option-file-scope.c:4:5: warning: symbol 'g' was not declared. Should it be static?
 * check-error-end
 */
