int x;
int f(void);
