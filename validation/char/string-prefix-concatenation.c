static const int *a = L"a" "b";
static const char *b = "a" u8"b";
static const void *c = "a" u"b";
static const void *d = U"a" "b\x41";
/*
 * check-name: a prefixed literal gives its prefix to the plain ones next to it
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int const *static [toplevel] a
 = 
	L"ab"
.align 8
char const *static [toplevel] b
 = 
	u8"ab"
.align 8
void const *static [toplevel] c
 = 
	u"ab"
.align 8
void const *static [toplevel] d
 = 
	U"abA"
 * check-output-end
 */
