#ifdef M
#error M is from the first file
#endif
int m2(void) { return __COUNTER__ + E; }
