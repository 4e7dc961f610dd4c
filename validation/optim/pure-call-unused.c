int pure_fn(int) __attribute__((pure));
int const_fn(int) __attribute__((const));
void pure_void_fn(int) __attribute__((pure));
int plain_fn(int);
typedef int pure_type(int) __attribute__((pure));

void pure(int x) { pure_fn(x); }
void constant(int x) { const_fn(x); }
void pure_void(int x) { pure_void_fn(x); }
int pure_assigned(int x) { int y = pure_fn(x); return 1; }
void plain(int x) { plain_fn(x); }
void pointer(pure_type *p, int x) { p(x); }
int pure_used_twice(int x) { return pure_fn(x) + pure_fn(x); }
/*
 * check-name: optim: a call of a pure or const function whose value is unused goes
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
pure:
.L0:
	<entry-point>
	ret


constant:
.L2:
	<entry-point>
	ret


pure_void:
.L4:
	<entry-point>
	ret


pure_assigned:
.L6:
	<entry-point>
	ret.32      $1


plain:
.L8:
	<entry-point>
	call.32     %r10 <- plain_fn, %arg1
	ret


pointer:
.L10:
	<entry-point>
	call.32     %r13 <- %arg1, %arg2
	ret


pure_used_twice:
.L12:
	<entry-point>
	call.32     %r15 <- pure_fn, %arg1
	call.32     %r17 <- pure_fn, %arg1
	add.32      %r18 <- %r15, %r17
	ret.32      %r18


 * check-output-end
 */
