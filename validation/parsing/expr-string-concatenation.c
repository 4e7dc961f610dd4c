char *s = "abc" "def" "";
char *w = L"wide";
/*
 * check-name: adjacent string literals are one
 * check-command: test-parsing $file
 *
 * check-output-start
char *[addressable] [toplevel] s
 = 
	"abcdef"
char *[addressable] [toplevel] w
 = 
	L"wide"
 * check-output-end
 */
