extern int f1(const char *) __attribute__((__access__(read_only, 1)));
extern void f2(void) __attribute__((copy(f1), retain, symver("f2@V1")));
extern void f3(int) __attribute__((fd_arg(1), zero_call_used_regs("all")));
extern void f4(const char *) __attribute__((null_terminated_string_arg(1)));
extern void f5(void) __attribute__((no_stack_protector, unavailable));
struct s { int n; int a[] __attribute__((counted_by(n))); };
int f6(int x)
{
	switch (x) {
	case 1:
		x++;
		__attribute__((fallthrough));
	case 2:
		return x;
	}
	return 0;
}
extern void f7(void) __attribute__((cold, noinline, format_arg(1), nonnull));
/*
 * check-name: -Wunknown-attribute: GCC attributes newer than sparse's list are unknown to it
 * check-command: sparse -Wunknown-attribute $file
 *
 * check-error-start
wflags/unknown-attribute-newer-gcc.c:1:44: warning: unknown attribute '__access__'
wflags/unknown-attribute-newer-gcc.c:2:37: warning: unknown attribute 'copy'
wflags/unknown-attribute-newer-gcc.c:2:47: warning: unknown attribute 'retain'
wflags/unknown-attribute-newer-gcc.c:2:55: warning: unknown attribute 'symver'
wflags/unknown-attribute-newer-gcc.c:3:36: warning: unknown attribute 'fd_arg'
wflags/unknown-attribute-newer-gcc.c:3:47: warning: unknown attribute 'zero_call_used_regs'
wflags/unknown-attribute-newer-gcc.c:4:45: warning: unknown attribute 'null_terminated_string_arg'
wflags/unknown-attribute-newer-gcc.c:5:37: warning: unknown attribute 'no_stack_protector'
wflags/unknown-attribute-newer-gcc.c:5:57: warning: unknown attribute 'unavailable'
wflags/unknown-attribute-newer-gcc.c:6:42: warning: unknown attribute 'counted_by'
wflags/unknown-attribute-newer-gcc.c:12:32: warning: unknown attribute 'fallthrough'
wflags/unknown-attribute-newer-gcc.c:7:5: warning: symbol 'f6' was not declared. Should it be static?
 * check-error-end
 */
