#include "b.h"
static int *q = 1;
