char *s = "abc" "def" "";
char *w = L"wide";
/*
 * check-name: adjacent string literals are one
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
char *[addressable] [toplevel] s
 = 
	"abcdef"
.align 8
char *[addressable] [toplevel] w
 = 
	L"wide"
 * check-output-end
 */
