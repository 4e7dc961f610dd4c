struct s {
	int a;
	struct { int b; int c; };
	union { int d; float e; };
} v;
/*
 * check-name: anonymous struct and union members
 * check-command: test-parsing $file
 *
 * check-output-start
struct s [addressable] [toplevel] v {
    int a;
    struct <anonymous> {
        int b;
        int c;
    };
    union <anonymous> {
        int d;
        float e;
    };
}
 * check-output-end
 */
