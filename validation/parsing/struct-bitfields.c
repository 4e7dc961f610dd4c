struct flags {
	unsigned int a:1;
	unsigned int b:3;
	int :0;
	signed int c:4;
} f;
/*
 * check-name: bit-fields, named and unnamed
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct flags [addressable] [toplevel] f {
    unsigned int a:1;
    unsigned int b:3;
    int :0;
    signed int c:4;
}
 * check-output-end
 * check-error-start
parsing/struct-bitfields.c:6:3: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
