static int *r = 1;
