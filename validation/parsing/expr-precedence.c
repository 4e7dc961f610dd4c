int a, b, c, d;
int x = a + b * c - d;
int y = a << b + c < d == a & b ^ c | d && a || b;
int z = a - b - c - d;
/*
 * check-name: binary operators group by precedence, left to right
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] a
int [addressable] [toplevel] b
int [addressable] [toplevel] c
int [addressable] [toplevel] d
int [addressable] [toplevel] x
 = 
	((a + (b * c)) - d)
int [addressable] [toplevel] y
 = 
	((((((((a << (b + c)) < d) == a) & b) ^ c) | d) && a) || b)
int [addressable] [toplevel] z
 = 
	(((a - b) - c) - d)
 * check-output-end
 */
