unsigned long addr(int *p) { return (unsigned long)p; }
int *ptr(unsigned long v) { return (int *)v; }
char *other(int *p) { return (char *)p; }
void *tovoid(int *p) { return p; }
int *fromvoid(void *p) { return p; }
unsigned long vaddr(void *p) { return (unsigned long)p; }

/*
 * check-name: pointer and integer conversions
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
addr:
.L0:
	<entry-point>
	ptrtu.64    %r2 <- (64) %arg1
	ret.64      %r2


ptr:
.L2:
	<entry-point>
	utptr.64    %r5 <- (64) %arg1
	ret.64      %r5


other:
.L4:
	<entry-point>
	ptrcast.64  %r8 <- (64) %arg1
	ret.64      %r8


tovoid:
.L6:
	<entry-point>
	ret.64      %arg1


fromvoid:
.L8:
	<entry-point>
	ptrcast.64  %r13 <- (64) %arg1
	ret.64      %r13


vaddr:
.L10:
	<entry-point>
	ret.64      %arg1


 * check-output-end
 */
