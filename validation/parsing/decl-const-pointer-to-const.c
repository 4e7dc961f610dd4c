const char *const msg = "hello";
/*
 * check-name: a const pointer to const
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
char const *const [addressable] [toplevel] msg
 = 
	"hello"
 * check-output-end
 * check-error-start
parsing/decl-const-pointer-to-const.c:1:12: warning: symbol 'msg' was not declared. Should it be static?
 * check-error-end
 */
