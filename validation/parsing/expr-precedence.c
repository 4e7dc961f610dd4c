int a, b, c, d;
int x = a + b * c - d;
int y = a << b + c < d == a & b ^ c | d && a || b;
int z = a - b - c - d;
/*
 * check-name: binary operators group by precedence, left to right
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
.align 4
int [addressable] [toplevel] c
.align 4
int [addressable] [toplevel] d
.align 4
int [addressable] [toplevel] x
 = 
	((a + (b * c)) - d)
.align 4
int [addressable] [toplevel] y
 = 
	((((((((a << (b + c)) < d) == a) & b) ^ c) | d) && a) || b)
.align 4
int [addressable] [toplevel] z
 = 
	(((a - b) - c) - d)
 * check-output-end
 */
