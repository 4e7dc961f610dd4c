int f(const char *, ...) __attribute__((format(printf, 1, 2), nonnull(1), warn_unused_result));
static void g(void) __attribute__((noinline, cold, section(".text.unlikely")));
int v __attribute__((weak, visibility("hidden"), used));
/*
 * check-name: attributes of GCC that mean nothing to a checker
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
void static [toplevel] g( ... )
.align 4
int [addressable] [toplevel] v
 * check-output-end
 * check-error-start
parsing/attr-gcc-names.c:3:5: warning: symbol 'v' was not declared. Should it be static?
 * check-error-end
 */
