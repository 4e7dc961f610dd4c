_Atomic int a;
_Atomic(long) b;
_Atomic(int *) c;
/*
 * check-name: _Atomic as qualifier and as specifier
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [atomic] [toplevel] a
.align 8
long [addressable] [atomic] [toplevel] b
.align 8
int *[addressable] [atomic] [toplevel] c
 * check-output-end
 */
