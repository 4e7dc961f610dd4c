struct st { int a[4]; };
struct ss { struct st stacks[4]; };
struct ss gs;
int garr[8];

unsigned long member_array(void)
{
	unsigned long r;

	asm ("add %1, %0" : "=r" (r) : "0" (gs.stacks));
	return r;
}

void array(void)
{
	asm volatile ("" : : "r" (garr));
}

void function(void)
{
	asm volatile ("" : : "r" (array));
}

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: an array or a function as an asm input is its address
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
member_array:
.L0:
	<entry-point>
	asm         "add %1, %0"
		out: "=r" (%r3)
		in: "0" (gs)
	ret.64      %r3


array:
.L2:
	<entry-point>
	asm         ""
		in: "r" (garr)
	ret


function:
.L4:
	<entry-point>
	asm         ""
		in: "r" (array)
	ret


g:
.L6:
	<entry-point>
	select.32   %r11 <- %arg1, %arg2, %arg3
	ret.32      %r11


 * check-output-end
 */
