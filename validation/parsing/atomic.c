_Atomic int a;
_Atomic(long) b;
_Atomic(int *) c;
/*
 * check-name: _Atomic as qualifier and as specifier
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [atomic] [toplevel] a
long [addressable] [atomic] [toplevel] b
int *[addressable] [atomic] [toplevel] c
 * check-output-end
 */
