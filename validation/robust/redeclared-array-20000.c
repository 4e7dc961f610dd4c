// An array of unknown size declared 20,000 times, then with another
// type: each declaration was compared with every earlier one, as arrays
// were never of the same type as the last (a 2 KB fuzz input expanding
// to such declarations took 15 s in the fuzz build; Debian's sparse
// takes 8 s here).  Within 100 MB.
/*
 * check-name: 20,000 identical redeclarations of an array: linear
 * check-command: ../scripts/check-bounded 100000 redeclared-array 20000 ../sparse -fmax-errors=2
 *
 * check-error-start
redeclared-array.c:1:6: warning: symbol 's' was not declared. Should it be static?
redeclared-array.c:20001:5: error: symbol 's' redeclared with different type (different type sizes):
redeclared-array.c:20001:5:    int [addressable] [toplevel] s[2]
redeclared-array.c:20000:6: note: previously declared as:
redeclared-array.c:20000:6:    char [addressable] [toplevel] s[0]
 * check-error-end
 */
