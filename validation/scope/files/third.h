long x;
int f(void) { return 2; }
int y;
