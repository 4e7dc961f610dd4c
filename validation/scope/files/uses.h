#define M 1
int m1(void) { return M + __COUNTER__; }
