void x;
const void y;
extern void z;
/*
 * check-name: objects of type void
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void [addressable] [toplevel] x
void const [addressable] [toplevel] y
void extern [addressable] [toplevel] z
 * check-output-end
 *
 * check-error-start
parsing/err-void-declaration.c:1:7: error: void declaration
parsing/err-void-declaration.c:2:13: error: void declaration
 * check-error-end
 */
