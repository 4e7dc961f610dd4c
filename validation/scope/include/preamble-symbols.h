int x;
static int y;
static int f(void);
int q(void) { return f(); }
