static int *hp = 0;
