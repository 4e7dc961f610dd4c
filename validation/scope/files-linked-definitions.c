int f(void) { return 0; }

/*
 * check-name: several files on the command line link as one program
 * check-description: f is defined in two files (the later one's
 *	definition warned, the earlier one's shown under a note), x is
 *	declared with two types; each symbol is warned not declared once,
 *	in the file that declares it first
 * check-command: sparse $file scope/files/second.h scope/files/third.h
 *
 * check-error-start
scope/files-linked-definitions.c:1:5: warning: symbol 'f' was not declared. Should it be static?
scope/files/second.h:1:5: warning: multiple definitions for function 'f'
scope/files/second.h: note: in included file:
scope/files-linked-definitions.c:1:5:  the previous one is here
scope/files/second.h:2:5: warning: symbol 'x' was not declared. Should it be static?
scope/files/third.h:2:5: warning: multiple definitions for function 'f'
scope/files/third.h: note: in included file:
scope/files/second.h:1:5:  the previous one is here
scope/files/third.h:1:6: error: symbol 'x' redeclared with different type (different type sizes):
scope/files/third.h:1:6:    long [addressable] [toplevel] x
scope/files/second.h:2:5: note: previously declared as:
scope/files/second.h:2:5:    int [addressable] [toplevel] x
scope/files/third.h:3:5: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
