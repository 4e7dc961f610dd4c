#define N 1
#define N 2
