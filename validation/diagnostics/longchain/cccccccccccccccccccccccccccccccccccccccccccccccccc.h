static int *p = 1;
