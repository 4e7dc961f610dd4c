struct s {
	int a;
	struct { int b; int c; };
	union { int d; float e; };
} v;
/*
 * check-name: anonymous struct and union members
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
struct s [addressable] [toplevel] v {
    int a;
    struct <noident> {
        int b;
        int c;
    };
    union <noident> {
        int d;
        float e;
    };
}
 * check-output-end
 * check-error-start
parsing/struct-anonymous-member.c:5:3: warning: symbol 'v' was not declared. Should it be static?
 * check-error-end
 */
