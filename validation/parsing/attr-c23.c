[[nodiscard]] int f(void);
[[gnu::unused]] static int a;
int b [[maybe_unused]];
[[deprecated("old")]] void g(void);
/*
 * check-name: C23 attributes in double brackets
 * check-command: test-parsing --ast -std=gnu23 $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
.align 4
int static [toplevel] [unused] a
.align 4
int [addressable] [toplevel] b
void extern [addressable] [toplevel] g( ... )
 * check-output-end
 * check-error-start
parsing/attr-c23.c:3:5: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
