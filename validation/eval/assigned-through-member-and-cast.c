struct s { int a, b; };
static int x = 1;
static struct s v = { 1, 2 };
static int y = 3;
static int z = 4;
void f(void) { x++; v.b = 5; *(volatile int *)&y = 6; }
int g(void) { return x + v.a + v.b + y + z; }
/*
 * check-name: stores through a member, ++ and a cast address mark the object assigned: its reads are not folded
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 * check-output-contains: load.32 .* <- 0\[x\]
 * check-output-contains: load.32 .* <- 0\[v\]
 * check-output-contains: load.32 .* <- 4\[v\]
 * check-output-contains: load.32 .* <- 0\[y\]
 * check-output-excludes: <- 0\[z\]
 * check-output-contains: add.32 .*, \$4
 */
