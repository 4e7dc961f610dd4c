long x;
int f(void) { return 0; }

/*
 * check-name: several files: a header of an earlier file named through it
 * check-description: x and f were declared in a header the first file
 *	included: the note before their earlier declaration names that
 *	file in its chain (-Wno-decl: no earlier message in that header)
 * check-command: sparse -Wno-decl scope/files/includes.h $file
 *
 * check-error-start
scope/files-linked-include-chain.c:1:6: error: symbol 'x' redeclared with different type (different type sizes):
scope/files-linked-include-chain.c:1:6:    long [addressable] [toplevel] x
scope/files-linked-include-chain.c: note: in included file (through scope/files/includes.h):
scope/files/declares.h:1:5: note: previously declared as:
scope/files/declares.h:1:5:    int [addressable] [toplevel] x
 * check-error-end
 */
