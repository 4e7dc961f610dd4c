struct s { struct s; int a; };
static struct s x;
/*
 * check-name: test-parsing shows a struct that holds itself once
 * check-note: upstream's test-parsing (and ours before) recursed until the stack overflowed
 * check-command: test-parsing $file
 * check-output-start



.align 4
struct s static [toplevel] x {
struct s

.align 4
int a

}


 * check-output-end
 */
