__attribute__((unused)) static int a;
static int __attribute__((unused)) b;
static int c __attribute__((unused));
int *__attribute__((noderef)) d;
int f(int x __attribute__((unused)));
struct __attribute__((packed)) s { char c; int i; } __attribute__((aligned(8)));
/*
 * check-name: __attribute__ before, inside and after a declaration
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int static [toplevel] [unused] a
.align 4
int static [toplevel] [unused] b
.align 4
int static [toplevel] [unused] c
.align 8
int *[addressable] [noderef] [toplevel] d
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
 * check-output-end
 * check-error-start
parsing/attr-gnu-positions.c:4:5: warning: symbol 'd' was not declared. Should it be static?
 * check-error-end
 */
