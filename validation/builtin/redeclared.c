int __builtin_strlen;
/*
 * check-name: a built-in redeclared with another type
 * check-known-to-fail
 *
 * check-error-start
builtin/redeclared.c:1:5: error: symbol '__builtin_strlen' redeclared with different type (different base types):
builtin/redeclared.c:1:5:    int [addressable] [toplevel] __builtin_strlen
builtin/redeclared.c: note: in included file:
builtin:0:0: note: previously declared as:
builtin:0:0:    unsigned long [toplevel] [unsigned] __builtin_strlen( ... )
 * check-error-end
 */
