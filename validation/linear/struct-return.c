struct s { int a; char b; short c; };
void put(struct s);

struct s get(struct s *p)
{
	return *p;
}

void pass(struct s *p)
{
	put(*p);
}

/*
 * check-name: a struct returned and passed by value
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
get:
.L0:
	<entry-point>
	load.64     %r2 <- 0[%arg1]
	ret.64      %r2


pass:
.L2:
	<entry-point>
	load.64     %r5 <- 0[%arg1]
	call        put, %r5
	ret


 * check-output-end
 */
