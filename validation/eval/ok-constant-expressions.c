enum { N = 3 };
static int h = (int)(1 ? 2 : 3);
static int k[(int)1.5 + N];
static int arr[3] = { 1.5, (char)'a', sizeof(long) };
static _Bool b = (_Bool)3;
static unsigned long l = (unsigned long)&h;
static int *p = &arr[1];
static int *q = arr + 2;
static char *s = "abc" + 1;
/*
 * check-name: casts, ?:, sizeof and enumerators in constant expressions are silent
 * check-command: sparse $file
 */
