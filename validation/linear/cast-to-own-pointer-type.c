struct s { struct s *next; };
typedef struct s *ptr_t;

ptr_t own_typedef(ptr_t p) { return (ptr_t)p; }
struct s *own_typeof(struct s *p) { return (typeof(p))p->next; }
struct s *implied(struct s *p) { struct s *q = p; return q; }
void *to_void(void *p) { return (void *)p; }

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: a cast written to its own pointer type is a ptrcast, a conversion to it none
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
own_typedef:
.L0:
	<entry-point>
	ptrcast.64  %r2 <- (64) %arg1
	ret.64      %r2


own_typeof:
.L2:
	<entry-point>
	load.64     %r5 <- 0[%arg1]
	ptrcast.64  %r6 <- (64) %r5
	ret.64      %r6


implied:
.L4:
	<entry-point>
	ret.64      %arg1


to_void:
.L6:
	<entry-point>
	ret.64      %arg1


g:
.L8:
	<entry-point>
	select.32   %r16 <- %arg1, %arg2, %arg3
	ret.32      %r16


 * check-output-end
 */
