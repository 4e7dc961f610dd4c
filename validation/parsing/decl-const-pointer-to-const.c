const char *const msg = "hello";
/*
 * check-name: a const pointer to const
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
char const *const [addressable] [toplevel] msg
 = 
	"hello"
 * check-output-end
 */
